/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["15A46r-lysm_jCleP9VvdLRk"] = validate8;
  const schema12 = {"$ref":"crawler-bodies.json#/definitions/RobotsCheckResponse"};
  const schema13 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/RobotsCheck"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema15 = {"type":"object","required":["allowed","url","userAgent","robotsTxtUrl","source","matchedRule","group"],"properties":{"allowed":{"type":"boolean"},"url":{"type":"string"},"userAgent":{"type":"string"},"robotsTxtUrl":{"type":"string","format":"uri"},"source":{"type":"string","enum":["inline","fetched","unavailable","unreachable"],"description":"`unavailable`: robots.txt answered 4xx (everything allowed); `unreachable`: 5xx, network failure or timeout (everything disallowed)."},"matchedRule":{"anyOf":[{"type":"null"},{"type":"object","description":"The rule that decided; null when none matched or no robots.txt applied.","required":["directive","pattern","line"],"properties":{"directive":{"type":"string","enum":["allow","disallow"]},"pattern":{"type":"string"},"line":{"type":"integer","minimum":1,"description":"The 1-based line of the rule in robots.txt."}}}]},"group":{"anyOf":[{"type":"null"},{"type":"string","description":"The product token of the group applied, `*` for the fallback group, null for none."}]},"fetchedAt":{"type":"string","format":"date-time","description":"When the robots.txt outcome was fetched (absent for inline text)."},"cached":{"type":"boolean","description":"Whether the outcome came from the cache (absent for inline text)."}}};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const formats4 = formats.uri;
  const formats6 = formats["date-time"];

  function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate9.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate9.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema13.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate9.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if((((((((data2.allowed === undefined) && (missing1 = "allowed")) || ((data2.url === undefined) && (missing1 = "url"))) || ((data2.userAgent === undefined) && (missing1 = "userAgent"))) || ((data2.robotsTxtUrl === undefined) && (missing1 = "robotsTxtUrl"))) || ((data2.source === undefined) && (missing1 = "source"))) || ((data2.matchedRule === undefined) && (missing1 = "matchedRule"))) || ((data2.group === undefined) && (missing1 = "group"))){
  validate9.errors = [{instancePath:instancePath+"/data",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.allowed !== undefined){
  const _errs9 = errors;
  if(typeof data2.allowed !== "boolean"){
  validate9.errors = [{instancePath:instancePath+"/data/allowed",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.url !== undefined){
  const _errs11 = errors;
  if(typeof data2.url !== "string"){
  validate9.errors = [{instancePath:instancePath+"/data/url",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.userAgent !== undefined){
  const _errs13 = errors;
  if(typeof data2.userAgent !== "string"){
  validate9.errors = [{instancePath:instancePath+"/data/userAgent",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs13 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.robotsTxtUrl !== undefined){
  let data6 = data2.robotsTxtUrl;
  const _errs15 = errors;
  if(errors === _errs15){
  if(errors === _errs15){
  if(typeof data6 === "string"){
  if(!(formats4(data6))){
  validate9.errors = [{instancePath:instancePath+"/data/robotsTxtUrl",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/robotsTxtUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/data/robotsTxtUrl",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/robotsTxtUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid3 = _errs15 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.source !== undefined){
  let data7 = data2.source;
  const _errs17 = errors;
  if(typeof data7 !== "string"){
  validate9.errors = [{instancePath:instancePath+"/data/source",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data7 === "inline") || (data7 === "fetched")) || (data7 === "unavailable")) || (data7 === "unreachable"))){
  validate9.errors = [{instancePath:instancePath+"/data/source",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/source/enum",keyword:"enum",params:{allowedValues: schema15.properties.source.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs17 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.matchedRule !== undefined){
  let data8 = data2.matchedRule;
  const _errs19 = errors;
  const _errs20 = errors;
  let valid4 = false;
  const _errs21 = errors;
  if(data8 !== null){
  const err0 = {instancePath:instancePath+"/data/matchedRule",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs21 === errors;
  valid4 = valid4 || _valid0;
  if(!valid4){
  const _errs23 = errors;
  if(errors === _errs23){
  if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
  let missing2;
  if((((data8.directive === undefined) && (missing2 = "directive")) || ((data8.pattern === undefined) && (missing2 = "pattern"))) || ((data8.line === undefined) && (missing2 = "line"))){
  const err1 = {instancePath:instancePath+"/data/matchedRule",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  else {
  if(data8.directive !== undefined){
  let data9 = data8.directive;
  const _errs25 = errors;
  if(typeof data9 !== "string"){
  const err2 = {instancePath:instancePath+"/data/matchedRule/directive",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/directive/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!((data9 === "allow") || (data9 === "disallow"))){
  const err3 = {instancePath:instancePath+"/data/matchedRule/directive",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/directive/enum",keyword:"enum",params:{allowedValues: schema15.properties.matchedRule.anyOf[1].properties.directive.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  var valid5 = _errs25 === errors;
  }
  else {
  var valid5 = true;
  }
  if(valid5){
  if(data8.pattern !== undefined){
  const _errs27 = errors;
  if(typeof data8.pattern !== "string"){
  const err4 = {instancePath:instancePath+"/data/matchedRule/pattern",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var valid5 = _errs27 === errors;
  }
  else {
  var valid5 = true;
  }
  if(valid5){
  if(data8.line !== undefined){
  let data11 = data8.line;
  const _errs29 = errors;
  if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
  const err5 = {instancePath:instancePath+"/data/matchedRule/line",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(errors === _errs29){
  if((typeof data11 == "number") && (isFinite(data11))){
  if(data11 < 1 || isNaN(data11)){
  const err6 = {instancePath:instancePath+"/data/matchedRule/line",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
  var valid5 = _errs29 === errors;
  }
  else {
  var valid5 = true;
  }
  }
  }
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/data/matchedRule",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  var _valid0 = _errs23 === errors;
  valid4 = valid4 || _valid0;
  }
  if(!valid4){
  const err8 = {instancePath:instancePath+"/data/matchedRule",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  validate9.errors = vErrors;
  return false;
  }
  else {
  errors = _errs20;
  if(vErrors !== null){
  if(_errs20){
  vErrors.length = _errs20;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid3 = _errs19 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.group !== undefined){
  let data12 = data2.group;
  const _errs31 = errors;
  const _errs32 = errors;
  let valid6 = false;
  const _errs33 = errors;
  if(data12 !== null){
  const err9 = {instancePath:instancePath+"/data/group",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/group/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  var _valid1 = _errs33 === errors;
  valid6 = valid6 || _valid1;
  if(!valid6){
  const _errs35 = errors;
  if(typeof data12 !== "string"){
  const err10 = {instancePath:instancePath+"/data/group",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/group/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  var _valid1 = _errs35 === errors;
  valid6 = valid6 || _valid1;
  }
  if(!valid6){
  const err11 = {instancePath:instancePath+"/data/group",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/group/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  validate9.errors = vErrors;
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
  var valid3 = _errs31 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.fetchedAt !== undefined){
  let data13 = data2.fetchedAt;
  const _errs37 = errors;
  if(errors === _errs37){
  if(errors === _errs37){
  if(typeof data13 === "string"){
  if(!(formats6.validate(data13))){
  validate9.errors = [{instancePath:instancePath+"/data/fetchedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/fetchedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/data/fetchedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/fetchedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid3 = _errs37 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.cached !== undefined){
  const _errs39 = errors;
  if(typeof data2.cached !== "boolean"){
  validate9.errors = [{instancePath:instancePath+"/data/cached",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/cached/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid3 = _errs39 === errors;
  }
  else {
  var valid3 = true;
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
  validate9.errors = [{instancePath:instancePath+"/data",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  let data15 = data.warnings;
  const _errs41 = errors;
  const _errs42 = errors;
  if(errors === _errs42){
  if(Array.isArray(data15)){
  var valid8 = true;
  const len0 = data15.length;
  for(let i0=0; i0<len0; i0++){
  const _errs44 = errors;
  if(typeof data15[i0] !== "string"){
  validate9.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid8 = _errs44 === errors;
  if(!valid8){
  break;
  }
  }
  }
  else {
  validate9.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs41 === errors;
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
  if(!(validate9(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
  errors = vErrors.length;
  }
  validate8.errors = vErrors;
  return errors === 0;
  }

  return exports["15A46r-lysm_jCleP9VvdLRk"];
};
