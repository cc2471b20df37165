/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.jBKP3xumy8mYPVpFuGRlszTJ = validate76;
  const schema97 = {"$ref":"crawler-bodies.json#/definitions/ErrorEnvelope"};
  const schema98 = {"type":"object","required":["success","traceId","error","warnings"],"properties":{"success":{"type":"boolean","enum":[false]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"error":{"$ref":"crawler-bodies.json#/definitions/Error"},"warnings":{"type":"array","description":"Always empty on failures.","maxItems":0,"items":{"type":"string"}}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema100 = {"type":"object","required":["code","message"],"properties":{"code":{"$ref":"crawler-bodies.json#/definitions/ErrorCode"},"message":{"type":"string","description":"A human-readable explanation."},"details":{"description":"Structured details. For `VALIDATION_FAILED` a list of problems, each\n`{location, path, message}` (`location` is `query` or `body`, `path` the field);\nfor `FETCH_BLOCKED` and `FETCH_FAILED` an object with the `reason`. A refused\naddress (`reason: address`) names the `host`; the address `range` (`loopback`,\n`private`, `linkLocal`...) is given only when the URL names a literal IP address,\nnever for a host name, so that answers do not tell where internal names point.\nFor `CPU_BUDGET_EXCEEDED`, an object with the `budgetMs`.\nA `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.\n"}}};
  const schema101 = {"type":"string","description":"A stable machine-readable error identifier.","enum":["VALIDATION_FAILED","RATE_LIMITED","MALFORMED_JSON","FETCH_BLOCKED","NOT_FOUND","METHOD_NOT_ALLOWED","NOT_ACCEPTABLE","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","INTERNAL","RESPONSE_VALIDATION_FAILED","FETCH_FAILED","STORE_UNAVAILABLE","MALFORMED_REQUEST","REQUEST_TIMEOUT","EXPECTATION_FAILED","HEADERS_TOO_LARGE","CPU_BUDGET_EXCEEDED"]};

  function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))){
  validate78.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.code !== undefined){
  let data0 = data.code;
  const _errs1 = errors;
  if(typeof data0 !== "string"){
  validate78.errors = [{instancePath:instancePath+"/code",schemaPath:"crawler-bodies.json#/definitions/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((((((((((((((((data0 === "VALIDATION_FAILED") || (data0 === "RATE_LIMITED")) || (data0 === "MALFORMED_JSON")) || (data0 === "FETCH_BLOCKED")) || (data0 === "NOT_FOUND")) || (data0 === "METHOD_NOT_ALLOWED")) || (data0 === "NOT_ACCEPTABLE")) || (data0 === "PAYLOAD_TOO_LARGE")) || (data0 === "UNSUPPORTED_MEDIA_TYPE")) || (data0 === "INTERNAL")) || (data0 === "RESPONSE_VALIDATION_FAILED")) || (data0 === "FETCH_FAILED")) || (data0 === "STORE_UNAVAILABLE")) || (data0 === "MALFORMED_REQUEST")) || (data0 === "REQUEST_TIMEOUT")) || (data0 === "EXPECTATION_FAILED")) || (data0 === "HEADERS_TOO_LARGE")) || (data0 === "CPU_BUDGET_EXCEEDED"))){
  validate78.errors = [{instancePath:instancePath+"/code",schemaPath:"crawler-bodies.json#/definitions/ErrorCode/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.message !== undefined){
  const _errs4 = errors;
  if(typeof data.message !== "string"){
  validate78.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  else {
  validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate78.errors = vErrors;
  return errors === 0;
  }


  function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate77.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === false)){
  validate77.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema98.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate77.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate77.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  const _errs6 = errors;
  if(!(validate78(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
  vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
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
  if(errors === _errs7){
  if(Array.isArray(data3)){
  if(data3.length > 0){
  validate77.errors = [{instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
  return false;
  }
  else {
  var valid2 = true;
  const len0 = data3.length;
  for(let i0=0; i0<len0; i0++){
  const _errs9 = errors;
  if(typeof data3[i0] !== "string"){
  validate77.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs9 === errors;
  if(!valid2){
  break;
  }
  }
  }
  }
  else {
  validate77.errors = [{instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate77.errors = vErrors;
  return errors === 0;
  }


  function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate77(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
  errors = vErrors.length;
  }
  validate76.errors = vErrors;
  return errors === 0;
  }

  return exports["jBKP3xumy8mYPVpFuGRlszTJ"];
};
