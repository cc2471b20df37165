/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-parameters: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.VN65Lq7evI2pOIssjG9cYvgn = validate1;
  const schema1 = {"type":"object","properties":{"tenantId":{"$ref":"crawler-parameters.json#/definitions/TenantId"}},"required":["tenantId"],"additionalProperties":false};
  const schema3 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
  const pattern0 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");

  function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.tenantId === undefined) && (missing0 = "tenantId")){
  validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs1 = errors;
  for(const key0 in data){
  if(!(key0 === "tenantId")){
  validate1.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs1 === errors){
  if(data.tenantId !== undefined){
  let data0 = data.tenantId;
  const _errs3 = errors;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  validate1.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-parameters.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["tenantId"] = coerced0;
  }
  }
  }
  if(errors === _errs3){
  if(typeof data0 === "string"){
  if(!pattern0.test(data0)){
  validate1.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-parameters.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  }
  }
  }
  }
  }
  else {
  validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate1.errors = vErrors;
  return errors === 0;
  }

  return exports["VN65Lq7evI2pOIssjG9cYvgn"];
};
