/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["_s-EiMOIhw7EzqlytYji1SS3"] = validate50;
  const schema79 = {"$ref":"marketing-bodies.json#/definitions/KeywordPageResponse"};
  const schema80 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/KeywordPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema10 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema81 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/Keyword"}}}}]};
  const schema4 = {"type":"object","required":["total","page","page_size","total_pages"],"properties":{"total":{"type":"integer","minimum":0,"description":"How many items match, over all pages."},"page":{"type":"integer","minimum":1},"page_size":{"type":"integer","minimum":1,"maximum":100},"total_pages":{"type":"integer","minimum":0,"description":"The number of non-empty pages (0 when nothing matches)."}}};
  const schema83 = {"type":"object","required":["id","tenant_id","keyword","search_volume","difficulty","cpc","currency","intent"],"properties":{"id":{"type":"string","pattern":"^kwd_[0-9a-f]{10}$"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"keyword":{"type":"string","maxLength":200},"search_volume":{"type":"integer","minimum":0,"description":"Average monthly searches."},"difficulty":{"type":"integer","minimum":0,"maximum":100,"description":"How hard ranking for the keyword is, 0 (easy) to 100."},"cpc":{"allOf":[{"$ref":"marketing-bodies.json#/definitions/Money"}],"description":"Average cost per click."},"currency":{"$ref":"marketing-bodies.json#/definitions/Currency"},"intent":{"$ref":"marketing-bodies.json#/definitions/KeywordIntent"}}};
  const schema7 = {"type":"string","maxLength":63,"description":"The tenant the row belongs to; always the tenant of the key."};
  const schema20 = {"type":"number","description":"An amount in the row's currency, with at most two decimals.","minimum":0};
  const schema21 = {"type":"string","description":"ISO 4217 currency code.","pattern":"^[A-Z]{3}$"};
  const schema87 = {"type":"string","enum":["informational","navigational","commercial","transactional"]};
  const pattern8 = new RegExp("^kwd_[0-9a-f]{10}$", "u");
  const pattern3 = new RegExp("^[A-Z]{3}$", "u");
  const func0 = require("ajv/dist/runtime/ucs2length").default;

  function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.keyword === undefined) && (missing0 = "keyword"))) || ((data.search_volume === undefined) && (missing0 = "search_volume"))) || ((data.difficulty === undefined) && (missing0 = "difficulty"))) || ((data.cpc === undefined) && (missing0 = "cpc"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.intent === undefined) && (missing0 = "intent"))){
  validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(!pattern8.test(data0)){
  validate53.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^kwd_[0-9a-f]{10}$"},message:"must match pattern \""+"^kwd_[0-9a-f]{10}$"+"\""}];
  return false;
  }
  }
  else {
  validate53.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate53.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
  return false;
  }
  }
  else {
  validate53.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.keyword !== undefined){
  let data2 = data.keyword;
  const _errs6 = errors;
  if(errors === _errs6){
  if(typeof data2 === "string"){
  if(func0(data2) > 200){
  validate53.errors = [{instancePath:instancePath+"/keyword",schemaPath:"#/properties/keyword/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate53.errors = [{instancePath:instancePath+"/keyword",schemaPath:"#/properties/keyword/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.search_volume !== undefined){
  let data3 = data.search_volume;
  const _errs8 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate53.errors = [{instancePath:instancePath+"/search_volume",schemaPath:"#/properties/search_volume/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs8){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate53.errors = [{instancePath:instancePath+"/search_volume",schemaPath:"#/properties/search_volume/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(data.difficulty !== undefined){
  let data4 = data.difficulty;
  const _errs10 = errors;
  if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
  validate53.errors = [{instancePath:instancePath+"/difficulty",schemaPath:"#/properties/difficulty/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs10){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 > 100 || isNaN(data4)){
  validate53.errors = [{instancePath:instancePath+"/difficulty",schemaPath:"#/properties/difficulty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data4 < 0 || isNaN(data4)){
  validate53.errors = [{instancePath:instancePath+"/difficulty",schemaPath:"#/properties/difficulty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.cpc !== undefined){
  let data5 = data.cpc;
  const _errs12 = errors;
  const _errs14 = errors;
  if(errors === _errs14){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  validate53.errors = [{instancePath:instancePath+"/cpc",schemaPath:"marketing-bodies.json#/definitions/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  else {
  validate53.errors = [{instancePath:instancePath+"/cpc",schemaPath:"marketing-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
  return false;
  }
  }
  var valid0 = _errs12 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.currency !== undefined){
  let data6 = data.currency;
  const _errs16 = errors;
  const _errs17 = errors;
  if(errors === _errs17){
  if(typeof data6 === "string"){
  if(!pattern3.test(data6)){
  validate53.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
  return false;
  }
  }
  else {
  validate53.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs16 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.intent !== undefined){
  let data7 = data.intent;
  const _errs19 = errors;
  if(typeof data7 !== "string"){
  validate53.errors = [{instancePath:instancePath+"/intent",schemaPath:"marketing-bodies.json#/definitions/KeywordIntent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data7 === "informational") || (data7 === "navigational")) || (data7 === "commercial")) || (data7 === "transactional"))){
  validate53.errors = [{instancePath:instancePath+"/intent",schemaPath:"marketing-bodies.json#/definitions/KeywordIntent/enum",keyword:"enum",params:{allowedValues: schema87.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs19 === errors;
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
  else {
  validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate53.errors = vErrors;
  return errors === 0;
  }


  function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  const _errs1 = errors;
  if(errors === _errs1){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
  validate52.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.total !== undefined){
  let data0 = data.total;
  const _errs3 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  validate52.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs3){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 0 || isNaN(data0)){
  validate52.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate52.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs5){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 < 1 || isNaN(data1)){
  validate52.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate52.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 100 || isNaN(data2)){
  validate52.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data2 < 1 || isNaN(data2)){
  validate52.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate52.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs9){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate52.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate52.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate52.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
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
  if(!(validate53(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
  errors = vErrors.length;
  }
  var valid4 = _errs15 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate52.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate52.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs11 === errors;
  }
  validate52.errors = vErrors;
  return errors === 0;
  }

  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
  validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate51.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate51.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema80.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  if(!(validate52(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
  validate51.errors = vErrors;
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
  validate51.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate51.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate51.errors = vErrors;
  return errors === 0;
  }


  function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
  errors = vErrors.length;
  }
  validate50.errors = vErrors;
  return errors === 0;
  }

  return exports["_s-EiMOIhw7EzqlytYji1SS3"];
};
