/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["xY2YGp0GgcP3QSnFX5sP2-kw"] = validate82;
  const schema104 = {"$ref":"crawler-bodies.json#/definitions/CatalogResponse"};
  const schema105 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/Catalog"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema107 = {"type":"object","required":["basePath","specUrl","operationCount","apis"],"properties":{"basePath":{"type":"string"},"specUrl":{"type":"string","description":"Where this document is served."},"operationCount":{"type":"integer","minimum":0},"apis":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/CatalogEntry"}}}};
  const schema108 = {"type":"object","required":["operationId","method","path","purpose","description","tags","requiresSignIn","sampleQuery","samplePayload"],"properties":{"operationId":{"type":"string"},"method":{"type":"string","enum":["GET","POST"]},"path":{"type":"string","description":"The full path, prefix included."},"purpose":{"type":"string","description":"The operation's summary."},"description":{"type":"string","description":"The first paragraph of the operation's description."},"tags":{"type":"array","items":{"type":"string"}},"requiresSignIn":{"type":"boolean"},"sampleQuery":{"anyOf":[{"type":"null"},{"type":"object","description":"Example query parameters, or null when the operation takes none.","additionalProperties":{"type":"string"}}]},"samplePayload":{"anyOf":[{"type":"null"},{"type":"object","description":"The first request example, or null when the operation takes no body.","additionalProperties":true}]}}};

  function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.basePath === undefined) && (missing0 = "basePath")) || ((data.specUrl === undefined) && (missing0 = "specUrl"))) || ((data.operationCount === undefined) && (missing0 = "operationCount"))) || ((data.apis === undefined) && (missing0 = "apis"))){
  validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.basePath !== undefined){
  const _errs1 = errors;
  if(typeof data.basePath !== "string"){
  validate84.errors = [{instancePath:instancePath+"/basePath",schemaPath:"#/properties/basePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.specUrl !== undefined){
  const _errs3 = errors;
  if(typeof data.specUrl !== "string"){
  validate84.errors = [{instancePath:instancePath+"/specUrl",schemaPath:"#/properties/specUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.operationCount !== undefined){
  let data2 = data.operationCount;
  const _errs5 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate84.errors = [{instancePath:instancePath+"/operationCount",schemaPath:"#/properties/operationCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs5){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 < 0 || isNaN(data2)){
  validate84.errors = [{instancePath:instancePath+"/operationCount",schemaPath:"#/properties/operationCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.apis !== undefined){
  let data3 = data.apis;
  const _errs7 = errors;
  if(errors === _errs7){
  if(Array.isArray(data3)){
  var valid1 = true;
  const len0 = data3.length;
  for(let i0=0; i0<len0; i0++){
  let data4 = data3[i0];
  const _errs9 = errors;
  const _errs10 = errors;
  if(errors === _errs10){
  if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
  let missing1;
  if((((((((((data4.operationId === undefined) && (missing1 = "operationId")) || ((data4.method === undefined) && (missing1 = "method"))) || ((data4.path === undefined) && (missing1 = "path"))) || ((data4.purpose === undefined) && (missing1 = "purpose"))) || ((data4.description === undefined) && (missing1 = "description"))) || ((data4.tags === undefined) && (missing1 = "tags"))) || ((data4.requiresSignIn === undefined) && (missing1 = "requiresSignIn"))) || ((data4.sampleQuery === undefined) && (missing1 = "sampleQuery"))) || ((data4.samplePayload === undefined) && (missing1 = "samplePayload"))){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0,schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data4.operationId !== undefined){
  const _errs12 = errors;
  if(typeof data4.operationId !== "string"){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/operationId",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs12 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.method !== undefined){
  let data6 = data4.method;
  const _errs14 = errors;
  if(typeof data6 !== "string"){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/method",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data6 === "GET") || (data6 === "POST"))){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/method",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/method/enum",keyword:"enum",params:{allowedValues: schema108.properties.method.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs14 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.path !== undefined){
  const _errs16 = errors;
  if(typeof data4.path !== "string"){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/path",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs16 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.purpose !== undefined){
  const _errs18 = errors;
  if(typeof data4.purpose !== "string"){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/purpose",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs18 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.description !== undefined){
  const _errs20 = errors;
  if(typeof data4.description !== "string"){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/description",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs20 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.tags !== undefined){
  let data10 = data4.tags;
  const _errs22 = errors;
  if(errors === _errs22){
  if(Array.isArray(data10)){
  var valid4 = true;
  const len1 = data10.length;
  for(let i1=0; i1<len1; i1++){
  const _errs24 = errors;
  if(typeof data10[i1] !== "string"){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/tags/" + i1,schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs24 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/tags",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs22 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.requiresSignIn !== undefined){
  const _errs26 = errors;
  if(typeof data4.requiresSignIn !== "boolean"){
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0+"/requiresSignIn",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/requiresSignIn/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid3 = _errs26 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.sampleQuery !== undefined){
  let data13 = data4.sampleQuery;
  const _errs28 = errors;
  const _errs29 = errors;
  let valid5 = false;
  const _errs30 = errors;
  if(data13 !== null){
  const err0 = {instancePath:instancePath+"/apis/" + i0+"/sampleQuery",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/sampleQuery/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs30 === errors;
  valid5 = valid5 || _valid0;
  if(!valid5){
  const _errs32 = errors;
  if(errors === _errs32){
  if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
  for(const key0 in data13){
  const _errs35 = errors;
  if(typeof data13[key0] !== "string"){
  const err1 = {instancePath:instancePath+"/apis/" + i0+"/sampleQuery/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/sampleQuery/anyOf/1/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  var valid6 = _errs35 === errors;
  if(!valid6){
  break;
  }
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/apis/" + i0+"/sampleQuery",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/sampleQuery/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  var _valid0 = _errs32 === errors;
  valid5 = valid5 || _valid0;
  }
  if(!valid5){
  const err3 = {instancePath:instancePath+"/apis/" + i0+"/sampleQuery",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/sampleQuery/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate84.errors = vErrors;
  return false;
  }
  else {
  errors = _errs29;
  if(vErrors !== null){
  if(_errs29){
  vErrors.length = _errs29;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid3 = _errs28 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.samplePayload !== undefined){
  let data15 = data4.samplePayload;
  const _errs37 = errors;
  const _errs38 = errors;
  let valid7 = false;
  const _errs39 = errors;
  if(data15 !== null){
  const err4 = {instancePath:instancePath+"/apis/" + i0+"/samplePayload",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/samplePayload/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var _valid1 = _errs39 === errors;
  valid7 = valid7 || _valid1;
  if(!valid7){
  const _errs41 = errors;
  if(errors === _errs41){
  if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
  }
  else {
  const err5 = {instancePath:instancePath+"/apis/" + i0+"/samplePayload",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/samplePayload/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  var _valid1 = _errs41 === errors;
  valid7 = valid7 || _valid1;
  }
  if(!valid7){
  const err6 = {instancePath:instancePath+"/apis/" + i0+"/samplePayload",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/samplePayload/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  validate84.errors = vErrors;
  return false;
  }
  else {
  errors = _errs38;
  if(vErrors !== null){
  if(_errs38){
  vErrors.length = _errs38;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid3 = _errs37 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  }
  else {
  validate84.errors = [{instancePath:instancePath+"/apis/" + i0,schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid1 = _errs9 === errors;
  if(!valid1){
  break;
  }
  }
  }
  else {
  validate84.errors = [{instancePath:instancePath+"/apis",schemaPath:"#/properties/apis/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate84.errors = vErrors;
  return errors === 0;
  }


  function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate83.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate83.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema105.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate83.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate83.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate84(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
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
  validate83.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate83.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate83.errors = vErrors;
  return errors === 0;
  }


  function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate83(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
  errors = vErrors.length;
  }
  validate82.errors = vErrors;
  return errors === 0;
  }

  return exports["xY2YGp0GgcP3QSnFX5sP2-kw"];
};
