/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.Bg5dUTL8TqVAOzgDe5ouwq6t = validate7;
  const schema7 = {"$ref":"knowledge-bodies.json#/definitions/ReportResponse"};
  const schema8 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/Report"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema10 = {"type":"object","description":"A crawler report. Report files in the report directory are JSON with every field below except `file`.","required":["reportId","generatedAt","file","summary","results"],"properties":{"reportId":{"type":"string"},"generatedAt":{"type":"string","format":"date-time"},"file":{"type":"string"},"summary":{"type":"object","required":["checked","changed","failed"],"properties":{"checked":{"type":"integer","minimum":0},"changed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0}}},"results":{"type":"array","items":{"$ref":"knowledge-bodies.json#/definitions/ReportResult"}}}};
  const formats0 = formats["date-time"];
  const schema11 = {"type":"object","required":["sourceId","status","checkedAt","matchedKeywords","affectedDocuments"],"properties":{"sourceId":{"type":"string"},"status":{"$ref":"knowledge-bodies.json#/definitions/SourceResultStatus"},"checkedAt":{"type":"string","format":"date-time"},"matchedKeywords":{"type":"array","items":{"type":"string"}},"affectedDocuments":{"type":"array","items":{"type":"string"}},"note":{"type":"string"}}};
  const schema12 = {"type":"string","enum":["changed","unchanged","failed"]};

  function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.checkedAt === undefined) && (missing0 = "checkedAt"))) || ((data.matchedKeywords === undefined) && (missing0 = "matchedKeywords"))) || ((data.affectedDocuments === undefined) && (missing0 = "affectedDocuments"))){
  validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.sourceId !== undefined){
  const _errs1 = errors;
  if(typeof data.sourceId !== "string"){
  validate10.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate10.errors = [{instancePath:instancePath+"/status",schemaPath:"knowledge-bodies.json#/definitions/SourceResultStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data1 === "changed") || (data1 === "unchanged")) || (data1 === "failed"))){
  validate10.errors = [{instancePath:instancePath+"/status",schemaPath:"knowledge-bodies.json#/definitions/SourceResultStatus/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.checkedAt !== undefined){
  let data2 = data.checkedAt;
  const _errs6 = errors;
  if(errors === _errs6){
  if(errors === _errs6){
  if(typeof data2 === "string"){
  if(!(formats0.validate(data2))){
  validate10.errors = [{instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate10.errors = [{instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.matchedKeywords !== undefined){
  let data3 = data.matchedKeywords;
  const _errs8 = errors;
  if(errors === _errs8){
  if(Array.isArray(data3)){
  var valid2 = true;
  const len0 = data3.length;
  for(let i0=0; i0<len0; i0++){
  const _errs10 = errors;
  if(typeof data3[i0] !== "string"){
  validate10.errors = [{instancePath:instancePath+"/matchedKeywords/" + i0,schemaPath:"#/properties/matchedKeywords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs10 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate10.errors = [{instancePath:instancePath+"/matchedKeywords",schemaPath:"#/properties/matchedKeywords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.affectedDocuments !== undefined){
  let data5 = data.affectedDocuments;
  const _errs12 = errors;
  if(errors === _errs12){
  if(Array.isArray(data5)){
  var valid3 = true;
  const len1 = data5.length;
  for(let i1=0; i1<len1; i1++){
  const _errs14 = errors;
  if(typeof data5[i1] !== "string"){
  validate10.errors = [{instancePath:instancePath+"/affectedDocuments/" + i1,schemaPath:"#/properties/affectedDocuments/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs14 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate10.errors = [{instancePath:instancePath+"/affectedDocuments",schemaPath:"#/properties/affectedDocuments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs12 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.note !== undefined){
  const _errs16 = errors;
  if(typeof data.note !== "string"){
  validate10.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs16 === errors;
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
  validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate10.errors = vErrors;
  return errors === 0;
  }


  function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((data.reportId === undefined) && (missing0 = "reportId")) || ((data.generatedAt === undefined) && (missing0 = "generatedAt"))) || ((data.file === undefined) && (missing0 = "file"))) || ((data.summary === undefined) && (missing0 = "summary"))) || ((data.results === undefined) && (missing0 = "results"))){
  validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.reportId !== undefined){
  const _errs1 = errors;
  if(typeof data.reportId !== "string"){
  validate9.errors = [{instancePath:instancePath+"/reportId",schemaPath:"#/properties/reportId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.generatedAt !== undefined){
  let data1 = data.generatedAt;
  const _errs3 = errors;
  if(errors === _errs3){
  if(errors === _errs3){
  if(typeof data1 === "string"){
  if(!(formats0.validate(data1))){
  validate9.errors = [{instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.file !== undefined){
  const _errs5 = errors;
  if(typeof data.file !== "string"){
  validate9.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.summary !== undefined){
  let data3 = data.summary;
  const _errs7 = errors;
  if(errors === _errs7){
  if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
  let missing1;
  if((((data3.checked === undefined) && (missing1 = "checked")) || ((data3.changed === undefined) && (missing1 = "changed"))) || ((data3.failed === undefined) && (missing1 = "failed"))){
  validate9.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data3.checked !== undefined){
  let data4 = data3.checked;
  const _errs9 = errors;
  if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
  validate9.errors = [{instancePath:instancePath+"/summary/checked",schemaPath:"#/properties/summary/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs9){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate9.errors = [{instancePath:instancePath+"/summary/checked",schemaPath:"#/properties/summary/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid1 = _errs9 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data3.changed !== undefined){
  let data5 = data3.changed;
  const _errs11 = errors;
  if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
  validate9.errors = [{instancePath:instancePath+"/summary/changed",schemaPath:"#/properties/summary/properties/changed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs11){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  validate9.errors = [{instancePath:instancePath+"/summary/changed",schemaPath:"#/properties/summary/properties/changed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid1 = _errs11 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data3.failed !== undefined){
  let data6 = data3.failed;
  const _errs13 = errors;
  if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
  validate9.errors = [{instancePath:instancePath+"/summary/failed",schemaPath:"#/properties/summary/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs13){
  if((typeof data6 == "number") && (isFinite(data6))){
  if(data6 < 0 || isNaN(data6)){
  validate9.errors = [{instancePath:instancePath+"/summary/failed",schemaPath:"#/properties/summary/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid1 = _errs13 === errors;
  }
  else {
  var valid1 = true;
  }
  }
  }
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.results !== undefined){
  let data7 = data.results;
  const _errs15 = errors;
  if(errors === _errs15){
  if(Array.isArray(data7)){
  var valid2 = true;
  const len0 = data7.length;
  for(let i0=0; i0<len0; i0++){
  const _errs17 = errors;
  if(!(validate10(data7[i0], {instancePath:instancePath+"/results/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs17 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  else {
  validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate9.errors = vErrors;
  return errors === 0;
  }


  function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate8.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate8.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate8.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema8.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate8.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate8.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate9(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
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
  validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate8.errors = vErrors;
  return errors === 0;
  }


  function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate8(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
  errors = vErrors.length;
  }
  validate7.errors = vErrors;
  return errors === 0;
  }

  return exports["Bg5dUTL8TqVAOzgDe5ouwq6t"];
};
