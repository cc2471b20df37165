/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["Sc8hNuyF-r-qTVpLrNKslMrW"] = validate42;
  const schema57 = {"$ref":"crawler-bodies.json#/definitions/SchedulePreviewRequest"};
  const schema58 = {"type":"object","additionalProperties":false,"required":["cron"],"properties":{"cron":{"$ref":"crawler-bodies.json#/definitions/Cron"},"count":{"type":"integer","minimum":1,"maximum":100,"default":5},"timezone":{"allOf":[{"$ref":"crawler-bodies.json#/definitions/TimeZone"}],"default":"UTC"},"from":{"type":"string","format":"date-time","description":"An RFC 3339 date-time with an offset; runs are strictly after it. Default now."}}};
  const schema8 = {"type":"string","format":"cron","description":"A cron expression of 5 fields (minute hour day-of-month month day-of-week) or 6 with\nseconds first, or a nickname such as `@daily`, as `POST /scheduler/preview` describes\nthem. Format `cron` (this API's own, not a JSON Schema format): exactly the expressions\nthat operation accepts; values out of a field's range (minute 60), a day that never\noccurs in the given months (30 February), Jenkins-style `H` and `@reboot` are not.\nValidators that do not know the format ignore it.\n","minLength":1,"maxLength":256};
  const schema9 = {"type":"string","format":"iana-time-zone","description":"An IANA time zone name (`Europe/Berlin`, `UTC`). Format `iana-time-zone` (this API's\nown, not a JSON Schema format): a name of the IANA time zone database as the server's\nICU knows it, links such as `US/Pacific` included, in any letter case. Validators that\ndo not know the format ignore it.\n","minLength":1,"maxLength":64};
  const formats0 = formats.cron;
  const formats2 = formats["iana-time-zone"];
  const formats6 = formats["date-time"];
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.cron === undefined) && (missing0 = "cron")){
  validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  const _errs1 = errors;
  for(const key0 in data){
  if(!((((key0 === "cron") || (key0 === "count")) || (key0 === "timezone")) || (key0 === "from"))){
  validate43.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs1 === errors){
  if(data.cron !== undefined){
  let data0 = data.cron;
  const _errs2 = errors;
  const _errs3 = errors;
  if(errors === _errs3){
  if(errors === _errs3){
  if(typeof data0 === "string"){
  if(func0(data0) > 256){
  validate43.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
  return false;
  }
  else {
  if(func0(data0) < 1){
  validate43.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  else {
  if(!(formats0.validate(data0))){
  validate43.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/format",keyword:"format",params:{format: "cron"},message:"must match format \""+"cron"+"\""}];
  return false;
  }
  }
  }
  }
  else {
  validate43.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.count !== undefined){
  let data1 = data.count;
  const _errs5 = errors;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  validate43.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs5){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  validate43.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data1 < 1 || isNaN(data1)){
  validate43.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  if(valid0){
  if(data.timezone !== undefined){
  let data2 = data.timezone;
  const _errs7 = errors;
  const _errs9 = errors;
  if(errors === _errs9){
  if(errors === _errs9){
  if(typeof data2 === "string"){
  if(func0(data2) > 64){
  validate43.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
  return false;
  }
  else {
  if(func0(data2) < 1){
  validate43.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  else {
  if(!(formats2.validate(data2))){
  validate43.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/format",keyword:"format",params:{format: "iana-time-zone"},message:"must match format \""+"iana-time-zone"+"\""}];
  return false;
  }
  }
  }
  }
  else {
  validate43.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.from !== undefined){
  let data3 = data.from;
  const _errs11 = errors;
  if(errors === _errs11){
  if(errors === _errs11){
  if(typeof data3 === "string"){
  if(!(formats6.validate(data3))){
  validate43.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate43.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs11 === errors;
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
  validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate43.errors = vErrors;
  return errors === 0;
  }


  function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
  errors = vErrors.length;
  }
  validate42.errors = vErrors;
  return errors === 0;
  }

  return exports["Sc8hNuyF-r-qTVpLrNKslMrW"];
};
