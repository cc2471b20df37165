/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-parameters: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["3MZQlhwKmu3SmOps5-V7Ag6L"] = validate1;
  const schema1 = {"type":"object","properties":{"member_refresh":{"type":"string","maxLength":256}},"required":[],"additionalProperties":true};
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.member_refresh !== undefined){
  let data0 = data.member_refresh;
  const _errs2 = errors;
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
  validate1.errors = [{instancePath:instancePath+"/member_refresh",schemaPath:"#/properties/member_refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["member_refresh"] = coerced0;
  }
  }
  }
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(func0(data0) > 256){
  validate1.errors = [{instancePath:instancePath+"/member_refresh",schemaPath:"#/properties/member_refresh/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
  return false;
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

  return exports["3MZQlhwKmu3SmOps5-V7Ag6L"];
};
