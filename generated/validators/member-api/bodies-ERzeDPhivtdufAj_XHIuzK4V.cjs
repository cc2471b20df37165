/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** member-api-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.ERzeDPhivtdufAj_XHIuzK4V = validate7;
  const schema10 = {"$ref":"member-api-bodies.json#/definitions/LoginRequest"};
  const schema11 = {"type":"object","additionalProperties":false,"required":["loginId","password"],"properties":{"loginId":{"type":"string","minLength":1,"maxLength":256},"password":{"type":"string","minLength":1,"maxLength":256,"format":"password"}}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((data.loginId === undefined) && (missing0 = "loginId")) || ((data.password === undefined) && (missing0 = "password"))){
  validate7.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/LoginRequest/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs2 = errors;
  for(const key0 in data){
  if(!((key0 === "loginId") || (key0 === "password"))){
  validate7.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/LoginRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs2 === errors){
  if(data.loginId !== undefined){
  let data0 = data.loginId;
  const _errs3 = errors;
  if(errors === _errs3){
  if(typeof data0 === "string"){
  if(func0(data0) > 256){
  validate7.errors = [{instancePath:instancePath+"/loginId",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/loginId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
  return false;
  }
  else {
  if(func0(data0) < 1){
  validate7.errors = [{instancePath:instancePath+"/loginId",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/loginId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate7.errors = [{instancePath:instancePath+"/loginId",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid1 = _errs3 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.password !== undefined){
  let data1 = data.password;
  const _errs5 = errors;
  if(errors === _errs5){
  if(errors === _errs5){
  if(typeof data1 === "string"){
  if(func0(data1) > 256){
  validate7.errors = [{instancePath:instancePath+"/password",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/password/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
  return false;
  }
  else {
  if(func0(data1) < 1){
  validate7.errors = [{instancePath:instancePath+"/password",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate7.errors = [{instancePath:instancePath+"/password",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid1 = _errs5 === errors;
  }
  else {
  var valid1 = true;
  }
  }
  }
  }
  }
  else {
  validate7.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/LoginRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate7.errors = vErrors;
  return errors === 0;
  }

  return exports["ERzeDPhivtdufAj_XHIuzK4V"];
};
