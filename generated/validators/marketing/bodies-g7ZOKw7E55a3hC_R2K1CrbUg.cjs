/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.g7ZOKw7E55a3hC_R2K1CrbUg = validate65;
  const schema107 = {"$ref":"marketing-bodies.json#/definitions/SummaryResponse"};
  const schema108 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/Summary"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema10 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema109 = {"type":"object","required":["tenant_id","seo","social","ads","total"],"properties":{"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"seo":{"type":"object","required":["audits","keywords","serp_rankings","total"],"properties":{"audits":{"$ref":"marketing-bodies.json#/definitions/Count"},"keywords":{"$ref":"marketing-bodies.json#/definitions/Count"},"serp_rankings":{"$ref":"marketing-bodies.json#/definitions/Count"},"total":{"$ref":"marketing-bodies.json#/definitions/Count"}}},"social":{"type":"object","required":["posts","engagements","total"],"properties":{"posts":{"$ref":"marketing-bodies.json#/definitions/Count"},"engagements":{"$ref":"marketing-bodies.json#/definitions/Count"},"total":{"$ref":"marketing-bodies.json#/definitions/Count"}}},"ads":{"type":"object","required":["campaigns","performance","total"],"properties":{"campaigns":{"$ref":"marketing-bodies.json#/definitions/Count"},"performance":{"$ref":"marketing-bodies.json#/definitions/Count"},"total":{"$ref":"marketing-bodies.json#/definitions/Count"}}},"total":{"$ref":"marketing-bodies.json#/definitions/Count"}}};
  const schema7 = {"type":"string","maxLength":63,"description":"The tenant the row belongs to; always the tenant of the key."};
  const schema53 = {"type":"integer","minimum":0};
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((data.tenant_id === undefined) && (missing0 = "tenant_id")) || ((data.seo === undefined) && (missing0 = "seo"))) || ((data.social === undefined) && (missing0 = "social"))) || ((data.ads === undefined) && (missing0 = "ads"))) || ((data.total === undefined) && (missing0 = "total"))){
  validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.tenant_id !== undefined){
  let data0 = data.tenant_id;
  const _errs1 = errors;
  const _errs2 = errors;
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(func0(data0) > 63){
  validate67.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
  return false;
  }
  }
  else {
  validate67.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.seo !== undefined){
  let data1 = data.seo;
  const _errs4 = errors;
  if(errors === _errs4){
  if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
  let missing1;
  if(((((data1.audits === undefined) && (missing1 = "audits")) || ((data1.keywords === undefined) && (missing1 = "keywords"))) || ((data1.serp_rankings === undefined) && (missing1 = "serp_rankings"))) || ((data1.total === undefined) && (missing1 = "total"))){
  validate67.errors = [{instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data1.audits !== undefined){
  let data2 = data1.audits;
  const _errs6 = errors;
  const _errs7 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate67.errors = [{instancePath:instancePath+"/seo/audits",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 < 0 || isNaN(data2)){
  validate67.errors = [{instancePath:instancePath+"/seo/audits",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid2 = _errs6 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data1.keywords !== undefined){
  let data3 = data1.keywords;
  const _errs9 = errors;
  const _errs10 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate67.errors = [{instancePath:instancePath+"/seo/keywords",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs10){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate67.errors = [{instancePath:instancePath+"/seo/keywords",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid2 = _errs9 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data1.serp_rankings !== undefined){
  let data4 = data1.serp_rankings;
  const _errs12 = errors;
  const _errs13 = errors;
  if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
  validate67.errors = [{instancePath:instancePath+"/seo/serp_rankings",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs13){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate67.errors = [{instancePath:instancePath+"/seo/serp_rankings",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid2 = _errs12 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data1.total !== undefined){
  let data5 = data1.total;
  const _errs15 = errors;
  const _errs16 = errors;
  if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
  validate67.errors = [{instancePath:instancePath+"/seo/total",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs16){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  validate67.errors = [{instancePath:instancePath+"/seo/total",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid2 = _errs15 === errors;
  }
  else {
  var valid2 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate67.errors = [{instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.social !== undefined){
  let data6 = data.social;
  const _errs18 = errors;
  if(errors === _errs18){
  if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
  let missing2;
  if((((data6.posts === undefined) && (missing2 = "posts")) || ((data6.engagements === undefined) && (missing2 = "engagements"))) || ((data6.total === undefined) && (missing2 = "total"))){
  validate67.errors = [{instancePath:instancePath+"/social",schemaPath:"#/properties/social/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data6.posts !== undefined){
  let data7 = data6.posts;
  const _errs20 = errors;
  const _errs21 = errors;
  if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
  validate67.errors = [{instancePath:instancePath+"/social/posts",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs21){
  if((typeof data7 == "number") && (isFinite(data7))){
  if(data7 < 0 || isNaN(data7)){
  validate67.errors = [{instancePath:instancePath+"/social/posts",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid7 = _errs20 === errors;
  }
  else {
  var valid7 = true;
  }
  if(valid7){
  if(data6.engagements !== undefined){
  let data8 = data6.engagements;
  const _errs23 = errors;
  const _errs24 = errors;
  if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
  validate67.errors = [{instancePath:instancePath+"/social/engagements",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs24){
  if((typeof data8 == "number") && (isFinite(data8))){
  if(data8 < 0 || isNaN(data8)){
  validate67.errors = [{instancePath:instancePath+"/social/engagements",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid7 = _errs23 === errors;
  }
  else {
  var valid7 = true;
  }
  if(valid7){
  if(data6.total !== undefined){
  let data9 = data6.total;
  const _errs26 = errors;
  const _errs27 = errors;
  if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
  validate67.errors = [{instancePath:instancePath+"/social/total",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs27){
  if((typeof data9 == "number") && (isFinite(data9))){
  if(data9 < 0 || isNaN(data9)){
  validate67.errors = [{instancePath:instancePath+"/social/total",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid7 = _errs26 === errors;
  }
  else {
  var valid7 = true;
  }
  }
  }
  }
  }
  else {
  validate67.errors = [{instancePath:instancePath+"/social",schemaPath:"#/properties/social/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs18 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.ads !== undefined){
  let data10 = data.ads;
  const _errs29 = errors;
  if(errors === _errs29){
  if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
  let missing3;
  if((((data10.campaigns === undefined) && (missing3 = "campaigns")) || ((data10.performance === undefined) && (missing3 = "performance"))) || ((data10.total === undefined) && (missing3 = "total"))){
  validate67.errors = [{instancePath:instancePath+"/ads",schemaPath:"#/properties/ads/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
  return false;
  }
  else {
  if(data10.campaigns !== undefined){
  let data11 = data10.campaigns;
  const _errs31 = errors;
  const _errs32 = errors;
  if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
  validate67.errors = [{instancePath:instancePath+"/ads/campaigns",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs32){
  if((typeof data11 == "number") && (isFinite(data11))){
  if(data11 < 0 || isNaN(data11)){
  validate67.errors = [{instancePath:instancePath+"/ads/campaigns",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid11 = _errs31 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data10.performance !== undefined){
  let data12 = data10.performance;
  const _errs34 = errors;
  const _errs35 = errors;
  if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
  validate67.errors = [{instancePath:instancePath+"/ads/performance",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs35){
  if((typeof data12 == "number") && (isFinite(data12))){
  if(data12 < 0 || isNaN(data12)){
  validate67.errors = [{instancePath:instancePath+"/ads/performance",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid11 = _errs34 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data10.total !== undefined){
  let data13 = data10.total;
  const _errs37 = errors;
  const _errs38 = errors;
  if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
  validate67.errors = [{instancePath:instancePath+"/ads/total",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs38){
  if((typeof data13 == "number") && (isFinite(data13))){
  if(data13 < 0 || isNaN(data13)){
  validate67.errors = [{instancePath:instancePath+"/ads/total",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid11 = _errs37 === errors;
  }
  else {
  var valid11 = true;
  }
  }
  }
  }
  }
  else {
  validate67.errors = [{instancePath:instancePath+"/ads",schemaPath:"#/properties/ads/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs29 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.total !== undefined){
  let data14 = data.total;
  const _errs40 = errors;
  const _errs41 = errors;
  if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
  validate67.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs41){
  if((typeof data14 == "number") && (isFinite(data14))){
  if(data14 < 0 || isNaN(data14)){
  validate67.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs40 === errors;
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
  validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate67.errors = vErrors;
  return errors === 0;
  }

  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
  validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate66.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate66.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema108.properties.success.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.data !== undefined){
  const _errs3 = errors;
  if(!(validate67(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
  errors = vErrors.length;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.error !== undefined){
  let data2 = data.error;
  const _errs4 = errors;
  const _errs6 = errors;
  let valid2 = false;
  const _errs7 = errors;
  if(data2 !== null){
  const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs7 === errors;
  valid2 = valid2 || _valid0;
  if(!valid2){
  const _errs9 = errors;
  if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
  const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(data2 === null)){
  const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema10.anyOf[1].enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  var _valid0 = _errs9 === errors;
  valid2 = valid2 || _valid0;
  }
  if(!valid2){
  const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate66.errors = vErrors;
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
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.traceId !== undefined){
  let data3 = data.traceId;
  const _errs11 = errors;
  const _errs12 = errors;
  if(errors === _errs12){
  if(typeof data3 === "string"){
  if(!pattern1.test(data3)){
  validate66.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate66.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
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
  validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate66.errors = vErrors;
  return errors === 0;
  }


  function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate66(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
  errors = vErrors.length;
  }
  validate65.errors = vErrors;
  return errors === 0;
  }

  return exports["g7ZOKw7E55a3hC_R2K1CrbUg"];
};
