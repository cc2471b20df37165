// @ts-nocheck
/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';

// ajv's runtime helpers (ucs2length, deep equality), as its standalone code names them.
const require = createRequire(import.meta.url);

/** Of spec/marketing.yaml: the parsed document these validators were compiled from. */
export const documentKey = "Y_YKNcicJqGuJqj7Z-lCSHqTRpNa1k27ay_QmaekCOY";

/** Request parameters (coerced, as marketing-parameters compiles them). */
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

    exports.wxmlfhOt5DxavxJ_tVkvDyPE = validate2;
    const schema2 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":100000,"default":1},"page_size":{"type":"integer","minimum":1,"maximum":100,"default":20}},"required":[],"additionalProperties":false};

    function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.page_size === undefined){
    data.page_size = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!((key0 === "page") || (key0 === "page_size"))){
    validate2.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    let data0 = data.page;
    const _errs2 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    let dataType0 = typeof data0;
    let coerced0 = undefined;
    if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
    data0 = data0[0];
    dataType0 = typeof data0;
    if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
    coerced0 = data0;
    }
    }
    if(!(coerced0 !== undefined)){
    if(dataType0 === "boolean" || data0 === null
                  || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
    coerced0 = +data0;
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["page"] = coerced0;
    }
    }
    }
    if(errors === _errs2){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 > 100000 || isNaN(data0)){
    validate2.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
    return false;
    }
    else {
    if(data0 < 1 || isNaN(data0)){
    validate2.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs2 === errors;
    if(valid0){
    let data1 = data.page_size;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    let dataType1 = typeof data1;
    let coerced1 = undefined;
    if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
    data1 = data1[0];
    dataType1 = typeof data1;
    if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
    coerced1 = data1;
    }
    }
    if(!(coerced1 !== undefined)){
    if(dataType1 === "boolean" || data1 === null
                  || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
    coerced1 = +data1;
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["page_size"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate2.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate2.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
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

    exports.nY1yHWYhJnMUzjfW6aSY73fb = validate3;
    const schema3 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":100000,"default":1},"page_size":{"type":"integer","minimum":1,"maximum":100,"default":20},"intent":{"$ref":"marketing-parameters.json#/definitions/KeywordIntent"}},"required":[],"additionalProperties":false};
    const schema5 = {"type":"string","enum":["informational","navigational","commercial","transactional"]};

    function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.page_size === undefined){
    data.page_size = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!(((key0 === "page") || (key0 === "page_size")) || (key0 === "intent"))){
    validate3.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    let data0 = data.page;
    const _errs2 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    let dataType0 = typeof data0;
    let coerced0 = undefined;
    if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
    data0 = data0[0];
    dataType0 = typeof data0;
    if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
    coerced0 = data0;
    }
    }
    if(!(coerced0 !== undefined)){
    if(dataType0 === "boolean" || data0 === null
                  || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
    coerced0 = +data0;
    }
    else {
    validate3.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["page"] = coerced0;
    }
    }
    }
    if(errors === _errs2){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 > 100000 || isNaN(data0)){
    validate3.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
    return false;
    }
    else {
    if(data0 < 1 || isNaN(data0)){
    validate3.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs2 === errors;
    if(valid0){
    let data1 = data.page_size;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    let dataType1 = typeof data1;
    let coerced1 = undefined;
    if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
    data1 = data1[0];
    dataType1 = typeof data1;
    if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
    coerced1 = data1;
    }
    }
    if(!(coerced1 !== undefined)){
    if(dataType1 === "boolean" || data1 === null
                  || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
    coerced1 = +data1;
    }
    else {
    validate3.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["page_size"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate3.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate3.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.intent !== undefined){
    let data2 = data.intent;
    const _errs6 = errors;
    if(typeof data2 !== "string"){
    let dataType2 = typeof data2;
    let coerced2 = undefined;
    if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
    data2 = data2[0];
    dataType2 = typeof data2;
    if(typeof data2 === "string"){
    coerced2 = data2;
    }
    }
    if(!(coerced2 !== undefined)){
    if(dataType2 == "number" || dataType2 == "boolean"){
    coerced2 = "" + data2;
    }
    else if(data2 === null){
    coerced2 = "";
    }
    else {
    validate3.errors = [{instancePath:instancePath+"/intent",schemaPath:"marketing-parameters.json#/definitions/KeywordIntent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["intent"] = coerced2;
    }
    }
    }
    if(!((((data2 === "informational") || (data2 === "navigational")) || (data2 === "commercial")) || (data2 === "transactional"))){
    validate3.errors = [{instancePath:instancePath+"/intent",schemaPath:"marketing-parameters.json#/definitions/KeywordIntent/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
    return false;
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
    validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate3.errors = vErrors;
    return errors === 0;
    }

    exports["0Tl4iwGA_5XLUACZuM7ahx4q"] = validate5;
    const schema6 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":100000,"default":1},"page_size":{"type":"integer","minimum":1,"maximum":100,"default":20},"engine":{"$ref":"marketing-parameters.json#/definitions/SearchEngine"},"device":{"$ref":"marketing-parameters.json#/definitions/Device"}},"required":[],"additionalProperties":false};
    const schema7 = {"type":"string","enum":["google","bing"]};
    const schema8 = {"type":"string","enum":["desktop","mobile"]};

    function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.page_size === undefined){
    data.page_size = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!((((key0 === "page") || (key0 === "page_size")) || (key0 === "engine")) || (key0 === "device"))){
    validate5.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    let data0 = data.page;
    const _errs2 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    let dataType0 = typeof data0;
    let coerced0 = undefined;
    if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
    data0 = data0[0];
    dataType0 = typeof data0;
    if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
    coerced0 = data0;
    }
    }
    if(!(coerced0 !== undefined)){
    if(dataType0 === "boolean" || data0 === null
                  || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
    coerced0 = +data0;
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["page"] = coerced0;
    }
    }
    }
    if(errors === _errs2){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 > 100000 || isNaN(data0)){
    validate5.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
    return false;
    }
    else {
    if(data0 < 1 || isNaN(data0)){
    validate5.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs2 === errors;
    if(valid0){
    let data1 = data.page_size;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    let dataType1 = typeof data1;
    let coerced1 = undefined;
    if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
    data1 = data1[0];
    dataType1 = typeof data1;
    if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
    coerced1 = data1;
    }
    }
    if(!(coerced1 !== undefined)){
    if(dataType1 === "boolean" || data1 === null
                  || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
    coerced1 = +data1;
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["page_size"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate5.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate5.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.engine !== undefined){
    let data2 = data.engine;
    const _errs6 = errors;
    if(typeof data2 !== "string"){
    let dataType2 = typeof data2;
    let coerced2 = undefined;
    if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
    data2 = data2[0];
    dataType2 = typeof data2;
    if(typeof data2 === "string"){
    coerced2 = data2;
    }
    }
    if(!(coerced2 !== undefined)){
    if(dataType2 == "number" || dataType2 == "boolean"){
    coerced2 = "" + data2;
    }
    else if(data2 === null){
    coerced2 = "";
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/engine",schemaPath:"marketing-parameters.json#/definitions/SearchEngine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["engine"] = coerced2;
    }
    }
    }
    if(!((data2 === "google") || (data2 === "bing"))){
    validate5.errors = [{instancePath:instancePath+"/engine",schemaPath:"marketing-parameters.json#/definitions/SearchEngine/enum",keyword:"enum",params:{allowedValues: schema7.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.device !== undefined){
    let data3 = data.device;
    const _errs9 = errors;
    if(typeof data3 !== "string"){
    let dataType3 = typeof data3;
    let coerced3 = undefined;
    if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
    data3 = data3[0];
    dataType3 = typeof data3;
    if(typeof data3 === "string"){
    coerced3 = data3;
    }
    }
    if(!(coerced3 !== undefined)){
    if(dataType3 == "number" || dataType3 == "boolean"){
    coerced3 = "" + data3;
    }
    else if(data3 === null){
    coerced3 = "";
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/device",schemaPath:"marketing-parameters.json#/definitions/Device/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced3 !== undefined){
    data3 = coerced3;
    if(data !== undefined){
    data["device"] = coerced3;
    }
    }
    }
    if(!((data3 === "desktop") || (data3 === "mobile"))){
    validate5.errors = [{instancePath:instancePath+"/device",schemaPath:"marketing-parameters.json#/definitions/Device/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"}];
    return false;
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
    else {
    validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate5.errors = vErrors;
    return errors === 0;
    }

    exports.rl5TAcivcG6CVvoz3WYKJ9rD = validate6;
    const schema9 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":100000,"default":1},"page_size":{"type":"integer","minimum":1,"maximum":100,"default":20},"status":{"$ref":"marketing-parameters.json#/definitions/PostStatus"},"network":{"$ref":"marketing-parameters.json#/definitions/SocialNetwork"}},"required":[],"additionalProperties":false};
    const schema10 = {"type":"string","enum":["draft","scheduled","published","failed"]};
    const schema11 = {"type":"string","enum":["facebook","instagram","linkedin","x","tiktok"]};

    function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.page_size === undefined){
    data.page_size = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!((((key0 === "page") || (key0 === "page_size")) || (key0 === "status")) || (key0 === "network"))){
    validate6.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    let data0 = data.page;
    const _errs2 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    let dataType0 = typeof data0;
    let coerced0 = undefined;
    if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
    data0 = data0[0];
    dataType0 = typeof data0;
    if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
    coerced0 = data0;
    }
    }
    if(!(coerced0 !== undefined)){
    if(dataType0 === "boolean" || data0 === null
                  || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
    coerced0 = +data0;
    }
    else {
    validate6.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["page"] = coerced0;
    }
    }
    }
    if(errors === _errs2){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 > 100000 || isNaN(data0)){
    validate6.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
    return false;
    }
    else {
    if(data0 < 1 || isNaN(data0)){
    validate6.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs2 === errors;
    if(valid0){
    let data1 = data.page_size;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    let dataType1 = typeof data1;
    let coerced1 = undefined;
    if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
    data1 = data1[0];
    dataType1 = typeof data1;
    if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
    coerced1 = data1;
    }
    }
    if(!(coerced1 !== undefined)){
    if(dataType1 === "boolean" || data1 === null
                  || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
    coerced1 = +data1;
    }
    else {
    validate6.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["page_size"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate6.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate6.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.status !== undefined){
    let data2 = data.status;
    const _errs6 = errors;
    if(typeof data2 !== "string"){
    let dataType2 = typeof data2;
    let coerced2 = undefined;
    if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
    data2 = data2[0];
    dataType2 = typeof data2;
    if(typeof data2 === "string"){
    coerced2 = data2;
    }
    }
    if(!(coerced2 !== undefined)){
    if(dataType2 == "number" || dataType2 == "boolean"){
    coerced2 = "" + data2;
    }
    else if(data2 === null){
    coerced2 = "";
    }
    else {
    validate6.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-parameters.json#/definitions/PostStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["status"] = coerced2;
    }
    }
    }
    if(!((((data2 === "draft") || (data2 === "scheduled")) || (data2 === "published")) || (data2 === "failed"))){
    validate6.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-parameters.json#/definitions/PostStatus/enum",keyword:"enum",params:{allowedValues: schema10.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.network !== undefined){
    let data3 = data.network;
    const _errs9 = errors;
    if(typeof data3 !== "string"){
    let dataType3 = typeof data3;
    let coerced3 = undefined;
    if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
    data3 = data3[0];
    dataType3 = typeof data3;
    if(typeof data3 === "string"){
    coerced3 = data3;
    }
    }
    if(!(coerced3 !== undefined)){
    if(dataType3 == "number" || dataType3 == "boolean"){
    coerced3 = "" + data3;
    }
    else if(data3 === null){
    coerced3 = "";
    }
    else {
    validate6.errors = [{instancePath:instancePath+"/network",schemaPath:"marketing-parameters.json#/definitions/SocialNetwork/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced3 !== undefined){
    data3 = coerced3;
    if(data !== undefined){
    data["network"] = coerced3;
    }
    }
    }
    if(!(((((data3 === "facebook") || (data3 === "instagram")) || (data3 === "linkedin")) || (data3 === "x")) || (data3 === "tiktok"))){
    validate6.errors = [{instancePath:instancePath+"/network",schemaPath:"marketing-parameters.json#/definitions/SocialNetwork/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
    return false;
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
    else {
    validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate6.errors = vErrors;
    return errors === 0;
    }

    exports["H7mdwAUkMqfWP4NrQUa-jpAQ"] = validate7;
    const schema12 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":100000,"default":1},"page_size":{"type":"integer","minimum":1,"maximum":100,"default":20},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"},"post_id":{"$ref":"marketing-parameters.json#/definitions/PostId"}},"required":[],"additionalProperties":false};
    const schema13 = {"type":"string","pattern":"^pst_[0-9a-f]{10}$"};
    const formats0 = formats.date;
    const pattern0 = new RegExp("^pst_[0-9a-f]{10}$", "u");

    function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.page_size === undefined){
    data.page_size = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!(((((key0 === "page") || (key0 === "page_size")) || (key0 === "from")) || (key0 === "to")) || (key0 === "post_id"))){
    validate7.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    let data0 = data.page;
    const _errs2 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    let dataType0 = typeof data0;
    let coerced0 = undefined;
    if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
    data0 = data0[0];
    dataType0 = typeof data0;
    if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
    coerced0 = data0;
    }
    }
    if(!(coerced0 !== undefined)){
    if(dataType0 === "boolean" || data0 === null
                  || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
    coerced0 = +data0;
    }
    else {
    validate7.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["page"] = coerced0;
    }
    }
    }
    if(errors === _errs2){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 > 100000 || isNaN(data0)){
    validate7.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
    return false;
    }
    else {
    if(data0 < 1 || isNaN(data0)){
    validate7.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs2 === errors;
    if(valid0){
    let data1 = data.page_size;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    let dataType1 = typeof data1;
    let coerced1 = undefined;
    if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
    data1 = data1[0];
    dataType1 = typeof data1;
    if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
    coerced1 = data1;
    }
    }
    if(!(coerced1 !== undefined)){
    if(dataType1 === "boolean" || data1 === null
                  || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
    coerced1 = +data1;
    }
    else {
    validate7.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["page_size"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate7.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate7.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.from !== undefined){
    let data2 = data.from;
    const _errs6 = errors;
    if(typeof data2 !== "string"){
    let dataType2 = typeof data2;
    let coerced2 = undefined;
    if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
    data2 = data2[0];
    dataType2 = typeof data2;
    if(typeof data2 === "string"){
    coerced2 = data2;
    }
    }
    if(!(coerced2 !== undefined)){
    if(dataType2 == "number" || dataType2 == "boolean"){
    coerced2 = "" + data2;
    }
    else if(data2 === null){
    coerced2 = "";
    }
    else {
    validate7.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["from"] = coerced2;
    }
    }
    }
    if(errors === _errs6){
    if(errors === _errs6){
    if(typeof data2 === "string"){
    if(!(formats0.validate(data2))){
    validate7.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.to !== undefined){
    let data3 = data.to;
    const _errs8 = errors;
    if(typeof data3 !== "string"){
    let dataType3 = typeof data3;
    let coerced3 = undefined;
    if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
    data3 = data3[0];
    dataType3 = typeof data3;
    if(typeof data3 === "string"){
    coerced3 = data3;
    }
    }
    if(!(coerced3 !== undefined)){
    if(dataType3 == "number" || dataType3 == "boolean"){
    coerced3 = "" + data3;
    }
    else if(data3 === null){
    coerced3 = "";
    }
    else {
    validate7.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced3 !== undefined){
    data3 = coerced3;
    if(data !== undefined){
    data["to"] = coerced3;
    }
    }
    }
    if(errors === _errs8){
    if(errors === _errs8){
    if(typeof data3 === "string"){
    if(!(formats0.validate(data3))){
    validate7.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.post_id !== undefined){
    let data4 = data.post_id;
    const _errs10 = errors;
    const _errs11 = errors;
    if(typeof data4 !== "string"){
    let dataType4 = typeof data4;
    let coerced4 = undefined;
    if(dataType4 == 'object' && Array.isArray(data4) && data4.length == 1){
    data4 = data4[0];
    dataType4 = typeof data4;
    if(typeof data4 === "string"){
    coerced4 = data4;
    }
    }
    if(!(coerced4 !== undefined)){
    if(dataType4 == "number" || dataType4 == "boolean"){
    coerced4 = "" + data4;
    }
    else if(data4 === null){
    coerced4 = "";
    }
    else {
    validate7.errors = [{instancePath:instancePath+"/post_id",schemaPath:"marketing-parameters.json#/definitions/PostId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced4 !== undefined){
    data4 = coerced4;
    if(data !== undefined){
    data["post_id"] = coerced4;
    }
    }
    }
    if(errors === _errs11){
    if(typeof data4 === "string"){
    if(!pattern0.test(data4)){
    validate7.errors = [{instancePath:instancePath+"/post_id",schemaPath:"marketing-parameters.json#/definitions/PostId/pattern",keyword:"pattern",params:{pattern: "^pst_[0-9a-f]{10}$"},message:"must match pattern \""+"^pst_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    }
    var valid0 = _errs10 === errors;
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
    validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate7.errors = vErrors;
    return errors === 0;
    }

    exports.Y0BsvIv1FxRmiDZOJ71t7rjd = validate8;
    const schema14 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":100000,"default":1},"page_size":{"type":"integer","minimum":1,"maximum":100,"default":20},"status":{"$ref":"marketing-parameters.json#/definitions/CampaignStatus"}},"required":[],"additionalProperties":false};
    const schema15 = {"type":"string","enum":["draft","active","paused","completed"]};

    function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.page_size === undefined){
    data.page_size = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!(((key0 === "page") || (key0 === "page_size")) || (key0 === "status"))){
    validate8.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    let data0 = data.page;
    const _errs2 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    let dataType0 = typeof data0;
    let coerced0 = undefined;
    if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
    data0 = data0[0];
    dataType0 = typeof data0;
    if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
    coerced0 = data0;
    }
    }
    if(!(coerced0 !== undefined)){
    if(dataType0 === "boolean" || data0 === null
                  || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
    coerced0 = +data0;
    }
    else {
    validate8.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["page"] = coerced0;
    }
    }
    }
    if(errors === _errs2){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 > 100000 || isNaN(data0)){
    validate8.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
    return false;
    }
    else {
    if(data0 < 1 || isNaN(data0)){
    validate8.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs2 === errors;
    if(valid0){
    let data1 = data.page_size;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    let dataType1 = typeof data1;
    let coerced1 = undefined;
    if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
    data1 = data1[0];
    dataType1 = typeof data1;
    if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
    coerced1 = data1;
    }
    }
    if(!(coerced1 !== undefined)){
    if(dataType1 === "boolean" || data1 === null
                  || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
    coerced1 = +data1;
    }
    else {
    validate8.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["page_size"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate8.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate8.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.status !== undefined){
    let data2 = data.status;
    const _errs6 = errors;
    if(typeof data2 !== "string"){
    let dataType2 = typeof data2;
    let coerced2 = undefined;
    if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
    data2 = data2[0];
    dataType2 = typeof data2;
    if(typeof data2 === "string"){
    coerced2 = data2;
    }
    }
    if(!(coerced2 !== undefined)){
    if(dataType2 == "number" || dataType2 == "boolean"){
    coerced2 = "" + data2;
    }
    else if(data2 === null){
    coerced2 = "";
    }
    else {
    validate8.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-parameters.json#/definitions/CampaignStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["status"] = coerced2;
    }
    }
    }
    if(!((((data2 === "draft") || (data2 === "active")) || (data2 === "paused")) || (data2 === "completed"))){
    validate8.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-parameters.json#/definitions/CampaignStatus/enum",keyword:"enum",params:{allowedValues: schema15.enum},message:"must be equal to one of the allowed values"}];
    return false;
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
    validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate8.errors = vErrors;
    return errors === 0;
    }

    exports.jcdm49tKXZFm8raTDk_EGB8j = validate9;
    const schema16 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":100000,"default":1},"page_size":{"type":"integer","minimum":1,"maximum":100,"default":20},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"},"campaign_id":{"$ref":"marketing-parameters.json#/definitions/CampaignId"}},"required":[],"additionalProperties":false};
    const schema17 = {"type":"string","pattern":"^cmp_[0-9a-f]{10}$"};
    const pattern1 = new RegExp("^cmp_[0-9a-f]{10}$", "u");

    function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.page_size === undefined){
    data.page_size = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!(((((key0 === "page") || (key0 === "page_size")) || (key0 === "from")) || (key0 === "to")) || (key0 === "campaign_id"))){
    validate9.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
    return false;
    break;
    }
    }
    if(_errs1 === errors){
    let data0 = data.page;
    const _errs2 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    let dataType0 = typeof data0;
    let coerced0 = undefined;
    if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
    data0 = data0[0];
    dataType0 = typeof data0;
    if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
    coerced0 = data0;
    }
    }
    if(!(coerced0 !== undefined)){
    if(dataType0 === "boolean" || data0 === null
                  || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
    coerced0 = +data0;
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced0 !== undefined){
    data0 = coerced0;
    if(data !== undefined){
    data["page"] = coerced0;
    }
    }
    }
    if(errors === _errs2){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 > 100000 || isNaN(data0)){
    validate9.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"}];
    return false;
    }
    else {
    if(data0 < 1 || isNaN(data0)){
    validate9.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs2 === errors;
    if(valid0){
    let data1 = data.page_size;
    const _errs4 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    let dataType1 = typeof data1;
    let coerced1 = undefined;
    if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
    data1 = data1[0];
    dataType1 = typeof data1;
    if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
    coerced1 = data1;
    }
    }
    if(!(coerced1 !== undefined)){
    if(dataType1 === "boolean" || data1 === null
                  || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
    coerced1 = +data1;
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["page_size"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate9.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate9.errors = [{instancePath:instancePath+"/page_size",schemaPath:"#/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.from !== undefined){
    let data2 = data.from;
    const _errs6 = errors;
    if(typeof data2 !== "string"){
    let dataType2 = typeof data2;
    let coerced2 = undefined;
    if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
    data2 = data2[0];
    dataType2 = typeof data2;
    if(typeof data2 === "string"){
    coerced2 = data2;
    }
    }
    if(!(coerced2 !== undefined)){
    if(dataType2 == "number" || dataType2 == "boolean"){
    coerced2 = "" + data2;
    }
    else if(data2 === null){
    coerced2 = "";
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["from"] = coerced2;
    }
    }
    }
    if(errors === _errs6){
    if(errors === _errs6){
    if(typeof data2 === "string"){
    if(!(formats0.validate(data2))){
    validate9.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.to !== undefined){
    let data3 = data.to;
    const _errs8 = errors;
    if(typeof data3 !== "string"){
    let dataType3 = typeof data3;
    let coerced3 = undefined;
    if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
    data3 = data3[0];
    dataType3 = typeof data3;
    if(typeof data3 === "string"){
    coerced3 = data3;
    }
    }
    if(!(coerced3 !== undefined)){
    if(dataType3 == "number" || dataType3 == "boolean"){
    coerced3 = "" + data3;
    }
    else if(data3 === null){
    coerced3 = "";
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced3 !== undefined){
    data3 = coerced3;
    if(data !== undefined){
    data["to"] = coerced3;
    }
    }
    }
    if(errors === _errs8){
    if(errors === _errs8){
    if(typeof data3 === "string"){
    if(!(formats0.validate(data3))){
    validate9.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.campaign_id !== undefined){
    let data4 = data.campaign_id;
    const _errs10 = errors;
    const _errs11 = errors;
    if(typeof data4 !== "string"){
    let dataType4 = typeof data4;
    let coerced4 = undefined;
    if(dataType4 == 'object' && Array.isArray(data4) && data4.length == 1){
    data4 = data4[0];
    dataType4 = typeof data4;
    if(typeof data4 === "string"){
    coerced4 = data4;
    }
    }
    if(!(coerced4 !== undefined)){
    if(dataType4 == "number" || dataType4 == "boolean"){
    coerced4 = "" + data4;
    }
    else if(data4 === null){
    coerced4 = "";
    }
    else {
    validate9.errors = [{instancePath:instancePath+"/campaign_id",schemaPath:"marketing-parameters.json#/definitions/CampaignId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced4 !== undefined){
    data4 = coerced4;
    if(data !== undefined){
    data["campaign_id"] = coerced4;
    }
    }
    }
    if(errors === _errs11){
    if(typeof data4 === "string"){
    if(!pattern1.test(data4)){
    validate9.errors = [{instancePath:instancePath+"/campaign_id",schemaPath:"marketing-parameters.json#/definitions/CampaignId/pattern",keyword:"pattern",params:{pattern: "^cmp_[0-9a-f]{10}$"},message:"must match pattern \""+"^cmp_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    }
    var valid0 = _errs10 === errors;
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
    validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate9.errors = vErrors;
    return errors === 0;
    }

    return exports;
  },
};

/** Request and response bodies (as marketing-bodies compiles them). */
export const bodies = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  create(formats) {
    const exports = {};
    exports.D1pZsCCF_SEnR6_8jMQSF4jw = validate0;
    const schema0 = {"$ref":"marketing-bodies.json#/definitions/StatusResponse"};
    const schema2 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/Status"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema3 = {"type":"object","required":["service","status","version","store"],"properties":{"service":{"type":"string","enum":["marketing"]},"status":{"type":"string","enum":["ok","degraded"],"description":"`degraded` when the data store does not answer."},"version":{"type":"string","description":"The interface version of this description."},"store":{"type":"object","required":["engine","available"],"properties":{"engine":{"type":"string","enum":["sqlite","postgres"]},"available":{"type":"boolean"}}}}};
    const schema4 = {"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on success."}]};
    const schema5 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
    const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");

    function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
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
    if(data.data !== undefined){
    let data1 = data.data;
    const _errs3 = errors;
    const _errs4 = errors;
    if(errors === _errs4){
    if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
    let missing1;
    if(((((data1.service === undefined) && (missing1 = "service")) || ((data1.status === undefined) && (missing1 = "status"))) || ((data1.version === undefined) && (missing1 = "version"))) || ((data1.store === undefined) && (missing1 = "store"))){
    validate2.errors = [{instancePath:instancePath+"/data",schemaPath:"marketing-bodies.json#/definitions/Status/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data1.service !== undefined){
    let data2 = data1.service;
    const _errs6 = errors;
    if(typeof data2 !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/service",schemaPath:"marketing-bodies.json#/definitions/Status/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data2 === "marketing")){
    validate2.errors = [{instancePath:instancePath+"/data/service",schemaPath:"marketing-bodies.json#/definitions/Status/properties/service/enum",keyword:"enum",params:{allowedValues: schema3.properties.service.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid2 = _errs6 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data1.status !== undefined){
    let data3 = data1.status;
    const _errs8 = errors;
    if(typeof data3 !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/status",schemaPath:"marketing-bodies.json#/definitions/Status/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data3 === "ok") || (data3 === "degraded"))){
    validate2.errors = [{instancePath:instancePath+"/data/status",schemaPath:"marketing-bodies.json#/definitions/Status/properties/status/enum",keyword:"enum",params:{allowedValues: schema3.properties.status.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid2 = _errs8 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data1.version !== undefined){
    const _errs10 = errors;
    if(typeof data1.version !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/version",schemaPath:"marketing-bodies.json#/definitions/Status/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs10 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data1.store !== undefined){
    let data5 = data1.store;
    const _errs12 = errors;
    if(errors === _errs12){
    if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
    let missing2;
    if(((data5.engine === undefined) && (missing2 = "engine")) || ((data5.available === undefined) && (missing2 = "available"))){
    validate2.errors = [{instancePath:instancePath+"/data/store",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data5.engine !== undefined){
    let data6 = data5.engine;
    const _errs14 = errors;
    if(typeof data6 !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/store/engine",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/properties/engine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data6 === "sqlite") || (data6 === "postgres"))){
    validate2.errors = [{instancePath:instancePath+"/data/store/engine",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/properties/engine/enum",keyword:"enum",params:{allowedValues: schema3.properties.store.properties.engine.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs14 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data5.available !== undefined){
    const _errs16 = errors;
    if(typeof data5.available !== "boolean"){
    validate2.errors = [{instancePath:instancePath+"/data/store/available",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid3 = _errs16 === errors;
    }
    else {
    var valid3 = true;
    }
    }
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/data/store",schemaPath:"marketing-bodies.json#/definitions/Status/properties/store/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
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
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/data",schemaPath:"marketing-bodies.json#/definitions/Status/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    let data8 = data.error;
    const _errs18 = errors;
    const _errs20 = errors;
    let valid5 = false;
    const _errs21 = errors;
    if(data8 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs21 === errors;
    valid5 = valid5 || _valid0;
    if(!valid5){
    const _errs23 = errors;
    if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data8 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs23 === errors;
    valid5 = valid5 || _valid0;
    }
    if(!valid5){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate2.errors = vErrors;
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
    var valid0 = _errs18 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data9 = data.traceId;
    const _errs25 = errors;
    const _errs26 = errors;
    if(errors === _errs26){
    if(typeof data9 === "string"){
    if(!pattern0.test(data9)){
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs25 === errors;
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

    exports.JeTTQv13lZodW4hwnAERYSXI = validate4;
    const schema6 = {"$ref":"marketing-bodies.json#/definitions/ErrorEnvelope"};
    const schema7 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[false]},"data":{"anyOf":[{"type":"null"},{"type":"object","enum":[null],"description":"Always null on failure."}]},"error":{"$ref":"marketing-bodies.json#/definitions/Error"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema8 = {"type":"object","required":["code","message"],"properties":{"code":{"$ref":"marketing-bodies.json#/definitions/ErrorCode"},"message":{"type":"string","description":"A human-readable explanation."},"details":{"description":"Structured details, such as the list of validation problems (`location`, `path`, `message`).\nA `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.\n"}}};
    const schema9 = {"type":"string","description":"A stable machine-readable error identifier.","enum":["VALIDATION_FAILED","UNAUTHORIZED","RATE_LIMITED","NOT_FOUND","METHOD_NOT_ALLOWED","NOT_ACCEPTABLE","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","INTERNAL","RESPONSE_VALIDATION_FAILED","STORE_UNAVAILABLE","MALFORMED_REQUEST","REQUEST_TIMEOUT","EXPECTATION_FAILED","HEADERS_TOO_LARGE"]};

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
    validate6.errors = [{instancePath:instancePath+"/code",schemaPath:"marketing-bodies.json#/definitions/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((((((((((((data0 === "VALIDATION_FAILED") || (data0 === "UNAUTHORIZED")) || (data0 === "RATE_LIMITED")) || (data0 === "NOT_FOUND")) || (data0 === "METHOD_NOT_ALLOWED")) || (data0 === "NOT_ACCEPTABLE")) || (data0 === "PAYLOAD_TOO_LARGE")) || (data0 === "UNSUPPORTED_MEDIA_TYPE")) || (data0 === "INTERNAL")) || (data0 === "RESPONSE_VALIDATION_FAILED")) || (data0 === "STORE_UNAVAILABLE")) || (data0 === "MALFORMED_REQUEST")) || (data0 === "REQUEST_TIMEOUT")) || (data0 === "EXPECTATION_FAILED")) || (data0 === "HEADERS_TOO_LARGE"))){
    validate6.errors = [{instancePath:instancePath+"/code",schemaPath:"marketing-bodies.json#/definitions/ErrorCode/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];
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
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
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
    validate5.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema7.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    let data1 = data.data;
    const _errs3 = errors;
    const _errs4 = errors;
    let valid1 = false;
    const _errs5 = errors;
    if(data1 !== null){
    const err0 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs5 === errors;
    valid1 = valid1 || _valid0;
    if(!valid1){
    const _errs7 = errors;
    if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
    const err1 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data1 === null)){
    const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema7.properties.data.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid1 = valid1 || _valid0;
    }
    if(!valid1){
    const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate5.errors = vErrors;
    return false;
    }
    else {
    errors = _errs4;
    if(vErrors !== null){
    if(_errs4){
    vErrors.length = _errs4;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    const _errs9 = errors;
    if(!(validate6(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData}))){
    vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs9 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs10 = errors;
    const _errs11 = errors;
    if(errors === _errs11){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate5.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs10 === errors;
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

    exports.Rd7KdKxkBlp698ShFmRIr5Vs = validate9;
    const schema11 = {"$ref":"marketing-bodies.json#/definitions/CatalogResponse"};
    const schema12 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/Catalog"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema13 = {"type":"object","required":["service","version","base_path","authentication","resources","endpoints"],"properties":{"service":{"type":"string"},"version":{"type":"string"},"base_path":{"type":"string"},"authentication":{"type":"object","required":["type","in","name"],"properties":{"type":{"type":"string","enum":["apiKey"]},"in":{"type":"string","enum":["header"]},"name":{"type":"string"}}},"resources":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/CatalogResource"}},"endpoints":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/CatalogEndpoint"}}}};
    const schema14 = {"type":"object","required":["name","group","path","operation_id","summary","fields","filters"],"properties":{"name":{"type":"string","description":"The resource's path below the base path."},"group":{"type":"string","enum":["seo","social","ads"]},"path":{"type":"string"},"operation_id":{"type":"string"},"summary":{"type":"string"},"fields":{"type":"array","description":"The fields of each item.","items":{"type":"string"}},"filters":{"type":"array","description":"The query parameters that filter the list (besides `page` and `page_size`).","items":{"type":"string"}}}};
    const schema15 = {"type":"object","required":["method","path","operation_id","summary","requires_api_key","query_parameters"],"properties":{"method":{"type":"string","description":"The HTTP method, upper case.","pattern":"^[A-Z]+$"},"path":{"type":"string"},"operation_id":{"type":"string"},"summary":{"type":"string"},"requires_api_key":{"type":"boolean"},"query_parameters":{"type":"array","items":{"type":"string"}}}};
    const pattern2 = new RegExp("^[A-Z]+$", "u");

    function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((((data.service === undefined) && (missing0 = "service")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.base_path === undefined) && (missing0 = "base_path"))) || ((data.authentication === undefined) && (missing0 = "authentication"))) || ((data.resources === undefined) && (missing0 = "resources"))) || ((data.endpoints === undefined) && (missing0 = "endpoints"))){
    validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.service !== undefined){
    const _errs1 = errors;
    if(typeof data.service !== "string"){
    validate11.errors = [{instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate11.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.base_path !== undefined){
    const _errs5 = errors;
    if(typeof data.base_path !== "string"){
    validate11.errors = [{instancePath:instancePath+"/base_path",schemaPath:"#/properties/base_path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.authentication !== undefined){
    let data3 = data.authentication;
    const _errs7 = errors;
    if(errors === _errs7){
    if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
    let missing1;
    if((((data3.type === undefined) && (missing1 = "type")) || ((data3.in === undefined) && (missing1 = "in"))) || ((data3.name === undefined) && (missing1 = "name"))){
    validate11.errors = [{instancePath:instancePath+"/authentication",schemaPath:"#/properties/authentication/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data3.type !== undefined){
    let data4 = data3.type;
    const _errs9 = errors;
    if(typeof data4 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/authentication/type",schemaPath:"#/properties/authentication/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data4 === "apiKey")){
    validate11.errors = [{instancePath:instancePath+"/authentication/type",schemaPath:"#/properties/authentication/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.authentication.properties.type.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid1 = _errs9 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data3.in !== undefined){
    let data5 = data3.in;
    const _errs11 = errors;
    if(typeof data5 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/authentication/in",schemaPath:"#/properties/authentication/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data5 === "header")){
    validate11.errors = [{instancePath:instancePath+"/authentication/in",schemaPath:"#/properties/authentication/properties/in/enum",keyword:"enum",params:{allowedValues: schema13.properties.authentication.properties.in.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid1 = _errs11 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data3.name !== undefined){
    const _errs13 = errors;
    if(typeof data3.name !== "string"){
    validate11.errors = [{instancePath:instancePath+"/authentication/name",schemaPath:"#/properties/authentication/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    validate11.errors = [{instancePath:instancePath+"/authentication",schemaPath:"#/properties/authentication/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs7 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.resources !== undefined){
    let data7 = data.resources;
    const _errs15 = errors;
    if(errors === _errs15){
    if(Array.isArray(data7)){
    var valid2 = true;
    const len0 = data7.length;
    for(let i0=0; i0<len0; i0++){
    let data8 = data7[i0];
    const _errs17 = errors;
    const _errs18 = errors;
    if(errors === _errs18){
    if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
    let missing2;
    if((((((((data8.name === undefined) && (missing2 = "name")) || ((data8.group === undefined) && (missing2 = "group"))) || ((data8.path === undefined) && (missing2 = "path"))) || ((data8.operation_id === undefined) && (missing2 = "operation_id"))) || ((data8.summary === undefined) && (missing2 = "summary"))) || ((data8.fields === undefined) && (missing2 = "fields"))) || ((data8.filters === undefined) && (missing2 = "filters"))){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"marketing-bodies.json#/definitions/CatalogResource/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data8.name !== undefined){
    const _errs20 = errors;
    if(typeof data8.name !== "string"){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/name",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs20 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data8.group !== undefined){
    let data10 = data8.group;
    const _errs22 = errors;
    if(typeof data10 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/group",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data10 === "seo") || (data10 === "social")) || (data10 === "ads"))){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/group",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/group/enum",keyword:"enum",params:{allowedValues: schema14.properties.group.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid4 = _errs22 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data8.path !== undefined){
    const _errs24 = errors;
    if(typeof data8.path !== "string"){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/path",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs24 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data8.operation_id !== undefined){
    const _errs26 = errors;
    if(typeof data8.operation_id !== "string"){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/operation_id",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs26 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data8.summary !== undefined){
    const _errs28 = errors;
    if(typeof data8.summary !== "string"){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/summary",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs28 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data8.fields !== undefined){
    let data14 = data8.fields;
    const _errs30 = errors;
    if(errors === _errs30){
    if(Array.isArray(data14)){
    var valid5 = true;
    const len1 = data14.length;
    for(let i1=0; i1<len1; i1++){
    const _errs32 = errors;
    if(typeof data14[i1] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/fields/" + i1,schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid5 = _errs32 === errors;
    if(!valid5){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/fields",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid4 = _errs30 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data8.filters !== undefined){
    let data16 = data8.filters;
    const _errs34 = errors;
    if(errors === _errs34){
    if(Array.isArray(data16)){
    var valid6 = true;
    const len2 = data16.length;
    for(let i2=0; i2<len2; i2++){
    const _errs36 = errors;
    if(typeof data16[i2] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/filters/" + i2,schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/filters/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid6 = _errs36 === errors;
    if(!valid6){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0+"/filters",schemaPath:"marketing-bodies.json#/definitions/CatalogResource/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid4 = _errs34 === errors;
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
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/resources/" + i0,schemaPath:"marketing-bodies.json#/definitions/CatalogResource/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid2 = _errs17 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/resources",schemaPath:"#/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs15 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.endpoints !== undefined){
    let data18 = data.endpoints;
    const _errs38 = errors;
    if(errors === _errs38){
    if(Array.isArray(data18)){
    var valid7 = true;
    const len3 = data18.length;
    for(let i3=0; i3<len3; i3++){
    let data19 = data18[i3];
    const _errs40 = errors;
    const _errs41 = errors;
    if(errors === _errs41){
    if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
    let missing3;
    if(((((((data19.method === undefined) && (missing3 = "method")) || ((data19.path === undefined) && (missing3 = "path"))) || ((data19.operation_id === undefined) && (missing3 = "operation_id"))) || ((data19.summary === undefined) && (missing3 = "summary"))) || ((data19.requires_api_key === undefined) && (missing3 = "requires_api_key"))) || ((data19.query_parameters === undefined) && (missing3 = "query_parameters"))){
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3,schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
    return false;
    }
    else {
    if(data19.method !== undefined){
    let data20 = data19.method;
    const _errs43 = errors;
    if(errors === _errs43){
    if(typeof data20 === "string"){
    if(!pattern2.test(data20)){
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/method",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/method/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+$"},message:"must match pattern \""+"^[A-Z]+$"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/method",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid9 = _errs43 === errors;
    }
    else {
    var valid9 = true;
    }
    if(valid9){
    if(data19.path !== undefined){
    const _errs45 = errors;
    if(typeof data19.path !== "string"){
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/path",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid9 = _errs45 === errors;
    }
    else {
    var valid9 = true;
    }
    if(valid9){
    if(data19.operation_id !== undefined){
    const _errs47 = errors;
    if(typeof data19.operation_id !== "string"){
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/operation_id",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid9 = _errs47 === errors;
    }
    else {
    var valid9 = true;
    }
    if(valid9){
    if(data19.summary !== undefined){
    const _errs49 = errors;
    if(typeof data19.summary !== "string"){
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/summary",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid9 = _errs49 === errors;
    }
    else {
    var valid9 = true;
    }
    if(valid9){
    if(data19.requires_api_key !== undefined){
    const _errs51 = errors;
    if(typeof data19.requires_api_key !== "boolean"){
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/requires_api_key",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/requires_api_key/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid9 = _errs51 === errors;
    }
    else {
    var valid9 = true;
    }
    if(valid9){
    if(data19.query_parameters !== undefined){
    let data25 = data19.query_parameters;
    const _errs53 = errors;
    if(errors === _errs53){
    if(Array.isArray(data25)){
    var valid10 = true;
    const len4 = data25.length;
    for(let i4=0; i4<len4; i4++){
    const _errs55 = errors;
    if(typeof data25[i4] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/query_parameters/" + i4,schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/query_parameters/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid10 = _errs55 === errors;
    if(!valid10){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3+"/query_parameters",schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/properties/query_parameters/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid9 = _errs53 === errors;
    }
    else {
    var valid9 = true;
    }
    }
    }
    }
    }
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/endpoints/" + i3,schemaPath:"marketing-bodies.json#/definitions/CatalogEndpoint/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid7 = _errs40 === errors;
    if(!valid7){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/endpoints",schemaPath:"#/properties/endpoints/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
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
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
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
    validate10.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema12.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate11(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate10.errors = vErrors;
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate10.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate10.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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

    exports.g7ZOKw7E55a3hC_R2K1CrbUg = validate14;
    const schema18 = {"$ref":"marketing-bodies.json#/definitions/SummaryResponse"};
    const schema19 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/Summary"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema20 = {"type":"object","required":["tenant_id","seo","social","ads","total"],"properties":{"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"seo":{"type":"object","required":["audits","keywords","serp_rankings","total"],"properties":{"audits":{"$ref":"marketing-bodies.json#/definitions/Count"},"keywords":{"$ref":"marketing-bodies.json#/definitions/Count"},"serp_rankings":{"$ref":"marketing-bodies.json#/definitions/Count"},"total":{"$ref":"marketing-bodies.json#/definitions/Count"}}},"social":{"type":"object","required":["posts","engagements","total"],"properties":{"posts":{"$ref":"marketing-bodies.json#/definitions/Count"},"engagements":{"$ref":"marketing-bodies.json#/definitions/Count"},"total":{"$ref":"marketing-bodies.json#/definitions/Count"}}},"ads":{"type":"object","required":["campaigns","performance","total"],"properties":{"campaigns":{"$ref":"marketing-bodies.json#/definitions/Count"},"performance":{"$ref":"marketing-bodies.json#/definitions/Count"},"total":{"$ref":"marketing-bodies.json#/definitions/Count"}}},"total":{"$ref":"marketing-bodies.json#/definitions/Count"}}};
    const schema21 = {"type":"string","description":"The tenant the row belongs to; always the tenant of the key."};
    const schema22 = {"type":"integer","minimum":0};

    function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((data.tenant_id === undefined) && (missing0 = "tenant_id")) || ((data.seo === undefined) && (missing0 = "seo"))) || ((data.social === undefined) && (missing0 = "social"))) || ((data.ads === undefined) && (missing0 = "ads"))) || ((data.total === undefined) && (missing0 = "total"))){
    validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.tenant_id !== undefined){
    const _errs1 = errors;
    if(typeof data.tenant_id !== "string"){
    validate16.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.seo !== undefined){
    let data1 = data.seo;
    const _errs4 = errors;
    if(errors === _errs4){
    if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
    let missing1;
    if(((((data1.audits === undefined) && (missing1 = "audits")) || ((data1.keywords === undefined) && (missing1 = "keywords"))) || ((data1.serp_rankings === undefined) && (missing1 = "serp_rankings"))) || ((data1.total === undefined) && (missing1 = "total"))){
    validate16.errors = [{instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data1.audits !== undefined){
    let data2 = data1.audits;
    const _errs6 = errors;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate16.errors = [{instancePath:instancePath+"/seo/audits",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 < 0 || isNaN(data2)){
    validate16.errors = [{instancePath:instancePath+"/seo/audits",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs6 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data1.keywords !== undefined){
    let data3 = data1.keywords;
    const _errs9 = errors;
    const _errs10 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate16.errors = [{instancePath:instancePath+"/seo/keywords",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs10){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate16.errors = [{instancePath:instancePath+"/seo/keywords",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs9 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data1.serp_rankings !== undefined){
    let data4 = data1.serp_rankings;
    const _errs12 = errors;
    const _errs13 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate16.errors = [{instancePath:instancePath+"/seo/serp_rankings",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs13){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate16.errors = [{instancePath:instancePath+"/seo/serp_rankings",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs12 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data1.total !== undefined){
    let data5 = data1.total;
    const _errs15 = errors;
    const _errs16 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate16.errors = [{instancePath:instancePath+"/seo/total",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs16){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate16.errors = [{instancePath:instancePath+"/seo/total",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs15 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate16.errors = [{instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.social !== undefined){
    let data6 = data.social;
    const _errs18 = errors;
    if(errors === _errs18){
    if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
    let missing2;
    if((((data6.posts === undefined) && (missing2 = "posts")) || ((data6.engagements === undefined) && (missing2 = "engagements"))) || ((data6.total === undefined) && (missing2 = "total"))){
    validate16.errors = [{instancePath:instancePath+"/social",schemaPath:"#/properties/social/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data6.posts !== undefined){
    let data7 = data6.posts;
    const _errs20 = errors;
    const _errs21 = errors;
    if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
    validate16.errors = [{instancePath:instancePath+"/social/posts",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs21){
    if((typeof data7 == "number") && (isFinite(data7))){
    if(data7 < 0 || isNaN(data7)){
    validate16.errors = [{instancePath:instancePath+"/social/posts",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid7 = _errs20 === errors;
    }
    else {
    var valid7 = true;
    }
    if(valid7){
    if(data6.engagements !== undefined){
    let data8 = data6.engagements;
    const _errs23 = errors;
    const _errs24 = errors;
    if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
    validate16.errors = [{instancePath:instancePath+"/social/engagements",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs24){
    if((typeof data8 == "number") && (isFinite(data8))){
    if(data8 < 0 || isNaN(data8)){
    validate16.errors = [{instancePath:instancePath+"/social/engagements",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid7 = _errs23 === errors;
    }
    else {
    var valid7 = true;
    }
    if(valid7){
    if(data6.total !== undefined){
    let data9 = data6.total;
    const _errs26 = errors;
    const _errs27 = errors;
    if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
    validate16.errors = [{instancePath:instancePath+"/social/total",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs27){
    if((typeof data9 == "number") && (isFinite(data9))){
    if(data9 < 0 || isNaN(data9)){
    validate16.errors = [{instancePath:instancePath+"/social/total",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid7 = _errs26 === errors;
    }
    else {
    var valid7 = true;
    }
    }
    }
    }
    }
    else {
    validate16.errors = [{instancePath:instancePath+"/social",schemaPath:"#/properties/social/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs18 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.ads !== undefined){
    let data10 = data.ads;
    const _errs29 = errors;
    if(errors === _errs29){
    if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
    let missing3;
    if((((data10.campaigns === undefined) && (missing3 = "campaigns")) || ((data10.performance === undefined) && (missing3 = "performance"))) || ((data10.total === undefined) && (missing3 = "total"))){
    validate16.errors = [{instancePath:instancePath+"/ads",schemaPath:"#/properties/ads/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
    return false;
    }
    else {
    if(data10.campaigns !== undefined){
    let data11 = data10.campaigns;
    const _errs31 = errors;
    const _errs32 = errors;
    if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
    validate16.errors = [{instancePath:instancePath+"/ads/campaigns",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs32){
    if((typeof data11 == "number") && (isFinite(data11))){
    if(data11 < 0 || isNaN(data11)){
    validate16.errors = [{instancePath:instancePath+"/ads/campaigns",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid11 = _errs31 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data10.performance !== undefined){
    let data12 = data10.performance;
    const _errs34 = errors;
    const _errs35 = errors;
    if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
    validate16.errors = [{instancePath:instancePath+"/ads/performance",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs35){
    if((typeof data12 == "number") && (isFinite(data12))){
    if(data12 < 0 || isNaN(data12)){
    validate16.errors = [{instancePath:instancePath+"/ads/performance",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid11 = _errs34 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data10.total !== undefined){
    let data13 = data10.total;
    const _errs37 = errors;
    const _errs38 = errors;
    if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
    validate16.errors = [{instancePath:instancePath+"/ads/total",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs38){
    if((typeof data13 == "number") && (isFinite(data13))){
    if(data13 < 0 || isNaN(data13)){
    validate16.errors = [{instancePath:instancePath+"/ads/total",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid11 = _errs37 === errors;
    }
    else {
    var valid11 = true;
    }
    }
    }
    }
    }
    else {
    validate16.errors = [{instancePath:instancePath+"/ads",schemaPath:"#/properties/ads/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs29 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.total !== undefined){
    let data14 = data.total;
    const _errs40 = errors;
    const _errs41 = errors;
    if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
    validate16.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs41){
    if((typeof data14 == "number") && (isFinite(data14))){
    if(data14 < 0 || isNaN(data14)){
    validate16.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs40 === errors;
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
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
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
    validate15.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema19.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate16(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate15.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate15.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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

    exports.XS8vYH29HT9SKXD7BgLfVDD_ = validate19;
    const schema35 = {"$ref":"marketing-bodies.json#/definitions/SeoAuditPageResponse"};
    const schema36 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/SeoAuditPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema37 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/SeoAudit"}}}}]};
    const schema38 = {"type":"object","required":["total","page","page_size","total_pages"],"properties":{"total":{"type":"integer","minimum":0,"description":"How many items match, over all pages."},"page":{"type":"integer","minimum":1},"page_size":{"type":"integer","minimum":1,"maximum":100},"total_pages":{"type":"integer","minimum":0,"description":"The number of non-empty pages (0 when nothing matches)."}}};
    const schema39 = {"type":"object","required":["id","tenant_id","site","score","pages_crawled","issues","audited_at"],"properties":{"id":{"type":"string","pattern":"^aud_[0-9a-f]{10}$"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"site":{"type":"string","format":"uri","description":"The audited site."},"score":{"type":"integer","minimum":0,"maximum":100,"description":"The overall health score."},"pages_crawled":{"$ref":"marketing-bodies.json#/definitions/Count"},"issues":{"type":"object","description":"Issues found, by severity.","required":["critical","warning","notice"],"properties":{"critical":{"$ref":"marketing-bodies.json#/definitions/Count"},"warning":{"$ref":"marketing-bodies.json#/definitions/Count"},"notice":{"$ref":"marketing-bodies.json#/definitions/Count"}}},"audited_at":{"type":"string","format":"date-time"}}};
    const pattern5 = new RegExp("^aud_[0-9a-f]{10}$", "u");
    const formats0 = formats.uri;
    const formats2 = formats["date-time"];

    function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.site === undefined) && (missing0 = "site"))) || ((data.score === undefined) && (missing0 = "score"))) || ((data.pages_crawled === undefined) && (missing0 = "pages_crawled"))) || ((data.issues === undefined) && (missing0 = "issues"))) || ((data.audited_at === undefined) && (missing0 = "audited_at"))){
    validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    let data0 = data.id;
    const _errs1 = errors;
    if(errors === _errs1){
    if(typeof data0 === "string"){
    if(!pattern5.test(data0)){
    validate22.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^aud_[0-9a-f]{10}$"},message:"must match pattern \""+"^aud_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate22.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenant_id !== undefined){
    const _errs3 = errors;
    if(typeof data.tenant_id !== "string"){
    validate22.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.site !== undefined){
    let data2 = data.site;
    const _errs6 = errors;
    if(errors === _errs6){
    if(errors === _errs6){
    if(typeof data2 === "string"){
    if(!(formats0(data2))){
    validate22.errors = [{instancePath:instancePath+"/site",schemaPath:"#/properties/site/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate22.errors = [{instancePath:instancePath+"/site",schemaPath:"#/properties/site/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.score !== undefined){
    let data3 = data.score;
    const _errs8 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate22.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs8){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 > 100 || isNaN(data3)){
    validate22.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data3 < 0 || isNaN(data3)){
    validate22.errors = [{instancePath:instancePath+"/score",schemaPath:"#/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.pages_crawled !== undefined){
    let data4 = data.pages_crawled;
    const _errs10 = errors;
    const _errs11 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate22.errors = [{instancePath:instancePath+"/pages_crawled",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs11){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate22.errors = [{instancePath:instancePath+"/pages_crawled",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    if(data.issues !== undefined){
    let data5 = data.issues;
    const _errs13 = errors;
    if(errors === _errs13){
    if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
    let missing1;
    if((((data5.critical === undefined) && (missing1 = "critical")) || ((data5.warning === undefined) && (missing1 = "warning"))) || ((data5.notice === undefined) && (missing1 = "notice"))){
    validate22.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data5.critical !== undefined){
    let data6 = data5.critical;
    const _errs15 = errors;
    const _errs16 = errors;
    if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
    validate22.errors = [{instancePath:instancePath+"/issues/critical",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs16){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 < 0 || isNaN(data6)){
    validate22.errors = [{instancePath:instancePath+"/issues/critical",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    if(data5.warning !== undefined){
    let data7 = data5.warning;
    const _errs18 = errors;
    const _errs19 = errors;
    if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
    validate22.errors = [{instancePath:instancePath+"/issues/warning",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs19){
    if((typeof data7 == "number") && (isFinite(data7))){
    if(data7 < 0 || isNaN(data7)){
    validate22.errors = [{instancePath:instancePath+"/issues/warning",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid3 = _errs18 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data5.notice !== undefined){
    let data8 = data5.notice;
    const _errs21 = errors;
    const _errs22 = errors;
    if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
    validate22.errors = [{instancePath:instancePath+"/issues/notice",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs22){
    if((typeof data8 == "number") && (isFinite(data8))){
    if(data8 < 0 || isNaN(data8)){
    validate22.errors = [{instancePath:instancePath+"/issues/notice",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
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
    validate22.errors = [{instancePath:instancePath+"/issues",schemaPath:"#/properties/issues/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs13 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.audited_at !== undefined){
    let data9 = data.audited_at;
    const _errs24 = errors;
    if(errors === _errs24){
    if(errors === _errs24){
    if(typeof data9 === "string"){
    if(!(formats2.validate(data9))){
    validate22.errors = [{instancePath:instancePath+"/audited_at",schemaPath:"#/properties/audited_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate22.errors = [{instancePath:instancePath+"/audited_at",schemaPath:"#/properties/audited_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs24 === errors;
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
    const _errs0 = errors;
    const _errs1 = errors;
    if(errors === _errs1){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
    validate21.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.total !== undefined){
    let data0 = data.total;
    const _errs3 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate21.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs3){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate21.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs3 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page !== undefined){
    let data1 = data.page;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate21.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 1 || isNaN(data1)){
    validate21.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid2 = _errs5 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page_size !== undefined){
    let data2 = data.page_size;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate21.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 100 || isNaN(data2)){
    validate21.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data2 < 1 || isNaN(data2)){
    validate21.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid2 = _errs7 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.total_pages !== undefined){
    let data3 = data.total_pages;
    const _errs9 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate21.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs9){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate21.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs9 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate21.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs11 = errors;
    if(errors === _errs11){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if((data.items === undefined) && (missing1 = "items")){
    validate21.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data4 = data.items;
    const _errs13 = errors;
    if(errors === _errs13){
    if(Array.isArray(data4)){
    var valid4 = true;
    const len0 = data4.length;
    for(let i0=0; i0<len0; i0++){
    const _errs15 = errors;
    if(!(validate22(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
    errors = vErrors.length;
    }
    var valid4 = _errs15 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate21.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate21.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs11 === errors;
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
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
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
    validate20.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema36.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate21(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate20.errors = vErrors;
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate20.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate20.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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

    exports["_s-EiMOIhw7EzqlytYji1SS3"] = validate26;
    const schema47 = {"$ref":"marketing-bodies.json#/definitions/KeywordPageResponse"};
    const schema48 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/KeywordPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema49 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/Keyword"}}}}]};
    const schema51 = {"type":"object","required":["id","tenant_id","keyword","search_volume","difficulty","cpc","currency","intent"],"properties":{"id":{"type":"string","pattern":"^kwd_[0-9a-f]{10}$"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"keyword":{"type":"string"},"search_volume":{"type":"integer","minimum":0,"description":"Average monthly searches."},"difficulty":{"type":"integer","minimum":0,"maximum":100,"description":"How hard ranking for the keyword is, 0 (easy) to 100."},"cpc":{"allOf":[{"$ref":"marketing-bodies.json#/definitions/Money"}],"description":"Average cost per click."},"currency":{"$ref":"marketing-bodies.json#/definitions/Currency"},"intent":{"$ref":"marketing-bodies.json#/definitions/KeywordIntent"}}};
    const schema53 = {"type":"number","description":"An amount in the row's currency, with at most two decimals.","minimum":0};
    const schema54 = {"type":"string","description":"ISO 4217 currency code.","pattern":"^[A-Z]{3}$"};
    const schema55 = {"type":"string","enum":["informational","navigational","commercial","transactional"]};
    const pattern7 = new RegExp("^kwd_[0-9a-f]{10}$", "u");
    const pattern8 = new RegExp("^[A-Z]{3}$", "u");

    function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.keyword === undefined) && (missing0 = "keyword"))) || ((data.search_volume === undefined) && (missing0 = "search_volume"))) || ((data.difficulty === undefined) && (missing0 = "difficulty"))) || ((data.cpc === undefined) && (missing0 = "cpc"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.intent === undefined) && (missing0 = "intent"))){
    validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    let data0 = data.id;
    const _errs1 = errors;
    if(errors === _errs1){
    if(typeof data0 === "string"){
    if(!pattern7.test(data0)){
    validate29.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^kwd_[0-9a-f]{10}$"},message:"must match pattern \""+"^kwd_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate29.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenant_id !== undefined){
    const _errs3 = errors;
    if(typeof data.tenant_id !== "string"){
    validate29.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.keyword !== undefined){
    const _errs6 = errors;
    if(typeof data.keyword !== "string"){
    validate29.errors = [{instancePath:instancePath+"/keyword",schemaPath:"#/properties/keyword/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.search_volume !== undefined){
    let data3 = data.search_volume;
    const _errs8 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate29.errors = [{instancePath:instancePath+"/search_volume",schemaPath:"#/properties/search_volume/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs8){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate29.errors = [{instancePath:instancePath+"/search_volume",schemaPath:"#/properties/search_volume/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    if(data.difficulty !== undefined){
    let data4 = data.difficulty;
    const _errs10 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate29.errors = [{instancePath:instancePath+"/difficulty",schemaPath:"#/properties/difficulty/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs10){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 > 100 || isNaN(data4)){
    validate29.errors = [{instancePath:instancePath+"/difficulty",schemaPath:"#/properties/difficulty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data4 < 0 || isNaN(data4)){
    validate29.errors = [{instancePath:instancePath+"/difficulty",schemaPath:"#/properties/difficulty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.cpc !== undefined){
    let data5 = data.cpc;
    const _errs12 = errors;
    const _errs14 = errors;
    if(errors === _errs14){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate29.errors = [{instancePath:instancePath+"/cpc",schemaPath:"marketing-bodies.json#/definitions/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    else {
    validate29.errors = [{instancePath:instancePath+"/cpc",schemaPath:"marketing-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
    return false;
    }
    }
    var valid0 = _errs12 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.currency !== undefined){
    let data6 = data.currency;
    const _errs16 = errors;
    const _errs17 = errors;
    if(errors === _errs17){
    if(typeof data6 === "string"){
    if(!pattern8.test(data6)){
    validate29.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
    return false;
    }
    }
    else {
    validate29.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs16 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.intent !== undefined){
    let data7 = data.intent;
    const _errs19 = errors;
    if(typeof data7 !== "string"){
    validate29.errors = [{instancePath:instancePath+"/intent",schemaPath:"marketing-bodies.json#/definitions/KeywordIntent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data7 === "informational") || (data7 === "navigational")) || (data7 === "commercial")) || (data7 === "transactional"))){
    validate29.errors = [{instancePath:instancePath+"/intent",schemaPath:"marketing-bodies.json#/definitions/KeywordIntent/enum",keyword:"enum",params:{allowedValues: schema55.enum},message:"must be equal to one of the allowed values"}];
    return false;
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
    const _errs0 = errors;
    const _errs1 = errors;
    if(errors === _errs1){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
    validate28.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.total !== undefined){
    let data0 = data.total;
    const _errs3 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate28.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs3){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate28.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs3 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page !== undefined){
    let data1 = data.page;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate28.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 1 || isNaN(data1)){
    validate28.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid2 = _errs5 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page_size !== undefined){
    let data2 = data.page_size;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate28.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 100 || isNaN(data2)){
    validate28.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data2 < 1 || isNaN(data2)){
    validate28.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid2 = _errs7 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.total_pages !== undefined){
    let data3 = data.total_pages;
    const _errs9 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate28.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs9){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate28.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs9 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate28.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs11 = errors;
    if(errors === _errs11){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if((data.items === undefined) && (missing1 = "items")){
    validate28.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data4 = data.items;
    const _errs13 = errors;
    if(errors === _errs13){
    if(Array.isArray(data4)){
    var valid4 = true;
    const len0 = data4.length;
    for(let i0=0; i0<len0; i0++){
    const _errs15 = errors;
    if(!(validate29(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
    errors = vErrors.length;
    }
    var valid4 = _errs15 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate28.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate28.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs11 === errors;
    }
    validate28.errors = vErrors;
    return errors === 0;
    }


    function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
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
    validate27.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema48.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate28(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate27.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate27.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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

    exports.Mw1wUAlisnB9IZTQYF0euSaB = validate33;
    const schema58 = {"$ref":"marketing-bodies.json#/definitions/SerpRankingPageResponse"};
    const schema59 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/SerpRankingPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema60 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/SerpRanking"}}}}]};
    const schema62 = {"type":"object","required":["id","tenant_id","keyword_id","keyword","engine","device","position","url","checked_at"],"properties":{"id":{"type":"string","pattern":"^rnk_[0-9a-f]{10}$"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"keyword_id":{"type":"string","pattern":"^kwd_[0-9a-f]{10}$"},"keyword":{"type":"string"},"engine":{"$ref":"marketing-bodies.json#/definitions/SearchEngine"},"device":{"$ref":"marketing-bodies.json#/definitions/Device"},"position":{"type":"integer","minimum":1,"maximum":100,"description":"The rank of the tenant's best result (1 is the top)."},"url":{"type":"string","format":"uri","description":"The tenant's page that ranks."},"checked_at":{"type":"string","format":"date-time"}}};
    const schema64 = {"type":"string","enum":["google","bing"]};
    const schema65 = {"type":"string","enum":["desktop","mobile"]};
    const pattern10 = new RegExp("^rnk_[0-9a-f]{10}$", "u");

    function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.keyword_id === undefined) && (missing0 = "keyword_id"))) || ((data.keyword === undefined) && (missing0 = "keyword"))) || ((data.engine === undefined) && (missing0 = "engine"))) || ((data.device === undefined) && (missing0 = "device"))) || ((data.position === undefined) && (missing0 = "position"))) || ((data.url === undefined) && (missing0 = "url"))) || ((data.checked_at === undefined) && (missing0 = "checked_at"))){
    validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    let data0 = data.id;
    const _errs1 = errors;
    if(errors === _errs1){
    if(typeof data0 === "string"){
    if(!pattern10.test(data0)){
    validate36.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^rnk_[0-9a-f]{10}$"},message:"must match pattern \""+"^rnk_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate36.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenant_id !== undefined){
    const _errs3 = errors;
    if(typeof data.tenant_id !== "string"){
    validate36.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.keyword_id !== undefined){
    let data2 = data.keyword_id;
    const _errs6 = errors;
    if(errors === _errs6){
    if(typeof data2 === "string"){
    if(!pattern7.test(data2)){
    validate36.errors = [{instancePath:instancePath+"/keyword_id",schemaPath:"#/properties/keyword_id/pattern",keyword:"pattern",params:{pattern: "^kwd_[0-9a-f]{10}$"},message:"must match pattern \""+"^kwd_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate36.errors = [{instancePath:instancePath+"/keyword_id",schemaPath:"#/properties/keyword_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.keyword !== undefined){
    const _errs8 = errors;
    if(typeof data.keyword !== "string"){
    validate36.errors = [{instancePath:instancePath+"/keyword",schemaPath:"#/properties/keyword/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs8 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.engine !== undefined){
    let data4 = data.engine;
    const _errs10 = errors;
    if(typeof data4 !== "string"){
    validate36.errors = [{instancePath:instancePath+"/engine",schemaPath:"marketing-bodies.json#/definitions/SearchEngine/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data4 === "google") || (data4 === "bing"))){
    validate36.errors = [{instancePath:instancePath+"/engine",schemaPath:"marketing-bodies.json#/definitions/SearchEngine/enum",keyword:"enum",params:{allowedValues: schema64.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.device !== undefined){
    let data5 = data.device;
    const _errs13 = errors;
    if(typeof data5 !== "string"){
    validate36.errors = [{instancePath:instancePath+"/device",schemaPath:"marketing-bodies.json#/definitions/Device/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data5 === "desktop") || (data5 === "mobile"))){
    validate36.errors = [{instancePath:instancePath+"/device",schemaPath:"marketing-bodies.json#/definitions/Device/enum",keyword:"enum",params:{allowedValues: schema65.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs13 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.position !== undefined){
    let data6 = data.position;
    const _errs16 = errors;
    if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
    validate36.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs16){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 > 100 || isNaN(data6)){
    validate36.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data6 < 1 || isNaN(data6)){
    validate36.errors = [{instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs16 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.url !== undefined){
    let data7 = data.url;
    const _errs18 = errors;
    if(errors === _errs18){
    if(errors === _errs18){
    if(typeof data7 === "string"){
    if(!(formats0(data7))){
    validate36.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate36.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs18 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.checked_at !== undefined){
    let data8 = data.checked_at;
    const _errs20 = errors;
    if(errors === _errs20){
    if(errors === _errs20){
    if(typeof data8 === "string"){
    if(!(formats2.validate(data8))){
    validate36.errors = [{instancePath:instancePath+"/checked_at",schemaPath:"#/properties/checked_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate36.errors = [{instancePath:instancePath+"/checked_at",schemaPath:"#/properties/checked_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    const _errs0 = errors;
    const _errs1 = errors;
    if(errors === _errs1){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
    validate35.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.total !== undefined){
    let data0 = data.total;
    const _errs3 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate35.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs3){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate35.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs3 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page !== undefined){
    let data1 = data.page;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate35.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 1 || isNaN(data1)){
    validate35.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid2 = _errs5 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page_size !== undefined){
    let data2 = data.page_size;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate35.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 100 || isNaN(data2)){
    validate35.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data2 < 1 || isNaN(data2)){
    validate35.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid2 = _errs7 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.total_pages !== undefined){
    let data3 = data.total_pages;
    const _errs9 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate35.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs9){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate35.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs9 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate35.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs11 = errors;
    if(errors === _errs11){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if((data.items === undefined) && (missing1 = "items")){
    validate35.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data4 = data.items;
    const _errs13 = errors;
    if(errors === _errs13){
    if(Array.isArray(data4)){
    var valid4 = true;
    const len0 = data4.length;
    for(let i0=0; i0<len0; i0++){
    const _errs15 = errors;
    if(!(validate36(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
    errors = vErrors.length;
    }
    var valid4 = _errs15 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate35.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate35.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs11 === errors;
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
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
    validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate34.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate34.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema59.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate35(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate34.errors = vErrors;
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate34.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate34.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
    errors = vErrors.length;
    }
    validate33.errors = vErrors;
    return errors === 0;
    }

    exports["2jxc72ipankWxcUE8k-1xWAt"] = validate40;
    const schema68 = {"$ref":"marketing-bodies.json#/definitions/SocialPostPageResponse"};
    const schema69 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/SocialPostPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema70 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/SocialPost"}}}}]};
    const schema72 = {"type":"object","required":["id","tenant_id","network","status","content","created_at","scheduled_at","published_at","failure_reason"],"properties":{"id":{"$ref":"marketing-bodies.json#/definitions/PostId"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"network":{"$ref":"marketing-bodies.json#/definitions/SocialNetwork"},"status":{"$ref":"marketing-bodies.json#/definitions/PostStatus"},"content":{"type":"string","description":"The text of the post."},"created_at":{"type":"string","format":"date-time"},"scheduled_at":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"When the post is (or was) due; null for drafts and posts published directly."}]},"published_at":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"When the post went out; set for published posts only."}]},"failure_reason":{"anyOf":[{"type":"null"},{"type":"string","description":"Why publishing failed; set for failed posts only."}]}}};
    const schema73 = {"type":"string","pattern":"^pst_[0-9a-f]{10}$"};
    const schema75 = {"type":"string","enum":["facebook","instagram","linkedin","x","tiktok"]};
    const schema76 = {"type":"string","enum":["draft","scheduled","published","failed"]};
    const pattern13 = new RegExp("^pst_[0-9a-f]{10}$", "u");

    function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.network === undefined) && (missing0 = "network"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.content === undefined) && (missing0 = "content"))) || ((data.created_at === undefined) && (missing0 = "created_at"))) || ((data.scheduled_at === undefined) && (missing0 = "scheduled_at"))) || ((data.published_at === undefined) && (missing0 = "published_at"))) || ((data.failure_reason === undefined) && (missing0 = "failure_reason"))){
    validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    let data0 = data.id;
    const _errs1 = errors;
    const _errs2 = errors;
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(!pattern13.test(data0)){
    validate43.errors = [{instancePath:instancePath+"/id",schemaPath:"marketing-bodies.json#/definitions/PostId/pattern",keyword:"pattern",params:{pattern: "^pst_[0-9a-f]{10}$"},message:"must match pattern \""+"^pst_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate43.errors = [{instancePath:instancePath+"/id",schemaPath:"marketing-bodies.json#/definitions/PostId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenant_id !== undefined){
    const _errs4 = errors;
    if(typeof data.tenant_id !== "string"){
    validate43.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.network !== undefined){
    let data2 = data.network;
    const _errs7 = errors;
    if(typeof data2 !== "string"){
    validate43.errors = [{instancePath:instancePath+"/network",schemaPath:"marketing-bodies.json#/definitions/SocialNetwork/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((data2 === "facebook") || (data2 === "instagram")) || (data2 === "linkedin")) || (data2 === "x")) || (data2 === "tiktok"))){
    validate43.errors = [{instancePath:instancePath+"/network",schemaPath:"marketing-bodies.json#/definitions/SocialNetwork/enum",keyword:"enum",params:{allowedValues: schema75.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs7 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.status !== undefined){
    let data3 = data.status;
    const _errs10 = errors;
    if(typeof data3 !== "string"){
    validate43.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-bodies.json#/definitions/PostStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data3 === "draft") || (data3 === "scheduled")) || (data3 === "published")) || (data3 === "failed"))){
    validate43.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-bodies.json#/definitions/PostStatus/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.content !== undefined){
    const _errs13 = errors;
    if(typeof data.content !== "string"){
    validate43.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs13 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.created_at !== undefined){
    let data5 = data.created_at;
    const _errs15 = errors;
    if(errors === _errs15){
    if(errors === _errs15){
    if(typeof data5 === "string"){
    if(!(formats2.validate(data5))){
    validate43.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate43.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs15 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.scheduled_at !== undefined){
    let data6 = data.scheduled_at;
    const _errs17 = errors;
    const _errs18 = errors;
    let valid5 = false;
    const _errs19 = errors;
    if(data6 !== null){
    const err0 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs19 === errors;
    valid5 = valid5 || _valid0;
    if(!valid5){
    const _errs21 = errors;
    if(errors === _errs21){
    if(errors === _errs21){
    if(typeof data6 === "string"){
    if(!(formats2.validate(data6))){
    const err1 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
    const err2 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var _valid0 = _errs21 === errors;
    valid5 = valid5 || _valid0;
    }
    if(!valid5){
    const err3 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate43.errors = vErrors;
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
    var valid0 = _errs17 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.published_at !== undefined){
    let data7 = data.published_at;
    const _errs23 = errors;
    const _errs24 = errors;
    let valid6 = false;
    const _errs25 = errors;
    if(data7 !== null){
    const err4 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var _valid1 = _errs25 === errors;
    valid6 = valid6 || _valid1;
    if(!valid6){
    const _errs27 = errors;
    if(errors === _errs27){
    if(errors === _errs27){
    if(typeof data7 === "string"){
    if(!(formats2.validate(data7))){
    const err5 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
    const err6 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var _valid1 = _errs27 === errors;
    valid6 = valid6 || _valid1;
    }
    if(!valid6){
    const err7 = {instancePath:instancePath+"/published_at",schemaPath:"#/properties/published_at/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err7];
    }
    else {
    vErrors.push(err7);
    }
    errors++;
    validate43.errors = vErrors;
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
    if(data.failure_reason !== undefined){
    let data8 = data.failure_reason;
    const _errs29 = errors;
    const _errs30 = errors;
    let valid7 = false;
    const _errs31 = errors;
    if(data8 !== null){
    const err8 = {instancePath:instancePath+"/failure_reason",schemaPath:"#/properties/failure_reason/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err8];
    }
    else {
    vErrors.push(err8);
    }
    errors++;
    }
    var _valid2 = _errs31 === errors;
    valid7 = valid7 || _valid2;
    if(!valid7){
    const _errs33 = errors;
    if(typeof data8 !== "string"){
    const err9 = {instancePath:instancePath+"/failure_reason",schemaPath:"#/properties/failure_reason/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err9];
    }
    else {
    vErrors.push(err9);
    }
    errors++;
    }
    var _valid2 = _errs33 === errors;
    valid7 = valid7 || _valid2;
    }
    if(!valid7){
    const err10 = {instancePath:instancePath+"/failure_reason",schemaPath:"#/properties/failure_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err10];
    }
    else {
    vErrors.push(err10);
    }
    errors++;
    validate43.errors = vErrors;
    return false;
    }
    else {
    errors = _errs30;
    if(vErrors !== null){
    if(_errs30){
    vErrors.length = _errs30;
    }
    else {
    vErrors = null;
    }
    }
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
    const _errs0 = errors;
    const _errs1 = errors;
    if(errors === _errs1){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
    validate42.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.total !== undefined){
    let data0 = data.total;
    const _errs3 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate42.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs3){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate42.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs3 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page !== undefined){
    let data1 = data.page;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate42.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 1 || isNaN(data1)){
    validate42.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid2 = _errs5 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page_size !== undefined){
    let data2 = data.page_size;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate42.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 100 || isNaN(data2)){
    validate42.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data2 < 1 || isNaN(data2)){
    validate42.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid2 = _errs7 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.total_pages !== undefined){
    let data3 = data.total_pages;
    const _errs9 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate42.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs9){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate42.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs9 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate42.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs11 = errors;
    if(errors === _errs11){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if((data.items === undefined) && (missing1 = "items")){
    validate42.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data4 = data.items;
    const _errs13 = errors;
    if(errors === _errs13){
    if(Array.isArray(data4)){
    var valid4 = true;
    const len0 = data4.length;
    for(let i0=0; i0<len0; i0++){
    const _errs15 = errors;
    if(!(validate43(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
    errors = vErrors.length;
    }
    var valid4 = _errs15 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate42.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate42.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs11 === errors;
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
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
    validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate41.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate41.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema69.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate42(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate41.errors = vErrors;
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate41.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate41.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    if(!(validate41(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
    errors = vErrors.length;
    }
    validate40.errors = vErrors;
    return errors === 0;
    }

    exports.PI6N7V8VFldRpA58oqEPycbW = validate47;
    const schema79 = {"$ref":"marketing-bodies.json#/definitions/SocialEngagementPageResponse"};
    const schema80 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/SocialEngagementPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema81 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/SocialEngagement"}}}}]};
    const schema83 = {"type":"object","required":["id","tenant_id","post_id","network","date","likes","comments","shares","reach","clicks"],"properties":{"id":{"type":"string","pattern":"^eng_[0-9a-f]{10}$"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"post_id":{"$ref":"marketing-bodies.json#/definitions/PostId"},"network":{"$ref":"marketing-bodies.json#/definitions/SocialNetwork"},"date":{"type":"string","format":"date","description":"The day the counts cover (UTC)."},"likes":{"$ref":"marketing-bodies.json#/definitions/Count"},"comments":{"$ref":"marketing-bodies.json#/definitions/Count"},"shares":{"$ref":"marketing-bodies.json#/definitions/Count"},"reach":{"allOf":[{"$ref":"marketing-bodies.json#/definitions/Count"}],"description":"Unique accounts that saw the post that day."},"clicks":{"$ref":"marketing-bodies.json#/definitions/Count"}}};
    const pattern15 = new RegExp("^eng_[0-9a-f]{10}$", "u");
    const formats14 = formats.date;

    function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.post_id === undefined) && (missing0 = "post_id"))) || ((data.network === undefined) && (missing0 = "network"))) || ((data.date === undefined) && (missing0 = "date"))) || ((data.likes === undefined) && (missing0 = "likes"))) || ((data.comments === undefined) && (missing0 = "comments"))) || ((data.shares === undefined) && (missing0 = "shares"))) || ((data.reach === undefined) && (missing0 = "reach"))) || ((data.clicks === undefined) && (missing0 = "clicks"))){
    validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    let data0 = data.id;
    const _errs1 = errors;
    if(errors === _errs1){
    if(typeof data0 === "string"){
    if(!pattern15.test(data0)){
    validate50.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^eng_[0-9a-f]{10}$"},message:"must match pattern \""+"^eng_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate50.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenant_id !== undefined){
    const _errs3 = errors;
    if(typeof data.tenant_id !== "string"){
    validate50.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.post_id !== undefined){
    let data2 = data.post_id;
    const _errs6 = errors;
    const _errs7 = errors;
    if(errors === _errs7){
    if(typeof data2 === "string"){
    if(!pattern13.test(data2)){
    validate50.errors = [{instancePath:instancePath+"/post_id",schemaPath:"marketing-bodies.json#/definitions/PostId/pattern",keyword:"pattern",params:{pattern: "^pst_[0-9a-f]{10}$"},message:"must match pattern \""+"^pst_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate50.errors = [{instancePath:instancePath+"/post_id",schemaPath:"marketing-bodies.json#/definitions/PostId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.network !== undefined){
    let data3 = data.network;
    const _errs9 = errors;
    if(typeof data3 !== "string"){
    validate50.errors = [{instancePath:instancePath+"/network",schemaPath:"marketing-bodies.json#/definitions/SocialNetwork/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((data3 === "facebook") || (data3 === "instagram")) || (data3 === "linkedin")) || (data3 === "x")) || (data3 === "tiktok"))){
    validate50.errors = [{instancePath:instancePath+"/network",schemaPath:"marketing-bodies.json#/definitions/SocialNetwork/enum",keyword:"enum",params:{allowedValues: schema75.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs9 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.date !== undefined){
    let data4 = data.date;
    const _errs12 = errors;
    if(errors === _errs12){
    if(errors === _errs12){
    if(typeof data4 === "string"){
    if(!(formats14.validate(data4))){
    validate50.errors = [{instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate50.errors = [{instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.likes !== undefined){
    let data5 = data.likes;
    const _errs14 = errors;
    const _errs15 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate50.errors = [{instancePath:instancePath+"/likes",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs15){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate50.errors = [{instancePath:instancePath+"/likes",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs14 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.comments !== undefined){
    let data6 = data.comments;
    const _errs17 = errors;
    const _errs18 = errors;
    if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
    validate50.errors = [{instancePath:instancePath+"/comments",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs18){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 < 0 || isNaN(data6)){
    validate50.errors = [{instancePath:instancePath+"/comments",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs17 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.shares !== undefined){
    let data7 = data.shares;
    const _errs20 = errors;
    const _errs21 = errors;
    if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
    validate50.errors = [{instancePath:instancePath+"/shares",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs21){
    if((typeof data7 == "number") && (isFinite(data7))){
    if(data7 < 0 || isNaN(data7)){
    validate50.errors = [{instancePath:instancePath+"/shares",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs20 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.reach !== undefined){
    let data8 = data.reach;
    const _errs23 = errors;
    const _errs25 = errors;
    if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
    validate50.errors = [{instancePath:instancePath+"/reach",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs25){
    if((typeof data8 == "number") && (isFinite(data8))){
    if(data8 < 0 || isNaN(data8)){
    validate50.errors = [{instancePath:instancePath+"/reach",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs23 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.clicks !== undefined){
    let data9 = data.clicks;
    const _errs27 = errors;
    const _errs28 = errors;
    if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
    validate50.errors = [{instancePath:instancePath+"/clicks",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs28){
    if((typeof data9 == "number") && (isFinite(data9))){
    if(data9 < 0 || isNaN(data9)){
    validate50.errors = [{instancePath:instancePath+"/clicks",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs27 === errors;
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
    validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate50.errors = vErrors;
    return errors === 0;
    }


    function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    const _errs1 = errors;
    if(errors === _errs1){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
    validate49.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.total !== undefined){
    let data0 = data.total;
    const _errs3 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate49.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs3){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate49.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs3 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page !== undefined){
    let data1 = data.page;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate49.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 1 || isNaN(data1)){
    validate49.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid2 = _errs5 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page_size !== undefined){
    let data2 = data.page_size;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate49.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 100 || isNaN(data2)){
    validate49.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data2 < 1 || isNaN(data2)){
    validate49.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid2 = _errs7 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.total_pages !== undefined){
    let data3 = data.total_pages;
    const _errs9 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate49.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs9){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate49.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs9 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate49.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs11 = errors;
    if(errors === _errs11){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if((data.items === undefined) && (missing1 = "items")){
    validate49.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data4 = data.items;
    const _errs13 = errors;
    if(errors === _errs13){
    if(Array.isArray(data4)){
    var valid4 = true;
    const len0 = data4.length;
    for(let i0=0; i0<len0; i0++){
    const _errs15 = errors;
    if(!(validate50(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
    errors = vErrors.length;
    }
    var valid4 = _errs15 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate49.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate49.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs11 === errors;
    }
    validate49.errors = vErrors;
    return errors === 0;
    }


    function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
    validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate48.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate48.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema80.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate49(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate48.errors = vErrors;
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate48.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate48.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate48.errors = vErrors;
    return errors === 0;
    }


    function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate48(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
    errors = vErrors.length;
    }
    validate47.errors = vErrors;
    return errors === 0;
    }

    exports.CydBemHbXBzx7scrLAPDkcsv = validate54;
    const schema94 = {"$ref":"marketing-bodies.json#/definitions/AdCampaignPageResponse"};
    const schema95 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/AdCampaignPage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema96 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/AdCampaign"}}}}]};
    const schema98 = {"type":"object","required":["id","tenant_id","name","channel","budget","currency","start_date","end_date","status"],"properties":{"id":{"$ref":"marketing-bodies.json#/definitions/CampaignId"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"name":{"type":"string"},"channel":{"type":"string","enum":["google_ads","microsoft_ads","meta_ads","linkedin_ads"],"description":"The ad network the campaign runs on."},"budget":{"allOf":[{"$ref":"marketing-bodies.json#/definitions/Money"}],"description":"The total budget of the campaign's period."},"currency":{"$ref":"marketing-bodies.json#/definitions/Currency"},"start_date":{"type":"string","format":"date"},"end_date":{"anyOf":[{"type":"null"},{"type":"string","format":"date","description":"The last day (inclusive); null for an open-ended campaign."}]},"status":{"$ref":"marketing-bodies.json#/definitions/CampaignStatus"}}};
    const schema99 = {"type":"string","pattern":"^cmp_[0-9a-f]{10}$"};
    const schema103 = {"type":"string","enum":["draft","active","paused","completed"]};
    const pattern18 = new RegExp("^cmp_[0-9a-f]{10}$", "u");

    function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.channel === undefined) && (missing0 = "channel"))) || ((data.budget === undefined) && (missing0 = "budget"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.start_date === undefined) && (missing0 = "start_date"))) || ((data.end_date === undefined) && (missing0 = "end_date"))) || ((data.status === undefined) && (missing0 = "status"))){
    validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    let data0 = data.id;
    const _errs1 = errors;
    const _errs2 = errors;
    if(errors === _errs2){
    if(typeof data0 === "string"){
    if(!pattern18.test(data0)){
    validate57.errors = [{instancePath:instancePath+"/id",schemaPath:"marketing-bodies.json#/definitions/CampaignId/pattern",keyword:"pattern",params:{pattern: "^cmp_[0-9a-f]{10}$"},message:"must match pattern \""+"^cmp_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate57.errors = [{instancePath:instancePath+"/id",schemaPath:"marketing-bodies.json#/definitions/CampaignId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenant_id !== undefined){
    const _errs4 = errors;
    if(typeof data.tenant_id !== "string"){
    validate57.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.name !== undefined){
    const _errs7 = errors;
    if(typeof data.name !== "string"){
    validate57.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs7 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.channel !== undefined){
    let data3 = data.channel;
    const _errs9 = errors;
    if(typeof data3 !== "string"){
    validate57.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data3 === "google_ads") || (data3 === "microsoft_ads")) || (data3 === "meta_ads")) || (data3 === "linkedin_ads"))){
    validate57.errors = [{instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema98.properties.channel.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs9 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.budget !== undefined){
    let data4 = data.budget;
    const _errs11 = errors;
    const _errs13 = errors;
    if(errors === _errs13){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate57.errors = [{instancePath:instancePath+"/budget",schemaPath:"marketing-bodies.json#/definitions/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    else {
    validate57.errors = [{instancePath:instancePath+"/budget",schemaPath:"marketing-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
    return false;
    }
    }
    var valid0 = _errs11 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.currency !== undefined){
    let data5 = data.currency;
    const _errs15 = errors;
    const _errs16 = errors;
    if(errors === _errs16){
    if(typeof data5 === "string"){
    if(!pattern8.test(data5)){
    validate57.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
    return false;
    }
    }
    else {
    validate57.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs15 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.start_date !== undefined){
    let data6 = data.start_date;
    const _errs18 = errors;
    if(errors === _errs18){
    if(errors === _errs18){
    if(typeof data6 === "string"){
    if(!(formats14.validate(data6))){
    validate57.errors = [{instancePath:instancePath+"/start_date",schemaPath:"#/properties/start_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate57.errors = [{instancePath:instancePath+"/start_date",schemaPath:"#/properties/start_date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs18 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.end_date !== undefined){
    let data7 = data.end_date;
    const _errs20 = errors;
    const _errs21 = errors;
    let valid6 = false;
    const _errs22 = errors;
    if(data7 !== null){
    const err0 = {instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs22 === errors;
    valid6 = valid6 || _valid0;
    if(!valid6){
    const _errs24 = errors;
    if(errors === _errs24){
    if(errors === _errs24){
    if(typeof data7 === "string"){
    if(!(formats14.validate(data7))){
    const err1 = {instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
    const err2 = {instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var _valid0 = _errs24 === errors;
    valid6 = valid6 || _valid0;
    }
    if(!valid6){
    const err3 = {instancePath:instancePath+"/end_date",schemaPath:"#/properties/end_date/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate57.errors = vErrors;
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
    if(valid0){
    if(data.status !== undefined){
    let data8 = data.status;
    const _errs26 = errors;
    if(typeof data8 !== "string"){
    validate57.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-bodies.json#/definitions/CampaignStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data8 === "draft") || (data8 === "active")) || (data8 === "paused")) || (data8 === "completed"))){
    validate57.errors = [{instancePath:instancePath+"/status",schemaPath:"marketing-bodies.json#/definitions/CampaignStatus/enum",keyword:"enum",params:{allowedValues: schema103.enum},message:"must be equal to one of the allowed values"}];
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
    validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate57.errors = vErrors;
    return errors === 0;
    }


    function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    const _errs1 = errors;
    if(errors === _errs1){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
    validate56.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.total !== undefined){
    let data0 = data.total;
    const _errs3 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate56.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs3){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate56.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs3 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page !== undefined){
    let data1 = data.page;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate56.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 1 || isNaN(data1)){
    validate56.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid2 = _errs5 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page_size !== undefined){
    let data2 = data.page_size;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate56.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 100 || isNaN(data2)){
    validate56.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data2 < 1 || isNaN(data2)){
    validate56.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid2 = _errs7 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.total_pages !== undefined){
    let data3 = data.total_pages;
    const _errs9 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate56.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs9){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate56.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs9 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate56.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs11 = errors;
    if(errors === _errs11){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if((data.items === undefined) && (missing1 = "items")){
    validate56.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data4 = data.items;
    const _errs13 = errors;
    if(errors === _errs13){
    if(Array.isArray(data4)){
    var valid4 = true;
    const len0 = data4.length;
    for(let i0=0; i0<len0; i0++){
    const _errs15 = errors;
    if(!(validate57(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
    errors = vErrors.length;
    }
    var valid4 = _errs15 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate56.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate56.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs11 === errors;
    }
    validate56.errors = vErrors;
    return errors === 0;
    }


    function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
    validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate55.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate55.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema95.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate56(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate55.errors = vErrors;
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate55.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate55.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate55.errors = vErrors;
    return errors === 0;
    }


    function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
    }
    validate54.errors = vErrors;
    return errors === 0;
    }

    exports.csSwo63QJeOpx6uACLuRGrGR = validate61;
    const schema106 = {"$ref":"marketing-bodies.json#/definitions/AdPerformancePageResponse"};
    const schema107 = {"type":"object","required":["success","data","error","traceId"],"properties":{"success":{"type":"boolean","enum":[true]},"data":{"$ref":"marketing-bodies.json#/definitions/AdPerformancePage"},"error":{"$ref":"marketing-bodies.json#/definitions/NoError"},"traceId":{"$ref":"marketing-bodies.json#/definitions/TraceId"}}};
    const schema108 = {"allOf":[{"$ref":"marketing-bodies.json#/definitions/Pagination"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"marketing-bodies.json#/definitions/AdPerformance"}}}}]};
    const schema110 = {"type":"object","required":["id","tenant_id","campaign_id","date","impressions","clicks","conversions","spend","revenue","currency","roas"],"properties":{"id":{"type":"string","pattern":"^prf_[0-9a-f]{10}$"},"tenant_id":{"$ref":"marketing-bodies.json#/definitions/TenantId"},"campaign_id":{"$ref":"marketing-bodies.json#/definitions/CampaignId"},"date":{"type":"string","format":"date","description":"The day the figures cover (UTC)."},"impressions":{"$ref":"marketing-bodies.json#/definitions/Count"},"clicks":{"$ref":"marketing-bodies.json#/definitions/Count"},"conversions":{"$ref":"marketing-bodies.json#/definitions/Count"},"spend":{"$ref":"marketing-bodies.json#/definitions/Money"},"revenue":{"allOf":[{"$ref":"marketing-bodies.json#/definitions/Money"}],"description":"Revenue attributed to the campaign that day."},"currency":{"$ref":"marketing-bodies.json#/definitions/Currency"},"roas":{"anyOf":[{"type":"null"},{"type":"number","minimum":0,"description":"Return on ad spend, `revenue / spend` rounded to two decimals; null when `spend` is 0."}]}}};
    const pattern21 = new RegExp("^prf_[0-9a-f]{10}$", "u");

    function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.tenant_id === undefined) && (missing0 = "tenant_id"))) || ((data.campaign_id === undefined) && (missing0 = "campaign_id"))) || ((data.date === undefined) && (missing0 = "date"))) || ((data.impressions === undefined) && (missing0 = "impressions"))) || ((data.clicks === undefined) && (missing0 = "clicks"))) || ((data.conversions === undefined) && (missing0 = "conversions"))) || ((data.spend === undefined) && (missing0 = "spend"))) || ((data.revenue === undefined) && (missing0 = "revenue"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.roas === undefined) && (missing0 = "roas"))){
    validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    let data0 = data.id;
    const _errs1 = errors;
    if(errors === _errs1){
    if(typeof data0 === "string"){
    if(!pattern21.test(data0)){
    validate64.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^prf_[0-9a-f]{10}$"},message:"must match pattern \""+"^prf_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate64.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.tenant_id !== undefined){
    const _errs3 = errors;
    if(typeof data.tenant_id !== "string"){
    validate64.errors = [{instancePath:instancePath+"/tenant_id",schemaPath:"marketing-bodies.json#/definitions/TenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.campaign_id !== undefined){
    let data2 = data.campaign_id;
    const _errs6 = errors;
    const _errs7 = errors;
    if(errors === _errs7){
    if(typeof data2 === "string"){
    if(!pattern18.test(data2)){
    validate64.errors = [{instancePath:instancePath+"/campaign_id",schemaPath:"marketing-bodies.json#/definitions/CampaignId/pattern",keyword:"pattern",params:{pattern: "^cmp_[0-9a-f]{10}$"},message:"must match pattern \""+"^cmp_[0-9a-f]{10}$"+"\""}];
    return false;
    }
    }
    else {
    validate64.errors = [{instancePath:instancePath+"/campaign_id",schemaPath:"marketing-bodies.json#/definitions/CampaignId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.date !== undefined){
    let data3 = data.date;
    const _errs9 = errors;
    if(errors === _errs9){
    if(errors === _errs9){
    if(typeof data3 === "string"){
    if(!(formats14.validate(data3))){
    validate64.errors = [{instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate64.errors = [{instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs9 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.impressions !== undefined){
    let data4 = data.impressions;
    const _errs11 = errors;
    const _errs12 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate64.errors = [{instancePath:instancePath+"/impressions",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs12){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate64.errors = [{instancePath:instancePath+"/impressions",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs11 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.clicks !== undefined){
    let data5 = data.clicks;
    const _errs14 = errors;
    const _errs15 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate64.errors = [{instancePath:instancePath+"/clicks",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs15){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate64.errors = [{instancePath:instancePath+"/clicks",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs14 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.conversions !== undefined){
    let data6 = data.conversions;
    const _errs17 = errors;
    const _errs18 = errors;
    if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
    validate64.errors = [{instancePath:instancePath+"/conversions",schemaPath:"marketing-bodies.json#/definitions/Count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs18){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 < 0 || isNaN(data6)){
    validate64.errors = [{instancePath:instancePath+"/conversions",schemaPath:"marketing-bodies.json#/definitions/Count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid0 = _errs17 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.spend !== undefined){
    let data7 = data.spend;
    const _errs20 = errors;
    const _errs21 = errors;
    if(errors === _errs21){
    if((typeof data7 == "number") && (isFinite(data7))){
    if(data7 < 0 || isNaN(data7)){
    validate64.errors = [{instancePath:instancePath+"/spend",schemaPath:"marketing-bodies.json#/definitions/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    else {
    validate64.errors = [{instancePath:instancePath+"/spend",schemaPath:"marketing-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
    return false;
    }
    }
    var valid0 = _errs20 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.revenue !== undefined){
    let data8 = data.revenue;
    const _errs23 = errors;
    const _errs25 = errors;
    if(errors === _errs25){
    if((typeof data8 == "number") && (isFinite(data8))){
    if(data8 < 0 || isNaN(data8)){
    validate64.errors = [{instancePath:instancePath+"/revenue",schemaPath:"marketing-bodies.json#/definitions/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    else {
    validate64.errors = [{instancePath:instancePath+"/revenue",schemaPath:"marketing-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
    return false;
    }
    }
    var valid0 = _errs23 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.currency !== undefined){
    let data9 = data.currency;
    const _errs27 = errors;
    const _errs28 = errors;
    if(errors === _errs28){
    if(typeof data9 === "string"){
    if(!pattern8.test(data9)){
    validate64.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
    return false;
    }
    }
    else {
    validate64.errors = [{instancePath:instancePath+"/currency",schemaPath:"marketing-bodies.json#/definitions/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs27 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.roas !== undefined){
    let data10 = data.roas;
    const _errs30 = errors;
    const _errs31 = errors;
    let valid10 = false;
    const _errs32 = errors;
    if(data10 !== null){
    const err0 = {instancePath:instancePath+"/roas",schemaPath:"#/properties/roas/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs32 === errors;
    valid10 = valid10 || _valid0;
    if(!valid10){
    const _errs34 = errors;
    if(errors === _errs34){
    if((typeof data10 == "number") && (isFinite(data10))){
    if(data10 < 0 || isNaN(data10)){
    const err1 = {instancePath:instancePath+"/roas",schemaPath:"#/properties/roas/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
    const err2 = {instancePath:instancePath+"/roas",schemaPath:"#/properties/roas/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    }
    var _valid0 = _errs34 === errors;
    valid10 = valid10 || _valid0;
    }
    if(!valid10){
    const err3 = {instancePath:instancePath+"/roas",schemaPath:"#/properties/roas/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate64.errors = vErrors;
    return false;
    }
    else {
    errors = _errs31;
    if(vErrors !== null){
    if(_errs31){
    vErrors.length = _errs31;
    }
    else {
    vErrors = null;
    }
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
    }
    }
    }
    }
    }
    }
    }
    else {
    validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate64.errors = vErrors;
    return errors === 0;
    }


    function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    const _errs1 = errors;
    if(errors === _errs1){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.total === undefined) && (missing0 = "total")) || ((data.page === undefined) && (missing0 = "page"))) || ((data.page_size === undefined) && (missing0 = "page_size"))) || ((data.total_pages === undefined) && (missing0 = "total_pages"))){
    validate63.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.total !== undefined){
    let data0 = data.total;
    const _errs3 = errors;
    if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
    validate63.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs3){
    if((typeof data0 == "number") && (isFinite(data0))){
    if(data0 < 0 || isNaN(data0)){
    validate63.errors = [{instancePath:instancePath+"/total",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs3 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page !== undefined){
    let data1 = data.page;
    const _errs5 = errors;
    if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
    validate63.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs5){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 < 1 || isNaN(data1)){
    validate63.errors = [{instancePath:instancePath+"/page",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid2 = _errs5 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.page_size !== undefined){
    let data2 = data.page_size;
    const _errs7 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate63.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs7){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 > 100 || isNaN(data2)){
    validate63.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data2 < 1 || isNaN(data2)){
    validate63.errors = [{instancePath:instancePath+"/page_size",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/page_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid2 = _errs7 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data.total_pages !== undefined){
    let data3 = data.total_pages;
    const _errs9 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate63.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs9){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 < 0 || isNaN(data3)){
    validate63.errors = [{instancePath:instancePath+"/total_pages",schemaPath:"marketing-bodies.json#/definitions/Pagination/properties/total_pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid2 = _errs9 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate63.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/Pagination/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs11 = errors;
    if(errors === _errs11){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if((data.items === undefined) && (missing1 = "items")){
    validate63.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data4 = data.items;
    const _errs13 = errors;
    if(errors === _errs13){
    if(Array.isArray(data4)){
    var valid4 = true;
    const len0 = data4.length;
    for(let i0=0; i0<len0; i0++){
    const _errs15 = errors;
    if(!(validate64(data4[i0], {instancePath:instancePath+"/items/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
    errors = vErrors.length;
    }
    var valid4 = _errs15 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate63.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate63.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs11 === errors;
    }
    validate63.errors = vErrors;
    return errors === 0;
    }


    function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((data.success === undefined) && (missing0 = "success")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.traceId === undefined) && (missing0 = "traceId"))){
    validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate62.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate62.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema107.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.data !== undefined){
    const _errs3 = errors;
    if(!(validate63(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
    errors = vErrors.length;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs4 = errors;
    const _errs6 = errors;
    let valid2 = false;
    const _errs7 = errors;
    if(data2 !== null){
    const err0 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs9 = errors;
    if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
    const err1 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    if(!(data2 === null)){
    const err2 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema4.anyOf[1].enum},message:"must be equal to one of the allowed values"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    }
    var _valid0 = _errs9 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/error",schemaPath:"marketing-bodies.json#/definitions/NoError/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate62.errors = vErrors;
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
    var valid0 = _errs4 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.traceId !== undefined){
    let data3 = data.traceId;
    const _errs11 = errors;
    const _errs12 = errors;
    if(errors === _errs12){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate62.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate62.errors = [{instancePath:instancePath+"/traceId",schemaPath:"marketing-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
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
    validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate62.errors = vErrors;
    return errors === 0;
    }


    function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate62(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
    errors = vErrors.length;
    }
    validate61.errors = vErrors;
    return errors === 0;
    }

    exports["eKb4JEAVyxP-DSCMcgIoBEHY"] = validate68;
    const schema121 = {"$ref":"marketing-bodies.json#/definitions/OpenApiDocument"};
    const schema122 = {"type":"object","description":"An OpenAPI 3.0.3 document.","required":["openapi","info","paths"],"properties":{"openapi":{"type":"string"},"info":{"type":"object"},"paths":{"type":"object"}},"additionalProperties":true};

    function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.openapi === undefined) && (missing0 = "openapi")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.paths === undefined) && (missing0 = "paths"))){
    validate68.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/OpenApiDocument/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.openapi !== undefined){
    const _errs3 = errors;
    if(typeof data.openapi !== "string"){
    validate68.errors = [{instancePath:instancePath+"/openapi",schemaPath:"marketing-bodies.json#/definitions/OpenApiDocument/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate68.errors = [{instancePath:instancePath+"/info",schemaPath:"marketing-bodies.json#/definitions/OpenApiDocument/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate68.errors = [{instancePath:instancePath+"/paths",schemaPath:"marketing-bodies.json#/definitions/OpenApiDocument/properties/paths/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate68.errors = [{instancePath,schemaPath:"marketing-bodies.json#/definitions/OpenApiDocument/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate68.errors = vErrors;
    return errors === 0;
    }

    exports.AEBOaGQVNw8XEcTXrPopBURN = validate69;
    const schema123 = {"type":"string"};

    function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(typeof data !== "string"){
    validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    validate69.errors = vErrors;
    return errors === 0;
    }

    return exports;
  },
};
