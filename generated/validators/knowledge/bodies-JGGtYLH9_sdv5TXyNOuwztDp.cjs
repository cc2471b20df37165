/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.JGGtYLH9_sdv5TXyNOuwztDp = validate14;
  const schema13 = {"$ref":"knowledge-bodies.json#/definitions/CrawlSimulationRequest"};
  const schema14 = {"type":"object","additionalProperties":false,"required":["scenario","sourceLimit"],"properties":{"scenario":{"$ref":"knowledge-bodies.json#/definitions/CrawlScenario"},"sourceLimit":{"type":"integer","minimum":1,"maximum":100,"description":"How many sources of the catalog, from the first, the simulation covers."}}};
  const schema15 = {"type":"string","enum":["baseline","no-change","partial-failure","all-failed"]};

  function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((data.scenario === undefined) && (missing0 = "scenario")) || ((data.sourceLimit === undefined) && (missing0 = "sourceLimit"))){
  validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs1 = errors;
  for(const key0 in data){
  if(!((key0 === "scenario") || (key0 === "sourceLimit"))){
  validate15.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs1 === errors){
  if(data.scenario !== undefined){
  let data0 = data.scenario;
  const _errs2 = errors;
  if(typeof data0 !== "string"){
  validate15.errors = [{instancePath:instancePath+"/scenario",schemaPath:"knowledge-bodies.json#/definitions/CrawlScenario/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data0 === "baseline") || (data0 === "no-change")) || (data0 === "partial-failure")) || (data0 === "all-failed"))){
  validate15.errors = [{instancePath:instancePath+"/scenario",schemaPath:"knowledge-bodies.json#/definitions/CrawlScenario/enum",keyword:"enum",params:{allowedValues: schema15.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs2 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sourceLimit !== undefined){
  let data1 = data.sourceLimit;
  const _errs5 = errors;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  validate15.errors = [{instancePath:instancePath+"/sourceLimit",schemaPath:"#/properties/sourceLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs5){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  validate15.errors = [{instancePath:instancePath+"/sourceLimit",schemaPath:"#/properties/sourceLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data1 < 1 || isNaN(data1)){
  validate15.errors = [{instancePath:instancePath+"/sourceLimit",schemaPath:"#/properties/sourceLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  else {
  validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate15.errors = vErrors;
  return errors === 0;
  }


  function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate15(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
  errors = vErrors.length;
  }
  validate14.errors = vErrors;
  return errors === 0;
  }

  return exports["JGGtYLH9_sdv5TXyNOuwztDp"];
};
