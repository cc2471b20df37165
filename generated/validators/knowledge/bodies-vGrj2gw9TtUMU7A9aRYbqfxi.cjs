/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.vGrj2gw9TtUMU7A9aRYbqfxi = validate44;
  const schema50 = {"$ref":"knowledge-bodies.json#/definitions/PendingUpdateResponse"};
  const schema51 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/PendingUpdate"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema21 = {"type":"object","required":["hasPendingUpdate","state","markedAt"],"properties":{"hasPendingUpdate":{"type":"boolean"},"state":{"anyOf":[{"type":"null"},{"type":"string","enum":["PENDING_UPDATE",null]}]},"markedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"When the marker file was written (its modification time)."}]}}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const formats0 = formats["date-time"];

  function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate45.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate45.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema51.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate45.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate45.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if((((data2.hasPendingUpdate === undefined) && (missing1 = "hasPendingUpdate")) || ((data2.state === undefined) && (missing1 = "state"))) || ((data2.markedAt === undefined) && (missing1 = "markedAt"))){
  validate45.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.hasPendingUpdate !== undefined){
  const _errs9 = errors;
  if(typeof data2.hasPendingUpdate !== "boolean"){
  validate45.errors = [{instancePath:instancePath+"/data/hasPendingUpdate",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/hasPendingUpdate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.state !== undefined){
  let data4 = data2.state;
  const _errs11 = errors;
  const _errs12 = errors;
  let valid4 = false;
  const _errs13 = errors;
  if(data4 !== null){
  const err0 = {instancePath:instancePath+"/data/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs13 === errors;
  valid4 = valid4 || _valid0;
  if(!valid4){
  const _errs15 = errors;
  if(typeof data4 !== "string"){
  const err1 = {instancePath:instancePath+"/data/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!((data4 === "PENDING_UPDATE") || (data4 === null))){
  const err2 = {instancePath:instancePath+"/data/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema21.properties.state.anyOf[1].enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  var _valid0 = _errs15 === errors;
  valid4 = valid4 || _valid0;
  }
  if(!valid4){
  const err3 = {instancePath:instancePath+"/data/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  validate45.errors = vErrors;
  return false;
  }
  else {
  errors = _errs12;
  if(vErrors !== null){
  if(_errs12){
  vErrors.length = _errs12;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.markedAt !== undefined){
  let data5 = data2.markedAt;
  const _errs17 = errors;
  const _errs18 = errors;
  let valid5 = false;
  const _errs19 = errors;
  if(data5 !== null){
  const err4 = {instancePath:instancePath+"/data/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var _valid1 = _errs19 === errors;
  valid5 = valid5 || _valid1;
  if(!valid5){
  const _errs21 = errors;
  if(errors === _errs21){
  if(errors === _errs21){
  if(typeof data5 === "string"){
  if(!(formats0.validate(data5))){
  const err5 = {instancePath:instancePath+"/data/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
  const err6 = {instancePath:instancePath+"/data/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  var _valid1 = _errs21 === errors;
  valid5 = valid5 || _valid1;
  }
  if(!valid5){
  const err7 = {instancePath:instancePath+"/data/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  validate45.errors = vErrors;
  return false;
  }
  else {
  errors = _errs18;
  if(vErrors !== null){
  if(_errs18){
  vErrors.length = _errs18;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid3 = _errs17 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  }
  else {
  validate45.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
  validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate45.errors = vErrors;
  return errors === 0;
  }


  function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
  errors = vErrors.length;
  }
  validate44.errors = vErrors;
  return errors === 0;
  }

  return exports["vGrj2gw9TtUMU7A9aRYbqfxi"];
};
