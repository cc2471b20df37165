/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.EUuPyR_4_yvxJlWfI3kVFAXB = validate25;
  const schema36 = {"$ref":"crawler-bodies.json#/definitions/RunListResponse"};
  const schema37 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/RunList"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema39 = {"type":"object","required":["tenantId","total","items"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"total":{"type":"integer","minimum":0},"items":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/Run"}}}};
  const schema5 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
  const pattern1 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");
  const schema41 = {"type":"object","required":["id","tenantId","jobId","sourceId","status","httpStatus","startedAt","finishedAt","error","quality"],"properties":{"id":{"type":"string","maxLength":128},"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"jobId":{"type":"string","maxLength":128},"sourceId":{"type":"string","maxLength":128},"status":{"$ref":"crawler-bodies.json#/definitions/RunStatus"},"httpStatus":{"anyOf":[{"type":"null"},{"type":"integer","description":"The last HTTP status the source answered; null when it never answered."}]},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"error":{"anyOf":[{"type":"null"},{"type":"string","maxLength":2000,"description":"What went wrong, for runs that did not succeed."}]},"quality":{"$ref":"crawler-bodies.json#/definitions/RunQuality"}}};
  const schema43 = {"type":"string","enum":["success","failure","http_403","captcha"],"description":"`http_403`: the site refused with HTTP 403; `captcha`: a CAPTCHA was served instead of content."};
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats6 = formats["date-time"];
  const schema44 = {"type":"object","required":["records","emptyFieldRate","duplicateRate","durationMs"],"properties":{"records":{"type":"integer","minimum":0,"description":"Records extracted."},"emptyFieldRate":{"allOf":[{"$ref":"crawler-bodies.json#/definitions/Rate"}],"description":"The share of required fields left empty, over all records."},"duplicateRate":{"allOf":[{"$ref":"crawler-bodies.json#/definitions/Rate"}],"description":"The share of records that duplicated records seen before."},"durationMs":{"type":"integer","minimum":0}}};
  const schema45 = {"type":"number","minimum":0,"maximum":1};

  function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.records === undefined) && (missing0 = "records")) || ((data.emptyFieldRate === undefined) && (missing0 = "emptyFieldRate"))) || ((data.duplicateRate === undefined) && (missing0 = "duplicateRate"))) || ((data.durationMs === undefined) && (missing0 = "durationMs"))){
  validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.records !== undefined){
  let data0 = data.records;
  const _errs1 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  validate29.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs1){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 0 || isNaN(data0)){
  validate29.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.emptyFieldRate !== undefined){
  let data1 = data.emptyFieldRate;
  const _errs3 = errors;
  const _errs5 = errors;
  if(errors === _errs5){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 1 || isNaN(data1)){
  validate29.errors = [{instancePath:instancePath+"/emptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/Rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
  return false;
  }
  else {
  if(data1 < 0 || isNaN(data1)){
  validate29.errors = [{instancePath:instancePath+"/emptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/Rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  else {
  validate29.errors = [{instancePath:instancePath+"/emptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/Rate/type",keyword:"type",params:{type: "number"},message:"must be number"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.duplicateRate !== undefined){
  let data2 = data.duplicateRate;
  const _errs7 = errors;
  const _errs9 = errors;
  if(errors === _errs9){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 1 || isNaN(data2)){
  validate29.errors = [{instancePath:instancePath+"/duplicateRate",schemaPath:"crawler-bodies.json#/definitions/Rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
  return false;
  }
  else {
  if(data2 < 0 || isNaN(data2)){
  validate29.errors = [{instancePath:instancePath+"/duplicateRate",schemaPath:"crawler-bodies.json#/definitions/Rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  else {
  validate29.errors = [{instancePath:instancePath+"/duplicateRate",schemaPath:"crawler-bodies.json#/definitions/Rate/type",keyword:"type",params:{type: "number"},message:"must be number"}];
  return false;
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.durationMs !== undefined){
  let data3 = data.durationMs;
  const _errs11 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate29.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs11){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate29.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  else {
  validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate29.errors = vErrors;
  return errors === 0;
  }


  function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenantId === undefined) && (missing0 = "tenantId"))) || ((data.jobId === undefined) && (missing0 = "jobId"))) || ((data.sourceId === undefined) && (missing0 = "sourceId"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.httpStatus === undefined) && (missing0 = "httpStatus"))) || ((data.startedAt === undefined) && (missing0 = "startedAt"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.quality === undefined) && (missing0 = "quality"))){
  validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(func0(data0) > 128){
  validate28.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate28.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.tenantId !== undefined){
  let data1 = data.tenantId;
  const _errs3 = errors;
  const _errs4 = errors;
  if(errors === _errs4){
  if(typeof data1 === "string"){
  if(!pattern1.test(data1)){
  validate28.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate28.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.jobId !== undefined){
  let data2 = data.jobId;
  const _errs6 = errors;
  if(errors === _errs6){
  if(typeof data2 === "string"){
  if(func0(data2) > 128){
  validate28.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate28.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sourceId !== undefined){
  let data3 = data.sourceId;
  const _errs8 = errors;
  if(errors === _errs8){
  if(typeof data3 === "string"){
  if(func0(data3) > 128){
  validate28.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate28.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.status !== undefined){
  let data4 = data.status;
  const _errs10 = errors;
  if(typeof data4 !== "string"){
  validate28.errors = [{instancePath:instancePath+"/status",schemaPath:"crawler-bodies.json#/definitions/RunStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data4 === "success") || (data4 === "failure")) || (data4 === "http_403")) || (data4 === "captcha"))){
  validate28.errors = [{instancePath:instancePath+"/status",schemaPath:"crawler-bodies.json#/definitions/RunStatus/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.httpStatus !== undefined){
  let data5 = data.httpStatus;
  const _errs13 = errors;
  const _errs14 = errors;
  let valid3 = false;
  const _errs15 = errors;
  if(data5 !== null){
  const err0 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs15 === errors;
  valid3 = valid3 || _valid0;
  if(!valid3){
  const _errs17 = errors;
  if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
  const err1 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  var _valid0 = _errs17 === errors;
  valid3 = valid3 || _valid0;
  }
  if(!valid3){
  const err2 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  validate28.errors = vErrors;
  return false;
  }
  else {
  errors = _errs14;
  if(vErrors !== null){
  if(_errs14){
  vErrors.length = _errs14;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs13 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.startedAt !== undefined){
  let data6 = data.startedAt;
  const _errs19 = errors;
  if(errors === _errs19){
  if(errors === _errs19){
  if(typeof data6 === "string"){
  if(!(formats6.validate(data6))){
  validate28.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate28.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs19 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.finishedAt !== undefined){
  let data7 = data.finishedAt;
  const _errs21 = errors;
  if(errors === _errs21){
  if(errors === _errs21){
  if(typeof data7 === "string"){
  if(!(formats6.validate(data7))){
  validate28.errors = [{instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate28.errors = [{instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs21 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.error !== undefined){
  let data8 = data.error;
  const _errs23 = errors;
  const _errs24 = errors;
  let valid4 = false;
  const _errs25 = errors;
  if(data8 !== null){
  const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  var _valid1 = _errs25 === errors;
  valid4 = valid4 || _valid1;
  if(!valid4){
  const _errs27 = errors;
  if(errors === _errs27){
  if(typeof data8 === "string"){
  if(func0(data8) > 2000){
  const err4 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  else {
  const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  var _valid1 = _errs27 === errors;
  valid4 = valid4 || _valid1;
  }
  if(!valid4){
  const err6 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  validate28.errors = vErrors;
  return false;
  }
  else {
  errors = _errs24;
  if(vErrors !== null){
  if(_errs24){
  vErrors.length = _errs24;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs23 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.quality !== undefined){
  const _errs29 = errors;
  if(!(validate29(data.quality, {instancePath:instancePath+"/quality",parentData:data,parentDataProperty:"quality",rootData}))){
  vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
  errors = vErrors.length;
  }
  var valid0 = _errs29 === errors;
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
  }
  }
  }
  }
  }
  else {
  validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate28.errors = vErrors;
  return errors === 0;
  }


  function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.total === undefined) && (missing0 = "total"))) || ((data.items === undefined) && (missing0 = "items"))){
  validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.tenantId !== undefined){
  let data0 = data.tenantId;
  const _errs1 = errors;
  const _errs2 = errors;
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(!pattern1.test(data0)){
  validate27.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.total !== undefined){
  let data1 = data.total;
  const _errs4 = errors;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  validate27.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs4){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 < 0 || isNaN(data1)){
  validate27.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.items !== undefined){
  let data2 = data.items;
  const _errs6 = errors;
  if(errors === _errs6){
  if(Array.isArray(data2)){
  var valid2 = true;
  const len0 = data2.length;
  for(let i0=0; i0<len0; i0++){
  const _errs8 = errors;
  if(!(validate28(data2[i0], {instancePath:instancePath+"/items/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs8 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate27.errors = vErrors;
  return errors === 0;
  }


  function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate26.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate26.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema37.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate26.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate26.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  const _errs6 = errors;
  if(!(validate27(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
  errors = vErrors.length;
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.warnings !== undefined){
  let data3 = data.warnings;
  const _errs7 = errors;
  const _errs8 = errors;
  if(errors === _errs8){
  if(Array.isArray(data3)){
  var valid3 = true;
  const len0 = data3.length;
  for(let i0=0; i0<len0; i0++){
  const _errs10 = errors;
  if(typeof data3[i0] !== "string"){
  validate26.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate26.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
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
  validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate26.errors = vErrors;
  return errors === 0;
  }


  function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
  errors = vErrors.length;
  }
  validate25.errors = vErrors;
  return errors === 0;
  }

  return exports["EUuPyR_4_yvxJlWfI3kVFAXB"];
};
