/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["nxY0X4vWwmY7-E92EQHSPbBt"] = validate46;
  const schema58 = {"$ref":"hrm-bodies.json#/definitions/AttendancePageResponse"};
  const schema59 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/AttendancePage"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema61 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/AttendanceRecord"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
  const schema62 = {"type":"object","required":["id","employeeId","workDate","status","checkIn","checkOut","workedMinutes"],"properties":{"id":{"type":"string","maxLength":128},"employeeId":{"type":"string","maxLength":128},"workDate":{"type":"string","format":"date"},"status":{"type":"string","enum":["present","remote","late","absent"]},"checkIn":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"Null when absent."}]},"checkOut":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"Null when absent."}]},"workedMinutes":{"type":"integer","minimum":0}}};
  const schema9 = {"type":"object","required":["page","pageSize","total","totalPages"],"properties":{"page":{"type":"integer","minimum":1},"pageSize":{"type":"integer","minimum":1,"maximum":100},"total":{"type":"integer","minimum":0,"description":"Items matching the filters, over all pages."},"totalPages":{"type":"integer","minimum":0}}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats0 = formats.date;
  const formats6 = formats["date-time"];

  function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.items === undefined) && (missing0 = "items")){
  validate48.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
  let data1 = data0[i0];
  const _errs4 = errors;
  const _errs5 = errors;
  if(errors === _errs5){
  if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
  let missing1;
  if((((((((data1.id === undefined) && (missing1 = "id")) || ((data1.employeeId === undefined) && (missing1 = "employeeId"))) || ((data1.workDate === undefined) && (missing1 = "workDate"))) || ((data1.status === undefined) && (missing1 = "status"))) || ((data1.checkIn === undefined) && (missing1 = "checkIn"))) || ((data1.checkOut === undefined) && (missing1 = "checkOut"))) || ((data1.workedMinutes === undefined) && (missing1 = "workedMinutes"))){
  validate48.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data1.id !== undefined){
  let data2 = data1.id;
  const _errs7 = errors;
  if(errors === _errs7){
  if(typeof data2 === "string"){
  if(func0(data2) > 128){
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid4 = _errs7 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data1.employeeId !== undefined){
  let data3 = data1.employeeId;
  const _errs9 = errors;
  if(errors === _errs9){
  if(typeof data3 === "string"){
  if(func0(data3) > 128){
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/employeeId",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/employeeId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/employeeId",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/employeeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid4 = _errs9 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data1.workDate !== undefined){
  let data4 = data1.workDate;
  const _errs11 = errors;
  if(errors === _errs11){
  if(errors === _errs11){
  if(typeof data4 === "string"){
  if(!(formats0.validate(data4))){
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/workDate",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/workDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
  return false;
  }
  }
  else {
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/workDate",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/workDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid4 = _errs11 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data1.status !== undefined){
  let data5 = data1.status;
  const _errs13 = errors;
  if(typeof data5 !== "string"){
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/status",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((((data5 === "present") || (data5 === "remote")) || (data5 === "late")) || (data5 === "absent"))){
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/status",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/status/enum",keyword:"enum",params:{allowedValues: schema62.properties.status.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid4 = _errs13 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data1.checkIn !== undefined){
  let data6 = data1.checkIn;
  const _errs15 = errors;
  const _errs16 = errors;
  let valid5 = false;
  const _errs17 = errors;
  if(data6 !== null){
  const err0 = {instancePath:instancePath+"/items/" + i0+"/checkIn",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkIn/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs17 === errors;
  valid5 = valid5 || _valid0;
  if(!valid5){
  const _errs19 = errors;
  if(errors === _errs19){
  if(errors === _errs19){
  if(typeof data6 === "string"){
  if(!(formats6.validate(data6))){
  const err1 = {instancePath:instancePath+"/items/" + i0+"/checkIn",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkIn/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
  const err2 = {instancePath:instancePath+"/items/" + i0+"/checkIn",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkIn/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid0 = _errs19 === errors;
  valid5 = valid5 || _valid0;
  }
  if(!valid5){
  const err3 = {instancePath:instancePath+"/items/" + i0+"/checkIn",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkIn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate48.errors = vErrors;
  return false;
  }
  else {
  errors = _errs16;
  if(vErrors !== null){
  if(_errs16){
  vErrors.length = _errs16;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid4 = _errs15 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data1.checkOut !== undefined){
  let data7 = data1.checkOut;
  const _errs21 = errors;
  const _errs22 = errors;
  let valid6 = false;
  const _errs23 = errors;
  if(data7 !== null){
  const err4 = {instancePath:instancePath+"/items/" + i0+"/checkOut",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkOut/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var _valid1 = _errs23 === errors;
  valid6 = valid6 || _valid1;
  if(!valid6){
  const _errs25 = errors;
  if(errors === _errs25){
  if(errors === _errs25){
  if(typeof data7 === "string"){
  if(!(formats6.validate(data7))){
  const err5 = {instancePath:instancePath+"/items/" + i0+"/checkOut",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkOut/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
  const err6 = {instancePath:instancePath+"/items/" + i0+"/checkOut",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkOut/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid1 = _errs25 === errors;
  valid6 = valid6 || _valid1;
  }
  if(!valid6){
  const err7 = {instancePath:instancePath+"/items/" + i0+"/checkOut",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkOut/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  validate48.errors = vErrors;
  return false;
  }
  else {
  errors = _errs22;
  if(vErrors !== null){
  if(_errs22){
  vErrors.length = _errs22;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid4 = _errs21 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data1.workedMinutes !== undefined){
  let data8 = data1.workedMinutes;
  const _errs27 = errors;
  if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/workedMinutes",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/workedMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs27){
  if((typeof data8 == "number") && (isFinite(data8))){
  if(data8 < 0 || isNaN(data8)){
  validate48.errors = [{instancePath:instancePath+"/items/" + i0+"/workedMinutes",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/workedMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid4 = _errs27 === errors;
  }
  else {
  var valid4 = true;
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
  validate48.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid2 = _errs4 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate48.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate48.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs0 === errors;
  if(valid0){
  const _errs29 = errors;
  const _errs30 = errors;
  if(errors === _errs30){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing2;
  if(((((data.page === undefined) && (missing2 = "page")) || ((data.pageSize === undefined) && (missing2 = "pageSize"))) || ((data.total === undefined) && (missing2 = "total"))) || ((data.totalPages === undefined) && (missing2 = "totalPages"))){
  validate48.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data.page !== undefined){
  let data9 = data.page;
  const _errs32 = errors;
  if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
  validate48.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs32){
  if((typeof data9 == "number") && (isFinite(data9))){
  if(data9 < 1 || isNaN(data9)){
  validate48.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  var valid8 = _errs32 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data.pageSize !== undefined){
  let data10 = data.pageSize;
  const _errs34 = errors;
  if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
  validate48.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs34){
  if((typeof data10 == "number") && (isFinite(data10))){
  if(data10 > 100 || isNaN(data10)){
  validate48.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data10 < 1 || isNaN(data10)){
  validate48.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid8 = _errs34 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data.total !== undefined){
  let data11 = data.total;
  const _errs36 = errors;
  if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
  validate48.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs36){
  if((typeof data11 == "number") && (isFinite(data11))){
  if(data11 < 0 || isNaN(data11)){
  validate48.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid8 = _errs36 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data.totalPages !== undefined){
  let data12 = data.totalPages;
  const _errs38 = errors;
  if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
  validate48.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs38){
  if((typeof data12 == "number") && (isFinite(data12))){
  if(data12 < 0 || isNaN(data12)){
  validate48.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid8 = _errs38 === errors;
  }
  else {
  var valid8 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate48.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs29 === errors;
  }
  validate48.errors = vErrors;
  return errors === 0;
  }


  function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate47.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate47.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema59.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate47.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate47.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate48(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
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
  if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
  errors = vErrors.length;
  }
  validate46.errors = vErrors;
  return errors === 0;
  }

  return exports["nxY0X4vWwmY7-E92EQHSPbBt"];
};
