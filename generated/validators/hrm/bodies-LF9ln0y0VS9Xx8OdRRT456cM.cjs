/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.LF9ln0y0VS9Xx8OdRRT456cM = validate21;
  const schema28 = {"$ref":"hrm-bodies.json#/definitions/DocumentPageResponse"};
  const schema29 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/DocumentPage"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema31 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/HrDocument"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
  const schema9 = {"type":"object","required":["page","pageSize","total","totalPages"],"properties":{"page":{"type":"integer","minimum":1},"pageSize":{"type":"integer","minimum":1,"maximum":100},"total":{"type":"integer","minimum":0,"description":"Items matching the filters, over all pages."},"totalPages":{"type":"integer","minimum":0}}};
  const schema32 = {"type":"object","required":["id","employeeId","title","category","fileName","mediaType","sizeBytes","confidential","createdAt"],"properties":{"id":{"type":"string","maxLength":128},"employeeId":{"anyOf":[{"type":"null"},{"type":"string","maxLength":128,"description":"Null for company-wide documents."}]},"title":{"type":"string","maxLength":200},"category":{"$ref":"hrm-bodies.json#/definitions/DocumentCategory"},"fileName":{"type":"string","maxLength":255},"mediaType":{"type":"string","maxLength":255},"sizeBytes":{"type":"integer","minimum":0},"confidential":{"type":"boolean"},"createdAt":{"type":"string","format":"date-time"}}};
  const schema33 = {"type":"string","enum":["contract","policy","payslip","certificate","performance-review"]};
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats6 = formats["date-time"];

  function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.employeeId === undefined) && (missing0 = "employeeId"))) || ((data.title === undefined) && (missing0 = "title"))) || ((data.category === undefined) && (missing0 = "category"))) || ((data.fileName === undefined) && (missing0 = "fileName"))) || ((data.mediaType === undefined) && (missing0 = "mediaType"))) || ((data.sizeBytes === undefined) && (missing0 = "sizeBytes"))) || ((data.confidential === undefined) && (missing0 = "confidential"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
  validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(func0(data0) > 128){
  validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.employeeId !== undefined){
  let data1 = data.employeeId;
  const _errs3 = errors;
  const _errs4 = errors;
  let valid1 = false;
  const _errs5 = errors;
  if(data1 !== null){
  const err0 = {instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs5 === errors;
  valid1 = valid1 || _valid0;
  if(!valid1){
  const _errs7 = errors;
  if(errors === _errs7){
  if(typeof data1 === "string"){
  if(func0(data1) > 128){
  const err1 = {instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
  const err2 = {instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  var _valid0 = _errs7 === errors;
  valid1 = valid1 || _valid0;
  }
  if(!valid1){
  const err3 = {instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate24.errors = vErrors;
  return false;
  }
  else {
  errors = _errs4;
  if(vErrors !== null){
  if(_errs4){
  vErrors.length = _errs4;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.title !== undefined){
  let data2 = data.title;
  const _errs9 = errors;
  if(errors === _errs9){
  if(typeof data2 === "string"){
  if(func0(data2) > 200){
  validate24.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs9 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.category !== undefined){
  let data3 = data.category;
  const _errs11 = errors;
  if(typeof data3 !== "string"){
  validate24.errors = [{instancePath:instancePath+"/category",schemaPath:"hrm-bodies.json#/definitions/DocumentCategory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((((data3 === "contract") || (data3 === "policy")) || (data3 === "payslip")) || (data3 === "certificate")) || (data3 === "performance-review"))){
  validate24.errors = [{instancePath:instancePath+"/category",schemaPath:"hrm-bodies.json#/definitions/DocumentCategory/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs11 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.fileName !== undefined){
  let data4 = data.fileName;
  const _errs14 = errors;
  if(errors === _errs14){
  if(typeof data4 === "string"){
  if(func0(data4) > 255){
  validate24.errors = [{instancePath:instancePath+"/fileName",schemaPath:"#/properties/fileName/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/fileName",schemaPath:"#/properties/fileName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs14 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.mediaType !== undefined){
  let data5 = data.mediaType;
  const _errs16 = errors;
  if(errors === _errs16){
  if(typeof data5 === "string"){
  if(func0(data5) > 255){
  validate24.errors = [{instancePath:instancePath+"/mediaType",schemaPath:"#/properties/mediaType/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/mediaType",schemaPath:"#/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs16 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sizeBytes !== undefined){
  let data6 = data.sizeBytes;
  const _errs18 = errors;
  if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
  validate24.errors = [{instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs18){
  if((typeof data6 == "number") && (isFinite(data6))){
  if(data6 < 0 || isNaN(data6)){
  validate24.errors = [{instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  if(data.confidential !== undefined){
  const _errs20 = errors;
  if(typeof data.confidential !== "boolean"){
  validate24.errors = [{instancePath:instancePath+"/confidential",schemaPath:"#/properties/confidential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid0 = _errs20 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.createdAt !== undefined){
  let data8 = data.createdAt;
  const _errs22 = errors;
  if(errors === _errs22){
  if(errors === _errs22){
  if(typeof data8 === "string"){
  if(!(formats6.validate(data8))){
  validate24.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
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
  }
  }
  else {
  validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate24.errors = vErrors;
  return errors === 0;
  }


  function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.items === undefined) && (missing0 = "items")){
  validate23.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
  if(!(validate24(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs4 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate23.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate23.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate23.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data.page !== undefined){
  let data2 = data.page;
  const _errs8 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate23.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs8){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 < 1 || isNaN(data2)){
  validate23.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate23.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs10){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 > 100 || isNaN(data3)){
  validate23.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data3 < 1 || isNaN(data3)){
  validate23.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate23.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs12){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate23.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate23.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs14){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  validate23.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate23.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
  }
  validate23.errors = vErrors;
  return errors === 0;
  }


  function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate22.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate22.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema29.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate22.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate22.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate23(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
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
  validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate22.errors = vErrors;
  return errors === 0;
  }


  function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
  errors = vErrors.length;
  }
  validate21.errors = vErrors;
  return errors === 0;
  }

  return exports["LF9ln0y0VS9Xx8OdRRT456cM"];
};
