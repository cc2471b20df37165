/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

import { createRequire } from 'node:module';
import type { GeneratedValidatorSet, ValidatorFactory } from './index.js';

// Each validator is a file of its own in ./member-api/, loaded by its first call.
const requireValidator = createRequire(import.meta.url);

/** Of spec/member-api.yaml: the parsed document these validators were compiled from. */
export const documentKey = "-gAa0S430dpe99SqoraDAwDLZdlblEakBUDvm6_OaPQ";

/** Request parameters (coerced, as member-api-parameters compiles them). */
export const parameters: GeneratedValidatorSet = {
  options: "6Q62PxR4Q6TfXVANh1_2k6eN",
  keys: [
    "3MZQlhwKmu3SmOps5-V7Ag6L",
    "AaAOEauZZ7eGdGuC8ZgJjeNS",
    "_xstiFfI5KLNh7Vmp5jF0c2T",
  ],
  load: (key) => requireValidator(`./member-api/parameters-${key}.cjs`) as ValidatorFactory,
};

/** Request and response bodies (as member-api-bodies compiles them). */
export const bodies: GeneratedValidatorSet = {
  options: "FDp7x_OhuDMPPVNgQTH9zaBw",
  keys: [
    "2rgGPnMSsP5dOuqea1QsKIXu",
    "4O3d9WeAwPSCVr3j1azS38vC",
    "A17LsjvoVT8B_kZ_Gs4pePqk",
    "AEBOaGQVNw8XEcTXrPopBURN",
    "ERzeDPhivtdufAj_XHIuzK4V",
    "OyRijhjVix1ZIx0FSiW1S_qV",
    "RF4jCfgRLj1JYjlJktgTY1Sk",
    "S-1-ePzuADFHmq99adeq2Tab",
    "SgBIU9_P5Xw_9Lujxxus1KQd",
    "_K-nMrHwU8BguTb8ytB6jvPl",
    "dkRBHiyjkol1nzUZGB3BaGQt",
    "orOxdW2d_dVcr58ND3TzVAZp",
  ],
  load: (key) => requireValidator(`./member-api/bodies-${key}.cjs`) as ValidatorFactory,
};
