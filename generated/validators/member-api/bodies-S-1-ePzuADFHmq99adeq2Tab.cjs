/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** member-api-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["S-1-ePzuADFHmq99adeq2Tab"] = validate16;
  const schema21 = {"$ref":"member-api-bodies.json#/definitions/MemberPermissionsResponse"};
  const schema22 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"$ref":"member-api-bodies.json#/definitions/MemberPermissions"}}};
  const schema7 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema24 = {"type":"object","required":["memberId","companyId","permissions"],"properties":{"memberId":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
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
  validate17.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema22.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate17.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate17.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if((((data2.memberId === undefined) && (missing1 = "memberId")) || ((data2.companyId === undefined) && (missing1 = "companyId"))) || ((data2.permissions === undefined) && (missing1 = "permissions"))){
  validate17.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.memberId !== undefined){
  const _errs9 = errors;
  if(typeof data2.memberId !== "string"){
  validate17.errors = [{instancePath:instancePath+"/data/memberId",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.companyId !== undefined){
  const _errs11 = errors;
  if(typeof data2.companyId !== "string"){
  validate17.errors = [{instancePath:instancePath+"/data/companyId",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.permissions !== undefined){
  let data5 = data2.permissions;
  const _errs13 = errors;
  if(errors === _errs13){
  if(Array.isArray(data5)){
  var valid4 = true;
  const len0 = data5.length;
  for(let i0=0; i0<len0; i0++){
  const _errs15 = errors;
  if(typeof data5[i0] !== "string"){
  validate17.errors = [{instancePath:instancePath+"/data/permissions/" + i0,schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs15 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate17.errors = [{instancePath:instancePath+"/data/permissions",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs13 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  }
  else {
  validate17.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

  return exports["S-1-ePzuADFHmq99adeq2Tab"];
};
