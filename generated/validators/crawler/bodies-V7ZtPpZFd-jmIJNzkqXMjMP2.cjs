/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["V7ZtPpZFd-jmIJNzkqXMjMP2"] = validate50;
  const schema67 = {"$ref":"crawler-bodies.json#/definitions/HealthResponse"};
  const schema68 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/Health"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema70 = {"type":"object","required":["status","version","storeMode","indexPrefix","storage","robotsCache"],"properties":{"status":{"type":"string","enum":["ok","degraded"],"description":"`degraded` when the store cannot be reached."},"version":{"type":"string","description":"The service version (the interface version of this document)."},"storeMode":{"$ref":"crawler-bodies.json#/definitions/StoreMode"},"indexPrefix":{"type":"string","description":"The prefix of the platform's cache and index keys (`CRAWLER_INDEX_PREFIX`, default `crawl_`).","pattern":"^[a-z][a-z0-9_]{0,30}$"},"storage":{"$ref":"crawler-bodies.json#/definitions/StorageSummary"},"robotsCache":{"type":"string","enum":["memory","redis"],"description":"Where robots.txt outcomes are cached (Redis when `REDIS_URL` is set)."}}};
  const schema71 = {"type":"string","enum":["sqlite","postgres"]};
  const pattern17 = new RegExp("^[a-z][a-z0-9_]{0,30}$", "u");
  const schema72 = {"type":"object","description":"Where the data lives; never a user name, password or connection URL.","required":["engine","host","database","reachable"],"properties":{"engine":{"$ref":"crawler-bodies.json#/definitions/StoreMode"},"host":{"anyOf":[{"type":"null"},{"type":"string","description":"Host and port of the PostgreSQL server; null for the embedded SQLite store."}]},"database":{"type":"string","description":"The PostgreSQL database name, or the SQLite file name."},"reachable":{"type":"boolean","description":"Whether the store answered a ping just now."}}};

  function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.engine === undefined) && (missing0 = "engine")) || ((data.host === undefined) && (missing0 = "host"))) || ((data.database === undefined) && (missing0 = "database"))) || ((data.reachable === undefined) && (missing0 = "reachable"))){
  validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.engine !== undefined){
  let data0 = data.engine;
  const _errs1 = errors;
  if(typeof data0 !== "string"){
  validate53.errors = [{instancePath:instancePath+"/engine",schemaPath:"crawler-bodies.json#/definitions/StoreMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data0 === "sqlite") || (data0 === "postgres"))){
  validate53.errors = [{instancePath:instancePath+"/engine",schemaPath:"crawler-bodies.json#/definitions/StoreMode/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.host !== undefined){
  let data1 = data.host;
  const _errs4 = errors;
  const _errs5 = errors;
  let valid2 = false;
  const _errs6 = errors;
  if(data1 !== null){
  const err0 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs6 === errors;
  valid2 = valid2 || _valid0;
  if(!valid2){
  const _errs8 = errors;
  if(typeof data1 !== "string"){
  const err1 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  var _valid0 = _errs8 === errors;
  valid2 = valid2 || _valid0;
  }
  if(!valid2){
  const err2 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  validate53.errors = vErrors;
  return false;
  }
  else {
  errors = _errs5;
  if(vErrors !== null){
  if(_errs5){
  vErrors.length = _errs5;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.database !== undefined){
  const _errs10 = errors;
  if(typeof data.database !== "string"){
  validate53.errors = [{instancePath:instancePath+"/database",schemaPath:"#/properties/database/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.reachable !== undefined){
  const _errs12 = errors;
  if(typeof data.reachable !== "boolean"){
  validate53.errors = [{instancePath:instancePath+"/reachable",schemaPath:"#/properties/reachable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid0 = _errs12 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate53.errors = vErrors;
  return errors === 0;
  }


  function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((((data.status === undefined) && (missing0 = "status")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.storeMode === undefined) && (missing0 = "storeMode"))) || ((data.indexPrefix === undefined) && (missing0 = "indexPrefix"))) || ((data.storage === undefined) && (missing0 = "storage"))) || ((data.robotsCache === undefined) && (missing0 = "robotsCache"))){
  validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.status !== undefined){
  let data0 = data.status;
  const _errs1 = errors;
  if(typeof data0 !== "string"){
  validate52.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data0 === "ok") || (data0 === "degraded"))){
  validate52.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema70.properties.status.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.version !== undefined){
  const _errs3 = errors;
  if(typeof data.version !== "string"){
  validate52.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.storeMode !== undefined){
  let data2 = data.storeMode;
  const _errs5 = errors;
  if(typeof data2 !== "string"){
  validate52.errors = [{instancePath:instancePath+"/storeMode",schemaPath:"crawler-bodies.json#/definitions/StoreMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data2 === "sqlite") || (data2 === "postgres"))){
  validate52.errors = [{instancePath:instancePath+"/storeMode",schemaPath:"crawler-bodies.json#/definitions/StoreMode/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.indexPrefix !== undefined){
  let data3 = data.indexPrefix;
  const _errs8 = errors;
  if(errors === _errs8){
  if(typeof data3 === "string"){
  if(!pattern17.test(data3)){
  validate52.errors = [{instancePath:instancePath+"/indexPrefix",schemaPath:"#/properties/indexPrefix/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,30}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,30}$"+"\""}];
  return false;
  }
  }
  else {
  validate52.errors = [{instancePath:instancePath+"/indexPrefix",schemaPath:"#/properties/indexPrefix/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.storage !== undefined){
  const _errs10 = errors;
  if(!(validate53(data.storage, {instancePath:instancePath+"/storage",parentData:data,parentDataProperty:"storage",rootData}))){
  vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
  errors = vErrors.length;
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.robotsCache !== undefined){
  let data5 = data.robotsCache;
  const _errs11 = errors;
  if(typeof data5 !== "string"){
  validate52.errors = [{instancePath:instancePath+"/robotsCache",schemaPath:"#/properties/robotsCache/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data5 === "memory") || (data5 === "redis"))){
  validate52.errors = [{instancePath:instancePath+"/robotsCache",schemaPath:"#/properties/robotsCache/enum",keyword:"enum",params:{allowedValues: schema70.properties.robotsCache.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs11 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  }
  }
  }
  else {
  validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate52.errors = vErrors;
  return errors === 0;
  }


  function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate51.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate51.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema68.properties.success.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.traceId !== undefined){
  let data1 = data.traceId;
  const _errs3 = errors;
  const _errs4 = errors;
  if(errors === _errs4){
  if(typeof data1 === "string"){
  if(!pattern0.test(data1)){
  validate51.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate51.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.data !== undefined){
  const _errs6 = errors;
  if(!(validate52(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
  errors = vErrors.length;
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.warnings !== undefined){
  let data3 = data.warnings;
  const _errs7 = errors;
  const _errs8 = errors;
  if(errors === _errs8){
  if(Array.isArray(data3)){
  var valid3 = true;
  const len0 = data3.length;
  for(let i0=0; i0<len0; i0++){
  const _errs10 = errors;
  if(typeof data3[i0] !== "string"){
  validate51.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate51.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate51.errors = vErrors;
  return errors === 0;
  }


  function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
  errors = vErrors.length;
  }
  validate50.errors = vErrors;
  return errors === 0;
  }

  return exports["V7ZtPpZFd-jmIJNzkqXMjMP2"];
};
