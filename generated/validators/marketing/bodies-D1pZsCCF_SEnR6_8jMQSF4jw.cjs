/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.D1pZsCCF_SEnR6_8jMQSF4jw = validate16;
  const schema25 = {"$ref":"marketing-bodies.json#/definitions/StatusResponse"};
  const schema26 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/Status"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema27 = {"type":"object","required":["service","status","version","store"],"properties":{"service":{"type":"string","enum":["marketing"]},"status":{"type":"string","enum":["ok","degraded"],"description":"`degraded` when the data store does not answer."},"version":{"type":"string","description":"The interface version of this description."},"store":{"type":"object","required":["engine","available"],"properties":{"engine":{"type":"string","enum":["sqlite","postgres"]},"available":{"type":"boolean"}}}}};
  const schema10 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
  validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate17.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate17.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema26.properties.success.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.data !== undefined){
  let data1 = data.data;
  const _errs3 = errors;
  const _errs4 = errors;
  if(errors === _errs4){
  if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
  let missing1;
  if(((((data1.service === undefined) && (missing1 = "service")) || ((data1.status === undefined) && (missing1 = "status"))) || ((data1.version === undefined) && (missing1 = "version"))) || ((data1.store === undefined) && (missing1 = "store"))){
  validate17.errors = [{instancePath:instancePath+"/data",schemaPath:"marketing-bodies.json#/definitions/Status/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data1.service !== undefined){
  let data2 = data1.service;
  const _errs6 = errors;
  if(typeof data2 !== "string"){
  validate17.errors = [{instancePath:instancePath+"/data/service",schemaPath:"marketing-bodies.json#/definitions/Status/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data2 === "marketing")){
  validate17.errors = [{instancePath:instancePath+"/data/service",schemaPath:"marketing-bodies.json#/definitions/Status/properties/service/enum",keyword:"enum",params:{allowedValues: schema27.properties.service.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid2 = _errs6 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data1.status !== undefined){
  let data3 = data1.status;
  const _errs8 = errors;
  if(typeof data3 !== "string"){
  validate17.errors = [{instancePath:instancePath+"/data/status",schemaPath:"marketing-bodies.json#/definitions/Status/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data3 === "ok") || (data3 === "degraded"))){
  validate17.errors = [{instancePath:instancePath+"/data/status",schemaPath:"marketing-bodies.json#/definitions/Status/properties/status/enum",keyword:"enum",params:{allowedValues: schema27.properties.status.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid2 = _errs8 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data1.version !== undefined){
  const _errs10 = errors;
  if(typeof data1.version !== "string"){
  validate17.errors = [{instancePath:instancePath+"/data/version",schemaPath:"marketing-bodies.json#/definitions/Status/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs10 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data1.store !== undefined){
  let data5 = data1.store;
  const _errs12 = errors;
  if(errors === _errs12){
  if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
  let missing2;
  if(((data5.engine === undefined) && (missing2 = "engine")) || ((data5.available === undefined) && (missing2 = "available"))){
  validate17.errors = [{instancePath:instancePath+"/data/store",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data5.engine !== undefined){
  let data6 = data5.engine;
  const _errs14 = errors;
  if(typeof data6 !== "string"){
  validate17.errors = [{instancePath:instancePath+"/data/store/engine",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/properties/engine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data6 === "sqlite") || (data6 === "postgres"))){
  validate17.errors = [{instancePath:instancePath+"/data/store/engine",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/properties/engine/enum",keyword:"enum",params:{allowedValues: schema27.properties.store.properties.engine.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs14 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data5.available !== undefined){
  const _errs16 = errors;
  if(typeof data5.available !== "boolean"){
  validate17.errors = [{instancePath:instancePath+"/data/store/available",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid3 = _errs16 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  else {
  validate17.errors = [{instancePath:instancePath+"/data/store",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid2 = _errs12 === errors;
  }
  else {
  var valid2 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate17.errors = [{instancePath:instancePath+"/data",schemaPath:"marketing-bodies.json#/definitions/Status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.error !== undefined){
  let data8 = data.error;
  const _errs18 = errors;
  const _errs20 = errors;
  let valid5 = false;
  const _errs21 = errors;
  if(data8 !== null){
  const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs21 === errors;
  valid5 = valid5 || _valid0;
  if(!valid5){
  const _errs23 = errors;
  if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
  const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(data8 === null)){
  const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema10.anyOf[1].enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  var _valid0 = _errs23 === errors;
  valid5 = valid5 || _valid0;
  }
  if(!valid5){
  const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate17.errors = vErrors;
  return false;
  }
  else {
  errors = _errs20;
  if(vErrors !== null){
  if(_errs20){
  vErrors.length = _errs20;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs18 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.traceId !== undefined){
  let data9 = data.traceId;
  const _errs25 = errors;
  const _errs26 = errors;
  if(errors === _errs26){
  if(typeof data9 === "string"){
  if(!pattern1.test(data9)){
  validate17.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate17.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs25 === errors;
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
  validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate17.errors = vErrors;
  return errors === 0;
  }


  function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate17(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
  errors = vErrors.length;
  }
  validate16.errors = vErrors;
  return errors === 0;
  }

  return exports["D1pZsCCF_SEnR6_8jMQSF4jw"];
};
