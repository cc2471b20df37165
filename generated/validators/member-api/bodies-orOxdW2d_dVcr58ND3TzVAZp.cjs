/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** member-api-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.orOxdW2d_dVcr58ND3TzVAZp = validate30;
  const schema36 = {"$ref":"member-api-bodies.json#/definitions/OpenApiDocument"};
  const schema37 = {"type":"object","description":"An OpenAPI 3.0.3 document.","required":["openapi","info","paths"],"properties":{"openapi":{"type":"string"},"info":{"type":"object"},"paths":{"type":"object"}},"additionalProperties":true};

  function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.openapi === undefined) && (missing0 = "openapi")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.paths === undefined) && (missing0 = "paths"))){
  validate30.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.openapi !== undefined){
  const _errs3 = errors;
  if(typeof data.openapi !== "string"){
  validate30.errors = [{instancePath:instancePath+"/openapi",schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid1 = _errs3 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.info !== undefined){
  let data1 = data.info;
  const _errs5 = errors;
  if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
  validate30.errors = [{instancePath:instancePath+"/info",schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  var valid1 = _errs5 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.paths !== undefined){
  let data2 = data.paths;
  const _errs7 = errors;
  if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
  validate30.errors = [{instancePath:instancePath+"/paths",schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/properties/paths/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  var valid1 = _errs7 === errors;
  }
  else {
  var valid1 = true;
  }
  }
  }
  }
  }
  else {
  validate30.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate30.errors = vErrors;
  return errors === 0;
  }

  return exports["orOxdW2d_dVcr58ND3TzVAZp"];
};
