/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-parameters: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.a2Ln1QA9oxOiQ6uBZHPsSqdC = validate6;
  const schema7 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":1000000,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":100,"default":20},"department":{"$ref":"hrm-parameters.json#/definitions/Department"},"status":{"$ref":"hrm-parameters.json#/definitions/EmployeeStatus"}},"required":[],"additionalProperties":false};
  const schema8 = {"type":"string","enum":["engineering","finance","human-resources","operations","sales"]};
  const schema9 = {"type":"string","enum":["active","on-leave","terminated"]};

  function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.pageSize === undefined){
  data.pageSize = 20;
  }
  const _errs1 = errors;
  for(const key0 in data){
  if(!((((key0 === "page") || (key0 === "pageSize")) || (key0 === "department")) || (key0 === "status"))){
  validate6.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs1 === errors){
  let data0 = data.page;
  const _errs2 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  validate6.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if(errors === _errs2){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 > 1000000 || isNaN(data0)){
  validate6.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
  return false;
  }
  else {
  if(data0 < 1 || isNaN(data0)){
  validate6.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs2 === errors;
  if(valid0){
  let data1 = data.pageSize;
  const _errs4 = errors;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  validate6.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["pageSize"] = coerced1;
  }
  }
  }
  if(errors === _errs4){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  validate6.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data1 < 1 || isNaN(data1)){
  validate6.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs4 === errors;
  if(valid0){
  if(data.department !== undefined){
  let data2 = data.department;
  const _errs6 = errors;
  if(typeof data2 !== "string"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "string"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(dataType2 == "number" || dataType2 == "boolean"){
  coerced2 = "" + data2;
  }
  else if(data2 === null){
  coerced2 = "";
  }
  else {
  validate6.errors = [{instancePath:instancePath+"/department",schemaPath:"hrm-parameters.json#/definitions/Department/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["department"] = coerced2;
  }
  }
  }
  if(!(((((data2 === "engineering") || (data2 === "finance")) || (data2 === "human-resources")) || (data2 === "operations")) || (data2 === "sales"))){
  validate6.errors = [{instancePath:instancePath+"/department",schemaPath:"hrm-parameters.json#/definitions/Department/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.status !== undefined){
  let data3 = data.status;
  const _errs9 = errors;
  if(typeof data3 !== "string"){
  let dataType3 = typeof data3;
  let coerced3 = undefined;
  if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
  data3 = data3[0];
  dataType3 = typeof data3;
  if(typeof data3 === "string"){
  coerced3 = data3;
  }
  }
  if(!(coerced3 !== undefined)){
  if(dataType3 == "number" || dataType3 == "boolean"){
  coerced3 = "" + data3;
  }
  else if(data3 === null){
  coerced3 = "";
  }
  else {
  validate6.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-parameters.json#/definitions/EmployeeStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  if(coerced3 !== undefined){
  data3 = coerced3;
  if(data !== undefined){
  data["status"] = coerced3;
  }
  }
  }
  if(!(((data3 === "active") || (data3 === "on-leave")) || (data3 === "terminated"))){
  validate6.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-parameters.json#/definitions/EmployeeStatus/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs9 === errors;
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
  validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate6.errors = vErrors;
  return errors === 0;
  }

  return exports["a2Ln1QA9oxOiQ6uBZHPsSqdC"];
};
