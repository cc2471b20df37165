/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** marketing-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.Rd7KdKxkBlp698ShFmRIr5Vs = validate38;
  const schema60 = {"$ref":"marketing-bodies.json#/definitions/CatalogResponse"};
  const schema61 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/Catalog"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
  const schema10 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
  const schema11 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema62 = {"type":"object","required":["service","version","base_path","authentication","resources","endpoints"],"properties":{"service":{"type":"string"},"version":{"type":"string"},"base_path":{"type":"string"},"authentication":{"type":"object","required":["type","in","name"],"properties":{"type":{"type":"string","enum":["apiKey"]},"in":{"type":"string","enum":["header"]},"name":{"type":"string"}}},"resources":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/CatalogResource"}},"endpoints":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/CatalogEndpoint"}}}};
  const schema63 = {"type":"object","required":["name","group","path","operation_id","summary","fields","filters"],"properties":{"name":{"type":"string","description":"The resource's path below the base path."},"group":{"type":"string","enum":["seo","social","ads"]},"path":{"type":"string"},"operation_id":{"type":"string"},"summary":{"type":"string"},"fields":{"type":"array","description":"The fields of each item.","items":{"type":"string"}},"filters":{"type":"array","description":"The query parameters that filter the list (besides `page` and `page_size`).","items":{"type":"string"}}}};
  const schema64 = {"type":"object","required":["method","path","operation_id","summary","requires_api_key","query_parameters"],"properties":{"method":{"type":"string","description":"The HTTP method, upper case.","pattern":"^[A-Z]+$"},"path":{"type":"string"},"operation_id":{"type":"string"},"summary":{"type":"string"},"requires_api_key":{"type":"boolean"},"query_parameters":{"type":"array","items":{"type":"string"}}}};
  const pattern13 = new RegExp("^[A-Z]+$", "u");

  function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((((data.service === undefined) && (missing0 = "service")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.base_path === undefined) && (missing0 = "base_path"))) || ((data.authentication === undefined) && (missing0 = "authentication"))) || ((data.resources === undefined) && (missing0 = "resources"))) || ((data.endpoints === undefined) && (missing0 = "endpoints"))){
  validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.service !== undefined){
  const _errs1 = errors;
  if(typeof data.service !== "string"){
  validate40.errors = [{instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.version !== undefined){
  const _errs3 = errors;
  if(typeof data.version !== "string"){
  validate40.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.base_path !== undefined){
  const _errs5 = errors;
  if(typeof data.base_path !== "string"){
  validate40.errors = [{instancePath:instancePath+"/base_path",schemaPath:"#/properties/base_path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.authentication !== undefined){
  let data3 = data.authentication;
  const _errs7 = errors;
  if(errors === _errs7){
  if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
  let missing1;
  if((((data3.type === undefined) && (missing1 = "type")) || ((data3.in === undefined) && (missing1 = "in"))) || ((data3.name === undefined) && (missing1 = "name"))){
  validate40.errors = [{instancePath:instancePath+"/authentication",schemaPath:"#/properties/authentication/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data3.type !== undefined){
  let data4 = data3.type;
  const _errs9 = errors;
  if(typeof data4 !== "string"){
  validate40.errors = [{instancePath:instancePath+"/authentication/type",schemaPath:"#/properties/authentication/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data4 === "apiKey")){
  validate40.errors = [{instancePath:instancePath+"/authentication/type",schemaPath:"#/properties/authentication/properties/type/enum",keyword:"enum",params:{allowedValues: schema62.properties.authentication.properties.type.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid1 = _errs9 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data3.in !== undefined){
  let data5 = data3.in;
  const _errs11 = errors;
  if(typeof data5 !== "string"){
  validate40.errors = [{instancePath:instancePath+"/authentication/in",schemaPath:"#/properties/authentication/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data5 === "header")){
  validate40.errors = [{instancePath:instancePath+"/authentication/in",schemaPath:"#/properties/authentication/properties/in/enum",keyword:"enum",params:{allowedValues: schema62.properties.authentication.properties.in.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid1 = _errs11 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data3.name !== undefined){
  const _errs13 = errors;
  if(typeof data3.name !== "string"){
  validate40.errors = [{instancePath:instancePath+"/authentication/name",schemaPath:"#/properties/authentication/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid1 = _errs13 === errors;
  }
  else {
  var valid1 = true;
  }
  }
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/authentication",schemaPath:"#/properties/authentication/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs7 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.resources !== undefined){
  let data7 = data.resources;
  const _errs15 = errors;
  if(errors === _errs15){
  if(Array.isArray(data7)){
  var valid2 = true;
  const len0 = data7.length;
  for(let i0=0; i0<len0; i0++){
  let data8 = data7[i0];
  const _errs17 = errors;
  const _errs18 = errors;
  if(errors === _errs18){
  if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
  let missing2;
  if((((((((data8.name === undefined) && (missing2 = "name")) || ((data8.group === undefined) && (missing2 = "group"))) || ((data8.path === undefined) && (missing2 = "path"))) || ((data8.operation_id === undefined) && (missing2 = "operation_id"))) || ((data8.summary === undefined) && (missing2 = "summary"))) || ((data8.fields === undefined) && (missing2 = "fields"))) || ((data8.filters === undefined) && (missing2 = "filters"))){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"marketing-bodies.json#/definitions/CatalogResource/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data8.name !== undefined){
  const _errs20 = errors;
  if(typeof data8.name !== "string"){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/name",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs20 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data8.group !== undefined){
  let data10 = data8.group;
  const _errs22 = errors;
  if(typeof data10 !== "string"){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/group",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data10 === "seo") || (data10 === "social")) || (data10 === "ads"))){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/group",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/group/enum",keyword:"enum",params:{allowedValues: schema63.properties.group.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid4 = _errs22 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data8.path !== undefined){
  const _errs24 = errors;
  if(typeof data8.path !== "string"){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/path",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs24 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data8.operation_id !== undefined){
  const _errs26 = errors;
  if(typeof data8.operation_id !== "string"){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/operation_id",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs26 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data8.summary !== undefined){
  const _errs28 = errors;
  if(typeof data8.summary !== "string"){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/summary",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs28 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data8.fields !== undefined){
  let data14 = data8.fields;
  const _errs30 = errors;
  if(errors === _errs30){
  if(Array.isArray(data14)){
  var valid5 = true;
  const len1 = data14.length;
  for(let i1=0; i1<len1; i1++){
  const _errs32 = errors;
  if(typeof data14[i1] !== "string"){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/fields/" + i1,schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid5 = _errs32 === errors;
  if(!valid5){
  break;
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/fields",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid4 = _errs30 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data8.filters !== undefined){
  let data16 = data8.filters;
  const _errs34 = errors;
  if(errors === _errs34){
  if(Array.isArray(data16)){
  var valid6 = true;
  const len2 = data16.length;
  for(let i2=0; i2<len2; i2++){
  const _errs36 = errors;
  if(typeof data16[i2] !== "string"){
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/filters/" + i2,schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/filters/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid6 = _errs36 === errors;
  if(!valid6){
  break;
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0+"/filters",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid4 = _errs34 === errors;
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
  validate40.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"marketing-bodies.json#/definitions/CatalogResource/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid2 = _errs17 === errors;
  if(!valid2){
  break;
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/resources",schemaPath:"#/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs15 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.endpoints !== undefined){
  let data18 = data.endpoints;
  const _errs38 = errors;
  if(errors === _errs38){
  if(Array.isArray(data18)){
  var valid7 = true;
  const len3 = data18.length;
  for(let i3=0; i3<len3; i3++){
  let data19 = data18[i3];
  const _errs40 = errors;
  const _errs41 = errors;
  if(errors === _errs41){
  if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
  let missing3;
  if(((((((data19.method === undefined) && (missing3 = "method")) || ((data19.path === undefined) && (missing3 = "path"))) || ((data19.operation_id === undefined) && (missing3 = "operation_id"))) || ((data19.summary === undefined) && (missing3 = "summary"))) || ((data19.requires_api_key === undefined) && (missing3 = "requires_api_key"))) || ((data19.query_parameters === undefined) && (missing3 = "query_parameters"))){
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3,schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
  return false;
  }
  else {
  if(data19.method !== undefined){
  let data20 = data19.method;
  const _errs43 = errors;
  if(errors === _errs43){
  if(typeof data20 === "string"){
  if(!pattern13.test(data20)){
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/method",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/method/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+$"},message:"must match pattern \""+"^[A-Z]+$"+"\""}];
  return false;
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/method",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid9 = _errs43 === errors;
  }
  else {
  var valid9 = true;
  }
  if(valid9){
  if(data19.path !== undefined){
  const _errs45 = errors;
  if(typeof data19.path !== "string"){
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/path",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid9 = _errs45 === errors;
  }
  else {
  var valid9 = true;
  }
  if(valid9){
  if(data19.operation_id !== undefined){
  const _errs47 = errors;
  if(typeof data19.operation_id !== "string"){
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/operation_id",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid9 = _errs47 === errors;
  }
  else {
  var valid9 = true;
  }
  if(valid9){
  if(data19.summary !== undefined){
  const _errs49 = errors;
  if(typeof data19.summary !== "string"){
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/summary",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid9 = _errs49 === errors;
  }
  else {
  var valid9 = true;
  }
  if(valid9){
  if(data19.requires_api_key !== undefined){
  const _errs51 = errors;
  if(typeof data19.requires_api_key !== "boolean"){
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/requires_api_key",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/requires_api_key/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid9 = _errs51 === errors;
  }
  else {
  var valid9 = true;
  }
  if(valid9){
  if(data19.query_parameters !== undefined){
  let data25 = data19.query_parameters;
  const _errs53 = errors;
  if(errors === _errs53){
  if(Array.isArray(data25)){
  var valid10 = true;
  const len4 = data25.length;
  for(let i4=0; i4<len4; i4++){
  const _errs55 = errors;
  if(typeof data25[i4] !== "string"){
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/query_parameters/" + i4,schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/query_parameters/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid10 = _errs55 === errors;
  if(!valid10){
  break;
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/query_parameters",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/query_parameters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid9 = _errs53 === errors;
  }
  else {
  var valid9 = true;
  }
  }
  }
  }
  }
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/endpoints/" + i3,schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid7 = _errs40 === errors;
  if(!valid7){
  break;
  }
  }
  }
  else {
  validate40.errors = [{instancePath:instancePath+"/endpoints",schemaPath:"#/properties/endpoints/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs38 === errors;
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
  else {
  validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate40.errors = vErrors;
  return errors === 0;
  }

  const pattern1 = new RegExp("^[0-9a-f]{32}$", "u");

  function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
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
  validate39.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema61.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  if(!(validate40(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
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
  validate39.errors = vErrors;
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
  validate39.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

  return exports["Rd7KdKxkBlp698ShFmRIr5Vs"];
};
