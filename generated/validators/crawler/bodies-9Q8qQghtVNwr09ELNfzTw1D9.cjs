/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["9Q8qQghtVNwr09ELNfzTw1D9"] = validate11;
  const schema17 = {"$ref":"crawler-bodies.json#/definitions/SourceListResponse"};
  const schema18 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/SourceList"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema20 = {"type":"object","required":["tenantId","total","items"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"total":{"type":"integer","minimum":0},"items":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/Source"}}}};
  const schema5 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
  const pattern1 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");
  const schema22 = {"type":"object","required":["id","tenantId","name","url","legalStatus","robotsStatus","schedule"],"properties":{"id":{"type":"string","maxLength":128},"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"name":{"type":"string","maxLength":200},"url":{"type":"string","maxLength":2048,"format":"uri"},"legalStatus":{"$ref":"crawler-bodies.json#/definitions/LegalStatus"},"robotsStatus":{"$ref":"crawler-bodies.json#/definitions/RobotsStatus"},"schedule":{"$ref":"crawler-bodies.json#/definitions/SourceSchedule"}}};
  const schema24 = {"type":"object","required":["status","reviewedAt","note"],"properties":{"status":{"type":"string","enum":["approved","pending_review","restricted"],"description":"Whether crawling the source is cleared legally; only `approved` sources are crawled."},"reviewedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time"}]},"note":{"anyOf":[{"type":"null"},{"type":"string","maxLength":2000}]}}};
  const schema25 = {"type":"object","required":["status","checkedAt"],"properties":{"status":{"type":"string","enum":["allowed","partially_allowed","disallowed","unknown"],"description":"What robots.txt said for the source's paths at the last check; `unknown` when never checked."},"checkedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time"}]}}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats4 = formats.uri;
  const formats6 = formats["date-time"];
  const schema26 = {"type":"object","required":["cron","timezone","crawlDelaySeconds"],"properties":{"cron":{"$ref":"crawler-bodies.json#/definitions/Cron"},"timezone":{"$ref":"crawler-bodies.json#/definitions/TimeZone"},"crawlDelaySeconds":{"type":"integer","minimum":0,"description":"The pause between two requests to the source."}}};
  const schema8 = {"type":"string","format":"cron","description":"A cron expression of 5 fields (minute hour day-of-month month day-of-week) or 6 with\nseconds first, or a nickname such as `@daily`, as `POST /scheduler/preview` describes\nthem. Format `cron` (this API's own, not a JSON Schema format): exactly the expressions\nthat operation accepts; values out of a field's range (minute 60), a day that never\noccurs in the given months (30 February), Jenkins-style `H` and `@reboot` are not.\nValidators that do not know the format ignore it.\n","minLength":1,"maxLength":256};
  const schema9 = {"type":"string","format":"iana-time-zone","description":"An IANA time zone name (`Europe/Berlin`, `UTC`). Format `iana-time-zone` (this API's\nown, not a JSON Schema format): a name of the IANA time zone database as the server's\nICU knows it, links such as `US/Pacific` included, in any letter case. Validators that\ndo not know the format ignore it.\n","minLength":1,"maxLength":64};
  const formats0 = formats.cron;
  const formats2 = formats["iana-time-zone"];

  function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.cron === undefined) && (missing0 = "cron")) || ((data.timezone === undefined) && (missing0 = "timezone"))) || ((data.crawlDelaySeconds === undefined) && (missing0 = "crawlDelaySeconds"))){
  validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.cron !== undefined){
  let data0 = data.cron;
  const _errs1 = errors;
  const _errs2 = errors;
  if(errors === _errs2){
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(func0(data0) > 256){
  validate15.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
  return false;
  }
  else {
  if(func0(data0) < 1){
  validate15.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  else {
  if(!(formats0.validate(data0))){
  validate15.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/format",keyword:"format",params:{format: "cron"},message:"must match format \""+"cron"+"\""}];
  return false;
  }
  }
  }
  }
  else {
  validate15.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.timezone !== undefined){
  let data1 = data.timezone;
  const _errs4 = errors;
  const _errs5 = errors;
  if(errors === _errs5){
  if(errors === _errs5){
  if(typeof data1 === "string"){
  if(func0(data1) > 64){
  validate15.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
  return false;
  }
  else {
  if(func0(data1) < 1){
  validate15.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  else {
  if(!(formats2.validate(data1))){
  validate15.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/format",keyword:"format",params:{format: "iana-time-zone"},message:"must match format \""+"iana-time-zone"+"\""}];
  return false;
  }
  }
  }
  }
  else {
  validate15.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.crawlDelaySeconds !== undefined){
  let data2 = data.crawlDelaySeconds;
  const _errs7 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate15.errors = [{instancePath:instancePath+"/crawlDelaySeconds",schemaPath:"#/properties/crawlDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 < 0 || isNaN(data2)){
  validate15.errors = [{instancePath:instancePath+"/crawlDelaySeconds",schemaPath:"#/properties/crawlDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
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
  else {
  validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate15.errors = vErrors;
  return errors === 0;
  }


  function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenantId === undefined) && (missing0 = "tenantId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.url === undefined) && (missing0 = "url"))) || ((data.legalStatus === undefined) && (missing0 = "legalStatus"))) || ((data.robotsStatus === undefined) && (missing0 = "robotsStatus"))) || ((data.schedule === undefined) && (missing0 = "schedule"))){
  validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(func0(data0) > 128){
  validate14.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate14.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate14.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate14.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.name !== undefined){
  let data2 = data.name;
  const _errs6 = errors;
  if(errors === _errs6){
  if(typeof data2 === "string"){
  if(func0(data2) > 200){
  validate14.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate14.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.url !== undefined){
  let data3 = data.url;
  const _errs8 = errors;
  if(errors === _errs8){
  if(errors === _errs8){
  if(typeof data3 === "string"){
  if(func0(data3) > 2048){
  validate14.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
  return false;
  }
  else {
  if(!(formats4(data3))){
  validate14.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  }
  else {
  validate14.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.legalStatus !== undefined){
  let data4 = data.legalStatus;
  const _errs10 = errors;
  const _errs11 = errors;
  if(errors === _errs11){
  if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
  let missing1;
  if((((data4.status === undefined) && (missing1 = "status")) || ((data4.reviewedAt === undefined) && (missing1 = "reviewedAt"))) || ((data4.note === undefined) && (missing1 = "note"))){
  validate14.errors = [{instancePath:instancePath+"/legalStatus",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data4.status !== undefined){
  let data5 = data4.status;
  const _errs13 = errors;
  if(typeof data5 !== "string"){
  validate14.errors = [{instancePath:instancePath+"/legalStatus/status",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data5 === "approved") || (data5 === "pending_review")) || (data5 === "restricted"))){
  validate14.errors = [{instancePath:instancePath+"/legalStatus/status",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/status/enum",keyword:"enum",params:{allowedValues: schema24.properties.status.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs13 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.reviewedAt !== undefined){
  let data6 = data4.reviewedAt;
  const _errs15 = errors;
  const _errs16 = errors;
  let valid4 = false;
  const _errs17 = errors;
  if(data6 !== null){
  const err0 = {instancePath:instancePath+"/legalStatus/reviewedAt",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/reviewedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs17 === errors;
  valid4 = valid4 || _valid0;
  if(!valid4){
  const _errs19 = errors;
  if(errors === _errs19){
  if(errors === _errs19){
  if(typeof data6 === "string"){
  if(!(formats6.validate(data6))){
  const err1 = {instancePath:instancePath+"/legalStatus/reviewedAt",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/reviewedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/legalStatus/reviewedAt",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/reviewedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid0 = _errs19 === errors;
  valid4 = valid4 || _valid0;
  }
  if(!valid4){
  const err3 = {instancePath:instancePath+"/legalStatus/reviewedAt",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/reviewedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate14.errors = vErrors;
  return false;
  }
  else {
  errors = _errs16;
  if(vErrors !== null){
  if(_errs16){
  vErrors.length = _errs16;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid3 = _errs15 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.note !== undefined){
  let data7 = data4.note;
  const _errs21 = errors;
  const _errs22 = errors;
  let valid5 = false;
  const _errs23 = errors;
  if(data7 !== null){
  const err4 = {instancePath:instancePath+"/legalStatus/note",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/note/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var _valid1 = _errs23 === errors;
  valid5 = valid5 || _valid1;
  if(!valid5){
  const _errs25 = errors;
  if(errors === _errs25){
  if(typeof data7 === "string"){
  if(func0(data7) > 2000){
  const err5 = {instancePath:instancePath+"/legalStatus/note",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/note/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
  const err6 = {instancePath:instancePath+"/legalStatus/note",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/note/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  var _valid1 = _errs25 === errors;
  valid5 = valid5 || _valid1;
  }
  if(!valid5){
  const err7 = {instancePath:instancePath+"/legalStatus/note",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  validate14.errors = vErrors;
  return false;
  }
  else {
  errors = _errs22;
  if(vErrors !== null){
  if(_errs22){
  vErrors.length = _errs22;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid3 = _errs21 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  }
  else {
  validate14.errors = [{instancePath:instancePath+"/legalStatus",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.robotsStatus !== undefined){
  let data8 = data.robotsStatus;
  const _errs27 = errors;
  const _errs28 = errors;
  if(errors === _errs28){
  if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
  let missing2;
  if(((data8.status === undefined) && (missing2 = "status")) || ((data8.checkedAt === undefined) && (missing2 = "checkedAt"))){
  validate14.errors = [{instancePath:instancePath+"/robotsStatus",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data8.status !== undefined){
  let data9 = data8.status;
  const _errs30 = errors;
  if(typeof data9 !== "string"){
  validate14.errors = [{instancePath:instancePath+"/robotsStatus/status",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data9 === "allowed") || (data9 === "partially_allowed")) || (data9 === "disallowed")) || (data9 === "unknown"))){
  validate14.errors = [{instancePath:instancePath+"/robotsStatus/status",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/status/enum",keyword:"enum",params:{allowedValues: schema25.properties.status.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid7 = _errs30 === errors;
  }
  else {
  var valid7 = true;
  }
  if(valid7){
  if(data8.checkedAt !== undefined){
  let data10 = data8.checkedAt;
  const _errs32 = errors;
  const _errs33 = errors;
  let valid8 = false;
  const _errs34 = errors;
  if(data10 !== null){
  const err8 = {instancePath:instancePath+"/robotsStatus/checkedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/checkedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  var _valid2 = _errs34 === errors;
  valid8 = valid8 || _valid2;
  if(!valid8){
  const _errs36 = errors;
  if(errors === _errs36){
  if(errors === _errs36){
  if(typeof data10 === "string"){
  if(!(formats6.validate(data10))){
  const err9 = {instancePath:instancePath+"/robotsStatus/checkedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/checkedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  else {
  const err10 = {instancePath:instancePath+"/robotsStatus/checkedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/checkedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid2 = _errs36 === errors;
  valid8 = valid8 || _valid2;
  }
  if(!valid8){
  const err11 = {instancePath:instancePath+"/robotsStatus/checkedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/checkedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  validate14.errors = vErrors;
  return false;
  }
  else {
  errors = _errs33;
  if(vErrors !== null){
  if(_errs33){
  vErrors.length = _errs33;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid7 = _errs32 === errors;
  }
  else {
  var valid7 = true;
  }
  }
  }
  }
  else {
  validate14.errors = [{instancePath:instancePath+"/robotsStatus",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs27 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.schedule !== undefined){
  const _errs38 = errors;
  if(!(validate15(data.schedule, {instancePath:instancePath+"/schedule",parentData:data,parentDataProperty:"schedule",rootData}))){
  vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
  errors = vErrors.length;
  }
  var valid0 = _errs38 === errors;
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
  validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate14.errors = vErrors;
  return errors === 0;
  }


  function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.total === undefined) && (missing0 = "total"))) || ((data.items === undefined) && (missing0 = "items"))){
  validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
  validate13.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate13.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate13.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs4){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 < 0 || isNaN(data1)){
  validate13.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(!(validate14(data2[i0], {instancePath:instancePath+"/items/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs8 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate13.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate13.errors = vErrors;
  return errors === 0;
  }


  function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate12.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate12.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema18.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate12.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate12.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate13(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
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
  validate12.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate12.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate12.errors = vErrors;
  return errors === 0;
  }


  function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
  errors = vErrors.length;
  }
  validate11.errors = vErrors;
  return errors === 0;
  }

  return exports["9Q8qQghtVNwr09ELNfzTw1D9"];
};
