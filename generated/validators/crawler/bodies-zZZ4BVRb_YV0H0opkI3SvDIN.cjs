/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.zZZ4BVRb_YV0H0opkI3SvDIN = validate87;
  const schema110 = {"$ref":"crawler-bodies.json#/definitions/SchedulePreviewResponse"};
  const schema111 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/SchedulePreview"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema113 = {"type":"object","required":["cron","timezone","from","runs"],"properties":{"cron":{"type":"string"},"timezone":{"type":"string"},"from":{"type":"string","format":"date-time"},"runs":{"type":"array","description":"The upcoming run times, ISO 8601 in UTC.","items":{"type":"string","format":"date-time"}}}};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const formats6 = formats["date-time"];

  function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate88.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate88.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema111.properties.success.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.traceId !== undefined){
  let data1 = data.traceId;
  const _errs3 = errors;
  const _errs4 = errors;
  if(errors === _errs4){
  if(typeof data1 === "string"){
  if(!pattern0.test(data1)){
  validate88.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate88.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.data !== undefined){
  let data2 = data.data;
  const _errs6 = errors;
  const _errs7 = errors;
  if(errors === _errs7){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if(((((data2.cron === undefined) && (missing1 = "cron")) || ((data2.timezone === undefined) && (missing1 = "timezone"))) || ((data2.from === undefined) && (missing1 = "from"))) || ((data2.runs === undefined) && (missing1 = "runs"))){
  validate88.errors = [{instancePath:instancePath+"/data",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.cron !== undefined){
  const _errs9 = errors;
  if(typeof data2.cron !== "string"){
  validate88.errors = [{instancePath:instancePath+"/data/cron",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/cron/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.timezone !== undefined){
  const _errs11 = errors;
  if(typeof data2.timezone !== "string"){
  validate88.errors = [{instancePath:instancePath+"/data/timezone",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.from !== undefined){
  let data5 = data2.from;
  const _errs13 = errors;
  if(errors === _errs13){
  if(errors === _errs13){
  if(typeof data5 === "string"){
  if(!(formats6.validate(data5))){
  validate88.errors = [{instancePath:instancePath+"/data/from",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/from/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate88.errors = [{instancePath:instancePath+"/data/from",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid3 = _errs13 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.runs !== undefined){
  let data6 = data2.runs;
  const _errs15 = errors;
  if(errors === _errs15){
  if(Array.isArray(data6)){
  var valid4 = true;
  const len0 = data6.length;
  for(let i0=0; i0<len0; i0++){
  let data7 = data6[i0];
  const _errs17 = errors;
  if(errors === _errs17){
  if(errors === _errs17){
  if(typeof data7 === "string"){
  if(!(formats6.validate(data7))){
  validate88.errors = [{instancePath:instancePath+"/data/runs/" + i0,schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/runs/items/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate88.errors = [{instancePath:instancePath+"/data/runs/" + i0,schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/runs/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid4 = _errs17 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate88.errors = [{instancePath:instancePath+"/data/runs",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/runs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs15 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate88.errors = [{instancePath:instancePath+"/data",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.warnings !== undefined){
  let data8 = data.warnings;
  const _errs19 = errors;
  const _errs20 = errors;
  if(errors === _errs20){
  if(Array.isArray(data8)){
  var valid6 = true;
  const len1 = data8.length;
  for(let i1=0; i1<len1; i1++){
  const _errs22 = errors;
  if(typeof data8[i1] !== "string"){
  validate88.errors = [{instancePath:instancePath+"/warnings/" + i1,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid6 = _errs22 === errors;
  if(!valid6){
  break;
  }
  }
  }
  else {
  validate88.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs19 === errors;
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
  validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate88.errors = vErrors;
  return errors === 0;
  }


  function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
  errors = vErrors.length;
  }
  validate87.errors = vErrors;
  return errors === 0;
  }

  return exports["zZZ4BVRb_YV0H0opkI3SvDIN"];
};
