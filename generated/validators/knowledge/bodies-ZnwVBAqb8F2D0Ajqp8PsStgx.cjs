/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.ZnwVBAqb8F2D0Ajqp8PsStgx = validate28;
  const schema31 = {"$ref":"knowledge-bodies.json#/definitions/CrawlSimulationResponse"};
  const schema32 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/CrawlSimulation"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema34 = {"type":"object","required":["scenario","sourceLimit","sourcesConsidered","networkAccess","reportWritten","results","summary"],"properties":{"scenario":{"$ref":"knowledge-bodies.json#/definitions/CrawlScenario"},"sourceLimit":{"type":"integer"},"sourcesConsidered":{"type":"integer","minimum":0,"description":"The number of sources covered (at most the catalog size)."},"networkAccess":{"type":"boolean","enum":[false]},"reportWritten":{"type":"boolean","enum":[false]},"results":{"type":"array","items":{"$ref":"knowledge-bodies.json#/definitions/SimulatedResult"}},"summary":{"type":"object","required":["checked","changed","unchanged","failed"],"properties":{"checked":{"type":"integer"},"changed":{"type":"integer"},"unchanged":{"type":"integer"},"failed":{"type":"integer"}}}}};
  const schema15 = {"type":"string","enum":["baseline","no-change","partial-failure","all-failed"]};
  const schema36 = {"type":"object","required":["sourceId","status","matchedKeywords","affectedDocuments"],"properties":{"sourceId":{"type":"string"},"status":{"$ref":"knowledge-bodies.json#/definitions/SourceResultStatus"},"matchedKeywords":{"type":"array","items":{"type":"string"}},"affectedDocuments":{"type":"array","items":{"type":"string"}},"error":{"type":"string","description":"Why the simulated fetch failed (failed results only)."}}};
  const schema12 = {"type":"string","enum":["changed","unchanged","failed"]};

  function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.matchedKeywords === undefined) && (missing0 = "matchedKeywords"))) || ((data.affectedDocuments === undefined) && (missing0 = "affectedDocuments"))){
  validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.sourceId !== undefined){
  const _errs1 = errors;
  if(typeof data.sourceId !== "string"){
  validate31.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.status !== undefined){
  let data1 = data.status;
  const _errs3 = errors;
  if(typeof data1 !== "string"){
  validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"knowledge-bodies.json#/definitions/SourceResultStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data1 === "changed") || (data1 === "unchanged")) || (data1 === "failed"))){
  validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"knowledge-bodies.json#/definitions/SourceResultStatus/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.matchedKeywords !== undefined){
  let data2 = data.matchedKeywords;
  const _errs6 = errors;
  if(errors === _errs6){
  if(Array.isArray(data2)){
  var valid2 = true;
  const len0 = data2.length;
  for(let i0=0; i0<len0; i0++){
  const _errs8 = errors;
  if(typeof data2[i0] !== "string"){
  validate31.errors = [{instancePath:instancePath+"/matchedKeywords/" + i0,schemaPath:"#/properties/matchedKeywords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs8 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate31.errors = [{instancePath:instancePath+"/matchedKeywords",schemaPath:"#/properties/matchedKeywords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.affectedDocuments !== undefined){
  let data4 = data.affectedDocuments;
  const _errs10 = errors;
  if(errors === _errs10){
  if(Array.isArray(data4)){
  var valid3 = true;
  const len1 = data4.length;
  for(let i1=0; i1<len1; i1++){
  const _errs12 = errors;
  if(typeof data4[i1] !== "string"){
  validate31.errors = [{instancePath:instancePath+"/affectedDocuments/" + i1,schemaPath:"#/properties/affectedDocuments/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs12 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate31.errors = [{instancePath:instancePath+"/affectedDocuments",schemaPath:"#/properties/affectedDocuments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.error !== undefined){
  const _errs14 = errors;
  if(typeof data.error !== "string"){
  validate31.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs14 === errors;
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
  validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate31.errors = vErrors;
  return errors === 0;
  }


  function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((data.scenario === undefined) && (missing0 = "scenario")) || ((data.sourceLimit === undefined) && (missing0 = "sourceLimit"))) || ((data.sourcesConsidered === undefined) && (missing0 = "sourcesConsidered"))) || ((data.networkAccess === undefined) && (missing0 = "networkAccess"))) || ((data.reportWritten === undefined) && (missing0 = "reportWritten"))) || ((data.results === undefined) && (missing0 = "results"))) || ((data.summary === undefined) && (missing0 = "summary"))){
  validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.scenario !== undefined){
  let data0 = data.scenario;
  const _errs1 = errors;
  if(typeof data0 !== "string"){
  validate30.errors = [{instancePath:instancePath+"/scenario",schemaPath:"knowledge-bodies.json#/definitions/CrawlScenario/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data0 === "baseline") || (data0 === "no-change")) || (data0 === "partial-failure")) || (data0 === "all-failed"))){
  validate30.errors = [{instancePath:instancePath+"/scenario",schemaPath:"knowledge-bodies.json#/definitions/CrawlScenario/enum",keyword:"enum",params:{allowedValues: schema15.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sourceLimit !== undefined){
  let data1 = data.sourceLimit;
  const _errs4 = errors;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  validate30.errors = [{instancePath:instancePath+"/sourceLimit",schemaPath:"#/properties/sourceLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sourcesConsidered !== undefined){
  let data2 = data.sourcesConsidered;
  const _errs6 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate30.errors = [{instancePath:instancePath+"/sourcesConsidered",schemaPath:"#/properties/sourcesConsidered/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs6){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 < 0 || isNaN(data2)){
  validate30.errors = [{instancePath:instancePath+"/sourcesConsidered",schemaPath:"#/properties/sourcesConsidered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.networkAccess !== undefined){
  let data3 = data.networkAccess;
  const _errs8 = errors;
  if(typeof data3 !== "boolean"){
  validate30.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data3 === false)){
  validate30.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/enum",keyword:"enum",params:{allowedValues: schema34.properties.networkAccess.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.reportWritten !== undefined){
  let data4 = data.reportWritten;
  const _errs10 = errors;
  if(typeof data4 !== "boolean"){
  validate30.errors = [{instancePath:instancePath+"/reportWritten",schemaPath:"#/properties/reportWritten/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data4 === false)){
  validate30.errors = [{instancePath:instancePath+"/reportWritten",schemaPath:"#/properties/reportWritten/enum",keyword:"enum",params:{allowedValues: schema34.properties.reportWritten.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.results !== undefined){
  let data5 = data.results;
  const _errs12 = errors;
  if(errors === _errs12){
  if(Array.isArray(data5)){
  var valid2 = true;
  const len0 = data5.length;
  for(let i0=0; i0<len0; i0++){
  const _errs14 = errors;
  if(!(validate31(data5[i0], {instancePath:instancePath+"/results/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs14 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate30.errors = [{instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs12 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.summary !== undefined){
  let data7 = data.summary;
  const _errs15 = errors;
  if(errors === _errs15){
  if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
  let missing1;
  if(((((data7.checked === undefined) && (missing1 = "checked")) || ((data7.changed === undefined) && (missing1 = "changed"))) || ((data7.unchanged === undefined) && (missing1 = "unchanged"))) || ((data7.failed === undefined) && (missing1 = "failed"))){
  validate30.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data7.checked !== undefined){
  let data8 = data7.checked;
  const _errs17 = errors;
  if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
  validate30.errors = [{instancePath:instancePath+"/summary/checked",schemaPath:"#/properties/summary/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  var valid3 = _errs17 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data7.changed !== undefined){
  let data9 = data7.changed;
  const _errs19 = errors;
  if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
  validate30.errors = [{instancePath:instancePath+"/summary/changed",schemaPath:"#/properties/summary/properties/changed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  var valid3 = _errs19 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data7.unchanged !== undefined){
  let data10 = data7.unchanged;
  const _errs21 = errors;
  if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
  validate30.errors = [{instancePath:instancePath+"/summary/unchanged",schemaPath:"#/properties/summary/properties/unchanged/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  var valid3 = _errs21 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data7.failed !== undefined){
  let data11 = data7.failed;
  const _errs23 = errors;
  if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
  validate30.errors = [{instancePath:instancePath+"/summary/failed",schemaPath:"#/properties/summary/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  var valid3 = _errs23 === errors;
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
  validate30.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs15 === errors;
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
  else {
  validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate30.errors = vErrors;
  return errors === 0;
  }


  function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate29.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate29.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema32.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate29.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate29.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate30(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
  errors = vErrors.length;
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
  if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
  errors = vErrors.length;
  }
  validate28.errors = vErrors;
  return errors === 0;
  }

  return exports["ZnwVBAqb8F2D0Ajqp8PsStgx"];
};
