/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports._GKH8yxJ8dQvXrYlKWB_mSbk = validate35;
  const schema38 = {"$ref":"knowledge-bodies.json#/definitions/MemberIntegrationResponse"};
  const schema39 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/MemberIntegration"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema41 = {"type":"object","required":["memberApi","callbackUrl","requiredPermissions","acceptedReturnFields","disabledLocalOperations"],"properties":{"memberApi":{"type":"object","required":["baseUrl","issuer","audience","jwksUrl","endpoints"],"properties":{"baseUrl":{"type":"string","format":"uri"},"issuer":{"type":"string"},"audience":{"type":"string"},"jwksUrl":{"type":"string","format":"uri"},"endpoints":{"type":"object","required":["login","logout","refresh","permissions"],"properties":{"login":{"type":"string","format":"uri"},"logout":{"type":"string","format":"uri"},"refresh":{"type":"string","format":"uri"},"permissions":{"type":"string","format":"uri"}}}}},"callbackUrl":{"type":"string","format":"uri"},"requiredPermissions":{"type":"array","items":{"type":"string"}},"acceptedReturnFields":{"type":"array","items":{"type":"string"}},"disabledLocalOperations":{"type":"array","items":{"type":"object","required":["operation","reason"],"properties":{"operation":{"type":"string","enum":["login","logout","registration","profile-change","permission-lookup"]},"reason":{"type":"string"}}}}}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const formats8 = formats.uri;

  function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate36.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate36.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema39.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate36.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  let data2 = data.data;
  const _errs6 = errors;
  const _errs7 = errors;
  if(errors === _errs7){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if((((((data2.memberApi === undefined) && (missing1 = "memberApi")) || ((data2.callbackUrl === undefined) && (missing1 = "callbackUrl"))) || ((data2.requiredPermissions === undefined) && (missing1 = "requiredPermissions"))) || ((data2.acceptedReturnFields === undefined) && (missing1 = "acceptedReturnFields"))) || ((data2.disabledLocalOperations === undefined) && (missing1 = "disabledLocalOperations"))){
  validate36.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.memberApi !== undefined){
  let data3 = data2.memberApi;
  const _errs9 = errors;
  if(errors === _errs9){
  if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
  let missing2;
  if((((((data3.baseUrl === undefined) && (missing2 = "baseUrl")) || ((data3.issuer === undefined) && (missing2 = "issuer"))) || ((data3.audience === undefined) && (missing2 = "audience"))) || ((data3.jwksUrl === undefined) && (missing2 = "jwksUrl"))) || ((data3.endpoints === undefined) && (missing2 = "endpoints"))){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data3.baseUrl !== undefined){
  let data4 = data3.baseUrl;
  const _errs11 = errors;
  if(errors === _errs11){
  if(errors === _errs11){
  if(typeof data4 === "string"){
  if(!(formats8(data4))){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/baseUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/baseUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/baseUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(data3.issuer !== undefined){
  const _errs13 = errors;
  if(typeof data3.issuer !== "string"){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/issuer",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs13 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data3.audience !== undefined){
  const _errs15 = errors;
  if(typeof data3.audience !== "string"){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/audience",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs15 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data3.jwksUrl !== undefined){
  let data7 = data3.jwksUrl;
  const _errs17 = errors;
  if(errors === _errs17){
  if(errors === _errs17){
  if(typeof data7 === "string"){
  if(!(formats8(data7))){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/jwksUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/jwksUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/jwksUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/jwksUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid4 = _errs17 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data3.endpoints !== undefined){
  let data8 = data3.endpoints;
  const _errs19 = errors;
  if(errors === _errs19){
  if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
  let missing3;
  if(((((data8.login === undefined) && (missing3 = "login")) || ((data8.logout === undefined) && (missing3 = "logout"))) || ((data8.refresh === undefined) && (missing3 = "refresh"))) || ((data8.permissions === undefined) && (missing3 = "permissions"))){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
  return false;
  }
  else {
  if(data8.login !== undefined){
  let data9 = data8.login;
  const _errs21 = errors;
  if(errors === _errs21){
  if(errors === _errs21){
  if(typeof data9 === "string"){
  if(!(formats8(data9))){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/login",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/login/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/login",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/login/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid5 = _errs21 === errors;
  }
  else {
  var valid5 = true;
  }
  if(valid5){
  if(data8.logout !== undefined){
  let data10 = data8.logout;
  const _errs23 = errors;
  if(errors === _errs23){
  if(errors === _errs23){
  if(typeof data10 === "string"){
  if(!(formats8(data10))){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/logout",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/logout/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/logout",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/logout/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid5 = _errs23 === errors;
  }
  else {
  var valid5 = true;
  }
  if(valid5){
  if(data8.refresh !== undefined){
  let data11 = data8.refresh;
  const _errs25 = errors;
  if(errors === _errs25){
  if(errors === _errs25){
  if(typeof data11 === "string"){
  if(!(formats8(data11))){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/refresh",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/refresh/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/refresh",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid5 = _errs25 === errors;
  }
  else {
  var valid5 = true;
  }
  if(valid5){
  if(data8.permissions !== undefined){
  let data12 = data8.permissions;
  const _errs27 = errors;
  if(errors === _errs27){
  if(errors === _errs27){
  if(typeof data12 === "string"){
  if(!(formats8(data12))){
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/permissions",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/permissions/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/permissions",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/permissions/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid5 = _errs27 === errors;
  }
  else {
  var valid5 = true;
  }
  }
  }
  }
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/memberApi/endpoints",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid4 = _errs19 === errors;
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
  else {
  validate36.errors = [{instancePath:instancePath+"/data/memberApi",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.callbackUrl !== undefined){
  let data13 = data2.callbackUrl;
  const _errs29 = errors;
  if(errors === _errs29){
  if(errors === _errs29){
  if(typeof data13 === "string"){
  if(!(formats8(data13))){
  validate36.errors = [{instancePath:instancePath+"/data/callbackUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/callbackUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/callbackUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/callbackUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid3 = _errs29 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.requiredPermissions !== undefined){
  let data14 = data2.requiredPermissions;
  const _errs31 = errors;
  if(errors === _errs31){
  if(Array.isArray(data14)){
  var valid6 = true;
  const len0 = data14.length;
  for(let i0=0; i0<len0; i0++){
  const _errs33 = errors;
  if(typeof data14[i0] !== "string"){
  validate36.errors = [{instancePath:instancePath+"/data/requiredPermissions/" + i0,schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/requiredPermissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid6 = _errs33 === errors;
  if(!valid6){
  break;
  }
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/requiredPermissions",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/requiredPermissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs31 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.acceptedReturnFields !== undefined){
  let data16 = data2.acceptedReturnFields;
  const _errs35 = errors;
  if(errors === _errs35){
  if(Array.isArray(data16)){
  var valid7 = true;
  const len1 = data16.length;
  for(let i1=0; i1<len1; i1++){
  const _errs37 = errors;
  if(typeof data16[i1] !== "string"){
  validate36.errors = [{instancePath:instancePath+"/data/acceptedReturnFields/" + i1,schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/acceptedReturnFields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid7 = _errs37 === errors;
  if(!valid7){
  break;
  }
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/acceptedReturnFields",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/acceptedReturnFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs35 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.disabledLocalOperations !== undefined){
  let data18 = data2.disabledLocalOperations;
  const _errs39 = errors;
  if(errors === _errs39){
  if(Array.isArray(data18)){
  var valid8 = true;
  const len2 = data18.length;
  for(let i2=0; i2<len2; i2++){
  let data19 = data18[i2];
  const _errs41 = errors;
  if(errors === _errs41){
  if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
  let missing4;
  if(((data19.operation === undefined) && (missing4 = "operation")) || ((data19.reason === undefined) && (missing4 = "reason"))){
  validate36.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2,schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
  return false;
  }
  else {
  if(data19.operation !== undefined){
  let data20 = data19.operation;
  const _errs43 = errors;
  if(typeof data20 !== "string"){
  validate36.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2+"/operation",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((((data20 === "login") || (data20 === "logout")) || (data20 === "registration")) || (data20 === "profile-change")) || (data20 === "permission-lookup"))){
  validate36.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2+"/operation",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/properties/operation/enum",keyword:"enum",params:{allowedValues: schema41.properties.disabledLocalOperations.items.properties.operation.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid9 = _errs43 === errors;
  }
  else {
  var valid9 = true;
  }
  if(valid9){
  if(data19.reason !== undefined){
  const _errs45 = errors;
  if(typeof data19.reason !== "string"){
  validate36.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2+"/reason",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid9 = _errs45 === errors;
  }
  else {
  var valid9 = true;
  }
  }
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2,schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid8 = _errs41 === errors;
  if(!valid8){
  break;
  }
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/data/disabledLocalOperations",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs39 === errors;
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
  validate36.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
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
  validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate36.errors = vErrors;
  return errors === 0;
  }


  function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
  errors = vErrors.length;
  }
  validate35.errors = vErrors;
  return errors === 0;
  }

  return exports["_GKH8yxJ8dQvXrYlKWB_mSbk"];
};
