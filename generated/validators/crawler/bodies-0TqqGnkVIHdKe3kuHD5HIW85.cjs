/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["0TqqGnkVIHdKe3kuHD5HIW85"] = validate0;
  const schema0 = {"$ref":"crawler-bodies.json#/definitions/JobListResponse"};
  const schema2 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/JobList"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema4 = {"type":"object","required":["tenantId","total","items"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"total":{"type":"integer","minimum":0},"items":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/Job"}}}};
  const schema5 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
  const pattern1 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");
  const schema6 = {"type":"object","required":["id","tenantId","name","cadence","enabled","sourceIds","parserRules"],"properties":{"id":{"type":"string","maxLength":128},"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"name":{"type":"string","maxLength":200},"cadence":{"type":"object","required":["cron","timezone"],"properties":{"cron":{"$ref":"crawler-bodies.json#/definitions/Cron"},"timezone":{"$ref":"crawler-bodies.json#/definitions/TimeZone"}}},"enabled":{"type":"boolean"},"sourceIds":{"type":"array","description":"The sources the job crawls, in order.","items":{"type":"string","maxLength":128}},"parserRules":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/JobParserRule"}}}};
  const schema8 = {"type":"string","format":"cron","description":"A cron expression of 5 fields (minute hour day-of-month month day-of-week) or 6 with\nseconds first, or a nickname such as `@daily`, as `POST /scheduler/preview` describes\nthem. Format `cron` (this API's own, not a JSON Schema format): exactly the expressions\nthat operation accepts; values out of a field's range (minute 60), a day that never\noccurs in the given months (30 February), Jenkins-style `H` and `@reboot` are not.\nValidators that do not know the format ignore it.\n","minLength":1,"maxLength":256};
  const schema9 = {"type":"string","format":"iana-time-zone","description":"An IANA time zone name (`Europe/Berlin`, `UTC`). Format `iana-time-zone` (this API's\nown, not a JSON Schema format): a name of the IANA time zone database as the server's\nICU knows it, links such as `US/Pacific` included, in any letter case. Validators that\ndo not know the format ignore it.\n","minLength":1,"maxLength":64};
  const schema10 = {"type":"object","required":["field","css","xpath","required"],"properties":{"field":{"type":"string","maxLength":200,"description":"The record field the rule fills."},"css":{"type":"string","maxLength":2000},"xpath":{"type":"string","maxLength":2000},"required":{"type":"boolean","description":"Whether an empty value counts towards the run's empty-field rate."}}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats0 = formats.cron;
  const formats2 = formats["iana-time-zone"];

  function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenantId === undefined) && (missing0 = "tenantId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.cadence === undefined) && (missing0 = "cadence"))) || ((data.enabled === undefined) && (missing0 = "enabled"))) || ((data.sourceIds === undefined) && (missing0 = "sourceIds"))) || ((data.parserRules === undefined) && (missing0 = "parserRules"))){
  validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(func0(data0) > 128){
  validate4.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate4.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate4.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.cadence !== undefined){
  let data3 = data.cadence;
  const _errs8 = errors;
  if(errors === _errs8){
  if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
  let missing1;
  if(((data3.cron === undefined) && (missing1 = "cron")) || ((data3.timezone === undefined) && (missing1 = "timezone"))){
  validate4.errors = [{instancePath:instancePath+"/cadence",schemaPath:"#/properties/cadence/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data3.cron !== undefined){
  let data4 = data3.cron;
  const _errs10 = errors;
  const _errs11 = errors;
  if(errors === _errs11){
  if(errors === _errs11){
  if(typeof data4 === "string"){
  if(func0(data4) > 256){
  validate4.errors = [{instancePath:instancePath+"/cadence/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
  return false;
  }
  else {
  if(func0(data4) < 1){
  validate4.errors = [{instancePath:instancePath+"/cadence/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  else {
  if(!(formats0.validate(data4))){
  validate4.errors = [{instancePath:instancePath+"/cadence/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/format",keyword:"format",params:{format: "cron"},message:"must match format \""+"cron"+"\""}];
  return false;
  }
  }
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/cadence/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid2 = _errs10 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data3.timezone !== undefined){
  let data5 = data3.timezone;
  const _errs13 = errors;
  const _errs14 = errors;
  if(errors === _errs14){
  if(errors === _errs14){
  if(typeof data5 === "string"){
  if(func0(data5) > 64){
  validate4.errors = [{instancePath:instancePath+"/cadence/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
  return false;
  }
  else {
  if(func0(data5) < 1){
  validate4.errors = [{instancePath:instancePath+"/cadence/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
  return false;
  }
  else {
  if(!(formats2.validate(data5))){
  validate4.errors = [{instancePath:instancePath+"/cadence/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/format",keyword:"format",params:{format: "iana-time-zone"},message:"must match format \""+"iana-time-zone"+"\""}];
  return false;
  }
  }
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/cadence/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid2 = _errs13 === errors;
  }
  else {
  var valid2 = true;
  }
  }
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/cadence",schemaPath:"#/properties/cadence/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.enabled !== undefined){
  const _errs16 = errors;
  if(typeof data.enabled !== "boolean"){
  validate4.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid0 = _errs16 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sourceIds !== undefined){
  let data7 = data.sourceIds;
  const _errs18 = errors;
  if(errors === _errs18){
  if(Array.isArray(data7)){
  var valid5 = true;
  const len0 = data7.length;
  for(let i0=0; i0<len0; i0++){
  let data8 = data7[i0];
  const _errs20 = errors;
  if(errors === _errs20){
  if(typeof data8 === "string"){
  if(func0(data8) > 128){
  validate4.errors = [{instancePath:instancePath+"/sourceIds/" + i0,schemaPath:"#/properties/sourceIds/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/sourceIds/" + i0,schemaPath:"#/properties/sourceIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid5 = _errs20 === errors;
  if(!valid5){
  break;
  }
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/sourceIds",schemaPath:"#/properties/sourceIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs18 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.parserRules !== undefined){
  let data9 = data.parserRules;
  const _errs22 = errors;
  if(errors === _errs22){
  if(Array.isArray(data9)){
  var valid6 = true;
  const len1 = data9.length;
  for(let i1=0; i1<len1; i1++){
  let data10 = data9[i1];
  const _errs24 = errors;
  const _errs25 = errors;
  if(errors === _errs25){
  if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
  let missing2;
  if(((((data10.field === undefined) && (missing2 = "field")) || ((data10.css === undefined) && (missing2 = "css"))) || ((data10.xpath === undefined) && (missing2 = "xpath"))) || ((data10.required === undefined) && (missing2 = "required"))){
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1,schemaPath:"crawler-bodies.json#/definitions/JobParserRule/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data10.field !== undefined){
  let data11 = data10.field;
  const _errs27 = errors;
  if(errors === _errs27){
  if(typeof data11 === "string"){
  if(func0(data11) > 200){
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/field",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/field/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/field",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid8 = _errs27 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data10.css !== undefined){
  let data12 = data10.css;
  const _errs29 = errors;
  if(errors === _errs29){
  if(typeof data12 === "string"){
  if(func0(data12) > 2000){
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/css",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/css/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/css",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/css/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid8 = _errs29 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data10.xpath !== undefined){
  let data13 = data10.xpath;
  const _errs31 = errors;
  if(errors === _errs31){
  if(typeof data13 === "string"){
  if(func0(data13) > 2000){
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/xpath",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/xpath/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/xpath",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/xpath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid8 = _errs31 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data10.required !== undefined){
  const _errs33 = errors;
  if(typeof data10.required !== "boolean"){
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/required",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid8 = _errs33 === errors;
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
  validate4.errors = [{instancePath:instancePath+"/parserRules/" + i1,schemaPath:"crawler-bodies.json#/definitions/JobParserRule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid6 = _errs24 === errors;
  if(!valid6){
  break;
  }
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/parserRules",schemaPath:"#/properties/parserRules/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  }
  else {
  validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate4.errors = vErrors;
  return errors === 0;
  }


  function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.total === undefined) && (missing0 = "total"))) || ((data.items === undefined) && (missing0 = "items"))){
  validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
  validate3.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate3.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate3.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs4){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 < 0 || isNaN(data1)){
  validate3.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(!(validate4(data2[i0], {instancePath:instancePath+"/items/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs8 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate3.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate3.errors = vErrors;
  return errors === 0;
  }


  function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate2.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate2.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema2.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate3(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
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
  validate2.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate2.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate2.errors = vErrors;
  return errors === 0;
  }


  function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate2(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
  errors = vErrors.length;
  }
  validate0.errors = vErrors;
  return errors === 0;
  }

  return exports["0TqqGnkVIHdKe3kuHD5HIW85"];
};
