/**
 * Validators compiled at build time (scripts/generate-validators.ts, ajv standalone), loaded on
 * first call instead of compiling at start; used only for the exact document and compiler options
 * they were generated from, so any other spec compiles.
 */
import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import type { GeneratedValidatorSet } from '../../generated/validators/index.js';
import { AJV_FORMATS } from '../formats/index.js';
import { onFirstUse } from '../lazy-require.js';
import type { OpenApiDocument } from './openapi-document.js';
import { ajvOptions, type PrecompiledLookup } from './schema-compiler.js';

/** The sets of one spec, by what they validate (the two compilers of src/pipeline/compile-operation.ts). */
export interface PrecompiledSpec {
  parameters: PrecompiledLookup;
  bodies: PrecompiledLookup;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The key of a parsed spec: precompiled validators serve only the document they came from. */
export const documentKey = (document: OpenApiDocument): string => sha256(JSON.stringify(document));

/** The key of one (JSON) schema within a set, and of a compiler's ajv options (a set generated with others is not used). */
export const schemaKey = (value: object): string => sha256(JSON.stringify(value)).slice(0, 24);
export const optionsKey = schemaKey;

// ajv-formats' formats, loaded with the first validator (validators load synchronously).
const ajvFormats = onFirstUse<{ fullFormats: Record<string, unknown> }>('ajv-formats/dist/formats.js');

/** Every format the generated code refers to, as registered at generation: ajv-formats', then ours. */
export function standaloneFormats(): Record<string, unknown> {
  return { ...ajvFormats().fullFormats, ...AJV_FORMATS };
}

let formats: Record<string, unknown> | undefined;

/** A set's validators by the hash of their schema, each file loaded on its first call. */
function lookup(set: GeneratedValidatorSet, expectedOptions: string): PrecompiledLookup | undefined {
  if (set.options !== expectedOptions) return undefined;
  const generated = new Set(set.keys);
  const loaded = new Map<string, ValidateFunction>();
  return {
    onFirstUse: true,
    validator(jsonSchema) {
      const key = schemaKey(jsonSchema);
      if (!generated.has(key)) return undefined;
      let validate = loaded.get(key);
      if (!validate) loaded.set(key, (validate = set.load(key)((formats ??= standaloneFormats())) as ValidateFunction));
      return validate;
    },
  };
}

/** The precompiled validators of `specName` when `document` and the options match their generation; else undefined. */
export async function loadPrecompiled(specName: string, document: OpenApiDocument): Promise<PrecompiledSpec | undefined> {
  // Imported here, not at the top: the generator (which writes it) uses this module's keys.
  const { precompiledSpecs } = await import('../../generated/validators/index.js');
  const load = Object.hasOwn(precompiledSpecs, specName) ? precompiledSpecs[specName] : undefined;
  if (!load) return undefined;
  const generated = await load();
  if (generated.documentKey !== documentKey(document)) return undefined;
  const parameters = lookup(generated.parameters, optionsKey(ajvOptions(false, true)));
  const bodies = lookup(generated.bodies, optionsKey(ajvOptions(false, false)));
  return parameters && bodies ? { parameters, bodies } : undefined;
}
