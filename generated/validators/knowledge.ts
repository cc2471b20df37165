// @ts-nocheck
/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';

// ajv's runtime helpers (ucs2length, deep equality), as its standalone code names them.
const require = createRequire(import.meta.url);

/** Of spec/knowledge.yaml: the parsed document these validators were compiled from. */
export const documentKey = "F41CD9SlxPN6Qya6_9TLF3OP6KUd99OG7OhlP6IrsPg";

/** Request parameters (coerced, as knowledge-parameters compiles them). */
export const parameters = {
  options: "6Q62PxR4Q6TfXVANh1_2k6eN",
  create(formats) {
    const exports = {};
    exports.AaAOEauZZ7eGdGuC8ZgJjeNS = validate0;
    const schema0 = {"type":"object","properties":{},"required":[],"additionalProperties":true};

    function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    }
    else {
    validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate0.errors = vErrors;
    return errors === 0;
    }

    exports._xstiFfI5KLNh7Vmp5jF0c2T = validate1;
    const schema1 = {"type":"object","properties":{},"required":[],"additionalProperties":false};

    function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    for(const key0 in data){
    validate1.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    else {
    validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate1.errors = vErrors;
    return errors === 0;
    }

    return exports;
  },
};

/** Request and response bodies (as knowledge-bodies compiles them). */
export const bodies = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  create(formats) {
    const exports = {};
    exports.tISQYLCPr9GOQQkAc4VoW5z8 = validate0;
    const schema0 = {"$ref":"knowledge-bodies.json#/definitions/HealthResponse"};
    const schema2 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/Health"}}};
    const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
    const schema4 = {"type":"object","required":["status","version","publicBaseUrl","liveCrawlEnabled"],"properties":{"status":{"type":"string","enum":["ok"]},"version":{"type":"string","description":"The service version (the interface version of this document)."},"publicBaseUrl":{"type":"string","format":"uri","description":"The public base URL of this service (`KNOWLEDGE_PUBLIC_BASE_URL`)."},"liveCrawlEnabled":{"type":"boolean","description":"Whether live crawling is enabled (`KNOWLEDGE_LIVE_CRAWL`)."}}};
    const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
    const formats0 = formats.uri;

    function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate2.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate2.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema2.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(((((data2.status === undefined) && (missing1 = "status")) || ((data2.version === undefined) && (missing1 = "version"))) || ((data2.publicBaseUrl === undefined) && (missing1 = "publicBaseUrl"))) || ((data2.liveCrawlEnabled === undefined) && (missing1 = "liveCrawlEnabled"))){
    validate2.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/Health/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.status !== undefined){
    let data3 = data2.status;
    const _errs9 = errors;
    if(typeof data3 !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/status",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data3 === "ok")){
    validate2.errors = [{instancePath:instancePath+"/data/status",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/status/enum",keyword:"enum",params:{allowedValues: schema4.properties.status.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs9 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.version !== undefined){
    const _errs11 = errors;
    if(typeof data2.version !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/version",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs11 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.publicBaseUrl !== undefined){
    let data5 = data2.publicBaseUrl;
    const _errs13 = errors;
    if(errors === _errs13){
    if(errors === _errs13){
    if(typeof data5 === "string"){
    if(!(formats0(data5))){
    validate2.errors = [{instancePath:instancePath+"/data/publicBaseUrl",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/publicBaseUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/data/publicBaseUrl",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/publicBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid3 = _errs13 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.liveCrawlEnabled !== undefined){
    const _errs15 = errors;
    if(typeof data2.liveCrawlEnabled !== "boolean"){
    validate2.errors = [{instancePath:instancePath+"/data/liveCrawlEnabled",schemaPath:"knowledge-bodies.json#/definitions/Health/properties/liveCrawlEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid3 = _errs15 === errors;
    }
    else {
    var valid3 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/Health/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate2.errors = vErrors;
    return errors === 0;
    }


    function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate2(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
    errors = vErrors.length;
    }
    validate0.errors = vErrors;
    return errors === 0;
    }

    exports["54NJiUhNtrzb6Gxz8EvxVZaW"] = validate4;
    const schema5 = {"$ref":"knowledge-bodies.json#/definitions/ErrorEnvelope"};
    const schema6 = {"type":"object","required":["success","traceId","error"],"properties":{"success":{"type":"boolean","enum":[false]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"error":{"$ref":"knowledge-bodies.json#/definitions/Error"}}};
    const schema8 = {"type":"object","required":["code","message"],"properties":{"code":{"$ref":"knowledge-bodies.json#/definitions/ErrorCode"},"message":{"type":"string","description":"A human-readable explanation."},"details":{"description":"Structured details, such as the list of validation problems.\nA `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.\n"}}};
    const schema9 = {"type":"string","description":"A stable machine-readable error identifier.","enum":["VALIDATION_FAILED","MALFORMED_JSON","NOT_FOUND","METHOD_NOT_ALLOWED","NOT_ACCEPTABLE","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","INTERNAL","RESPONSE_VALIDATION_FAILED","MALFORMED_REQUEST","REQUEST_TIMEOUT","EXPECTATION_FAILED","HEADERS_TOO_LARGE"]};

    function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))){
    validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.code !== undefined){
    let data0 = data.code;
    const _errs1 = errors;
    if(typeof data0 !== "string"){
    validate6.errors = [{instancePath:instancePath+"/code",schemaPath:"knowledge-bodies.json#/definitions/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((((((((((data0 === "VALIDATION_FAILED") || (data0 === "MALFORMED_JSON")) || (data0 === "NOT_FOUND")) || (data0 === "METHOD_NOT_ALLOWED")) || (data0 === "NOT_ACCEPTABLE")) || (data0 === "PAYLOAD_TOO_LARGE")) || (data0 === "UNSUPPORTED_MEDIA_TYPE")) || (data0 === "INTERNAL")) || (data0 === "RESPONSE_VALIDATION_FAILED")) || (data0 === "MALFORMED_REQUEST")) || (data0 === "REQUEST_TIMEOUT")) || (data0 === "EXPECTATION_FAILED")) || (data0 === "HEADERS_TOO_LARGE"))){
    validate6.errors = [{instancePath:instancePath+"/code",schemaPath:"knowledge-bodies.json#/definitions/ErrorCode/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.message !== undefined){
    const _errs4 = errors;
    if(typeof data.message !== "string"){
    validate6.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    }
    }
    }
    else {
    validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate6.errors = vErrors;
    return errors === 0;
    }


    function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.error === undefined) && (missing0 = "error"))){
    validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate5.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === false)){
    validate5.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema6.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate5.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    const _errs6 = errors;
    if(!(validate6(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
    vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
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
    validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate5.errors = vErrors;
    return errors === 0;
    }


    function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate5(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
    errors = vErrors.length;
    }
    validate4.errors = vErrors;
    return errors === 0;
    }

    exports["USgroXlSGGQz9aukV5-2GkcZ"] = validate9;
    const schema10 = {"$ref":"knowledge-bodies.json#/definitions/SourceCatalogResponse"};
    const schema11 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/SourceCatalog"}}};
    const schema13 = {"type":"object","required":["sourceCount","sources","keywords","affectedDocuments"],"properties":{"sourceCount":{"type":"integer","minimum":0},"sources":{"type":"array","items":{"$ref":"knowledge-bodies.json#/definitions/Source"}},"keywords":{"type":"array","description":"Every keyword watched, sorted, without repeats.","items":{"type":"string"}},"affectedDocuments":{"type":"array","items":{"$ref":"knowledge-bodies.json#/definitions/AffectedDocument"}}}};
    const schema14 = {"type":"object","required":["id","name","url","category","checkIntervalHours","keywords","affectedDocuments"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"url":{"type":"string","format":"uri"},"category":{"type":"string","description":"A free-form grouping, such as regulation, standard or guidance."},"checkIntervalHours":{"type":"integer","minimum":1},"keywords":{"type":"array","items":{"type":"string"}},"affectedDocuments":{"type":"array","description":"Ids of the affected documents.","items":{"type":"string"}}}};
    const schema15 = {"type":"object","required":["id","title","owner"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"owner":{"type":"string"}}};

    function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.sourceCount === undefined) && (missing0 = "sourceCount")) || ((data.sources === undefined) && (missing0 = "sources"))) || ((data.keywords === undefined) && (missing0 = "keywords"))) || ((data.affectedDocuments === undefined) && (missing0 = "affectedDocuments"))){
    validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.sourceCount !== undefined){
    let data0 = data.sourceCount;
    const _errs1 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate11.errors = [{instancePath:instancePath+"/sourceCount",schemaPath:"#/properties/sourceCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs1){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate11.errors = [{instancePath:instancePath+"/sourceCount",schemaPath:"#/properties/sourceCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0,schemaPath:"knowledge-bodies.json#/definitions/Source/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.id !== undefined){
    const _errs8 = errors;
    if(typeof data2.id !== "string"){
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/id",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs8 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.name !== undefined){
    const _errs10 = errors;
    if(typeof data2.name !== "string"){
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/name",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    if(!(formats0(data5))){
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/url",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/url",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    const _errs14 = errors;
    if(typeof data2.category !== "string"){
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/category",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/checkIntervalHours",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/checkIntervalHours/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs16){
    if((typeof data7 == "number") && (isFinite(data7))){
    if(data7 < 1 || isNaN(data7)){
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/checkIntervalHours",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/checkIntervalHours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
    const _errs20 = errors;
    if(typeof data8[i1] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/keywords/" + i1,schemaPath:"knowledge-bodies.json#/definitions/Source/properties/keywords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs20 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/keywords",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/keywords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    const _errs24 = errors;
    if(typeof data10[i2] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/affectedDocuments/" + i2,schemaPath:"knowledge-bodies.json#/definitions/Source/properties/affectedDocuments/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid5 = _errs24 === errors;
    if(!valid5){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0+"/affectedDocuments",schemaPath:"knowledge-bodies.json#/definitions/Source/properties/affectedDocuments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate11.errors = [{instancePath:instancePath+"/sources/" + i0,schemaPath:"knowledge-bodies.json#/definitions/Source/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate11.errors = [{instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    const _errs28 = errors;
    if(typeof data12[i3] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/keywords/" + i3,schemaPath:"#/properties/keywords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid6 = _errs28 === errors;
    if(!valid6){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/keywords",schemaPath:"#/properties/keywords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate11.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4,schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data15.id !== undefined){
    const _errs35 = errors;
    if(typeof data15.id !== "string"){
    validate11.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/id",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid9 = _errs35 === errors;
    }
    else {
    var valid9 = true;
    }
    if(valid9){
    if(data15.title !== undefined){
    const _errs37 = errors;
    if(typeof data15.title !== "string"){
    validate11.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/title",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid9 = _errs37 === errors;
    }
    else {
    var valid9 = true;
    }
    if(valid9){
    if(data15.owner !== undefined){
    const _errs39 = errors;
    if(typeof data15.owner !== "string"){
    validate11.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4+"/owner",schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    validate11.errors = [{instancePath:instancePath+"/affectedDocuments/" + i4,schemaPath:"knowledge-bodies.json#/definitions/AffectedDocument/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate11.errors = [{instancePath:instancePath+"/affectedDocuments",schemaPath:"#/properties/affectedDocuments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate11.errors = vErrors;
    return errors === 0;
    }


    function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate10.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate10.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema11.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate10.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate10.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate11(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
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
    validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate10.errors = vErrors;
    return errors === 0;
    }


    function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate10(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
    errors = vErrors.length;
    }
    validate9.errors = vErrors;
    return errors === 0;
    }

    exports.P56BlDKm5Fic567aJ6VvAIWA = validate14;
    const schema16 = {"$ref":"knowledge-bodies.json#/definitions/StatusResponse"};
    const schema17 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/Status"}}};
    const schema19 = {"type":"object","required":["sourceCount","reportDirectory","latestReport","pendingUpdate","skippedReports"],"properties":{"sourceCount":{"type":"integer","minimum":0},"reportDirectory":{"type":"string","description":"The report directory as a label: its path relative to the service's installation\n(`demo/knowledge/reports` with the demo data), or only its last segment when it lies\nelsewhere; `(none)` when no report directory is configured (production without\n`KNOWLEDGE_REPORT_DIR`). Never an absolute path.\n"},"latestReport":{"anyOf":[{"type":"null"},{"type":"object","allOf":[{"$ref":"knowledge-bodies.json#/definitions/ReportSummary"}]}]},"pendingUpdate":{"$ref":"knowledge-bodies.json#/definitions/PendingUpdate"},"skippedReports":{"type":"array","description":"Report files that could not be read, with the reason.","items":{"$ref":"knowledge-bodies.json#/definitions/SkippedReport"}}}};
    const schema20 = {"type":"object","required":["reportId","generatedAt","file","checked","changed","failed"],"properties":{"reportId":{"type":"string"},"generatedAt":{"type":"string","format":"date-time"},"file":{"type":"string","description":"The report's file name in the report directory."},"checked":{"type":"integer","minimum":0},"changed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0}}};
    const schema21 = {"type":"object","required":["hasPendingUpdate","state","markedAt"],"properties":{"hasPendingUpdate":{"type":"boolean"},"state":{"anyOf":[{"type":"null"},{"type":"string","enum":["PENDING_UPDATE",null]}]},"markedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"When the marker file was written (its modification time)."}]}}};
    const schema22 = {"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}}};
    const formats4 = formats["date-time"];

    function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((data.sourceCount === undefined) && (missing0 = "sourceCount")) || ((data.reportDirectory === undefined) && (missing0 = "reportDirectory"))) || ((data.latestReport === undefined) && (missing0 = "latestReport"))) || ((data.pendingUpdate === undefined) && (missing0 = "pendingUpdate"))) || ((data.skippedReports === undefined) && (missing0 = "skippedReports"))){
    validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.sourceCount !== undefined){
    let data0 = data.sourceCount;
    const _errs1 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate16.errors = [{instancePath:instancePath+"/sourceCount",schemaPath:"#/properties/sourceCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs1){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate16.errors = [{instancePath:instancePath+"/sourceCount",schemaPath:"#/properties/sourceCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    if(data.reportDirectory !== undefined){
    const _errs3 = errors;
    if(typeof data.reportDirectory !== "string"){
    validate16.errors = [{instancePath:instancePath+"/reportDirectory",schemaPath:"#/properties/reportDirectory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.latestReport !== undefined){
    let data2 = data.latestReport;
    const _errs5 = errors;
    const _errs6 = errors;
    let valid1 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/latestReport",schemaPath:"#/properties/latestReport/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid1 = valid1 || _valid0;
    if(!valid1){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/latestReport",schemaPath:"#/properties/latestReport/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    const _errs12 = errors;
    if(errors === _errs12){
    if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
    let missing1;
    if(((((((data2.reportId === undefined) && (missing1 = "reportId")) || ((data2.generatedAt === undefined) && (missing1 = "generatedAt"))) || ((data2.file === undefined) && (missing1 = "file"))) || ((data2.checked === undefined) && (missing1 = "checked"))) || ((data2.changed === undefined) && (missing1 = "changed"))) || ((data2.failed === undefined) && (missing1 = "failed"))){
    const err2 = {instancePath:instancePath+"/latestReport",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    else {
    if(data2.reportId !== undefined){
    const _errs14 = errors;
    if(typeof data2.reportId !== "string"){
    const err3 = {instancePath:instancePath+"/latestReport/reportId",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/reportId/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    }
    var valid4 = _errs14 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data2.generatedAt !== undefined){
    let data4 = data2.generatedAt;
    const _errs16 = errors;
    if(errors === _errs16){
    if(errors === _errs16){
    if(typeof data4 === "string"){
    if(!(formats4.validate(data4))){
    const err4 = {instancePath:instancePath+"/latestReport/generatedAt",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/generatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    }
    else {
    const err5 = {instancePath:instancePath+"/latestReport/generatedAt",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/generatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var valid4 = _errs16 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data2.file !== undefined){
    const _errs18 = errors;
    if(typeof data2.file !== "string"){
    const err6 = {instancePath:instancePath+"/latestReport/file",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err6];
    }
    else {
    vErrors.push(err6);
    }
    errors++;
    }
    var valid4 = _errs18 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data2.checked !== undefined){
    let data6 = data2.checked;
    const _errs20 = errors;
    if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
    const err7 = {instancePath:instancePath+"/latestReport/checked",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
    if(vErrors === null){
    vErrors = [err7];
    }
    else {
    vErrors.push(err7);
    }
    errors++;
    }
    if(errors === _errs20){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 < 0 || isNaN(data6)){
    const err8 = {instancePath:instancePath+"/latestReport/checked",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
    if(vErrors === null){
    vErrors = [err8];
    }
    else {
    vErrors.push(err8);
    }
    errors++;
    }
    }
    }
    var valid4 = _errs20 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data2.changed !== undefined){
    let data7 = data2.changed;
    const _errs22 = errors;
    if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
    const err9 = {instancePath:instancePath+"/latestReport/changed",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/changed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
    if(vErrors === null){
    vErrors = [err9];
    }
    else {
    vErrors.push(err9);
    }
    errors++;
    }
    if(errors === _errs22){
    if((typeof data7 == "number") && (isFinite(data7))){
    if(data7 < 0 || isNaN(data7)){
    const err10 = {instancePath:instancePath+"/latestReport/changed",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/changed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
    if(vErrors === null){
    vErrors = [err10];
    }
    else {
    vErrors.push(err10);
    }
    errors++;
    }
    }
    }
    var valid4 = _errs22 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data2.failed !== undefined){
    let data8 = data2.failed;
    const _errs24 = errors;
    if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
    const err11 = {instancePath:instancePath+"/latestReport/failed",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
    if(vErrors === null){
    vErrors = [err11];
    }
    else {
    vErrors.push(err11);
    }
    errors++;
    }
    if(errors === _errs24){
    if((typeof data8 == "number") && (isFinite(data8))){
    if(data8 < 0 || isNaN(data8)){
    const err12 = {instancePath:instancePath+"/latestReport/failed",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
    if(vErrors === null){
    vErrors = [err12];
    }
    else {
    vErrors.push(err12);
    }
    errors++;
    }
    }
    }
    var valid4 = _errs24 === errors;
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
    else {
    const err13 = {instancePath:instancePath+"/latestReport",schemaPath:"knowledge-bodies.json#/definitions/ReportSummary/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err13];
    }
    else {
    vErrors.push(err13);
    }
    errors++;
    }
    }
    var _valid0 = _errs9 === errors;
    valid1 = valid1 || _valid0;
    }
    if(!valid1){
    const err14 = {instancePath:instancePath+"/latestReport",schemaPath:"#/properties/latestReport/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err14];
    }
    else {
    vErrors.push(err14);
    }
    errors++;
    validate16.errors = vErrors;
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
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.pendingUpdate !== undefined){
    let data9 = data.pendingUpdate;
    const _errs26 = errors;
    const _errs27 = errors;
    if(errors === _errs27){
    if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
    let missing2;
    if((((data9.hasPendingUpdate === undefined) && (missing2 = "hasPendingUpdate")) || ((data9.state === undefined) && (missing2 = "state"))) || ((data9.markedAt === undefined) && (missing2 = "markedAt"))){
    validate16.errors = [{instancePath:instancePath+"/pendingUpdate",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data9.hasPendingUpdate !== undefined){
    const _errs29 = errors;
    if(typeof data9.hasPendingUpdate !== "boolean"){
    validate16.errors = [{instancePath:instancePath+"/pendingUpdate/hasPendingUpdate",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/hasPendingUpdate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid6 = _errs29 === errors;
    }
    else {
    var valid6 = true;
    }
    if(valid6){
    if(data9.state !== undefined){
    let data11 = data9.state;
    const _errs31 = errors;
    const _errs32 = errors;
    let valid7 = false;
    const _errs33 = errors;
    if(data11 !== null){
    const err15 = {instancePath:instancePath+"/pendingUpdate/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err15];
    }
    else {
    vErrors.push(err15);
    }
    errors++;
    }
    var _valid1 = _errs33 === errors;
    valid7 = valid7 || _valid1;
    if(!valid7){
    const _errs35 = errors;
    if(typeof data11 !== "string"){
    const err16 = {instancePath:instancePath+"/pendingUpdate/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err16];
    }
    else {
    vErrors.push(err16);
    }
    errors++;
    }
    if(!((data11 === "PENDING_UPDATE") || (data11 === null))){
    const err17 = {instancePath:instancePath+"/pendingUpdate/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema21.properties.state.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err17];
    }
    else {
    vErrors.push(err17);
    }
    errors++;
    }
    var _valid1 = _errs35 === errors;
    valid7 = valid7 || _valid1;
    }
    if(!valid7){
    const err18 = {instancePath:instancePath+"/pendingUpdate/state",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err18];
    }
    else {
    vErrors.push(err18);
    }
    errors++;
    validate16.errors = vErrors;
    return false;
    }
    else {
    errors = _errs32;
    if(vErrors !== null){
    if(_errs32){
    vErrors.length = _errs32;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid6 = _errs31 === errors;
    }
    else {
    var valid6 = true;
    }
    if(valid6){
    if(data9.markedAt !== undefined){
    let data12 = data9.markedAt;
    const _errs37 = errors;
    const _errs38 = errors;
    let valid8 = false;
    const _errs39 = errors;
    if(data12 !== null){
    const err19 = {instancePath:instancePath+"/pendingUpdate/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err19];
    }
    else {
    vErrors.push(err19);
    }
    errors++;
    }
    var _valid2 = _errs39 === errors;
    valid8 = valid8 || _valid2;
    if(!valid8){
    const _errs41 = errors;
    if(errors === _errs41){
    if(errors === _errs41){
    if(typeof data12 === "string"){
    if(!(formats4.validate(data12))){
    const err20 = {instancePath:instancePath+"/pendingUpdate/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
    if(vErrors === null){
    vErrors = [err20];
    }
    else {
    vErrors.push(err20);
    }
    errors++;
    }
    }
    else {
    const err21 = {instancePath:instancePath+"/pendingUpdate/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err21];
    }
    else {
    vErrors.push(err21);
    }
    errors++;
    }
    }
    }
    var _valid2 = _errs41 === errors;
    valid8 = valid8 || _valid2;
    }
    if(!valid8){
    const err22 = {instancePath:instancePath+"/pendingUpdate/markedAt",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/markedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err22];
    }
    else {
    vErrors.push(err22);
    }
    errors++;
    validate16.errors = vErrors;
    return false;
    }
    else {
    errors = _errs38;
    if(vErrors !== null){
    if(_errs38){
    vErrors.length = _errs38;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid6 = _errs37 === errors;
    }
    else {
    var valid6 = true;
    }
    }
    }
    }
    }
    else {
    validate16.errors = [{instancePath:instancePath+"/pendingUpdate",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs26 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.skippedReports !== undefined){
    let data13 = data.skippedReports;
    const _errs43 = errors;
    if(errors === _errs43){
    if(Array.isArray(data13)){
    var valid9 = true;
    const len0 = data13.length;
    for(let i0=0; i0<len0; i0++){
    let data14 = data13[i0];
    const _errs45 = errors;
    const _errs46 = errors;
    if(errors === _errs46){
    if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
    let missing3;
    if(((data14.file === undefined) && (missing3 = "file")) || ((data14.reason === undefined) && (missing3 = "reason"))){
    validate16.errors = [{instancePath:instancePath+"/skippedReports/" + i0,schemaPath:"knowledge-bodies.json#/definitions/SkippedReport/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
    return false;
    }
    else {
    if(data14.file !== undefined){
    const _errs48 = errors;
    if(typeof data14.file !== "string"){
    validate16.errors = [{instancePath:instancePath+"/skippedReports/" + i0+"/file",schemaPath:"knowledge-bodies.json#/definitions/SkippedReport/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid11 = _errs48 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data14.reason !== undefined){
    const _errs50 = errors;
    if(typeof data14.reason !== "string"){
    validate16.errors = [{instancePath:instancePath+"/skippedReports/" + i0+"/reason",schemaPath:"knowledge-bodies.json#/definitions/SkippedReport/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid11 = _errs50 === errors;
    }
    else {
    var valid11 = true;
    }
    }
    }
    }
    else {
    validate16.errors = [{instancePath:instancePath+"/skippedReports/" + i0,schemaPath:"knowledge-bodies.json#/definitions/SkippedReport/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid9 = _errs45 === errors;
    if(!valid9){
    break;
    }
    }
    }
    else {
    validate16.errors = [{instancePath:instancePath+"/skippedReports",schemaPath:"#/properties/skippedReports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs43 === errors;
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
    validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate16.errors = vErrors;
    return errors === 0;
    }


    function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate15.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate15.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema17.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate15.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate15.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate16(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
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
    validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate15.errors = vErrors;
    return errors === 0;
    }


    function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate15(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
    errors = vErrors.length;
    }
    validate14.errors = vErrors;
    return errors === 0;
    }

    exports.Bg5dUTL8TqVAOzgDe5ouwq6t = validate19;
    const schema23 = {"$ref":"knowledge-bodies.json#/definitions/ReportResponse"};
    const schema24 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/Report"}}};
    const schema26 = {"type":"object","description":"A crawler report. Report files in the report directory are JSON with every field below except `file`.","required":["reportId","generatedAt","file","summary","results"],"properties":{"reportId":{"type":"string"},"generatedAt":{"type":"string","format":"date-time"},"file":{"type":"string"},"summary":{"type":"object","required":["checked","changed","failed"],"properties":{"checked":{"type":"integer","minimum":0},"changed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0}}},"results":{"type":"array","items":{"$ref":"knowledge-bodies.json#/definitions/ReportResult"}}}};
    const schema27 = {"type":"object","required":["sourceId","status","checkedAt","matchedKeywords","affectedDocuments"],"properties":{"sourceId":{"type":"string"},"status":{"$ref":"knowledge-bodies.json#/definitions/SourceResultStatus"},"checkedAt":{"type":"string","format":"date-time"},"matchedKeywords":{"type":"array","items":{"type":"string"}},"affectedDocuments":{"type":"array","items":{"type":"string"}},"note":{"type":"string"}}};
    const schema28 = {"type":"string","enum":["changed","unchanged","failed"]};

    function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.checkedAt === undefined) && (missing0 = "checkedAt"))) || ((data.matchedKeywords === undefined) && (missing0 = "matchedKeywords"))) || ((data.affectedDocuments === undefined) && (missing0 = "affectedDocuments"))){
    validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.sourceId !== undefined){
    const _errs1 = errors;
    if(typeof data.sourceId !== "string"){
    validate22.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.status !== undefined){
    let data1 = data.status;
    const _errs3 = errors;
    if(typeof data1 !== "string"){
    validate22.errors = [{instancePath:instancePath+"/status",schemaPath:"knowledge-bodies.json#/definitions/SourceResultStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data1 === "changed") || (data1 === "unchanged")) || (data1 === "failed"))){
    validate22.errors = [{instancePath:instancePath+"/status",schemaPath:"knowledge-bodies.json#/definitions/SourceResultStatus/enum",keyword:"enum",params:{allowedValues: schema28.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.checkedAt !== undefined){
    let data2 = data.checkedAt;
    const _errs6 = errors;
    if(errors === _errs6){
    if(errors === _errs6){
    if(typeof data2 === "string"){
    if(!(formats4.validate(data2))){
    validate22.errors = [{instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate22.errors = [{instancePath:instancePath+"/checkedAt",schemaPath:"#/properties/checkedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.matchedKeywords !== undefined){
    let data3 = data.matchedKeywords;
    const _errs8 = errors;
    if(errors === _errs8){
    if(Array.isArray(data3)){
    var valid2 = true;
    const len0 = data3.length;
    for(let i0=0; i0<len0; i0++){
    const _errs10 = errors;
    if(typeof data3[i0] !== "string"){
    validate22.errors = [{instancePath:instancePath+"/matchedKeywords/" + i0,schemaPath:"#/properties/matchedKeywords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs10 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate22.errors = [{instancePath:instancePath+"/matchedKeywords",schemaPath:"#/properties/matchedKeywords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.affectedDocuments !== undefined){
    let data5 = data.affectedDocuments;
    const _errs12 = errors;
    if(errors === _errs12){
    if(Array.isArray(data5)){
    var valid3 = true;
    const len1 = data5.length;
    for(let i1=0; i1<len1; i1++){
    const _errs14 = errors;
    if(typeof data5[i1] !== "string"){
    validate22.errors = [{instancePath:instancePath+"/affectedDocuments/" + i1,schemaPath:"#/properties/affectedDocuments/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs14 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate22.errors = [{instancePath:instancePath+"/affectedDocuments",schemaPath:"#/properties/affectedDocuments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs12 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.note !== undefined){
    const _errs16 = errors;
    if(typeof data.note !== "string"){
    validate22.errors = [{instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs16 === errors;
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
    validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate22.errors = vErrors;
    return errors === 0;
    }


    function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((data.reportId === undefined) && (missing0 = "reportId")) || ((data.generatedAt === undefined) && (missing0 = "generatedAt"))) || ((data.file === undefined) && (missing0 = "file"))) || ((data.summary === undefined) && (missing0 = "summary"))) || ((data.results === undefined) && (missing0 = "results"))){
    validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.reportId !== undefined){
    const _errs1 = errors;
    if(typeof data.reportId !== "string"){
    validate21.errors = [{instancePath:instancePath+"/reportId",schemaPath:"#/properties/reportId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.generatedAt !== undefined){
    let data1 = data.generatedAt;
    const _errs3 = errors;
    if(errors === _errs3){
    if(errors === _errs3){
    if(typeof data1 === "string"){
    if(!(formats4.validate(data1))){
    validate21.errors = [{instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate21.errors = [{instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.file !== undefined){
    const _errs5 = errors;
    if(typeof data.file !== "string"){
    validate21.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.summary !== undefined){
    let data3 = data.summary;
    const _errs7 = errors;
    if(errors === _errs7){
    if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
    let missing1;
    if((((data3.checked === undefined) && (missing1 = "checked")) || ((data3.changed === undefined) && (missing1 = "changed"))) || ((data3.failed === undefined) && (missing1 = "failed"))){
    validate21.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data3.checked !== undefined){
    let data4 = data3.checked;
    const _errs9 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate21.errors = [{instancePath:instancePath+"/summary/checked",schemaPath:"#/properties/summary/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs9){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate21.errors = [{instancePath:instancePath+"/summary/checked",schemaPath:"#/properties/summary/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid1 = _errs9 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data3.changed !== undefined){
    let data5 = data3.changed;
    const _errs11 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate21.errors = [{instancePath:instancePath+"/summary/changed",schemaPath:"#/properties/summary/properties/changed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs11){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate21.errors = [{instancePath:instancePath+"/summary/changed",schemaPath:"#/properties/summary/properties/changed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid1 = _errs11 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data3.failed !== undefined){
    let data6 = data3.failed;
    const _errs13 = errors;
    if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
    validate21.errors = [{instancePath:instancePath+"/summary/failed",schemaPath:"#/properties/summary/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs13){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 < 0 || isNaN(data6)){
    validate21.errors = [{instancePath:instancePath+"/summary/failed",schemaPath:"#/properties/summary/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
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
    validate21.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs7 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.results !== undefined){
    let data7 = data.results;
    const _errs15 = errors;
    if(errors === _errs15){
    if(Array.isArray(data7)){
    var valid2 = true;
    const len0 = data7.length;
    for(let i0=0; i0<len0; i0++){
    const _errs17 = errors;
    if(!(validate22(data7[i0], {instancePath:instancePath+"/results/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs17 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate21.errors = [{instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs15 === errors;
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
    validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate21.errors = vErrors;
    return errors === 0;
    }


    function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate20.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate20.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema24.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate20.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate20.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate21(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
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

    exports.vGrj2gw9TtUMU7A9aRYbqfxi = validate26;
    const schema29 = {"$ref":"knowledge-bodies.json#/definitions/PendingUpdateResponse"};
    const schema30 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/PendingUpdate"}}};

    function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate27.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate27.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema30.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate27.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate27.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate27.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.hasPendingUpdate !== undefined){
    const _errs9 = errors;
    if(typeof data2.hasPendingUpdate !== "boolean"){
    validate27.errors = [{instancePath:instancePath+"/data/hasPendingUpdate",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/properties/hasPendingUpdate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
    validate27.errors = vErrors;
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
    if(!(formats4.validate(data5))){
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
    validate27.errors = vErrors;
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
    validate27.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/PendingUpdate/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
    errors = vErrors.length;
    }
    validate26.errors = vErrors;
    return errors === 0;
    }

    exports.JGGtYLH9_sdv5TXyNOuwztDp = validate29;
    const schema33 = {"$ref":"knowledge-bodies.json#/definitions/CrawlSimulationRequest"};
    const schema34 = {"type":"object","additionalProperties":false,"required":["scenario","sourceLimit"],"properties":{"scenario":{"$ref":"knowledge-bodies.json#/definitions/CrawlScenario"},"sourceLimit":{"type":"integer","minimum":1,"maximum":100,"description":"How many sources of the catalog, from the first, the simulation covers."}}};
    const schema35 = {"type":"string","enum":["baseline","no-change","partial-failure","all-failed"]};

    function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((data.scenario === undefined) && (missing0 = "scenario")) || ((data.sourceLimit === undefined) && (missing0 = "sourceLimit"))){
    validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs1 = errors;
    for(const key0 in data){
    if(!((key0 === "scenario") || (key0 === "sourceLimit"))){
    validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    if(data.scenario !== undefined){
    let data0 = data.scenario;
    const _errs2 = errors;
    if(typeof data0 !== "string"){
    validate30.errors = [{instancePath:instancePath+"/scenario",schemaPath:"knowledge-bodies.json#/definitions/CrawlScenario/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data0 === "baseline") || (data0 === "no-change")) || (data0 === "partial-failure")) || (data0 === "all-failed"))){
    validate30.errors = [{instancePath:instancePath+"/scenario",schemaPath:"knowledge-bodies.json#/definitions/CrawlScenario/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs2 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sourceLimit !== undefined){
    let data1 = data.sourceLimit;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate30.errors = [{instancePath:instancePath+"/sourceLimit",schemaPath:"#/properties/sourceLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate30.errors = [{instancePath:instancePath+"/sourceLimit",schemaPath:"#/properties/sourceLimit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate30.errors = [{instancePath:instancePath+"/sourceLimit",schemaPath:"#/properties/sourceLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
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
    validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate30.errors = vErrors;
    return errors === 0;
    }


    function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
    errors = vErrors.length;
    }
    validate29.errors = vErrors;
    return errors === 0;
    }

    exports.ZnwVBAqb8F2D0Ajqp8PsStgx = validate32;
    const schema36 = {"$ref":"knowledge-bodies.json#/definitions/CrawlSimulationResponse"};
    const schema37 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/CrawlSimulation"}}};
    const schema39 = {"type":"object","required":["scenario","sourceLimit","sourcesConsidered","networkAccess","reportWritten","results","summary"],"properties":{"scenario":{"$ref":"knowledge-bodies.json#/definitions/CrawlScenario"},"sourceLimit":{"type":"integer"},"sourcesConsidered":{"type":"integer","minimum":0,"description":"The number of sources covered (at most the catalog size)."},"networkAccess":{"type":"boolean","enum":[false]},"reportWritten":{"type":"boolean","enum":[false]},"results":{"type":"array","items":{"$ref":"knowledge-bodies.json#/definitions/SimulatedResult"}},"summary":{"type":"object","required":["checked","changed","unchanged","failed"],"properties":{"checked":{"type":"integer"},"changed":{"type":"integer"},"unchanged":{"type":"integer"},"failed":{"type":"integer"}}}}};
    const schema41 = {"type":"object","required":["sourceId","status","matchedKeywords","affectedDocuments"],"properties":{"sourceId":{"type":"string"},"status":{"$ref":"knowledge-bodies.json#/definitions/SourceResultStatus"},"matchedKeywords":{"type":"array","items":{"type":"string"}},"affectedDocuments":{"type":"array","items":{"type":"string"}},"error":{"type":"string","description":"Why the simulated fetch failed (failed results only)."}}};

    function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.status === undefined) && (missing0 = "status"))) || ((data.matchedKeywords === undefined) && (missing0 = "matchedKeywords"))) || ((data.affectedDocuments === undefined) && (missing0 = "affectedDocuments"))){
    validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.sourceId !== undefined){
    const _errs1 = errors;
    if(typeof data.sourceId !== "string"){
    validate35.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.status !== undefined){
    let data1 = data.status;
    const _errs3 = errors;
    if(typeof data1 !== "string"){
    validate35.errors = [{instancePath:instancePath+"/status",schemaPath:"knowledge-bodies.json#/definitions/SourceResultStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data1 === "changed") || (data1 === "unchanged")) || (data1 === "failed"))){
    validate35.errors = [{instancePath:instancePath+"/status",schemaPath:"knowledge-bodies.json#/definitions/SourceResultStatus/enum",keyword:"enum",params:{allowedValues: schema28.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.matchedKeywords !== undefined){
    let data2 = data.matchedKeywords;
    const _errs6 = errors;
    if(errors === _errs6){
    if(Array.isArray(data2)){
    var valid2 = true;
    const len0 = data2.length;
    for(let i0=0; i0<len0; i0++){
    const _errs8 = errors;
    if(typeof data2[i0] !== "string"){
    validate35.errors = [{instancePath:instancePath+"/matchedKeywords/" + i0,schemaPath:"#/properties/matchedKeywords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs8 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/matchedKeywords",schemaPath:"#/properties/matchedKeywords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.affectedDocuments !== undefined){
    let data4 = data.affectedDocuments;
    const _errs10 = errors;
    if(errors === _errs10){
    if(Array.isArray(data4)){
    var valid3 = true;
    const len1 = data4.length;
    for(let i1=0; i1<len1; i1++){
    const _errs12 = errors;
    if(typeof data4[i1] !== "string"){
    validate35.errors = [{instancePath:instancePath+"/affectedDocuments/" + i1,schemaPath:"#/properties/affectedDocuments/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs12 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/affectedDocuments",schemaPath:"#/properties/affectedDocuments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    const _errs14 = errors;
    if(typeof data.error !== "string"){
    validate35.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs14 === errors;
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
    if((((((((data.scenario === undefined) && (missing0 = "scenario")) || ((data.sourceLimit === undefined) && (missing0 = "sourceLimit"))) || ((data.sourcesConsidered === undefined) && (missing0 = "sourcesConsidered"))) || ((data.networkAccess === undefined) && (missing0 = "networkAccess"))) || ((data.reportWritten === undefined) && (missing0 = "reportWritten"))) || ((data.results === undefined) && (missing0 = "results"))) || ((data.summary === undefined) && (missing0 = "summary"))){
    validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.scenario !== undefined){
    let data0 = data.scenario;
    const _errs1 = errors;
    if(typeof data0 !== "string"){
    validate34.errors = [{instancePath:instancePath+"/scenario",schemaPath:"knowledge-bodies.json#/definitions/CrawlScenario/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data0 === "baseline") || (data0 === "no-change")) || (data0 === "partial-failure")) || (data0 === "all-failed"))){
    validate34.errors = [{instancePath:instancePath+"/scenario",schemaPath:"knowledge-bodies.json#/definitions/CrawlScenario/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sourceLimit !== undefined){
    let data1 = data.sourceLimit;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate34.errors = [{instancePath:instancePath+"/sourceLimit",schemaPath:"#/properties/sourceLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sourcesConsidered !== undefined){
    let data2 = data.sourcesConsidered;
    const _errs6 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate34.errors = [{instancePath:instancePath+"/sourcesConsidered",schemaPath:"#/properties/sourcesConsidered/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs6){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 < 0 || isNaN(data2)){
    validate34.errors = [{instancePath:instancePath+"/sourcesConsidered",schemaPath:"#/properties/sourcesConsidered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.networkAccess !== undefined){
    let data3 = data.networkAccess;
    const _errs8 = errors;
    if(typeof data3 !== "boolean"){
    validate34.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data3 === false)){
    validate34.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/enum",keyword:"enum",params:{allowedValues: schema39.properties.networkAccess.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.reportWritten !== undefined){
    let data4 = data.reportWritten;
    const _errs10 = errors;
    if(typeof data4 !== "boolean"){
    validate34.errors = [{instancePath:instancePath+"/reportWritten",schemaPath:"#/properties/reportWritten/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data4 === false)){
    validate34.errors = [{instancePath:instancePath+"/reportWritten",schemaPath:"#/properties/reportWritten/enum",keyword:"enum",params:{allowedValues: schema39.properties.reportWritten.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.results !== undefined){
    let data5 = data.results;
    const _errs12 = errors;
    if(errors === _errs12){
    if(Array.isArray(data5)){
    var valid2 = true;
    const len0 = data5.length;
    for(let i0=0; i0<len0; i0++){
    const _errs14 = errors;
    if(!(validate35(data5[i0], {instancePath:instancePath+"/results/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs14 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate34.errors = [{instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs12 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.summary !== undefined){
    let data7 = data.summary;
    const _errs15 = errors;
    if(errors === _errs15){
    if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
    let missing1;
    if(((((data7.checked === undefined) && (missing1 = "checked")) || ((data7.changed === undefined) && (missing1 = "changed"))) || ((data7.unchanged === undefined) && (missing1 = "unchanged"))) || ((data7.failed === undefined) && (missing1 = "failed"))){
    validate34.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data7.checked !== undefined){
    let data8 = data7.checked;
    const _errs17 = errors;
    if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
    validate34.errors = [{instancePath:instancePath+"/summary/checked",schemaPath:"#/properties/summary/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    var valid3 = _errs17 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data7.changed !== undefined){
    let data9 = data7.changed;
    const _errs19 = errors;
    if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
    validate34.errors = [{instancePath:instancePath+"/summary/changed",schemaPath:"#/properties/summary/properties/changed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    var valid3 = _errs19 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data7.unchanged !== undefined){
    let data10 = data7.unchanged;
    const _errs21 = errors;
    if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
    validate34.errors = [{instancePath:instancePath+"/summary/unchanged",schemaPath:"#/properties/summary/properties/unchanged/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    var valid3 = _errs21 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data7.failed !== undefined){
    let data11 = data7.failed;
    const _errs23 = errors;
    if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
    validate34.errors = [{instancePath:instancePath+"/summary/failed",schemaPath:"#/properties/summary/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
    else {
    validate34.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs15 === errors;
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
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate33.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate33.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema37.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate33.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate33.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate34(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
    validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate33.errors = vErrors;
    return errors === 0;
    }


    function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
    errors = vErrors.length;
    }
    validate32.errors = vErrors;
    return errors === 0;
    }

    exports._GKH8yxJ8dQvXrYlKWB_mSbk = validate39;
    const schema43 = {"$ref":"knowledge-bodies.json#/definitions/MemberIntegrationResponse"};
    const schema44 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/MemberIntegration"}}};
    const schema46 = {"type":"object","required":["memberApi","callbackUrl","requiredPermissions","acceptedReturnFields","disabledLocalOperations"],"properties":{"memberApi":{"type":"object","required":["baseUrl","issuer","audience","jwksUrl","endpoints"],"properties":{"baseUrl":{"type":"string","format":"uri"},"issuer":{"type":"string"},"audience":{"type":"string"},"jwksUrl":{"type":"string","format":"uri"},"endpoints":{"type":"object","required":["login","logout","refresh","permissions"],"properties":{"login":{"type":"string","format":"uri"},"logout":{"type":"string","format":"uri"},"refresh":{"type":"string","format":"uri"},"permissions":{"type":"string","format":"uri"}}}}},"callbackUrl":{"type":"string","format":"uri"},"requiredPermissions":{"type":"array","items":{"type":"string"}},"acceptedReturnFields":{"type":"array","items":{"type":"string"}},"disabledLocalOperations":{"type":"array","items":{"type":"object","required":["operation","reason"],"properties":{"operation":{"type":"string","enum":["login","logout","registration","profile-change","permission-lookup"]},"reason":{"type":"string"}}}}}};

    function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate40.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate40.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema44.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate40.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate40.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/memberApi",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data3.baseUrl !== undefined){
    let data4 = data3.baseUrl;
    const _errs11 = errors;
    if(errors === _errs11){
    if(errors === _errs11){
    if(typeof data4 === "string"){
    if(!(formats0(data4))){
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/baseUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/baseUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/baseUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/issuer",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/audience",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(formats0(data7))){
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/jwksUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/jwksUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/jwksUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/jwksUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
    return false;
    }
    else {
    if(data8.login !== undefined){
    let data9 = data8.login;
    const _errs21 = errors;
    if(errors === _errs21){
    if(errors === _errs21){
    if(typeof data9 === "string"){
    if(!(formats0(data9))){
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/login",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/login/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/login",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/login/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(formats0(data10))){
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/logout",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/logout/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/logout",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/logout/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(formats0(data11))){
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/refresh",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/refresh/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/refresh",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(formats0(data12))){
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/permissions",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/permissions/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints/permissions",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/properties/permissions/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/memberApi/endpoints",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/properties/endpoints/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/memberApi",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/memberApi/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    if(!(formats0(data13))){
    validate40.errors = [{instancePath:instancePath+"/data/callbackUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/callbackUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/callbackUrl",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/callbackUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/requiredPermissions/" + i0,schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/requiredPermissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid6 = _errs33 === errors;
    if(!valid6){
    break;
    }
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/requiredPermissions",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/requiredPermissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/acceptedReturnFields/" + i1,schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/acceptedReturnFields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid7 = _errs37 === errors;
    if(!valid7){
    break;
    }
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/data/acceptedReturnFields",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/acceptedReturnFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2,schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
    return false;
    }
    else {
    if(data19.operation !== undefined){
    let data20 = data19.operation;
    const _errs43 = errors;
    if(typeof data20 !== "string"){
    validate40.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2+"/operation",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((data20 === "login") || (data20 === "logout")) || (data20 === "registration")) || (data20 === "profile-change")) || (data20 === "permission-lookup"))){
    validate40.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2+"/operation",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/properties/operation/enum",keyword:"enum",params:{allowedValues: schema46.properties.disabledLocalOperations.items.properties.operation.enum},message:"must be equal to one of the allowed values"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2+"/reason",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/disabledLocalOperations/" + i2,schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate40.errors = [{instancePath:instancePath+"/data/disabledLocalOperations",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/properties/disabledLocalOperations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate40.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/MemberIntegration/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate40.errors = vErrors;
    return errors === 0;
    }


    function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
    errors = vErrors.length;
    }
    validate39.errors = vErrors;
    return errors === 0;
    }

    exports.x8POu4DjYbV5aujwzDs9Iui8 = validate42;
    const schema47 = {"$ref":"knowledge-bodies.json#/definitions/MemberCallbackRequest"};
    const schema48 = {"type":"object","additionalProperties":false,"required":["state","returnedFields"],"properties":{"state":{"type":"string","minLength":1,"maxLength":512},"returnedFields":{"type":"object","description":"The fields the central login returned. Only memberId, loginId and companyId are accepted; other fields are reported, never stored.","maxProperties":50,"properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"companyId":{"type":"string"}},"additionalProperties":true}}};
    const func0 = require("ajv/dist/runtime/ucs2length").default;

    function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((data.state === undefined) && (missing0 = "state")) || ((data.returnedFields === undefined) && (missing0 = "returnedFields"))){
    validate42.errors = [{instancePath,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs2 = errors;
    for(const key0 in data){
    if(!((key0 === "state") || (key0 === "returnedFields"))){
    validate42.errors = [{instancePath,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs2 === errors){
    if(data.state !== undefined){
    let data0 = data.state;
    const _errs3 = errors;
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(func0(data0) > 512){
    validate42.errors = [{instancePath:instancePath+"/state",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/state/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate42.errors = [{instancePath:instancePath+"/state",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/state/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate42.errors = [{instancePath:instancePath+"/state",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid1 = _errs3 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.returnedFields !== undefined){
    let data1 = data.returnedFields;
    const _errs5 = errors;
    if(errors === _errs5){
    if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
    if(Object.keys(data1).length > 50){
    validate42.errors = [{instancePath:instancePath+"/returnedFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/maxProperties",keyword:"maxProperties",params:{limit: 50},message:"must NOT have more than 50 properties"}];
    return false;
    }
    else {
    if(data1.memberId !== undefined){
    const _errs8 = errors;
    if(typeof data1.memberId !== "string"){
    validate42.errors = [{instancePath:instancePath+"/returnedFields/memberId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs8 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data1.loginId !== undefined){
    const _errs10 = errors;
    if(typeof data1.loginId !== "string"){
    validate42.errors = [{instancePath:instancePath+"/returnedFields/loginId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs10 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data1.companyId !== undefined){
    const _errs12 = errors;
    if(typeof data1.companyId !== "string"){
    validate42.errors = [{instancePath:instancePath+"/returnedFields/companyId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs12 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    else {
    validate42.errors = [{instancePath:instancePath+"/returnedFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/properties/returnedFields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid1 = _errs5 === errors;
    }
    else {
    var valid1 = true;
    }
    }
    }
    }
    }
    else {
    validate42.errors = [{instancePath,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate42.errors = vErrors;
    return errors === 0;
    }

    exports.nbkPCbB_9Y7LjZglwGpYVUTq = validate43;
    const schema49 = {"$ref":"knowledge-bodies.json#/definitions/MemberCallbackResponse"};
    const schema50 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"knowledge-bodies.json#/definitions/TraceId"},"data":{"$ref":"knowledge-bodies.json#/definitions/MemberCallbackResult"}}};
    const schema52 = {"type":"object","required":["outcome","state","acceptedFields","rejectedFields","ignoredFields","missingFields","wouldAccept","memberCreated","sessionCreated","cookieSet"],"properties":{"outcome":{"type":"string","enum":["accepted","rejected","incomplete"],"description":"`rejected` when a token-like field was sent, `incomplete` when an accepted field is missing."},"state":{"type":"string"},"acceptedFields":{"type":"object","properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"companyId":{"type":"string"}}},"rejectedFields":{"type":"array","description":"Token-like fields that a real callback refuses.","items":{"type":"string"}},"ignoredFields":{"type":"array","items":{"type":"string"}},"missingFields":{"type":"array","items":{"type":"string"}},"wouldAccept":{"type":"array","items":{"type":"string"}},"memberCreated":{"type":"boolean","enum":[false]},"sessionCreated":{"type":"boolean","enum":[false]},"cookieSet":{"type":"boolean","enum":[false]}}};

    function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate44.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate44.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema50.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate44.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate44.errors = [{instancePath:instancePath+"/traceId",schemaPath:"knowledge-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate44.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.outcome !== undefined){
    let data3 = data2.outcome;
    const _errs9 = errors;
    if(typeof data3 !== "string"){
    validate44.errors = [{instancePath:instancePath+"/data/outcome",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/outcome/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data3 === "accepted") || (data3 === "rejected")) || (data3 === "incomplete"))){
    validate44.errors = [{instancePath:instancePath+"/data/outcome",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema52.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/state",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/acceptedFields/memberId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/acceptedFields/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/acceptedFields/loginId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/acceptedFields/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/acceptedFields/companyId",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/acceptedFields/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/acceptedFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/acceptedFields/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/rejectedFields/" + i0,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/rejectedFields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid5 = _errs23 === errors;
    if(!valid5){
    break;
    }
    }
    }
    else {
    validate44.errors = [{instancePath:instancePath+"/data/rejectedFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/rejectedFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/ignoredFields/" + i1,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/ignoredFields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid6 = _errs27 === errors;
    if(!valid6){
    break;
    }
    }
    }
    else {
    validate44.errors = [{instancePath:instancePath+"/data/ignoredFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/ignoredFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/missingFields/" + i2,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/missingFields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid7 = _errs31 === errors;
    if(!valid7){
    break;
    }
    }
    }
    else {
    validate44.errors = [{instancePath:instancePath+"/data/missingFields",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/missingFields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/wouldAccept/" + i3,schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/wouldAccept/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid8 = _errs35 === errors;
    if(!valid8){
    break;
    }
    }
    }
    else {
    validate44.errors = [{instancePath:instancePath+"/data/wouldAccept",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/wouldAccept/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/memberCreated",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/memberCreated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data17 === false)){
    validate44.errors = [{instancePath:instancePath+"/data/memberCreated",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/memberCreated/enum",keyword:"enum",params:{allowedValues: schema52.properties.memberCreated.enum},message:"must be equal to one of the allowed values"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/sessionCreated",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/sessionCreated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data18 === false)){
    validate44.errors = [{instancePath:instancePath+"/data/sessionCreated",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/sessionCreated/enum",keyword:"enum",params:{allowedValues: schema52.properties.sessionCreated.enum},message:"must be equal to one of the allowed values"}];
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
    validate44.errors = [{instancePath:instancePath+"/data/cookieSet",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/cookieSet/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data19 === false)){
    validate44.errors = [{instancePath:instancePath+"/data/cookieSet",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/properties/cookieSet/enum",keyword:"enum",params:{allowedValues: schema52.properties.cookieSet.enum},message:"must be equal to one of the allowed values"}];
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
    validate44.errors = [{instancePath:instancePath+"/data",schemaPath:"knowledge-bodies.json#/definitions/MemberCallbackResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate44.errors = vErrors;
    return errors === 0;
    }


    function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate44(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
    errors = vErrors.length;
    }
    validate43.errors = vErrors;
    return errors === 0;
    }

    exports.XrtGgy6MMrY_Rx3CYRfHOXJF = validate46;
    const schema53 = {"$ref":"knowledge-bodies.json#/definitions/OpenApiDocument"};
    const schema54 = {"type":"object","description":"An OpenAPI 3.0.3 document.","required":["openapi","info","paths"],"properties":{"openapi":{"type":"string"},"info":{"type":"object"},"paths":{"type":"object"}},"additionalProperties":true};

    function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.openapi === undefined) && (missing0 = "openapi")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.paths === undefined) && (missing0 = "paths"))){
    validate46.errors = [{instancePath,schemaPath:"knowledge-bodies.json#/definitions/OpenApiDocument/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.openapi !== undefined){
    const _errs3 = errors;
    if(typeof data.openapi !== "string"){
    validate46.errors = [{instancePath:instancePath+"/openapi",schemaPath:"knowledge-bodies.json#/definitions/OpenApiDocument/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid1 = _errs3 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.info !== undefined){
    let data1 = data.info;
    const _errs5 = errors;
    if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
    validate46.errors = [{instancePath:instancePath+"/info",schemaPath:"knowledge-bodies.json#/definitions/OpenApiDocument/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    var valid1 = _errs5 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.paths !== undefined){
    let data2 = data.paths;
    const _errs7 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    validate46.errors = [{instancePath:instancePath+"/paths",schemaPath:"knowledge-bodies.json#/definitions/OpenApiDocument/properties/paths/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    var valid1 = _errs7 === errors;
    }
    else {
    var valid1 = true;
    }
    }
    }
    }
    }
    else {
    validate46.errors = [{instancePath,schemaPath:"knowledge-bodies.json#/definitions/OpenApiDocument/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate46.errors = vErrors;
    return errors === 0;
    }

    exports.AEBOaGQVNw8XEcTXrPopBURN = validate47;
    const schema55 = {"type":"string"};

    function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(typeof data !== "string"){
    validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    validate47.errors = vErrors;
    return errors === 0;
    }

    return exports;
  },
};
