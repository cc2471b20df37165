/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.dDXkiz002ntMq_em7T3Sa4pb = validate33;
  const schema42 = {"$ref":"hrm-bodies.json#/definitions/IntegrationResponse"};
  const schema43 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/Integration"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema45 = {"type":"object","required":["service","version","authentication","scopes","rateLimit","paging","memberApi","documentation","localMemberOperations"],"properties":{"service":{"type":"string","enum":["hrm"]},"version":{"type":"string"},"authentication":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/AuthenticationOption"}},"scopes":{"type":"array","items":{"type":"object","required":["scope","description","operations"],"properties":{"scope":{"$ref":"hrm-bodies.json#/definitions/Scope"},"description":{"type":"string"},"operations":{"type":"array","description":"The operations that need this scope, as `METHOD path`.","items":{"type":"string"}}}}},"rateLimit":{"type":"object","required":["limit","windowSeconds","per","headers"],"properties":{"limit":{"type":"integer","minimum":1,"description":"Requests allowed per window."},"windowSeconds":{"type":"integer","minimum":1},"per":{"type":"string","enum":["API key or member"]},"headers":{"type":"array","items":{"type":"string"}}}},"paging":{"type":"object","required":["pageParameter","pageSizeParameter","defaultPageSize","maxPageSize"],"properties":{"pageParameter":{"type":"string"},"pageSizeParameter":{"type":"string"},"defaultPageSize":{"type":"integer"},"maxPageSize":{"type":"integer"}}},"memberApi":{"type":"object","required":["baseUrl","issuer","audience","jwksUrl","permissionClaims","endpoints","proxy"],"properties":{"baseUrl":{"type":"string","format":"uri"},"issuer":{"type":"string"},"audience":{"type":"string"},"jwksUrl":{"type":"string","format":"uri"},"permissionClaims":{"type":"array","items":{"type":"string"}},"endpoints":{"type":"object","description":"The central member API's own addresses.","required":["login","refresh","logout","permissions"],"properties":{"login":{"type":"string","format":"uri"},"refresh":{"type":"string","format":"uri"},"logout":{"type":"string","format":"uri"},"permissions":{"type":"string","format":"uri"}}},"proxy":{"type":"object","description":"The same-origin proxy paths of this service, for browsers.","required":["login","refresh","logout","permissions"],"properties":{"login":{"type":"string"},"refresh":{"type":"string"},"logout":{"type":"string"},"permissions":{"type":"string"}}}}},"documentation":{"type":"object","required":["openapiJson","openapiYaml","swaggerUi"],"properties":{"openapiJson":{"type":"string"},"openapiYaml":{"type":"string"},"swaggerUi":{"type":"string"}}},"localMemberOperations":{"type":"string","enum":["none"],"description":"This service creates no members, edits no profiles and issues no member tokens."}}};
  const schema46 = {"type":"object","required":["scheme","type","header","format","intendedFor"],"properties":{"scheme":{"type":"string","enum":["memberToken","apiKey"],"description":"The security scheme's name in this description."},"type":{"type":"string","enum":["bearer","apiKey"]},"header":{"type":"string"},"format":{"type":"string"},"intendedFor":{"type":"string"}}};
  const schema47 = {"type":"string","enum":["employee.read","attendance.read","leave.read","payroll.read","document.read"]};
  const formats10 = formats.uri;

  function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((((data.service === undefined) && (missing0 = "service")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.authentication === undefined) && (missing0 = "authentication"))) || ((data.scopes === undefined) && (missing0 = "scopes"))) || ((data.rateLimit === undefined) && (missing0 = "rateLimit"))) || ((data.paging === undefined) && (missing0 = "paging"))) || ((data.memberApi === undefined) && (missing0 = "memberApi"))) || ((data.documentation === undefined) && (missing0 = "documentation"))) || ((data.localMemberOperations === undefined) && (missing0 = "localMemberOperations"))){
  validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.service !== undefined){
  let data0 = data.service;
  const _errs1 = errors;
  if(typeof data0 !== "string"){
  validate35.errors = [{instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data0 === "hrm")){
  validate35.errors = [{instancePath:instancePath+"/service",schemaPath:"#/properties/service/enum",keyword:"enum",params:{allowedValues: schema45.properties.service.enum},message:"must be equal to one of the allowed values"}];
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
  validate35.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.authentication !== undefined){
  let data2 = data.authentication;
  const _errs5 = errors;
  if(errors === _errs5){
  if(Array.isArray(data2)){
  var valid1 = true;
  const len0 = data2.length;
  for(let i0=0; i0<len0; i0++){
  let data3 = data2[i0];
  const _errs7 = errors;
  const _errs8 = errors;
  if(errors === _errs8){
  if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
  let missing1;
  if((((((data3.scheme === undefined) && (missing1 = "scheme")) || ((data3.type === undefined) && (missing1 = "type"))) || ((data3.header === undefined) && (missing1 = "header"))) || ((data3.format === undefined) && (missing1 = "format"))) || ((data3.intendedFor === undefined) && (missing1 = "intendedFor"))){
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0,schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data3.scheme !== undefined){
  let data4 = data3.scheme;
  const _errs10 = errors;
  if(typeof data4 !== "string"){
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0+"/scheme",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data4 === "memberToken") || (data4 === "apiKey"))){
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0+"/scheme",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema46.properties.scheme.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data3.type !== undefined){
  let data5 = data3.type;
  const _errs12 = errors;
  if(typeof data5 !== "string"){
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0+"/type",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!((data5 === "bearer") || (data5 === "apiKey"))){
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0+"/type",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.properties.type.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs12 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data3.header !== undefined){
  const _errs14 = errors;
  if(typeof data3.header !== "string"){
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0+"/header",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs14 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data3.format !== undefined){
  const _errs16 = errors;
  if(typeof data3.format !== "string"){
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0+"/format",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs16 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data3.intendedFor !== undefined){
  const _errs18 = errors;
  if(typeof data3.intendedFor !== "string"){
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0+"/intendedFor",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/intendedFor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs18 === errors;
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
  validate35.errors = [{instancePath:instancePath+"/authentication/" + i0,schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid1 = _errs7 === errors;
  if(!valid1){
  break;
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/authentication",schemaPath:"#/properties/authentication/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.scopes !== undefined){
  let data9 = data.scopes;
  const _errs20 = errors;
  if(errors === _errs20){
  if(Array.isArray(data9)){
  var valid4 = true;
  const len1 = data9.length;
  for(let i1=0; i1<len1; i1++){
  let data10 = data9[i1];
  const _errs22 = errors;
  if(errors === _errs22){
  if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
  let missing2;
  if((((data10.scope === undefined) && (missing2 = "scope")) || ((data10.description === undefined) && (missing2 = "description"))) || ((data10.operations === undefined) && (missing2 = "operations"))){
  validate35.errors = [{instancePath:instancePath+"/scopes/" + i1,schemaPath:"#/properties/scopes/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data10.scope !== undefined){
  let data11 = data10.scope;
  const _errs24 = errors;
  if(typeof data11 !== "string"){
  validate35.errors = [{instancePath:instancePath+"/scopes/" + i1+"/scope",schemaPath:"hrm-bodies.json#/definitions/Scope/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((((data11 === "employee.read") || (data11 === "attendance.read")) || (data11 === "leave.read")) || (data11 === "payroll.read")) || (data11 === "document.read"))){
  validate35.errors = [{instancePath:instancePath+"/scopes/" + i1+"/scope",schemaPath:"hrm-bodies.json#/definitions/Scope/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid5 = _errs24 === errors;
  }
  else {
  var valid5 = true;
  }
  if(valid5){
  if(data10.description !== undefined){
  const _errs27 = errors;
  if(typeof data10.description !== "string"){
  validate35.errors = [{instancePath:instancePath+"/scopes/" + i1+"/description",schemaPath:"#/properties/scopes/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid5 = _errs27 === errors;
  }
  else {
  var valid5 = true;
  }
  if(valid5){
  if(data10.operations !== undefined){
  let data13 = data10.operations;
  const _errs29 = errors;
  if(errors === _errs29){
  if(Array.isArray(data13)){
  var valid7 = true;
  const len2 = data13.length;
  for(let i2=0; i2<len2; i2++){
  const _errs31 = errors;
  if(typeof data13[i2] !== "string"){
  validate35.errors = [{instancePath:instancePath+"/scopes/" + i1+"/operations/" + i2,schemaPath:"#/properties/scopes/items/properties/operations/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid7 = _errs31 === errors;
  if(!valid7){
  break;
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/scopes/" + i1+"/operations",schemaPath:"#/properties/scopes/items/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid5 = _errs29 === errors;
  }
  else {
  var valid5 = true;
  }
  }
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/scopes/" + i1,schemaPath:"#/properties/scopes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid4 = _errs22 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs20 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.rateLimit !== undefined){
  let data15 = data.rateLimit;
  const _errs33 = errors;
  if(errors === _errs33){
  if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
  let missing3;
  if(((((data15.limit === undefined) && (missing3 = "limit")) || ((data15.windowSeconds === undefined) && (missing3 = "windowSeconds"))) || ((data15.per === undefined) && (missing3 = "per"))) || ((data15.headers === undefined) && (missing3 = "headers"))){
  validate35.errors = [{instancePath:instancePath+"/rateLimit",schemaPath:"#/properties/rateLimit/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
  return false;
  }
  else {
  if(data15.limit !== undefined){
  let data16 = data15.limit;
  const _errs35 = errors;
  if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
  validate35.errors = [{instancePath:instancePath+"/rateLimit/limit",schemaPath:"#/properties/rateLimit/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs35){
  if((typeof data16 == "number") && (isFinite(data16))){
  if(data16 < 1 || isNaN(data16)){
  validate35.errors = [{instancePath:instancePath+"/rateLimit/limit",schemaPath:"#/properties/rateLimit/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  var valid8 = _errs35 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data15.windowSeconds !== undefined){
  let data17 = data15.windowSeconds;
  const _errs37 = errors;
  if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
  validate35.errors = [{instancePath:instancePath+"/rateLimit/windowSeconds",schemaPath:"#/properties/rateLimit/properties/windowSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs37){
  if((typeof data17 == "number") && (isFinite(data17))){
  if(data17 < 1 || isNaN(data17)){
  validate35.errors = [{instancePath:instancePath+"/rateLimit/windowSeconds",schemaPath:"#/properties/rateLimit/properties/windowSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  var valid8 = _errs37 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data15.per !== undefined){
  let data18 = data15.per;
  const _errs39 = errors;
  if(typeof data18 !== "string"){
  validate35.errors = [{instancePath:instancePath+"/rateLimit/per",schemaPath:"#/properties/rateLimit/properties/per/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data18 === "API key or member")){
  validate35.errors = [{instancePath:instancePath+"/rateLimit/per",schemaPath:"#/properties/rateLimit/properties/per/enum",keyword:"enum",params:{allowedValues: schema45.properties.rateLimit.properties.per.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid8 = _errs39 === errors;
  }
  else {
  var valid8 = true;
  }
  if(valid8){
  if(data15.headers !== undefined){
  let data19 = data15.headers;
  const _errs41 = errors;
  if(errors === _errs41){
  if(Array.isArray(data19)){
  var valid9 = true;
  const len3 = data19.length;
  for(let i3=0; i3<len3; i3++){
  const _errs43 = errors;
  if(typeof data19[i3] !== "string"){
  validate35.errors = [{instancePath:instancePath+"/rateLimit/headers/" + i3,schemaPath:"#/properties/rateLimit/properties/headers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid9 = _errs43 === errors;
  if(!valid9){
  break;
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/rateLimit/headers",schemaPath:"#/properties/rateLimit/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid8 = _errs41 === errors;
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
  validate35.errors = [{instancePath:instancePath+"/rateLimit",schemaPath:"#/properties/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs33 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.paging !== undefined){
  let data21 = data.paging;
  const _errs45 = errors;
  if(errors === _errs45){
  if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
  let missing4;
  if(((((data21.pageParameter === undefined) && (missing4 = "pageParameter")) || ((data21.pageSizeParameter === undefined) && (missing4 = "pageSizeParameter"))) || ((data21.defaultPageSize === undefined) && (missing4 = "defaultPageSize"))) || ((data21.maxPageSize === undefined) && (missing4 = "maxPageSize"))){
  validate35.errors = [{instancePath:instancePath+"/paging",schemaPath:"#/properties/paging/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
  return false;
  }
  else {
  if(data21.pageParameter !== undefined){
  const _errs47 = errors;
  if(typeof data21.pageParameter !== "string"){
  validate35.errors = [{instancePath:instancePath+"/paging/pageParameter",schemaPath:"#/properties/paging/properties/pageParameter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid10 = _errs47 === errors;
  }
  else {
  var valid10 = true;
  }
  if(valid10){
  if(data21.pageSizeParameter !== undefined){
  const _errs49 = errors;
  if(typeof data21.pageSizeParameter !== "string"){
  validate35.errors = [{instancePath:instancePath+"/paging/pageSizeParameter",schemaPath:"#/properties/paging/properties/pageSizeParameter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid10 = _errs49 === errors;
  }
  else {
  var valid10 = true;
  }
  if(valid10){
  if(data21.defaultPageSize !== undefined){
  let data24 = data21.defaultPageSize;
  const _errs51 = errors;
  if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
  validate35.errors = [{instancePath:instancePath+"/paging/defaultPageSize",schemaPath:"#/properties/paging/properties/defaultPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  var valid10 = _errs51 === errors;
  }
  else {
  var valid10 = true;
  }
  if(valid10){
  if(data21.maxPageSize !== undefined){
  let data25 = data21.maxPageSize;
  const _errs53 = errors;
  if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
  validate35.errors = [{instancePath:instancePath+"/paging/maxPageSize",schemaPath:"#/properties/paging/properties/maxPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  var valid10 = _errs53 === errors;
  }
  else {
  var valid10 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/paging",schemaPath:"#/properties/paging/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs45 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.memberApi !== undefined){
  let data26 = data.memberApi;
  const _errs55 = errors;
  if(errors === _errs55){
  if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
  let missing5;
  if((((((((data26.baseUrl === undefined) && (missing5 = "baseUrl")) || ((data26.issuer === undefined) && (missing5 = "issuer"))) || ((data26.audience === undefined) && (missing5 = "audience"))) || ((data26.jwksUrl === undefined) && (missing5 = "jwksUrl"))) || ((data26.permissionClaims === undefined) && (missing5 = "permissionClaims"))) || ((data26.endpoints === undefined) && (missing5 = "endpoints"))) || ((data26.proxy === undefined) && (missing5 = "proxy"))){
  validate35.errors = [{instancePath:instancePath+"/memberApi",schemaPath:"#/properties/memberApi/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
  return false;
  }
  else {
  if(data26.baseUrl !== undefined){
  let data27 = data26.baseUrl;
  const _errs57 = errors;
  if(errors === _errs57){
  if(errors === _errs57){
  if(typeof data27 === "string"){
  if(!(formats10(data27))){
  validate35.errors = [{instancePath:instancePath+"/memberApi/baseUrl",schemaPath:"#/properties/memberApi/properties/baseUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/baseUrl",schemaPath:"#/properties/memberApi/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid11 = _errs57 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data26.issuer !== undefined){
  const _errs59 = errors;
  if(typeof data26.issuer !== "string"){
  validate35.errors = [{instancePath:instancePath+"/memberApi/issuer",schemaPath:"#/properties/memberApi/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid11 = _errs59 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data26.audience !== undefined){
  const _errs61 = errors;
  if(typeof data26.audience !== "string"){
  validate35.errors = [{instancePath:instancePath+"/memberApi/audience",schemaPath:"#/properties/memberApi/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid11 = _errs61 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data26.jwksUrl !== undefined){
  let data30 = data26.jwksUrl;
  const _errs63 = errors;
  if(errors === _errs63){
  if(errors === _errs63){
  if(typeof data30 === "string"){
  if(!(formats10(data30))){
  validate35.errors = [{instancePath:instancePath+"/memberApi/jwksUrl",schemaPath:"#/properties/memberApi/properties/jwksUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/jwksUrl",schemaPath:"#/properties/memberApi/properties/jwksUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid11 = _errs63 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data26.permissionClaims !== undefined){
  let data31 = data26.permissionClaims;
  const _errs65 = errors;
  if(errors === _errs65){
  if(Array.isArray(data31)){
  var valid12 = true;
  const len4 = data31.length;
  for(let i4=0; i4<len4; i4++){
  const _errs67 = errors;
  if(typeof data31[i4] !== "string"){
  validate35.errors = [{instancePath:instancePath+"/memberApi/permissionClaims/" + i4,schemaPath:"#/properties/memberApi/properties/permissionClaims/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid12 = _errs67 === errors;
  if(!valid12){
  break;
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/permissionClaims",schemaPath:"#/properties/memberApi/properties/permissionClaims/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid11 = _errs65 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data26.endpoints !== undefined){
  let data33 = data26.endpoints;
  const _errs69 = errors;
  if(errors === _errs69){
  if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
  let missing6;
  if(((((data33.login === undefined) && (missing6 = "login")) || ((data33.refresh === undefined) && (missing6 = "refresh"))) || ((data33.logout === undefined) && (missing6 = "logout"))) || ((data33.permissions === undefined) && (missing6 = "permissions"))){
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints",schemaPath:"#/properties/memberApi/properties/endpoints/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
  return false;
  }
  else {
  if(data33.login !== undefined){
  let data34 = data33.login;
  const _errs71 = errors;
  if(errors === _errs71){
  if(errors === _errs71){
  if(typeof data34 === "string"){
  if(!(formats10(data34))){
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints/login",schemaPath:"#/properties/memberApi/properties/endpoints/properties/login/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints/login",schemaPath:"#/properties/memberApi/properties/endpoints/properties/login/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid13 = _errs71 === errors;
  }
  else {
  var valid13 = true;
  }
  if(valid13){
  if(data33.refresh !== undefined){
  let data35 = data33.refresh;
  const _errs73 = errors;
  if(errors === _errs73){
  if(errors === _errs73){
  if(typeof data35 === "string"){
  if(!(formats10(data35))){
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints/refresh",schemaPath:"#/properties/memberApi/properties/endpoints/properties/refresh/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints/refresh",schemaPath:"#/properties/memberApi/properties/endpoints/properties/refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid13 = _errs73 === errors;
  }
  else {
  var valid13 = true;
  }
  if(valid13){
  if(data33.logout !== undefined){
  let data36 = data33.logout;
  const _errs75 = errors;
  if(errors === _errs75){
  if(errors === _errs75){
  if(typeof data36 === "string"){
  if(!(formats10(data36))){
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints/logout",schemaPath:"#/properties/memberApi/properties/endpoints/properties/logout/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints/logout",schemaPath:"#/properties/memberApi/properties/endpoints/properties/logout/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid13 = _errs75 === errors;
  }
  else {
  var valid13 = true;
  }
  if(valid13){
  if(data33.permissions !== undefined){
  let data37 = data33.permissions;
  const _errs77 = errors;
  if(errors === _errs77){
  if(errors === _errs77){
  if(typeof data37 === "string"){
  if(!(formats10(data37))){
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints/permissions",schemaPath:"#/properties/memberApi/properties/endpoints/properties/permissions/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints/permissions",schemaPath:"#/properties/memberApi/properties/endpoints/properties/permissions/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid13 = _errs77 === errors;
  }
  else {
  var valid13 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/endpoints",schemaPath:"#/properties/memberApi/properties/endpoints/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid11 = _errs69 === errors;
  }
  else {
  var valid11 = true;
  }
  if(valid11){
  if(data26.proxy !== undefined){
  let data38 = data26.proxy;
  const _errs79 = errors;
  if(errors === _errs79){
  if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
  let missing7;
  if(((((data38.login === undefined) && (missing7 = "login")) || ((data38.refresh === undefined) && (missing7 = "refresh"))) || ((data38.logout === undefined) && (missing7 = "logout"))) || ((data38.permissions === undefined) && (missing7 = "permissions"))){
  validate35.errors = [{instancePath:instancePath+"/memberApi/proxy",schemaPath:"#/properties/memberApi/properties/proxy/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
  return false;
  }
  else {
  if(data38.login !== undefined){
  const _errs81 = errors;
  if(typeof data38.login !== "string"){
  validate35.errors = [{instancePath:instancePath+"/memberApi/proxy/login",schemaPath:"#/properties/memberApi/properties/proxy/properties/login/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid14 = _errs81 === errors;
  }
  else {
  var valid14 = true;
  }
  if(valid14){
  if(data38.refresh !== undefined){
  const _errs83 = errors;
  if(typeof data38.refresh !== "string"){
  validate35.errors = [{instancePath:instancePath+"/memberApi/proxy/refresh",schemaPath:"#/properties/memberApi/properties/proxy/properties/refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid14 = _errs83 === errors;
  }
  else {
  var valid14 = true;
  }
  if(valid14){
  if(data38.logout !== undefined){
  const _errs85 = errors;
  if(typeof data38.logout !== "string"){
  validate35.errors = [{instancePath:instancePath+"/memberApi/proxy/logout",schemaPath:"#/properties/memberApi/properties/proxy/properties/logout/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid14 = _errs85 === errors;
  }
  else {
  var valid14 = true;
  }
  if(valid14){
  if(data38.permissions !== undefined){
  const _errs87 = errors;
  if(typeof data38.permissions !== "string"){
  validate35.errors = [{instancePath:instancePath+"/memberApi/proxy/permissions",schemaPath:"#/properties/memberApi/properties/proxy/properties/permissions/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid14 = _errs87 === errors;
  }
  else {
  var valid14 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/memberApi/proxy",schemaPath:"#/properties/memberApi/properties/proxy/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid11 = _errs79 === errors;
  }
  else {
  var valid11 = true;
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
  validate35.errors = [{instancePath:instancePath+"/memberApi",schemaPath:"#/properties/memberApi/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs55 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.documentation !== undefined){
  let data43 = data.documentation;
  const _errs89 = errors;
  if(errors === _errs89){
  if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
  let missing8;
  if((((data43.openapiJson === undefined) && (missing8 = "openapiJson")) || ((data43.openapiYaml === undefined) && (missing8 = "openapiYaml"))) || ((data43.swaggerUi === undefined) && (missing8 = "swaggerUi"))){
  validate35.errors = [{instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
  return false;
  }
  else {
  if(data43.openapiJson !== undefined){
  const _errs91 = errors;
  if(typeof data43.openapiJson !== "string"){
  validate35.errors = [{instancePath:instancePath+"/documentation/openapiJson",schemaPath:"#/properties/documentation/properties/openapiJson/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid15 = _errs91 === errors;
  }
  else {
  var valid15 = true;
  }
  if(valid15){
  if(data43.openapiYaml !== undefined){
  const _errs93 = errors;
  if(typeof data43.openapiYaml !== "string"){
  validate35.errors = [{instancePath:instancePath+"/documentation/openapiYaml",schemaPath:"#/properties/documentation/properties/openapiYaml/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid15 = _errs93 === errors;
  }
  else {
  var valid15 = true;
  }
  if(valid15){
  if(data43.swaggerUi !== undefined){
  const _errs95 = errors;
  if(typeof data43.swaggerUi !== "string"){
  validate35.errors = [{instancePath:instancePath+"/documentation/swaggerUi",schemaPath:"#/properties/documentation/properties/swaggerUi/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid15 = _errs95 === errors;
  }
  else {
  var valid15 = true;
  }
  }
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs89 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.localMemberOperations !== undefined){
  let data47 = data.localMemberOperations;
  const _errs97 = errors;
  if(typeof data47 !== "string"){
  validate35.errors = [{instancePath:instancePath+"/localMemberOperations",schemaPath:"#/properties/localMemberOperations/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data47 === "none")){
  validate35.errors = [{instancePath:instancePath+"/localMemberOperations",schemaPath:"#/properties/localMemberOperations/enum",keyword:"enum",params:{allowedValues: schema45.properties.localMemberOperations.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs97 === errors;
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
  validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate35.errors = vErrors;
  return errors === 0;
  }


  function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate34.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate34.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema43.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate34.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate34.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate35(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
  validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate34.errors = vErrors;
  return errors === 0;
  }


  function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
  errors = vErrors.length;
  }
  validate33.errors = vErrors;
  return errors === 0;
  }

  return exports["dDXkiz002ntMq_em7T3Sa4pb"];
};
