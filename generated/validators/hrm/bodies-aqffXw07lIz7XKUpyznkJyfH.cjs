/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.aqffXw07lIz7XKUpyznkJyfH = validate31;
  const schema38 = {"$ref":"hrm-bodies.json#/definitions/MemberPermissionsResponse"};
  const schema39 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"type":"string"},"data":{"type":"object","required":["memberId","companyId","permissions"],"properties":{"memberId":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}}}};

  function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate31.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs2 = errors;
  if(typeof data0 !== "boolean"){
  validate31.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate31.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/success/enum",keyword:"enum",params:{allowedValues: schema39.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate31.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if((((data2.memberId === undefined) && (missing1 = "memberId")) || ((data2.companyId === undefined) && (missing1 = "companyId"))) || ((data2.permissions === undefined) && (missing1 = "permissions"))){
  validate31.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.memberId !== undefined){
  const _errs8 = errors;
  if(typeof data2.memberId !== "string"){
  validate31.errors = [{instancePath:instancePath+"/data/memberId",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs8 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data2.companyId !== undefined){
  const _errs10 = errors;
  if(typeof data2.companyId !== "string"){
  validate31.errors = [{instancePath:instancePath+"/data/companyId",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs10 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data2.permissions !== undefined){
  let data5 = data2.permissions;
  const _errs12 = errors;
  if(errors === _errs12){
  if(Array.isArray(data5)){
  var valid3 = true;
  const len0 = data5.length;
  for(let i0=0; i0<len0; i0++){
  const _errs14 = errors;
  if(typeof data5[i0] !== "string"){
  validate31.errors = [{instancePath:instancePath+"/data/permissions/" + i0,schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs14 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate31.errors = [{instancePath:instancePath+"/data/permissions",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
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
  validate31.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate31.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate31.errors = vErrors;
  return errors === 0;
  }

  return exports["aqffXw07lIz7XKUpyznkJyfH"];
};
