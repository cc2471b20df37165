/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.WzCVcOHemoykf0Lfy2QLsDXT = validate57;
  const schema75 = {"$ref":"crawler-bodies.json#/definitions/FeaturesResponse"};
  const schema76 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/Features"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema78 = {"type":"object","required":["features"],"properties":{"features":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/Feature"}}}};
  const schema79 = {"type":"object","required":["id","title","summary","operations","limits"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"summary":{"type":"string"},"operations":{"type":"array","description":"The operationIds that serve this capability.","items":{"type":"string"}},"limits":{"type":"object","description":"Numeric limits of the capability, by name.","additionalProperties":{"type":"number"}}}};

  function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.features === undefined) && (missing0 = "features")){
  validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.features !== undefined){
  let data0 = data.features;
  const _errs1 = errors;
  if(errors === _errs1){
  if(Array.isArray(data0)){
  var valid1 = true;
  const len0 = data0.length;
  for(let i0=0; i0<len0; i0++){
  let data1 = data0[i0];
  const _errs3 = errors;
  const _errs4 = errors;
  if(errors === _errs4){
  if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
  let missing1;
  if((((((data1.id === undefined) && (missing1 = "id")) || ((data1.title === undefined) && (missing1 = "title"))) || ((data1.summary === undefined) && (missing1 = "summary"))) || ((data1.operations === undefined) && (missing1 = "operations"))) || ((data1.limits === undefined) && (missing1 = "limits"))){
  validate59.errors = [{instancePath:instancePath+"/features/" + i0,schemaPath:"crawler-bodies.json#/definitions/Feature/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data1.id !== undefined){
  const _errs6 = errors;
  if(typeof data1.id !== "string"){
  validate59.errors = [{instancePath:instancePath+"/features/" + i0+"/id",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs6 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.title !== undefined){
  const _errs8 = errors;
  if(typeof data1.title !== "string"){
  validate59.errors = [{instancePath:instancePath+"/features/" + i0+"/title",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs8 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.summary !== undefined){
  const _errs10 = errors;
  if(typeof data1.summary !== "string"){
  validate59.errors = [{instancePath:instancePath+"/features/" + i0+"/summary",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.operations !== undefined){
  let data5 = data1.operations;
  const _errs12 = errors;
  if(errors === _errs12){
  if(Array.isArray(data5)){
  var valid4 = true;
  const len1 = data5.length;
  for(let i1=0; i1<len1; i1++){
  const _errs14 = errors;
  if(typeof data5[i1] !== "string"){
  validate59.errors = [{instancePath:instancePath+"/features/" + i0+"/operations/" + i1,schemaPath:"crawler-bodies.json#/definitions/Feature/properties/operations/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs14 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate59.errors = [{instancePath:instancePath+"/features/" + i0+"/operations",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs12 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.limits !== undefined){
  let data7 = data1.limits;
  const _errs16 = errors;
  if(errors === _errs16){
  if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
  for(const key0 in data7){
  let data8 = data7[key0];
  const _errs19 = errors;
  if(!((typeof data8 == "number") && (isFinite(data8)))){
  validate59.errors = [{instancePath:instancePath+"/features/" + i0+"/limits/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"crawler-bodies.json#/definitions/Feature/properties/limits/additionalProperties/type",keyword:"type",params:{type: "number"},message:"must be number"}];
  return false;
  }
  var valid5 = _errs19 === errors;
  if(!valid5){
  break;
  }
  }
  }
  else {
  validate59.errors = [{instancePath:instancePath+"/features/" + i0+"/limits",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid3 = _errs16 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  }
  }
  }
  else {
  validate59.errors = [{instancePath:instancePath+"/features/" + i0,schemaPath:"crawler-bodies.json#/definitions/Feature/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid1 = _errs3 === errors;
  if(!valid1){
  break;
  }
  }
  }
  else {
  validate59.errors = [{instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate59.errors = vErrors;
  return errors === 0;
  }


  function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate58.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate58.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema76.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate58.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate58.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate59(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
  errors = vErrors.length;
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.warnings !== undefined){
  let data3 = data.warnings;
  const _errs7 = errors;
  const _errs8 = errors;
  if(errors === _errs8){
  if(Array.isArray(data3)){
  var valid3 = true;
  const len0 = data3.length;
  for(let i0=0; i0<len0; i0++){
  const _errs10 = errors;
  if(typeof data3[i0] !== "string"){
  validate58.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate58.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs7 === errors;
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
  validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate58.errors = vErrors;
  return errors === 0;
  }


  function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate58(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
  errors = vErrors.length;
  }
  validate57.errors = vErrors;
  return errors === 0;
  }

  return exports["WzCVcOHemoykf0Lfy2QLsDXT"];
};
