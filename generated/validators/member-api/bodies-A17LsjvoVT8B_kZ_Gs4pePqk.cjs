/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** member-api-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.A17LsjvoVT8B_kZ_Gs4pePqk = validate3;
  const schema5 = {"$ref":"member-api-bodies.json#/definitions/MemberProfileResponse"};
  const schema6 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"$ref":"member-api-bodies.json#/definitions/MemberProfile"}}};
  const schema7 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema8 = {"type":"object","required":["memberId","loginId","displayName","companyId","permissions"],"properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"displayName":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate4.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate4.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema6.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate4.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if((((((data2.memberId === undefined) && (missing1 = "memberId")) || ((data2.loginId === undefined) && (missing1 = "loginId"))) || ((data2.displayName === undefined) && (missing1 = "displayName"))) || ((data2.companyId === undefined) && (missing1 = "companyId"))) || ((data2.permissions === undefined) && (missing1 = "permissions"))){
  validate4.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.memberId !== undefined){
  const _errs9 = errors;
  if(typeof data2.memberId !== "string"){
  validate4.errors = [{instancePath:instancePath+"/data/memberId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.loginId !== undefined){
  const _errs11 = errors;
  if(typeof data2.loginId !== "string"){
  validate4.errors = [{instancePath:instancePath+"/data/loginId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.displayName !== undefined){
  const _errs13 = errors;
  if(typeof data2.displayName !== "string"){
  validate4.errors = [{instancePath:instancePath+"/data/displayName",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs13 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.companyId !== undefined){
  const _errs15 = errors;
  if(typeof data2.companyId !== "string"){
  validate4.errors = [{instancePath:instancePath+"/data/companyId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs15 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.permissions !== undefined){
  let data7 = data2.permissions;
  const _errs17 = errors;
  if(errors === _errs17){
  if(Array.isArray(data7)){
  var valid4 = true;
  const len0 = data7.length;
  for(let i0=0; i0<len0; i0++){
  const _errs19 = errors;
  if(typeof data7[i0] !== "string"){
  validate4.errors = [{instancePath:instancePath+"/data/permissions/" + i0,schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs19 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/data/permissions",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs17 === errors;
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
  else {
  validate4.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate4.errors = vErrors;
  return errors === 0;
  }


  function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate4(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
  errors = vErrors.length;
  }
  validate3.errors = vErrors;
  return errors === 0;
  }

  return exports["A17LsjvoVT8B_kZ_Gs4pePqk"];
};
