/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.Mw1wUAlisnB9IZTQYF0euSaB = validate24;
  const schema35 = {"$ref":"marketing-bodies.json#/definitions/SerpRankingPageResponse"};
  const schema36 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/SerpRankingPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema10 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema37 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/SerpRanking"}}}}]};
  const schema4 = {"type":"object","required":["total","page","page_size","total_pages"],"properties":{"total":{"type":"integer","minimum":0,"description":"How many items match, over all pages."},"page":{"type":"integer","minimum":1},"page_size":{"type":"integer","minimum":1,"maximum":100},"total_pages":{"type":"integer","minimum":0,"description":"The number of non-empty pages (0 when nothing matches)."}}};
  const schema39 = {"type":"object","required":["id","tenant_id","keyword_id","keyword","engine","device","position","url","checked_at"],"properties":{"id":{"type":"string","pattern":"^rnk_[0-9a-f]{10}$"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"keyword_id":{"type":"string","pattern":"^kwd_[0-9a-f]{10}$"},"keyword":{"type":"string","maxLength":200},"engine":{"$ref":"marketing-bodies.json#/definitions/SearchEngine"},"device":{"$ref":"marketing-bodies.json#/definitions/Device"},"position":{"type":"integer","minimum":1,"maximum":100,"description":"The rank of the tenant's best result (1 is the top)."},"url":{"type":"string","maxLength":2048,"format":"uri","description":"The tenant's page that ranks."},"checked_at":{"type":"string","format":"date-time"}}};
  const schema7 = {"type":"string","maxLength":63,"description":"The tenant the row belongs to; always the tenant of the key."};
  const schema41 = {"type":"string","enum":["google","bing"]};
  const schema42 = {"type":"string","enum":["desktop","mobile"]};
  const pattern7 = new RegExp("^rnk_[0-9a-f]{10}$", "u");
  const pattern8 = new RegExp("^kwd_[0-9a-f]{10}$", "u");
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats10 = formats.uri;
  const formats0 = formats["date-time"];

  function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.keyword_id === undefined) && (missing0 = "keyword_id"))) || ((data.keyword === undefined) && (missing0 = "keyword"))) || ((data.engine === undefined) && (missing0 = "engine"))) || ((data.device === undefined) && (missing0 = "device"))) || ((data.position === undefined) && (missing0 = "position"))) || ((data.url === undefined) && (missing0 = "url"))) || ((data.checked_at === undefined) && (missing0 = "checked_at"))){
  validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(!pattern7.test(data0)){
  validate27.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^rnk_[0-9a-f]{10}$"},message:"must match pattern \""+"^rnk_[0-9a-f]{10}$"+"\""}];
  return false;
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate27.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
  return false;
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.keyword_id !== undefined){
  let data2 = data.keyword_id;
  const _errs6 = errors;
  if(errors === _errs6){
  if(typeof data2 === "string"){
  if(!pattern8.test(data2)){
  validate27.errors = [{instancePath:instancePath+"/keyword_id",schemaPath:"#/properties/keyword_id/pattern",keyword:"pattern",params:{pattern: "^kwd_[0-9a-f]{10}$"},message:"must match pattern \""+"^kwd_[0-9a-f]{10}$"+"\""}];
  return false;
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/keyword_id",schemaPath:"#/properties/keyword_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.keyword !== undefined){
  let data3 = data.keyword;
  const _errs8 = errors;
  if(errors === _errs8){
  if(typeof data3 === "string"){
  if(func0(data3) > 200){
  validate27.errors = [{instancePath:instancePath+"/keyword",schemaPath:"#/properties/keyword/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/keyword",schemaPath:"#/properties/keyword/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.engine !== undefined){
  let data4 = data.engine;
  const _errs10 = errors;
  if(typeof data4 !== "string"){
  validate27.errors = [{instancePath:instancePath+"/engine",schemaPath:"marketing-bodies.json#/definitions/SearchEngine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data4 === "google") || (data4 === "bing"))){
  validate27.errors = [{instancePath:instancePath+"/engine",schemaPath:"marketing-bodies.json#/definitions/SearchEngine/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.device !== undefined){
  let data5 = data.device;
  const _errs13 = errors;
  if(typeof data5 !== "string"){
  validate27.errors = [{instancePath:instancePath+"/device",schemaPath:"marketing-bodies.json#/definitions/Device/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data5 === "desktop") || (data5 === "mobile"))){
  validate27.errors = [{instancePath:instancePath+"/device",schemaPath:"marketing-bodies.json#/definitions/Device/enum",keyword:"enum",params:{allowedValues: schema42.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs13 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.position !== undefined){
  let data6 = data.position;
  const _errs16 = errors;
  if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
  validate27.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs16){
  if((typeof data6 == "number") && (isFinite(data6))){
  if(data6 > 100 || isNaN(data6)){
  validate27.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data6 < 1 || isNaN(data6)){
  validate27.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs16 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.url !== undefined){
  let data7 = data.url;
  const _errs18 = errors;
  if(errors === _errs18){
  if(errors === _errs18){
  if(typeof data7 === "string"){
  if(func0(data7) > 2048){
  validate27.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
  return false;
  }
  else {
  if(!(formats10(data7))){
  validate27.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs18 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.checked_at !== undefined){
  let data8 = data.checked_at;
  const _errs20 = errors;
  if(errors === _errs20){
  if(errors === _errs20){
  if(typeof data8 === "string"){
  if(!(formats0.validate(data8))){
  validate27.errors = [{instancePath:instancePath+"/checked_at",schemaPath:"#/properties/checked_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/checked_at",schemaPath:"#/properties/checked_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
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
  }
  }
  }
  }
  }
  }
  else {
  validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate27.errors = vErrors;
  return errors === 0;
  }


  function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  const _errs1 = errors;
  if(errors === _errs1){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
  validate26.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.total !== undefined){
  let data0 = data.total;
  const _errs3 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  validate26.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs3){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 0 || isNaN(data0)){
  validate26.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate26.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs5){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 < 1 || isNaN(data1)){
  validate26.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate26.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 100 || isNaN(data2)){
  validate26.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data2 < 1 || isNaN(data2)){
  validate26.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate26.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs9){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate26.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate26.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate26.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
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
  if(!(validate27(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
  errors = vErrors.length;
  }
  var valid4 = _errs15 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate26.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate26.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs11 === errors;
  }
  validate26.errors = vErrors;
  return errors === 0;
  }

  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
  validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate25.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate25.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema36.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  if(!(validate26(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
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
  validate25.errors = vErrors;
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
  validate25.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate25.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate25.errors = vErrors;
  return errors === 0;
  }


  function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
  errors = vErrors.length;
  }
  validate24.errors = vErrors;
  return errors === 0;
  }

  return exports["Mw1wUAlisnB9IZTQYF0euSaB"];
};
