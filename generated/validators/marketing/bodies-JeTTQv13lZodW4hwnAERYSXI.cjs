/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.JeTTQv13lZodW4hwnAERYSXI = validate19;
  const schema30 = {"$ref":"marketing-bodies.json#/definitions/ErrorEnvelope"};
  const schema31 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[false]},"data":{"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on failure."}]},"error":{"$ref":"marketing-bodies.json#/definitions/Error"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema32 = {"type":"object","required":["code","message"],"properties":{"code":{"$ref":"marketing-bodies.json#/definitions/ErrorCode"},"message":{"type":"string","description":"A human-readable explanation."},"details":{"description":"Structured details, such as the list of validation problems (`location`, `path`, `message`).\nA `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.\n"}}};
  const schema33 = {"type":"string","description":"A stable machine-readable error identifier.","enum":["VALIDATION_FAILED","UNAUTHORIZED","RATE_LIMITED","NOT_FOUND","METHOD_NOT_ALLOWED","NOT_ACCEPTABLE","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","INTERNAL","RESPONSE_VALIDATION_FAILED","STORE_UNAVAILABLE","MALFORMED_REQUEST","REQUEST_TIMEOUT","EXPECTATION_FAILED","HEADERS_TOO_LARGE"]};

  function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))){
  validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.code !== undefined){
  let data0 = data.code;
  const _errs1 = errors;
  if(typeof data0 !== "string"){
  validate21.errors = [{instancePath:instancePath+"/code",schemaPath:"marketing-bodies.json#/definitions/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((((((((((((((data0 === "VALIDATION_FAILED") || (data0 === "UNAUTHORIZED")) || (data0 === "RATE_LIMITED")) || (data0 === "NOT_FOUND")) || (data0 === "METHOD_NOT_ALLOWED")) || (data0 === "NOT_ACCEPTABLE")) || (data0 === "PAYLOAD_TOO_LARGE")) || (data0 === "UNSUPPORTED_MEDIA_TYPE")) || (data0 === "INTERNAL")) || (data0 === "RESPONSE_VALIDATION_FAILED")) || (data0 === "STORE_UNAVAILABLE")) || (data0 === "MALFORMED_REQUEST")) || (data0 === "REQUEST_TIMEOUT")) || (data0 === "EXPECTATION_FAILED")) || (data0 === "HEADERS_TOO_LARGE"))){
  validate21.errors = [{instancePath:instancePath+"/code",schemaPath:"marketing-bodies.json#/definitions/ErrorCode/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
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
  validate21.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate21.errors = vErrors;
  return errors === 0;
  }

  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
  validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate20.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === false)){
  validate20.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema31.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  let valid1 = false;
  const _errs5 = errors;
  if(data1 !== null){
  const err0 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs5 === errors;
  valid1 = valid1 || _valid0;
  if(!valid1){
  const _errs7 = errors;
  if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
  const err1 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(data1 === null)){
  const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema31.properties.data.anyOf[1].enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  var _valid0 = _errs7 === errors;
  valid1 = valid1 || _valid0;
  }
  if(!valid1){
  const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate20.errors = vErrors;
  return false;
  }
  else {
  errors = _errs4;
  if(vErrors !== null){
  if(_errs4){
  vErrors.length = _errs4;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.error !== undefined){
  const _errs9 = errors;
  if(!(validate21(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
  vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
  errors = vErrors.length;
  }
  var valid0 = _errs9 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.traceId !== undefined){
  let data3 = data.traceId;
  const _errs10 = errors;
  const _errs11 = errors;
  if(errors === _errs11){
  if(typeof data3 === "string"){
  if(!pattern1.test(data3)){
  validate20.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate20.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs10 === errors;
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
  validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate20.errors = vErrors;
  return errors === 0;
  }


  function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate20(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
  errors = vErrors.length;
  }
  validate19.errors = vErrors;
  return errors === 0;
  }

  return exports["JeTTQv13lZodW4hwnAERYSXI"];
};
