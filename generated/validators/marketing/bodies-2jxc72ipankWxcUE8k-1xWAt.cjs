/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["2jxc72ipankWxcUE8k-1xWAt"] = validate0;
  const schema0 = {"$ref":"marketing-bodies.json#/definitions/SocialPostPageResponse"};
  const schema2 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/SocialPostPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema10 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema3 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/SocialPost"}}}}]};
  const schema4 = {"type":"object","required":["total","page","page_size","total_pages"],"properties":{"total":{"type":"integer","minimum":0,"description":"How many items match, over all pages."},"page":{"type":"integer","minimum":1},"page_size":{"type":"integer","minimum":1,"maximum":100},"total_pages":{"type":"integer","minimum":0,"description":"The number of non-empty pages (0 when nothing matches)."}}};
  const schema5 = {"type":"object","required":["id","tenant_id","network","status","content","created_at","scheduled_at","published_at","failure_reason"],"properties":{"id":{"$ref":"marketing-bodies.json#/definitions/PostId"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"network":{"$ref":"marketing-bodies.json#/definitions/SocialNetwork"},"status":{"$ref":"marketing-bodies.json#/definitions/PostStatus"},"content":{"type":"string","maxLength":4000,"description":"The text of the post."},"created_at":{"type":"string","format":"date-time"},"scheduled_at":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"When the post is (or was) due; null for drafts and posts published directly."}]},"published_at":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"When the post went out; set for published posts only."}]},"failure_reason":{"anyOf":[{"type":"null"},{"type":"string","maxLength":2000,"description":"Why publishing failed; set for failed posts only."}]}}};
  const schema6 = {"type":"string","pattern":"^pst_[0-9a-f]{10}$"};
  const schema7 = {"type":"string","maxLength":63,"description":"The tenant the row belongs to; always the tenant of the key."};
  const schema8 = {"type":"string","enum":["facebook","instagram","linkedin","x","tiktok"]};
  const schema9 = {"type":"string","enum":["draft","scheduled","published","failed"]};
  const pattern0 = new RegExp("^pst_[0-9a-f]{10}$", "u");
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats0 = formats["date-time"];

  function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.network === undefined) && (missing0 = "network"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.content === undefined) && (missing0 = "content"))) || ((data.created_at === undefined) && (missing0 = "created_at"))) || ((data.scheduled_at === undefined) && (missing0 = "scheduled_at"))) || ((data.published_at === undefined) && (missing0 = "published_at"))) || ((data.failure_reason === undefined) && (missing0 = "failure_reason"))){
  validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  const _errs2 = errors;
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(!pattern0.test(data0)){
  validate4.errors = [{instancePath:instancePath+"/id",schemaPath:"marketing-bodies.json#/definitions/PostId/pattern",keyword:"pattern",params:{pattern: "^pst_[0-9a-f]{10}$"},message:"must match pattern \""+"^pst_[0-9a-f]{10}$"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/id",schemaPath:"marketing-bodies.json#/definitions/PostId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.tenant_id !== undefined){
  let data1 = data.tenant_id;
  const _errs4 = errors;
  const _errs5 = errors;
  if(errors === _errs5){
  if(typeof data1 === "string"){
  if(func0(data1) > 63){
  validate4.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.network !== undefined){
  let data2 = data.network;
  const _errs7 = errors;
  if(typeof data2 !== "string"){
  validate4.errors = [{instancePath:instancePath+"/network",schemaPath:"marketing-bodies.json#/definitions/SocialNetwork/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((((data2 === "facebook") || (data2 === "instagram")) || (data2 === "linkedin")) || (data2 === "x")) || (data2 === "tiktok"))){
  validate4.errors = [{instancePath:instancePath+"/network",schemaPath:"marketing-bodies.json#/definitions/SocialNetwork/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.status !== undefined){
  let data3 = data.status;
  const _errs10 = errors;
  if(typeof data3 !== "string"){
  validate4.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-bodies.json#/definitions/PostStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data3 === "draft") || (data3 === "scheduled")) || (data3 === "published")) || (data3 === "failed"))){
  validate4.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-bodies.json#/definitions/PostStatus/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.content !== undefined){
  let data4 = data.content;
  const _errs13 = errors;
  if(errors === _errs13){
  if(typeof data4 === "string"){
  if(func0(data4) > 4000){
  validate4.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs13 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.created_at !== undefined){
  let data5 = data.created_at;
  const _errs15 = errors;
  if(errors === _errs15){
  if(errors === _errs15){
  if(typeof data5 === "string"){
  if(!(formats0.validate(data5))){
  validate4.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs15 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.scheduled_at !== undefined){
  let data6 = data.scheduled_at;
  const _errs17 = errors;
  const _errs18 = errors;
  let valid5 = false;
  const _errs19 = errors;
  if(data6 !== null){
  const err0 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs19 === errors;
  valid5 = valid5 || _valid0;
  if(!valid5){
  const _errs21 = errors;
  if(errors === _errs21){
  if(errors === _errs21){
  if(typeof data6 === "string"){
  if(!(formats0.validate(data6))){
  const err1 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
  const err2 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid0 = _errs21 === errors;
  valid5 = valid5 || _valid0;
  }
  if(!valid5){
  const err3 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate4.errors = vErrors;
  return false;
  }
  else {
  errors = _errs18;
  if(vErrors !== null){
  if(_errs18){
  vErrors.length = _errs18;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs17 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.published_at !== undefined){
  let data7 = data.published_at;
  const _errs23 = errors;
  const _errs24 = errors;
  let valid6 = false;
  const _errs25 = errors;
  if(data7 !== null){
  const err4 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var _valid1 = _errs25 === errors;
  valid6 = valid6 || _valid1;
  if(!valid6){
  const _errs27 = errors;
  if(errors === _errs27){
  if(errors === _errs27){
  if(typeof data7 === "string"){
  if(!(formats0.validate(data7))){
  const err5 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
  const err6 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid1 = _errs27 === errors;
  valid6 = valid6 || _valid1;
  }
  if(!valid6){
  const err7 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  validate4.errors = vErrors;
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
  if(data.failure_reason !== undefined){
  let data8 = data.failure_reason;
  const _errs29 = errors;
  const _errs30 = errors;
  let valid7 = false;
  const _errs31 = errors;
  if(data8 !== null){
  const err8 = {instancePath:instancePath+"/failure_reason",schemaPath:"#/properties/failure_reason/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  var _valid2 = _errs31 === errors;
  valid7 = valid7 || _valid2;
  if(!valid7){
  const _errs33 = errors;
  if(errors === _errs33){
  if(typeof data8 === "string"){
  if(func0(data8) > 2000){
  const err9 = {instancePath:instancePath+"/failure_reason",schemaPath:"#/properties/failure_reason/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
  const err10 = {instancePath:instancePath+"/failure_reason",schemaPath:"#/properties/failure_reason/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  var _valid2 = _errs33 === errors;
  valid7 = valid7 || _valid2;
  }
  if(!valid7){
  const err11 = {instancePath:instancePath+"/failure_reason",schemaPath:"#/properties/failure_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  validate4.errors = vErrors;
  return false;
  }
  else {
  errors = _errs30;
  if(vErrors !== null){
  if(_errs30){
  vErrors.length = _errs30;
  }
  else {
  vErrors = null;
  }
  }
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
  const _errs0 = errors;
  const _errs1 = errors;
  if(errors === _errs1){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
  validate3.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.total !== undefined){
  let data0 = data.total;
  const _errs3 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  validate3.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs3){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 0 || isNaN(data0)){
  validate3.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid2 = _errs3 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data.page !== undefined){
  let data1 = data.page;
  const _errs5 = errors;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  validate3.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs5){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 < 1 || isNaN(data1)){
  validate3.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  var valid2 = _errs5 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data.page_size !== undefined){
  let data2 = data.page_size;
  const _errs7 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate3.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 100 || isNaN(data2)){
  validate3.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data2 < 1 || isNaN(data2)){
  validate3.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid2 = _errs7 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data.total_pages !== undefined){
  let data3 = data.total_pages;
  const _errs9 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate3.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs9){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate3.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid2 = _errs9 === errors;
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
  validate3.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs0 === errors;
  if(valid0){
  const _errs11 = errors;
  if(errors === _errs11){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing1;
  if((data.items === undefined) && (missing1 = "items")){
  validate3.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data.items !== undefined){
  let data4 = data.items;
  const _errs13 = errors;
  if(errors === _errs13){
  if(Array.isArray(data4)){
  var valid4 = true;
  const len0 = data4.length;
  for(let i0=0; i0<len0; i0++){
  const _errs15 = errors;
  if(!(validate4(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
  errors = vErrors.length;
  }
  var valid4 = _errs15 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate3.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate3.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs11 === errors;
  }
  validate3.errors = vErrors;
  return errors === 0;
  }

  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
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
  if(data.data !== undefined){
  const _errs3 = errors;
  if(!(validate3(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
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
  validate2.errors = vErrors;
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
  validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

  return exports["2jxc72ipankWxcUE8k-1xWAt"];
};
