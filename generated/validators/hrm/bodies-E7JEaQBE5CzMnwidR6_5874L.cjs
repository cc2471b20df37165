/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.E7JEaQBE5CzMnwidR6_5874L = validate18;
  const schema22 = {"$ref":"hrm-bodies.json#/definitions/MemberApiErrorEnvelope"};
  const schema23 = {"type":"object","description":"A failure, of this service or of the central member API; the latter's codes are its own.","required":["success","traceId","error"],"properties":{"success":{"type":"boolean","enum":[false]},"traceId":{"type":"string"},"error":{"type":"object","required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"},"details":{"description":"Structured details."}}}}};

  function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.error === undefined) && (missing0 = "error"))){
  validate18.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs2 = errors;
  if(typeof data0 !== "boolean"){
  validate18.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === false)){
  validate18.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema23.properties.success.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid1 = _errs2 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.traceId !== undefined){
  const _errs4 = errors;
  if(typeof data.traceId !== "string"){
  validate18.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid1 = _errs4 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.error !== undefined){
  let data2 = data.error;
  const _errs6 = errors;
  if(errors === _errs6){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if(((data2.code === undefined) && (missing1 = "code")) || ((data2.message === undefined) && (missing1 = "message"))){
  validate18.errors = [{instancePath:instancePath+"/error",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/error/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.code !== undefined){
  const _errs8 = errors;
  if(typeof data2.code !== "string"){
  validate18.errors = [{instancePath:instancePath+"/error/code",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs8 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data2.message !== undefined){
  const _errs10 = errors;
  if(typeof data2.message !== "string"){
  validate18.errors = [{instancePath:instancePath+"/error/message",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs10 === errors;
  }
  else {
  var valid2 = true;
  }
  }
  }
  }
  else {
  validate18.errors = [{instancePath:instancePath+"/error",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid1 = _errs6 === errors;
  }
  else {
  var valid1 = true;
  }
  }
  }
  }
  }
  else {
  validate18.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate18.errors = vErrors;
  return errors === 0;
  }

  return exports["E7JEaQBE5CzMnwidR6_5874L"];
};
