// @ts-nocheck
/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';

// ajv's runtime helpers (ucs2length, deep equality), as its standalone code names them.
const require = createRequire(import.meta.url);

/** Of spec/hrm.yaml: the parsed document these validators were compiled from. */
export const documentKey = "UQnA2wy9qNUxXflaz2ykxYofJB3JZMUGOQes3c31NfI";

/** Request parameters (coerced, as hrm-parameters compiles them). */
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

    exports.a2Ln1QA9oxOiQ6uBZHPsSqdC = validate2;
    const schema2 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":1000000,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":100,"default":20},"department":{"$ref":"hrm-parameters.json#/definitions/Department"},"status":{"$ref":"hrm-parameters.json#/definitions/EmployeeStatus"}},"required":[],"additionalProperties":false};
    const schema4 = {"type":"string","enum":["engineering","finance","human-resources","operations","sales"]};
    const schema5 = {"type":"string","enum":["active","on-leave","terminated"]};

    function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.pageSize === undefined){
    data.pageSize = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!((((key0 === "page") || (key0 === "pageSize")) || (key0 === "department")) || (key0 === "status"))){
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
    if(data0 > 1000000 || isNaN(data0)){
    validate2.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
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
    let data1 = data.pageSize;
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
    validate2.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["pageSize"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate2.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate2.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.department !== undefined){
    let data2 = data.department;
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
    validate2.errors = [{instancePath:instancePath+"/department",schemaPath:"hrm-parameters.json#/definitions/Department/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["department"] = coerced2;
    }
    }
    }
    if(!(((((data2 === "engineering") || (data2 === "finance")) || (data2 === "human-resources")) || (data2 === "operations")) || (data2 === "sales"))){
    validate2.errors = [{instancePath:instancePath+"/department",schemaPath:"hrm-parameters.json#/definitions/Department/enum",keyword:"enum",params:{allowedValues: schema4.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.status !== undefined){
    let data3 = data.status;
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
    validate2.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-parameters.json#/definitions/EmployeeStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced3 !== undefined){
    data3 = coerced3;
    if(data !== undefined){
    data["status"] = coerced3;
    }
    }
    }
    if(!(((data3 === "active") || (data3 === "on-leave")) || (data3 === "terminated"))){
    validate2.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-parameters.json#/definitions/EmployeeStatus/enum",keyword:"enum",params:{allowedValues: schema5.enum},message:"must be equal to one of the allowed values"}];
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
    validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate2.errors = vErrors;
    return errors === 0;
    }

    exports["28wD3I8Ofpx14eXdHAOgHg_o"] = validate4;
    const schema6 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":1000000,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":100,"default":20},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"},"employeeId":{"type":"string","pattern":"^emp-[0-9]{4}$"}},"required":[],"additionalProperties":false};
    const formats0 = formats.date;
    const pattern0 = new RegExp("^emp-[0-9]{4}$", "u");

    function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.pageSize === undefined){
    data.pageSize = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!(((((key0 === "page") || (key0 === "pageSize")) || (key0 === "from")) || (key0 === "to")) || (key0 === "employeeId"))){
    validate4.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
    validate4.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
    if(data0 > 1000000 || isNaN(data0)){
    validate4.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
    return false;
    }
    else {
    if(data0 < 1 || isNaN(data0)){
    validate4.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs2 === errors;
    if(valid0){
    let data1 = data.pageSize;
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
    validate4.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["pageSize"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate4.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate4.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
    validate4.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate4.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
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
    validate4.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate4.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
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
    if(data.employeeId !== undefined){
    let data4 = data.employeeId;
    const _errs10 = errors;
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
    validate4.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced4 !== undefined){
    data4 = coerced4;
    if(data !== undefined){
    data["employeeId"] = coerced4;
    }
    }
    }
    if(errors === _errs10){
    if(typeof data4 === "string"){
    if(!pattern0.test(data4)){
    validate4.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/pattern",keyword:"pattern",params:{pattern: "^emp-[0-9]{4}$"},message:"must match pattern \""+"^emp-[0-9]{4}$"+"\""}];
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
    validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate4.errors = vErrors;
    return errors === 0;
    }

    exports["Le6d2uW0v3I-0v0mppcvtWPs"] = validate5;
    const schema7 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":1000000,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":100,"default":20},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"},"status":{"$ref":"hrm-parameters.json#/definitions/LeaveStatus"},"employeeId":{"type":"string","pattern":"^emp-[0-9]{4}$"}},"required":[],"additionalProperties":false};
    const schema8 = {"type":"string","enum":["pending","approved","rejected","cancelled"]};

    function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.pageSize === undefined){
    data.pageSize = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!((((((key0 === "page") || (key0 === "pageSize")) || (key0 === "from")) || (key0 === "to")) || (key0 === "status")) || (key0 === "employeeId"))){
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
    if(data0 > 1000000 || isNaN(data0)){
    validate5.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
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
    let data1 = data.pageSize;
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
    validate5.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["pageSize"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate5.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate5.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
    validate5.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate5.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
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
    validate5.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate5.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
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
    if(data.status !== undefined){
    let data4 = data.status;
    const _errs10 = errors;
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
    validate5.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-parameters.json#/definitions/LeaveStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced4 !== undefined){
    data4 = coerced4;
    if(data !== undefined){
    data["status"] = coerced4;
    }
    }
    }
    if(!((((data4 === "pending") || (data4 === "approved")) || (data4 === "rejected")) || (data4 === "cancelled"))){
    validate5.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-parameters.json#/definitions/LeaveStatus/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs10 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.employeeId !== undefined){
    let data5 = data.employeeId;
    const _errs13 = errors;
    if(typeof data5 !== "string"){
    let dataType5 = typeof data5;
    let coerced5 = undefined;
    if(dataType5 == 'object' && Array.isArray(data5) && data5.length == 1){
    data5 = data5[0];
    dataType5 = typeof data5;
    if(typeof data5 === "string"){
    coerced5 = data5;
    }
    }
    if(!(coerced5 !== undefined)){
    if(dataType5 == "number" || dataType5 == "boolean"){
    coerced5 = "" + data5;
    }
    else if(data5 === null){
    coerced5 = "";
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced5 !== undefined){
    data5 = coerced5;
    if(data !== undefined){
    data["employeeId"] = coerced5;
    }
    }
    }
    if(errors === _errs13){
    if(typeof data5 === "string"){
    if(!pattern0.test(data5)){
    validate5.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/pattern",keyword:"pattern",params:{pattern: "^emp-[0-9]{4}$"},message:"must match pattern \""+"^emp-[0-9]{4}$"+"\""}];
    return false;
    }
    }
    }
    var valid0 = _errs13 === errors;
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
    validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate5.errors = vErrors;
    return errors === 0;
    }

    exports.egj11JOw7MNcGX5IVrPEPHSr = validate6;
    const schema9 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":1000000,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":100,"default":20},"period":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$"}},"required":[],"additionalProperties":false};
    const pattern2 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])$", "u");

    function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.pageSize === undefined){
    data.pageSize = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!(((key0 === "page") || (key0 === "pageSize")) || (key0 === "period"))){
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
    if(data0 > 1000000 || isNaN(data0)){
    validate6.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
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
    let data1 = data.pageSize;
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
    validate6.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["pageSize"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate6.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate6.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.period !== undefined){
    let data2 = data.period;
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
    validate6.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["period"] = coerced2;
    }
    }
    }
    if(errors === _errs6){
    if(typeof data2 === "string"){
    if(!pattern2.test(data2)){
    validate6.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])$"+"\""}];
    return false;
    }
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
    validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate6.errors = vErrors;
    return errors === 0;
    }

    exports.cHJjYMO5hc6h3gRkadPEm2Sn = validate7;
    const schema10 = {"type":"object","properties":{"page":{"type":"integer","minimum":1,"maximum":1000000,"default":1},"pageSize":{"type":"integer","minimum":1,"maximum":100,"default":20},"category":{"$ref":"hrm-parameters.json#/definitions/DocumentCategory"},"employeeId":{"type":"string","pattern":"^emp-[0-9]{4}$"}},"required":[],"additionalProperties":false};
    const schema11 = {"type":"string","enum":["contract","policy","payslip","certificate","performance-review"]};

    function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    if(data.page === undefined){
    data.page = 1;
    }
    if(data.pageSize === undefined){
    data.pageSize = 20;
    }
    const _errs1 = errors;
    for(const key0 in data){
    if(!((((key0 === "page") || (key0 === "pageSize")) || (key0 === "category")) || (key0 === "employeeId"))){
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
    if(data0 > 1000000 || isNaN(data0)){
    validate7.errors = [{instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"}];
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
    let data1 = data.pageSize;
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
    validate7.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    }
    if(coerced1 !== undefined){
    data1 = coerced1;
    if(data !== undefined){
    data["pageSize"] = coerced1;
    }
    }
    }
    if(errors === _errs4){
    if((typeof data1 == "number") && (isFinite(data1))){
    if(data1 > 100 || isNaN(data1)){
    validate7.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data1 < 1 || isNaN(data1)){
    validate7.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"#/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid0 = _errs4 === errors;
    if(valid0){
    if(data.category !== undefined){
    let data2 = data.category;
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
    validate7.errors = [{instancePath:instancePath+"/category",schemaPath:"hrm-parameters.json#/definitions/DocumentCategory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced2 !== undefined){
    data2 = coerced2;
    if(data !== undefined){
    data["category"] = coerced2;
    }
    }
    }
    if(!(((((data2 === "contract") || (data2 === "policy")) || (data2 === "payslip")) || (data2 === "certificate")) || (data2 === "performance-review"))){
    validate7.errors = [{instancePath:instancePath+"/category",schemaPath:"hrm-parameters.json#/definitions/DocumentCategory/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs6 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.employeeId !== undefined){
    let data3 = data.employeeId;
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
    validate7.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    if(coerced3 !== undefined){
    data3 = coerced3;
    if(data !== undefined){
    data["employeeId"] = coerced3;
    }
    }
    }
    if(errors === _errs9){
    if(typeof data3 === "string"){
    if(!pattern0.test(data3)){
    validate7.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/pattern",keyword:"pattern",params:{pattern: "^emp-[0-9]{4}$"},message:"must match pattern \""+"^emp-[0-9]{4}$"+"\""}];
    return false;
    }
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
    else {
    validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate7.errors = vErrors;
    return errors === 0;
    }

    exports["3MZQlhwKmu3SmOps5-V7Ag6L"] = validate8;
    const schema12 = {"type":"object","properties":{"member_refresh":{"type":"string","maxLength":256}},"required":[],"additionalProperties":true};
    const func0 = require("ajv/dist/runtime/ucs2length").default;

    function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
    validate8.errors = [{instancePath:instancePath+"/member_refresh",schemaPath:"#/properties/member_refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate8.errors = [{instancePath:instancePath+"/member_refresh",schemaPath:"#/properties/member_refresh/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
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

    return exports;
  },
};

/** Request and response bodies (as hrm-bodies compiles them). */
export const bodies = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  create(formats) {
    const exports = {};
    exports["62eZE-FVKVXXa8TYlLW1Ef1I"] = validate0;
    const schema0 = {"$ref":"hrm-bodies.json#/definitions/HealthResponse"};
    const schema2 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/Health"}}};
    const schema3 = {"type":"string","description":"The W3C trace-context trace-id of this request (32 lowercase hex characters).","pattern":"^[0-9a-f]{32}$"};
    const schema4 = {"type":"object","required":["status","service","version","store"],"properties":{"status":{"type":"string","enum":["ok"]},"service":{"type":"string","enum":["hrm"]},"version":{"type":"string","description":"The service version (the interface version of this document)."},"store":{"type":"string","enum":["sqlite","postgres"],"description":"The store engine in use."}}};
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
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate2.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(((((data2.status === undefined) && (missing1 = "status")) || ((data2.service === undefined) && (missing1 = "service"))) || ((data2.version === undefined) && (missing1 = "version"))) || ((data2.store === undefined) && (missing1 = "store"))){
    validate2.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/Health/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.status !== undefined){
    let data3 = data2.status;
    const _errs9 = errors;
    if(typeof data3 !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/status",schemaPath:"hrm-bodies.json#/definitions/Health/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data3 === "ok")){
    validate2.errors = [{instancePath:instancePath+"/data/status",schemaPath:"hrm-bodies.json#/definitions/Health/properties/status/enum",keyword:"enum",params:{allowedValues: schema4.properties.status.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs9 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.service !== undefined){
    let data4 = data2.service;
    const _errs11 = errors;
    if(typeof data4 !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/service",schemaPath:"hrm-bodies.json#/definitions/Health/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data4 === "hrm")){
    validate2.errors = [{instancePath:instancePath+"/data/service",schemaPath:"hrm-bodies.json#/definitions/Health/properties/service/enum",keyword:"enum",params:{allowedValues: schema4.properties.service.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs11 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.version !== undefined){
    const _errs13 = errors;
    if(typeof data2.version !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/version",schemaPath:"hrm-bodies.json#/definitions/Health/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs13 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data2.store !== undefined){
    let data6 = data2.store;
    const _errs15 = errors;
    if(typeof data6 !== "string"){
    validate2.errors = [{instancePath:instancePath+"/data/store",schemaPath:"hrm-bodies.json#/definitions/Health/properties/store/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data6 === "sqlite") || (data6 === "postgres"))){
    validate2.errors = [{instancePath:instancePath+"/data/store",schemaPath:"hrm-bodies.json#/definitions/Health/properties/store/enum",keyword:"enum",params:{allowedValues: schema4.properties.store.enum},message:"must be equal to one of the allowed values"}];
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
    validate2.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/Health/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

    exports["9wbptbX_7L15vFne0mBJ2qL2"] = validate4;
    const schema5 = {"$ref":"hrm-bodies.json#/definitions/ErrorEnvelope"};
    const schema6 = {"type":"object","required":["success","traceId","error"],"properties":{"success":{"type":"boolean","enum":[false]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"error":{"$ref":"hrm-bodies.json#/definitions/Error"}}};
    const schema8 = {"type":"object","required":["code","message"],"properties":{"code":{"$ref":"hrm-bodies.json#/definitions/ErrorCode"},"message":{"type":"string","description":"A human-readable explanation."},"details":{"description":"Structured details, such as the list of validation problems or the missing scopes.\nA `VALIDATION_FAILED` answer lists at most 20 problems, each `{location, path, message}`; when there were more, `message` says how many (a body of more than 10,000 values is checked only up to its first problem, and `message` says so). Strings in `details` are cut at 300 characters and lists at 20 entries, so an error answer stays under about 8 KB whatever the request held.\n"}}};
    const schema9 = {"type":"string","description":"A stable machine-readable error identifier.","enum":["VALIDATION_FAILED","MALFORMED_JSON","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","METHOD_NOT_ALLOWED","NOT_ACCEPTABLE","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL","RESPONSE_VALIDATION_FAILED","UPSTREAM_UNAVAILABLE","STORE_UNAVAILABLE","UPSTREAM_TIMEOUT","MALFORMED_REQUEST","REQUEST_TIMEOUT","EXPECTATION_FAILED","HEADERS_TOO_LARGE","RANGE_NOT_SATISFIABLE","PRECONDITION_FAILED"]};

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
    validate6.errors = [{instancePath:instancePath+"/code",schemaPath:"hrm-bodies.json#/definitions/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((((((((((((((((((data0 === "VALIDATION_FAILED") || (data0 === "MALFORMED_JSON")) || (data0 === "UNAUTHORIZED")) || (data0 === "FORBIDDEN")) || (data0 === "NOT_FOUND")) || (data0 === "METHOD_NOT_ALLOWED")) || (data0 === "NOT_ACCEPTABLE")) || (data0 === "PAYLOAD_TOO_LARGE")) || (data0 === "UNSUPPORTED_MEDIA_TYPE")) || (data0 === "RATE_LIMITED")) || (data0 === "INTERNAL")) || (data0 === "RESPONSE_VALIDATION_FAILED")) || (data0 === "UPSTREAM_UNAVAILABLE")) || (data0 === "STORE_UNAVAILABLE")) || (data0 === "UPSTREAM_TIMEOUT")) || (data0 === "MALFORMED_REQUEST")) || (data0 === "REQUEST_TIMEOUT")) || (data0 === "EXPECTATION_FAILED")) || (data0 === "HEADERS_TOO_LARGE")) || (data0 === "RANGE_NOT_SATISFIABLE")) || (data0 === "PRECONDITION_FAILED"))){
    validate6.errors = [{instancePath:instancePath+"/code",schemaPath:"hrm-bodies.json#/definitions/ErrorCode/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"}];
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
    validate5.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate5.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

    exports.dDXkiz002ntMq_em7T3Sa4pb = validate9;
    const schema10 = {"$ref":"hrm-bodies.json#/definitions/IntegrationResponse"};
    const schema11 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/Integration"}}};
    const schema13 = {"type":"object","required":["service","version","authentication","scopes","rateLimit","paging","memberApi","documentation","localMemberOperations"],"properties":{"service":{"type":"string","enum":["hrm"]},"version":{"type":"string"},"authentication":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/AuthenticationOption"}},"scopes":{"type":"array","items":{"type":"object","required":["scope","description","operations"],"properties":{"scope":{"$ref":"hrm-bodies.json#/definitions/Scope"},"description":{"type":"string"},"operations":{"type":"array","description":"The operations that need this scope, as `METHOD path`.","items":{"type":"string"}}}}},"rateLimit":{"type":"object","required":["limit","windowSeconds","per","headers"],"properties":{"limit":{"type":"integer","minimum":1,"description":"Requests allowed per window."},"windowSeconds":{"type":"integer","minimum":1},"per":{"type":"string","enum":["API key or member"]},"headers":{"type":"array","items":{"type":"string"}}}},"paging":{"type":"object","required":["pageParameter","pageSizeParameter","defaultPageSize","maxPageSize"],"properties":{"pageParameter":{"type":"string"},"pageSizeParameter":{"type":"string"},"defaultPageSize":{"type":"integer"},"maxPageSize":{"type":"integer"}}},"memberApi":{"type":"object","required":["baseUrl","issuer","audience","jwksUrl","permissionClaims","endpoints","proxy"],"properties":{"baseUrl":{"type":"string","format":"uri"},"issuer":{"type":"string"},"audience":{"type":"string"},"jwksUrl":{"type":"string","format":"uri"},"permissionClaims":{"type":"array","items":{"type":"string"}},"endpoints":{"type":"object","description":"The central member API's own addresses.","required":["login","refresh","logout","permissions"],"properties":{"login":{"type":"string","format":"uri"},"refresh":{"type":"string","format":"uri"},"logout":{"type":"string","format":"uri"},"permissions":{"type":"string","format":"uri"}}},"proxy":{"type":"object","description":"The same-origin proxy paths of this service, for browsers.","required":["login","refresh","logout","permissions"],"properties":{"login":{"type":"string"},"refresh":{"type":"string"},"logout":{"type":"string"},"permissions":{"type":"string"}}}}},"documentation":{"type":"object","required":["openapiJson","openapiYaml","swaggerUi"],"properties":{"openapiJson":{"type":"string"},"openapiYaml":{"type":"string"},"swaggerUi":{"type":"string"}}},"localMemberOperations":{"type":"string","enum":["none"],"description":"This service creates no members, edits no profiles and issues no member tokens."}}};
    const schema14 = {"type":"object","required":["scheme","type","header","format","intendedFor"],"properties":{"scheme":{"type":"string","enum":["memberToken","apiKey"],"description":"The security scheme's name in this description."},"type":{"type":"string","enum":["bearer","apiKey"]},"header":{"type":"string"},"format":{"type":"string"},"intendedFor":{"type":"string"}}};
    const schema15 = {"type":"string","enum":["employee.read","attendance.read","leave.read","payroll.read","document.read"]};
    const formats0 = formats.uri;

    function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((data.service === undefined) && (missing0 = "service")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.authentication === undefined) && (missing0 = "authentication"))) || ((data.scopes === undefined) && (missing0 = "scopes"))) || ((data.rateLimit === undefined) && (missing0 = "rateLimit"))) || ((data.paging === undefined) && (missing0 = "paging"))) || ((data.memberApi === undefined) && (missing0 = "memberApi"))) || ((data.documentation === undefined) && (missing0 = "documentation"))) || ((data.localMemberOperations === undefined) && (missing0 = "localMemberOperations"))){
    validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.service !== undefined){
    let data0 = data.service;
    const _errs1 = errors;
    if(typeof data0 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data0 === "hrm")){
    validate11.errors = [{instancePath:instancePath+"/service",schemaPath:"#/properties/service/enum",keyword:"enum",params:{allowedValues: schema13.properties.service.enum},message:"must be equal to one of the allowed values"}];
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
    if(data.authentication !== undefined){
    let data2 = data.authentication;
    const _errs5 = errors;
    if(errors === _errs5){
    if(Array.isArray(data2)){
    var valid1 = true;
    const len0 = data2.length;
    for(let i0=0; i0<len0; i0++){
    let data3 = data2[i0];
    const _errs7 = errors;
    const _errs8 = errors;
    if(errors === _errs8){
    if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
    let missing1;
    if((((((data3.scheme === undefined) && (missing1 = "scheme")) || ((data3.type === undefined) && (missing1 = "type"))) || ((data3.header === undefined) && (missing1 = "header"))) || ((data3.format === undefined) && (missing1 = "format"))) || ((data3.intendedFor === undefined) && (missing1 = "intendedFor"))){
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0,schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data3.scheme !== undefined){
    let data4 = data3.scheme;
    const _errs10 = errors;
    if(typeof data4 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0+"/scheme",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data4 === "memberToken") || (data4 === "apiKey"))){
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0+"/scheme",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema14.properties.scheme.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs10 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data3.type !== undefined){
    let data5 = data3.type;
    const _errs12 = errors;
    if(typeof data5 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0+"/type",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((data5 === "bearer") || (data5 === "apiKey"))){
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0+"/type",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/type/enum",keyword:"enum",params:{allowedValues: schema14.properties.type.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid3 = _errs12 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data3.header !== undefined){
    const _errs14 = errors;
    if(typeof data3.header !== "string"){
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0+"/header",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs14 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data3.format !== undefined){
    const _errs16 = errors;
    if(typeof data3.format !== "string"){
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0+"/format",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs16 === errors;
    }
    else {
    var valid3 = true;
    }
    if(valid3){
    if(data3.intendedFor !== undefined){
    const _errs18 = errors;
    if(typeof data3.intendedFor !== "string"){
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0+"/intendedFor",schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/properties/intendedFor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs18 === errors;
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
    validate11.errors = [{instancePath:instancePath+"/authentication/" + i0,schemaPath:"hrm-bodies.json#/definitions/AuthenticationOption/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid1 = _errs7 === errors;
    if(!valid1){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/authentication",schemaPath:"#/properties/authentication/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.scopes !== undefined){
    let data9 = data.scopes;
    const _errs20 = errors;
    if(errors === _errs20){
    if(Array.isArray(data9)){
    var valid4 = true;
    const len1 = data9.length;
    for(let i1=0; i1<len1; i1++){
    let data10 = data9[i1];
    const _errs22 = errors;
    if(errors === _errs22){
    if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
    let missing2;
    if((((data10.scope === undefined) && (missing2 = "scope")) || ((data10.description === undefined) && (missing2 = "description"))) || ((data10.operations === undefined) && (missing2 = "operations"))){
    validate11.errors = [{instancePath:instancePath+"/scopes/" + i1,schemaPath:"#/properties/scopes/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data10.scope !== undefined){
    let data11 = data10.scope;
    const _errs24 = errors;
    if(typeof data11 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/scopes/" + i1+"/scope",schemaPath:"hrm-bodies.json#/definitions/Scope/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((data11 === "employee.read") || (data11 === "attendance.read")) || (data11 === "leave.read")) || (data11 === "payroll.read")) || (data11 === "document.read"))){
    validate11.errors = [{instancePath:instancePath+"/scopes/" + i1+"/scope",schemaPath:"hrm-bodies.json#/definitions/Scope/enum",keyword:"enum",params:{allowedValues: schema15.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid5 = _errs24 === errors;
    }
    else {
    var valid5 = true;
    }
    if(valid5){
    if(data10.description !== undefined){
    const _errs27 = errors;
    if(typeof data10.description !== "string"){
    validate11.errors = [{instancePath:instancePath+"/scopes/" + i1+"/description",schemaPath:"#/properties/scopes/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid5 = _errs27 === errors;
    }
    else {
    var valid5 = true;
    }
    if(valid5){
    if(data10.operations !== undefined){
    let data13 = data10.operations;
    const _errs29 = errors;
    if(errors === _errs29){
    if(Array.isArray(data13)){
    var valid7 = true;
    const len2 = data13.length;
    for(let i2=0; i2<len2; i2++){
    const _errs31 = errors;
    if(typeof data13[i2] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/scopes/" + i1+"/operations/" + i2,schemaPath:"#/properties/scopes/items/properties/operations/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid7 = _errs31 === errors;
    if(!valid7){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/scopes/" + i1+"/operations",schemaPath:"#/properties/scopes/items/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
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
    validate11.errors = [{instancePath:instancePath+"/scopes/" + i1,schemaPath:"#/properties/scopes/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid4 = _errs22 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid0 = _errs20 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.rateLimit !== undefined){
    let data15 = data.rateLimit;
    const _errs33 = errors;
    if(errors === _errs33){
    if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
    let missing3;
    if(((((data15.limit === undefined) && (missing3 = "limit")) || ((data15.windowSeconds === undefined) && (missing3 = "windowSeconds"))) || ((data15.per === undefined) && (missing3 = "per"))) || ((data15.headers === undefined) && (missing3 = "headers"))){
    validate11.errors = [{instancePath:instancePath+"/rateLimit",schemaPath:"#/properties/rateLimit/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
    return false;
    }
    else {
    if(data15.limit !== undefined){
    let data16 = data15.limit;
    const _errs35 = errors;
    if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
    validate11.errors = [{instancePath:instancePath+"/rateLimit/limit",schemaPath:"#/properties/rateLimit/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs35){
    if((typeof data16 == "number") && (isFinite(data16))){
    if(data16 < 1 || isNaN(data16)){
    validate11.errors = [{instancePath:instancePath+"/rateLimit/limit",schemaPath:"#/properties/rateLimit/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid8 = _errs35 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data15.windowSeconds !== undefined){
    let data17 = data15.windowSeconds;
    const _errs37 = errors;
    if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
    validate11.errors = [{instancePath:instancePath+"/rateLimit/windowSeconds",schemaPath:"#/properties/rateLimit/properties/windowSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs37){
    if((typeof data17 == "number") && (isFinite(data17))){
    if(data17 < 1 || isNaN(data17)){
    validate11.errors = [{instancePath:instancePath+"/rateLimit/windowSeconds",schemaPath:"#/properties/rateLimit/properties/windowSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid8 = _errs37 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data15.per !== undefined){
    let data18 = data15.per;
    const _errs39 = errors;
    if(typeof data18 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/rateLimit/per",schemaPath:"#/properties/rateLimit/properties/per/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data18 === "API key or member")){
    validate11.errors = [{instancePath:instancePath+"/rateLimit/per",schemaPath:"#/properties/rateLimit/properties/per/enum",keyword:"enum",params:{allowedValues: schema13.properties.rateLimit.properties.per.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid8 = _errs39 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data15.headers !== undefined){
    let data19 = data15.headers;
    const _errs41 = errors;
    if(errors === _errs41){
    if(Array.isArray(data19)){
    var valid9 = true;
    const len3 = data19.length;
    for(let i3=0; i3<len3; i3++){
    const _errs43 = errors;
    if(typeof data19[i3] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/rateLimit/headers/" + i3,schemaPath:"#/properties/rateLimit/properties/headers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid9 = _errs43 === errors;
    if(!valid9){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/rateLimit/headers",schemaPath:"#/properties/rateLimit/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid8 = _errs41 === errors;
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
    validate11.errors = [{instancePath:instancePath+"/rateLimit",schemaPath:"#/properties/rateLimit/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs33 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.paging !== undefined){
    let data21 = data.paging;
    const _errs45 = errors;
    if(errors === _errs45){
    if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
    let missing4;
    if(((((data21.pageParameter === undefined) && (missing4 = "pageParameter")) || ((data21.pageSizeParameter === undefined) && (missing4 = "pageSizeParameter"))) || ((data21.defaultPageSize === undefined) && (missing4 = "defaultPageSize"))) || ((data21.maxPageSize === undefined) && (missing4 = "maxPageSize"))){
    validate11.errors = [{instancePath:instancePath+"/paging",schemaPath:"#/properties/paging/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
    return false;
    }
    else {
    if(data21.pageParameter !== undefined){
    const _errs47 = errors;
    if(typeof data21.pageParameter !== "string"){
    validate11.errors = [{instancePath:instancePath+"/paging/pageParameter",schemaPath:"#/properties/paging/properties/pageParameter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid10 = _errs47 === errors;
    }
    else {
    var valid10 = true;
    }
    if(valid10){
    if(data21.pageSizeParameter !== undefined){
    const _errs49 = errors;
    if(typeof data21.pageSizeParameter !== "string"){
    validate11.errors = [{instancePath:instancePath+"/paging/pageSizeParameter",schemaPath:"#/properties/paging/properties/pageSizeParameter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid10 = _errs49 === errors;
    }
    else {
    var valid10 = true;
    }
    if(valid10){
    if(data21.defaultPageSize !== undefined){
    let data24 = data21.defaultPageSize;
    const _errs51 = errors;
    if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
    validate11.errors = [{instancePath:instancePath+"/paging/defaultPageSize",schemaPath:"#/properties/paging/properties/defaultPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    var valid10 = _errs51 === errors;
    }
    else {
    var valid10 = true;
    }
    if(valid10){
    if(data21.maxPageSize !== undefined){
    let data25 = data21.maxPageSize;
    const _errs53 = errors;
    if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
    validate11.errors = [{instancePath:instancePath+"/paging/maxPageSize",schemaPath:"#/properties/paging/properties/maxPageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    var valid10 = _errs53 === errors;
    }
    else {
    var valid10 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/paging",schemaPath:"#/properties/paging/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs45 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.memberApi !== undefined){
    let data26 = data.memberApi;
    const _errs55 = errors;
    if(errors === _errs55){
    if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
    let missing5;
    if((((((((data26.baseUrl === undefined) && (missing5 = "baseUrl")) || ((data26.issuer === undefined) && (missing5 = "issuer"))) || ((data26.audience === undefined) && (missing5 = "audience"))) || ((data26.jwksUrl === undefined) && (missing5 = "jwksUrl"))) || ((data26.permissionClaims === undefined) && (missing5 = "permissionClaims"))) || ((data26.endpoints === undefined) && (missing5 = "endpoints"))) || ((data26.proxy === undefined) && (missing5 = "proxy"))){
    validate11.errors = [{instancePath:instancePath+"/memberApi",schemaPath:"#/properties/memberApi/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
    return false;
    }
    else {
    if(data26.baseUrl !== undefined){
    let data27 = data26.baseUrl;
    const _errs57 = errors;
    if(errors === _errs57){
    if(errors === _errs57){
    if(typeof data27 === "string"){
    if(!(formats0(data27))){
    validate11.errors = [{instancePath:instancePath+"/memberApi/baseUrl",schemaPath:"#/properties/memberApi/properties/baseUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/baseUrl",schemaPath:"#/properties/memberApi/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid11 = _errs57 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data26.issuer !== undefined){
    const _errs59 = errors;
    if(typeof data26.issuer !== "string"){
    validate11.errors = [{instancePath:instancePath+"/memberApi/issuer",schemaPath:"#/properties/memberApi/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid11 = _errs59 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data26.audience !== undefined){
    const _errs61 = errors;
    if(typeof data26.audience !== "string"){
    validate11.errors = [{instancePath:instancePath+"/memberApi/audience",schemaPath:"#/properties/memberApi/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid11 = _errs61 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data26.jwksUrl !== undefined){
    let data30 = data26.jwksUrl;
    const _errs63 = errors;
    if(errors === _errs63){
    if(errors === _errs63){
    if(typeof data30 === "string"){
    if(!(formats0(data30))){
    validate11.errors = [{instancePath:instancePath+"/memberApi/jwksUrl",schemaPath:"#/properties/memberApi/properties/jwksUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/jwksUrl",schemaPath:"#/properties/memberApi/properties/jwksUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid11 = _errs63 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data26.permissionClaims !== undefined){
    let data31 = data26.permissionClaims;
    const _errs65 = errors;
    if(errors === _errs65){
    if(Array.isArray(data31)){
    var valid12 = true;
    const len4 = data31.length;
    for(let i4=0; i4<len4; i4++){
    const _errs67 = errors;
    if(typeof data31[i4] !== "string"){
    validate11.errors = [{instancePath:instancePath+"/memberApi/permissionClaims/" + i4,schemaPath:"#/properties/memberApi/properties/permissionClaims/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid12 = _errs67 === errors;
    if(!valid12){
    break;
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/permissionClaims",schemaPath:"#/properties/memberApi/properties/permissionClaims/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    var valid11 = _errs65 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data26.endpoints !== undefined){
    let data33 = data26.endpoints;
    const _errs69 = errors;
    if(errors === _errs69){
    if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
    let missing6;
    if(((((data33.login === undefined) && (missing6 = "login")) || ((data33.refresh === undefined) && (missing6 = "refresh"))) || ((data33.logout === undefined) && (missing6 = "logout"))) || ((data33.permissions === undefined) && (missing6 = "permissions"))){
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints",schemaPath:"#/properties/memberApi/properties/endpoints/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
    return false;
    }
    else {
    if(data33.login !== undefined){
    let data34 = data33.login;
    const _errs71 = errors;
    if(errors === _errs71){
    if(errors === _errs71){
    if(typeof data34 === "string"){
    if(!(formats0(data34))){
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints/login",schemaPath:"#/properties/memberApi/properties/endpoints/properties/login/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints/login",schemaPath:"#/properties/memberApi/properties/endpoints/properties/login/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid13 = _errs71 === errors;
    }
    else {
    var valid13 = true;
    }
    if(valid13){
    if(data33.refresh !== undefined){
    let data35 = data33.refresh;
    const _errs73 = errors;
    if(errors === _errs73){
    if(errors === _errs73){
    if(typeof data35 === "string"){
    if(!(formats0(data35))){
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints/refresh",schemaPath:"#/properties/memberApi/properties/endpoints/properties/refresh/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints/refresh",schemaPath:"#/properties/memberApi/properties/endpoints/properties/refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid13 = _errs73 === errors;
    }
    else {
    var valid13 = true;
    }
    if(valid13){
    if(data33.logout !== undefined){
    let data36 = data33.logout;
    const _errs75 = errors;
    if(errors === _errs75){
    if(errors === _errs75){
    if(typeof data36 === "string"){
    if(!(formats0(data36))){
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints/logout",schemaPath:"#/properties/memberApi/properties/endpoints/properties/logout/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints/logout",schemaPath:"#/properties/memberApi/properties/endpoints/properties/logout/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid13 = _errs75 === errors;
    }
    else {
    var valid13 = true;
    }
    if(valid13){
    if(data33.permissions !== undefined){
    let data37 = data33.permissions;
    const _errs77 = errors;
    if(errors === _errs77){
    if(errors === _errs77){
    if(typeof data37 === "string"){
    if(!(formats0(data37))){
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints/permissions",schemaPath:"#/properties/memberApi/properties/endpoints/properties/permissions/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
    return false;
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints/permissions",schemaPath:"#/properties/memberApi/properties/endpoints/properties/permissions/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid13 = _errs77 === errors;
    }
    else {
    var valid13 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/endpoints",schemaPath:"#/properties/memberApi/properties/endpoints/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid11 = _errs69 === errors;
    }
    else {
    var valid11 = true;
    }
    if(valid11){
    if(data26.proxy !== undefined){
    let data38 = data26.proxy;
    const _errs79 = errors;
    if(errors === _errs79){
    if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
    let missing7;
    if(((((data38.login === undefined) && (missing7 = "login")) || ((data38.refresh === undefined) && (missing7 = "refresh"))) || ((data38.logout === undefined) && (missing7 = "logout"))) || ((data38.permissions === undefined) && (missing7 = "permissions"))){
    validate11.errors = [{instancePath:instancePath+"/memberApi/proxy",schemaPath:"#/properties/memberApi/properties/proxy/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
    return false;
    }
    else {
    if(data38.login !== undefined){
    const _errs81 = errors;
    if(typeof data38.login !== "string"){
    validate11.errors = [{instancePath:instancePath+"/memberApi/proxy/login",schemaPath:"#/properties/memberApi/properties/proxy/properties/login/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid14 = _errs81 === errors;
    }
    else {
    var valid14 = true;
    }
    if(valid14){
    if(data38.refresh !== undefined){
    const _errs83 = errors;
    if(typeof data38.refresh !== "string"){
    validate11.errors = [{instancePath:instancePath+"/memberApi/proxy/refresh",schemaPath:"#/properties/memberApi/properties/proxy/properties/refresh/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid14 = _errs83 === errors;
    }
    else {
    var valid14 = true;
    }
    if(valid14){
    if(data38.logout !== undefined){
    const _errs85 = errors;
    if(typeof data38.logout !== "string"){
    validate11.errors = [{instancePath:instancePath+"/memberApi/proxy/logout",schemaPath:"#/properties/memberApi/properties/proxy/properties/logout/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid14 = _errs85 === errors;
    }
    else {
    var valid14 = true;
    }
    if(valid14){
    if(data38.permissions !== undefined){
    const _errs87 = errors;
    if(typeof data38.permissions !== "string"){
    validate11.errors = [{instancePath:instancePath+"/memberApi/proxy/permissions",schemaPath:"#/properties/memberApi/properties/proxy/properties/permissions/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid14 = _errs87 === errors;
    }
    else {
    var valid14 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/memberApi/proxy",schemaPath:"#/properties/memberApi/properties/proxy/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid11 = _errs79 === errors;
    }
    else {
    var valid11 = true;
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
    validate11.errors = [{instancePath:instancePath+"/memberApi",schemaPath:"#/properties/memberApi/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs55 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.documentation !== undefined){
    let data43 = data.documentation;
    const _errs89 = errors;
    if(errors === _errs89){
    if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
    let missing8;
    if((((data43.openapiJson === undefined) && (missing8 = "openapiJson")) || ((data43.openapiYaml === undefined) && (missing8 = "openapiYaml"))) || ((data43.swaggerUi === undefined) && (missing8 = "swaggerUi"))){
    validate11.errors = [{instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
    return false;
    }
    else {
    if(data43.openapiJson !== undefined){
    const _errs91 = errors;
    if(typeof data43.openapiJson !== "string"){
    validate11.errors = [{instancePath:instancePath+"/documentation/openapiJson",schemaPath:"#/properties/documentation/properties/openapiJson/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid15 = _errs91 === errors;
    }
    else {
    var valid15 = true;
    }
    if(valid15){
    if(data43.openapiYaml !== undefined){
    const _errs93 = errors;
    if(typeof data43.openapiYaml !== "string"){
    validate11.errors = [{instancePath:instancePath+"/documentation/openapiYaml",schemaPath:"#/properties/documentation/properties/openapiYaml/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid15 = _errs93 === errors;
    }
    else {
    var valid15 = true;
    }
    if(valid15){
    if(data43.swaggerUi !== undefined){
    const _errs95 = errors;
    if(typeof data43.swaggerUi !== "string"){
    validate11.errors = [{instancePath:instancePath+"/documentation/swaggerUi",schemaPath:"#/properties/documentation/properties/swaggerUi/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid15 = _errs95 === errors;
    }
    else {
    var valid15 = true;
    }
    }
    }
    }
    }
    else {
    validate11.errors = [{instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs89 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.localMemberOperations !== undefined){
    let data47 = data.localMemberOperations;
    const _errs97 = errors;
    if(typeof data47 !== "string"){
    validate11.errors = [{instancePath:instancePath+"/localMemberOperations",schemaPath:"#/properties/localMemberOperations/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data47 === "none")){
    validate11.errors = [{instancePath:instancePath+"/localMemberOperations",schemaPath:"#/properties/localMemberOperations/enum",keyword:"enum",params:{allowedValues: schema13.properties.localMemberOperations.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs97 === errors;
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
    validate10.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate10.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

    exports.AEBOaGQVNw8XEcTXrPopBURN = validate14;
    const schema16 = {"type":"string"};

    function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(typeof data !== "string"){
    validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    validate14.errors = vErrors;
    return errors === 0;
    }

    exports["6lZ0oe46IjmgW_yDyCtSnZqi"] = validate15;
    const schema17 = {"$ref":"hrm-bodies.json#/definitions/OpenApiDocument"};
    const schema18 = {"type":"object","description":"An OpenAPI 3.0.3 document.","required":["openapi","info","paths"],"properties":{"openapi":{"type":"string"},"info":{"type":"object"},"paths":{"type":"object"}},"additionalProperties":true};

    function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.openapi === undefined) && (missing0 = "openapi")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.paths === undefined) && (missing0 = "paths"))){
    validate15.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/OpenApiDocument/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.openapi !== undefined){
    const _errs3 = errors;
    if(typeof data.openapi !== "string"){
    validate15.errors = [{instancePath:instancePath+"/openapi",schemaPath:"hrm-bodies.json#/definitions/OpenApiDocument/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate15.errors = [{instancePath:instancePath+"/info",schemaPath:"hrm-bodies.json#/definitions/OpenApiDocument/properties/info/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate15.errors = [{instancePath:instancePath+"/paths",schemaPath:"hrm-bodies.json#/definitions/OpenApiDocument/properties/paths/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate15.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/OpenApiDocument/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate15.errors = vErrors;
    return errors === 0;
    }

    exports.gROFVMCf8uj5RnrLc9SM8x1q = validate16;
    const schema19 = {"$ref":"hrm-bodies.json#/definitions/EmployeePageResponse"};
    const schema20 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/EmployeePage"}}};
    const schema22 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/Employee"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
    const schema26 = {"type":"object","required":["page","pageSize","total","totalPages"],"properties":{"page":{"type":"integer","minimum":1},"pageSize":{"type":"integer","minimum":1,"maximum":100},"total":{"type":"integer","minimum":0,"description":"Items matching the filters, over all pages."},"totalPages":{"type":"integer","minimum":0}}};
    const schema23 = {"type":"object","required":["id","employeeNumber","firstName","lastName","email","department","jobTitle","employmentType","status","location","hireDate","terminationDate","managerId"],"properties":{"id":{"type":"string","pattern":"^emp-[0-9]{4}$"},"employeeNumber":{"type":"string"},"firstName":{"type":"string"},"lastName":{"type":"string"},"email":{"type":"string","format":"email"},"department":{"$ref":"hrm-bodies.json#/definitions/Department"},"jobTitle":{"type":"string"},"employmentType":{"type":"string","enum":["full-time","part-time","contractor"]},"status":{"$ref":"hrm-bodies.json#/definitions/EmployeeStatus"},"location":{"type":"string"},"hireDate":{"type":"string","format":"date"},"terminationDate":{"anyOf":[{"type":"null"},{"type":"string","format":"date"}]},"managerId":{"anyOf":[{"type":"null"},{"type":"string","description":"The id of the employee's manager; null for department heads."}]}}};
    const schema24 = {"type":"string","enum":["engineering","finance","human-resources","operations","sales"]};
    const schema25 = {"type":"string","enum":["active","on-leave","terminated"]};
    const pattern4 = new RegExp("^emp-[0-9]{4}$", "u");
    const formats12 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
    const formats14 = formats.date;

    function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.employeeNumber === undefined) && (missing0 = "employeeNumber"))) || ((data.firstName === undefined) && (missing0 = "firstName"))) || ((data.lastName === undefined) && (missing0 = "lastName"))) || ((data.email === undefined) && (missing0 = "email"))) || ((data.department === undefined) && (missing0 = "department"))) || ((data.jobTitle === undefined) && (missing0 = "jobTitle"))) || ((data.employmentType === undefined) && (missing0 = "employmentType"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.location === undefined) && (missing0 = "location"))) || ((data.hireDate === undefined) && (missing0 = "hireDate"))) || ((data.terminationDate === undefined) && (missing0 = "terminationDate"))) || ((data.managerId === undefined) && (missing0 = "managerId"))){
    validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    let data0 = data.id;
    const _errs1 = errors;
    if(errors === _errs1){
    if(typeof data0 === "string"){
    if(!pattern4.test(data0)){
    validate19.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^emp-[0-9]{4}$"},message:"must match pattern \""+"^emp-[0-9]{4}$"+"\""}];
    return false;
    }
    }
    else {
    validate19.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.employeeNumber !== undefined){
    const _errs3 = errors;
    if(typeof data.employeeNumber !== "string"){
    validate19.errors = [{instancePath:instancePath+"/employeeNumber",schemaPath:"#/properties/employeeNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.firstName !== undefined){
    const _errs5 = errors;
    if(typeof data.firstName !== "string"){
    validate19.errors = [{instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.lastName !== undefined){
    const _errs7 = errors;
    if(typeof data.lastName !== "string"){
    validate19.errors = [{instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs7 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.email !== undefined){
    let data4 = data.email;
    const _errs9 = errors;
    if(errors === _errs9){
    if(errors === _errs9){
    if(typeof data4 === "string"){
    if(!(formats12.test(data4))){
    validate19.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""}];
    return false;
    }
    }
    else {
    validate19.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.department !== undefined){
    let data5 = data.department;
    const _errs11 = errors;
    if(typeof data5 !== "string"){
    validate19.errors = [{instancePath:instancePath+"/department",schemaPath:"hrm-bodies.json#/definitions/Department/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((data5 === "engineering") || (data5 === "finance")) || (data5 === "human-resources")) || (data5 === "operations")) || (data5 === "sales"))){
    validate19.errors = [{instancePath:instancePath+"/department",schemaPath:"hrm-bodies.json#/definitions/Department/enum",keyword:"enum",params:{allowedValues: schema24.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs11 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.jobTitle !== undefined){
    const _errs14 = errors;
    if(typeof data.jobTitle !== "string"){
    validate19.errors = [{instancePath:instancePath+"/jobTitle",schemaPath:"#/properties/jobTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs14 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.employmentType !== undefined){
    let data7 = data.employmentType;
    const _errs16 = errors;
    if(typeof data7 !== "string"){
    validate19.errors = [{instancePath:instancePath+"/employmentType",schemaPath:"#/properties/employmentType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data7 === "full-time") || (data7 === "part-time")) || (data7 === "contractor"))){
    validate19.errors = [{instancePath:instancePath+"/employmentType",schemaPath:"#/properties/employmentType/enum",keyword:"enum",params:{allowedValues: schema23.properties.employmentType.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs16 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.status !== undefined){
    let data8 = data.status;
    const _errs18 = errors;
    if(typeof data8 !== "string"){
    validate19.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-bodies.json#/definitions/EmployeeStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data8 === "active") || (data8 === "on-leave")) || (data8 === "terminated"))){
    validate19.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-bodies.json#/definitions/EmployeeStatus/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs18 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.location !== undefined){
    const _errs21 = errors;
    if(typeof data.location !== "string"){
    validate19.errors = [{instancePath:instancePath+"/location",schemaPath:"#/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs21 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.hireDate !== undefined){
    let data10 = data.hireDate;
    const _errs23 = errors;
    if(errors === _errs23){
    if(errors === _errs23){
    if(typeof data10 === "string"){
    if(!(formats14.validate(data10))){
    validate19.errors = [{instancePath:instancePath+"/hireDate",schemaPath:"#/properties/hireDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate19.errors = [{instancePath:instancePath+"/hireDate",schemaPath:"#/properties/hireDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.terminationDate !== undefined){
    let data11 = data.terminationDate;
    const _errs25 = errors;
    const _errs26 = errors;
    let valid3 = false;
    const _errs27 = errors;
    if(data11 !== null){
    const err0 = {instancePath:instancePath+"/terminationDate",schemaPath:"#/properties/terminationDate/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs27 === errors;
    valid3 = valid3 || _valid0;
    if(!valid3){
    const _errs29 = errors;
    if(errors === _errs29){
    if(errors === _errs29){
    if(typeof data11 === "string"){
    if(!(formats14.validate(data11))){
    const err1 = {instancePath:instancePath+"/terminationDate",schemaPath:"#/properties/terminationDate/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
    const err2 = {instancePath:instancePath+"/terminationDate",schemaPath:"#/properties/terminationDate/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var _valid0 = _errs29 === errors;
    valid3 = valid3 || _valid0;
    }
    if(!valid3){
    const err3 = {instancePath:instancePath+"/terminationDate",schemaPath:"#/properties/terminationDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate19.errors = vErrors;
    return false;
    }
    else {
    errors = _errs26;
    if(vErrors !== null){
    if(_errs26){
    vErrors.length = _errs26;
    }
    else {
    vErrors = null;
    }
    }
    }
    var valid0 = _errs25 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.managerId !== undefined){
    let data12 = data.managerId;
    const _errs31 = errors;
    const _errs32 = errors;
    let valid4 = false;
    const _errs33 = errors;
    if(data12 !== null){
    const err4 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var _valid1 = _errs33 === errors;
    valid4 = valid4 || _valid1;
    if(!valid4){
    const _errs35 = errors;
    if(typeof data12 !== "string"){
    const err5 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err5];
    }
    else {
    vErrors.push(err5);
    }
    errors++;
    }
    var _valid1 = _errs35 === errors;
    valid4 = valid4 || _valid1;
    }
    if(!valid4){
    const err6 = {instancePath:instancePath+"/managerId",schemaPath:"#/properties/managerId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err6];
    }
    else {
    vErrors.push(err6);
    }
    errors++;
    validate19.errors = vErrors;
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
    var valid0 = _errs31 === errors;
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
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.items === undefined) && (missing0 = "items")){
    validate18.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data0 = data.items;
    const _errs2 = errors;
    if(errors === _errs2){
    if(Array.isArray(data0)){
    var valid2 = true;
    const len0 = data0.length;
    for(let i0=0; i0<len0; i0++){
    const _errs4 = errors;
    if(!(validate19(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs4 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate18.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate18.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs5 = errors;
    const _errs6 = errors;
    if(errors === _errs6){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if(((((data.page === undefined) && (missing1 = "page")) || ((data.pageSize === undefined) && (missing1 = "pageSize"))) || ((data.total === undefined) && (missing1 = "total"))) || ((data.totalPages === undefined) && (missing1 = "totalPages"))){
    validate18.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.page !== undefined){
    let data2 = data.page;
    const _errs8 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate18.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs8){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 < 1 || isNaN(data2)){
    validate18.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid4 = _errs8 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.pageSize !== undefined){
    let data3 = data.pageSize;
    const _errs10 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate18.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs10){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 > 100 || isNaN(data3)){
    validate18.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data3 < 1 || isNaN(data3)){
    validate18.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid4 = _errs10 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.total !== undefined){
    let data4 = data.total;
    const _errs12 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate18.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs12){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate18.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs12 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.totalPages !== undefined){
    let data5 = data.totalPages;
    const _errs14 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate18.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs14){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate18.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs14 === errors;
    }
    else {
    var valid4 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate18.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs5 === errors;
    }
    validate18.errors = vErrors;
    return errors === 0;
    }


    function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate17.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate17.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema20.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate17.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate17.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate18(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
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
    validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate17.errors = vErrors;
    return errors === 0;
    }


    function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate17(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
    errors = vErrors.length;
    }
    validate16.errors = vErrors;
    return errors === 0;
    }

    exports["nxY0X4vWwmY7-E92EQHSPbBt"] = validate23;
    const schema27 = {"$ref":"hrm-bodies.json#/definitions/AttendancePageResponse"};
    const schema28 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/AttendancePage"}}};
    const schema30 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/AttendanceRecord"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
    const schema31 = {"type":"object","required":["id","employeeId","workDate","status","checkIn","checkOut","workedMinutes"],"properties":{"id":{"type":"string"},"employeeId":{"type":"string"},"workDate":{"type":"string","format":"date"},"status":{"type":"string","enum":["present","remote","late","absent"]},"checkIn":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"Null when absent."}]},"checkOut":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"Null when absent."}]},"workedMinutes":{"type":"integer","minimum":0}}};
    const formats20 = formats["date-time"];

    function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.items === undefined) && (missing0 = "items")){
    validate25.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data0 = data.items;
    const _errs2 = errors;
    if(errors === _errs2){
    if(Array.isArray(data0)){
    var valid2 = true;
    const len0 = data0.length;
    for(let i0=0; i0<len0; i0++){
    let data1 = data0[i0];
    const _errs4 = errors;
    const _errs5 = errors;
    if(errors === _errs5){
    if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
    let missing1;
    if((((((((data1.id === undefined) && (missing1 = "id")) || ((data1.employeeId === undefined) && (missing1 = "employeeId"))) || ((data1.workDate === undefined) && (missing1 = "workDate"))) || ((data1.status === undefined) && (missing1 = "status"))) || ((data1.checkIn === undefined) && (missing1 = "checkIn"))) || ((data1.checkOut === undefined) && (missing1 = "checkOut"))) || ((data1.workedMinutes === undefined) && (missing1 = "workedMinutes"))){
    validate25.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data1.id !== undefined){
    const _errs7 = errors;
    if(typeof data1.id !== "string"){
    validate25.errors = [{instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs7 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data1.employeeId !== undefined){
    const _errs9 = errors;
    if(typeof data1.employeeId !== "string"){
    validate25.errors = [{instancePath:instancePath+"/items/" + i0+"/employeeId",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/employeeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs9 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data1.workDate !== undefined){
    let data4 = data1.workDate;
    const _errs11 = errors;
    if(errors === _errs11){
    if(errors === _errs11){
    if(typeof data4 === "string"){
    if(!(formats14.validate(data4))){
    validate25.errors = [{instancePath:instancePath+"/items/" + i0+"/workDate",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/workDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate25.errors = [{instancePath:instancePath+"/items/" + i0+"/workDate",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/workDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data1.status !== undefined){
    let data5 = data1.status;
    const _errs13 = errors;
    if(typeof data5 !== "string"){
    validate25.errors = [{instancePath:instancePath+"/items/" + i0+"/status",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data5 === "present") || (data5 === "remote")) || (data5 === "late")) || (data5 === "absent"))){
    validate25.errors = [{instancePath:instancePath+"/items/" + i0+"/status",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.status.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid4 = _errs13 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data1.checkIn !== undefined){
    let data6 = data1.checkIn;
    const _errs15 = errors;
    const _errs16 = errors;
    let valid5 = false;
    const _errs17 = errors;
    if(data6 !== null){
    const err0 = {instancePath:instancePath+"/items/" + i0+"/checkIn",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkIn/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs17 === errors;
    valid5 = valid5 || _valid0;
    if(!valid5){
    const _errs19 = errors;
    if(errors === _errs19){
    if(errors === _errs19){
    if(typeof data6 === "string"){
    if(!(formats20.validate(data6))){
    const err1 = {instancePath:instancePath+"/items/" + i0+"/checkIn",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkIn/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
    const err2 = {instancePath:instancePath+"/items/" + i0+"/checkIn",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkIn/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    valid5 = valid5 || _valid0;
    }
    if(!valid5){
    const err3 = {instancePath:instancePath+"/items/" + i0+"/checkIn",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkIn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate25.errors = vErrors;
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
    var valid4 = _errs15 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data1.checkOut !== undefined){
    let data7 = data1.checkOut;
    const _errs21 = errors;
    const _errs22 = errors;
    let valid6 = false;
    const _errs23 = errors;
    if(data7 !== null){
    const err4 = {instancePath:instancePath+"/items/" + i0+"/checkOut",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkOut/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var _valid1 = _errs23 === errors;
    valid6 = valid6 || _valid1;
    if(!valid6){
    const _errs25 = errors;
    if(errors === _errs25){
    if(errors === _errs25){
    if(typeof data7 === "string"){
    if(!(formats20.validate(data7))){
    const err5 = {instancePath:instancePath+"/items/" + i0+"/checkOut",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkOut/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
    const err6 = {instancePath:instancePath+"/items/" + i0+"/checkOut",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkOut/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var _valid1 = _errs25 === errors;
    valid6 = valid6 || _valid1;
    }
    if(!valid6){
    const err7 = {instancePath:instancePath+"/items/" + i0+"/checkOut",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/checkOut/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err7];
    }
    else {
    vErrors.push(err7);
    }
    errors++;
    validate25.errors = vErrors;
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
    var valid4 = _errs21 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data1.workedMinutes !== undefined){
    let data8 = data1.workedMinutes;
    const _errs27 = errors;
    if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
    validate25.errors = [{instancePath:instancePath+"/items/" + i0+"/workedMinutes",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/workedMinutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs27){
    if((typeof data8 == "number") && (isFinite(data8))){
    if(data8 < 0 || isNaN(data8)){
    validate25.errors = [{instancePath:instancePath+"/items/" + i0+"/workedMinutes",schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/properties/workedMinutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs27 === errors;
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
    validate25.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"hrm-bodies.json#/definitions/AttendanceRecord/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid2 = _errs4 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate25.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate25.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs29 = errors;
    const _errs30 = errors;
    if(errors === _errs30){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing2;
    if(((((data.page === undefined) && (missing2 = "page")) || ((data.pageSize === undefined) && (missing2 = "pageSize"))) || ((data.total === undefined) && (missing2 = "total"))) || ((data.totalPages === undefined) && (missing2 = "totalPages"))){
    validate25.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data.page !== undefined){
    let data9 = data.page;
    const _errs32 = errors;
    if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
    validate25.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs32){
    if((typeof data9 == "number") && (isFinite(data9))){
    if(data9 < 1 || isNaN(data9)){
    validate25.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid8 = _errs32 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data.pageSize !== undefined){
    let data10 = data.pageSize;
    const _errs34 = errors;
    if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
    validate25.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs34){
    if((typeof data10 == "number") && (isFinite(data10))){
    if(data10 > 100 || isNaN(data10)){
    validate25.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data10 < 1 || isNaN(data10)){
    validate25.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid8 = _errs34 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data.total !== undefined){
    let data11 = data.total;
    const _errs36 = errors;
    if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
    validate25.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs36){
    if((typeof data11 == "number") && (isFinite(data11))){
    if(data11 < 0 || isNaN(data11)){
    validate25.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid8 = _errs36 === errors;
    }
    else {
    var valid8 = true;
    }
    if(valid8){
    if(data.totalPages !== undefined){
    let data12 = data.totalPages;
    const _errs38 = errors;
    if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
    validate25.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs38){
    if((typeof data12 == "number") && (isFinite(data12))){
    if(data12 < 0 || isNaN(data12)){
    validate25.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid8 = _errs38 === errors;
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
    validate25.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs29 === errors;
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
    validate24.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema28.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate24.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate24.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

    exports.pWp0eUVjy25ArITeF2JFL7Yt = validate28;
    const schema33 = {"$ref":"hrm-bodies.json#/definitions/LeavePageResponse"};
    const schema34 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/LeavePage"}}};
    const schema36 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/LeaveRequest"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
    const schema37 = {"type":"object","required":["id","employeeId","leaveType","startDate","endDate","workingDays","status","requestedAt","decidedAt","approverId"],"properties":{"id":{"type":"string"},"employeeId":{"type":"string"},"leaveType":{"type":"string","enum":["annual","sick","parental","unpaid","bereavement"]},"startDate":{"type":"string","format":"date"},"endDate":{"type":"string","format":"date"},"workingDays":{"type":"integer","minimum":1},"status":{"$ref":"hrm-bodies.json#/definitions/LeaveStatus"},"requestedAt":{"type":"string","format":"date-time"},"decidedAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"Null while pending."}]},"approverId":{"anyOf":[{"type":"null"},{"type":"string","description":"The employee who decided; null while pending or when cancelled."}]}}};
    const schema38 = {"type":"string","enum":["pending","approved","rejected","cancelled"]};

    function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.employeeId === undefined) && (missing0 = "employeeId"))) || ((data.leaveType === undefined) && (missing0 = "leaveType"))) || ((data.startDate === undefined) && (missing0 = "startDate"))) || ((data.endDate === undefined) && (missing0 = "endDate"))) || ((data.workingDays === undefined) && (missing0 = "workingDays"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.requestedAt === undefined) && (missing0 = "requestedAt"))) || ((data.decidedAt === undefined) && (missing0 = "decidedAt"))) || ((data.approverId === undefined) && (missing0 = "approverId"))){
    validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    const _errs1 = errors;
    if(typeof data.id !== "string"){
    validate31.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.employeeId !== undefined){
    const _errs3 = errors;
    if(typeof data.employeeId !== "string"){
    validate31.errors = [{instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.leaveType !== undefined){
    let data2 = data.leaveType;
    const _errs5 = errors;
    if(typeof data2 !== "string"){
    validate31.errors = [{instancePath:instancePath+"/leaveType",schemaPath:"#/properties/leaveType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((data2 === "annual") || (data2 === "sick")) || (data2 === "parental")) || (data2 === "unpaid")) || (data2 === "bereavement"))){
    validate31.errors = [{instancePath:instancePath+"/leaveType",schemaPath:"#/properties/leaveType/enum",keyword:"enum",params:{allowedValues: schema37.properties.leaveType.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs5 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.startDate !== undefined){
    let data3 = data.startDate;
    const _errs7 = errors;
    if(errors === _errs7){
    if(errors === _errs7){
    if(typeof data3 === "string"){
    if(!(formats14.validate(data3))){
    validate31.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate31.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.endDate !== undefined){
    let data4 = data.endDate;
    const _errs9 = errors;
    if(errors === _errs9){
    if(errors === _errs9){
    if(typeof data4 === "string"){
    if(!(formats14.validate(data4))){
    validate31.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate31.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.workingDays !== undefined){
    let data5 = data.workingDays;
    const _errs11 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate31.errors = [{instancePath:instancePath+"/workingDays",schemaPath:"#/properties/workingDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs11){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 1 || isNaN(data5)){
    validate31.errors = [{instancePath:instancePath+"/workingDays",schemaPath:"#/properties/workingDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
    if(data.status !== undefined){
    let data6 = data.status;
    const _errs13 = errors;
    if(typeof data6 !== "string"){
    validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-bodies.json#/definitions/LeaveStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!((((data6 === "pending") || (data6 === "approved")) || (data6 === "rejected")) || (data6 === "cancelled"))){
    validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"hrm-bodies.json#/definitions/LeaveStatus/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs13 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.requestedAt !== undefined){
    let data7 = data.requestedAt;
    const _errs16 = errors;
    if(errors === _errs16){
    if(errors === _errs16){
    if(typeof data7 === "string"){
    if(!(formats20.validate(data7))){
    validate31.errors = [{instancePath:instancePath+"/requestedAt",schemaPath:"#/properties/requestedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate31.errors = [{instancePath:instancePath+"/requestedAt",schemaPath:"#/properties/requestedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    var valid0 = _errs16 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.decidedAt !== undefined){
    let data8 = data.decidedAt;
    const _errs18 = errors;
    const _errs19 = errors;
    let valid2 = false;
    const _errs20 = errors;
    if(data8 !== null){
    const err0 = {instancePath:instancePath+"/decidedAt",schemaPath:"#/properties/decidedAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs20 === errors;
    valid2 = valid2 || _valid0;
    if(!valid2){
    const _errs22 = errors;
    if(errors === _errs22){
    if(errors === _errs22){
    if(typeof data8 === "string"){
    if(!(formats20.validate(data8))){
    const err1 = {instancePath:instancePath+"/decidedAt",schemaPath:"#/properties/decidedAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
    const err2 = {instancePath:instancePath+"/decidedAt",schemaPath:"#/properties/decidedAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var _valid0 = _errs22 === errors;
    valid2 = valid2 || _valid0;
    }
    if(!valid2){
    const err3 = {instancePath:instancePath+"/decidedAt",schemaPath:"#/properties/decidedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate31.errors = vErrors;
    return false;
    }
    else {
    errors = _errs19;
    if(vErrors !== null){
    if(_errs19){
    vErrors.length = _errs19;
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
    if(data.approverId !== undefined){
    let data9 = data.approverId;
    const _errs24 = errors;
    const _errs25 = errors;
    let valid3 = false;
    const _errs26 = errors;
    if(data9 !== null){
    const err4 = {instancePath:instancePath+"/approverId",schemaPath:"#/properties/approverId/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err4];
    }
    else {
    vErrors.push(err4);
    }
    errors++;
    }
    var _valid1 = _errs26 === errors;
    valid3 = valid3 || _valid1;
    if(!valid3){
    const _errs28 = errors;
    if(typeof data9 !== "string"){
    const err5 = {instancePath:instancePath+"/approverId",schemaPath:"#/properties/approverId/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err5];
    }
    else {
    vErrors.push(err5);
    }
    errors++;
    }
    var _valid1 = _errs28 === errors;
    valid3 = valid3 || _valid1;
    }
    if(!valid3){
    const err6 = {instancePath:instancePath+"/approverId",schemaPath:"#/properties/approverId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err6];
    }
    else {
    vErrors.push(err6);
    }
    errors++;
    validate31.errors = vErrors;
    return false;
    }
    else {
    errors = _errs25;
    if(vErrors !== null){
    if(_errs25){
    vErrors.length = _errs25;
    }
    else {
    vErrors = null;
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
    }
    }
    }
    else {
    validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate31.errors = vErrors;
    return errors === 0;
    }


    function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.items === undefined) && (missing0 = "items")){
    validate30.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data0 = data.items;
    const _errs2 = errors;
    if(errors === _errs2){
    if(Array.isArray(data0)){
    var valid2 = true;
    const len0 = data0.length;
    for(let i0=0; i0<len0; i0++){
    const _errs4 = errors;
    if(!(validate31(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs4 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate30.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate30.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs5 = errors;
    const _errs6 = errors;
    if(errors === _errs6){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if(((((data.page === undefined) && (missing1 = "page")) || ((data.pageSize === undefined) && (missing1 = "pageSize"))) || ((data.total === undefined) && (missing1 = "total"))) || ((data.totalPages === undefined) && (missing1 = "totalPages"))){
    validate30.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.page !== undefined){
    let data2 = data.page;
    const _errs8 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate30.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs8){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 < 1 || isNaN(data2)){
    validate30.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid4 = _errs8 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.pageSize !== undefined){
    let data3 = data.pageSize;
    const _errs10 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate30.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs10){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 > 100 || isNaN(data3)){
    validate30.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data3 < 1 || isNaN(data3)){
    validate30.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid4 = _errs10 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.total !== undefined){
    let data4 = data.total;
    const _errs12 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate30.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs12){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate30.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs12 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.totalPages !== undefined){
    let data5 = data.totalPages;
    const _errs14 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate30.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs14){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate30.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs14 === errors;
    }
    else {
    var valid4 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate30.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs5 === errors;
    }
    validate30.errors = vErrors;
    return errors === 0;
    }


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
    validate29.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema34.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate29.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate29.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate30(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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

    exports["2rTJrvY_6R0x2_1H771x6KLk"] = validate35;
    const schema40 = {"$ref":"hrm-bodies.json#/definitions/PayrollRunPageResponse"};
    const schema41 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/PayrollRunPage"}}};
    const schema43 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/PayrollRun"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
    const schema44 = {"type":"object","required":["id","period","periodStart","periodEnd","payDate","status","currency","employeeCount","grossTotal","deductionsTotal","netTotal","paidAt"],"properties":{"id":{"type":"string"},"period":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$"},"periodStart":{"type":"string","format":"date"},"periodEnd":{"type":"string","format":"date"},"payDate":{"type":"string","format":"date"},"status":{"type":"string","enum":["draft","approved","paid"]},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 currency code."},"employeeCount":{"type":"integer","minimum":0},"grossTotal":{"$ref":"hrm-bodies.json#/definitions/Money"},"deductionsTotal":{"$ref":"hrm-bodies.json#/definitions/Money"},"netTotal":{"$ref":"hrm-bodies.json#/definitions/Money"},"paidAt":{"anyOf":[{"type":"null"},{"type":"string","format":"date-time","description":"Null until paid."}]}}};
    const schema45 = {"type":"string","description":"An amount in the run's currency, as a decimal string with two decimals.","pattern":"^[0-9]+\\.[0-9]{2}$"};
    const pattern8 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])$", "u");
    const pattern9 = new RegExp("^[A-Z]{3}$", "u");
    const pattern10 = new RegExp("^[0-9]+\\.[0-9]{2}$", "u");

    function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((((((((((((data.id === undefined) && (missing0 = "id")) || ((data.period === undefined) && (missing0 = "period"))) || ((data.periodStart === undefined) && (missing0 = "periodStart"))) || ((data.periodEnd === undefined) && (missing0 = "periodEnd"))) || ((data.payDate === undefined) && (missing0 = "payDate"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.employeeCount === undefined) && (missing0 = "employeeCount"))) || ((data.grossTotal === undefined) && (missing0 = "grossTotal"))) || ((data.deductionsTotal === undefined) && (missing0 = "deductionsTotal"))) || ((data.netTotal === undefined) && (missing0 = "netTotal"))) || ((data.paidAt === undefined) && (missing0 = "paidAt"))){
    validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    const _errs1 = errors;
    if(typeof data.id !== "string"){
    validate38.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.period !== undefined){
    let data1 = data.period;
    const _errs3 = errors;
    if(errors === _errs3){
    if(typeof data1 === "string"){
    if(!pattern8.test(data1)){
    validate38.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])$"+"\""}];
    return false;
    }
    }
    else {
    validate38.errors = [{instancePath:instancePath+"/period",schemaPath:"#/properties/period/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs3 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.periodStart !== undefined){
    let data2 = data.periodStart;
    const _errs5 = errors;
    if(errors === _errs5){
    if(errors === _errs5){
    if(typeof data2 === "string"){
    if(!(formats14.validate(data2))){
    validate38.errors = [{instancePath:instancePath+"/periodStart",schemaPath:"#/properties/periodStart/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate38.errors = [{instancePath:instancePath+"/periodStart",schemaPath:"#/properties/periodStart/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.periodEnd !== undefined){
    let data3 = data.periodEnd;
    const _errs7 = errors;
    if(errors === _errs7){
    if(errors === _errs7){
    if(typeof data3 === "string"){
    if(!(formats14.validate(data3))){
    validate38.errors = [{instancePath:instancePath+"/periodEnd",schemaPath:"#/properties/periodEnd/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate38.errors = [{instancePath:instancePath+"/periodEnd",schemaPath:"#/properties/periodEnd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.payDate !== undefined){
    let data4 = data.payDate;
    const _errs9 = errors;
    if(errors === _errs9){
    if(errors === _errs9){
    if(typeof data4 === "string"){
    if(!(formats14.validate(data4))){
    validate38.errors = [{instancePath:instancePath+"/payDate",schemaPath:"#/properties/payDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
    return false;
    }
    }
    else {
    validate38.errors = [{instancePath:instancePath+"/payDate",schemaPath:"#/properties/payDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(data.status !== undefined){
    let data5 = data.status;
    const _errs11 = errors;
    if(typeof data5 !== "string"){
    validate38.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((data5 === "draft") || (data5 === "approved")) || (data5 === "paid"))){
    validate38.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema44.properties.status.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs11 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.currency !== undefined){
    let data6 = data.currency;
    const _errs13 = errors;
    if(errors === _errs13){
    if(typeof data6 === "string"){
    if(!pattern9.test(data6)){
    validate38.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""}];
    return false;
    }
    }
    else {
    validate38.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs13 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.employeeCount !== undefined){
    let data7 = data.employeeCount;
    const _errs15 = errors;
    if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
    validate38.errors = [{instancePath:instancePath+"/employeeCount",schemaPath:"#/properties/employeeCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs15){
    if((typeof data7 == "number") && (isFinite(data7))){
    if(data7 < 0 || isNaN(data7)){
    validate38.errors = [{instancePath:instancePath+"/employeeCount",schemaPath:"#/properties/employeeCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    if(data.grossTotal !== undefined){
    let data8 = data.grossTotal;
    const _errs17 = errors;
    const _errs18 = errors;
    if(errors === _errs18){
    if(typeof data8 === "string"){
    if(!pattern10.test(data8)){
    validate38.errors = [{instancePath:instancePath+"/grossTotal",schemaPath:"hrm-bodies.json#/definitions/Money/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]{2}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]{2}$"+"\""}];
    return false;
    }
    }
    else {
    validate38.errors = [{instancePath:instancePath+"/grossTotal",schemaPath:"hrm-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs17 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.deductionsTotal !== undefined){
    let data9 = data.deductionsTotal;
    const _errs20 = errors;
    const _errs21 = errors;
    if(errors === _errs21){
    if(typeof data9 === "string"){
    if(!pattern10.test(data9)){
    validate38.errors = [{instancePath:instancePath+"/deductionsTotal",schemaPath:"hrm-bodies.json#/definitions/Money/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]{2}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]{2}$"+"\""}];
    return false;
    }
    }
    else {
    validate38.errors = [{instancePath:instancePath+"/deductionsTotal",schemaPath:"hrm-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs20 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.netTotal !== undefined){
    let data10 = data.netTotal;
    const _errs23 = errors;
    const _errs24 = errors;
    if(errors === _errs24){
    if(typeof data10 === "string"){
    if(!pattern10.test(data10)){
    validate38.errors = [{instancePath:instancePath+"/netTotal",schemaPath:"hrm-bodies.json#/definitions/Money/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]{2}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]{2}$"+"\""}];
    return false;
    }
    }
    else {
    validate38.errors = [{instancePath:instancePath+"/netTotal",schemaPath:"hrm-bodies.json#/definitions/Money/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    var valid0 = _errs23 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.paidAt !== undefined){
    let data11 = data.paidAt;
    const _errs26 = errors;
    const _errs27 = errors;
    let valid4 = false;
    const _errs28 = errors;
    if(data11 !== null){
    const err0 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
    if(vErrors === null){
    vErrors = [err0];
    }
    else {
    vErrors.push(err0);
    }
    errors++;
    }
    var _valid0 = _errs28 === errors;
    valid4 = valid4 || _valid0;
    if(!valid4){
    const _errs30 = errors;
    if(errors === _errs30){
    if(errors === _errs30){
    if(typeof data11 === "string"){
    if(!(formats20.validate(data11))){
    const err1 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/anyOf/1/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
    const err2 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
    var _valid0 = _errs30 === errors;
    valid4 = valid4 || _valid0;
    }
    if(!valid4){
    const err3 = {instancePath:instancePath+"/paidAt",schemaPath:"#/properties/paidAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err3];
    }
    else {
    vErrors.push(err3);
    }
    errors++;
    validate38.errors = vErrors;
    return false;
    }
    else {
    errors = _errs27;
    if(vErrors !== null){
    if(_errs27){
    vErrors.length = _errs27;
    }
    else {
    vErrors = null;
    }
    }
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
    }
    }
    }
    else {
    validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate38.errors = vErrors;
    return errors === 0;
    }


    function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.items === undefined) && (missing0 = "items")){
    validate37.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data0 = data.items;
    const _errs2 = errors;
    if(errors === _errs2){
    if(Array.isArray(data0)){
    var valid2 = true;
    const len0 = data0.length;
    for(let i0=0; i0<len0; i0++){
    const _errs4 = errors;
    if(!(validate38(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs4 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate37.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate37.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs5 = errors;
    const _errs6 = errors;
    if(errors === _errs6){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if(((((data.page === undefined) && (missing1 = "page")) || ((data.pageSize === undefined) && (missing1 = "pageSize"))) || ((data.total === undefined) && (missing1 = "total"))) || ((data.totalPages === undefined) && (missing1 = "totalPages"))){
    validate37.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.page !== undefined){
    let data2 = data.page;
    const _errs8 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate37.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs8){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 < 1 || isNaN(data2)){
    validate37.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid4 = _errs8 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.pageSize !== undefined){
    let data3 = data.pageSize;
    const _errs10 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate37.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs10){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 > 100 || isNaN(data3)){
    validate37.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data3 < 1 || isNaN(data3)){
    validate37.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid4 = _errs10 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.total !== undefined){
    let data4 = data.total;
    const _errs12 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate37.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs12){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate37.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs12 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.totalPages !== undefined){
    let data5 = data.totalPages;
    const _errs14 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate37.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs14){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate37.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs14 === errors;
    }
    else {
    var valid4 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate37.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs5 === errors;
    }
    validate37.errors = vErrors;
    return errors === 0;
    }


    function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate36.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate36.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema41.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate36.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate36.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate37(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
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
    if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
    errors = vErrors.length;
    }
    validate35.errors = vErrors;
    return errors === 0;
    }

    exports.LF9ln0y0VS9Xx8OdRRT456cM = validate42;
    const schema49 = {"$ref":"hrm-bodies.json#/definitions/DocumentPageResponse"};
    const schema50 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"$ref":"hrm-bodies.json#/definitions/TraceId"},"data":{"$ref":"hrm-bodies.json#/definitions/DocumentPage"}}};
    const schema52 = {"allOf":[{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"hrm-bodies.json#/definitions/HrDocument"}}}},{"$ref":"hrm-bodies.json#/definitions/PageInfo"}]};
    const schema53 = {"type":"object","required":["id","employeeId","title","category","fileName","mediaType","sizeBytes","confidential","createdAt"],"properties":{"id":{"type":"string"},"employeeId":{"anyOf":[{"type":"null"},{"type":"string","description":"Null for company-wide documents."}]},"title":{"type":"string"},"category":{"$ref":"hrm-bodies.json#/definitions/DocumentCategory"},"fileName":{"type":"string"},"mediaType":{"type":"string"},"sizeBytes":{"type":"integer","minimum":0},"confidential":{"type":"boolean"},"createdAt":{"type":"string","format":"date-time"}}};
    const schema54 = {"type":"string","enum":["contract","policy","payslip","certificate","performance-review"]};

    function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.employeeId === undefined) && (missing0 = "employeeId"))) || ((data.title === undefined) && (missing0 = "title"))) || ((data.category === undefined) && (missing0 = "category"))) || ((data.fileName === undefined) && (missing0 = "fileName"))) || ((data.mediaType === undefined) && (missing0 = "mediaType"))) || ((data.sizeBytes === undefined) && (missing0 = "sizeBytes"))) || ((data.confidential === undefined) && (missing0 = "confidential"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
    validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.id !== undefined){
    const _errs1 = errors;
    if(typeof data.id !== "string"){
    validate45.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs1 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.employeeId !== undefined){
    let data1 = data.employeeId;
    const _errs3 = errors;
    const _errs4 = errors;
    let valid1 = false;
    const _errs5 = errors;
    if(data1 !== null){
    const err0 = {instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
    if(typeof data1 !== "string"){
    const err1 = {instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
    if(vErrors === null){
    vErrors = [err1];
    }
    else {
    vErrors.push(err1);
    }
    errors++;
    }
    var _valid0 = _errs7 === errors;
    valid1 = valid1 || _valid0;
    }
    if(!valid1){
    const err2 = {instancePath:instancePath+"/employeeId",schemaPath:"#/properties/employeeId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
    if(vErrors === null){
    vErrors = [err2];
    }
    else {
    vErrors.push(err2);
    }
    errors++;
    validate45.errors = vErrors;
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
    if(data.title !== undefined){
    const _errs9 = errors;
    if(typeof data.title !== "string"){
    validate45.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs9 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.category !== undefined){
    let data3 = data.category;
    const _errs11 = errors;
    if(typeof data3 !== "string"){
    validate45.errors = [{instancePath:instancePath+"/category",schemaPath:"hrm-bodies.json#/definitions/DocumentCategory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(((((data3 === "contract") || (data3 === "policy")) || (data3 === "payslip")) || (data3 === "certificate")) || (data3 === "performance-review"))){
    validate45.errors = [{instancePath:instancePath+"/category",schemaPath:"hrm-bodies.json#/definitions/DocumentCategory/enum",keyword:"enum",params:{allowedValues: schema54.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid0 = _errs11 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.fileName !== undefined){
    const _errs14 = errors;
    if(typeof data.fileName !== "string"){
    validate45.errors = [{instancePath:instancePath+"/fileName",schemaPath:"#/properties/fileName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs14 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.mediaType !== undefined){
    const _errs16 = errors;
    if(typeof data.mediaType !== "string"){
    validate45.errors = [{instancePath:instancePath+"/mediaType",schemaPath:"#/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid0 = _errs16 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.sizeBytes !== undefined){
    let data6 = data.sizeBytes;
    const _errs18 = errors;
    if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
    validate45.errors = [{instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs18){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 < 0 || isNaN(data6)){
    validate45.errors = [{instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
    if(data.confidential !== undefined){
    const _errs20 = errors;
    if(typeof data.confidential !== "boolean"){
    validate45.errors = [{instancePath:instancePath+"/confidential",schemaPath:"#/properties/confidential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid0 = _errs20 === errors;
    }
    else {
    var valid0 = true;
    }
    if(valid0){
    if(data.createdAt !== undefined){
    let data8 = data.createdAt;
    const _errs22 = errors;
    if(errors === _errs22){
    if(errors === _errs22){
    if(typeof data8 === "string"){
    if(!(formats20.validate(data8))){
    validate45.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
    return false;
    }
    }
    else {
    validate45.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
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
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((data.items === undefined) && (missing0 = "items")){
    validate44.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.items !== undefined){
    let data0 = data.items;
    const _errs2 = errors;
    if(errors === _errs2){
    if(Array.isArray(data0)){
    var valid2 = true;
    const len0 = data0.length;
    for(let i0=0; i0<len0; i0++){
    const _errs4 = errors;
    if(!(validate45(data0[i0], {instancePath:instancePath+"/items/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
    vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
    errors = vErrors.length;
    }
    var valid2 = _errs4 === errors;
    if(!valid2){
    break;
    }
    }
    }
    else {
    validate44.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/0/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate44.errors = [{instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs0 === errors;
    if(valid0){
    const _errs5 = errors;
    const _errs6 = errors;
    if(errors === _errs6){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing1;
    if(((((data.page === undefined) && (missing1 = "page")) || ((data.pageSize === undefined) && (missing1 = "pageSize"))) || ((data.total === undefined) && (missing1 = "total"))) || ((data.totalPages === undefined) && (missing1 = "totalPages"))){
    validate44.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data.page !== undefined){
    let data2 = data.page;
    const _errs8 = errors;
    if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
    validate44.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs8){
    if((typeof data2 == "number") && (isFinite(data2))){
    if(data2 < 1 || isNaN(data2)){
    validate44.errors = [{instancePath:instancePath+"/page",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    var valid4 = _errs8 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.pageSize !== undefined){
    let data3 = data.pageSize;
    const _errs10 = errors;
    if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
    validate44.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs10){
    if((typeof data3 == "number") && (isFinite(data3))){
    if(data3 > 100 || isNaN(data3)){
    validate44.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
    return false;
    }
    else {
    if(data3 < 1 || isNaN(data3)){
    validate44.errors = [{instancePath:instancePath+"/pageSize",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/pageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
    return false;
    }
    }
    }
    }
    var valid4 = _errs10 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.total !== undefined){
    let data4 = data.total;
    const _errs12 = errors;
    if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
    validate44.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs12){
    if((typeof data4 == "number") && (isFinite(data4))){
    if(data4 < 0 || isNaN(data4)){
    validate44.errors = [{instancePath:instancePath+"/total",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs12 === errors;
    }
    else {
    var valid4 = true;
    }
    if(valid4){
    if(data.totalPages !== undefined){
    let data5 = data.totalPages;
    const _errs14 = errors;
    if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
    validate44.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs14){
    if((typeof data5 == "number") && (isFinite(data5))){
    if(data5 < 0 || isNaN(data5)){
    validate44.errors = [{instancePath:instancePath+"/totalPages",schemaPath:"hrm-bodies.json#/definitions/PageInfo/properties/totalPages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
    return false;
    }
    }
    }
    var valid4 = _errs14 === errors;
    }
    else {
    var valid4 = true;
    }
    }
    }
    }
    }
    }
    else {
    validate44.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/PageInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid0 = _errs5 === errors;
    }
    validate44.errors = vErrors;
    return errors === 0;
    }


    function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate43.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate43.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema50.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate43.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""}];
    return false;
    }
    }
    else {
    validate43.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/TraceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    if(!(validate44(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
    vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
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
    if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
    errors = vErrors.length;
    }
    validate42.errors = vErrors;
    return errors === 0;
    }

    exports.Gs4jAty0hul7uOuQuHHPOY30 = validate49;
    const schema56 = {"$ref":"hrm-bodies.json#/definitions/MemberLoginRequest"};
    const schema57 = {"type":"object","additionalProperties":false,"required":["loginId","password"],"properties":{"loginId":{"type":"string","minLength":1,"maxLength":256},"password":{"type":"string","minLength":1,"maxLength":256,"format":"password"}}};
    const func0 = require("ajv/dist/runtime/ucs2length").default;

    function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((data.loginId === undefined) && (missing0 = "loginId")) || ((data.password === undefined) && (missing0 = "password"))){
    validate49.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    const _errs2 = errors;
    for(const key0 in data){
    if(!((key0 === "loginId") || (key0 === "password"))){
    validate49.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
    validate49.errors = [{instancePath:instancePath+"/loginId",schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/properties/loginId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate49.errors = [{instancePath:instancePath+"/loginId",schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/properties/loginId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate49.errors = [{instancePath:instancePath+"/loginId",schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate49.errors = [{instancePath:instancePath+"/password",schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/properties/password/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data1) < 1){
    validate49.errors = [{instancePath:instancePath+"/password",schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate49.errors = [{instancePath:instancePath+"/password",schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate49.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLoginRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate49.errors = vErrors;
    return errors === 0;
    }

    exports.Pwj4v_clCQELP4rAs3Sha0rm = validate50;
    const schema58 = {"$ref":"hrm-bodies.json#/definitions/MemberTokenGrantResponse"};
    const schema59 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"type":"string"},"data":{"type":"object","required":["accessToken","refreshToken","tokenType","expiresIn","member"],"properties":{"accessToken":{"type":"string"},"refreshToken":{"type":"string"},"tokenType":{"type":"string","enum":["Bearer"]},"expiresIn":{"type":"integer","minimum":1},"member":{"$ref":"hrm-bodies.json#/definitions/MemberProfile"}}}}};
    const schema60 = {"type":"object","required":["memberId","loginId","displayName","companyId","permissions"],"properties":{"memberId":{"type":"string"},"loginId":{"type":"string"},"displayName":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}};

    function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(errors === 0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs1 = errors;
    if(typeof data0 !== "boolean"){
    validate51.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate51.errors = [{instancePath:instancePath+"/success",schemaPath:"#/properties/success/enum",keyword:"enum",params:{allowedValues: schema59.properties.success.enum},message:"must be equal to one of the allowed values"}];
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
    validate51.errors = [{instancePath:instancePath+"/traceId",schemaPath:"#/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate51.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.accessToken !== undefined){
    const _errs7 = errors;
    if(typeof data2.accessToken !== "string"){
    validate51.errors = [{instancePath:instancePath+"/data/accessToken",schemaPath:"#/properties/data/properties/accessToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/refreshToken",schemaPath:"#/properties/data/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/tokenType",schemaPath:"#/properties/data/properties/tokenType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    if(!(data5 === "Bearer")){
    validate51.errors = [{instancePath:instancePath+"/data/tokenType",schemaPath:"#/properties/data/properties/tokenType/enum",keyword:"enum",params:{allowedValues: schema59.properties.data.properties.tokenType.enum},message:"must be equal to one of the allowed values"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/expiresIn",schemaPath:"#/properties/data/properties/expiresIn/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
    return false;
    }
    if(errors === _errs13){
    if((typeof data6 == "number") && (isFinite(data6))){
    if(data6 < 1 || isNaN(data6)){
    validate51.errors = [{instancePath:instancePath+"/data/expiresIn",schemaPath:"#/properties/data/properties/expiresIn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/member",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
    return false;
    }
    else {
    if(data7.memberId !== undefined){
    const _errs18 = errors;
    if(typeof data7.memberId !== "string"){
    validate51.errors = [{instancePath:instancePath+"/data/member/memberId",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/member/loginId",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/loginId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/member/displayName",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/member/companyId",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/member/permissions/" + i0,schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid4 = _errs28 === errors;
    if(!valid4){
    break;
    }
    }
    }
    else {
    validate51.errors = [{instancePath:instancePath+"/data/member/permissions",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    validate51.errors = [{instancePath:instancePath+"/data/member",schemaPath:"hrm-bodies.json#/definitions/MemberProfile/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate51.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
    validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate51.errors = vErrors;
    return errors === 0;
    }


    function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData}))){
    vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
    errors = vErrors.length;
    }
    validate50.errors = vErrors;
    return errors === 0;
    }

    exports.E7JEaQBE5CzMnwidR6_5874L = validate53;
    const schema61 = {"$ref":"hrm-bodies.json#/definitions/MemberApiErrorEnvelope"};
    const schema62 = {"type":"object","description":"A failure, of this service or of the central member API; the latter's codes are its own.","required":["success","traceId","error"],"properties":{"success":{"type":"boolean","enum":[false]},"traceId":{"type":"string"},"error":{"type":"object","required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"},"details":{"description":"Structured details."}}}}};

    function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.error === undefined) && (missing0 = "error"))){
    validate53.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs2 = errors;
    if(typeof data0 !== "boolean"){
    validate53.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === false)){
    validate53.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/success/enum",keyword:"enum",params:{allowedValues: schema62.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid1 = _errs2 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.traceId !== undefined){
    const _errs4 = errors;
    if(typeof data.traceId !== "string"){
    validate53.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid1 = _errs4 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.error !== undefined){
    let data2 = data.error;
    const _errs6 = errors;
    if(errors === _errs6){
    if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
    let missing1;
    if(((data2.code === undefined) && (missing1 = "code")) || ((data2.message === undefined) && (missing1 = "message"))){
    validate53.errors = [{instancePath:instancePath+"/error",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/error/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.code !== undefined){
    const _errs8 = errors;
    if(typeof data2.code !== "string"){
    validate53.errors = [{instancePath:instancePath+"/error/code",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs8 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data2.message !== undefined){
    const _errs10 = errors;
    if(typeof data2.message !== "string"){
    validate53.errors = [{instancePath:instancePath+"/error/message",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs10 === errors;
    }
    else {
    var valid2 = true;
    }
    }
    }
    }
    else {
    validate53.errors = [{instancePath:instancePath+"/error",schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid1 = _errs6 === errors;
    }
    else {
    var valid1 = true;
    }
    }
    }
    }
    }
    else {
    validate53.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberApiErrorEnvelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate53.errors = vErrors;
    return errors === 0;
    }

    exports.asdzODNtRd8LcV73sgV3_exu = validate54;
    const schema63 = {"$ref":"hrm-bodies.json#/definitions/MemberApiEnvelope"};
    const schema64 = {"type":"object","description":"The central member API's envelope (as its development stand-in defines it).","required":["success","traceId"],"properties":{"success":{"type":"boolean"},"traceId":{"type":"string"},"data":{"description":"Present on success."},"error":{"description":"Present on failure."}}};

    function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if(((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))){
    validate54.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberApiEnvelope/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    const _errs2 = errors;
    if(typeof data.success !== "boolean"){
    validate54.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberApiEnvelope/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    var valid1 = _errs2 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.traceId !== undefined){
    const _errs4 = errors;
    if(typeof data.traceId !== "string"){
    validate54.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/MemberApiEnvelope/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid1 = _errs4 === errors;
    }
    else {
    var valid1 = true;
    }
    }
    }
    }
    else {
    validate54.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberApiEnvelope/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate54.errors = vErrors;
    return errors === 0;
    }

    exports.lmrkIRJQWYyrdgwWWhPWetTm = validate55;
    const schema65 = {"$ref":"hrm-bodies.json#/definitions/MemberRefreshRequest"};
    const schema66 = {"type":"object","additionalProperties":false,"properties":{"refreshToken":{"type":"string","minLength":1,"maxLength":256}}};

    function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    const _errs2 = errors;
    for(const key0 in data){
    if(!(key0 === "refreshToken")){
    validate55.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberRefreshRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
    validate55.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"hrm-bodies.json#/definitions/MemberRefreshRequest/properties/refreshToken/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate55.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"hrm-bodies.json#/definitions/MemberRefreshRequest/properties/refreshToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate55.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"hrm-bodies.json#/definitions/MemberRefreshRequest/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate55.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberRefreshRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate55.errors = vErrors;
    return errors === 0;
    }

    exports.EDor3DkpbRe0i0kChC9ZFLv4 = validate56;
    const schema67 = {"$ref":"hrm-bodies.json#/definitions/MemberLogoutRequest"};
    const schema68 = {"type":"object","additionalProperties":false,"properties":{"refreshToken":{"type":"string","minLength":1,"maxLength":256}}};

    function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    const _errs2 = errors;
    for(const key0 in data){
    if(!(key0 === "refreshToken")){
    validate56.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLogoutRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
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
    validate56.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutRequest/properties/refreshToken/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
    return false;
    }
    else {
    if(func0(data0) < 1){
    validate56.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutRequest/properties/refreshToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
    return false;
    }
    }
    }
    else {
    validate56.errors = [{instancePath:instancePath+"/refreshToken",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutRequest/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    }
    }
    }
    }
    else {
    validate56.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLogoutRequest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate56.errors = vErrors;
    return errors === 0;
    }

    exports.ol9zMWgavo6DotO44kMfuMF2 = validate57;
    const schema69 = {"$ref":"hrm-bodies.json#/definitions/MemberLogoutResponse"};
    const schema70 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"type":"string"},"data":{"type":"object","required":["loggedOut"],"properties":{"loggedOut":{"type":"boolean"}}}}};

    function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate57.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs2 = errors;
    if(typeof data0 !== "boolean"){
    validate57.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate57.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/success/enum",keyword:"enum",params:{allowedValues: schema70.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid1 = _errs2 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.traceId !== undefined){
    const _errs4 = errors;
    if(typeof data.traceId !== "string"){
    validate57.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid1 = _errs4 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.data !== undefined){
    let data2 = data.data;
    const _errs6 = errors;
    if(errors === _errs6){
    if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
    let missing1;
    if((data2.loggedOut === undefined) && (missing1 = "loggedOut")){
    validate57.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.loggedOut !== undefined){
    if(typeof data2.loggedOut !== "boolean"){
    validate57.errors = [{instancePath:instancePath+"/data/loggedOut",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/data/properties/loggedOut/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    }
    }
    }
    else {
    validate57.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid1 = _errs6 === errors;
    }
    else {
    var valid1 = true;
    }
    }
    }
    }
    }
    else {
    validate57.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberLogoutResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate57.errors = vErrors;
    return errors === 0;
    }

    exports.aqffXw07lIz7XKUpyznkJyfH = validate58;
    const schema71 = {"$ref":"hrm-bodies.json#/definitions/MemberPermissionsResponse"};
    const schema72 = {"type":"object","required":["success","traceId","data"],"properties":{"success":{"type":"boolean","enum":[true]},"traceId":{"type":"string"},"data":{"type":"object","required":["memberId","companyId","permissions"],"properties":{"memberId":{"type":"string"},"companyId":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}}}}}};

    function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
    let vErrors = null;
    let errors = 0;
    const _errs0 = errors;
    if(errors === _errs0){
    if(data && typeof data == "object" && !Array.isArray(data)){
    let missing0;
    if((((data.success === undefined) && (missing0 = "success")) || ((data.traceId === undefined) && (missing0 = "traceId"))) || ((data.data === undefined) && (missing0 = "data"))){
    validate58.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
    return false;
    }
    else {
    if(data.success !== undefined){
    let data0 = data.success;
    const _errs2 = errors;
    if(typeof data0 !== "boolean"){
    validate58.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
    return false;
    }
    if(!(data0 === true)){
    validate58.errors = [{instancePath:instancePath+"/success",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/success/enum",keyword:"enum",params:{allowedValues: schema72.properties.success.enum},message:"must be equal to one of the allowed values"}];
    return false;
    }
    var valid1 = _errs2 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.traceId !== undefined){
    const _errs4 = errors;
    if(typeof data.traceId !== "string"){
    validate58.errors = [{instancePath:instancePath+"/traceId",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/traceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid1 = _errs4 === errors;
    }
    else {
    var valid1 = true;
    }
    if(valid1){
    if(data.data !== undefined){
    let data2 = data.data;
    const _errs6 = errors;
    if(errors === _errs6){
    if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
    let missing1;
    if((((data2.memberId === undefined) && (missing1 = "memberId")) || ((data2.companyId === undefined) && (missing1 = "companyId"))) || ((data2.permissions === undefined) && (missing1 = "permissions"))){
    validate58.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
    return false;
    }
    else {
    if(data2.memberId !== undefined){
    const _errs8 = errors;
    if(typeof data2.memberId !== "string"){
    validate58.errors = [{instancePath:instancePath+"/data/memberId",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs8 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data2.companyId !== undefined){
    const _errs10 = errors;
    if(typeof data2.companyId !== "string"){
    validate58.errors = [{instancePath:instancePath+"/data/companyId",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/properties/companyId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid2 = _errs10 === errors;
    }
    else {
    var valid2 = true;
    }
    if(valid2){
    if(data2.permissions !== undefined){
    let data5 = data2.permissions;
    const _errs12 = errors;
    if(errors === _errs12){
    if(Array.isArray(data5)){
    var valid3 = true;
    const len0 = data5.length;
    for(let i0=0; i0<len0; i0++){
    const _errs14 = errors;
    if(typeof data5[i0] !== "string"){
    validate58.errors = [{instancePath:instancePath+"/data/permissions/" + i0,schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
    return false;
    }
    var valid3 = _errs14 === errors;
    if(!valid3){
    break;
    }
    }
    }
    else {
    validate58.errors = [{instancePath:instancePath+"/data/permissions",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
    else {
    validate58.errors = [{instancePath:instancePath+"/data",schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    var valid1 = _errs6 === errors;
    }
    else {
    var valid1 = true;
    }
    }
    }
    }
    }
    else {
    validate58.errors = [{instancePath,schemaPath:"hrm-bodies.json#/definitions/MemberPermissionsResponse/type",keyword:"type",params:{type: "object"},message:"must be object"}];
    return false;
    }
    }
    validate58.errors = vErrors;
    return errors === 0;
    }

    return exports;
  },
};
