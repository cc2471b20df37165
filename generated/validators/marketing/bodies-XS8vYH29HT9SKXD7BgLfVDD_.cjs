/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.XS8vYH29HT9SKXD7BgLfVDD_ = validate43;
  const schema67 = {"$ref":"marketing-bodies.json#/definitions/SeoAuditPageResponse"};
  const schema68 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/SeoAuditPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema10 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema69 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/SeoAudit"}}}}]};
  const schema4 = {"type":"object","required":["total","page","page_size","total_pages"],"properties":{"total":{"type":"integer","minimum":0,"description":"How many items match, over all pages."},"page":{"type":"integer","minimum":1},"page_size":{"type":"integer","minimum":1,"maximum":100},"total_pages":{"type":"integer","minimum":0,"description":"The number of non-empty pages (0 when nothing matches)."}}};
  const schema71 = {"type":"object","required":["id","tenant_id","site","score","pages_crawled","issues","audited_at"],"properties":{"id":{"type":"string","pattern":"^aud_[0-9a-f]{10}$"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"site":{"type":"string","maxLength":2048,"format":"uri","description":"The audited site."},"score":{"type":"integer","minimum":0,"maximum":100,"description":"The overall health score."},"pages_crawled":{"$ref":"marketing-bodies.json#/definitions/Count"},"issues":{"type":"object","description":"Issues found, by severity.","required":["critical","warning","notice"],"properties":{"critical":{"$ref":"marketing-bodies.json#/definitions/Count"},"warning":{"$ref":"marketing-bodies.json#/definitions/Count"},"notice":{"$ref":"marketing-bodies.json#/definitions/Count"}}},"audited_at":{"type":"string","format":"date-time"}}};
  const schema7 = {"type":"string","maxLength":63,"description":"The tenant the row belongs to; always the tenant of the key."};
  const schema53 = {"type":"integer","minimum":0};
  const pattern15 = new RegExp("^aud_[0-9a-f]{10}$", "u");
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats10 = formats.uri;
  const formats0 = formats["date-time"];

  function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.site === undefined) && (missing0 = "site"))) || ((data.score === undefined) && (missing0 = "score"))) || ((data.pages_crawled === undefined) && (missing0 = "pages_crawled"))) || ((data.issues === undefined) && (missing0 = "issues"))) || ((data.audited_at === undefined) && (missing0 = "audited_at"))){
  validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(!pattern15.test(data0)){
  validate46.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^aud_[0-9a-f]{10}$"},message:"must match pattern \""+"^aud_[0-9a-f]{10}$"+"\""}];
  return false;
  }
  }
  else {
  validate46.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  const _errs3 = errors;
  const _errs4 = errors;
  if(errors === _errs4){
  if(typeof data1 === "string"){
  if(func0(data1) > 63){
  validate46.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
  return false;
  }
  }
  else {
  validate46.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.site !== undefined){
  let data2 = data.site;
  const _errs6 = errors;
  if(errors === _errs6){
  if(errors === _errs6){
  if(typeof data2 === "string"){
  if(func0(data2) > 2048){
  validate46.errors = [{instancePath:instancePath+"/site",schemaPath:"#/properties/site/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
  return false;
  }
  else {
  if(!(formats10(data2))){
  validate46.errors = [{instancePath:instancePath+"/site",schemaPath:"#/properties/site/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  }
  else {
  validate46.errors = [{instancePath:instancePath+"/site",schemaPath:"#/properties/site/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.score !== undefined){
  let data3 = data.score;
  const _errs8 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate46.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs8){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 > 100 || isNaN(data3)){
  validate46.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data3 < 0 || isNaN(data3)){
  validate46.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.pages_crawled !== undefined){
  let data4 = data.pages_crawled;
  const _errs10 = errors;
  const _errs11 = errors;
  if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
  validate46.errors = [{instancePath:instancePath+"/pages_crawled",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs11){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate46.errors = [{instancePath:instancePath+"/pages_crawled",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(data.issues !== undefined){
  let data5 = data.issues;
  const _errs13 = errors;
  if(errors === _errs13){
  if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
  let missing1;
  if((((data5.critical === undefined) && (missing1 = "critical")) || ((data5.warning === undefined) && (missing1 = "warning"))) || ((data5.notice === undefined) && (missing1 = "notice"))){
  validate46.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data5.critical !== undefined){
  let data6 = data5.critical;
  const _errs15 = errors;
  const _errs16 = errors;
  if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
  validate46.errors = [{instancePath:instancePath+"/issues/critical",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs16){
  if((typeof data6 == "number") && (isFinite(data6))){
  if(data6 < 0 || isNaN(data6)){
  validate46.errors = [{instancePath:instancePath+"/issues/critical",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(data5.warning !== undefined){
  let data7 = data5.warning;
  const _errs18 = errors;
  const _errs19 = errors;
  if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
  validate46.errors = [{instancePath:instancePath+"/issues/warning",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs19){
  if((typeof data7 == "number") && (isFinite(data7))){
  if(data7 < 0 || isNaN(data7)){
  validate46.errors = [{instancePath:instancePath+"/issues/warning",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid3 = _errs18 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data5.notice !== undefined){
  let data8 = data5.notice;
  const _errs21 = errors;
  const _errs22 = errors;
  if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
  validate46.errors = [{instancePath:instancePath+"/issues/notice",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs22){
  if((typeof data8 == "number") && (isFinite(data8))){
  if(data8 < 0 || isNaN(data8)){
  validate46.errors = [{instancePath:instancePath+"/issues/notice",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
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
  validate46.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs13 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.audited_at !== undefined){
  let data9 = data.audited_at;
  const _errs24 = errors;
  if(errors === _errs24){
  if(errors === _errs24){
  if(typeof data9 === "string"){
  if(!(formats0.validate(data9))){
  validate46.errors = [{instancePath:instancePath+"/audited_at",schemaPath:"#/properties/audited_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate46.errors = [{instancePath:instancePath+"/audited_at",schemaPath:"#/properties/audited_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs24 === errors;
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
  const _errs0 = errors;
  const _errs1 = errors;
  if(errors === _errs1){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
  validate45.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.total !== undefined){
  let data0 = data.total;
  const _errs3 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  validate45.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs3){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 0 || isNaN(data0)){
  validate45.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate45.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs5){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 < 1 || isNaN(data1)){
  validate45.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate45.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 100 || isNaN(data2)){
  validate45.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data2 < 1 || isNaN(data2)){
  validate45.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate45.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs9){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate45.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate45.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate45.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
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
  if(!(validate46(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
  errors = vErrors.length;
  }
  var valid4 = _errs15 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate45.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate45.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs11 === errors;
  }
  validate45.errors = vErrors;
  return errors === 0;
  }

  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
  validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate44.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate44.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema68.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  if(!(validate45(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
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
  validate44.errors = vErrors;
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
  validate44.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate44.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate44.errors = vErrors;
  return errors === 0;
  }


  function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate44(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
  errors = vErrors.length;
  }
  validate43.errors = vErrors;
  return errors === 0;
  }

  return exports["XS8vYH29HT9SKXD7BgLfVDD_"];
};
