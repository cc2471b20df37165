/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
'use strict';

/** crawler-parameters: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */
module.exports = function create(formats) {
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

  return exports["AaAOEauZZ7eGdGuC8ZgJjeNS"];
};
