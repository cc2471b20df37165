/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.CydBemHbXBzx7scrLAPDkcsv = validate9;
  const schema13 = {"$ref":"marketing-bodies.json#/definitions/AdCampaignPageResponse"};
  const schema14 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/AdCampaignPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema10 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema15 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/AdCampaign"}}}}]};
  const schema4 = {"type":"object","required":["total","page","page_size","total_pages"],"properties":{"total":{"type":"integer","minimum":0,"description":"How many items match, over all pages."},"page":{"type":"integer","minimum":1},"page_size":{"type":"integer","minimum":1,"maximum":100},"total_pages":{"type":"integer","minimum":0,"description":"The number of non-empty pages (0 when nothing matches)."}}};
  const schema17 = {"type":"object","required":["id","tenant_id","name","channel","budget","currency","start_date","end_date","status"],"properties":{"id":{"$ref":"marketing-bodies.json#/definitions/CampaignId"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"name":{"type":"string","maxLength":200},"channel":{"type":"string","enum":["google_ads","microsoft_ads","meta_ads","linkedin_ads"],"description":"The ad network the campaign runs on."},"budget":{"allOf":[{"$ref":"marketing-bodies.json#/definitions/Money"}],"description":"The total budget of the campaign's period."},"currency":{"$ref":"marketing-bodies.json#/definitions/Currency"},"start_date":{"type":"string","format":"date"},"end_date":{"anyOf":[{"type":"null"},{"type":"string","format":"date","description":"The last day (inclusive); null for an open-ended campaign."}]},"status":{"$ref":"marketing-bodies.json#/definitions/CampaignStatus"}}};
  const schema18 = {"type":"string","pattern":"^cmp_[0-9a-f]{10}$"};
  const schema7 = {"type":"string","maxLength":63,"description":"The tenant the row belongs to; always the tenant of the key."};
  const schema20 = {"type":"number","description":"An amount in the row's currency, with at most two decimals.","minimum":0};
  const schema21 = {"type":"string","description":"ISO 4217 currency code.","pattern":"^[A-Z]{3}$"};
  const schema22 = {"type":"string","enum":["draft","active","paused","completed"]};
  const pattern2 = new RegExp("^cmp_[0-9a-f]{10}$", "u");
  const pattern3 = new RegExp("^[A-Z]{3}$", "u");
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats6 = formats.date;

  function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.budget === undefined) && (missing0 = "budget"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.start_date === undefined) && (missing0 = "start_date"))) || ((data.end_date === undefined) && (missing0 = "end_date"))) || ((data.status === undefined) && (missing0 = "status"))){
  validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  const _errs2 = errors;
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(!pattern2.test(data0)){
  validate12.errors = [{instancePath:instancePath+"/id",schemaPath:"marketing-bodies.json#/definitions/CampaignId/pattern",keyword:"pattern",params:{pattern: "^cmp_[0-9a-f]{10}$"},message:"must match pattern \""+"^cmp_[0-9a-f]{10}$"+"\""}];
  return false;
  }
  }
  else {
  validate12.errors = [{instancePath:instancePath+"/id",schemaPath:"marketing-bodies.json#/definitions/CampaignId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate12.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"}];
  return false;
  }
  }
  else {
  validate12.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.name !== undefined){
  let data2 = data.name;
  const _errs7 = errors;
  if(errors === _errs7){
  if(typeof data2 === "string"){
  if(func0(data2) > 200){
  validate12.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate12.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.channel !== undefined){
  let data3 = data.channel;
  const _errs9 = errors;
  if(typeof data3 !== "string"){
  validate12.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data3 === "google_ads") || (data3 === "microsoft_ads")) || (data3 === "meta_ads")) || (data3 === "linkedin_ads"))){
  validate12.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema17.properties.channel.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs9 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.budget !== undefined){
  let data4 = data.budget;
  const _errs11 = errors;
  const _errs13 = errors;
  if(errors === _errs13){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate12.errors = [{instancePath:instancePath+"/budget",schemaPath:"marketing-bodies.json#/definitions/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  else {
  validate12.errors = [{instancePath:instancePath+"/budget",schemaPath:"marketing-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
  return false;
  }
  }
  var valid0 = _errs11 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.currency !== undefined){
  let data5 = data.currency;
  const _errs15 = errors;
  const _errs16 = errors;
  if(errors === _errs16){
  if(typeof data5 === "string"){
  if(!pattern3.test(data5)){
  validate12.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
  return false;
  }
  }
  else {
  validate12.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs15 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.start_date !== undefined){
  let data6 = data.start_date;
  const _errs18 = errors;
  if(errors === _errs18){
  if(errors === _errs18){
  if(typeof data6 === "string"){
  if(!(formats6.validate(data6))){
  validate12.errors = [{instancePath:instancePath+"/start_date",schemaPath:"#/properties/start_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
  return false;
  }
  }
  else {
  validate12.errors = [{instancePath:instancePath+"/start_date",schemaPath:"#/properties/start_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.end_date !== undefined){
  let data7 = data.end_date;
  const _errs20 = errors;
  const _errs21 = errors;
  let valid6 = false;
  const _errs22 = errors;
  if(data7 !== null){
  const err0 = {instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs22 === errors;
  valid6 = valid6 || _valid0;
  if(!valid6){
  const _errs24 = errors;
  if(errors === _errs24){
  if(errors === _errs24){
  if(typeof data7 === "string"){
  if(!(formats6.validate(data7))){
  const err1 = {instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
  const err2 = {instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid0 = _errs24 === errors;
  valid6 = valid6 || _valid0;
  }
  if(!valid6){
  const err3 = {instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate12.errors = vErrors;
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
  if(valid0){
  if(data.status !== undefined){
  let data8 = data.status;
  const _errs26 = errors;
  if(typeof data8 !== "string"){
  validate12.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-bodies.json#/definitions/CampaignStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data8 === "draft") || (data8 === "active")) || (data8 === "paused")) || (data8 === "completed"))){
  validate12.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-bodies.json#/definitions/CampaignStatus/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs26 === errors;
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
  const _errs0 = errors;
  const _errs1 = errors;
  if(errors === _errs1){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
  validate11.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.total !== undefined){
  let data0 = data.total;
  const _errs3 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  validate11.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs3){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 0 || isNaN(data0)){
  validate11.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate11.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs5){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 < 1 || isNaN(data1)){
  validate11.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate11.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 100 || isNaN(data2)){
  validate11.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data2 < 1 || isNaN(data2)){
  validate11.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate11.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs9){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 0 || isNaN(data3)){
  validate11.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate11.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate11.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
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
  if(!(validate12(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
  errors = vErrors.length;
  }
  var valid4 = _errs15 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate11.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate11.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs11 === errors;
  }
  validate11.errors = vErrors;
  return errors === 0;
  }

  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
  validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate10.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate10.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema14.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  if(!(validate11(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
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
  validate10.errors = vErrors;
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
  validate10.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate10.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate10.errors = vErrors;
  return errors === 0;
  }


  function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate10(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
  errors = vErrors.length;
  }
  validate9.errors = vErrors;
  return errors === 0;
  }

  return exports["CydBemHbXBzx7scrLAPDkcsv"];
};
