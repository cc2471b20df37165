// @ts-nocheck
/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';

// ajv's runtime helpers (ucs2length, deep equality), as its standalone code names them.
const require = createRequire(import.meta.url);

/** Of spec/crawler.yaml: the parsed document these validators were compiled from. */
export const documentKey = "M-noKKYtZNYsR5_jXpa0owCTOTs92xUuTLP9FivK9lQ";

/** Request parameters (coerced, as crawler-parameters compiles them). */
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

    exports.VN65Lq7evI2pOIssjG9cYvgn = validate2;
    const schema2 = {"type":"object","properties":{"tenantId":{"$ref":"crawler-parameters.json#/definitions/TenantId"}},"required":["tenantId"],"additionalProperties":false};
    const schema4 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
    const pattern0 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");

    function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.tenantId === undefined) && (missing0 = "tenantId")){
    validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs1 = errors;
    for(const key0 in data){
    if(!(key0 === "tenantId")){
    validate2.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    if(data.tenantId !== undefined){
    let data0 = data.tenantId;
    const _errs3 = errors;
    if(typeof data0 !== "string"){
    let dataType0 = typeof data0;
    let coerced0 = undefined;
    if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
    data0 = data0[0];
    dataType0 = typeof data0;
    if(typeof data0 === "string"){
    coerced0 = data0;
    }
    }
    if(!(coerced0 !== undefined)){
    if(dataType0 == "number" || dataType0 == "boolean"){
    coerced0 = "" + data0;
    }
    else if(data0 === null){
    coerced0 = "";
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-parameters.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["tenantId"] = coerced0;
    }
    }
    }
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(!pattern0.test(data0)){
    validate2.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-parameters.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
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

    return exports;
  },
};

/** Request and response bodies (as crawler-bodies compiles them). */
export const bodies = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  create(formats) {
    const exports = {};
    exports["V7ZtPpZFd-jmIJNzkqXMjMP2"] = validate0;
    const schema0 = {"$ref":"crawler-bodies.json#/definitions/HealthResponse"};
    const schema2 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/Health"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
    const schema8 = {"type":"array","description":"Human-readable remarks about an otherwise successful answer; empty when there are none.","items":{"type":"string"}};
    const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
    const schema4 = {"type":"object","required":["status","version","storeMode","indexPrefix","storage","robotsCache"],"properties":{"status":{"type":"string","enum":["ok","degraded"],"description":"`degraded` when the store cannot be reached."},"version":{"type":"string","description":"The service version (the interface version of this document)."},"storeMode":{"$ref":"crawler-bodies.json#/definitions/StoreMode"},"indexPrefix":{"type":"string","description":"The prefix of the platform's cache and index keys (`CRAWLER_INDEX_PREFIX`, default `crawl_`).","pattern":"^[a-z][a-z0-9_]{0,30}$"},"storage":{"$ref":"crawler-bodies.json#/definitions/StorageSummary"},"robotsCache":{"type":"string","enum":["memory","redis"],"description":"Where robots.txt outcomes are cached (Redis when `REDIS_URL` is set)."}}};
    const schema5 = {"type":"string","enum":["sqlite","postgres"]};
    const pattern1 = new RegExp("^[a-z][a-z0-9_]{0,30}$", "u");
    const schema6 = {"type":"object","description":"Where the data lives; never a user name, password or connection URL.","required":["engine","host","database","reachable"],"properties":{"engine":{"$ref":"crawler-bodies.json#/definitions/StoreMode"},"host":{"anyOf":[{"type":"null"},{"type":"string","description":"Host and port of the PostgreSQL server; null for the embedded SQLite store."}]},"database":{"type":"string","description":"The PostgreSQL database name, or the SQLite file name."},"reachable":{"type":"boolean","description":"Whether the store answered a ping just now."}}};

    function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.engine === undefined) && (missing0 = "engine")) || ((data.host === undefined) && (missing0 = "host"))) || ((data.database === undefined) && (missing0 = "database"))) || ((data.reachable === undefined) && (missing0 = "reachable"))){
    validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.engine !== undefined){
    let data0 = data.engine;
    const _errs1 = errors;
    if(typeof data0 !== "string"){
    validate4.errors = [{instancePath:instancePath+"/engine",schemaPath:"crawler-bodies.json#/definitions/StoreMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data0 === "sqlite") || (data0 === "postgres"))){
    validate4.errors = [{instancePath:instancePath+"/engine",schemaPath:"crawler-bodies.json#/definitions/StoreMode/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.host !== undefined){
    let data1 = data.host;
    const _errs4 = errors;
    const _errs5 = errors;
    let valid2 = false;
    const _errs6 = errors;
    if(data1 !== null){
    const err0 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs6 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs8 = errors;
    if(typeof data1 !== "string"){
    const err1 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    var _valid0 = _errs8 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err2 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    validate4.errors = vErrors;
    return false;
    }
    else {
    errors = _errs5;
    if(vErrors !== null){
    if(_errs5){
    vErrors.length = _errs5;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.database !== undefined){
    const _errs10 = errors;
    if(typeof data.database !== "string"){
    validate4.errors = [{instancePath:instancePath+"/database",schemaPath:"#/properties/database/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.reachable !== undefined){
    const _errs12 = errors;
    if(typeof data.reachable !== "boolean"){
    validate4.errors = [{instancePath:instancePath+"/reachable",schemaPath:"#/properties/reachable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid0 = _errs12 === errors;
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
    validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate4.errors = vErrors;
    return errors === 0;
    }


    function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((((data.status === undefined) && (missing0 = "status")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.storeMode === undefined) && (missing0 = "storeMode"))) || ((data.indexPrefix === undefined) && (missing0 = "indexPrefix"))) || ((data.storage === undefined) && (missing0 = "storage"))) || ((data.robotsCache === undefined) && (missing0 = "robotsCache"))){
    validate3.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.status !== undefined){
    let data0 = data.status;
    const _errs1 = errors;
    if(typeof data0 !== "string"){
    validate3.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data0 === "ok") || (data0 === "degraded"))){
    validate3.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema4.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
    validate3.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.storeMode !== undefined){
    let data2 = data.storeMode;
    const _errs5 = errors;
    if(typeof data2 !== "string"){
    validate3.errors = [{instancePath:instancePath+"/storeMode",schemaPath:"crawler-bodies.json#/definitions/StoreMode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data2 === "sqlite") || (data2 === "postgres"))){
    validate3.errors = [{instancePath:instancePath+"/storeMode",schemaPath:"crawler-bodies.json#/definitions/StoreMode/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.indexPrefix !== undefined){
    let data3 = data.indexPrefix;
    const _errs8 = errors;
    if(errors === _errs8){
    if(typeof data3 === "string"){
    if(!pattern1.test(data3)){
    validate3.errors = [{instancePath:instancePath+"/indexPrefix",schemaPath:"#/properties/indexPrefix/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]{0,30}$"},message:"must match pattern \""+"^[a-z][a-z0-9_]{0,30}$"+"\""}];
    return false;
    }
    }
    else {
    validate3.errors = [{instancePath:instancePath+"/indexPrefix",schemaPath:"#/properties/indexPrefix/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.storage !== undefined){
    const _errs10 = errors;
    if(!(validate4(data.storage, {instancePath:instancePath+"/storage",parentData:data,parentDataProperty:"storage",rootData}))){
    vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.robotsCache !== undefined){
    let data5 = data.robotsCache;
    const _errs11 = errors;
    if(typeof data5 !== "string"){
    validate3.errors = [{instancePath:instancePath+"/robotsCache",schemaPath:"#/properties/robotsCache/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data5 === "memory") || (data5 === "redis"))){
    validate3.errors = [{instancePath:instancePath+"/robotsCache",schemaPath:"#/properties/robotsCache/enum",keyword:"enum",params:{allowedValues: schema4.properties.robotsCache.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs11 === errors;
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
    validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate3.errors = vErrors;
    return errors === 0;
    }


    function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
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
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate3(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
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
    validate2.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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

    exports.jBKP3xumy8mYPVpFuGRlszTJ = validate8;
    const schema9 = {"$ref":"crawler-bodies.json#/definitions/ErrorEnvelope"};
    const schema10 = {"type":"object","required":["success","traceId","error","warnings"],"properties":{"success":{"type":"boolean","enum":[false]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"error":{"$ref":"crawler-bodies.json#/definitions/Error"},"warnings":{"type":"array","description":"Always empty on failures.","maxItems":0,"items":{"type":"string"}}}};
    const schema12 = {"type":"object","required":["code","message"],"properties":{"code":{"$ref":"crawler-bodies.json#/definitions/ErrorCode"},"message":{"type":"string","description":"A human-readable explanation."},"details":{"description":"Structured details. For `VALIDATION_FAILED` a list of problems, each\n`{location, path, message}` (`location` is `query` or `body`, `path` the field);\nfor `FETCH_BLOCKED` and `FETCH_FAILED` an object with the `reason`. A refused\naddress (`reason: address`) names the `host`; the address `range` (`loopback`,\n`private`, `linkLocal`...) is given only when the URL names a literal IP address,\nnever for a host name, so that answers do not tell where internal names point.\nFor `CPU_BUDGET_EXCEEDED`, an object with the `budgetMs`.\nA `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.\n"}}};
    const schema13 = {"type":"string","description":"A stable machine-readable error identifier.","enum":["VALIDATION_FAILED","RATE_LIMITED","MALFORMED_JSON","FETCH_BLOCKED","NOT_FOUND","METHOD_NOT_ALLOWED","NOT_ACCEPTABLE","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","INTERNAL","RESPONSE_VALIDATION_FAILED","FETCH_FAILED","STORE_UNAVAILABLE","MALFORMED_REQUEST","REQUEST_TIMEOUT","EXPECTATION_FAILED","HEADERS_TOO_LARGE","CPU_BUDGET_EXCEEDED"]};

    function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))){
    validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.code !== undefined){
    let data0 = data.code;
    const _errs1 = errors;
    if(typeof data0 !== "string"){
    validate10.errors = [{instancePath:instancePath+"/code",schemaPath:"crawler-bodies.json#/definitions/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((((((((((((((((data0 === "VALIDATION_FAILED") || (data0 === "RATE_LIMITED")) || (data0 === "MALFORMED_JSON")) || (data0 === "FETCH_BLOCKED")) || (data0 === "NOT_FOUND")) || (data0 === "METHOD_NOT_ALLOWED")) || (data0 === "NOT_ACCEPTABLE")) || (data0 === "PAYLOAD_TOO_LARGE")) || (data0 === "UNSUPPORTED_MEDIA_TYPE")) || (data0 === "INTERNAL")) || (data0 === "RESPONSE_VALIDATION_FAILED")) || (data0 === "FETCH_FAILED")) || (data0 === "STORE_UNAVAILABLE")) || (data0 === "MALFORMED_REQUEST")) || (data0 === "REQUEST_TIMEOUT")) || (data0 === "EXPECTATION_FAILED")) || (data0 === "HEADERS_TOO_LARGE")) || (data0 === "CPU_BUDGET_EXCEEDED"))){
    validate10.errors = [{instancePath:instancePath+"/code",schemaPath:"crawler-bodies.json#/definitions/ErrorCode/enum",keyword:"enum",params:{allowedValues: schema13.enum},message:"must be equal to one of the allowed values"}];
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
    validate10.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate9.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate9.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === false)){
    validate9.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema10.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate9.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate10(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
    vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
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
    if(errors === _errs7){
    if(Array.isArray(data3)){
    if(data3.length > 0){
    validate9.errors = [{instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"}];
    return false;
    }
    else {
    var valid2 = true;
    const len0 = data3.length;
    for(let i0=0; i0<len0; i0++){
    const _errs9 = errors;
    if(typeof data3[i0] !== "string"){
    validate9.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs9 === errors;
    if(!valid2){
    break;
    }
    }
    }
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate9.errors = vErrors;
    return errors === 0;
    }


    function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate9(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
    errors = vErrors.length;
    }
    validate8.errors = vErrors;
    return errors === 0;
    }

    exports["xY2YGp0GgcP3QSnFX5sP2-kw"] = validate13;
    const schema14 = {"$ref":"crawler-bodies.json#/definitions/CatalogResponse"};
    const schema15 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/Catalog"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema17 = {"type":"object","required":["basePath","specUrl","operationCount","apis"],"properties":{"basePath":{"type":"string"},"specUrl":{"type":"string","description":"Where this document is served."},"operationCount":{"type":"integer","minimum":0},"apis":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/CatalogEntry"}}}};
    const schema18 = {"type":"object","required":["operationId","method","path","purpose","description","tags","requiresSignIn","sampleQuery","samplePayload"],"properties":{"operationId":{"type":"string"},"method":{"type":"string","enum":["GET","POST"]},"path":{"type":"string","description":"The full path, prefix included."},"purpose":{"type":"string","description":"The operation's summary."},"description":{"type":"string","description":"The first paragraph of the operation's description."},"tags":{"type":"array","items":{"type":"string"}},"requiresSignIn":{"type":"boolean"},"sampleQuery":{"anyOf":[{"type":"null"},{"type":"object","description":"Example query parameters, or null when the operation takes none.","additionalProperties":{"type":"string"}}]},"samplePayload":{"anyOf":[{"type":"null"},{"type":"object","description":"The first request example, or null when the operation takes no body.","additionalProperties":true}]}}};

    function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.basePath === undefined) && (missing0 = "basePath")) || ((data.specUrl === undefined) && (missing0 = "specUrl"))) || ((data.operationCount === undefined) && (missing0 = "operationCount"))) || ((data.apis === undefined) && (missing0 = "apis"))){
    validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.basePath !== undefined){
    const _errs1 = errors;
    if(typeof data.basePath !== "string"){
    validate15.errors = [{instancePath:instancePath+"/basePath",schemaPath:"#/properties/basePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.specUrl !== undefined){
    const _errs3 = errors;
    if(typeof data.specUrl !== "string"){
    validate15.errors = [{instancePath:instancePath+"/specUrl",schemaPath:"#/properties/specUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.operationCount !== undefined){
    let data2 = data.operationCount;
    const _errs5 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate15.errors = [{instancePath:instancePath+"/operationCount",schemaPath:"#/properties/operationCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 < 0 || isNaN(data2)){
    validate15.errors = [{instancePath:instancePath+"/operationCount",schemaPath:"#/properties/operationCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.apis !== undefined){
    let data3 = data.apis;
    const _errs7 = errors;
    if(errors === _errs7){
    if(Array.isArray(data3)){
    var valid1 = true;
    const len0 = data3.length;
    for(let i0=0; i0<len0; i0++){
    let data4 = data3[i0];
    const _errs9 = errors;
    const _errs10 = errors;
    if(errors === _errs10){
    if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
    let missing1;
    if((((((((((data4.operationId === undefined) && (missing1 = "operationId")) || ((data4.method === undefined) && (missing1 = "method"))) || ((data4.path === undefined) && (missing1 = "path"))) || ((data4.purpose === undefined) && (missing1 = "purpose"))) || ((data4.description === undefined) && (missing1 = "description"))) || ((data4.tags === undefined) && (missing1 = "tags"))) || ((data4.requiresSignIn === undefined) && (missing1 = "requiresSignIn"))) || ((data4.sampleQuery === undefined) && (missing1 = "sampleQuery"))) || ((data4.samplePayload === undefined) && (missing1 = "samplePayload"))){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0,schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data4.operationId !== undefined){
    const _errs12 = errors;
    if(typeof data4.operationId !== "string"){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/operationId",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs12 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.method !== undefined){
    let data6 = data4.method;
    const _errs14 = errors;
    if(typeof data6 !== "string"){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/method",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data6 === "GET") || (data6 === "POST"))){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/method",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/method/enum",keyword:"enum",params:{allowedValues: schema18.properties.method.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs14 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.path !== undefined){
    const _errs16 = errors;
    if(typeof data4.path !== "string"){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/path",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs16 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.purpose !== undefined){
    const _errs18 = errors;
    if(typeof data4.purpose !== "string"){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/purpose",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs18 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.description !== undefined){
    const _errs20 = errors;
    if(typeof data4.description !== "string"){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/description",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs20 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.tags !== undefined){
    let data10 = data4.tags;
    const _errs22 = errors;
    if(errors === _errs22){
    if(Array.isArray(data10)){
    var valid4 = true;
    const len1 = data10.length;
    for(let i1=0; i1<len1; i1++){
    const _errs24 = errors;
    if(typeof data10[i1] !== "string"){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/tags/" + i1,schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs24 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/tags",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid3 = _errs22 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.requiresSignIn !== undefined){
    const _errs26 = errors;
    if(typeof data4.requiresSignIn !== "boolean"){
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0+"/requiresSignIn",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/requiresSignIn/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid3 = _errs26 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.sampleQuery !== undefined){
    let data13 = data4.sampleQuery;
    const _errs28 = errors;
    const _errs29 = errors;
    let valid5 = false;
    const _errs30 = errors;
    if(data13 !== null){
    const err0 = {instancePath:instancePath+"/apis/" + i0+"/sampleQuery",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/sampleQuery/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs30 === errors;
    valid5 = valid5 || _valid0;
    if(!valid5){
    const _errs32 = errors;
    if(errors === _errs32){
    if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
    for(const key0 in data13){
    const _errs35 = errors;
    if(typeof data13[key0] !== "string"){
    const err1 = {instancePath:instancePath+"/apis/" + i0+"/sampleQuery/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/sampleQuery/anyOf/1/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    var valid6 = _errs35 === errors;
    if(!valid6){
    break;
    }
    }
    }
    else {
    const err2 = {instancePath:instancePath+"/apis/" + i0+"/sampleQuery",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/sampleQuery/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    }
    var _valid0 = _errs32 === errors;
    valid5 = valid5 || _valid0;
    }
    if(!valid5){
    const err3 = {instancePath:instancePath+"/apis/" + i0+"/sampleQuery",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/sampleQuery/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate15.errors = vErrors;
    return false;
    }
    else {
    errors = _errs29;
    if(vErrors !== null){
    if(_errs29){
    vErrors.length = _errs29;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid3 = _errs28 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.samplePayload !== undefined){
    let data15 = data4.samplePayload;
    const _errs37 = errors;
    const _errs38 = errors;
    let valid7 = false;
    const _errs39 = errors;
    if(data15 !== null){
    const err4 = {instancePath:instancePath+"/apis/" + i0+"/samplePayload",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/samplePayload/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var _valid1 = _errs39 === errors;
    valid7 = valid7 || _valid1;
    if(!valid7){
    const _errs41 = errors;
    if(errors === _errs41){
    if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
    }
    else {
    const err5 = {instancePath:instancePath+"/apis/" + i0+"/samplePayload",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/samplePayload/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err5];
    }
    else {
    vErrors.push(err5);
    }
    errors++;
    }
    }
    var _valid1 = _errs41 === errors;
    valid7 = valid7 || _valid1;
    }
    if(!valid7){
    const err6 = {instancePath:instancePath+"/apis/" + i0+"/samplePayload",schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/properties/samplePayload/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err6];
    }
    else {
    vErrors.push(err6);
    }
    errors++;
    validate15.errors = vErrors;
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
    var valid3 = _errs37 === errors;
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
    else {
    validate15.errors = [{instancePath:instancePath+"/apis/" + i0,schemaPath:"crawler-bodies.json#/definitions/CatalogEntry/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid1 = _errs9 === errors;
    if(!valid1){
    break;
    }
    }
    }
    else {
    validate15.errors = [{instancePath:instancePath+"/apis",schemaPath:"#/properties/apis/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate14.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate14.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema15.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate14.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate14.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate15(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
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
    validate14.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate14.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate14.errors = vErrors;
    return errors === 0;
    }


    function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
    errors = vErrors.length;
    }
    validate13.errors = vErrors;
    return errors === 0;
    }

    exports.WzCVcOHemoykf0Lfy2QLsDXT = validate18;
    const schema20 = {"$ref":"crawler-bodies.json#/definitions/FeaturesResponse"};
    const schema21 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/Features"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema23 = {"type":"object","required":["features"],"properties":{"features":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/Feature"}}}};
    const schema24 = {"type":"object","required":["id","title","summary","operations","limits"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"summary":{"type":"string"},"operations":{"type":"array","description":"The operationIds that serve this capability.","items":{"type":"string"}},"limits":{"type":"object","description":"Numeric limits of the capability, by name.","additionalProperties":{"type":"number"}}}};

    function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.features === undefined) && (missing0 = "features")){
    validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.features !== undefined){
    let data0 = data.features;
    const _errs1 = errors;
    if(errors === _errs1){
    if(Array.isArray(data0)){
    var valid1 = true;
    const len0 = data0.length;
    for(let i0=0; i0<len0; i0++){
    let data1 = data0[i0];
    const _errs3 = errors;
    const _errs4 = errors;
    if(errors === _errs4){
    if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
    let missing1;
    if((((((data1.id === undefined) && (missing1 = "id")) || ((data1.title === undefined) && (missing1 = "title"))) || ((data1.summary === undefined) && (missing1 = "summary"))) || ((data1.operations === undefined) && (missing1 = "operations"))) || ((data1.limits === undefined) && (missing1 = "limits"))){
    validate20.errors = [{instancePath:instancePath+"/features/" + i0,schemaPath:"crawler-bodies.json#/definitions/Feature/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data1.id !== undefined){
    const _errs6 = errors;
    if(typeof data1.id !== "string"){
    validate20.errors = [{instancePath:instancePath+"/features/" + i0+"/id",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs6 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data1.title !== undefined){
    const _errs8 = errors;
    if(typeof data1.title !== "string"){
    validate20.errors = [{instancePath:instancePath+"/features/" + i0+"/title",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs8 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data1.summary !== undefined){
    const _errs10 = errors;
    if(typeof data1.summary !== "string"){
    validate20.errors = [{instancePath:instancePath+"/features/" + i0+"/summary",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data1.operations !== undefined){
    let data5 = data1.operations;
    const _errs12 = errors;
    if(errors === _errs12){
    if(Array.isArray(data5)){
    var valid4 = true;
    const len1 = data5.length;
    for(let i1=0; i1<len1; i1++){
    const _errs14 = errors;
    if(typeof data5[i1] !== "string"){
    validate20.errors = [{instancePath:instancePath+"/features/" + i0+"/operations/" + i1,schemaPath:"crawler-bodies.json#/definitions/Feature/properties/operations/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs14 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate20.errors = [{instancePath:instancePath+"/features/" + i0+"/operations",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid3 = _errs12 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data1.limits !== undefined){
    let data7 = data1.limits;
    const _errs16 = errors;
    if(errors === _errs16){
    if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
    for(const key0 in data7){
    let data8 = data7[key0];
    const _errs19 = errors;
    if(!((typeof data8 == "number") && (isFinite(data8)))){
    validate20.errors = [{instancePath:instancePath+"/features/" + i0+"/limits/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"crawler-bodies.json#/definitions/Feature/properties/limits/additionalProperties/type",keyword:"type",params:{type: "number"},message:"must be number"}];
    return false;
    }
    var valid5 = _errs19 === errors;
    if(!valid5){
    break;
    }
    }
    }
    else {
    validate20.errors = [{instancePath:instancePath+"/features/" + i0+"/limits",schemaPath:"crawler-bodies.json#/definitions/Feature/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid3 = _errs16 === errors;
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
    validate20.errors = [{instancePath:instancePath+"/features/" + i0,schemaPath:"crawler-bodies.json#/definitions/Feature/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid1 = _errs3 === errors;
    if(!valid1){
    break;
    }
    }
    }
    else {
    validate20.errors = [{instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate19.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate19.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema21.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate19.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate19.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate20(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
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
    validate19.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate19.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate19.errors = vErrors;
    return errors === 0;
    }


    function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate19(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
    errors = vErrors.length;
    }
    validate18.errors = vErrors;
    return errors === 0;
    }

    exports["9Q8qQghtVNwr09ELNfzTw1D9"] = validate23;
    const schema26 = {"$ref":"crawler-bodies.json#/definitions/SourceListResponse"};
    const schema27 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/SourceList"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema29 = {"type":"object","required":["tenantId","total","items"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"total":{"type":"integer","minimum":0},"items":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/Source"}}}};
    const schema30 = {"type":"string","description":"A tenant id (lowercase letters, digits and hyphens).","pattern":"^[a-z0-9][a-z0-9-]{0,62}$"};
    const pattern6 = new RegExp("^[a-z0-9][a-z0-9-]{0,62}$", "u");
    const schema31 = {"type":"object","required":["id","tenantId","name","url","legalStatus","robotsStatus","schedule"],"properties":{"id":{"type":"string"},"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"name":{"type":"string"},"url":{"type":"string","format":"uri"},"legalStatus":{"$ref":"crawler-bodies.json#/definitions/LegalStatus"},"robotsStatus":{"$ref":"crawler-bodies.json#/definitions/RobotsStatus"},"schedule":{"$ref":"crawler-bodies.json#/definitions/SourceSchedule"}}};
    const schema33 = {"type":"object","required":["status","reviewedAt","note"],"properties":{"status":{"type":"string","enum":["approved","pending_review","restricted"],"description":"Whether crawling the source is cleared legally; only `approved` sources are crawled."},"reviewedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time"}]},"note":{"anyOf":[{"type":"null"},{"type":"string"}]}}};
    const schema34 = {"type":"object","required":["status","checkedAt"],"properties":{"status":{"type":"string","enum":["allowed","partially_allowed","disallowed","unknown"],"description":"What robots.txt said for the source's paths at the last check; `unknown` when never checked."},"checkedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time"}]}}};
    const formats0 = formats.uri;
    const formats2 = formats["date-time"];
    const schema35 = {"type":"object","required":["cron","timezone","crawlDelaySeconds"],"properties":{"cron":{"$ref":"crawler-bodies.json#/definitions/Cron"},"timezone":{"$ref":"crawler-bodies.json#/definitions/TimeZone"},"crawlDelaySeconds":{"type":"integer","minimum":0,"description":"The pause between two requests to the source."}}};
    const schema36 = {"type":"string","format":"cron","description":"A cron expression of 5 fields (minute hour day-of-month month day-of-week) or 6 with\nseconds first, or a nickname such as `@daily`, as `POST /scheduler/preview` describes\nthem. Format `cron` (this API's own, not a JSON Schema format): exactly the expressions\nthat operation accepts; values out of a field's range (minute 60), a day that never\noccurs in the given months (30 February), Jenkins-style `H` and `@reboot` are not.\nValidators that do not know the format ignore it.\n","minLength":1,"maxLength":256};
    const schema37 = {"type":"string","format":"iana-time-zone","description":"An IANA time zone name (`Europe/Berlin`, `UTC`). Format `iana-time-zone` (this API's\nown, not a JSON Schema format): a name of the IANA time zone database as the server's\nICU knows it, links such as `US/Pacific` included, in any letter case. Validators that\ndo not know the format ignore it.\n","minLength":1,"maxLength":64};
    const formats6 = formats.cron;
    const formats8 = formats["iana-time-zone"];
    const func0 = require("ajv/dist/runtime/ucs2length").default;

    function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.cron === undefined) && (missing0 = "cron")) || ((data.timezone === undefined) && (missing0 = "timezone"))) || ((data.crawlDelaySeconds === undefined) && (missing0 = "crawlDelaySeconds"))){
    validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.cron !== undefined){
    let data0 = data.cron;
    const _errs1 = errors;
    const _errs2 = errors;
    if(errors === _errs2){
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(func0(data0) > 256){
    validate27.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate27.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    else {
    if(!(formats6.validate(data0))){
    validate27.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/format",keyword:"format",params:{format: "cron"},message:"must match format \""+"cron"+"\""}];
    return false;
    }
    }
    }
    }
    else {
    validate27.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.timezone !== undefined){
    let data1 = data.timezone;
    const _errs4 = errors;
    const _errs5 = errors;
    if(errors === _errs5){
    if(errors === _errs5){
    if(typeof data1 === "string"){
    if(func0(data1) > 64){
    validate27.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
    return false;
    }
    else {
    if(func0(data1) < 1){
    validate27.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    else {
    if(!(formats8.validate(data1))){
    validate27.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/format",keyword:"format",params:{format: "iana-time-zone"},message:"must match format \""+"iana-time-zone"+"\""}];
    return false;
    }
    }
    }
    }
    else {
    validate27.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.crawlDelaySeconds !== undefined){
    let data2 = data.crawlDelaySeconds;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate27.errors = [{instancePath:instancePath+"/crawlDelaySeconds",schemaPath:"#/properties/crawlDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 < 0 || isNaN(data2)){
    validate27.errors = [{instancePath:instancePath+"/crawlDelaySeconds",schemaPath:"#/properties/crawlDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
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
    if((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenantId === undefined) && (missing0 = "tenantId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.url === undefined) && (missing0 = "url"))) || ((data.legalStatus === undefined) && (missing0 = "legalStatus"))) || ((data.robotsStatus === undefined) && (missing0 = "robotsStatus"))) || ((data.schedule === undefined) && (missing0 = "schedule"))){
    validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    const _errs1 = errors;
    if(typeof data.id !== "string"){
    validate26.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenantId !== undefined){
    let data1 = data.tenantId;
    const _errs3 = errors;
    const _errs4 = errors;
    if(errors === _errs4){
    if(typeof data1 === "string"){
    if(!pattern6.test(data1)){
    validate26.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate26.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.name !== undefined){
    const _errs6 = errors;
    if(typeof data.name !== "string"){
    validate26.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.url !== undefined){
    let data3 = data.url;
    const _errs8 = errors;
    if(errors === _errs8){
    if(errors === _errs8){
    if(typeof data3 === "string"){
    if(!(formats0(data3))){
    validate26.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate26.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.legalStatus !== undefined){
    let data4 = data.legalStatus;
    const _errs10 = errors;
    const _errs11 = errors;
    if(errors === _errs11){
    if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
    let missing1;
    if((((data4.status === undefined) && (missing1 = "status")) || ((data4.reviewedAt === undefined) && (missing1 = "reviewedAt"))) || ((data4.note === undefined) && (missing1 = "note"))){
    validate26.errors = [{instancePath:instancePath+"/legalStatus",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data4.status !== undefined){
    let data5 = data4.status;
    const _errs13 = errors;
    if(typeof data5 !== "string"){
    validate26.errors = [{instancePath:instancePath+"/legalStatus/status",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data5 === "approved") || (data5 === "pending_review")) || (data5 === "restricted"))){
    validate26.errors = [{instancePath:instancePath+"/legalStatus/status",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/status/enum",keyword:"enum",params:{allowedValues: schema33.properties.status.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs13 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.reviewedAt !== undefined){
    let data6 = data4.reviewedAt;
    const _errs15 = errors;
    const _errs16 = errors;
    let valid4 = false;
    const _errs17 = errors;
    if(data6 !== null){
    const err0 = {instancePath:instancePath+"/legalStatus/reviewedAt",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/reviewedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs17 === errors;
    valid4 = valid4 || _valid0;
    if(!valid4){
    const _errs19 = errors;
    if(errors === _errs19){
    if(errors === _errs19){
    if(typeof data6 === "string"){
    if(!(formats2.validate(data6))){
    const err1 = {instancePath:instancePath+"/legalStatus/reviewedAt",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/reviewedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    }
    else {
    const err2 = {instancePath:instancePath+"/legalStatus/reviewedAt",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/reviewedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    }
    }
    var _valid0 = _errs19 === errors;
    valid4 = valid4 || _valid0;
    }
    if(!valid4){
    const err3 = {instancePath:instancePath+"/legalStatus/reviewedAt",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/reviewedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate26.errors = vErrors;
    return false;
    }
    else {
    errors = _errs16;
    if(vErrors !== null){
    if(_errs16){
    vErrors.length = _errs16;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid3 = _errs15 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data4.note !== undefined){
    let data7 = data4.note;
    const _errs21 = errors;
    const _errs22 = errors;
    let valid5 = false;
    const _errs23 = errors;
    if(data7 !== null){
    const err4 = {instancePath:instancePath+"/legalStatus/note",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/note/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var _valid1 = _errs23 === errors;
    valid5 = valid5 || _valid1;
    if(!valid5){
    const _errs25 = errors;
    if(typeof data7 !== "string"){
    const err5 = {instancePath:instancePath+"/legalStatus/note",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/note/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err5];
    }
    else {
    vErrors.push(err5);
    }
    errors++;
    }
    var _valid1 = _errs25 === errors;
    valid5 = valid5 || _valid1;
    }
    if(!valid5){
    const err6 = {instancePath:instancePath+"/legalStatus/note",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err6];
    }
    else {
    vErrors.push(err6);
    }
    errors++;
    validate26.errors = vErrors;
    return false;
    }
    else {
    errors = _errs22;
    if(vErrors !== null){
    if(_errs22){
    vErrors.length = _errs22;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid3 = _errs21 === errors;
    }
    else {
    var valid3 = true;
    }
    }
    }
    }
    }
    else {
    validate26.errors = [{instancePath:instancePath+"/legalStatus",schemaPath:"crawler-bodies.json#/definitions/LegalStatus/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.robotsStatus !== undefined){
    let data8 = data.robotsStatus;
    const _errs27 = errors;
    const _errs28 = errors;
    if(errors === _errs28){
    if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
    let missing2;
    if(((data8.status === undefined) && (missing2 = "status")) || ((data8.checkedAt === undefined) && (missing2 = "checkedAt"))){
    validate26.errors = [{instancePath:instancePath+"/robotsStatus",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data8.status !== undefined){
    let data9 = data8.status;
    const _errs30 = errors;
    if(typeof data9 !== "string"){
    validate26.errors = [{instancePath:instancePath+"/robotsStatus/status",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data9 === "allowed") || (data9 === "partially_allowed")) || (data9 === "disallowed")) || (data9 === "unknown"))){
    validate26.errors = [{instancePath:instancePath+"/robotsStatus/status",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/status/enum",keyword:"enum",params:{allowedValues: schema34.properties.status.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid7 = _errs30 === errors;
    }
    else {
    var valid7 = true;
    }
    if(valid7){
    if(data8.checkedAt !== undefined){
    let data10 = data8.checkedAt;
    const _errs32 = errors;
    const _errs33 = errors;
    let valid8 = false;
    const _errs34 = errors;
    if(data10 !== null){
    const err7 = {instancePath:instancePath+"/robotsStatus/checkedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/checkedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err7];
    }
    else {
    vErrors.push(err7);
    }
    errors++;
    }
    var _valid2 = _errs34 === errors;
    valid8 = valid8 || _valid2;
    if(!valid8){
    const _errs36 = errors;
    if(errors === _errs36){
    if(errors === _errs36){
    if(typeof data10 === "string"){
    if(!(formats2.validate(data10))){
    const err8 = {instancePath:instancePath+"/robotsStatus/checkedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/checkedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
    if(vErrors === null){
    vErrors = [err8];
    }
    else {
    vErrors.push(err8);
    }
    errors++;
    }
    }
    else {
    const err9 = {instancePath:instancePath+"/robotsStatus/checkedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/checkedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err9];
    }
    else {
    vErrors.push(err9);
    }
    errors++;
    }
    }
    }
    var _valid2 = _errs36 === errors;
    valid8 = valid8 || _valid2;
    }
    if(!valid8){
    const err10 = {instancePath:instancePath+"/robotsStatus/checkedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/properties/checkedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err10];
    }
    else {
    vErrors.push(err10);
    }
    errors++;
    validate26.errors = vErrors;
    return false;
    }
    else {
    errors = _errs33;
    if(vErrors !== null){
    if(_errs33){
    vErrors.length = _errs33;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid7 = _errs32 === errors;
    }
    else {
    var valid7 = true;
    }
    }
    }
    }
    else {
    validate26.errors = [{instancePath:instancePath+"/robotsStatus",schemaPath:"crawler-bodies.json#/definitions/RobotsStatus/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs27 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.schedule !== undefined){
    const _errs38 = errors;
    if(!(validate27(data.schedule, {instancePath:instancePath+"/schedule",parentData:data,parentDataProperty:"schedule",rootData}))){
    vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs38 === errors;
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
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.total === undefined) && (missing0 = "total"))) || ((data.items === undefined) && (missing0 = "items"))){
    validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.tenantId !== undefined){
    let data0 = data.tenantId;
    const _errs1 = errors;
    const _errs2 = errors;
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(!pattern6.test(data0)){
    validate25.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate25.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.total !== undefined){
    let data1 = data.total;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate25.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 0 || isNaN(data1)){
    validate25.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.items !== undefined){
    let data2 = data.items;
    const _errs6 = errors;
    if(errors === _errs6){
    if(Array.isArray(data2)){
    var valid2 = true;
    const len0 = data2.length;
    for(let i0=0; i0<len0; i0++){
    const _errs8 = errors;
    if(!(validate26(data2[i0], {instancePath:instancePath+"/items/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs8 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate25.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate25.errors = vErrors;
    return errors === 0;
    }


    function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate24.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate24.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema27.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate24.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate24.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate25(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
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
    validate24.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate24.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
    errors = vErrors.length;
    }
    validate23.errors = vErrors;
    return errors === 0;
    }

    exports["0TqqGnkVIHdKe3kuHD5HIW85"] = validate32;
    const schema39 = {"$ref":"crawler-bodies.json#/definitions/JobListResponse"};
    const schema40 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/JobList"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema42 = {"type":"object","required":["tenantId","total","items"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"total":{"type":"integer","minimum":0},"items":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/Job"}}}};
    const schema44 = {"type":"object","required":["id","tenantId","name","cadence","enabled","sourceIds","parserRules"],"properties":{"id":{"type":"string"},"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"name":{"type":"string"},"cadence":{"type":"object","required":["cron","timezone"],"properties":{"cron":{"$ref":"crawler-bodies.json#/definitions/Cron"},"timezone":{"$ref":"crawler-bodies.json#/definitions/TimeZone"}}},"enabled":{"type":"boolean"},"sourceIds":{"type":"array","description":"The sources the job crawls, in order.","items":{"type":"string"}},"parserRules":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/JobParserRule"}}}};
    const schema48 = {"type":"object","required":["field","css","xpath","required"],"properties":{"field":{"type":"string","description":"The record field the rule fills."},"css":{"type":"string"},"xpath":{"type":"string"},"required":{"type":"boolean","description":"Whether an empty value counts towards the run's empty-field rate."}}};

    function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenantId === undefined) && (missing0 = "tenantId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.cadence === undefined) && (missing0 = "cadence"))) || ((data.enabled === undefined) && (missing0 = "enabled"))) || ((data.sourceIds === undefined) && (missing0 = "sourceIds"))) || ((data.parserRules === undefined) && (missing0 = "parserRules"))){
    validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    const _errs1 = errors;
    if(typeof data.id !== "string"){
    validate35.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenantId !== undefined){
    let data1 = data.tenantId;
    const _errs3 = errors;
    const _errs4 = errors;
    if(errors === _errs4){
    if(typeof data1 === "string"){
    if(!pattern6.test(data1)){
    validate35.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.name !== undefined){
    const _errs6 = errors;
    if(typeof data.name !== "string"){
    validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.cadence !== undefined){
    let data3 = data.cadence;
    const _errs8 = errors;
    if(errors === _errs8){
    if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
    let missing1;
    if(((data3.cron === undefined) && (missing1 = "cron")) || ((data3.timezone === undefined) && (missing1 = "timezone"))){
    validate35.errors = [{instancePath:instancePath+"/cadence",schemaPath:"#/properties/cadence/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data3.cron !== undefined){
    let data4 = data3.cron;
    const _errs10 = errors;
    const _errs11 = errors;
    if(errors === _errs11){
    if(errors === _errs11){
    if(typeof data4 === "string"){
    if(func0(data4) > 256){
    validate35.errors = [{instancePath:instancePath+"/cadence/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data4) < 1){
    validate35.errors = [{instancePath:instancePath+"/cadence/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    else {
    if(!(formats6.validate(data4))){
    validate35.errors = [{instancePath:instancePath+"/cadence/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/format",keyword:"format",params:{format: "cron"},message:"must match format \""+"cron"+"\""}];
    return false;
    }
    }
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/cadence/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid2 = _errs10 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data3.timezone !== undefined){
    let data5 = data3.timezone;
    const _errs13 = errors;
    const _errs14 = errors;
    if(errors === _errs14){
    if(errors === _errs14){
    if(typeof data5 === "string"){
    if(func0(data5) > 64){
    validate35.errors = [{instancePath:instancePath+"/cadence/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
    return false;
    }
    else {
    if(func0(data5) < 1){
    validate35.errors = [{instancePath:instancePath+"/cadence/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    else {
    if(!(formats8.validate(data5))){
    validate35.errors = [{instancePath:instancePath+"/cadence/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/format",keyword:"format",params:{format: "iana-time-zone"},message:"must match format \""+"iana-time-zone"+"\""}];
    return false;
    }
    }
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/cadence/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid2 = _errs13 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/cadence",schemaPath:"#/properties/cadence/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.enabled !== undefined){
    const _errs16 = errors;
    if(typeof data.enabled !== "boolean"){
    validate35.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid0 = _errs16 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sourceIds !== undefined){
    let data7 = data.sourceIds;
    const _errs18 = errors;
    if(errors === _errs18){
    if(Array.isArray(data7)){
    var valid5 = true;
    const len0 = data7.length;
    for(let i0=0; i0<len0; i0++){
    const _errs20 = errors;
    if(typeof data7[i0] !== "string"){
    validate35.errors = [{instancePath:instancePath+"/sourceIds/" + i0,schemaPath:"#/properties/sourceIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid5 = _errs20 === errors;
    if(!valid5){
    break;
    }
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/sourceIds",schemaPath:"#/properties/sourceIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs18 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.parserRules !== undefined){
    let data9 = data.parserRules;
    const _errs22 = errors;
    if(errors === _errs22){
    if(Array.isArray(data9)){
    var valid6 = true;
    const len1 = data9.length;
    for(let i1=0; i1<len1; i1++){
    let data10 = data9[i1];
    const _errs24 = errors;
    const _errs25 = errors;
    if(errors === _errs25){
    if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
    let missing2;
    if(((((data10.field === undefined) && (missing2 = "field")) || ((data10.css === undefined) && (missing2 = "css"))) || ((data10.xpath === undefined) && (missing2 = "xpath"))) || ((data10.required === undefined) && (missing2 = "required"))){
    validate35.errors = [{instancePath:instancePath+"/parserRules/" + i1,schemaPath:"crawler-bodies.json#/definitions/JobParserRule/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data10.field !== undefined){
    const _errs27 = errors;
    if(typeof data10.field !== "string"){
    validate35.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/field",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid8 = _errs27 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data10.css !== undefined){
    const _errs29 = errors;
    if(typeof data10.css !== "string"){
    validate35.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/css",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/css/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid8 = _errs29 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data10.xpath !== undefined){
    const _errs31 = errors;
    if(typeof data10.xpath !== "string"){
    validate35.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/xpath",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/xpath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid8 = _errs31 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data10.required !== undefined){
    const _errs33 = errors;
    if(typeof data10.required !== "boolean"){
    validate35.errors = [{instancePath:instancePath+"/parserRules/" + i1+"/required",schemaPath:"crawler-bodies.json#/definitions/JobParserRule/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid8 = _errs33 === errors;
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
    validate35.errors = [{instancePath:instancePath+"/parserRules/" + i1,schemaPath:"crawler-bodies.json#/definitions/JobParserRule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid6 = _errs24 === errors;
    if(!valid6){
    break;
    }
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/parserRules",schemaPath:"#/properties/parserRules/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs22 === errors;
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
    if((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.total === undefined) && (missing0 = "total"))) || ((data.items === undefined) && (missing0 = "items"))){
    validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.tenantId !== undefined){
    let data0 = data.tenantId;
    const _errs1 = errors;
    const _errs2 = errors;
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(!pattern6.test(data0)){
    validate34.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate34.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.total !== undefined){
    let data1 = data.total;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate34.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 0 || isNaN(data1)){
    validate34.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.items !== undefined){
    let data2 = data.items;
    const _errs6 = errors;
    if(errors === _errs6){
    if(Array.isArray(data2)){
    var valid2 = true;
    const len0 = data2.length;
    for(let i0=0; i0<len0; i0++){
    const _errs8 = errors;
    if(!(validate35(data2[i0], {instancePath:instancePath+"/items/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs8 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate34.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
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
    validate33.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema40.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate33.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate33.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate33.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate33.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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

    exports.EUuPyR_4_yvxJlWfI3kVFAXB = validate39;
    const schema50 = {"$ref":"crawler-bodies.json#/definitions/RunListResponse"};
    const schema51 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/RunList"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema53 = {"type":"object","required":["tenantId","total","items"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"total":{"type":"integer","minimum":0},"items":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/Run"}}}};
    const schema55 = {"type":"object","required":["id","tenantId","jobId","sourceId","status","httpStatus","startedAt","finishedAt","error","quality"],"properties":{"id":{"type":"string"},"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"jobId":{"type":"string"},"sourceId":{"type":"string"},"status":{"$ref":"crawler-bodies.json#/definitions/RunStatus"},"httpStatus":{"anyOf":[{"type":"null"},{"type":"integer","description":"The last HTTP status the source answered; null when it never answered."}]},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"error":{"anyOf":[{"type":"null"},{"type":"string","description":"What went wrong, for runs that did not succeed."}]},"quality":{"$ref":"crawler-bodies.json#/definitions/RunQuality"}}};
    const schema57 = {"type":"string","enum":["success","failure","http_403","captcha"],"description":"`http_403`: the site refused with HTTP 403; `captcha`: a CAPTCHA was served instead of content."};
    const schema58 = {"type":"object","required":["records","emptyFieldRate","duplicateRate","durationMs"],"properties":{"records":{"type":"integer","minimum":0,"description":"Records extracted."},"emptyFieldRate":{"allOf":[{"$ref":"crawler-bodies.json#/definitions/Rate"}],"description":"The share of required fields left empty, over all records."},"duplicateRate":{"allOf":[{"$ref":"crawler-bodies.json#/definitions/Rate"}],"description":"The share of records that duplicated records seen before."},"durationMs":{"type":"integer","minimum":0}}};
    const schema59 = {"type":"number","minimum":0,"maximum":1};

    function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.records === undefined) && (missing0 = "records")) || ((data.emptyFieldRate === undefined) && (missing0 = "emptyFieldRate"))) || ((data.duplicateRate === undefined) && (missing0 = "duplicateRate"))) || ((data.durationMs === undefined) && (missing0 = "durationMs"))){
    validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.records !== undefined){
    let data0 = data.records;
    const _errs1 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate43.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs1){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate43.errors = [{instancePath:instancePath+"/records",schemaPath:"#/properties/records/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    if(data.emptyFieldRate !== undefined){
    let data1 = data.emptyFieldRate;
    const _errs3 = errors;
    const _errs5 = errors;
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 1 || isNaN(data1)){
    validate43.errors = [{instancePath:instancePath+"/emptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/Rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
    return false;
    }
    else {
    if(data1 < 0 || isNaN(data1)){
    validate43.errors = [{instancePath:instancePath+"/emptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/Rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    else {
    validate43.errors = [{instancePath:instancePath+"/emptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/Rate/type",keyword:"type",params:{type: "number"},message:"must be number"}];
    return false;
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.duplicateRate !== undefined){
    let data2 = data.duplicateRate;
    const _errs7 = errors;
    const _errs9 = errors;
    if(errors === _errs9){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 1 || isNaN(data2)){
    validate43.errors = [{instancePath:instancePath+"/duplicateRate",schemaPath:"crawler-bodies.json#/definitions/Rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
    return false;
    }
    else {
    if(data2 < 0 || isNaN(data2)){
    validate43.errors = [{instancePath:instancePath+"/duplicateRate",schemaPath:"crawler-bodies.json#/definitions/Rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    else {
    validate43.errors = [{instancePath:instancePath+"/duplicateRate",schemaPath:"crawler-bodies.json#/definitions/Rate/type",keyword:"type",params:{type: "number"},message:"must be number"}];
    return false;
    }
    }
    var valid0 = _errs7 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.durationMs !== undefined){
    let data3 = data.durationMs;
    const _errs11 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate43.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs11){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate43.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs11 === errors;
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
    validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate43.errors = vErrors;
    return errors === 0;
    }


    function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenantId === undefined) && (missing0 = "tenantId"))) || ((data.jobId === undefined) && (missing0 = "jobId"))) || ((data.sourceId === undefined) && (missing0 = "sourceId"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.httpStatus === undefined) && (missing0 = "httpStatus"))) || ((data.startedAt === undefined) && (missing0 = "startedAt"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.quality === undefined) && (missing0 = "quality"))){
    validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    const _errs1 = errors;
    if(typeof data.id !== "string"){
    validate42.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenantId !== undefined){
    let data1 = data.tenantId;
    const _errs3 = errors;
    const _errs4 = errors;
    if(errors === _errs4){
    if(typeof data1 === "string"){
    if(!pattern6.test(data1)){
    validate42.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate42.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.jobId !== undefined){
    const _errs6 = errors;
    if(typeof data.jobId !== "string"){
    validate42.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sourceId !== undefined){
    const _errs8 = errors;
    if(typeof data.sourceId !== "string"){
    validate42.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.status !== undefined){
    let data4 = data.status;
    const _errs10 = errors;
    if(typeof data4 !== "string"){
    validate42.errors = [{instancePath:instancePath+"/status",schemaPath:"crawler-bodies.json#/definitions/RunStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data4 === "success") || (data4 === "failure")) || (data4 === "http_403")) || (data4 === "captcha"))){
    validate42.errors = [{instancePath:instancePath+"/status",schemaPath:"crawler-bodies.json#/definitions/RunStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.httpStatus !== undefined){
    let data5 = data.httpStatus;
    const _errs13 = errors;
    const _errs14 = errors;
    let valid3 = false;
    const _errs15 = errors;
    if(data5 !== null){
    const err0 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs15 === errors;
    valid3 = valid3 || _valid0;
    if(!valid3){
    const _errs17 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    const err1 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    var _valid0 = _errs17 === errors;
    valid3 = valid3 || _valid0;
    }
    if(!valid3){
    const err2 = {instancePath:instancePath+"/httpStatus",schemaPath:"#/properties/httpStatus/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    validate42.errors = vErrors;
    return false;
    }
    else {
    errors = _errs14;
    if(vErrors !== null){
    if(_errs14){
    vErrors.length = _errs14;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid0 = _errs13 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.startedAt !== undefined){
    let data6 = data.startedAt;
    const _errs19 = errors;
    if(errors === _errs19){
    if(errors === _errs19){
    if(typeof data6 === "string"){
    if(!(formats2.validate(data6))){
    validate42.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate42.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs19 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.finishedAt !== undefined){
    let data7 = data.finishedAt;
    const _errs21 = errors;
    if(errors === _errs21){
    if(errors === _errs21){
    if(typeof data7 === "string"){
    if(!(formats2.validate(data7))){
    validate42.errors = [{instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate42.errors = [{instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs21 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data8 = data.error;
    const _errs23 = errors;
    const _errs24 = errors;
    let valid4 = false;
    const _errs25 = errors;
    if(data8 !== null){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    }
    var _valid1 = _errs25 === errors;
    valid4 = valid4 || _valid1;
    if(!valid4){
    const _errs27 = errors;
    if(typeof data8 !== "string"){
    const err4 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var _valid1 = _errs27 === errors;
    valid4 = valid4 || _valid1;
    }
    if(!valid4){
    const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err5];
    }
    else {
    vErrors.push(err5);
    }
    errors++;
    validate42.errors = vErrors;
    return false;
    }
    else {
    errors = _errs24;
    if(vErrors !== null){
    if(_errs24){
    vErrors.length = _errs24;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid0 = _errs23 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.quality !== undefined){
    const _errs29 = errors;
    if(!(validate43(data.quality, {instancePath:instancePath+"/quality",parentData:data,parentDataProperty:"quality",rootData}))){
    vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs29 === errors;
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
    }
    else {
    validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate42.errors = vErrors;
    return errors === 0;
    }


    function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.total === undefined) && (missing0 = "total"))) || ((data.items === undefined) && (missing0 = "items"))){
    validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.tenantId !== undefined){
    let data0 = data.tenantId;
    const _errs1 = errors;
    const _errs2 = errors;
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(!pattern6.test(data0)){
    validate41.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate41.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.total !== undefined){
    let data1 = data.total;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate41.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 0 || isNaN(data1)){
    validate41.errors = [{instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.items !== undefined){
    let data2 = data.items;
    const _errs6 = errors;
    if(errors === _errs6){
    if(Array.isArray(data2)){
    var valid2 = true;
    const len0 = data2.length;
    for(let i0=0; i0<len0; i0++){
    const _errs8 = errors;
    if(!(validate42(data2[i0], {instancePath:instancePath+"/items/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs8 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate41.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate41.errors = vErrors;
    return errors === 0;
    }


    function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
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
    validate40.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema51.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate40.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate41(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
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
    validate40.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate40.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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

    exports.Cx8GD45LQtFW4SGeCYZdljxw = validate48;
    const schema62 = {"$ref":"crawler-bodies.json#/definitions/CrawlSimulationRequest"};
    const schema63 = {"type":"object","additionalProperties":false,"required":["tenantId","jobId","maxRecords"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"jobId":{"type":"string","minLength":1,"maxLength":128},"maxRecords":{"type":"integer","minimum":1,"maximum":100000,"description":"The most records the run may produce; the estimate is capped at it."}}};

    function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.jobId === undefined) && (missing0 = "jobId"))) || ((data.maxRecords === undefined) && (missing0 = "maxRecords"))){
    validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs1 = errors;
    for(const key0 in data){
    if(!(((key0 === "tenantId") || (key0 === "jobId")) || (key0 === "maxRecords"))){
    validate49.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    if(data.tenantId !== undefined){
    let data0 = data.tenantId;
    const _errs2 = errors;
    const _errs3 = errors;
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(!pattern6.test(data0)){
    validate49.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate49.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs2 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.jobId !== undefined){
    let data1 = data.jobId;
    const _errs5 = errors;
    if(errors === _errs5){
    if(typeof data1 === "string"){
    if(func0(data1) > 128){
    validate49.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
    return false;
    }
    else {
    if(func0(data1) < 1){
    validate49.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate49.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.maxRecords !== undefined){
    let data2 = data.maxRecords;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate49.errors = [{instancePath:instancePath+"/maxRecords",schemaPath:"#/properties/maxRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 100000 || isNaN(data2)){
    validate49.errors = [{instancePath:instancePath+"/maxRecords",schemaPath:"#/properties/maxRecords/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
    return false;
    }
    else {
    if(data2 < 1 || isNaN(data2)){
    validate49.errors = [{instancePath:instancePath+"/maxRecords",schemaPath:"#/properties/maxRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
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
    validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate49.errors = vErrors;
    return errors === 0;
    }


    function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
    errors = vErrors.length;
    }
    validate48.errors = vErrors;
    return errors === 0;
    }

    exports["fdlFx-o54sLqcO486zaGG-pV"] = validate51;
    const schema65 = {"$ref":"crawler-bodies.json#/definitions/CrawlSimulationResponse"};
    const schema66 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/CrawlSimulation"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema68 = {"type":"object","required":["tenantId","jobId","jobEnabled","maxRecords","estimatedRecords","uncappedEstimate","capped","networkAccess","dataWritten","sources","quality"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"jobId":{"type":"string"},"jobEnabled":{"type":"boolean"},"maxRecords":{"type":"integer"},"estimatedRecords":{"type":"integer","minimum":0,"description":"The estimate, at most `maxRecords`."},"uncappedEstimate":{"type":"integer","minimum":0},"capped":{"type":"boolean"},"networkAccess":{"type":"boolean","enum":[false]},"dataWritten":{"type":"boolean","enum":[false]},"sources":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/SimulatedSource"}},"quality":{"$ref":"crawler-bodies.json#/definitions/SimulationQuality"}}};
    const schema73 = {"type":"object","required":["runsConsidered","expectedEmptyFieldRate","expectedDuplicateRate","expectedDurationMs","lastRunStatuses"],"properties":{"runsConsidered":{"type":"integer","minimum":0,"description":"The latest runs of included sources that the averages come from."},"expectedEmptyFieldRate":{"anyOf":[{"type":"null"},{"type":"number","minimum":0,"maximum":1,"description":"Record-weighted mean of those runs; null when they have no records."}]},"expectedDuplicateRate":{"anyOf":[{"type":"null"},{"type":"number","minimum":0,"maximum":1,"description":"Record-weighted mean of those runs; null when they have no records."}]},"expectedDurationMs":{"anyOf":[{"type":"null"},{"type":"integer","minimum":0,"description":"The sum of those runs' durations (the job crawls its sources one after another); null without runs."}]},"lastRunStatuses":{"type":"object","description":"How the latest runs of all the job's sources ended.","required":["success","failure","http_403","captcha"],"properties":{"success":{"type":"integer","minimum":0},"failure":{"type":"integer","minimum":0},"http_403":{"type":"integer","minimum":0},"captcha":{"type":"integer","minimum":0}}}}};
    const schema70 = {"type":"object","required":["sourceId","url","included","estimatedRecords","lastRun","issues"],"properties":{"sourceId":{"type":"string"},"url":{"type":"string","format":"uri"},"included":{"type":"boolean"},"estimatedRecords":{"type":"integer","minimum":0},"lastRun":{"anyOf":[{"type":"null"},{"type":"object","required":["runId","status","finishedAt"],"properties":{"runId":{"type":"string"},"status":{"$ref":"crawler-bodies.json#/definitions/RunStatus"},"finishedAt":{"type":"string","format":"date-time"}}}]},"issues":{"type":"array","items":{"$ref":"crawler-bodies.json#/definitions/SourceIssue"}}}};
    const schema72 = {"type":"string","enum":["legal_not_approved","robots_disallowed","blocked_http_403","blocked_captcha","last_run_failed","no_previous_run"],"description":"The first four leave the source out of the estimate; `last_run_failed` and\n`no_previous_run` only qualify its estimate.\n"};

    function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((((data.sourceId === undefined) && (missing0 = "sourceId")) || ((data.url === undefined) && (missing0 = "url"))) || ((data.included === undefined) && (missing0 = "included"))) || ((data.estimatedRecords === undefined) && (missing0 = "estimatedRecords"))) || ((data.lastRun === undefined) && (missing0 = "lastRun"))) || ((data.issues === undefined) && (missing0 = "issues"))){
    validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.sourceId !== undefined){
    const _errs1 = errors;
    if(typeof data.sourceId !== "string"){
    validate54.errors = [{instancePath:instancePath+"/sourceId",schemaPath:"#/properties/sourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.url !== undefined){
    let data1 = data.url;
    const _errs3 = errors;
    if(errors === _errs3){
    if(errors === _errs3){
    if(typeof data1 === "string"){
    if(!(formats0(data1))){
    validate54.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate54.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.included !== undefined){
    const _errs5 = errors;
    if(typeof data.included !== "boolean"){
    validate54.errors = [{instancePath:instancePath+"/included",schemaPath:"#/properties/included/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.estimatedRecords !== undefined){
    let data3 = data.estimatedRecords;
    const _errs7 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate54.errors = [{instancePath:instancePath+"/estimatedRecords",schemaPath:"#/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate54.errors = [{instancePath:instancePath+"/estimatedRecords",schemaPath:"#/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    if(data.lastRun !== undefined){
    let data4 = data.lastRun;
    const _errs9 = errors;
    const _errs10 = errors;
    let valid1 = false;
    const _errs11 = errors;
    if(data4 !== null){
    const err0 = {instancePath:instancePath+"/lastRun",schemaPath:"#/properties/lastRun/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs11 === errors;
    valid1 = valid1 || _valid0;
    if(!valid1){
    const _errs13 = errors;
    if(errors === _errs13){
    if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
    let missing1;
    if((((data4.runId === undefined) && (missing1 = "runId")) || ((data4.status === undefined) && (missing1 = "status"))) || ((data4.finishedAt === undefined) && (missing1 = "finishedAt"))){
    const err1 = {instancePath:instancePath+"/lastRun",schemaPath:"#/properties/lastRun/anyOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    else {
    if(data4.runId !== undefined){
    const _errs15 = errors;
    if(typeof data4.runId !== "string"){
    const err2 = {instancePath:instancePath+"/lastRun/runId",schemaPath:"#/properties/lastRun/anyOf/1/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var valid2 = _errs15 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data4.status !== undefined){
    let data6 = data4.status;
    const _errs17 = errors;
    if(typeof data6 !== "string"){
    const err3 = {instancePath:instancePath+"/lastRun/status",schemaPath:"crawler-bodies.json#/definitions/RunStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    }
    if(!((((data6 === "success") || (data6 === "failure")) || (data6 === "http_403")) || (data6 === "captcha"))){
    const err4 = {instancePath:instancePath+"/lastRun/status",schemaPath:"crawler-bodies.json#/definitions/RunStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var valid2 = _errs17 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data4.finishedAt !== undefined){
    let data7 = data4.finishedAt;
    const _errs20 = errors;
    if(errors === _errs20){
    if(errors === _errs20){
    if(typeof data7 === "string"){
    if(!(formats2.validate(data7))){
    const err5 = {instancePath:instancePath+"/lastRun/finishedAt",schemaPath:"#/properties/lastRun/anyOf/1/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
    const err6 = {instancePath:instancePath+"/lastRun/finishedAt",schemaPath:"#/properties/lastRun/anyOf/1/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var valid2 = _errs20 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    else {
    const err7 = {instancePath:instancePath+"/lastRun",schemaPath:"#/properties/lastRun/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err7];
    }
    else {
    vErrors.push(err7);
    }
    errors++;
    }
    }
    var _valid0 = _errs13 === errors;
    valid1 = valid1 || _valid0;
    }
    if(!valid1){
    const err8 = {instancePath:instancePath+"/lastRun",schemaPath:"#/properties/lastRun/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err8];
    }
    else {
    vErrors.push(err8);
    }
    errors++;
    validate54.errors = vErrors;
    return false;
    }
    else {
    errors = _errs10;
    if(vErrors !== null){
    if(_errs10){
    vErrors.length = _errs10;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid0 = _errs9 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.issues !== undefined){
    let data8 = data.issues;
    const _errs22 = errors;
    if(errors === _errs22){
    if(Array.isArray(data8)){
    var valid4 = true;
    const len0 = data8.length;
    for(let i0=0; i0<len0; i0++){
    let data9 = data8[i0];
    const _errs24 = errors;
    if(typeof data9 !== "string"){
    validate54.errors = [{instancePath:instancePath+"/issues/" + i0,schemaPath:"crawler-bodies.json#/definitions/SourceIssue/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((((data9 === "legal_not_approved") || (data9 === "robots_disallowed")) || (data9 === "blocked_http_403")) || (data9 === "blocked_captcha")) || (data9 === "last_run_failed")) || (data9 === "no_previous_run"))){
    validate54.errors = [{instancePath:instancePath+"/issues/" + i0,schemaPath:"crawler-bodies.json#/definitions/SourceIssue/enum",keyword:"enum",params:{allowedValues: schema72.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid4 = _errs24 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate54.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs22 === errors;
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
    validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate54.errors = vErrors;
    return errors === 0;
    }


    function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.jobId === undefined) && (missing0 = "jobId"))) || ((data.jobEnabled === undefined) && (missing0 = "jobEnabled"))) || ((data.maxRecords === undefined) && (missing0 = "maxRecords"))) || ((data.estimatedRecords === undefined) && (missing0 = "estimatedRecords"))) || ((data.uncappedEstimate === undefined) && (missing0 = "uncappedEstimate"))) || ((data.capped === undefined) && (missing0 = "capped"))) || ((data.networkAccess === undefined) && (missing0 = "networkAccess"))) || ((data.dataWritten === undefined) && (missing0 = "dataWritten"))) || ((data.sources === undefined) && (missing0 = "sources"))) || ((data.quality === undefined) && (missing0 = "quality"))){
    validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.tenantId !== undefined){
    let data0 = data.tenantId;
    const _errs1 = errors;
    const _errs2 = errors;
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(!pattern6.test(data0)){
    validate53.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate53.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.jobId !== undefined){
    const _errs4 = errors;
    if(typeof data.jobId !== "string"){
    validate53.errors = [{instancePath:instancePath+"/jobId",schemaPath:"#/properties/jobId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.jobEnabled !== undefined){
    const _errs6 = errors;
    if(typeof data.jobEnabled !== "boolean"){
    validate53.errors = [{instancePath:instancePath+"/jobEnabled",schemaPath:"#/properties/jobEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.maxRecords !== undefined){
    let data3 = data.maxRecords;
    const _errs8 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate53.errors = [{instancePath:instancePath+"/maxRecords",schemaPath:"#/properties/maxRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.estimatedRecords !== undefined){
    let data4 = data.estimatedRecords;
    const _errs10 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate53.errors = [{instancePath:instancePath+"/estimatedRecords",schemaPath:"#/properties/estimatedRecords/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs10){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate53.errors = [{instancePath:instancePath+"/estimatedRecords",schemaPath:"#/properties/estimatedRecords/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.uncappedEstimate !== undefined){
    let data5 = data.uncappedEstimate;
    const _errs12 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate53.errors = [{instancePath:instancePath+"/uncappedEstimate",schemaPath:"#/properties/uncappedEstimate/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs12){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate53.errors = [{instancePath:instancePath+"/uncappedEstimate",schemaPath:"#/properties/uncappedEstimate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs12 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.capped !== undefined){
    const _errs14 = errors;
    if(typeof data.capped !== "boolean"){
    validate53.errors = [{instancePath:instancePath+"/capped",schemaPath:"#/properties/capped/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid0 = _errs14 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.networkAccess !== undefined){
    let data7 = data.networkAccess;
    const _errs16 = errors;
    if(typeof data7 !== "boolean"){
    validate53.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data7 === false)){
    validate53.errors = [{instancePath:instancePath+"/networkAccess",schemaPath:"#/properties/networkAccess/enum",keyword:"enum",params:{allowedValues: schema68.properties.networkAccess.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs16 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.dataWritten !== undefined){
    let data8 = data.dataWritten;
    const _errs18 = errors;
    if(typeof data8 !== "boolean"){
    validate53.errors = [{instancePath:instancePath+"/dataWritten",schemaPath:"#/properties/dataWritten/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data8 === false)){
    validate53.errors = [{instancePath:instancePath+"/dataWritten",schemaPath:"#/properties/dataWritten/enum",keyword:"enum",params:{allowedValues: schema68.properties.dataWritten.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs18 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sources !== undefined){
    let data9 = data.sources;
    const _errs20 = errors;
    if(errors === _errs20){
    if(Array.isArray(data9)){
    var valid2 = true;
    const len0 = data9.length;
    for(let i0=0; i0<len0; i0++){
    const _errs22 = errors;
    if(!(validate54(data9[i0], {instancePath:instancePath+"/sources/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs22 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate53.errors = [{instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs20 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.quality !== undefined){
    let data11 = data.quality;
    const _errs23 = errors;
    const _errs24 = errors;
    if(errors === _errs24){
    if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
    let missing1;
    if((((((data11.runsConsidered === undefined) && (missing1 = "runsConsidered")) || ((data11.expectedEmptyFieldRate === undefined) && (missing1 = "expectedEmptyFieldRate"))) || ((data11.expectedDuplicateRate === undefined) && (missing1 = "expectedDuplicateRate"))) || ((data11.expectedDurationMs === undefined) && (missing1 = "expectedDurationMs"))) || ((data11.lastRunStatuses === undefined) && (missing1 = "lastRunStatuses"))){
    validate53.errors = [{instancePath:instancePath+"/quality",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data11.runsConsidered !== undefined){
    let data12 = data11.runsConsidered;
    const _errs26 = errors;
    if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
    validate53.errors = [{instancePath:instancePath+"/quality/runsConsidered",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/runsConsidered/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs26){
    if((typeof data12 == "number") && (isFinite(data12))){
    if(data12 < 0 || isNaN(data12)){
    validate53.errors = [{instancePath:instancePath+"/quality/runsConsidered",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/runsConsidered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs26 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data11.expectedEmptyFieldRate !== undefined){
    let data13 = data11.expectedEmptyFieldRate;
    const _errs28 = errors;
    const _errs29 = errors;
    let valid5 = false;
    const _errs30 = errors;
    if(data13 !== null){
    const err0 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs30 === errors;
    valid5 = valid5 || _valid0;
    if(!valid5){
    const _errs32 = errors;
    if(errors === _errs32){
    if((typeof data13 == "number") && (isFinite(data13))){
    if(data13 > 1 || isNaN(data13)){
    const err1 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    else {
    if(data13 < 0 || isNaN(data13)){
    const err2 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    }
    }
    else {
    const err3 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    }
    }
    var _valid0 = _errs32 === errors;
    valid5 = valid5 || _valid0;
    }
    if(!valid5){
    const err4 = {instancePath:instancePath+"/quality/expectedEmptyFieldRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedEmptyFieldRate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    validate53.errors = vErrors;
    return false;
    }
    else {
    errors = _errs29;
    if(vErrors !== null){
    if(_errs29){
    vErrors.length = _errs29;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid4 = _errs28 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data11.expectedDuplicateRate !== undefined){
    let data14 = data11.expectedDuplicateRate;
    const _errs34 = errors;
    const _errs35 = errors;
    let valid6 = false;
    const _errs36 = errors;
    if(data14 !== null){
    const err5 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err5];
    }
    else {
    vErrors.push(err5);
    }
    errors++;
    }
    var _valid1 = _errs36 === errors;
    valid6 = valid6 || _valid1;
    if(!valid6){
    const _errs38 = errors;
    if(errors === _errs38){
    if((typeof data14 == "number") && (isFinite(data14))){
    if(data14 > 1 || isNaN(data14)){
    const err6 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
    if(vErrors === null){
    vErrors = [err6];
    }
    else {
    vErrors.push(err6);
    }
    errors++;
    }
    else {
    if(data14 < 0 || isNaN(data14)){
    const err7 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
    if(vErrors === null){
    vErrors = [err7];
    }
    else {
    vErrors.push(err7);
    }
    errors++;
    }
    }
    }
    else {
    const err8 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
    if(vErrors === null){
    vErrors = [err8];
    }
    else {
    vErrors.push(err8);
    }
    errors++;
    }
    }
    var _valid1 = _errs38 === errors;
    valid6 = valid6 || _valid1;
    }
    if(!valid6){
    const err9 = {instancePath:instancePath+"/quality/expectedDuplicateRate",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDuplicateRate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err9];
    }
    else {
    vErrors.push(err9);
    }
    errors++;
    validate53.errors = vErrors;
    return false;
    }
    else {
    errors = _errs35;
    if(vErrors !== null){
    if(_errs35){
    vErrors.length = _errs35;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid4 = _errs34 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data11.expectedDurationMs !== undefined){
    let data15 = data11.expectedDurationMs;
    const _errs40 = errors;
    const _errs41 = errors;
    let valid7 = false;
    const _errs42 = errors;
    if(data15 !== null){
    const err10 = {instancePath:instancePath+"/quality/expectedDurationMs",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDurationMs/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err10];
    }
    else {
    vErrors.push(err10);
    }
    errors++;
    }
    var _valid2 = _errs42 === errors;
    valid7 = valid7 || _valid2;
    if(!valid7){
    const _errs44 = errors;
    if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
    const err11 = {instancePath:instancePath+"/quality/expectedDurationMs",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDurationMs/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
    if(vErrors === null){
    vErrors = [err11];
    }
    else {
    vErrors.push(err11);
    }
    errors++;
    }
    if(errors === _errs44){
    if((typeof data15 == "number") && (isFinite(data15))){
    if(data15 < 0 || isNaN(data15)){
    const err12 = {instancePath:instancePath+"/quality/expectedDurationMs",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDurationMs/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
    var _valid2 = _errs44 === errors;
    valid7 = valid7 || _valid2;
    }
    if(!valid7){
    const err13 = {instancePath:instancePath+"/quality/expectedDurationMs",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/expectedDurationMs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err13];
    }
    else {
    vErrors.push(err13);
    }
    errors++;
    validate53.errors = vErrors;
    return false;
    }
    else {
    errors = _errs41;
    if(vErrors !== null){
    if(_errs41){
    vErrors.length = _errs41;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid4 = _errs40 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data11.lastRunStatuses !== undefined){
    let data16 = data11.lastRunStatuses;
    const _errs46 = errors;
    if(errors === _errs46){
    if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
    let missing2;
    if(((((data16.success === undefined) && (missing2 = "success")) || ((data16.failure === undefined) && (missing2 = "failure"))) || ((data16.http_403 === undefined) && (missing2 = "http_403"))) || ((data16.captcha === undefined) && (missing2 = "captcha"))){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data16.success !== undefined){
    let data17 = data16.success;
    const _errs48 = errors;
    if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/success",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/success/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs48){
    if((typeof data17 == "number") && (isFinite(data17))){
    if(data17 < 0 || isNaN(data17)){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/success",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/success/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid8 = _errs48 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data16.failure !== undefined){
    let data18 = data16.failure;
    const _errs50 = errors;
    if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/failure",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/failure/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs50){
    if((typeof data18 == "number") && (isFinite(data18))){
    if(data18 < 0 || isNaN(data18)){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/failure",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/failure/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid8 = _errs50 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data16.http_403 !== undefined){
    let data19 = data16.http_403;
    const _errs52 = errors;
    if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/http_403",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/http_403/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs52){
    if((typeof data19 == "number") && (isFinite(data19))){
    if(data19 < 0 || isNaN(data19)){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/http_403",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/http_403/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid8 = _errs52 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data16.captcha !== undefined){
    let data20 = data16.captcha;
    const _errs54 = errors;
    if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/captcha",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/captcha/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs54){
    if((typeof data20 == "number") && (isFinite(data20))){
    if(data20 < 0 || isNaN(data20)){
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses/captcha",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/properties/captcha/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid8 = _errs54 === errors;
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
    validate53.errors = [{instancePath:instancePath+"/quality/lastRunStatuses",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/properties/lastRunStatuses/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid4 = _errs46 === errors;
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
    validate53.errors = [{instancePath:instancePath+"/quality",schemaPath:"crawler-bodies.json#/definitions/SimulationQuality/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs23 === errors;
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
    }
    }
    else {
    validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate53.errors = vErrors;
    return errors === 0;
    }


    function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate52.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate52.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema66.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate52.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate52.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate53(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
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
    validate52.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate52.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate52.errors = vErrors;
    return errors === 0;
    }


    function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate52(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
    errors = vErrors.length;
    }
    validate51.errors = vErrors;
    return errors === 0;
    }

    exports["ekFP-r3iyqHVlxCuebM6CrP-"] = validate58;
    const schema75 = {"$ref":"crawler-bodies.json#/definitions/ParserRuleRequest"};
    const schema76 = {"description":"Exactly one of `html` (ParserRuleHtmlRequest) and `url` (ParserRuleUrlRequest), each\nwith optional `sampleValues`: a body with both or neither matches no alternative.\n","oneOf":[{"$ref":"crawler-bodies.json#/definitions/ParserRuleHtmlRequest"},{"$ref":"crawler-bodies.json#/definitions/ParserRuleUrlRequest"}]};
    const schema77 = {"type":"object","additionalProperties":false,"required":["html"],"description":"Suggest rules for a page's HTML, given inline.","properties":{"html":{"type":"string","minLength":1,"maxLength":5242880,"description":"The page's HTML, at most 5 MiB in UTF-8."},"sampleValues":{"$ref":"crawler-bodies.json#/definitions/ParserRuleSampleValues"}}};
    const schema78 = {"type":"array","maxItems":20,"description":"Texts the caller expects to extract.","items":{"type":"string","minLength":1,"maxLength":500}};

    function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.html === undefined) && (missing0 = "html")){
    validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs1 = errors;
    for(const key0 in data){
    if(!((key0 === "html") || (key0 === "sampleValues"))){
    validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    if(data.html !== undefined){
    let data0 = data.html;
    const _errs2 = errors;
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(func0(data0) > 5242880){
    validate60.errors = [{instancePath:instancePath+"/html",schemaPath:"#/properties/html/maxLength",keyword:"maxLength",params:{limit: 5242880},message:"must NOT have more than 5242880 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate60.errors = [{instancePath:instancePath+"/html",schemaPath:"#/properties/html/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate60.errors = [{instancePath:instancePath+"/html",schemaPath:"#/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs2 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sampleValues !== undefined){
    let data1 = data.sampleValues;
    const _errs4 = errors;
    const _errs5 = errors;
    if(errors === _errs5){
    if(Array.isArray(data1)){
    if(data1.length > 20){
    validate60.errors = [{instancePath:instancePath+"/sampleValues",schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
    return false;
    }
    else {
    var valid2 = true;
    const len0 = data1.length;
    for(let i0=0; i0<len0; i0++){
    let data2 = data1[i0];
    const _errs7 = errors;
    if(errors === _errs7){
    if(typeof data2 === "string"){
    if(func0(data2) > 500){
    validate60.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
    return false;
    }
    else {
    if(func0(data2) < 1){
    validate60.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate60.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid2 = _errs7 === errors;
    if(!valid2){
    break;
    }
    }
    }
    }
    else {
    validate60.errors = [{instancePath:instancePath+"/sampleValues",schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    }
    }
    }
    }
    else {
    validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate60.errors = vErrors;
    return errors === 0;
    }

    const schema79 = {"type":"object","additionalProperties":false,"required":["url"],"description":"Suggest rules for a page by its address.","properties":{"url":{"type":"string","format":"uri","maxLength":2048,"description":"The page's address (http or https), fetched through the guarded fetcher."},"sampleValues":{"$ref":"crawler-bodies.json#/definitions/ParserRuleSampleValues"}}};

    function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.url === undefined) && (missing0 = "url")){
    validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs1 = errors;
    for(const key0 in data){
    if(!((key0 === "url") || (key0 === "sampleValues"))){
    validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    if(data.url !== undefined){
    let data0 = data.url;
    const _errs2 = errors;
    if(errors === _errs2){
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(func0(data0) > 2048){
    validate62.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
    return false;
    }
    else {
    if(!(formats0(data0))){
    validate62.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    }
    else {
    validate62.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs2 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sampleValues !== undefined){
    let data1 = data.sampleValues;
    const _errs4 = errors;
    const _errs5 = errors;
    if(errors === _errs5){
    if(Array.isArray(data1)){
    if(data1.length > 20){
    validate62.errors = [{instancePath:instancePath+"/sampleValues",schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
    return false;
    }
    else {
    var valid2 = true;
    const len0 = data1.length;
    for(let i0=0; i0<len0; i0++){
    let data2 = data1[i0];
    const _errs7 = errors;
    if(errors === _errs7){
    if(typeof data2 === "string"){
    if(func0(data2) > 500){
    validate62.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
    return false;
    }
    else {
    if(func0(data2) < 1){
    validate62.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate62.errors = [{instancePath:instancePath+"/sampleValues/" + i0,schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid2 = _errs7 === errors;
    if(!valid2){
    break;
    }
    }
    }
    }
    else {
    validate62.errors = [{instancePath:instancePath+"/sampleValues",schemaPath:"crawler-bodies.json#/definitions/ParserRuleSampleValues/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    }
    }
    }
    }
    else {
    validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate62.errors = vErrors;
    return errors === 0;
    }


    function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    let valid0 = false;
    let passing0 = null;
    const _errs1 = errors;
    if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
    errors = vErrors.length;
    }
    var _valid0 = _errs1 === errors;
    if(_valid0){
    valid0 = true;
    passing0 = 0;
    }
    const _errs2 = errors;
    if(!(validate62(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
    errors = vErrors.length;
    }
    var _valid0 = _errs2 === errors;
    if(_valid0 && valid0){
    valid0 = false;
    passing0 = [passing0, 1];
    }
    else {
    if(_valid0){
    valid0 = true;
    passing0 = 1;
    }
    }
    if(!valid0){
    const err0 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    validate59.errors = vErrors;
    return false;
    }
    else {
    errors = _errs0;
    if(vErrors !== null){
    if(_errs0){
    vErrors.length = _errs0;
    }
    else {
    vErrors = null;
    }
    }
    }
    validate59.errors = vErrors;
    return errors === 0;
    }


    function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
    }
    validate58.errors = vErrors;
    return errors === 0;
    }

    exports.UHCr2JYINmtCFHV5t7b3IG2y = validate65;
    const schema81 = {"$ref":"crawler-bodies.json#/definitions/ParserRuleResponse"};
    const schema82 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/ParserRuleSuggestion"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema84 = {"type":"object","required":["source","rules","recordSelector"],"properties":{"source":{"type":"string","enum":["html","url"],"description":"Where the HTML came from."},"rules":{"type":"array","maxItems":20,"items":{"$ref":"crawler-bodies.json#/definitions/SuggestedRule"}},"recordSelector":{"anyOf":[{"type":"null"},{"type":"object","description":"The repeating element (a product card, a table row...) the rules extract from, when the page has one.","required":["css","xpath","matchCount"],"properties":{"css":{"type":"string"},"xpath":{"type":"string"},"matchCount":{"type":"integer","minimum":0}}}]}}};
    const schema85 = {"type":"object","required":["name","css","xpath","matchCount","samples"],"properties":{"name":{"type":"string","description":"A field name for the rule."},"css":{"type":"string","maxLength":2000,"description":"The rule as a CSS selector. A rule longer than 2,000 characters is not suggested (a warning says so)."},"xpath":{"type":"string","maxLength":2000,"description":"The same rule as an XPath 1.0 expression."},"matchCount":{"type":"integer","minimum":0,"description":"How many elements of the page the rule matches."},"samples":{"type":"array","maxItems":5,"description":"The values the rule extracts from its first matches (at most five) — the element's text, or for a link, image or time field the attribute it reads (href, src, alt, title or datetime). A value longer than 200 characters is cut there, its last character `…`.","items":{"type":"string","maxLength":200}}}};

    function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.source === undefined) && (missing0 = "source")) || ((data.rules === undefined) && (missing0 = "rules"))) || ((data.recordSelector === undefined) && (missing0 = "recordSelector"))){
    validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.source !== undefined){
    let data0 = data.source;
    const _errs1 = errors;
    if(typeof data0 !== "string"){
    validate67.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data0 === "html") || (data0 === "url"))){
    validate67.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema84.properties.source.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.rules !== undefined){
    let data1 = data.rules;
    const _errs3 = errors;
    if(errors === _errs3){
    if(Array.isArray(data1)){
    if(data1.length > 20){
    validate67.errors = [{instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
    return false;
    }
    else {
    var valid1 = true;
    const len0 = data1.length;
    for(let i0=0; i0<len0; i0++){
    let data2 = data1[i0];
    const _errs5 = errors;
    const _errs6 = errors;
    if(errors === _errs6){
    if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
    let missing1;
    if((((((data2.name === undefined) && (missing1 = "name")) || ((data2.css === undefined) && (missing1 = "css"))) || ((data2.xpath === undefined) && (missing1 = "xpath"))) || ((data2.matchCount === undefined) && (missing1 = "matchCount"))) || ((data2.samples === undefined) && (missing1 = "samples"))){
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0,schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.name !== undefined){
    const _errs8 = errors;
    if(typeof data2.name !== "string"){
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/name",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs8 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.css !== undefined){
    let data4 = data2.css;
    const _errs10 = errors;
    if(errors === _errs10){
    if(typeof data4 === "string"){
    if(func0(data4) > 2000){
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/css",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/css/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
    return false;
    }
    }
    else {
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/css",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/css/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid3 = _errs10 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.xpath !== undefined){
    let data5 = data2.xpath;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data5 === "string"){
    if(func0(data5) > 2000){
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/xpath",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/xpath/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
    return false;
    }
    }
    else {
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/xpath",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/xpath/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid3 = _errs12 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.matchCount !== undefined){
    let data6 = data2.matchCount;
    const _errs14 = errors;
    if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/matchCount",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/matchCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs14){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 < 0 || isNaN(data6)){
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/matchCount",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/matchCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid3 = _errs14 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.samples !== undefined){
    let data7 = data2.samples;
    const _errs16 = errors;
    if(errors === _errs16){
    if(Array.isArray(data7)){
    if(data7.length > 5){
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/samples",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/samples/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"}];
    return false;
    }
    else {
    var valid4 = true;
    const len1 = data7.length;
    for(let i1=0; i1<len1; i1++){
    let data8 = data7[i1];
    const _errs18 = errors;
    if(errors === _errs18){
    if(typeof data8 === "string"){
    if(func0(data8) > 200){
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/samples/" + i1,schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/samples/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
    return false;
    }
    }
    else {
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/samples/" + i1,schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/samples/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid4 = _errs18 === errors;
    if(!valid4){
    break;
    }
    }
    }
    }
    else {
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0+"/samples",schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/properties/samples/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid3 = _errs16 === errors;
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
    validate67.errors = [{instancePath:instancePath+"/rules/" + i0,schemaPath:"crawler-bodies.json#/definitions/SuggestedRule/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid1 = _errs5 === errors;
    if(!valid1){
    break;
    }
    }
    }
    }
    else {
    validate67.errors = [{instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.recordSelector !== undefined){
    let data9 = data.recordSelector;
    const _errs20 = errors;
    const _errs21 = errors;
    let valid5 = false;
    const _errs22 = errors;
    if(data9 !== null){
    const err0 = {instancePath:instancePath+"/recordSelector",schemaPath:"#/properties/recordSelector/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs22 === errors;
    valid5 = valid5 || _valid0;
    if(!valid5){
    const _errs24 = errors;
    if(errors === _errs24){
    if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
    let missing2;
    if((((data9.css === undefined) && (missing2 = "css")) || ((data9.xpath === undefined) && (missing2 = "xpath"))) || ((data9.matchCount === undefined) && (missing2 = "matchCount"))){
    const err1 = {instancePath:instancePath+"/recordSelector",schemaPath:"#/properties/recordSelector/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    else {
    if(data9.css !== undefined){
    const _errs26 = errors;
    if(typeof data9.css !== "string"){
    const err2 = {instancePath:instancePath+"/recordSelector/css",schemaPath:"#/properties/recordSelector/anyOf/1/properties/css/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var valid6 = _errs26 === errors;
    }
    else {
    var valid6 = true;
    }
    if(valid6){
    if(data9.xpath !== undefined){
    const _errs28 = errors;
    if(typeof data9.xpath !== "string"){
    const err3 = {instancePath:instancePath+"/recordSelector/xpath",schemaPath:"#/properties/recordSelector/anyOf/1/properties/xpath/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    }
    var valid6 = _errs28 === errors;
    }
    else {
    var valid6 = true;
    }
    if(valid6){
    if(data9.matchCount !== undefined){
    let data12 = data9.matchCount;
    const _errs30 = errors;
    if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
    const err4 = {instancePath:instancePath+"/recordSelector/matchCount",schemaPath:"#/properties/recordSelector/anyOf/1/properties/matchCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    if(errors === _errs30){
    if((typeof data12 == "number") && (isFinite(data12))){
    if(data12 < 0 || isNaN(data12)){
    const err5 = {instancePath:instancePath+"/recordSelector/matchCount",schemaPath:"#/properties/recordSelector/anyOf/1/properties/matchCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
    var valid6 = _errs30 === errors;
    }
    else {
    var valid6 = true;
    }
    }
    }
    }
    }
    else {
    const err6 = {instancePath:instancePath+"/recordSelector",schemaPath:"#/properties/recordSelector/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err6];
    }
    else {
    vErrors.push(err6);
    }
    errors++;
    }
    }
    var _valid0 = _errs24 === errors;
    valid5 = valid5 || _valid0;
    }
    if(!valid5){
    const err7 = {instancePath:instancePath+"/recordSelector",schemaPath:"#/properties/recordSelector/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err7];
    }
    else {
    vErrors.push(err7);
    }
    errors++;
    validate67.errors = vErrors;
    return false;
    }
    else {
    errors = _errs21;
    if(vErrors !== null){
    if(_errs21){
    vErrors.length = _errs21;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid0 = _errs20 === errors;
    }
    else {
    var valid0 = true;
    }
    }
    }
    }
    }
    else {
    validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate67.errors = vErrors;
    return errors === 0;
    }


    function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate66.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate66.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema82.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate66.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate66.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate67(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
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
    validate66.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate66.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate66.errors = vErrors;
    return errors === 0;
    }


    function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate66(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
    errors = vErrors.length;
    }
    validate65.errors = vErrors;
    return errors === 0;
    }

    exports["QbXE4yaU2UsvvAl-_Z-yRLBV"] = validate70;
    const schema87 = {"$ref":"crawler-bodies.json#/definitions/DedupeRequest"};
    const schema88 = {"type":"object","additionalProperties":false,"required":["tenantId","title","body","existingBodies"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"title":{"type":"string","maxLength":1000},"body":{"type":"string","maxLength":20000},"existingBodies":{"type":"array","maxItems":10000,"description":"The bodies to compare against; `bestMatch.index` points into this list.","items":{"type":"string","maxLength":20000}}}};

    function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.title === undefined) && (missing0 = "title"))) || ((data.body === undefined) && (missing0 = "body"))) || ((data.existingBodies === undefined) && (missing0 = "existingBodies"))){
    validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs1 = errors;
    for(const key0 in data){
    if(!((((key0 === "tenantId") || (key0 === "title")) || (key0 === "body")) || (key0 === "existingBodies"))){
    validate71.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    if(data.tenantId !== undefined){
    let data0 = data.tenantId;
    const _errs2 = errors;
    const _errs3 = errors;
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(!pattern6.test(data0)){
    validate71.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate71.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs2 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.title !== undefined){
    let data1 = data.title;
    const _errs5 = errors;
    if(errors === _errs5){
    if(typeof data1 === "string"){
    if(func0(data1) > 1000){
    validate71.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
    return false;
    }
    }
    else {
    validate71.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.body !== undefined){
    let data2 = data.body;
    const _errs7 = errors;
    if(errors === _errs7){
    if(typeof data2 === "string"){
    if(func0(data2) > 20000){
    validate71.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"}];
    return false;
    }
    }
    else {
    validate71.errors = [{instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs7 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.existingBodies !== undefined){
    let data3 = data.existingBodies;
    const _errs9 = errors;
    if(errors === _errs9){
    if(Array.isArray(data3)){
    if(data3.length > 10000){
    validate71.errors = [{instancePath:instancePath+"/existingBodies",schemaPath:"#/properties/existingBodies/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"}];
    return false;
    }
    else {
    var valid2 = true;
    const len0 = data3.length;
    for(let i0=0; i0<len0; i0++){
    let data4 = data3[i0];
    const _errs11 = errors;
    if(errors === _errs11){
    if(typeof data4 === "string"){
    if(func0(data4) > 20000){
    validate71.errors = [{instancePath:instancePath+"/existingBodies/" + i0,schemaPath:"#/properties/existingBodies/items/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"}];
    return false;
    }
    }
    else {
    validate71.errors = [{instancePath:instancePath+"/existingBodies/" + i0,schemaPath:"#/properties/existingBodies/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid2 = _errs11 === errors;
    if(!valid2){
    break;
    }
    }
    }
    }
    else {
    validate71.errors = [{instancePath:instancePath+"/existingBodies",schemaPath:"#/properties/existingBodies/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate71.errors = vErrors;
    return errors === 0;
    }


    function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate71(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
    errors = vErrors.length;
    }
    validate70.errors = vErrors;
    return errors === 0;
    }

    exports["KDqW7iJ-2aSRrcMlFz_57DfR"] = validate73;
    const schema90 = {"$ref":"crawler-bodies.json#/definitions/DedupeResponse"};
    const schema91 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/DedupeResult"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema93 = {"type":"object","required":["tenantId","isLikelyDuplicate","exactMatch","contentHash","bestMatch","threshold","comparedCount","algorithm","normalisation"],"properties":{"tenantId":{"$ref":"crawler-bodies.json#/definitions/TenantId"},"isLikelyDuplicate":{"type":"boolean"},"exactMatch":{"type":"boolean","description":"Whether an existing body equals the body after normalisation."},"contentHash":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"SHA-256, hex, of the normalised body."},"bestMatch":{"anyOf":[{"type":"null"},{"type":"object","required":["index","similarity"],"properties":{"index":{"type":"integer","minimum":0},"similarity":{"type":"number","minimum":0,"maximum":1}}}]},"threshold":{"type":"number","enum":[0.85],"description":"The similarity at or above which a body is a likely duplicate."},"comparedCount":{"type":"integer","minimum":0,"description":"How many existing bodies were given."},"algorithm":{"type":"string"},"normalisation":{"type":"string"}}};
    const pattern21 = new RegExp("^[0-9a-f]{64}$", "u");

    function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((data.tenantId === undefined) && (missing0 = "tenantId")) || ((data.isLikelyDuplicate === undefined) && (missing0 = "isLikelyDuplicate"))) || ((data.exactMatch === undefined) && (missing0 = "exactMatch"))) || ((data.contentHash === undefined) && (missing0 = "contentHash"))) || ((data.bestMatch === undefined) && (missing0 = "bestMatch"))) || ((data.threshold === undefined) && (missing0 = "threshold"))) || ((data.comparedCount === undefined) && (missing0 = "comparedCount"))) || ((data.algorithm === undefined) && (missing0 = "algorithm"))) || ((data.normalisation === undefined) && (missing0 = "normalisation"))){
    validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.tenantId !== undefined){
    let data0 = data.tenantId;
    const _errs1 = errors;
    const _errs2 = errors;
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(!pattern6.test(data0)){
    validate75.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,62}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,62}$"+"\""}];
    return false;
    }
    }
    else {
    validate75.errors = [{instancePath:instancePath+"/tenantId",schemaPath:"crawler-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate75.errors = [{instancePath:instancePath+"/isLikelyDuplicate",schemaPath:"#/properties/isLikelyDuplicate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
    validate75.errors = [{instancePath:instancePath+"/exactMatch",schemaPath:"#/properties/exactMatch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
    if(!pattern21.test(data3)){
    validate75.errors = [{instancePath:instancePath+"/contentHash",schemaPath:"#/properties/contentHash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
    return false;
    }
    }
    else {
    validate75.errors = [{instancePath:instancePath+"/contentHash",schemaPath:"#/properties/contentHash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate75.errors = vErrors;
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
    validate75.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "number"},message:"must be number"}];
    return false;
    }
    if(!(data7 === 0.85)){
    validate75.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/enum",keyword:"enum",params:{allowedValues: schema93.properties.threshold.enum},message:"must be equal to one of the allowed values"}];
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
    validate75.errors = [{instancePath:instancePath+"/comparedCount",schemaPath:"#/properties/comparedCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs22){
    if((typeof data8 == "number") && (isFinite(data8))){
    if(data8 < 0 || isNaN(data8)){
    validate75.errors = [{instancePath:instancePath+"/comparedCount",schemaPath:"#/properties/comparedCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    validate75.errors = [{instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate75.errors = [{instancePath:instancePath+"/normalisation",schemaPath:"#/properties/normalisation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate75.errors = vErrors;
    return errors === 0;
    }


    function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate74.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate74.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate74.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema91.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate74.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate74.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate75(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
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
    validate74.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate74.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate74.errors = vErrors;
    return errors === 0;
    }


    function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate74(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
    errors = vErrors.length;
    }
    validate73.errors = vErrors;
    return errors === 0;
    }

    exports["r4bCwekSKhmuCbS6A2-8iAYE"] = validate78;
    const schema96 = {"$ref":"crawler-bodies.json#/definitions/RobotsCheckRequest"};
    const schema97 = {"type":"object","additionalProperties":false,"required":["url","userAgent"],"properties":{"url":{"type":"string","format":"uri","maxLength":2048,"description":"The absolute http or https URL to be crawled."},"userAgent":{"type":"string","minLength":1,"maxLength":512,"description":"The crawler's user-agent; its product token (the part before `/` or a space) selects the group."},"robotsTxt":{"type":"string","maxLength":512000,"description":"A robots.txt text to judge instead of fetching the site's; at most 500 KiB of it (UTF-8) are parsed."}}};

    function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((data.url === undefined) && (missing0 = "url")) || ((data.userAgent === undefined) && (missing0 = "userAgent"))){
    validate78.errors = [{instancePath,schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs2 = errors;
    for(const key0 in data){
    if(!(((key0 === "url") || (key0 === "userAgent")) || (key0 === "robotsTxt"))){
    validate78.errors = [{instancePath,schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs2 === errors){
    if(data.url !== undefined){
    let data0 = data.url;
    const _errs3 = errors;
    if(errors === _errs3){
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(func0(data0) > 2048){
    validate78.errors = [{instancePath:instancePath+"/url",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"}];
    return false;
    }
    else {
    if(!(formats0(data0))){
    validate78.errors = [{instancePath:instancePath+"/url",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    }
    else {
    validate78.errors = [{instancePath:instancePath+"/url",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid1 = _errs3 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.userAgent !== undefined){
    let data1 = data.userAgent;
    const _errs5 = errors;
    if(errors === _errs5){
    if(typeof data1 === "string"){
    if(func0(data1) > 512){
    validate78.errors = [{instancePath:instancePath+"/userAgent",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/userAgent/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
    return false;
    }
    else {
    if(func0(data1) < 1){
    validate78.errors = [{instancePath:instancePath+"/userAgent",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/userAgent/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate78.errors = [{instancePath:instancePath+"/userAgent",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid1 = _errs5 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.robotsTxt !== undefined){
    let data2 = data.robotsTxt;
    const _errs7 = errors;
    if(errors === _errs7){
    if(typeof data2 === "string"){
    if(func0(data2) > 512000){
    validate78.errors = [{instancePath:instancePath+"/robotsTxt",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/robotsTxt/maxLength",keyword:"maxLength",params:{limit: 512000},message:"must NOT have more than 512000 characters"}];
    return false;
    }
    }
    else {
    validate78.errors = [{instancePath:instancePath+"/robotsTxt",schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/properties/robotsTxt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
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
    }
    else {
    validate78.errors = [{instancePath,schemaPath:"crawler-bodies.json#/definitions/RobotsCheckRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate78.errors = vErrors;
    return errors === 0;
    }

    exports["15A46r-lysm_jCleP9VvdLRk"] = validate79;
    const schema98 = {"$ref":"crawler-bodies.json#/definitions/RobotsCheckResponse"};
    const schema99 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/RobotsCheck"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema101 = {"type":"object","required":["allowed","url","userAgent","robotsTxtUrl","source","matchedRule","group"],"properties":{"allowed":{"type":"boolean"},"url":{"type":"string"},"userAgent":{"type":"string"},"robotsTxtUrl":{"type":"string","format":"uri"},"source":{"type":"string","enum":["inline","fetched","unavailable","unreachable"],"description":"`unavailable`: robots.txt answered 4xx (everything allowed); `unreachable`: 5xx, network failure or timeout (everything disallowed)."},"matchedRule":{"anyOf":[{"type":"null"},{"type":"object","description":"The rule that decided; null when none matched or no robots.txt applied.","required":["directive","pattern","line"],"properties":{"directive":{"type":"string","enum":["allow","disallow"]},"pattern":{"type":"string"},"line":{"type":"integer","minimum":1,"description":"The 1-based line of the rule in robots.txt."}}}]},"group":{"anyOf":[{"type":"null"},{"type":"string","description":"The product token of the group applied, `*` for the fallback group, null for none."}]},"fetchedAt":{"type":"string","format":"date-time","description":"When the robots.txt outcome was fetched (absent for inline text)."},"cached":{"type":"boolean","description":"Whether the outcome came from the cache (absent for inline text)."}}};

    function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate80.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate80.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate80.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema99.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate80.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate80.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if((((((((data2.allowed === undefined) && (missing1 = "allowed")) || ((data2.url === undefined) && (missing1 = "url"))) || ((data2.userAgent === undefined) && (missing1 = "userAgent"))) || ((data2.robotsTxtUrl === undefined) && (missing1 = "robotsTxtUrl"))) || ((data2.source === undefined) && (missing1 = "source"))) || ((data2.matchedRule === undefined) && (missing1 = "matchedRule"))) || ((data2.group === undefined) && (missing1 = "group"))){
    validate80.errors = [{instancePath:instancePath+"/data",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.allowed !== undefined){
    const _errs9 = errors;
    if(typeof data2.allowed !== "boolean"){
    validate80.errors = [{instancePath:instancePath+"/data/allowed",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/allowed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid3 = _errs9 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.url !== undefined){
    const _errs11 = errors;
    if(typeof data2.url !== "string"){
    validate80.errors = [{instancePath:instancePath+"/data/url",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs11 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.userAgent !== undefined){
    const _errs13 = errors;
    if(typeof data2.userAgent !== "string"){
    validate80.errors = [{instancePath:instancePath+"/data/userAgent",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs13 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.robotsTxtUrl !== undefined){
    let data6 = data2.robotsTxtUrl;
    const _errs15 = errors;
    if(errors === _errs15){
    if(errors === _errs15){
    if(typeof data6 === "string"){
    if(!(formats0(data6))){
    validate80.errors = [{instancePath:instancePath+"/data/robotsTxtUrl",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/robotsTxtUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate80.errors = [{instancePath:instancePath+"/data/robotsTxtUrl",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/robotsTxtUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid3 = _errs15 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.source !== undefined){
    let data7 = data2.source;
    const _errs17 = errors;
    if(typeof data7 !== "string"){
    validate80.errors = [{instancePath:instancePath+"/data/source",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data7 === "inline") || (data7 === "fetched")) || (data7 === "unavailable")) || (data7 === "unreachable"))){
    validate80.errors = [{instancePath:instancePath+"/data/source",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/source/enum",keyword:"enum",params:{allowedValues: schema101.properties.source.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs17 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.matchedRule !== undefined){
    let data8 = data2.matchedRule;
    const _errs19 = errors;
    const _errs20 = errors;
    let valid4 = false;
    const _errs21 = errors;
    if(data8 !== null){
    const err0 = {instancePath:instancePath+"/data/matchedRule",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs21 === errors;
    valid4 = valid4 || _valid0;
    if(!valid4){
    const _errs23 = errors;
    if(errors === _errs23){
    if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
    let missing2;
    if((((data8.directive === undefined) && (missing2 = "directive")) || ((data8.pattern === undefined) && (missing2 = "pattern"))) || ((data8.line === undefined) && (missing2 = "line"))){
    const err1 = {instancePath:instancePath+"/data/matchedRule",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    else {
    if(data8.directive !== undefined){
    let data9 = data8.directive;
    const _errs25 = errors;
    if(typeof data9 !== "string"){
    const err2 = {instancePath:instancePath+"/data/matchedRule/directive",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/directive/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    if(!((data9 === "allow") || (data9 === "disallow"))){
    const err3 = {instancePath:instancePath+"/data/matchedRule/directive",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/directive/enum",keyword:"enum",params:{allowedValues: schema101.properties.matchedRule.anyOf[1].properties.directive.enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    }
    var valid5 = _errs25 === errors;
    }
    else {
    var valid5 = true;
    }
    if(valid5){
    if(data8.pattern !== undefined){
    const _errs27 = errors;
    if(typeof data8.pattern !== "string"){
    const err4 = {instancePath:instancePath+"/data/matchedRule/pattern",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var valid5 = _errs27 === errors;
    }
    else {
    var valid5 = true;
    }
    if(valid5){
    if(data8.line !== undefined){
    let data11 = data8.line;
    const _errs29 = errors;
    if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
    const err5 = {instancePath:instancePath+"/data/matchedRule/line",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
    if(vErrors === null){
    vErrors = [err5];
    }
    else {
    vErrors.push(err5);
    }
    errors++;
    }
    if(errors === _errs29){
    if((typeof data11 == "number") && (isFinite(data11))){
    if(data11 < 1 || isNaN(data11)){
    const err6 = {instancePath:instancePath+"/data/matchedRule/line",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
    const err7 = {instancePath:instancePath+"/data/matchedRule",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err7];
    }
    else {
    vErrors.push(err7);
    }
    errors++;
    }
    }
    var _valid0 = _errs23 === errors;
    valid4 = valid4 || _valid0;
    }
    if(!valid4){
    const err8 = {instancePath:instancePath+"/data/matchedRule",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/matchedRule/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err8];
    }
    else {
    vErrors.push(err8);
    }
    errors++;
    validate80.errors = vErrors;
    return false;
    }
    else {
    errors = _errs20;
    if(vErrors !== null){
    if(_errs20){
    vErrors.length = _errs20;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid3 = _errs19 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.group !== undefined){
    let data12 = data2.group;
    const _errs31 = errors;
    const _errs32 = errors;
    let valid6 = false;
    const _errs33 = errors;
    if(data12 !== null){
    const err9 = {instancePath:instancePath+"/data/group",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/group/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err9];
    }
    else {
    vErrors.push(err9);
    }
    errors++;
    }
    var _valid1 = _errs33 === errors;
    valid6 = valid6 || _valid1;
    if(!valid6){
    const _errs35 = errors;
    if(typeof data12 !== "string"){
    const err10 = {instancePath:instancePath+"/data/group",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/group/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err10];
    }
    else {
    vErrors.push(err10);
    }
    errors++;
    }
    var _valid1 = _errs35 === errors;
    valid6 = valid6 || _valid1;
    }
    if(!valid6){
    const err11 = {instancePath:instancePath+"/data/group",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/group/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err11];
    }
    else {
    vErrors.push(err11);
    }
    errors++;
    validate80.errors = vErrors;
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
    var valid3 = _errs31 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.fetchedAt !== undefined){
    let data13 = data2.fetchedAt;
    const _errs37 = errors;
    if(errors === _errs37){
    if(errors === _errs37){
    if(typeof data13 === "string"){
    if(!(formats2.validate(data13))){
    validate80.errors = [{instancePath:instancePath+"/data/fetchedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/fetchedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate80.errors = [{instancePath:instancePath+"/data/fetchedAt",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/fetchedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid3 = _errs37 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.cached !== undefined){
    const _errs39 = errors;
    if(typeof data2.cached !== "boolean"){
    validate80.errors = [{instancePath:instancePath+"/data/cached",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/properties/cached/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
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
    }
    }
    }
    }
    else {
    validate80.errors = [{instancePath:instancePath+"/data",schemaPath:"crawler-bodies.json#/definitions/RobotsCheck/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.warnings !== undefined){
    let data15 = data.warnings;
    const _errs41 = errors;
    const _errs42 = errors;
    if(errors === _errs42){
    if(Array.isArray(data15)){
    var valid8 = true;
    const len0 = data15.length;
    for(let i0=0; i0<len0; i0++){
    const _errs44 = errors;
    if(typeof data15[i0] !== "string"){
    validate80.errors = [{instancePath:instancePath+"/warnings/" + i0,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid8 = _errs44 === errors;
    if(!valid8){
    break;
    }
    }
    }
    else {
    validate80.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs41 === errors;
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
    validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate80.errors = vErrors;
    return errors === 0;
    }


    function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate80(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
    errors = vErrors.length;
    }
    validate79.errors = vErrors;
    return errors === 0;
    }

    exports["Sc8hNuyF-r-qTVpLrNKslMrW"] = validate82;
    const schema103 = {"$ref":"crawler-bodies.json#/definitions/SchedulePreviewRequest"};
    const schema104 = {"type":"object","additionalProperties":false,"required":["cron"],"properties":{"cron":{"$ref":"crawler-bodies.json#/definitions/Cron"},"count":{"type":"integer","minimum":1,"maximum":100,"default":5},"timezone":{"allOf":[{"$ref":"crawler-bodies.json#/definitions/TimeZone"}],"default":"UTC"},"from":{"type":"string","format":"date-time","description":"An RFC 3339 date-time with an offset; runs are strictly after it. Default now."}}};

    function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.cron === undefined) && (missing0 = "cron")){
    validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs1 = errors;
    for(const key0 in data){
    if(!((((key0 === "cron") || (key0 === "count")) || (key0 === "timezone")) || (key0 === "from"))){
    validate83.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    if(data.cron !== undefined){
    let data0 = data.cron;
    const _errs2 = errors;
    const _errs3 = errors;
    if(errors === _errs3){
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(func0(data0) > 256){
    validate83.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate83.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    else {
    if(!(formats6.validate(data0))){
    validate83.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/format",keyword:"format",params:{format: "cron"},message:"must match format \""+"cron"+"\""}];
    return false;
    }
    }
    }
    }
    else {
    validate83.errors = [{instancePath:instancePath+"/cron",schemaPath:"crawler-bodies.json#/definitions/Cron/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs2 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.count !== undefined){
    let data1 = data.count;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate83.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate83.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate83.errors = [{instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
    if(valid0){
    if(data.timezone !== undefined){
    let data2 = data.timezone;
    const _errs7 = errors;
    const _errs9 = errors;
    if(errors === _errs9){
    if(errors === _errs9){
    if(typeof data2 === "string"){
    if(func0(data2) > 64){
    validate83.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
    return false;
    }
    else {
    if(func0(data2) < 1){
    validate83.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    else {
    if(!(formats8.validate(data2))){
    validate83.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/format",keyword:"format",params:{format: "iana-time-zone"},message:"must match format \""+"iana-time-zone"+"\""}];
    return false;
    }
    }
    }
    }
    else {
    validate83.errors = [{instancePath:instancePath+"/timezone",schemaPath:"crawler-bodies.json#/definitions/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.from !== undefined){
    let data3 = data.from;
    const _errs11 = errors;
    if(errors === _errs11){
    if(errors === _errs11){
    if(typeof data3 === "string"){
    if(!(formats2.validate(data3))){
    validate83.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate83.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs11 === errors;
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
    validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate83.errors = vErrors;
    return errors === 0;
    }


    function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate83(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
    errors = vErrors.length;
    }
    validate82.errors = vErrors;
    return errors === 0;
    }

    exports.zZZ4BVRb_YV0H0opkI3SvDIN = validate85;
    const schema107 = {"$ref":"crawler-bodies.json#/definitions/SchedulePreviewResponse"};
    const schema108 = {"type":"object","required":["success","traceId","data","warnings"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"crawler-bodies.json#/definitions/TraceId"},"data":{"$ref":"crawler-bodies.json#/definitions/SchedulePreview"},"warnings":{"$ref":"crawler-bodies.json#/definitions/Warnings"}}};
    const schema110 = {"type":"object","required":["cron","timezone","from","runs"],"properties":{"cron":{"type":"string"},"timezone":{"type":"string"},"from":{"type":"string","format":"date-time"},"runs":{"type":"array","description":"The upcoming run times, ISO 8601 in UTC.","items":{"type":"string","format":"date-time"}}}};

    function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))) || ((data.warnings === undefined) && (missing0 = "warnings"))){
    validate86.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate86.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate86.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema108.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate86.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate86.errors = [{instancePath:instancePath+"/traceId",schemaPath:"crawler-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(((((data2.cron === undefined) && (missing1 = "cron")) || ((data2.timezone === undefined) && (missing1 = "timezone"))) || ((data2.from === undefined) && (missing1 = "from"))) || ((data2.runs === undefined) && (missing1 = "runs"))){
    validate86.errors = [{instancePath:instancePath+"/data",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.cron !== undefined){
    const _errs9 = errors;
    if(typeof data2.cron !== "string"){
    validate86.errors = [{instancePath:instancePath+"/data/cron",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/cron/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs9 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.timezone !== undefined){
    const _errs11 = errors;
    if(typeof data2.timezone !== "string"){
    validate86.errors = [{instancePath:instancePath+"/data/timezone",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs11 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.from !== undefined){
    let data5 = data2.from;
    const _errs13 = errors;
    if(errors === _errs13){
    if(errors === _errs13){
    if(typeof data5 === "string"){
    if(!(formats2.validate(data5))){
    validate86.errors = [{instancePath:instancePath+"/data/from",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/from/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate86.errors = [{instancePath:instancePath+"/data/from",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data2.runs !== undefined){
    let data6 = data2.runs;
    const _errs15 = errors;
    if(errors === _errs15){
    if(Array.isArray(data6)){
    var valid4 = true;
    const len0 = data6.length;
    for(let i0=0; i0<len0; i0++){
    let data7 = data6[i0];
    const _errs17 = errors;
    if(errors === _errs17){
    if(errors === _errs17){
    if(typeof data7 === "string"){
    if(!(formats2.validate(data7))){
    validate86.errors = [{instancePath:instancePath+"/data/runs/" + i0,schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/runs/items/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate86.errors = [{instancePath:instancePath+"/data/runs/" + i0,schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/runs/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid4 = _errs17 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate86.errors = [{instancePath:instancePath+"/data/runs",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/properties/runs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
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
    validate86.errors = [{instancePath:instancePath+"/data",schemaPath:"crawler-bodies.json#/definitions/SchedulePreview/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.warnings !== undefined){
    let data8 = data.warnings;
    const _errs19 = errors;
    const _errs20 = errors;
    if(errors === _errs20){
    if(Array.isArray(data8)){
    var valid6 = true;
    const len1 = data8.length;
    for(let i1=0; i1<len1; i1++){
    const _errs22 = errors;
    if(typeof data8[i1] !== "string"){
    validate86.errors = [{instancePath:instancePath+"/warnings/" + i1,schemaPath:"crawler-bodies.json#/definitions/Warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid6 = _errs22 === errors;
    if(!valid6){
    break;
    }
    }
    }
    else {
    validate86.errors = [{instancePath:instancePath+"/warnings",schemaPath:"crawler-bodies.json#/definitions/Warnings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs19 === errors;
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
    validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate86.errors = vErrors;
    return errors === 0;
    }


    function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate86(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
    errors = vErrors.length;
    }
    validate85.errors = vErrors;
    return errors === 0;
    }

    exports["DIAR_yVErF9rWVU2JLamB-LX"] = validate88;
    const schema112 = {"$ref":"crawler-bodies.json#/definitions/OpenApiDocument"};
    const schema113 = {"type":"object","description":"An OpenAPI 3.0.3 document.","required":["openapi","info","paths"],"properties":{"openapi":{"type":"string"},"info":{"type":"object"},"paths":{"type":"object"}},"additionalProperties":true};

    function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.openapi === undefined) && (missing0 = "openapi")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.paths === undefined) && (missing0 = "paths"))){
    validate88.errors = [{instancePath,schemaPath:"crawler-bodies.json#/definitions/OpenApiDocument/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.openapi !== undefined){
    const _errs3 = errors;
    if(typeof data.openapi !== "string"){
    validate88.errors = [{instancePath:instancePath+"/openapi",schemaPath:"crawler-bodies.json#/definitions/OpenApiDocument/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate88.errors = [{instancePath:instancePath+"/info",schemaPath:"crawler-bodies.json#/definitions/OpenApiDocument/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate88.errors = [{instancePath:instancePath+"/paths",schemaPath:"crawler-bodies.json#/definitions/OpenApiDocument/properties/paths/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate88.errors = [{instancePath,schemaPath:"crawler-bodies.json#/definitions/OpenApiDocument/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate88.errors = vErrors;
    return errors === 0;
    }

    exports.AEBOaGQVNw8XEcTXrPopBURN = validate89;
    const schema114 = {"type":"string"};

    function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(typeof data !== "string"){
    validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    validate89.errors = vErrors;
    return errors === 0;
    }

    return exports;
  },
};
