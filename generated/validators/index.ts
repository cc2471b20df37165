/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

/** One compiler's validators: `create(formats)` returns them by schema key (src/pipeline/precompiled-validators.ts). */
export interface GeneratedValidatorSet {
  options: string;
  create(formats: Record<string, unknown>): Record<string, unknown>;
}

export interface GeneratedSpecValidators {
  documentKey: string;
  parameters: GeneratedValidatorSet;
  bodies: GeneratedValidatorSet;
}

/** Loaded on demand: a process pays only for the specs it serves. */
export const precompiledSpecs: Record<string, () => Promise<GeneratedSpecValidators>> = {
  "knowledge": () => import('./knowledge.js'),
  "crawler": () => import('./crawler.js'),
  "marketing": () => import('./marketing.js'),
  "hrm": () => import('./hrm.js'),
  "member-api": () => import('./member-api.js'),
};
