/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.gROFVMCf8uj5RnrLc9SM8x1q = validate38;
  const schema48 = {"$ref":"hrm-bodies.json#/definitions/EmployeePageResponse"};
  const schema49 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/EmployeePage"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema51 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/Employee"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
  const schema9 = {"type":"object","required":["page","pageSize","total","totalPages"],"properties":{"page":{"type":"integer","minimum":1},"pageSize":{"type":"integer","minimum":1,"maximum":100},"total":{"type":"integer","minimum":0,"description":"Items matching the filters, over all pages."},"totalPages":{"type":"integer","minimum":0}}};
  const schema52 = {"type":"object","required":["id","employeeNumber","firstName","lastName","email","department","jobTitle","employmentType","status","location","hireDate","terminationDate","managerId"],"properties":{"id":{"type":"string","pattern":"^emp-[0-9]{4}$"},"employeeNumber":{"type":"string","maxLength":128},"firstName":{"type":"string","maxLength":200},"lastName":{"type":"string","maxLength":200},"email":{"type":"string","maxLength":254,"format":"email"},"department":{"$ref":"hrm-bodies.json#/definitions/Department"},"jobTitle":{"type":"string","maxLength":200},"employmentType":{"type":"string","enum":["full-time","part-time","contractor"]},"status":{"$ref":"hrm-bodies.json#/definitions/EmployeeStatus"},"location":{"type":"string","maxLength":200},"hireDate":{"type":"string","format":"date"},"terminationDate":{"anyOf":[{"type":"null"},{"type":"string","format":"date"}]},"managerId":{"anyOf":[{"type":"null"},{"type":"string","maxLength":128,"description":"The id of the employee's manager; null for department heads."}]}}};
  const schema53 = {"type":"string","enum":["engineering","finance","human-resources","operations","sales"]};
  const schema54 = {"type":"string","enum":["active","on-leave","terminated"]};
  const pattern11 = new RegExp("^emp-[0-9]{4}$", "u");
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats22 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
  const formats0 = formats.date;

  function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.employeeNumber === undefined) && (missing0 = "employeeNumber"))) || ((data.firstName === undefined) && (missing0 = "firstName"))) || ((data.lastName === undefined) && (missing0 = "lastName"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.department === undefined) && (missing0 = "department"))) || ((data.jobTitle === undefined) && (missing0 = "jobTitle"))) || ((data.employmentType === undefined) && (missing0 = "employmentType"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.location === undefined) && (missing0 = "location"))) || ((data.hireDate === undefined) && (missing0 = "hireDate"))) || ((data.terminationDate === undefined) && (missing0 = "terminationDate"))) || ((data.managerId === undefined) && (missing0 = "managerId"))){
  validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.id !== undefined){
  let data0 = data.id;
  const _errs1 = errors;
  if(errors === _errs1){
  if(typeof data0 === "string"){
  if(!pattern11.test(data0)){
  validate41.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^emp-[0-9]{4}$"},message:"must match pattern \""+"^emp-[0-9]{4}$"+"\""}];
  return false;
  }
  }
  else {
  validate41.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.employeeNumber !== undefined){
  let data1 = data.employeeNumber;
  const _errs3 = errors;
  if(errors === _errs3){
  if(typeof data1 === "string"){
  if(func0(data1) > 128){
  validate41.errors = [{instancePath:instancePath+"/employeeNumber",schemaPath:"#/properties/employeeNumber/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate41.errors = [{instancePath:instancePath+"/employeeNumber",schemaPath:"#/properties/employeeNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.firstName !== undefined){
  let data2 = data.firstName;
  const _errs5 = errors;
  if(errors === _errs5){
  if(typeof data2 === "string"){
  if(func0(data2) > 200){
  validate41.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate41.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.lastName !== undefined){
  let data3 = data.lastName;
  const _errs7 = errors;
  if(errors === _errs7){
  if(typeof data3 === "string"){
  if(func0(data3) > 200){
  validate41.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate41.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.email !== undefined){
  let data4 = data.email;
  const _errs9 = errors;
  if(errors === _errs9){
  if(errors === _errs9){
  if(typeof data4 === "string"){
  if(func0(data4) > 254){
  validate41.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"}];
  return false;
  }
  else {
  if(!(formats22.test(data4))){
  validate41.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""}];
  return false;
  }
  }
  }
  else {
  validate41.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data.department !== undefined){
  let data5 = data.department;
  const _errs11 = errors;
  if(typeof data5 !== "string"){
  validate41.errors = [{instancePath:instancePath+"/department",schemaPath:"hrm-bodies.json#/definitions/Department/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((((data5 === "engineering") || (data5 === "finance")) || (data5 === "human-resources")) || (data5 === "operations")) || (data5 === "sales"))){
  validate41.errors = [{instancePath:instancePath+"/department",schemaPath:"hrm-bodies.json#/definitions/Department/enum",keyword:"enum",params:{allowedValues: schema53.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs11 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.jobTitle !== undefined){
  let data6 = data.jobTitle;
  const _errs14 = errors;
  if(errors === _errs14){
  if(typeof data6 === "string"){
  if(func0(data6) > 200){
  validate41.errors = [{instancePath:instancePath+"/jobTitle",schemaPath:"#/properties/jobTitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate41.errors = [{instancePath:instancePath+"/jobTitle",schemaPath:"#/properties/jobTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs14 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.employmentType !== undefined){
  let data7 = data.employmentType;
  const _errs16 = errors;
  if(typeof data7 !== "string"){
  validate41.errors = [{instancePath:instancePath+"/employmentType",schemaPath:"#/properties/employmentType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data7 === "full-time") || (data7 === "part-time")) || (data7 === "contractor"))){
  validate41.errors = [{instancePath:instancePath+"/employmentType",schemaPath:"#/properties/employmentType/enum",keyword:"enum",params:{allowedValues: schema52.properties.employmentType.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs16 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.status !== undefined){
  let data8 = data.status;
  const _errs18 = errors;
  if(typeof data8 !== "string"){
  validate41.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-bodies.json#/definitions/EmployeeStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data8 === "active") || (data8 === "on-leave")) || (data8 === "terminated"))){
  validate41.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-bodies.json#/definitions/EmployeeStatus/enum",keyword:"enum",params:{allowedValues: schema54.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs18 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.location !== undefined){
  let data9 = data.location;
  const _errs21 = errors;
  if(errors === _errs21){
  if(typeof data9 === "string"){
  if(func0(data9) > 200){
  validate41.errors = [{instancePath:instancePath+"/location",schemaPath:"#/properties/location/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate41.errors = [{instancePath:instancePath+"/location",schemaPath:"#/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs21 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.hireDate !== undefined){
  let data10 = data.hireDate;
  const _errs23 = errors;
  if(errors === _errs23){
  if(errors === _errs23){
  if(typeof data10 === "string"){
  if(!(formats0.validate(data10))){
  validate41.errors = [{instancePath:instancePath+"/hireDate",schemaPath:"#/properties/hireDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
  return false;
  }
  }
  else {
  validate41.errors = [{instancePath:instancePath+"/hireDate",schemaPath:"#/properties/hireDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid0 = _errs23 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.terminationDate !== undefined){
  let data11 = data.terminationDate;
  const _errs25 = errors;
  const _errs26 = errors;
  let valid3 = false;
  const _errs27 = errors;
  if(data11 !== null){
  const err0 = {instancePath:instancePath+"/terminationDate",schemaPath:"#/properties/terminationDate/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs27 === errors;
  valid3 = valid3 || _valid0;
  if(!valid3){
  const _errs29 = errors;
  if(errors === _errs29){
  if(errors === _errs29){
  if(typeof data11 === "string"){
  if(!(formats0.validate(data11))){
  const err1 = {instancePath:instancePath+"/terminationDate",schemaPath:"#/properties/terminationDate/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
  const err2 = {instancePath:instancePath+"/terminationDate",schemaPath:"#/properties/terminationDate/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
  var _valid0 = _errs29 === errors;
  valid3 = valid3 || _valid0;
  }
  if(!valid3){
  const err3 = {instancePath:instancePath+"/terminationDate",schemaPath:"#/properties/terminationDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate41.errors = vErrors;
  return false;
  }
  else {
  errors = _errs26;
  if(vErrors !== null){
  if(_errs26){
  vErrors.length = _errs26;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs25 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.managerId !== undefined){
  let data12 = data.managerId;
  const _errs31 = errors;
  const _errs32 = errors;
  let valid4 = false;
  const _errs33 = errors;
  if(data12 !== null){
  const err4 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var _valid1 = _errs33 === errors;
  valid4 = valid4 || _valid1;
  if(!valid4){
  const _errs35 = errors;
  if(errors === _errs35){
  if(typeof data12 === "string"){
  if(func0(data12) > 128){
  const err5 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
  const err6 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  var _valid1 = _errs35 === errors;
  valid4 = valid4 || _valid1;
  }
  if(!valid4){
  const err7 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  validate41.errors = vErrors;
  return false;
  }
  else {
  errors = _errs32;
  if(vErrors !== null){
  if(_errs32){
  vErrors.length = _errs32;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs31 === errors;
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
  }
  else {
  validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate41.errors = vErrors;
  return errors === 0;
  }


  function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if(errors === _errs0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.items === undefined) && (missing0 = "items")){
  validate40.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
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
  if(!(validate41(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
  vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
  errors = vErrors.length;
  }
  var valid2 = _errs4 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate40.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate40.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data.page !== undefined){
  let data2 = data.page;
  const _errs8 = errors;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  validate40.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs8){
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 < 1 || isNaN(data2)){
  validate40.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate40.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs10){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 > 100 || isNaN(data3)){
  validate40.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data3 < 1 || isNaN(data3)){
  validate40.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  validate40.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs12){
  if((typeof data4 == "number") && (isFinite(data4))){
  if(data4 < 0 || isNaN(data4)){
  validate40.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate40.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs14){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  validate40.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
  validate40.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
  }
  validate40.errors = vErrors;
  return errors === 0;
  }


  function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate39.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate39.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema49.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate39.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate40(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
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
  validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate39.errors = vErrors;
  return errors === 0;
  }


  function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate39(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
  errors = vErrors.length;
  }
  validate38.errors = vErrors;
  return errors === 0;
  }

  return exports["gROFVMCf8uj5RnrLc9SM8x1q"];
};
