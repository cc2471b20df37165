/**
 * This file was generated from the OpenAPI spec by `npm run generate` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */

/** A generated validator's module: given the formats, its validate function. */
export type ValidatorFactory = (formats: Record<string, unknown>) => unknown;

/** One compiler's validators, by schema key (src/pipeline/precompiled-validators.ts). */
export interface GeneratedValidatorSet {
  options: string;
  keys: string[];
  load(key: string): ValidatorFactory;
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
