/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.x8POu4DjYbV5aujwzDs9Iui8 = validate47;
  const schema54 = {"$ref":"knowledge-bodies.json#/definitions/MemberCallbackRequest"};
  const schema55 = {"type":"object","additionalProperties":false,"required":["state","returnedFields"],"properties":{"state":{"type":"string","minLength":1,"maxLength":512},"returnedFields":{"type":"object","description":"The fields the central login returned. Only memberId, loginId and companyId are accepted; other fields are reported, never stored.","maxProperties":50,"properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"companyId":{"type":"string"}},"additionalProperties":true}}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((data.state === undefined) && (missing0 = "state")) || ((data.returnedFields === undefined) && (missing0 = "returnedFields"))){
  validate47.errors = [{instancePath,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs2 = errors;
  for(const key0 in data){
  if(!((key0 === "state") || (key0 === "returnedFields"))){
  validate47.errors = [{instancePath,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs2 === errors){
  if(data.state !== undefined){
  let data0 = data.state;
  const _errs3 = errors;
  if(errors === _errs3){
  if(typeof data0 === "string"){
  if(func0(data0) > 512){
  validate47.errors = [{instancePath:instancePath+"/state",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/state/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
  return false;
  }
  else {
  if(func0(data0) < 1){
  validate47.errors = [{instancePath:instancePath+"/state",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/state/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate47.errors = [{instancePath:instancePath+"/state",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid1 = _errs3 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.returnedFields !== undefined){
  let data1 = data.returnedFields;
  const _errs5 = errors;
  if(errors === _errs5){
  if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
  if(Object.keys(data1).length > 50){
  validate47.errors = [{instancePath:instancePath+"/returnedFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
  return false;
  }
  else {
  if(data1.memberId !== undefined){
  const _errs8 = errors;
  if(typeof data1.memberId !== "string"){
  validate47.errors = [{instancePath:instancePath+"/returnedFields/memberId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs8 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data1.loginId !== undefined){
  const _errs10 = errors;
  if(typeof data1.loginId !== "string"){
  validate47.errors = [{instancePath:instancePath+"/returnedFields/loginId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs10 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data1.companyId !== undefined){
  const _errs12 = errors;
  if(typeof data1.companyId !== "string"){
  validate47.errors = [{instancePath:instancePath+"/returnedFields/companyId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
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
  else {
  validate47.errors = [{instancePath:instancePath+"/returnedFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
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
  validate47.errors = [{instancePath,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate47.errors = vErrors;
  return errors === 0;
  }

  return exports["x8POu4DjYbV5aujwzDs9Iui8"];
};
