/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';
import type { GeneratedValidatorSet, ValidatorFactory } from './index.js';

// Each validator is a file of its own in ./hrm/, loaded by its first call.
const requireValidator = createRequire(import.meta.url);

/** Of spec/hrm.yaml: the parsed document these validators were compiled from. */
export const documentKey = "7PK5yTC9BNUQWarMGQLaZ1IbyyojBIBRxwbKSdydpqc";

/** Request parameters (coerced, as hrm-parameters compiles them). */
export const parameters: GeneratedValidatorSet = {
  options: "6Q62PxR4Q6TfXVANh1_2k6eN",
  keys: [
    "28wD3I8Ofpx14eXdHAOgHg_o",
    "3MZQlhwKmu3SmOps5-V7Ag6L",
    "AaAOEauZZ7eGdGuC8ZgJjeNS",
    "Le6d2uW0v3I-0v0mppcvtWPs",
    "_xstiFfI5KLNh7Vmp5jF0c2T",
    "a2Ln1QA9oxOiQ6uBZHPsSqdC",
    "cHJjYMO5hc6h3gRkadPEm2Sn",
    "egj11JOw7MNcGX5IVrPEPHSr",
  ],
  load: (key) => requireValidator(`./hrm/parameters-${key}.cjs`) as ValidatorFactory,
};

/** Request and response bodies (as hrm-bodies compiles them). */
export const bodies: GeneratedValidatorSet = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  keys: [
    "2rTJrvY_6R0x2_1H771x6KLk",
    "62eZE-FVKVXXa8TYlLW1Ef1I",
    "6lZ0oe46IjmgW_yDyCtSnZqi",
    "9wbptbX_7L15vFne0mBJ2qL2",
    "AEBOaGQVNw8XEcTXrPopBURN",
    "E7JEaQBE5CzMnwidR6_5874L",
    "EDor3DkpbRe0i0kChC9ZFLv4",
    "Gs4jAty0hul7uOuQuHHPOY30",
    "LF9ln0y0VS9Xx8OdRRT456cM",
    "Pwj4v_clCQELP4rAs3Sha0rm",
    "aqffXw07lIz7XKUpyznkJyfH",
    "asdzODNtRd8LcV73sgV3_exu",
    "dDXkiz002ntMq_em7T3Sa4pb",
    "gROFVMCf8uj5RnrLc9SM8x1q",
    "lmrkIRJQWYyrdgwWWhPWetTm",
    "nxY0X4vWwmY7-E92EQHSPbBt",
    "ol9zMWgavo6DotO44kMfuMF2",
    "pWp0eUVjy25ArITeF2JFL7Yt",
  ],
  load: (key) => requireValidator(`./hrm/bodies-${key}.cjs`) as ValidatorFactory,
};
