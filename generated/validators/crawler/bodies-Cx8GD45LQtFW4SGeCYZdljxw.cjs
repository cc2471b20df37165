/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.Cx8GD45LQtFW4SGeCYZdljxw = validate21;
  const schema31 = {"$ref":"crawler-bodies.json#/definitions/CrawlSimulationRequest"};
  const schema32 = {"type":"object","additionalProperties":false,"required":["tenantId","jobId","maxRecords"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"jobId":{"type":"string","minLength":1,"maxLength":128},"maxRecords":{"type":"integer","minimum":1,"maximum":100000,"description":"The most records the run may produce; the estimate is capped at it."}}};
  const schema5 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
  const pattern1 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.jobId === undefined) && (missing0 = "jobId"))) || ((data.maxRecords === undefined) && (missing0 = "maxRecords"))){
  validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs1 = errors;
  for(const key0 in data){
  if(!(((key0 === "tenantId") || (key0 === "jobId")) || (key0 === "maxRecords"))){
  validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs1 === errors){
  if(data.tenantId !== undefined){
  let data0 = data.tenantId;
  const _errs2 = errors;
  const _errs3 = errors;
  if(errors === _errs3){
  if(typeof data0 === "string"){
  if(!pattern1.test(data0)){
  validate22.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate22.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs2 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.jobId !== undefined){
  let data1 = data.jobId;
  const _errs5 = errors;
  if(errors === _errs5){
  if(typeof data1 === "string"){
  if(func0(data1) > 128){
  validate22.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  else {
  if(func0(data1) < 1){
  validate22.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate22.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.maxRecords !== undefined){
  let data2 = data.maxRecords;
  const _errs7 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate22.errors = [{instancePath:instancePath+"/maxRecords",schemaPath:"#/properties/maxRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 100000 || isNaN(data2)){
  validate22.errors = [{instancePath:instancePath+"/maxRecords",schemaPath:"#/properties/maxRecords/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
  return false;
  }
  else {
  if(data2 < 1 || isNaN(data2)){
  validate22.errors = [{instancePath:instancePath+"/maxRecords",schemaPath:"#/properties/maxRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate22.errors = vErrors;
  return errors === 0;
  }


  function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
  errors = vErrors.length;
  }
  validate21.errors = vErrors;
  return errors === 0;
  }

  return exports["Cx8GD45LQtFW4SGeCYZdljxw"];
};
