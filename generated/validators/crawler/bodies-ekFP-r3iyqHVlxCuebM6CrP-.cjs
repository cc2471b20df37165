/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["ekFP-r3iyqHVlxCuebM6CrP-"] = validate62;
  const schema81 = {"$ref":"crawler-bodies.json#/definitions/ParserRuleRequest"};
  const schema82 = {"description":"Exactly one of `html` (ParserRuleHtmlRequest) and `url` (ParserRuleUrlRequest), each\nwith optional `sampleValues`: a body with both or neither matches no alternative.\n","oneOf":[{"$ref":"crawler-bodies.json#/definitions/ParserRuleHtmlRequest"},{"$ref":"crawler-bodies.json#/definitions/ParserRuleUrlRequest"}]};
  const schema83 = {"type":"object","additionalProperties":false,"required":["html"],"description":"Suggest rules for a page's HTML, given inline.","properties":{"html":{"type":"string","minLength":1,"maxLength":5242880,"description":"The page's HTML, at most 5 MiB in UTF-8."},"sampleValues":{"$ref":"crawler-bodies.json#/definitions/ParserRuleSampleValues"}}};
  const schema84 = {"type":"array","maxItems":20,"description":"Texts the caller expects to extract.","items":{"type":"string","minLength":1,"maxLength":500}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.html === undefined) && (missing0 = "html")){
  validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs1 = errors;
  for(const key0 in data){
  if(!((key0 === "html") || (key0 === "sampleValues"))){
  validate64.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs1 === errors){
  if(data.html !== undefined){
  let data0 = data.html;
  const _errs2 = errors;
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(func0(data0) > 5242880){
  validate64.errors = [{instancePath:instancePath+"/html",schemaPath:"#/properties/html/maxLength",keyword:"maxLength",params:{limit: 5242880},message:"must NOT have more than 5242880 characters"}];
  return false;
  }
  else {
  if(func0(data0) < 1){
  validate64.errors = [{instancePath:instancePath+"/html",schemaPath:"#/properties/html/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate64.errors = [{instancePath:instancePath+"/html",schemaPath:"#/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs2 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sampleValues !== undefined){
  let data1 = data.sampleValues;
  const _errs4 = errors;
  const _errs5 = errors;
  if(errors === _errs5){
  if(Array.isArray(data1)){
  if(data1.length > 20){
  validate64.errors = [{instancePath:instancePath+"/sampleValues",schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
  return false;
  }
  else {
  var valid2 = true;
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  let data2 = data1[i0];
  const _errs7 = errors;
  if(errors === _errs7){
  if(typeof data2 === "string"){
  if(func0(data2) > 500){
  validate64.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
  return false;
  }
  else {
  if(func0(data2) < 1){
  validate64.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate64.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid2 = _errs7 === errors;
  if(!valid2){
  break;
  }
  }
  }
  }
  else {
  validate64.errors = [{instancePath:instancePath+"/sampleValues",schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  else {
  validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate64.errors = vErrors;
  return errors === 0;
  }

  const schema85 = {"type":"object","additionalProperties":false,"required":["url"],"description":"Suggest rules for a page by its address.","properties":{"url":{"type":"string","format":"uri","maxLength":2048,"description":"The page's address (http or https), fetched through the guarded fetcher."},"sampleValues":{"$ref":"crawler-bodies.json#/definitions/ParserRuleSampleValues"}}};
  const formats4 = formats.uri;

  function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.url === undefined) && (missing0 = "url")){
  validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs1 = errors;
  for(const key0 in data){
  if(!((key0 === "url") || (key0 === "sampleValues"))){
  validate66.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs1 === errors){
  if(data.url !== undefined){
  let data0 = data.url;
  const _errs2 = errors;
  if(errors === _errs2){
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(func0(data0) > 2048){
  validate66.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
  return false;
  }
  else {
  if(!(formats4(data0))){
  validate66.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  }
  else {
  validate66.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs2 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sampleValues !== undefined){
  let data1 = data.sampleValues;
  const _errs4 = errors;
  const _errs5 = errors;
  if(errors === _errs5){
  if(Array.isArray(data1)){
  if(data1.length > 20){
  validate66.errors = [{instancePath:instancePath+"/sampleValues",schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
  return false;
  }
  else {
  var valid2 = true;
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  let data2 = data1[i0];
  const _errs7 = errors;
  if(errors === _errs7){
  if(typeof data2 === "string"){
  if(func0(data2) > 500){
  validate66.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
  return false;
  }
  else {
  if(func0(data2) < 1){
  validate66.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate66.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid2 = _errs7 === errors;
  if(!valid2){
  break;
  }
  }
  }
  }
  else {
  validate66.errors = [{instancePath:instancePath+"/sampleValues",schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  else {
  validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate66.errors = vErrors;
  return errors === 0;
  }


  function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if(!(validate64(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
  errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  if(_valid0){
  valid0 = true;
  passing0 = 0;
  }
  const _errs2 = errors;
  if(!(validate66(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
  errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  if(_valid0 && valid0){
  valid0 = false;
  passing0 = [passing0, 1];
  }
  else {
  if(_valid0){
  valid0 = true;
  passing0 = 1;
  }
  }
  if(!valid0){
  const err0 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  validate63.errors = vErrors;
  return false;
  }
  else {
  errors = _errs0;
  if(vErrors !== null){
  if(_errs0){
  vErrors.length = _errs0;
  }
  else {
  vErrors = null;
  }
  }
  }
  validate63.errors = vErrors;
  return errors === 0;
  }


  function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate63(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
  errors = vErrors.length;
  }
  validate62.errors = vErrors;
  return errors === 0;
  }

  return exports["ekFP-r3iyqHVlxCuebM6CrP-"];
};
