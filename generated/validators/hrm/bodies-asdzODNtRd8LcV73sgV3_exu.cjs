/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.asdzODNtRd8LcV73sgV3_exu = validate32;
  const schema40 = {"$ref":"hrm-bodies.json#/definitions/MemberApiEnvelope"};
  const schema41 = {"type":"object","description":"The central member API's envelope (as its development stand-in defines it).","required":["success","traceId"],"properties":{"success":{"type":"boolean"},"traceId":{"type":"string"},"data":{"description":"Present on success."},"error":{"description":"Present on failure."}}};

  function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))){
  validate32.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberApiEnvelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  const _errs2 = errors;
  if(typeof data.success !== "boolean"){
  validate32.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberApiEnvelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
  validate32.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/MemberApiEnvelope/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid1 = _errs4 === errors;
  }
  else {
  var valid1 = true;
  }
  }
  }
  }
  else {
  validate32.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberApiEnvelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate32.errors = vErrors;
  return errors === 0;
  }

  return exports["asdzODNtRd8LcV73sgV3_exu"];
};
