/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports["USgroXlSGGQz9aukV5-2GkcZ"] = validate22;
  const schema23 = {"$ref":"knowledge-bodies.json#/definitions/SourceCatalogResponse"};
  const schema24 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/SourceCatalog"}}};
  const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
  const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
  const schema26 = {"type":"object","required":["sourceCount","sources","keywords","affectedDocuments"],"properties":{"sourceCount":{"type":"integer","minimum":0},"sources":{"type":"array","items":{"$ref":"knowledge-bodies.json#/definitions/Source"}},"keywords":{"type":"array","description":"Every keyword watched, sorted, without repeats.","items":{"type":"string","maxLength":200}},"affectedDocuments":{"type":"array","items":{"$ref":"knowledge-bodies.json#/definitions/AffectedDocument"}}}};
  const schema27 = {"type":"object","required":["id","name","url","category","checkIntervalHours","keywords","affectedDocuments"],"properties":{"id":{"type":"string","maxLength":128},"name":{"type":"string","maxLength":200},"url":{"type":"string","maxLength":2048,"format":"uri"},"category":{"type":"string","maxLength":200,"description":"A free-form grouping, such as regulation, standard or guidance."},"checkIntervalHours":{"type":"integer","minimum":1},"keywords":{"type":"array","items":{"type":"string","maxLength":200}},"affectedDocuments":{"type":"array","description":"Ids of the affected documents.","items":{"type":"string","maxLength":128}}}};
  const schema28 = {"type":"object","required":["id","title","owner"],"properties":{"id":{"type":"string","maxLength":128},"title":{"type":"string","maxLength":200},"owner":{"type":"string","maxLength":200}}};
  const func0 = require("ajv/dist/runtime/ucs2length").default;
  const formats8 = formats.uri;

  function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if(((((data.sourceCount === undefined) && (missing0 = "sourceCount")) || ((data.sources === undefined) && (missing0 = "sources"))) || ((data.keywords === undefined) && (missing0 = "keywords"))) || ((data.affectedDocuments === undefined) && (missing0 = "affectedDocuments"))){
  validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.sourceCount !== undefined){
  let data0 = data.sourceCount;
  const _errs1 = errors;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  validate24.errors = [{instancePath:instancePath+"/sourceCount",schemaPath:"#/properties/sourceCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs1){
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 0 || isNaN(data0)){
  validate24.errors = [{instancePath:instancePath+"/sourceCount",schemaPath:"#/properties/sourceCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
  return false;
  }
  }
  }
  var valid0 = _errs1 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.sources !== undefined){
  let data1 = data.sources;
  const _errs3 = errors;
  if(errors === _errs3){
  if(Array.isArray(data1)){
  var valid1 = true;
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  let data2 = data1[i0];
  const _errs5 = errors;
  const _errs6 = errors;
  if(errors === _errs6){
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  let missing1;
  if((((((((data2.id === undefined) && (missing1 = "id")) || ((data2.name === undefined) && (missing1 = "name"))) || ((data2.url === undefined) && (missing1 = "url"))) || ((data2.category === undefined) && (missing1 = "category"))) || ((data2.checkIntervalHours === undefined) && (missing1 = "checkIntervalHours"))) || ((data2.keywords === undefined) && (missing1 = "keywords"))) || ((data2.affectedDocuments === undefined) && (missing1 = "affectedDocuments"))){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0,schemaPath:"knowledge-bodies.json#/definitions/Source/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
  return false;
  }
  else {
  if(data2.id !== undefined){
  let data3 = data2.id;
  const _errs8 = errors;
  if(errors === _errs8){
  if(typeof data3 === "string"){
  if(func0(data3) > 128){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/id",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/id",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid3 = _errs8 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.name !== undefined){
  let data4 = data2.name;
  const _errs10 = errors;
  if(errors === _errs10){
  if(typeof data4 === "string"){
  if(func0(data4) > 200){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/name",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/name",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid3 = _errs10 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.url !== undefined){
  let data5 = data2.url;
  const _errs12 = errors;
  if(errors === _errs12){
  if(errors === _errs12){
  if(typeof data5 === "string"){
  if(func0(data5) > 2048){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/url",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
  return false;
  }
  else {
  if(!(formats8(data5))){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/url",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
  return false;
  }
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/url",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  }
  var valid3 = _errs12 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.category !== undefined){
  let data6 = data2.category;
  const _errs14 = errors;
  if(errors === _errs14){
  if(typeof data6 === "string"){
  if(func0(data6) > 200){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/category",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/category/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/category",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid3 = _errs14 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.checkIntervalHours !== undefined){
  let data7 = data2.checkIntervalHours;
  const _errs16 = errors;
  if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/checkIntervalHours",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/checkIntervalHours/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
  return false;
  }
  if(errors === _errs16){
  if((typeof data7 == "number") && (isFinite(data7))){
  if(data7 < 1 || isNaN(data7)){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/checkIntervalHours",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/checkIntervalHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
  return false;
  }
  }
  }
  var valid3 = _errs16 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.keywords !== undefined){
  let data8 = data2.keywords;
  const _errs18 = errors;
  if(errors === _errs18){
  if(Array.isArray(data8)){
  var valid4 = true;
  const len1 = data8.length;
  for(let i1=0; i1<len1; i1++){
  let data9 = data8[i1];
  const _errs20 = errors;
  if(errors === _errs20){
  if(typeof data9 === "string"){
  if(func0(data9) > 200){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/keywords/" + i1,schemaPath:"knowledge-bodies.json#/definitions/Source/properties/keywords/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/keywords/" + i1,schemaPath:"knowledge-bodies.json#/definitions/Source/properties/keywords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid4 = _errs20 === errors;
  if(!valid4){
  break;
  }
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/keywords",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/keywords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs18 === errors;
  }
  else {
  var valid3 = true;
  }
  if(valid3){
  if(data2.affectedDocuments !== undefined){
  let data10 = data2.affectedDocuments;
  const _errs22 = errors;
  if(errors === _errs22){
  if(Array.isArray(data10)){
  var valid5 = true;
  const len2 = data10.length;
  for(let i2=0; i2<len2; i2++){
  let data11 = data10[i2];
  const _errs24 = errors;
  if(errors === _errs24){
  if(typeof data11 === "string"){
  if(func0(data11) > 128){
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/affectedDocuments/" + i2,schemaPath:"knowledge-bodies.json#/definitions/Source/properties/affectedDocuments/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/affectedDocuments/" + i2,schemaPath:"knowledge-bodies.json#/definitions/Source/properties/affectedDocuments/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid5 = _errs24 === errors;
  if(!valid5){
  break;
  }
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0+"/affectedDocuments",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/affectedDocuments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid3 = _errs22 === errors;
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
  else {
  validate24.errors = [{instancePath:instancePath+"/sources/" + i0,schemaPath:"knowledge-bodies.json#/definitions/Source/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid1 = _errs5 === errors;
  if(!valid1){
  break;
  }
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs3 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.keywords !== undefined){
  let data12 = data.keywords;
  const _errs26 = errors;
  if(errors === _errs26){
  if(Array.isArray(data12)){
  var valid6 = true;
  const len3 = data12.length;
  for(let i3=0; i3<len3; i3++){
  let data13 = data12[i3];
  const _errs28 = errors;
  if(errors === _errs28){
  if(typeof data13 === "string"){
  if(func0(data13) > 200){
  validate24.errors = [{instancePath:instancePath+"/keywords/" + i3,schemaPath:"#/properties/keywords/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/keywords/" + i3,schemaPath:"#/properties/keywords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid6 = _errs28 === errors;
  if(!valid6){
  break;
  }
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/keywords",schemaPath:"#/properties/keywords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs26 === errors;
  }
  else {
  var valid0 = true;
  }
  if(valid0){
  if(data.affectedDocuments !== undefined){
  let data14 = data.affectedDocuments;
  const _errs30 = errors;
  if(errors === _errs30){
  if(Array.isArray(data14)){
  var valid7 = true;
  const len4 = data14.length;
  for(let i4=0; i4<len4; i4++){
  let data15 = data14[i4];
  const _errs32 = errors;
  const _errs33 = errors;
  if(errors === _errs33){
  if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
  let missing2;
  if((((data15.id === undefined) && (missing2 = "id")) || ((data15.title === undefined) && (missing2 = "title"))) || ((data15.owner === undefined) && (missing2 = "owner"))){
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4,schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
  return false;
  }
  else {
  if(data15.id !== undefined){
  let data16 = data15.id;
  const _errs35 = errors;
  if(errors === _errs35){
  if(typeof data16 === "string"){
  if(func0(data16) > 128){
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/id",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/id",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid9 = _errs35 === errors;
  }
  else {
  var valid9 = true;
  }
  if(valid9){
  if(data15.title !== undefined){
  let data17 = data15.title;
  const _errs37 = errors;
  if(errors === _errs37){
  if(typeof data17 === "string"){
  if(func0(data17) > 200){
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/title",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/title",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid9 = _errs37 === errors;
  }
  else {
  var valid9 = true;
  }
  if(valid9){
  if(data15.owner !== undefined){
  let data18 = data15.owner;
  const _errs39 = errors;
  if(errors === _errs39){
  if(typeof data18 === "string"){
  if(func0(data18) > 200){
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/owner",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/owner/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
  return false;
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/owner",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  }
  var valid9 = _errs39 === errors;
  }
  else {
  var valid9 = true;
  }
  }
  }
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4,schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  var valid7 = _errs32 === errors;
  if(!valid7){
  break;
  }
  }
  }
  else {
  validate24.errors = [{instancePath:instancePath+"/affectedDocuments",schemaPath:"#/properties/affectedDocuments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
  return false;
  }
  }
  var valid0 = _errs30 === errors;
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
  validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate24.errors = vErrors;
  return errors === 0;
  }


  function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(errors === 0){
  if(data && typeof data == "object" && !Array.isArray(data)){
  let missing0;
  if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
  validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
  return false;
  }
  else {
  if(data.success !== undefined){
  let data0 = data.success;
  const _errs1 = errors;
  if(typeof data0 !== "boolean"){
  validate23.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
  return false;
  }
  if(!(data0 === true)){
  validate23.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema24.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
  validate23.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
  return false;
  }
  }
  else {
  validate23.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
  if(!(validate24(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
  vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
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
  validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
  return false;
  }
  }
  validate23.errors = vErrors;
  return errors === 0;
  }


  function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData}))){
  vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
  errors = vErrors.length;
  }
  validate22.errors = vErrors;
  return errors === 0;
  }

  return exports["USgroXlSGGQz9aukV5-2GkcZ"];
};
