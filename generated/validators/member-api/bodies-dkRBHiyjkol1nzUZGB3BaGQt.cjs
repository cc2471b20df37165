/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** member-api-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.dkRBHiyjkol1nzUZGB3BaGQt = validate25;
  const schema31 = {"$ref":"member-api-bodies.json#/definitions/TokenGrantResponse"};
  const schema32 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"$ref":"member-api-bodies.json#/definitions/TokenGrant"}}};
  const schema7 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema34 = {"type":"object","required":["accessToken","refreshToken","tokenType","expiresIn","member"],"properties":{"accessToken":{"type":"string","description":"An ES256 JWT; send it as `Authorization: Bearer <accessToken>`."},"refreshToken":{"type":"string","description":"An opaque token for `POST /auth/refresh`; also set as the `member_refresh` cookie."},"tokenType":{"type":"string","enum":["Bearer"]},"expiresIn":{"type":"integer","minimum":1,"description":"Lifetime of the access token in seconds."},"member":{"$ref":"member-api-bodies.json#/definitions/MemberProfile"}}};
  const schema8 = {"type":"object","required":["memberId","loginId","displayName","companyId","permissions"],"properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"displayName":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}};

  function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((data.accessToken === undefined) && (missing0 = "accessToken")) || ((data.refreshToken === undefined) && (missing0 = "refreshToken"))) || ((data.tokenType === undefined) && (missing0 = "tokenType"))) || ((data.expiresIn === undefined) && (missing0 = "expiresIn"))) || ((data.member === undefined) && (missing0 = "member"))){
  validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.accessToken !== undefined){
  const _errs1 = errors;
  if(typeof data.accessToken !== "string"){
  validate27.errors = [{instancePath:instancePath+"/accessToken",schemaPath:"#/properties/accessToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.refreshToken !== undefined){
  const _errs3 = errors;
  if(typeof data.refreshToken !== "string"){
  validate27.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"#/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.tokenType !== undefined){
  let data2 = data.tokenType;
  const _errs5 = errors;
  if(typeof data2 !== "string"){
  validate27.errors = [{instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data2 === "Bearer")){
  validate27.errors = [{instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/enum",keyword:"enum",params:{allowedValues: schema34.properties.tokenType.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.expiresIn !== undefined){
  let data3 = data.expiresIn;
  const _errs7 = errors;
  if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
  validate27.errors = [{instancePath:instancePath+"/expiresIn",schemaPath:"#/properties/expiresIn/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs7){
  if((typeof data3 == "number") && (isFinite(data3))){
  if(data3 < 1 || isNaN(data3)){
  validate27.errors = [{instancePath:instancePath+"/expiresIn",schemaPath:"#/properties/expiresIn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
  if(data.member !== undefined){
  let data4 = data.member;
  const _errs9 = errors;
  const _errs10 = errors;
  if(errors === _errs10){
  if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
  let missing1;
  if((((((data4.memberId === undefined) && (missing1 = "memberId")) || ((data4.loginId === undefined) && (missing1 = "loginId"))) || ((data4.displayName === undefined) && (missing1 = "displayName"))) || ((data4.companyId === undefined) && (missing1 = "companyId"))) || ((data4.permissions === undefined) && (missing1 = "permissions"))){
  validate27.errors = [{instancePath:instancePath+"/member",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data4.memberId !== undefined){
  const _errs12 = errors;
  if(typeof data4.memberId !== "string"){
  validate27.errors = [{instancePath:instancePath+"/member/memberId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs12 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data4.loginId !== undefined){
  const _errs14 = errors;
  if(typeof data4.loginId !== "string"){
  validate27.errors = [{instancePath:instancePath+"/member/loginId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs14 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data4.displayName !== undefined){
  const _errs16 = errors;
  if(typeof data4.displayName !== "string"){
  validate27.errors = [{instancePath:instancePath+"/member/displayName",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs16 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data4.companyId !== undefined){
  const _errs18 = errors;
  if(typeof data4.companyId !== "string"){
  validate27.errors = [{instancePath:instancePath+"/member/companyId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid2 = _errs18 === errors;
  }
  else {
  var valid2 = true;
  }
  if(valid2){
  if(data4.permissions !== undefined){
  let data9 = data4.permissions;
  const _errs20 = errors;
  if(errors === _errs20){
  if(Array.isArray(data9)){
  var valid3 = true;
  const len0 = data9.length;
  for(let i0=0; i0<len0; i0++){
  const _errs22 = errors;
  if(typeof data9[i0] !== "string"){
  validate27.errors = [{instancePath:instancePath+"/member/permissions/" + i0,schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs22 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/member/permissions",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid2 = _errs20 === errors;
  }
  else {
  var valid2 = true;
  }
  }
  }
  }
  }
  }
  }
  else {
  validate27.errors = [{instancePath:instancePath+"/member",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
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
  }
  else {
  validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate27.errors = vErrors;
  return errors === 0;
  }


  function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate26.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate26.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema32.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate26.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate26.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate27(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
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
  validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate26.errors = vErrors;
  return errors === 0;
  }


  function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
  errors = vErrors.length;
  }
  validate25.errors = vErrors;
  return errors === 0;
  }

  return exports["dkRBHiyjkol1nzUZGB3BaGQt"];
};
