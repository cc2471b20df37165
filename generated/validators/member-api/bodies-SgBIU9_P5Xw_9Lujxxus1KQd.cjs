/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** member-api-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.SgBIU9_P5Xw_9Lujxxus1KQd = validate19;
  const schema25 = {"$ref":"member-api-bodies.json#/definitions/JsonWebKeySet"};
  const schema26 = {"type":"object","required":["keys"],"properties":{"keys":{"type":"array","minItems":1,"items":{"$ref":"member-api-bodies.json#/definitions/JsonWebKey"}}}};
  const schema27 = {"type":"object","description":"A public JSON Web Key (RFC 7517); private (`d`) and symmetric (`k`) key material is never published.","required":["kty","kid","alg","use"],"properties":{"kty":{"type":"string","enum":["EC","RSA","OKP"]},"kid":{"type":"string"},"alg":{"type":"string"},"use":{"type":"string","enum":["sig"]},"crv":{"type":"string"},"x":{"type":"string"},"y":{"type":"string"},"n":{"type":"string"},"e":{"type":"string"}},"additionalProperties":false};
  const func8 = Object.prototype.hasOwnProperty;

  function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((data.keys === undefined) && (missing0 = "keys")){
  validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.keys !== undefined){
  let data0 = data.keys;
  const _errs1 = errors;
  if(errors === _errs1){
  if(Array.isArray(data0)){
  if(data0.length < 1){
  validate20.errors = [{instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
  return false;
  }
  else {
  var valid1 = true;
  const len0 = data0.length;
  for(let i0=0; i0<len0; i0++){
  let data1 = data0[i0];
  const _errs3 = errors;
  const _errs4 = errors;
  if(errors === _errs4){
  if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
  let missing1;
  if(((((data1.kty === undefined) && (missing1 = "kty")) || ((data1.kid === undefined) && (missing1 = "kid"))) || ((data1.alg === undefined) && (missing1 = "alg"))) || ((data1.use === undefined) && (missing1 = "use"))){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  const _errs6 = errors;
  for(const key0 in data1){
  if(!(func8.call(schema27.properties, key0))){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
  return false;
  break;
  }
  }
  if(_errs6 === errors){
  if(data1.kty !== undefined){
  let data2 = data1.kty;
  const _errs7 = errors;
  if(typeof data2 !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/kty",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/kty/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(((data2 === "EC") || (data2 === "RSA")) || (data2 === "OKP"))){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/kty",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/kty/enum",keyword:"enum",params:{allowedValues: schema27.properties.kty.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs7 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.kid !== undefined){
  const _errs9 = errors;
  if(typeof data1.kid !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/kid",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/kid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs9 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.alg !== undefined){
  const _errs11 = errors;
  if(typeof data1.alg !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/alg",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/alg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs11 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.use !== undefined){
  let data5 = data1.use;
  const _errs13 = errors;
  if(typeof data5 !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/use",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  if(!(data5 === "sig")){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/use",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/use/enum",keyword:"enum",params:{allowedValues: schema27.properties.use.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid3 = _errs13 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.crv !== undefined){
  const _errs15 = errors;
  if(typeof data1.crv !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/crv",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/crv/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs15 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.x !== undefined){
  const _errs17 = errors;
  if(typeof data1.x !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/x",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/x/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs17 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.y !== undefined){
  const _errs19 = errors;
  if(typeof data1.y !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/y",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/y/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs19 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.n !== undefined){
  const _errs21 = errors;
  if(typeof data1.n !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/n",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/n/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs21 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data1.e !== undefined){
  const _errs23 = errors;
  if(typeof data1.e !== "string"){
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0+"/e",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/e/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs23 === errors;
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
  validate20.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid1 = _errs3 === errors;
  if(!valid1){
  break;
  }
  }
  }
  }
  else {
  validate20.errors = [{instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  }
  }
  }
  else {
  validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate20.errors = vErrors;
  return errors === 0;
  }


  function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate20(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
  errors = vErrors.length;
  }
  validate19.errors = vErrors;
  return errors === 0;
  }

  return exports["SgBIU9_P5Xw_9Lujxxus1KQd"];
};
