/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["2rTJrvY_6R0x2_1H771x6KLk"] = validate0;
  const schema0 = {"$ref":"hrm-bodies.json#/definitions/PayrollRunPageResponse"};
  const schema2 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/PayrollRunPage"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema4 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/PayrollRun"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
  const schema9 = {"type":"object","required":["page","pageSize","total","totalPages"],"properties":{"page":{"type":"integer","minimum":1},"pageSize":{"type":"integer","minimum":1,"maximum":100},"total":{"type":"integer","minimum":0,"description":"Items matching the filters, over all pages."},"totalPages":{"type":"integer","minimum":0}}};
  const schema5 = {"type":"object","required":["id","period","periodStart","periodEnd","payDate","status","currency","employeeCount","grossTotal","deductionsTotal","netTotal","paidAt"],"properties":{"id":{"type":"string","maxLength":128},"period":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$"},"periodStart":{"type":"string","format":"date"},"periodEnd":{"type":"string","format":"date"},"payDate":{"type":"string","format":"date"},"status":{"type":"string","enum":["draft","approved","paid"]},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 currency code."},"employeeCount":{"type":"integer","minimum":0},"grossTotal":{"$ref":"hrm-bodies.json#/definitions/Money"},"deductionsTotal":{"$ref":"hrm-bodies.json#/definitions/Money"},"netTotal":{"$ref":"hrm-bodies.json#/definitions/Money"},"paidAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"Null until paid."}]}}};
  const schema6 = {"type":"string","description":"An amount in the run's currency, as a decimal string with two decimals.","pattern":"^[0-9]+\\.[0-9]{2}$"};
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const pattern1 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])$", "u");
  const pattern2 = new RegExp("^[A-Z]{3}$", "u");
  const pattern3 = new RegExp("^[0-9]+\\.[0-9]{2}$", "u");
  const formats0 = formats.date;
  const formats6 = formats["date-time"];

  function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.period === undefined) && (missing0 = "period"))) || ((data.periodStart === undefined) && (missing0 = "periodStart"))) || ((data.periodEnd === undefined) && (missing0 = "periodEnd"))) || ((data.payDate === undefined) && (missing0 = "payDate"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.employeeCount === undefined) && (missing0 = "employeeCount"))) || ((data.grossTotal === undefined) && (missing0 = "grossTotal"))) || ((data.deductionsTotal === undefined) && (missing0 = "deductionsTotal"))) || ((data.netTotal === undefined) && (missing0 = "netTotal"))) || ((data.paidAt === undefined) && (missing0 = "paidAt"))){
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
  if(data.period !== undefined){
  let data1 = data.period;
  const _errs3 = errors;
  if(errors === _errs3){
  if(typeof data1 === "string"){
  if(!pattern1.test(data1)){
  validate4.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])$"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.periodStart !== undefined){
  let data2 = data.periodStart;
  const _errs5 = errors;
  if(errors === _errs5){
  if(errors === _errs5){
  if(typeof data2 === "string"){
  if(!(formats0.validate(data2))){
  validate4.errors = [{instancePath:instancePath+"/periodStart",schemaPath:"#/properties/periodStart/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/periodStart",schemaPath:"#/properties/periodStart/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.periodEnd !== undefined){
  let data3 = data.periodEnd;
  const _errs7 = errors;
  if(errors === _errs7){
  if(errors === _errs7){
  if(typeof data3 === "string"){
  if(!(formats0.validate(data3))){
  validate4.errors = [{instancePath:instancePath+"/periodEnd",schemaPath:"#/properties/periodEnd/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/periodEnd",schemaPath:"#/properties/periodEnd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.payDate !== undefined){
  let data4 = data.payDate;
  const _errs9 = errors;
  if(errors === _errs9){
  if(errors === _errs9){
  if(typeof data4 === "string"){
  if(!(formats0.validate(data4))){
  validate4.errors = [{instancePath:instancePath+"/payDate",schemaPath:"#/properties/payDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/payDate",schemaPath:"#/properties/payDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs9 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.status !== undefined){
  let data5 = data.status;
  const _errs11 = errors;
  if(typeof data5 !== "string"){
  validate4.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data5 === "draft") || (data5 === "approved")) || (data5 === "paid"))){
  validate4.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema5.properties.status.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs11 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.currency !== undefined){
  let data6 = data.currency;
  const _errs13 = errors;
  if(errors === _errs13){
  if(typeof data6 === "string"){
  if(!pattern2.test(data6)){
  validate4.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs13 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.employeeCount !== undefined){
  let data7 = data.employeeCount;
  const _errs15 = errors;
  if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
  validate4.errors = [{instancePath:instancePath+"/employeeCount",schemaPath:"#/properties/employeeCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs15){
  if((typeof data7 == "number") && (isFinite(data7))){
  if(data7 < 0 || isNaN(data7)){
  validate4.errors = [{instancePath:instancePath+"/employeeCount",schemaPath:"#/properties/employeeCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(data.grossTotal !== undefined){
  let data8 = data.grossTotal;
  const _errs17 = errors;
  const _errs18 = errors;
  if(errors === _errs18){
  if(typeof data8 === "string"){
  if(!pattern3.test(data8)){
  validate4.errors = [{instancePath:instancePath+"/grossTotal",schemaPath:"hrm-bodies.json#/definitions/Money/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]{2}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]{2}$"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/grossTotal",schemaPath:"hrm-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs17 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.deductionsTotal !== undefined){
  let data9 = data.deductionsTotal;
  const _errs20 = errors;
  const _errs21 = errors;
  if(errors === _errs21){
  if(typeof data9 === "string"){
  if(!pattern3.test(data9)){
  validate4.errors = [{instancePath:instancePath+"/deductionsTotal",schemaPath:"hrm-bodies.json#/definitions/Money/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]{2}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]{2}$"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/deductionsTotal",schemaPath:"hrm-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs20 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.netTotal !== undefined){
  let data10 = data.netTotal;
  const _errs23 = errors;
  const _errs24 = errors;
  if(errors === _errs24){
  if(typeof data10 === "string"){
  if(!pattern3.test(data10)){
  validate4.errors = [{instancePath:instancePath+"/netTotal",schemaPath:"hrm-bodies.json#/definitions/Money/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]{2}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]{2}$"+"\""}];
  return false;
  }
  }
  else {
  validate4.errors = [{instancePath:instancePath+"/netTotal",schemaPath:"hrm-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs23 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.paidAt !== undefined){
  let data11 = data.paidAt;
  const _errs26 = errors;
  const _errs27 = errors;
  let valid4 = false;
  const _errs28 = errors;
  if(data11 !== null){
  const err0 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs28 === errors;
  valid4 = valid4 || _valid0;
  if(!valid4){
  const _errs30 = errors;
  if(errors === _errs30){
  if(errors === _errs30){
  if(typeof data11 === "string"){
  if(!(formats6.validate(data11))){
  const err1 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
  const err2 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid0 = _errs30 === errors;
  valid4 = valid4 || _valid0;
  }
  if(!valid4){
  const err3 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
  errors = _errs27;
  if(vErrors !== null){
  if(_errs27){
  vErrors.length = _errs27;
  }
  else {
  vErrors = null;
  }
  }
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
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.items === undefined) && (missing0 = "items")){
  validate3.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.items !== undefined){
  let data0 = data.items;
  const _errs2 = errors;
  if(errors === _errs2){
  if(Array.isArray(data0)){
  var valid2 = true;
  const len0 = data0.length;
  for(let i0=0; i0<len0; i0++){
  const _errs4 = errors;
  if(!(validate4(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs4 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate3.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate3.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs0 === errors;
  if(valid0){
  const _errs5 = errors;
  const _errs6 = errors;
  if(errors === _errs6){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing1;
  if(((((data.page === undefined) && (missing1 = "page")) || ((data.pageSize === undefined) && (missing1 = "pageSize"))) || ((data.total === undefined) && (missing1 = "total"))) || ((data.totalPages === undefined) && (missing1 = "totalPages"))){
  validate3.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data.page !== undefined){
  let data2 = data.page;
  const _errs8 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate3.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs8){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 < 1 || isNaN(data2)){
  validate3.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  var valid4 = _errs8 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data.pageSize !== undefined){
  let data3 = data.pageSize;
  const _errs10 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate3.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs10){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 > 100 || isNaN(data3)){
  validate3.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data3 < 1 || isNaN(data3)){
  validate3.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid4 = _errs10 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data.total !== undefined){
  let data4 = data.total;
  const _errs12 = errors;
  if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
  validate3.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs12){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate3.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid4 = _errs12 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data.totalPages !== undefined){
  let data5 = data.totalPages;
  const _errs14 = errors;
  if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
  validate3.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs14){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  validate3.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid4 = _errs14 === errors;
  }
  else {
  var valid4 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate3.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
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
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
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
  validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

  return exports["2rTJrvY_6R0x2_1H771x6KLk"];
};
