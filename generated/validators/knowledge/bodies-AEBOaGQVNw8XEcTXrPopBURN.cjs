/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** knowledge-bodies: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
  const exports = {};
  exports.AEBOaGQVNw8XEcTXrPopBURN = validate6;
  const schema6 = {"type":"string"};

  function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
  let vErrors = null;
  let errors = 0;
  if(typeof data !== "string"){
  validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
  return false;
  }
  validate6.errors = vErrors;
  return errors === 0;
  }

  return exports["AEBOaGQVNw8XEcTXrPopBURN"];
};
