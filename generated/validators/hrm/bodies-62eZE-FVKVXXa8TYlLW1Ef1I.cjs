/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["62eZE-FVKVXXa8TYlLW1Ef1I"] = validate8;
  const schema10 = {"$ref":"hrm-bodies.json#/definitions/HealthResponse"};
  const schema11 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/Health"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema13 = {"type":"object","required":["status","service","version","store"],"properties":{"status":{"type":"string","enum":["ok"]},"service":{"type":"string","enum":["hrm"]},"version":{"type":"string","description":"The service version (the interface version of this document)."},"store":{"type":"string","enum":["sqlite","postgres"],"description":"The store engine in use."}}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate9.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate9.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema11.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate9.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  let data2 = data.data;
  const _errs6 = errors;
  const _errs7 = errors;
  if(errors === _errs7){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if(((((data2.status === undefined) && (missing1 = "status")) || ((data2.service === undefined) && (missing1 = "service"))) || ((data2.version === undefined) && (missing1 = "version"))) || ((data2.store === undefined) && (missing1 = "store"))){
  validate9.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/Health/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.status !== undefined){
  let data3 = data2.status;
  const _errs9 = errors;
  if(typeof data3 !== "string"){
  validate9.errors = [{instancePath:instancePath+"/data/status",schemaPath:"hrm-bodies.json#/definitions/Health/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data3 === "ok")){
  validate9.errors = [{instancePath:instancePath+"/data/status",schemaPath:"hrm-bodies.json#/definitions/Health/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.service !== undefined){
  let data4 = data2.service;
  const _errs11 = errors;
  if(typeof data4 !== "string"){
  validate9.errors = [{instancePath:instancePath+"/data/service",schemaPath:"hrm-bodies.json#/definitions/Health/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data4 === "hrm")){
  validate9.errors = [{instancePath:instancePath+"/data/service",schemaPath:"hrm-bodies.json#/definitions/Health/properties/service/enum",keyword:"enum",params:{allowedValues: schema13.properties.service.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.version !== undefined){
  const _errs13 = errors;
  if(typeof data2.version !== "string"){
  validate9.errors = [{instancePath:instancePath+"/data/version",schemaPath:"hrm-bodies.json#/definitions/Health/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs13 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.store !== undefined){
  let data6 = data2.store;
  const _errs15 = errors;
  if(typeof data6 !== "string"){
  validate9.errors = [{instancePath:instancePath+"/data/store",schemaPath:"hrm-bodies.json#/definitions/Health/properties/store/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data6 === "sqlite") || (data6 === "postgres"))){
  validate9.errors = [{instancePath:instancePath+"/data/store",schemaPath:"hrm-bodies.json#/definitions/Health/properties/store/enum",keyword:"enum",params:{allowedValues: schema13.properties.store.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs15 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/Health/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  else {
  validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate9.errors = vErrors;
  return errors === 0;
  }


  function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate9(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
  errors = vErrors.length;
  }
  validate8.errors = vErrors;
  return errors === 0;
  }

  return exports["62eZE-FVKVXXa8TYlLW1Ef1I"];
};
