/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.tISQYLCPr9GOQQkAc4VoW5z8 = validate41;
  const schema46 = {"$ref":"knowledge-bodies.json#/definitions/HealthResponse"};
  const schema47 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/Health"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema49 = {"type":"object","required":["status","version","publicBaseUrl","liveCrawlEnabled"],"properties":{"status":{"type":"string","enum":["ok"]},"version":{"type":"string","description":"The service version (the interface version of this document)."},"publicBaseUrl":{"type":"string","format":"uri","description":"The public base URL of this service (`KNOWLEDGE_PUBLIC_BASE_URL`)."},"liveCrawlEnabled":{"type":"boolean","description":"Whether live crawling is enabled (`KNOWLEDGE_LIVE_CRAWL`)."}}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const formats8 = formats.uri;

  function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate42.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate42.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema47.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate42.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate42.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(((((data2.status === undefined) && (missing1 = "status")) || ((data2.version === undefined) && (missing1 = "version"))) || ((data2.publicBaseUrl === undefined) && (missing1 = "publicBaseUrl"))) || ((data2.liveCrawlEnabled === undefined) && (missing1 = "liveCrawlEnabled"))){
  validate42.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/Health/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.status !== undefined){
  let data3 = data2.status;
  const _errs9 = errors;
  if(typeof data3 !== "string"){
  validate42.errors = [{instancePath:instancePath+"/data/status",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data3 === "ok")){
  validate42.errors = [{instancePath:instancePath+"/data/status",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/status/enum",keyword:"enum",params:{allowedValues: schema49.properties.status.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.version !== undefined){
  const _errs11 = errors;
  if(typeof data2.version !== "string"){
  validate42.errors = [{instancePath:instancePath+"/data/version",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.publicBaseUrl !== undefined){
  let data5 = data2.publicBaseUrl;
  const _errs13 = errors;
  if(errors === _errs13){
  if(errors === _errs13){
  if(typeof data5 === "string"){
  if(!(formats8(data5))){
  validate42.errors = [{instancePath:instancePath+"/data/publicBaseUrl",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/publicBaseUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate42.errors = [{instancePath:instancePath+"/data/publicBaseUrl",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/publicBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data2.liveCrawlEnabled !== undefined){
  const _errs15 = errors;
  if(typeof data2.liveCrawlEnabled !== "boolean"){
  validate42.errors = [{instancePath:instancePath+"/data/liveCrawlEnabled",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/liveCrawlEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
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
  validate42.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/Health/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  else {
  validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate42.errors = vErrors;
  return errors === 0;
  }


  function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
  errors = vErrors.length;
  }
  validate41.errors = vErrors;
  return errors === 0;
  }

  return exports["tISQYLCPr9GOQQkAc4VoW5z8"];
};
