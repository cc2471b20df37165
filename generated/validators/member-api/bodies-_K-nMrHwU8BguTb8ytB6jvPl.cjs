/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** member-api-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["_K-nMrHwU8BguTb8ytB6jvPl"] = validate22;
  const schema28 = {"$ref":"member-api-bodies.json#/definitions/LogoutResponse"};
  const schema29 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"type":"object","required":["loggedOut"],"properties":{"loggedOut":{"type":"boolean","enum":[true]}}}}};
  const schema7 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate23.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate23.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema29.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate23.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate23.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(errors === _errs6){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if((data2.loggedOut === undefined) && (missing1 = "loggedOut")){
  validate23.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.loggedOut !== undefined){
  let data3 = data2.loggedOut;
  if(typeof data3 !== "boolean"){
  validate23.errors = [{instancePath:instancePath+"/data/loggedOut",schemaPath:"#/properties/data/properties/loggedOut/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data3 === true)){
  validate23.errors = [{instancePath:instancePath+"/data/loggedOut",schemaPath:"#/properties/data/properties/loggedOut/enum",keyword:"enum",params:{allowedValues: schema29.properties.data.properties.loggedOut.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  }
  }
  }
  else {
  validate23.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate23.errors = vErrors;
  return errors === 0;
  }


  function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
  errors = vErrors.length;
  }
  validate22.errors = vErrors;
  return errors === 0;
  }

  return exports["_K-nMrHwU8BguTb8ytB6jvPl"];
};
