/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.pWp0eUVjy25ArITeF2JFL7Yt = validate52;
  const schema66 = {"$ref":"hrm-bodies.json#/definitions/LeavePageResponse"};
  const schema67 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/LeavePage"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema69 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/LeaveRequest"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
  const schema9 = {"type":"object","required":["page","pageSize","total","totalPages"],"properties":{"page":{"type":"integer","minimum":1},"pageSize":{"type":"integer","minimum":1,"maximum":100},"total":{"type":"integer","minimum":0,"description":"Items matching the filters, over all pages."},"totalPages":{"type":"integer","minimum":0}}};
  const schema70 = {"type":"object","required":["id","employeeId","leaveType","startDate","endDate","workingDays","status","requestedAt","decidedAt","approverId"],"properties":{"id":{"type":"string","maxLength":128},"employeeId":{"type":"string","maxLength":128},"leaveType":{"type":"string","enum":["annual","sick","parental","unpaid","bereavement"]},"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"workingDays":{"type":"integer","minimum":1},"status":{"$ref":"hrm-bodies.json#/definitions/LeaveStatus"},"requestedAt":{"type":"string","format":"date-time"},"decidedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"Null while pending."}]},"approverId":{"anyOf":[{"type":"null"},{"type":"string","maxLength":128,"description":"The employee who decided; null while pending or when cancelled."}]}}};
  const schema71 = {"type":"string","enum":["pending","approved","rejected","cancelled"]};
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats0 = formats.date;
  const formats6 = formats["date-time"];

  function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.employeeId === undefined) && (missing0 = "employeeId"))) || ((data.leaveType === undefined) && (missing0 = "leaveType"))) || ((data.startDate === undefined) && (missing0 = "startDate"))) || ((data.endDate === undefined) && (missing0 = "endDate"))) || ((data.workingDays === undefined) && (missing0 = "workingDays"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.requestedAt === undefined) && (missing0 = "requestedAt"))) || ((data.decidedAt === undefined) && (missing0 = "decidedAt"))) || ((data.approverId === undefined) && (missing0 = "approverId"))){
  validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(func0(data0) > 128){
  validate55.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate55.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(errors === _errs3){
  if(typeof data1 === "string"){
  if(func0(data1) > 128){
  validate55.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate55.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.leaveType !== undefined){
  let data2 = data.leaveType;
  const _errs5 = errors;
  if(typeof data2 !== "string"){
  validate55.errors = [{instancePath:instancePath+"/leaveType",schemaPath:"#/properties/leaveType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((((data2 === "annual") || (data2 === "sick")) || (data2 === "parental")) || (data2 === "unpaid")) || (data2 === "bereavement"))){
  validate55.errors = [{instancePath:instancePath+"/leaveType",schemaPath:"#/properties/leaveType/enum",keyword:"enum",params:{allowedValues: schema70.properties.leaveType.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.startDate !== undefined){
  let data3 = data.startDate;
  const _errs7 = errors;
  if(errors === _errs7){
  if(errors === _errs7){
  if(typeof data3 === "string"){
  if(!(formats0.validate(data3))){
  validate55.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
  return false;
  }
  }
  else {
  validate55.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.endDate !== undefined){
  let data4 = data.endDate;
  const _errs9 = errors;
  if(errors === _errs9){
  if(errors === _errs9){
  if(typeof data4 === "string"){
  if(!(formats0.validate(data4))){
  validate55.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
  return false;
  }
  }
  else {
  validate55.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.workingDays !== undefined){
  let data5 = data.workingDays;
  const _errs11 = errors;
  if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
  validate55.errors = [{instancePath:instancePath+"/workingDays",schemaPath:"#/properties/workingDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs11){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 1 || isNaN(data5)){
  validate55.errors = [{instancePath:instancePath+"/workingDays",schemaPath:"#/properties/workingDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  var valid0 = _errs11 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.status !== undefined){
  let data6 = data.status;
  const _errs13 = errors;
  if(typeof data6 !== "string"){
  validate55.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-bodies.json#/definitions/LeaveStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data6 === "pending") || (data6 === "approved")) || (data6 === "rejected")) || (data6 === "cancelled"))){
  validate55.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-bodies.json#/definitions/LeaveStatus/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs13 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.requestedAt !== undefined){
  let data7 = data.requestedAt;
  const _errs16 = errors;
  if(errors === _errs16){
  if(errors === _errs16){
  if(typeof data7 === "string"){
  if(!(formats6.validate(data7))){
  validate55.errors = [{instancePath:instancePath+"/requestedAt",schemaPath:"#/properties/requestedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
  return false;
  }
  }
  else {
  validate55.errors = [{instancePath:instancePath+"/requestedAt",schemaPath:"#/properties/requestedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs16 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.decidedAt !== undefined){
  let data8 = data.decidedAt;
  const _errs18 = errors;
  const _errs19 = errors;
  let valid2 = false;
  const _errs20 = errors;
  if(data8 !== null){
  const err0 = {instancePath:instancePath+"/decidedAt",schemaPath:"#/properties/decidedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs20 === errors;
  valid2 = valid2 || _valid0;
  if(!valid2){
  const _errs22 = errors;
  if(errors === _errs22){
  if(errors === _errs22){
  if(typeof data8 === "string"){
  if(!(formats6.validate(data8))){
  const err1 = {instancePath:instancePath+"/decidedAt",schemaPath:"#/properties/decidedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
  const err2 = {instancePath:instancePath+"/decidedAt",schemaPath:"#/properties/decidedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid0 = _errs22 === errors;
  valid2 = valid2 || _valid0;
  }
  if(!valid2){
  const err3 = {instancePath:instancePath+"/decidedAt",schemaPath:"#/properties/decidedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate55.errors = vErrors;
  return false;
  }
  else {
  errors = _errs19;
  if(vErrors !== null){
  if(_errs19){
  vErrors.length = _errs19;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs18 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.approverId !== undefined){
  let data9 = data.approverId;
  const _errs24 = errors;
  const _errs25 = errors;
  let valid3 = false;
  const _errs26 = errors;
  if(data9 !== null){
  const err4 = {instancePath:instancePath+"/approverId",schemaPath:"#/properties/approverId/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var _valid1 = _errs26 === errors;
  valid3 = valid3 || _valid1;
  if(!valid3){
  const _errs28 = errors;
  if(errors === _errs28){
  if(typeof data9 === "string"){
  if(func0(data9) > 128){
  const err5 = {instancePath:instancePath+"/approverId",schemaPath:"#/properties/approverId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
  const err6 = {instancePath:instancePath+"/approverId",schemaPath:"#/properties/approverId/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  var _valid1 = _errs28 === errors;
  valid3 = valid3 || _valid1;
  }
  if(!valid3){
  const err7 = {instancePath:instancePath+"/approverId",schemaPath:"#/properties/approverId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  validate55.errors = vErrors;
  return false;
  }
  else {
  errors = _errs25;
  if(vErrors !== null){
  if(_errs25){
  vErrors.length = _errs25;
  }
  else {
  vErrors = null;
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
  }
  }
  }
  else {
  validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate55.errors = vErrors;
  return errors === 0;
  }


  function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.items === undefined) && (missing0 = "items")){
  validate54.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
  if(!(validate55(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs4 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate54.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate54.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate54.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data.page !== undefined){
  let data2 = data.page;
  const _errs8 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate54.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs8){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 < 1 || isNaN(data2)){
  validate54.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate54.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs10){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 > 100 || isNaN(data3)){
  validate54.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data3 < 1 || isNaN(data3)){
  validate54.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate54.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs12){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate54.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate54.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs14){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  validate54.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate54.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
  }
  validate54.errors = vErrors;
  return errors === 0;
  }


  function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate53.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate53.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema67.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate53.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate53.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate54(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
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
  if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
  errors = vErrors.length;
  }
  validate52.errors = vErrors;
  return errors === 0;
  }

  return exports["pWp0eUVjy25ArITeF2JFL7Yt"];
};
