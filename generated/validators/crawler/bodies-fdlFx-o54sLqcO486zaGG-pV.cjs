/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["fdlFx-o54sLqcO486zaGG-pV"] = validate69;
  const schema87 = {"$ref":"crawler-bodies.json#/definitions/CrawlSimulationResponse"};
  const schema88 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/CrawlSimulation"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema90 = {"type":"object","required":["tenantId","jobId","jobEnabled","maxRecords","estimatedRecords","uncappedEstimate","capped","networkAccess","dataWritten","sources","quality"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"jobId":{"type":"string"},"jobEnabled":{"type":"boolean"},"maxRecords":{"type":"integer"},"estimatedRecords":{"type":"integer","minimum":0,"description":"The estimate, at most `maxRecords`."},"uncappedEstimate":{"type":"integer","minimum":0},"capped":{"type":"boolean"},"networkAccess":{"type":"boolean","enum":[false]},"dataWritten":{"type":"boolean","enum":[false]},"sources":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/SimulatedSource"}},"quality":{"$ref":"crawler-bodies.json#/definitions/SimulationQuality"}}};
  const schema5 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
  const schema95 = {"type":"object","required":["runsConsidered","expectedEmptyFieldRate","expectedDuplicateRate","expectedDurationMs","lastRunStatuses"],"properties":{"runsConsidered":{"type":"integer","minimum":0,"description":"The latest runs of included sources that the averages come from."},"expectedEmptyFieldRate":{"anyOf":[{"type":"null"},{"type":"number","minimum":0,"maximum":1,"description":"Record-weighted mean of those runs; null when they have no records."}]},"expectedDuplicateRate":{"anyOf":[{"type":"null"},{"type":"number","minimum":0,"maximum":1,"description":"Record-weighted mean of those runs; null when they have no records."}]},"expectedDurationMs":{"anyOf":[{"type":"null"},{"type":"integer","minimum":0,"description":"The sum of those runs' durations (the job crawls its sources one after another); null without runs."}]},"lastRunStatuses":{"type":"object","description":"How the latest runs of all the job's sources ended.","required":["success","failure","http_403","captcha"],"properties":{"success":{"type":"integer","minimum":0},"failure":{"type":"integer","minimum":0},"http_403":{"type":"integer","minimum":0},"captcha":{"type":"integer","minimum":0}}}}};
  const pattern1 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");
  const schema92 = {"type":"object","required":["sourceId","url","included","estimatedRecords","lastRun","issues"],"properties":{"sourceId":{"type":"string"},"url":{"type":"string","format":"uri"},"included":{"type":"boolean"},"estimatedRecords":{"type":"integer","minimum":0},"lastRun":{"anyOf":[{"type":"null"},{"type":"object","required":["runId","status","finishedAt"],"properties":{"runId":{"type":"string"},"status":{"$ref":"crawler-bodies.json#/definitions/RunStatus"},"finishedAt":{"type":"string","format":"date-time"}}}]},"issues":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/SourceIssue"}}}};
  const schema43 = {"type":"string","enum":["success","failure","http_403","captcha"],"description":"`http_403`: the site refused with HTTP 403; `captcha`: a CAPTCHA was served instead of content."};
  const schema94 = {"type":"string","enum":["legal_not_approved","robots_disallowed","blocked_http_403","blocked_captcha","last_run_failed","no_previous_run"],"description":"The first four leave the source out of the estimate; `last_run_failed` and\n`no_previous_run` only qualify its estimate.\n"};
  const formats4 = formats.uri;
  const formats6 = formats["date-time"];

  function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.url === undefined) && (missing0 = "url"))) || ((data.included === undefined) && (missing0 = "included"))) || ((data.estimatedRecords === undefined) && (missing0 = "estimatedRecords"))) || ((data.lastRun === undefined) && (missing0 = "lastRun"))) || ((data.issues === undefined) && (missing0 = "issues"))){
  validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.sourceId !== undefined){
  const _errs1 = errors;
  if(typeof data.sourceId !== "string"){
  validate72.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.url !== undefined){
  let data1 = data.url;
  const _errs3 = errors;
  if(errors === _errs3){
  if(errors === _errs3){
  if(typeof data1 === "string"){
  if(!(formats4(data1))){
  validate72.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate72.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.included !== undefined){
  const _errs5 = errors;
  if(typeof data.included !== "boolean"){
  validate72.errors = [{instancePath:instancePath+"/included",schemaPath:"#/properties/included/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.estimatedRecords !== undefined){
  let data3 = data.estimatedRecords;
  const _errs7 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate72.errors = [{instancePath:instancePath+"/estimatedRecords",schemaPath:"#/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate72.errors = [{instancePath:instancePath+"/estimatedRecords",schemaPath:"#/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(data.lastRun !== undefined){
  let data4 = data.lastRun;
  const _errs9 = errors;
  const _errs10 = errors;
  let valid1 = false;
  const _errs11 = errors;
  if(data4 !== null){
  const err0 = {instancePath:instancePath+"/lastRun",schemaPath:"#/properties/lastRun/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs11 === errors;
  valid1 = valid1 || _valid0;
  if(!valid1){
  const _errs13 = errors;
  if(errors === _errs13){
  if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
  let missing1;
  if((((data4.runId === undefined) && (missing1 = "runId")) || ((data4.status === undefined) && (missing1 = "status"))) || ((data4.finishedAt === undefined) && (missing1 = "finishedAt"))){
  const err1 = {instancePath:instancePath+"/lastRun",schemaPath:"#/properties/lastRun/anyOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  else {
  if(data4.runId !== undefined){
  const _errs15 = errors;
  if(typeof data4.runId !== "string"){
  const err2 = {instancePath:instancePath+"/lastRun/runId",schemaPath:"#/properties/lastRun/anyOf/1/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  var valid2 = _errs15 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data4.status !== undefined){
  let data6 = data4.status;
  const _errs17 = errors;
  if(typeof data6 !== "string"){
  const err3 = {instancePath:instancePath+"/lastRun/status",schemaPath:"crawler-bodies.json#/definitions/RunStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(!((((data6 === "success") || (data6 === "failure")) || (data6 === "http_403")) || (data6 === "captcha"))){
  const err4 = {instancePath:instancePath+"/lastRun/status",schemaPath:"crawler-bodies.json#/definitions/RunStatus/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var valid2 = _errs17 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data4.finishedAt !== undefined){
  let data7 = data4.finishedAt;
  const _errs20 = errors;
  if(errors === _errs20){
  if(errors === _errs20){
  if(typeof data7 === "string"){
  if(!(formats6.validate(data7))){
  const err5 = {instancePath:instancePath+"/lastRun/finishedAt",schemaPath:"#/properties/lastRun/anyOf/1/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/lastRun/finishedAt",schemaPath:"#/properties/lastRun/anyOf/1/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  var valid2 = _errs20 === errors;
  }
  else {
  var valid2 = true;
  }
  }
  }
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/lastRun",schemaPath:"#/properties/lastRun/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  var _valid0 = _errs13 === errors;
  valid1 = valid1 || _valid0;
  }
  if(!valid1){
  const err8 = {instancePath:instancePath+"/lastRun",schemaPath:"#/properties/lastRun/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  validate72.errors = vErrors;
  return false;
  }
  else {
  errors = _errs10;
  if(vErrors !== null){
  if(_errs10){
  vErrors.length = _errs10;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs9 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.issues !== undefined){
  let data8 = data.issues;
  const _errs22 = errors;
  if(errors === _errs22){
  if(Array.isArray(data8)){
  var valid4 = true;
  const len0 = data8.length;
  for(let i0=0; i0<len0; i0++){
  let data9 = data8[i0];
  const _errs24 = errors;
  if(typeof data9 !== "string"){
  validate72.errors = [{instancePath:instancePath+"/issues/" + i0,schemaPath:"crawler-bodies.json#/definitions/SourceIssue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((((data9 === "legal_not_approved") || (data9 === "robots_disallowed")) || (data9 === "blocked_http_403")) || (data9 === "blocked_captcha")) || (data9 === "last_run_failed")) || (data9 === "no_previous_run"))){
  validate72.errors = [{instancePath:instancePath+"/issues/" + i0,schemaPath:"crawler-bodies.json#/definitions/SourceIssue/enum",keyword:"enum",params:{allowedValues: schema94.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid4 = _errs24 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate72.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs22 === errors;
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
  else {
  validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate72.errors = vErrors;
  return errors === 0;
  }


  function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.jobId === undefined) && (missing0 = "jobId"))) || ((data.jobEnabled === undefined) && (missing0 = "jobEnabled"))) || ((data.maxRecords === undefined) && (missing0 = "maxRecords"))) || ((data.estimatedRecords === undefined) && (missing0 = "estimatedRecords"))) || ((data.uncappedEstimate === undefined) && (missing0 = "uncappedEstimate"))) || ((data.capped === undefined) && (missing0 = "capped"))) || ((data.networkAccess === undefined) && (missing0 = "networkAccess"))) || ((data.dataWritten === undefined) && (missing0 = "dataWritten"))) || ((data.sources === undefined) && (missing0 = "sources"))) || ((data.quality === undefined) && (missing0 = "quality"))){
  validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
  validate71.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate71.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.jobId !== undefined){
  const _errs4 = errors;
  if(typeof data.jobId !== "string"){
  validate71.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.jobEnabled !== undefined){
  const _errs6 = errors;
  if(typeof data.jobEnabled !== "boolean"){
  validate71.errors = [{instancePath:instancePath+"/jobEnabled",schemaPath:"#/properties/jobEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.maxRecords !== undefined){
  let data3 = data.maxRecords;
  const _errs8 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate71.errors = [{instancePath:instancePath+"/maxRecords",schemaPath:"#/properties/maxRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.estimatedRecords !== undefined){
  let data4 = data.estimatedRecords;
  const _errs10 = errors;
  if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
  validate71.errors = [{instancePath:instancePath+"/estimatedRecords",schemaPath:"#/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs10){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate71.errors = [{instancePath:instancePath+"/estimatedRecords",schemaPath:"#/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.uncappedEstimate !== undefined){
  let data5 = data.uncappedEstimate;
  const _errs12 = errors;
  if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
  validate71.errors = [{instancePath:instancePath+"/uncappedEstimate",schemaPath:"#/properties/uncappedEstimate/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs12){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  validate71.errors = [{instancePath:instancePath+"/uncappedEstimate",schemaPath:"#/properties/uncappedEstimate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs12 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.capped !== undefined){
  const _errs14 = errors;
  if(typeof data.capped !== "boolean"){
  validate71.errors = [{instancePath:instancePath+"/capped",schemaPath:"#/properties/capped/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid0 = _errs14 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.networkAccess !== undefined){
  let data7 = data.networkAccess;
  const _errs16 = errors;
  if(typeof data7 !== "boolean"){
  validate71.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data7 === false)){
  validate71.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/enum",keyword:"enum",params:{allowedValues: schema90.properties.networkAccess.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs16 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.dataWritten !== undefined){
  let data8 = data.dataWritten;
  const _errs18 = errors;
  if(typeof data8 !== "boolean"){
  validate71.errors = [{instancePath:instancePath+"/dataWritten",schemaPath:"#/properties/dataWritten/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data8 === false)){
  validate71.errors = [{instancePath:instancePath+"/dataWritten",schemaPath:"#/properties/dataWritten/enum",keyword:"enum",params:{allowedValues: schema90.properties.dataWritten.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs18 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sources !== undefined){
  let data9 = data.sources;
  const _errs20 = errors;
  if(errors === _errs20){
  if(Array.isArray(data9)){
  var valid2 = true;
  const len0 = data9.length;
  for(let i0=0; i0<len0; i0++){
  const _errs22 = errors;
  if(!(validate72(data9[i0], {instancePath:instancePath+"/sources/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs22 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate71.errors = [{instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs20 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.quality !== undefined){
  let data11 = data.quality;
  const _errs23 = errors;
  const _errs24 = errors;
  if(errors === _errs24){
  if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
  let missing1;
  if((((((data11.runsConsidered === undefined) && (missing1 = "runsConsidered")) || ((data11.expectedEmptyFieldRate === undefined) && (missing1 = "expectedEmptyFieldRate"))) || ((data11.expectedDuplicateRate === undefined) && (missing1 = "expectedDuplicateRate"))) || ((data11.expectedDurationMs === undefined) && (missing1 = "expectedDurationMs"))) || ((data11.lastRunStatuses === undefined) && (missing1 = "lastRunStatuses"))){
  validate71.errors = [{instancePath:instancePath+"/quality",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data11.runsConsidered !== undefined){
  let data12 = data11.runsConsidered;
  const _errs26 = errors;
  if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
  validate71.errors = [{instancePath:instancePath+"/quality/runsConsidered",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/runsConsidered/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs26){
  if((typeof data12 == "number") && (isFinite(data12))){
  if(data12 < 0 || isNaN(data12)){
  validate71.errors = [{instancePath:instancePath+"/quality/runsConsidered",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/runsConsidered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid4 = _errs26 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data11.expectedEmptyFieldRate !== undefined){
  let data13 = data11.expectedEmptyFieldRate;
  const _errs28 = errors;
  const _errs29 = errors;
  let valid5 = false;
  const _errs30 = errors;
  if(data13 !== null){
  const err0 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs30 === errors;
  valid5 = valid5 || _valid0;
  if(!valid5){
  const _errs32 = errors;
  if(errors === _errs32){
  if((typeof data13 == "number") && (isFinite(data13))){
  if(data13 > 1 || isNaN(data13)){
  const err1 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  else {
  if(data13 < 0 || isNaN(data13)){
  const err2 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  var _valid0 = _errs32 === errors;
  valid5 = valid5 || _valid0;
  }
  if(!valid5){
  const err4 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  validate71.errors = vErrors;
  return false;
  }
  else {
  errors = _errs29;
  if(vErrors !== null){
  if(_errs29){
  vErrors.length = _errs29;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid4 = _errs28 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data11.expectedDuplicateRate !== undefined){
  let data14 = data11.expectedDuplicateRate;
  const _errs34 = errors;
  const _errs35 = errors;
  let valid6 = false;
  const _errs36 = errors;
  if(data14 !== null){
  const err5 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  var _valid1 = _errs36 === errors;
  valid6 = valid6 || _valid1;
  if(!valid6){
  const _errs38 = errors;
  if(errors === _errs38){
  if((typeof data14 == "number") && (isFinite(data14))){
  if(data14 > 1 || isNaN(data14)){
  const err6 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  else {
  if(data14 < 0 || isNaN(data14)){
  const err7 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  }
  else {
  const err8 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  var _valid1 = _errs38 === errors;
  valid6 = valid6 || _valid1;
  }
  if(!valid6){
  const err9 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  validate71.errors = vErrors;
  return false;
  }
  else {
  errors = _errs35;
  if(vErrors !== null){
  if(_errs35){
  vErrors.length = _errs35;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid4 = _errs34 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data11.expectedDurationMs !== undefined){
  let data15 = data11.expectedDurationMs;
  const _errs40 = errors;
  const _errs41 = errors;
  let valid7 = false;
  const _errs42 = errors;
  if(data15 !== null){
  const err10 = {instancePath:instancePath+"/quality/expectedDurationMs",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDurationMs/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  var _valid2 = _errs42 === errors;
  valid7 = valid7 || _valid2;
  if(!valid7){
  const _errs44 = errors;
  if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
  const err11 = {instancePath:instancePath+"/quality/expectedDurationMs",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDurationMs/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  if(errors === _errs44){
  if((typeof data15 == "number") && (isFinite(data15))){
  if(data15 < 0 || isNaN(data15)){
  const err12 = {instancePath:instancePath+"/quality/expectedDurationMs",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDurationMs/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  }
  var _valid2 = _errs44 === errors;
  valid7 = valid7 || _valid2;
  }
  if(!valid7){
  const err13 = {instancePath:instancePath+"/quality/expectedDurationMs",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDurationMs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  validate71.errors = vErrors;
  return false;
  }
  else {
  errors = _errs41;
  if(vErrors !== null){
  if(_errs41){
  vErrors.length = _errs41;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid4 = _errs40 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data11.lastRunStatuses !== undefined){
  let data16 = data11.lastRunStatuses;
  const _errs46 = errors;
  if(errors === _errs46){
  if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
  let missing2;
  if(((((data16.success === undefined) && (missing2 = "success")) || ((data16.failure === undefined) && (missing2 = "failure"))) || ((data16.http_403 === undefined) && (missing2 = "http_403"))) || ((data16.captcha === undefined) && (missing2 = "captcha"))){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data16.success !== undefined){
  let data17 = data16.success;
  const _errs48 = errors;
  if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/success",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/success/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs48){
  if((typeof data17 == "number") && (isFinite(data17))){
  if(data17 < 0 || isNaN(data17)){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/success",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/success/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid8 = _errs48 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data16.failure !== undefined){
  let data18 = data16.failure;
  const _errs50 = errors;
  if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/failure",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/failure/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs50){
  if((typeof data18 == "number") && (isFinite(data18))){
  if(data18 < 0 || isNaN(data18)){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/failure",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/failure/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid8 = _errs50 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data16.http_403 !== undefined){
  let data19 = data16.http_403;
  const _errs52 = errors;
  if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/http_403",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/http_403/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs52){
  if((typeof data19 == "number") && (isFinite(data19))){
  if(data19 < 0 || isNaN(data19)){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/http_403",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/http_403/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid8 = _errs52 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data16.captcha !== undefined){
  let data20 = data16.captcha;
  const _errs54 = errors;
  if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/captcha",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/captcha/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs54){
  if((typeof data20 == "number") && (isFinite(data20))){
  if(data20 < 0 || isNaN(data20)){
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/captcha",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/captcha/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid8 = _errs54 === errors;
  }
  else {
  var valid8 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate71.errors = [{instancePath:instancePath+"/quality/lastRunStatuses",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid4 = _errs46 === errors;
  }
  else {
  var valid4 = true;
  }
  }
  }
  }
  }
  }
  }
  else {
  validate71.errors = [{instancePath:instancePath+"/quality",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs23 === errors;
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
  }
  else {
  validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate71.errors = vErrors;
  return errors === 0;
  }


  function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate70.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate70.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate70.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema88.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate70.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate70.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate71(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
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
  validate70.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate70.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate70.errors = vErrors;
  return errors === 0;
  }


  function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate70(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
  errors = vErrors.length;
  }
  validate69.errors = vErrors;
  return errors === 0;
  }

  return exports["fdlFx-o54sLqcO486zaGG-pV"];
};
