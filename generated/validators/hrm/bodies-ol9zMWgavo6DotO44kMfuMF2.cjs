/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.ol9zMWgavo6DotO44kMfuMF2 = validate51;
  const schema64 = {"$ref":"hrm-bodies.json#/definitions/MemberLogoutResponse"};
  const schema65 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"type":"string"},"data":{"type":"object","required":["loggedOut"],"properties":{"loggedOut":{"type":"boolean"}}}}};

  function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate51.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs2 = errors;
  if(typeof data0 !== "boolean"){
  validate51.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate51.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/success/enum",keyword:"enum",params:{allowedValues: schema65.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate51.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid1 = _errs4 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.data !== undefined){
  let data2 = data.data;
  const _errs6 = errors;
  if(errors === _errs6){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if((data2.loggedOut === undefined) && (missing1 = "loggedOut")){
  validate51.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.loggedOut !== undefined){
  if(typeof data2.loggedOut !== "boolean"){
  validate51.errors = [{instancePath:instancePath+"/data/loggedOut",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/data/properties/loggedOut/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  }
  }
  }
  else {
  validate51.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate51.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate51.errors = vErrors;
  return errors === 0;
  }

  return exports["ol9zMWgavo6DotO44kMfuMF2"];
};
