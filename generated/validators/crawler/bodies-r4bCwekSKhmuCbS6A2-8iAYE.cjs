/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["r4bCwekSKhmuCbS6A2-8iAYE"] = validate81;
  const schema102 = {"$ref":"crawler-bodies.json#/definitions/RobotsCheckRequest"};
  const schema103 = {"type":"object","additionalProperties":false,"required":["url","userAgent"],"properties":{"url":{"type":"string","format":"uri","maxLength":2048,"description":"The absolute http or https URL to be crawled."},"userAgent":{"type":"string","minLength":1,"maxLength":512,"description":"The crawler's user-agent; its product token (the part before `/` or a space) selects the group."},"robotsTxt":{"type":"string","maxLength":512000,"description":"A robots.txt text to judge instead of fetching the site's; at most 500 KiB of it (UTF-8) are parsed."}}};
  const formats4 = formats.uri;
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((data.url === undefined) && (missing0 = "url")) || ((data.userAgent === undefined) && (missing0 = "userAgent"))){
  validate81.errors = [{instancePath,schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs2 = errors;
  for(const key0 in data){
  if(!(((key0 === "url") || (key0 === "userAgent")) || (key0 === "robotsTxt"))){
  validate81.errors = [{instancePath,schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs2 === errors){
  if(data.url !== undefined){
  let data0 = data.url;
  const _errs3 = errors;
  if(errors === _errs3){
  if(errors === _errs3){
  if(typeof data0 === "string"){
  if(func0(data0) > 2048){
  validate81.errors = [{instancePath:instancePath+"/url",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
  return false;
  }
  else {
  if(!(formats4(data0))){
  validate81.errors = [{instancePath:instancePath+"/url",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  }
  else {
  validate81.errors = [{instancePath:instancePath+"/url",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid1 = _errs3 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.userAgent !== undefined){
  let data1 = data.userAgent;
  const _errs5 = errors;
  if(errors === _errs5){
  if(typeof data1 === "string"){
  if(func0(data1) > 512){
  validate81.errors = [{instancePath:instancePath+"/userAgent",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/userAgent/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
  return false;
  }
  else {
  if(func0(data1) < 1){
  validate81.errors = [{instancePath:instancePath+"/userAgent",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/userAgent/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  }
  }
  else {
  validate81.errors = [{instancePath:instancePath+"/userAgent",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid1 = _errs5 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data.robotsTxt !== undefined){
  let data2 = data.robotsTxt;
  const _errs7 = errors;
  if(errors === _errs7){
  if(typeof data2 === "string"){
  if(func0(data2) > 512000){
  validate81.errors = [{instancePath:instancePath+"/robotsTxt",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/robotsTxt/maxLength",keyword:"maxLength",params:{limit: 512000},message:"must NOT have more than 512000 characters"}];
  return false;
  }
  }
  else {
  validate81.errors = [{instancePath:instancePath+"/robotsTxt",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/robotsTxt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
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
  }
  else {
  validate81.errors = [{instancePath,schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate81.errors = vErrors;
  return errors === 0;
  }

  return exports["r4bCwekSKhmuCbS6A2-8iAYE"];
};
