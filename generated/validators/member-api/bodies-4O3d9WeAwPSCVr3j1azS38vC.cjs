/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** member-api-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["4O3d9WeAwPSCVr3j1azS38vC"] = validate2;
  const schema3 = {"$ref":"member-api-bodies.json#/definitions/RefreshRequest"};
  const schema4 = {"type":"object","additionalProperties":false,"properties":{"refreshToken":{"type":"string","minLength":1,"maxLength":256,"description":"Optional when the `member_refresh` cookie is sent."}}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  const _errs2 = errors;
  for(const key0 in data){
  if(!(key0 === "refreshToken")){
  validate2.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs2 === errors){
  if(data.refreshToken !== undefined){
  let data0 = data.refreshToken;
  const _errs3 = errors;
  if(errors === _errs3){
  if(typeof data0 === "string"){
  if(func0(data0) > 256){
  validate2.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/properties/refreshToken/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
  return false;
  }
  else {
  if(func0(data0) < 1){
  validate2.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/properties/refreshToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate2.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate2.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate2.errors = vErrors;
  return errors === 0;
  }

  return exports["4O3d9WeAwPSCVr3j1azS38vC"];
};
