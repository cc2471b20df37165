// @ts-nocheck
/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';

// ajv's runtime helpers (ucs2length, deep equality), as its standalone code names them.
const require = createRequire(import.meta.url);

/** Of spec/member-api.yaml: the parsed document these validators were compiled from. */
export const documentKey = "A6wa6lhcLcK6SDYh643Wx45gqaJuD66XyBuppchaXDw";

/** Request parameters (coerced, as member-api-parameters compiles them). */
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

    exports["3MZQlhwKmu3SmOps5-V7Ag6L"] = validate2;
    const schema2 = {"type":"object","properties":{"member_refresh":{"type":"string","maxLength":256}},"required":[],"additionalProperties":true};
    const func0 = require("ajv/dist/runtime/ucs2length").default;

    function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.member_refresh !== undefined){
    let data0 = data.member_refresh;
    const _errs2 = errors;
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
    validate2.errors = [{instancePath:instancePath+"/member_refresh",schemaPath:"#/properties/member_refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["member_refresh"] = coerced0;
    }
    }
    }
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(func0(data0) > 256){
    validate2.errors = [{instancePath:instancePath+"/member_refresh",schemaPath:"#/properties/member_refresh/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
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

/** Request and response bodies (as member-api-bodies compiles them). */
export const bodies = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  create(formats) {
    const exports = {};
    exports.OyRijhjVix1ZIx0FSiW1S_qV = validate0;
    const schema0 = {"$ref":"member-api-bodies.json#/definitions/HealthResponse"};
    const schema2 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"$ref":"member-api-bodies.json#/definitions/Health"}}};
    const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
    const schema4 = {"type":"object","required":["status","standIn","issuer","audience"],"properties":{"status":{"type":"string","enum":["ok"]},"standIn":{"type":"boolean","enum":[true],"description":"Always true; the real central member API is a different service."},"issuer":{"type":"string","description":"The `iss` of the tokens this stand-in signs (`MEMBER_ISSUER`)."},"audience":{"type":"string","description":"The `aud` of the tokens this stand-in signs (`MEMBER_AUDIENCE`)."}}};
    const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

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
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(((((data2.status === undefined) && (missing1 = "status")) || ((data2.standIn === undefined) && (missing1 = "standIn"))) || ((data2.issuer === undefined) && (missing1 = "issuer"))) || ((data2.audience === undefined) && (missing1 = "audience"))){
    validate2.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/Health/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.status !== undefined){
    let data3 = data2.status;
    const _errs9 = errors;
    if(typeof data3 !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/status",schemaPath:"member-api-bodies.json#/definitions/Health/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data3 === "ok")){
    validate2.errors = [{instancePath:instancePath+"/data/status",schemaPath:"member-api-bodies.json#/definitions/Health/properties/status/enum",keyword:"enum",params:{allowedValues: schema4.properties.status.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs9 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.standIn !== undefined){
    let data4 = data2.standIn;
    const _errs11 = errors;
    if(typeof data4 !== "boolean"){
    validate2.errors = [{instancePath:instancePath+"/data/standIn",schemaPath:"member-api-bodies.json#/definitions/Health/properties/standIn/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data4 === true)){
    validate2.errors = [{instancePath:instancePath+"/data/standIn",schemaPath:"member-api-bodies.json#/definitions/Health/properties/standIn/enum",keyword:"enum",params:{allowedValues: schema4.properties.standIn.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs11 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.issuer !== undefined){
    const _errs13 = errors;
    if(typeof data2.issuer !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/issuer",schemaPath:"member-api-bodies.json#/definitions/Health/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs13 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.audience !== undefined){
    const _errs15 = errors;
    if(typeof data2.audience !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/audience",schemaPath:"member-api-bodies.json#/definitions/Health/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate2.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/Health/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

    exports.RF4jCfgRLj1JYjlJktgTY1Sk = validate4;
    const schema5 = {"$ref":"member-api-bodies.json#/definitions/ErrorEnvelope"};
    const schema6 = {"type":"object","required":["success","traceId","error"],"properties":{"success":{"type":"boolean","enum":[false]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"error":{"$ref":"member-api-bodies.json#/definitions/Error"}}};
    const schema8 = {"type":"object","required":["code","message"],"properties":{"code":{"$ref":"member-api-bodies.json#/definitions/ErrorCode"},"message":{"type":"string","description":"A human-readable explanation."},"details":{"description":"Structured details, such as the list of validation problems.\nA `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.\n"}}};
    const schema9 = {"type":"string","description":"A stable machine-readable error identifier.","enum":["VALIDATION_FAILED","MALFORMED_JSON","UNAUTHORIZED","NOT_FOUND","METHOD_NOT_ALLOWED","NOT_ACCEPTABLE","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","INTERNAL","RESPONSE_VALIDATION_FAILED","MALFORMED_REQUEST","REQUEST_TIMEOUT","EXPECTATION_FAILED","HEADERS_TOO_LARGE"]};

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
    validate6.errors = [{instancePath:instancePath+"/code",schemaPath:"member-api-bodies.json#/definitions/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((((((((((((data0 === "VALIDATION_FAILED") || (data0 === "MALFORMED_JSON")) || (data0 === "UNAUTHORIZED")) || (data0 === "NOT_FOUND")) || (data0 === "METHOD_NOT_ALLOWED")) || (data0 === "NOT_ACCEPTABLE")) || (data0 === "PAYLOAD_TOO_LARGE")) || (data0 === "UNSUPPORTED_MEDIA_TYPE")) || (data0 === "INTERNAL")) || (data0 === "RESPONSE_VALIDATION_FAILED")) || (data0 === "MALFORMED_REQUEST")) || (data0 === "REQUEST_TIMEOUT")) || (data0 === "EXPECTATION_FAILED")) || (data0 === "HEADERS_TOO_LARGE"))){
    validate6.errors = [{instancePath:instancePath+"/code",schemaPath:"member-api-bodies.json#/definitions/ErrorCode/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];
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
    validate5.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

    exports.ERzeDPhivtdufAj_XHIuzK4V = validate9;
    const schema10 = {"$ref":"member-api-bodies.json#/definitions/LoginRequest"};
    const schema11 = {"type":"object","additionalProperties":false,"required":["loginId","password"],"properties":{"loginId":{"type":"string","minLength":1,"maxLength":256},"password":{"type":"string","minLength":1,"maxLength":256,"format":"password"}}};
    const func0 = require("ajv/dist/runtime/ucs2length").default;

    function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((data.loginId === undefined) && (missing0 = "loginId")) || ((data.password === undefined) && (missing0 = "password"))){
    validate9.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/LoginRequest/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs2 = errors;
    for(const key0 in data){
    if(!((key0 === "loginId") || (key0 === "password"))){
    validate9.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/LoginRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs2 === errors){
    if(data.loginId !== undefined){
    let data0 = data.loginId;
    const _errs3 = errors;
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(func0(data0) > 256){
    validate9.errors = [{instancePath:instancePath+"/loginId",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/loginId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate9.errors = [{instancePath:instancePath+"/loginId",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/loginId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/loginId",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid1 = _errs3 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.password !== undefined){
    let data1 = data.password;
    const _errs5 = errors;
    if(errors === _errs5){
    if(errors === _errs5){
    if(typeof data1 === "string"){
    if(func0(data1) > 256){
    validate9.errors = [{instancePath:instancePath+"/password",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/password/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data1) < 1){
    validate9.errors = [{instancePath:instancePath+"/password",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/password",schemaPath:"member-api-bodies.json#/definitions/LoginRequest/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
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
    validate9.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/LoginRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate9.errors = vErrors;
    return errors === 0;
    }

    exports.dkRBHiyjkol1nzUZGB3BaGQt = validate10;
    const schema12 = {"$ref":"member-api-bodies.json#/definitions/TokenGrantResponse"};
    const schema13 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"$ref":"member-api-bodies.json#/definitions/TokenGrant"}}};
    const schema15 = {"type":"object","required":["accessToken","refreshToken","tokenType","expiresIn","member"],"properties":{"accessToken":{"type":"string","description":"An ES256 JWT; send it as `Authorization: Bearer <accessToken>`."},"refreshToken":{"type":"string","description":"An opaque token for `POST /auth/refresh`; also set as the `member_refresh` cookie."},"tokenType":{"type":"string","enum":["Bearer"]},"expiresIn":{"type":"integer","minimum":1,"description":"Lifetime of the access token in seconds."},"member":{"$ref":"member-api-bodies.json#/definitions/MemberProfile"}}};
    const schema16 = {"type":"object","required":["memberId","loginId","displayName","companyId","permissions"],"properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"displayName":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}};

    function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((data.accessToken === undefined) && (missing0 = "accessToken")) || ((data.refreshToken === undefined) && (missing0 = "refreshToken"))) || ((data.tokenType === undefined) && (missing0 = "tokenType"))) || ((data.expiresIn === undefined) && (missing0 = "expiresIn"))) || ((data.member === undefined) && (missing0 = "member"))){
    validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.accessToken !== undefined){
    const _errs1 = errors;
    if(typeof data.accessToken !== "string"){
    validate12.errors = [{instancePath:instancePath+"/accessToken",schemaPath:"#/properties/accessToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate12.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"#/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate12.errors = [{instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data2 === "Bearer")){
    validate12.errors = [{instancePath:instancePath+"/tokenType",schemaPath:"#/properties/tokenType/enum",keyword:"enum",params:{allowedValues: schema15.properties.tokenType.enum},message:"must be equal to one of the allowed values"}];
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
    validate12.errors = [{instancePath:instancePath+"/expiresIn",schemaPath:"#/properties/expiresIn/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 1 || isNaN(data3)){
    validate12.errors = [{instancePath:instancePath+"/expiresIn",schemaPath:"#/properties/expiresIn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
    validate12.errors = [{instancePath:instancePath+"/member",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data4.memberId !== undefined){
    const _errs12 = errors;
    if(typeof data4.memberId !== "string"){
    validate12.errors = [{instancePath:instancePath+"/member/memberId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate12.errors = [{instancePath:instancePath+"/member/loginId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate12.errors = [{instancePath:instancePath+"/member/displayName",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate12.errors = [{instancePath:instancePath+"/member/companyId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate12.errors = [{instancePath:instancePath+"/member/permissions/" + i0,schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs22 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate12.errors = [{instancePath:instancePath+"/member/permissions",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate12.errors = [{instancePath:instancePath+"/member",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate12.errors = vErrors;
    return errors === 0;
    }


    function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate11.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate11.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema13.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate11.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate12(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
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
    if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
    errors = vErrors.length;
    }
    validate10.errors = vErrors;
    return errors === 0;
    }

    exports["4O3d9WeAwPSCVr3j1azS38vC"] = validate15;
    const schema17 = {"$ref":"member-api-bodies.json#/definitions/RefreshRequest"};
    const schema18 = {"type":"object","additionalProperties":false,"properties":{"refreshToken":{"type":"string","minLength":1,"maxLength":256,"description":"Optional when the `member_refresh` cookie is sent."}}};

    function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    const _errs2 = errors;
    for(const key0 in data){
    if(!(key0 === "refreshToken")){
    validate15.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs2 === errors){
    if(data.refreshToken !== undefined){
    let data0 = data.refreshToken;
    const _errs3 = errors;
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(func0(data0) > 256){
    validate15.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/properties/refreshToken/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate15.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/properties/refreshToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate15.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate15.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/RefreshRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate15.errors = vErrors;
    return errors === 0;
    }

    exports["2rgGPnMSsP5dOuqea1QsKIXu"] = validate16;
    const schema19 = {"$ref":"member-api-bodies.json#/definitions/LogoutRequest"};
    const schema20 = {"type":"object","additionalProperties":false,"properties":{"refreshToken":{"type":"string","minLength":1,"maxLength":256}}};

    function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    const _errs2 = errors;
    for(const key0 in data){
    if(!(key0 === "refreshToken")){
    validate16.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/LogoutRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs2 === errors){
    if(data.refreshToken !== undefined){
    let data0 = data.refreshToken;
    const _errs3 = errors;
    if(errors === _errs3){
    if(typeof data0 === "string"){
    if(func0(data0) > 256){
    validate16.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/LogoutRequest/properties/refreshToken/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate16.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/LogoutRequest/properties/refreshToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate16.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"member-api-bodies.json#/definitions/LogoutRequest/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate16.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/LogoutRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate16.errors = vErrors;
    return errors === 0;
    }

    exports["_K-nMrHwU8BguTb8ytB6jvPl"] = validate17;
    const schema21 = {"$ref":"member-api-bodies.json#/definitions/LogoutResponse"};
    const schema22 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"type":"object","required":["loggedOut"],"properties":{"loggedOut":{"type":"boolean","enum":[true]}}}}};

    function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate18.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate18.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema22.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate18.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate18.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(errors === _errs6){
    if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
    let missing1;
    if((data2.loggedOut === undefined) && (missing1 = "loggedOut")){
    validate18.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.loggedOut !== undefined){
    let data3 = data2.loggedOut;
    if(typeof data3 !== "boolean"){
    validate18.errors = [{instancePath:instancePath+"/data/loggedOut",schemaPath:"#/properties/data/properties/loggedOut/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data3 === true)){
    validate18.errors = [{instancePath:instancePath+"/data/loggedOut",schemaPath:"#/properties/data/properties/loggedOut/enum",keyword:"enum",params:{allowedValues: schema22.properties.data.properties.loggedOut.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    }
    }
    }
    else {
    validate18.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate18.errors = vErrors;
    return errors === 0;
    }


    function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate18(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
    errors = vErrors.length;
    }
    validate17.errors = vErrors;
    return errors === 0;
    }

    exports.A17LsjvoVT8B_kZ_Gs4pePqk = validate20;
    const schema24 = {"$ref":"member-api-bodies.json#/definitions/MemberProfileResponse"};
    const schema25 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"$ref":"member-api-bodies.json#/definitions/MemberProfile"}}};

    function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate21.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate21.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema25.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate21.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate21.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if((((((data2.memberId === undefined) && (missing1 = "memberId")) || ((data2.loginId === undefined) && (missing1 = "loginId"))) || ((data2.displayName === undefined) && (missing1 = "displayName"))) || ((data2.companyId === undefined) && (missing1 = "companyId"))) || ((data2.permissions === undefined) && (missing1 = "permissions"))){
    validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.memberId !== undefined){
    const _errs9 = errors;
    if(typeof data2.memberId !== "string"){
    validate21.errors = [{instancePath:instancePath+"/data/memberId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs9 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.loginId !== undefined){
    const _errs11 = errors;
    if(typeof data2.loginId !== "string"){
    validate21.errors = [{instancePath:instancePath+"/data/loginId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs11 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.displayName !== undefined){
    const _errs13 = errors;
    if(typeof data2.displayName !== "string"){
    validate21.errors = [{instancePath:instancePath+"/data/displayName",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs13 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.companyId !== undefined){
    const _errs15 = errors;
    if(typeof data2.companyId !== "string"){
    validate21.errors = [{instancePath:instancePath+"/data/companyId",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs15 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.permissions !== undefined){
    let data7 = data2.permissions;
    const _errs17 = errors;
    if(errors === _errs17){
    if(Array.isArray(data7)){
    var valid4 = true;
    const len0 = data7.length;
    for(let i0=0; i0<len0; i0++){
    const _errs19 = errors;
    if(typeof data7[i0] !== "string"){
    validate21.errors = [{instancePath:instancePath+"/data/permissions/" + i0,schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs19 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate21.errors = [{instancePath:instancePath+"/data/permissions",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
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
    }
    }
    else {
    validate21.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/MemberProfile/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
    errors = vErrors.length;
    }
    validate20.errors = vErrors;
    return errors === 0;
    }

    exports["S-1-ePzuADFHmq99adeq2Tab"] = validate23;
    const schema28 = {"$ref":"member-api-bodies.json#/definitions/MemberPermissionsResponse"};
    const schema29 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"member-api-bodies.json#/definitions/TraceId"},"data":{"$ref":"member-api-bodies.json#/definitions/MemberPermissions"}}};
    const schema31 = {"type":"object","required":["memberId","companyId","permissions"],"properties":{"memberId":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}};

    function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
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
    validate24.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema29.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate24.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate24.errors = [{instancePath:instancePath+"/traceId",schemaPath:"member-api-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if((((data2.memberId === undefined) && (missing1 = "memberId")) || ((data2.companyId === undefined) && (missing1 = "companyId"))) || ((data2.permissions === undefined) && (missing1 = "permissions"))){
    validate24.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.memberId !== undefined){
    const _errs9 = errors;
    if(typeof data2.memberId !== "string"){
    validate24.errors = [{instancePath:instancePath+"/data/memberId",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs9 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.companyId !== undefined){
    const _errs11 = errors;
    if(typeof data2.companyId !== "string"){
    validate24.errors = [{instancePath:instancePath+"/data/companyId",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs11 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.permissions !== undefined){
    let data5 = data2.permissions;
    const _errs13 = errors;
    if(errors === _errs13){
    if(Array.isArray(data5)){
    var valid4 = true;
    const len0 = data5.length;
    for(let i0=0; i0<len0; i0++){
    const _errs15 = errors;
    if(typeof data5[i0] !== "string"){
    validate24.errors = [{instancePath:instancePath+"/data/permissions/" + i0,schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs15 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate24.errors = [{instancePath:instancePath+"/data/permissions",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid3 = _errs13 === errors;
    }
    else {
    var valid3 = true;
    }
    }
    }
    }
    }
    else {
    validate24.errors = [{instancePath:instancePath+"/data",schemaPath:"member-api-bodies.json#/definitions/MemberPermissions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

    exports.SgBIU9_P5Xw_9Lujxxus1KQd = validate26;
    const schema32 = {"$ref":"member-api-bodies.json#/definitions/JsonWebKeySet"};
    const schema33 = {"type":"object","required":["keys"],"properties":{"keys":{"type":"array","minItems":1,"items":{"$ref":"member-api-bodies.json#/definitions/JsonWebKey"}}}};
    const schema34 = {"type":"object","description":"A public JSON Web Key (RFC 7517); private (`d`) and symmetric (`k`) key material is never published.","required":["kty","kid","alg","use"],"properties":{"kty":{"type":"string","enum":["EC","RSA","OKP"]},"kid":{"type":"string"},"alg":{"type":"string"},"use":{"type":"string","enum":["sig"]},"crv":{"type":"string"},"x":{"type":"string"},"y":{"type":"string"},"n":{"type":"string"},"e":{"type":"string"}},"additionalProperties":false};
    const func8 = Object.prototype.hasOwnProperty;

    function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.keys === undefined) && (missing0 = "keys")){
    validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.keys !== undefined){
    let data0 = data.keys;
    const _errs1 = errors;
    if(errors === _errs1){
    if(Array.isArray(data0)){
    if(data0.length < 1){
    validate27.errors = [{instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    const _errs6 = errors;
    for(const key0 in data1){
    if(!(func8.call(schema34.properties, key0))){
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs6 === errors){
    if(data1.kty !== undefined){
    let data2 = data1.kty;
    const _errs7 = errors;
    if(typeof data2 !== "string"){
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/kty",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/kty/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data2 === "EC") || (data2 === "RSA")) || (data2 === "OKP"))){
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/kty",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/kty/enum",keyword:"enum",params:{allowedValues: schema34.properties.kty.enum},message:"must be equal to one of the allowed values"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/kid",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/kid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/alg",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/alg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/use",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data5 === "sig")){
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/use",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/use/enum",keyword:"enum",params:{allowedValues: schema34.properties.use.enum},message:"must be equal to one of the allowed values"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/crv",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/crv/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/x",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/x/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/y",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/y/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/n",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/n/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0+"/e",schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/properties/e/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"member-api-bodies.json#/definitions/JsonWebKey/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate27.errors = [{instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
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

    exports.orOxdW2d_dVcr58ND3TzVAZp = validate29;
    const schema35 = {"$ref":"member-api-bodies.json#/definitions/OpenApiDocument"};
    const schema36 = {"type":"object","description":"An OpenAPI 3.0.3 document.","required":["openapi","info","paths"],"properties":{"openapi":{"type":"string"},"info":{"type":"object"},"paths":{"type":"object"}},"additionalProperties":true};

    function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.openapi === undefined) && (missing0 = "openapi")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.paths === undefined) && (missing0 = "paths"))){
    validate29.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.openapi !== undefined){
    const _errs3 = errors;
    if(typeof data.openapi !== "string"){
    validate29.errors = [{instancePath:instancePath+"/openapi",schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate29.errors = [{instancePath:instancePath+"/info",schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate29.errors = [{instancePath:instancePath+"/paths",schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/properties/paths/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate29.errors = [{instancePath,schemaPath:"member-api-bodies.json#/definitions/OpenApiDocument/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate29.errors = vErrors;
    return errors === 0;
    }

    exports.AEBOaGQVNw8XEcTXrPopBURN = validate30;
    const schema37 = {"type":"string"};

    function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(typeof data !== "string"){
    validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    validate30.errors = vErrors;
    return errors === 0;
    }

    return exports;
  },
};
