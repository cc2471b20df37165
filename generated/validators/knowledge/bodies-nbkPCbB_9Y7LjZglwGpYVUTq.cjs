/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.nbkPCbB_9Y7LjZglwGpYVUTq = validate38;
  const schema42 = {"$ref":"knowledge-bodies.json#/definitions/MemberCallbackResponse"};
  const schema43 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/MemberCallbackResult"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema45 = {"type":"object","required":["outcome","state","acceptedFields","rejectedFields","ignoredFields","missingFields","wouldAccept","memberCreated","sessionCreated","cookieSet"],"properties":{"outcome":{"type":"string","enum":["accepted","rejected","incomplete"],"description":"`rejected` when a token-like field was sent, `incomplete` when an accepted field is missing."},"state":{"type":"string"},"acceptedFields":{"type":"object","properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"companyId":{"type":"string"}}},"rejectedFields":{"type":"array","description":"Token-like fields that a real callback refuses.","items":{"type":"string"}},"ignoredFields":{"type":"array","items":{"type":"string"}},"missingFields":{"type":"array","items":{"type":"string"}},"wouldAccept":{"type":"array","items":{"type":"string"}},"memberCreated":{"type":"boolean","enum":[false]},"sessionCreated":{"type":"boolean","enum":[false]},"cookieSet":{"type":"boolean","enum":[false]}}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

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
  validate39.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema43.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate39.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(((((((((((data2.outcome === undefined) && (missing1 = "outcome")) || ((data2.state === undefined) && (missing1 = "state"))) || ((data2.acceptedFields === undefined) && (missing1 = "acceptedFields"))) || ((data2.rejectedFields === undefined) && (missing1 = "rejectedFields"))) || ((data2.ignoredFields === undefined) && (missing1 = "ignoredFields"))) || ((data2.missingFields === undefined) && (missing1 = "missingFields"))) || ((data2.wouldAccept === undefined) && (missing1 = "wouldAccept"))) || ((data2.memberCreated === undefined) && (missing1 = "memberCreated"))) || ((data2.sessionCreated === undefined) && (missing1 = "sessionCreated"))) || ((data2.cookieSet === undefined) && (missing1 = "cookieSet"))){
  validate39.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.outcome !== undefined){
  let data3 = data2.outcome;
  const _errs9 = errors;
  if(typeof data3 !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/outcome",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data3 === "accepted") || (data3 === "rejected")) || (data3 === "incomplete"))){
  validate39.errors = [{instancePath:instancePath+"/data/outcome",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema45.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.state !== undefined){
  const _errs11 = errors;
  if(typeof data2.state !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/state",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.acceptedFields !== undefined){
  let data5 = data2.acceptedFields;
  const _errs13 = errors;
  if(errors === _errs13){
  if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
  if(data5.memberId !== undefined){
  const _errs15 = errors;
  if(typeof data5.memberId !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/acceptedFields/memberId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/acceptedFields/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs15 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data5.loginId !== undefined){
  const _errs17 = errors;
  if(typeof data5.loginId !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/acceptedFields/loginId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/acceptedFields/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs17 === errors;
  }
  else {
  var valid4 = true;
  }
  if(valid4){
  if(data5.companyId !== undefined){
  const _errs19 = errors;
  if(typeof data5.companyId !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/acceptedFields/companyId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/acceptedFields/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid4 = _errs19 === errors;
  }
  else {
  var valid4 = true;
  }
  }
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/data/acceptedFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/acceptedFields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid3 = _errs13 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.rejectedFields !== undefined){
  let data9 = data2.rejectedFields;
  const _errs21 = errors;
  if(errors === _errs21){
  if(Array.isArray(data9)){
  var valid5 = true;
  const len0 = data9.length;
  for(let i0=0; i0<len0; i0++){
  const _errs23 = errors;
  if(typeof data9[i0] !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/rejectedFields/" + i0,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/rejectedFields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid5 = _errs23 === errors;
  if(!valid5){
  break;
  }
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/data/rejectedFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/rejectedFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs21 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.ignoredFields !== undefined){
  let data11 = data2.ignoredFields;
  const _errs25 = errors;
  if(errors === _errs25){
  if(Array.isArray(data11)){
  var valid6 = true;
  const len1 = data11.length;
  for(let i1=0; i1<len1; i1++){
  const _errs27 = errors;
  if(typeof data11[i1] !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/ignoredFields/" + i1,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/ignoredFields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid6 = _errs27 === errors;
  if(!valid6){
  break;
  }
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/data/ignoredFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/ignoredFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs25 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.missingFields !== undefined){
  let data13 = data2.missingFields;
  const _errs29 = errors;
  if(errors === _errs29){
  if(Array.isArray(data13)){
  var valid7 = true;
  const len2 = data13.length;
  for(let i2=0; i2<len2; i2++){
  const _errs31 = errors;
  if(typeof data13[i2] !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/missingFields/" + i2,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/missingFields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid7 = _errs31 === errors;
  if(!valid7){
  break;
  }
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/data/missingFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/missingFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs29 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.wouldAccept !== undefined){
  let data15 = data2.wouldAccept;
  const _errs33 = errors;
  if(errors === _errs33){
  if(Array.isArray(data15)){
  var valid8 = true;
  const len3 = data15.length;
  for(let i3=0; i3<len3; i3++){
  const _errs35 = errors;
  if(typeof data15[i3] !== "string"){
  validate39.errors = [{instancePath:instancePath+"/data/wouldAccept/" + i3,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/wouldAccept/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid8 = _errs35 === errors;
  if(!valid8){
  break;
  }
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/data/wouldAccept",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/wouldAccept/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs33 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.memberCreated !== undefined){
  let data17 = data2.memberCreated;
  const _errs37 = errors;
  if(typeof data17 !== "boolean"){
  validate39.errors = [{instancePath:instancePath+"/data/memberCreated",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/memberCreated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data17 === false)){
  validate39.errors = [{instancePath:instancePath+"/data/memberCreated",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/memberCreated/enum",keyword:"enum",params:{allowedValues: schema45.properties.memberCreated.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs37 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.sessionCreated !== undefined){
  let data18 = data2.sessionCreated;
  const _errs39 = errors;
  if(typeof data18 !== "boolean"){
  validate39.errors = [{instancePath:instancePath+"/data/sessionCreated",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/sessionCreated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data18 === false)){
  validate39.errors = [{instancePath:instancePath+"/data/sessionCreated",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/sessionCreated/enum",keyword:"enum",params:{allowedValues: schema45.properties.sessionCreated.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs39 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.cookieSet !== undefined){
  let data19 = data2.cookieSet;
  const _errs41 = errors;
  if(typeof data19 !== "boolean"){
  validate39.errors = [{instancePath:instancePath+"/data/cookieSet",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/cookieSet/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data19 === false)){
  validate39.errors = [{instancePath:instancePath+"/data/cookieSet",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/cookieSet/enum",keyword:"enum",params:{allowedValues: schema45.properties.cookieSet.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs41 === errors;
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
  }
  }
  }
  }
  }
  else {
  validate39.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

  return exports["nbkPCbB_9Y7LjZglwGpYVUTq"];
};
