/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** hrm-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.Pwj4v_clCQELP4rAs3Sha0rm = validate28;
  const schema35 = {"$ref":"hrm-bodies.json#/definitions/MemberTokenGrantResponse"};
  const schema36 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"type":"string"},"data":{"type":"object","required":["accessToken","refreshToken","tokenType","expiresIn","member"],"properties":{"accessToken":{"type":"string"},"refreshToken":{"type":"string"},"tokenType":{"type":"string","enum":["Bearer"]},"expiresIn":{"type":"integer","minimum":1},"member":{"$ref":"hrm-bodies.json#/definitions/MemberProfile"}}}}};
  const schema37 = {"type":"object","required":["memberId","loginId","displayName","companyId","permissions"],"properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"displayName":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}};

  function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate29.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate29.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema36.properties.success.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.traceId !== undefined){
  const _errs3 = errors;
  if(typeof data.traceId !== "string"){
  validate29.errors = [{instancePath:instancePath+"/traceId",schemaPath:"#/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.data !== undefined){
  let data2 = data.data;
  const _errs5 = errors;
  if(errors === _errs5){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if((((((data2.accessToken === undefined) && (missing1 = "accessToken")) || ((data2.refreshToken === undefined) && (missing1 = "refreshToken"))) || ((data2.tokenType === undefined) && (missing1 = "tokenType"))) || ((data2.expiresIn === undefined) && (missing1 = "expiresIn"))) || ((data2.member === undefined) && (missing1 = "member"))){
  validate29.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.accessToken !== undefined){
  const _errs7 = errors;
  if(typeof data2.accessToken !== "string"){
  validate29.errors = [{instancePath:instancePath+"/data/accessToken",schemaPath:"#/properties/data/properties/accessToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid1 = _errs7 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data2.refreshToken !== undefined){
  const _errs9 = errors;
  if(typeof data2.refreshToken !== "string"){
  validate29.errors = [{instancePath:instancePath+"/data/refreshToken",schemaPath:"#/properties/data/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid1 = _errs9 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data2.tokenType !== undefined){
  let data5 = data2.tokenType;
  const _errs11 = errors;
  if(typeof data5 !== "string"){
  validate29.errors = [{instancePath:instancePath+"/data/tokenType",schemaPath:"#/properties/data/properties/tokenType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data5 === "Bearer")){
  validate29.errors = [{instancePath:instancePath+"/data/tokenType",schemaPath:"#/properties/data/properties/tokenType/enum",keyword:"enum",params:{allowedValues: schema36.properties.data.properties.tokenType.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid1 = _errs11 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data2.expiresIn !== undefined){
  let data6 = data2.expiresIn;
  const _errs13 = errors;
  if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
  validate29.errors = [{instancePath:instancePath+"/data/expiresIn",schemaPath:"#/properties/data/properties/expiresIn/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs13){
  if((typeof data6 == "number") && (isFinite(data6))){
  if(data6 < 1 || isNaN(data6)){
  validate29.errors = [{instancePath:instancePath+"/data/expiresIn",schemaPath:"#/properties/data/properties/expiresIn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  var valid1 = _errs13 === errors;
  }
  else {
  var valid1 = true;
  }
  if(valid1){
  if(data2.member !== undefined){
  let data7 = data2.member;
  const _errs15 = errors;
  const _errs16 = errors;
  if(errors === _errs16){
  if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
  let missing2;
  if((((((data7.memberId === undefined) && (missing2 = "memberId")) || ((data7.loginId === undefined) && (missing2 = "loginId"))) || ((data7.displayName === undefined) && (missing2 = "displayName"))) || ((data7.companyId === undefined) && (missing2 = "companyId"))) || ((data7.permissions === undefined) && (missing2 = "permissions"))){
  validate29.errors = [{instancePath:instancePath+"/data/member",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data7.memberId !== undefined){
  const _errs18 = errors;
  if(typeof data7.memberId !== "string"){
  validate29.errors = [{instancePath:instancePath+"/data/member/memberId",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs18 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data7.loginId !== undefined){
  const _errs20 = errors;
  if(typeof data7.loginId !== "string"){
  validate29.errors = [{instancePath:instancePath+"/data/member/loginId",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs20 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data7.displayName !== undefined){
  const _errs22 = errors;
  if(typeof data7.displayName !== "string"){
  validate29.errors = [{instancePath:instancePath+"/data/member/displayName",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs22 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data7.companyId !== undefined){
  const _errs24 = errors;
  if(typeof data7.companyId !== "string"){
  validate29.errors = [{instancePath:instancePath+"/data/member/companyId",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs24 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data7.permissions !== undefined){
  let data12 = data7.permissions;
  const _errs26 = errors;
  if(errors === _errs26){
  if(Array.isArray(data12)){
  var valid4 = true;
  const len0 = data12.length;
  for(let i0=0; i0<len0; i0++){
  const _errs28 = errors;
  if(typeof data12[i0] !== "string"){
  validate29.errors = [{instancePath:instancePath+"/data/member/permissions/" + i0,schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs28 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate29.errors = [{instancePath:instancePath+"/data/member/permissions",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs26 === errors;
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
  validate29.errors = [{instancePath:instancePath+"/data/member",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid1 = _errs15 === errors;
  }
  else {
  var valid1 = true;
  }
  }
  }
  }
  }
  }
  }
  else {
  validate29.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid0 = _errs5 === errors;
  }
  else {
  var valid0 = true;
  }
  }
  }
  }
  }
  else {
  validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate29.errors = vErrors;
  return errors === 0;
  }


  function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
  errors = vErrors.length;
  }
  validate28.errors = vErrors;
  return errors === 0;
  }

  return exports["Pwj4v_clCQELP4rAs3Sha0rm"];
};
