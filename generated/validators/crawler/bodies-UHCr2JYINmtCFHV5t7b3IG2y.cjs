/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.UHCr2JYINmtCFHV5t7b3IG2y = validate45;
  const schema61 = {"$ref":"crawler-bodies.json#/definitions/ParserRuleResponse"};
  const schema62 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/ParserRuleSuggestion"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema64 = {"type":"object","required":["source","rules","recordSelector"],"properties":{"source":{"type":"string","enum":["html","url"],"description":"Where the HTML came from."},"rules":{"type":"array","maxItems":20,"items":{"$ref":"crawler-bodies.json#/definitions/SuggestedRule"}},"recordSelector":{"anyOf":[{"type":"null"},{"type":"object","description":"The repeating element (a product card, a table row...) the rules extract from, when the page has one.","required":["css","xpath","matchCount"],"properties":{"css":{"type":"string"},"xpath":{"type":"string"},"matchCount":{"type":"integer","minimum":0}}}]}}};
  const schema65 = {"type":"object","required":["name","css","xpath","matchCount","samples"],"properties":{"name":{"type":"string","description":"A field name for the rule."},"css":{"type":"string","maxLength":2000,"description":"The rule as a CSS selector. A rule longer than 2,000 characters is not suggested (a warning says so)."},"xpath":{"type":"string","maxLength":2000,"description":"The same rule as an XPath 1.0 expression."},"matchCount":{"type":"integer","minimum":0,"description":"How many elements of the page the rule matches."},"samples":{"type":"array","maxItems":5,"description":"The values the rule extracts from its first matches (at most five) — the element's text, or for a link, image or time field the attribute it reads (href, src, alt, title or datetime). A value longer than 200 characters is cut there, its last character `…`.","items":{"type":"string","maxLength":200}}}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.source === undefined) && (missing0 = "source")) || ((data.rules === undefined) && (missing0 = "rules"))) || ((data.recordSelector === undefined) && (missing0 = "recordSelector"))){
  validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.source !== undefined){
  let data0 = data.source;
  const _errs1 = errors;
  if(typeof data0 !== "string"){
  validate47.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data0 === "html") || (data0 === "url"))){
  validate47.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema64.properties.source.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.rules !== undefined){
  let data1 = data.rules;
  const _errs3 = errors;
  if(errors === _errs3){
  if(Array.isArray(data1)){
  if(data1.length > 20){
  validate47.errors = [{instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
  return false;
  }
  else {
  var valid1 = true;
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  let data2 = data1[i0];
  const _errs5 = errors;
  const _errs6 = errors;
  if(errors === _errs6){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if((((((data2.name === undefined) && (missing1 = "name")) || ((data2.css === undefined) && (missing1 = "css"))) || ((data2.xpath === undefined) && (missing1 = "xpath"))) || ((data2.matchCount === undefined) && (missing1 = "matchCount"))) || ((data2.samples === undefined) && (missing1 = "samples"))){
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0,schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.name !== undefined){
  const _errs8 = errors;
  if(typeof data2.name !== "string"){
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/name",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs8 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.css !== undefined){
  let data4 = data2.css;
  const _errs10 = errors;
  if(errors === _errs10){
  if(typeof data4 === "string"){
  if(func0(data4) > 2000){
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/css",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/css/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
  return false;
  }
  }
  else {
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/css",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/css/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid3 = _errs10 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.xpath !== undefined){
  let data5 = data2.xpath;
  const _errs12 = errors;
  if(errors === _errs12){
  if(typeof data5 === "string"){
  if(func0(data5) > 2000){
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/xpath",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/xpath/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
  return false;
  }
  }
  else {
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/xpath",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/xpath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid3 = _errs12 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.matchCount !== undefined){
  let data6 = data2.matchCount;
  const _errs14 = errors;
  if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/matchCount",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/matchCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs14){
  if((typeof data6 == "number") && (isFinite(data6))){
  if(data6 < 0 || isNaN(data6)){
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/matchCount",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/matchCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid3 = _errs14 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.samples !== undefined){
  let data7 = data2.samples;
  const _errs16 = errors;
  if(errors === _errs16){
  if(Array.isArray(data7)){
  if(data7.length > 5){
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/samples",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/samples/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"}];
  return false;
  }
  else {
  var valid4 = true;
  const len1 = data7.length;
  for(let i1=0; i1<len1; i1++){
  let data8 = data7[i1];
  const _errs18 = errors;
  if(errors === _errs18){
  if(typeof data8 === "string"){
  if(func0(data8) > 200){
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/samples/" + i1,schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/samples/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/samples/" + i1,schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/samples/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid4 = _errs18 === errors;
  if(!valid4){
  break;
  }
  }
  }
  }
  else {
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0+"/samples",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/samples/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs16 === errors;
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
  else {
  validate47.errors = [{instancePath:instancePath+"/rules/" + i0,schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid1 = _errs5 === errors;
  if(!valid1){
  break;
  }
  }
  }
  }
  else {
  validate47.errors = [{instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.recordSelector !== undefined){
  let data9 = data.recordSelector;
  const _errs20 = errors;
  const _errs21 = errors;
  let valid5 = false;
  const _errs22 = errors;
  if(data9 !== null){
  const err0 = {instancePath:instancePath+"/recordSelector",schemaPath:"#/properties/recordSelector/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs22 === errors;
  valid5 = valid5 || _valid0;
  if(!valid5){
  const _errs24 = errors;
  if(errors === _errs24){
  if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
  let missing2;
  if((((data9.css === undefined) && (missing2 = "css")) || ((data9.xpath === undefined) && (missing2 = "xpath"))) || ((data9.matchCount === undefined) && (missing2 = "matchCount"))){
  const err1 = {instancePath:instancePath+"/recordSelector",schemaPath:"#/properties/recordSelector/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  else {
  if(data9.css !== undefined){
  const _errs26 = errors;
  if(typeof data9.css !== "string"){
  const err2 = {instancePath:instancePath+"/recordSelector/css",schemaPath:"#/properties/recordSelector/anyOf/1/properties/css/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  var valid6 = _errs26 === errors;
  }
  else {
  var valid6 = true;
  }
  if(valid6){
  if(data9.xpath !== undefined){
  const _errs28 = errors;
  if(typeof data9.xpath !== "string"){
  const err3 = {instancePath:instancePath+"/recordSelector/xpath",schemaPath:"#/properties/recordSelector/anyOf/1/properties/xpath/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  var valid6 = _errs28 === errors;
  }
  else {
  var valid6 = true;
  }
  if(valid6){
  if(data9.matchCount !== undefined){
  let data12 = data9.matchCount;
  const _errs30 = errors;
  if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
  const err4 = {instancePath:instancePath+"/recordSelector/matchCount",schemaPath:"#/properties/recordSelector/anyOf/1/properties/matchCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(errors === _errs30){
  if((typeof data12 == "number") && (isFinite(data12))){
  if(data12 < 0 || isNaN(data12)){
  const err5 = {instancePath:instancePath+"/recordSelector/matchCount",schemaPath:"#/properties/recordSelector/anyOf/1/properties/matchCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
  var valid6 = _errs30 === errors;
  }
  else {
  var valid6 = true;
  }
  }
  }
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/recordSelector",schemaPath:"#/properties/recordSelector/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  var _valid0 = _errs24 === errors;
  valid5 = valid5 || _valid0;
  }
  if(!valid5){
  const err7 = {instancePath:instancePath+"/recordSelector",schemaPath:"#/properties/recordSelector/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  validate47.errors = vErrors;
  return false;
  }
  else {
  errors = _errs21;
  if(vErrors !== null){
  if(_errs21){
  vErrors.length = _errs21;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs20 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  else {
  validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate47.errors = vErrors;
  return errors === 0;
  }


  function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate46.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate46.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema62.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate46.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate46.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate47(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
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
  validate46.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate46.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate46.errors = vErrors;
  return errors === 0;
  }


  function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate46(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
  errors = vErrors.length;
  }
  validate45.errors = vErrors;
  return errors === 0;
  }

  return exports["UHCr2JYINmtCFHV5t7b3IG2y"];
};
