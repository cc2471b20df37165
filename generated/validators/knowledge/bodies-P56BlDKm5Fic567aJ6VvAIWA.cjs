/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.P56BlDKm5Fic567aJ6VvAIWA = validate17;
  const schema16 = {"$ref":"knowledge-bodies.json#/definitions/StatusResponse"};
  const schema17 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/Status"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema19 = {"type":"object","required":["sourceCount","reportDirectory","latestReport","pendingUpdate","skippedReports"],"properties":{"sourceCount":{"type":"integer","minimum":0},"reportDirectory":{"type":"string","description":"The report directory as a label: its path relative to the service's installation\n(`demo/knowledge/reports` with the demo data), or only its last segment when it lies\nelsewhere; `(none)` when no report directory is configured (production without\n`KNOWLEDGE_REPORT_DIR`). Never an absolute path.\n"},"latestReport":{"anyOf":[{"type":"null"},{"type":"object","allOf":[{"$ref":"knowledge-bodies.json#/definitions/ReportSummary"}]}]},"pendingUpdate":{"$ref":"knowledge-bodies.json#/definitions/PendingUpdate"},"skippedReports":{"type":"array","description":"Report files that could not be read, with the reason.","items":{"$ref":"knowledge-bodies.json#/definitions/SkippedReport"}}}};
  const schema20 = {"type":"object","required":["reportId","generatedAt","file","checked","changed","failed"],"properties":{"reportId":{"type":"string"},"generatedAt":{"type":"string","format":"date-time"},"file":{"type":"string","description":"The report's file name in the report directory."},"checked":{"type":"integer","minimum":0},"changed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0}}};
  const schema21 = {"type":"object","required":["hasPendingUpdate","state","markedAt"],"properties":{"hasPendingUpdate":{"type":"boolean"},"state":{"anyOf":[{"type":"null"},{"type":"string","enum":["PENDING_UPDATE",null]}]},"markedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"When the marker file was written (its modification time)."}]}}};
  const schema22 = {"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}}};
  const formats0 = formats["date-time"];

  function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((data.sourceCount === undefined) && (missing0 = "sourceCount")) || ((data.reportDirectory === undefined) && (missing0 = "reportDirectory"))) || ((data.latestReport === undefined) && (missing0 = "latestReport"))) || ((data.pendingUpdate === undefined) && (missing0 = "pendingUpdate"))) || ((data.skippedReports === undefined) && (missing0 = "skippedReports"))){
  validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.sourceCount !== undefined){
  let data0 = data.sourceCount;
  const _errs1 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  validate19.errors = [{instancePath:instancePath+"/sourceCount",schemaPath:"#/properties/sourceCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs1){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 0 || isNaN(data0)){
  validate19.errors = [{instancePath:instancePath+"/sourceCount",schemaPath:"#/properties/sourceCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(data.reportDirectory !== undefined){
  const _errs3 = errors;
  if(typeof data.reportDirectory !== "string"){
  validate19.errors = [{instancePath:instancePath+"/reportDirectory",schemaPath:"#/properties/reportDirectory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.latestReport !== undefined){
  let data2 = data.latestReport;
  const _errs5 = errors;
  const _errs6 = errors;
  let valid1 = false;
  const _errs7 = errors;
  if(data2 !== null){
  const err0 = {instancePath:instancePath+"/latestReport",schemaPath:"#/properties/latestReport/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs7 === errors;
  valid1 = valid1 || _valid0;
  if(!valid1){
  const _errs9 = errors;
  if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
  const err1 = {instancePath:instancePath+"/latestReport",schemaPath:"#/properties/latestReport/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  const _errs12 = errors;
  if(errors === _errs12){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if(((((((data2.reportId === undefined) && (missing1 = "reportId")) || ((data2.generatedAt === undefined) && (missing1 = "generatedAt"))) || ((data2.file === undefined) && (missing1 = "file"))) || ((data2.checked === undefined) && (missing1 = "checked"))) || ((data2.changed === undefined) && (missing1 = "changed"))) || ((data2.failed === undefined) && (missing1 = "failed"))){
  const err2 = {instancePath:instancePath+"/latestReport",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  else {
  if(data2.reportId !== undefined){
  const _errs14 = errors;
  if(typeof data2.reportId !== "string"){
  const err3 = {instancePath:instancePath+"/latestReport/reportId",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/reportId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  var valid4 = _errs14 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data2.generatedAt !== undefined){
  let data4 = data2.generatedAt;
  const _errs16 = errors;
  if(errors === _errs16){
  if(errors === _errs16){
  if(typeof data4 === "string"){
  if(!(formats0.validate(data4))){
  const err4 = {instancePath:instancePath+"/latestReport/generatedAt",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/generatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
  const err5 = {instancePath:instancePath+"/latestReport/generatedAt",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/generatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  }
  var valid4 = _errs16 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data2.file !== undefined){
  const _errs18 = errors;
  if(typeof data2.file !== "string"){
  const err6 = {instancePath:instancePath+"/latestReport/file",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  var valid4 = _errs18 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data2.checked !== undefined){
  let data6 = data2.checked;
  const _errs20 = errors;
  if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
  const err7 = {instancePath:instancePath+"/latestReport/checked",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(errors === _errs20){
  if((typeof data6 == "number") && (isFinite(data6))){
  if(data6 < 0 || isNaN(data6)){
  const err8 = {instancePath:instancePath+"/latestReport/checked",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  var valid4 = _errs20 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data2.changed !== undefined){
  let data7 = data2.changed;
  const _errs22 = errors;
  if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
  const err9 = {instancePath:instancePath+"/latestReport/changed",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/changed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  if(errors === _errs22){
  if((typeof data7 == "number") && (isFinite(data7))){
  if(data7 < 0 || isNaN(data7)){
  const err10 = {instancePath:instancePath+"/latestReport/changed",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/changed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  }
  var valid4 = _errs22 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data2.failed !== undefined){
  let data8 = data2.failed;
  const _errs24 = errors;
  if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
  const err11 = {instancePath:instancePath+"/latestReport/failed",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  if(errors === _errs24){
  if((typeof data8 == "number") && (isFinite(data8))){
  if(data8 < 0 || isNaN(data8)){
  const err12 = {instancePath:instancePath+"/latestReport/failed",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
  var valid4 = _errs24 === errors;
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
  }
  else {
  const err13 = {instancePath:instancePath+"/latestReport",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  var _valid0 = _errs9 === errors;
  valid1 = valid1 || _valid0;
  }
  if(!valid1){
  const err14 = {instancePath:instancePath+"/latestReport",schemaPath:"#/properties/latestReport/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  validate19.errors = vErrors;
  return false;
  }
  else {
  errors = _errs6;
  if(vErrors !== null){
  if(_errs6){
  vErrors.length = _errs6;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.pendingUpdate !== undefined){
  let data9 = data.pendingUpdate;
  const _errs26 = errors;
  const _errs27 = errors;
  if(errors === _errs27){
  if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
  let missing2;
  if((((data9.hasPendingUpdate === undefined) && (missing2 = "hasPendingUpdate")) || ((data9.state === undefined) && (missing2 = "state"))) || ((data9.markedAt === undefined) && (missing2 = "markedAt"))){
  validate19.errors = [{instancePath:instancePath+"/pendingUpdate",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data9.hasPendingUpdate !== undefined){
  const _errs29 = errors;
  if(typeof data9.hasPendingUpdate !== "boolean"){
  validate19.errors = [{instancePath:instancePath+"/pendingUpdate/hasPendingUpdate",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/hasPendingUpdate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid6 = _errs29 === errors;
  }
  else {
  var valid6 = true;
  }
  if(valid6){
  if(data9.state !== undefined){
  let data11 = data9.state;
  const _errs31 = errors;
  const _errs32 = errors;
  let valid7 = false;
  const _errs33 = errors;
  if(data11 !== null){
  const err15 = {instancePath:instancePath+"/pendingUpdate/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  var _valid1 = _errs33 === errors;
  valid7 = valid7 || _valid1;
  if(!valid7){
  const _errs35 = errors;
  if(typeof data11 !== "string"){
  const err16 = {instancePath:instancePath+"/pendingUpdate/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  if(!((data11 === "PENDING_UPDATE") || (data11 === null))){
  const err17 = {instancePath:instancePath+"/pendingUpdate/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema21.properties.state.anyOf[1].enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err17];
  }
  else {
  vErrors.push(err17);
  }
  errors++;
  }
  var _valid1 = _errs35 === errors;
  valid7 = valid7 || _valid1;
  }
  if(!valid7){
  const err18 = {instancePath:instancePath+"/pendingUpdate/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err18];
  }
  else {
  vErrors.push(err18);
  }
  errors++;
  validate19.errors = vErrors;
  return false;
  }
  else {
  errors = _errs32;
  if(vErrors !== null){
  if(_errs32){
  vErrors.length = _errs32;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid6 = _errs31 === errors;
  }
  else {
  var valid6 = true;
  }
  if(valid6){
  if(data9.markedAt !== undefined){
  let data12 = data9.markedAt;
  const _errs37 = errors;
  const _errs38 = errors;
  let valid8 = false;
  const _errs39 = errors;
  if(data12 !== null){
  const err19 = {instancePath:instancePath+"/pendingUpdate/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err19];
  }
  else {
  vErrors.push(err19);
  }
  errors++;
  }
  var _valid2 = _errs39 === errors;
  valid8 = valid8 || _valid2;
  if(!valid8){
  const _errs41 = errors;
  if(errors === _errs41){
  if(errors === _errs41){
  if(typeof data12 === "string"){
  if(!(formats0.validate(data12))){
  const err20 = {instancePath:instancePath+"/pendingUpdate/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err20];
  }
  else {
  vErrors.push(err20);
  }
  errors++;
  }
  }
  else {
  const err21 = {instancePath:instancePath+"/pendingUpdate/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err21];
  }
  else {
  vErrors.push(err21);
  }
  errors++;
  }
  }
  }
  var _valid2 = _errs41 === errors;
  valid8 = valid8 || _valid2;
  }
  if(!valid8){
  const err22 = {instancePath:instancePath+"/pendingUpdate/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err22];
  }
  else {
  vErrors.push(err22);
  }
  errors++;
  validate19.errors = vErrors;
  return false;
  }
  else {
  errors = _errs38;
  if(vErrors !== null){
  if(_errs38){
  vErrors.length = _errs38;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid6 = _errs37 === errors;
  }
  else {
  var valid6 = true;
  }
  }
  }
  }
  }
  else {
  validate19.errors = [{instancePath:instancePath+"/pendingUpdate",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs26 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.skippedReports !== undefined){
  let data13 = data.skippedReports;
  const _errs43 = errors;
  if(errors === _errs43){
  if(Array.isArray(data13)){
  var valid9 = true;
  const len0 = data13.length;
  for(let i0=0; i0<len0; i0++){
  let data14 = data13[i0];
  const _errs45 = errors;
  const _errs46 = errors;
  if(errors === _errs46){
  if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
  let missing3;
  if(((data14.file === undefined) && (missing3 = "file")) || ((data14.reason === undefined) && (missing3 = "reason"))){
  validate19.errors = [{instancePath:instancePath+"/skippedReports/" + i0,schemaPath:"knowledge-bodies.json#/definitions/SkippedReport/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
  return false;
  }
  else {
  if(data14.file !== undefined){
  const _errs48 = errors;
  if(typeof data14.file !== "string"){
  validate19.errors = [{instancePath:instancePath+"/skippedReports/" + i0+"/file",schemaPath:"knowledge-bodies.json#/definitions/SkippedReport/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid11 = _errs48 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data14.reason !== undefined){
  const _errs50 = errors;
  if(typeof data14.reason !== "string"){
  validate19.errors = [{instancePath:instancePath+"/skippedReports/" + i0+"/reason",schemaPath:"knowledge-bodies.json#/definitions/SkippedReport/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid11 = _errs50 === errors;
  }
  else {
  var valid11 = true;
  }
  }
  }
  }
  else {
  validate19.errors = [{instancePath:instancePath+"/skippedReports/" + i0,schemaPath:"knowledge-bodies.json#/definitions/SkippedReport/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid9 = _errs45 === errors;
  if(!valid9){
  break;
  }
  }
  }
  else {
  validate19.errors = [{instancePath:instancePath+"/skippedReports",schemaPath:"#/properties/skippedReports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs43 === errors;
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
  validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate19.errors = vErrors;
  return errors === 0;
  }


  function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate18.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate18.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema17.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate18.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate18.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate19(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
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
  validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate18.errors = vErrors;
  return errors === 0;
  }


  function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate18(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
  errors = vErrors.length;
  }
  validate17.errors = vErrors;
  return errors === 0;
  }

  return exports["P56BlDKm5Fic567aJ6VvAIWA"];
};
