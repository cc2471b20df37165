/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["KDqW7iJ-2aSRrcMlFz_57DfR"] = validate34;
  const schema48 = {"$ref":"crawler-bodies.json#/definitions/DedupeResponse"};
  const schema49 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/DedupeResult"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const schema11 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema51 = {"type":"object","required":["tenantId","isLikelyDuplicate","exactMatch","contentHash","bestMatch","threshold","comparedCount","algorithm","normalisation"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"isLikelyDuplicate":{"type":"boolean"},"exactMatch":{"type":"boolean","description":"Whether an existing body equals the body after normalisation."},"contentHash":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"SHA-256, hex, of the normalised body."},"bestMatch":{"anyOf":[{"type":"null"},{"type":"object","required":["index","similarity"],"properties":{"index":{"type":"integer","minimum":0},"similarity":{"type":"number","minimum":0,"maximum":1}}}]},"threshold":{"type":"number","enum":[0.85],"description":"The similarity at or above which a body is a likely duplicate."},"comparedCount":{"type":"integer","minimum":0,"description":"How many existing bodies were given."},"algorithm":{"type":"string"},"normalisation":{"type":"string"}}};
  const schema5 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
  const pattern1 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");
  const pattern13 = new RegExp("^[0-9a-f]{64}$", "u");

  function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((((((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.isLikelyDuplicate === undefined) && (missing0 = "isLikelyDuplicate"))) || ((data.exactMatch === undefined) && (missing0 = "exactMatch"))) || ((data.contentHash === undefined) && (missing0 = "contentHash"))) || ((data.bestMatch === undefined) && (missing0 = "bestMatch"))) || ((data.threshold === undefined) && (missing0 = "threshold"))) || ((data.comparedCount === undefined) && (missing0 = "comparedCount"))) || ((data.algorithm === undefined) && (missing0 = "algorithm"))) || ((data.normalisation === undefined) && (missing0 = "normalisation"))){
  validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.tenantId !== undefined){
  let data0 = data.tenantId;
  const _errs1 = errors;
  const _errs2 = errors;
  if(errors === _errs2){
  if(typeof data0 === "string"){
  if(!pattern1.test(data0)){
  validate36.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.isLikelyDuplicate !== undefined){
  const _errs4 = errors;
  if(typeof data.isLikelyDuplicate !== "boolean"){
  validate36.errors = [{instancePath:instancePath+"/isLikelyDuplicate",schemaPath:"#/properties/isLikelyDuplicate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid0 = _errs4 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.exactMatch !== undefined){
  const _errs6 = errors;
  if(typeof data.exactMatch !== "boolean"){
  validate36.errors = [{instancePath:instancePath+"/exactMatch",schemaPath:"#/properties/exactMatch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  var valid0 = _errs6 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.contentHash !== undefined){
  let data3 = data.contentHash;
  const _errs8 = errors;
  if(errors === _errs8){
  if(typeof data3 === "string"){
  if(!pattern13.test(data3)){
  validate36.errors = [{instancePath:instancePath+"/contentHash",schemaPath:"#/properties/contentHash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
  return false;
  }
  }
  else {
  validate36.errors = [{instancePath:instancePath+"/contentHash",schemaPath:"#/properties/contentHash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid0 = _errs8 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.bestMatch !== undefined){
  let data4 = data.bestMatch;
  const _errs10 = errors;
  const _errs11 = errors;
  let valid2 = false;
  const _errs12 = errors;
  if(data4 !== null){
  const err0 = {instancePath:instancePath+"/bestMatch",schemaPath:"#/properties/bestMatch/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  var _valid0 = _errs12 === errors;
  valid2 = valid2 || _valid0;
  if(!valid2){
  const _errs14 = errors;
  if(errors === _errs14){
  if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
  let missing1;
  if(((data4.index === undefined) && (missing1 = "index")) || ((data4.similarity === undefined) && (missing1 = "similarity"))){
  const err1 = {instancePath:instancePath+"/bestMatch",schemaPath:"#/properties/bestMatch/anyOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  else {
  if(data4.index !== undefined){
  let data5 = data4.index;
  const _errs16 = errors;
  if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
  const err2 = {instancePath:instancePath+"/bestMatch/index",schemaPath:"#/properties/bestMatch/anyOf/1/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(errors === _errs16){
  if((typeof data5 == "number") && (isFinite(data5))){
  if(data5 < 0 || isNaN(data5)){
  const err3 = {instancePath:instancePath+"/bestMatch/index",schemaPath:"#/properties/bestMatch/anyOf/1/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  }
  var valid3 = _errs16 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data4.similarity !== undefined){
  let data6 = data4.similarity;
  const _errs18 = errors;
  if(errors === _errs18){
  if((typeof data6 == "number") && (isFinite(data6))){
  if(data6 > 1 || isNaN(data6)){
  const err4 = {instancePath:instancePath+"/bestMatch/similarity",schemaPath:"#/properties/bestMatch/anyOf/1/properties/similarity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  else {
  if(data6 < 0 || isNaN(data6)){
  const err5 = {instancePath:instancePath+"/bestMatch/similarity",schemaPath:"#/properties/bestMatch/anyOf/1/properties/similarity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/bestMatch/similarity",schemaPath:"#/properties/bestMatch/anyOf/1/properties/similarity/type",keyword:"type",params:{type: "number"},message:"must be number"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  var valid3 = _errs18 === errors;
  }
  else {
  var valid3 = true;
  }
  }
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/bestMatch",schemaPath:"#/properties/bestMatch/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  var _valid0 = _errs14 === errors;
  valid2 = valid2 || _valid0;
  }
  if(!valid2){
  const err8 = {instancePath:instancePath+"/bestMatch",schemaPath:"#/properties/bestMatch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  validate36.errors = vErrors;
  return false;
  }
  else {
  errors = _errs11;
  if(vErrors !== null){
  if(_errs11){
  vErrors.length = _errs11;
  }
  else {
  vErrors = null;
  }
  }
  }
  var valid0 = _errs10 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.threshold !== undefined){
  let data7 = data.threshold;
  const _errs20 = errors;
  if(!((typeof data7 == "number") && (isFinite(data7)))){
  validate36.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "number"},message:"must be number"}];
  return false;
  }
  if(!(data7 === 0.85)){
  validate36.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/enum",keyword:"enum",params:{allowedValues: schema51.properties.threshold.enum},message:"must be equal to one of the allowed values"}];
  return false;
  }
  var valid0 = _errs20 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.comparedCount !== undefined){
  let data8 = data.comparedCount;
  const _errs22 = errors;
  if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
  validate36.errors = [{instancePath:instancePath+"/comparedCount",schemaPath:"#/properties/comparedCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs22){
  if((typeof data8 == "number") && (isFinite(data8))){
  if(data8 < 0 || isNaN(data8)){
  validate36.errors = [{instancePath:instancePath+"/comparedCount",schemaPath:"#/properties/comparedCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs22 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.algorithm !== undefined){
  const _errs24 = errors;
  if(typeof data.algorithm !== "string"){
  validate36.errors = [{instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs24 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.normalisation !== undefined){
  const _errs26 = errors;
  if(typeof data.normalisation !== "string"){
  validate36.errors = [{instancePath:instancePath+"/normalisation",schemaPath:"#/properties/normalisation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid0 = _errs26 === errors;
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
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
  validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate35.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate35.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema49.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate35.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate36(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
  validate35.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  var valid3 = _errs10 === errors;
  if(!valid3){
  break;
  }
  }
  }
  else {
  validate35.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
  if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
  errors = vErrors.length;
  }
  validate34.errors = vErrors;
  return errors === 0;
  }

  return exports["KDqW7iJ-2aSRrcMlFz_57DfR"];
};
