/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["QbXE4yaU2UsvvAl-_Z-yRLBV"] = validate39;
  const schema54 = {"$ref":"crawler-bodies.json#/definitions/DedupeRequest"};
  const schema55 = {"type":"object","additionalProperties":false,"required":["tenantId","title","body","existingBodies"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"title":{"type":"string","maxLength":1000},"body":{"type":"string","maxLength":20000},"existingBodies":{"type":"array","maxItems":10000,"description":"The bodies to compare against; `bestMatch.index` points into this list.","items":{"type":"string","maxLength":20000}}}};
  const schema5 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
  const pattern1 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.title === undefined) && (missing0 = "title"))) || ((data.body === undefined) && (missing0 = "body"))) || ((data.existingBodies === undefined) && (missing0 = "existingBodies"))){
  validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs1 = errors;
  for(const key0 in data){
  if(!((((key0 === "tenantId") || (key0 === "title")) || (key0 === "body")) || (key0 === "existingBodies"))){
  validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
  validate40.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs2 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.title !== undefined){
  let data1 = data.title;
  const _errs5 = errors;
  if(errors === _errs5){
  if(typeof data1 === "string"){
  if(func0(data1) > 1000){
  validate40.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
  return false;
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.body !== undefined){
  let data2 = data.body;
  const _errs7 = errors;
  if(errors === _errs7){
  if(typeof data2 === "string"){
  if(func0(data2) > 20000){
  validate40.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"}];
  return false;
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.existingBodies !== undefined){
  let data3 = data.existingBodies;
  const _errs9 = errors;
  if(errors === _errs9){
  if(Array.isArray(data3)){
  if(data3.length > 10000){
  validate40.errors = [{instancePath:instancePath+"/existingBodies",schemaPath:"#/properties/existingBodies/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"}];
  return false;
  }
  else {
  var valid2 = true;
  const len0 = data3.length;
  for(let i0=0; i0<len0; i0++){
  let data4 = data3[i0];
  const _errs11 = errors;
  if(errors === _errs11){
  if(typeof data4 === "string"){
  if(func0(data4) > 20000){
  validate40.errors = [{instancePath:instancePath+"/existingBodies/" + i0,schemaPath:"#/properties/existingBodies/items/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"}];
  return false;
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/existingBodies/" + i0,schemaPath:"#/properties/existingBodies/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid2 = _errs11 === errors;
  if(!valid2){
  break;
  }
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/existingBodies",schemaPath:"#/properties/existingBodies/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs9 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  }
  }
  else {
  validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate40.errors = vErrors;
  return errors === 0;
  }


  function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
  errors = vErrors.length;
  }
  validate39.errors = vErrors;
  return errors === 0;
  }

  return exports["QbXE4yaU2UsvvAl-_Z-yRLBV"];
};
