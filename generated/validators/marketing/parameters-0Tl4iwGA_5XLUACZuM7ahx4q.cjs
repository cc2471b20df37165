/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-parameters: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["0Tl4iwGA_5XLUACZuM7ahx4q"] = validate0;
  const schema0 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":100000,"default":1},"page_size":{"type":"integer","minimum":1,"maximum":100,"default":20},"engine":{"$ref":"marketing-parameters.json#/definitions/SearchEngine"},"device":{"$ref":"marketing-parameters.json#/definitions/Device"}},"required":[],"additionalProperties":false};
  const schema2 = {"type":"string","enum":["google","bing"]};
  const schema3 = {"type":"string","enum":["desktop","mobile"]};

  function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.page_size === undefined){
  data.page_size = 20;
  }
  const _errs1 = errors;
  for(const key0 in data){
  if(!((((key0 === "page") || (key0 === "page_size")) || (key0 === "engine")) || (key0 === "device"))){
  validate0.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
  validate0.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
  if(data0 > 100000 || isNaN(data0)){
  validate0.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
  return false;
  }
  else {
  if(data0 < 1 || isNaN(data0)){
  validate0.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs2 === errors;
  if(valid0){
  let data1 = data.page_size;
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
  validate0.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["page_size"] = coerced1;
  }
  }
  }
  if(errors === _errs4){
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  validate0.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
  return false;
  }
  else {
  if(data1 < 1 || isNaN(data1)){
  validate0.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  }
  var valid0 = _errs4 === errors;
  if(valid0){
  if(data.engine !== undefined){
  let data2 = data.engine;
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
  validate0.errors = [{instancePath:instancePath+"/engine",schemaPath:"marketing-parameters.json#/definitions/SearchEngine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["engine"] = coerced2;
  }
  }
  }
  if(!((data2 === "google") || (data2 === "bing"))){
  validate0.errors = [{instancePath:instancePath+"/engine",schemaPath:"marketing-parameters.json#/definitions/SearchEngine/enum",keyword:"enum",params:{allowedValues: schema2.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.device !== undefined){
  let data3 = data.device;
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
  validate0.errors = [{instancePath:instancePath+"/device",schemaPath:"marketing-parameters.json#/definitions/Device/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  if(coerced3 !== undefined){
  data3 = coerced3;
  if(data !== undefined){
  data["device"] = coerced3;
  }
  }
  }
  if(!((data3 === "desktop") || (data3 === "mobile"))){
  validate0.errors = [{instancePath:instancePath+"/device",schemaPath:"marketing-parameters.json#/definitions/Device/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"}];
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
  validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate0.errors = vErrors;
  return errors === 0;
  }

  return exports["0Tl4iwGA_5XLUACZuM7ahx4q"];
};
