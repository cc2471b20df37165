/**
 * Run by `npm run generate` (scripts/generate-types.ts) for every API root of redocly.yaml: the
 * fast validator of every schema the server compiles for that spec, as code (ajv standalone,
 * with ajv-formats and our formats), one CommonJS file per schema in
 * generated/validators/<api>/<set>-<schema key>.cjs; generated/validators/<api>.ts, which lists
 * them and loads one by require on its first call; and generated/validators/index.ts, which loads
 * those by spec name. The server uses them instead of compiling at start
 * (src/pipeline/precompiled-validators.ts). One file per schema so that a start loads none and a
 * request only its own operation's: one module per spec was some 1.4 MB of code parsed at
 * every start (docs/performance.md). CommonJS, so that a synchronous require loads them
 * under node and tsx alike; `npm run build` copies them beside the built modules
 * (scripts/build-spec-documents.mjs).
 *
 * The schemas are found by running the server's own compileOperations with a recording lookup,
 * so what is generated is exactly what a start would compile. The spec is also checked against
 * the OpenAPI 3.0 schema here (openapi-backend, strict), as a start of a spec given at run time is.
 * `--check` (generateValidators(..., true)) only lists the files that differ, are missing or are
 * left over.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AjvModule, { type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { OpenAPIBackend } from 'openapi-backend';
import { addCustomFormats } from '../src/formats/index.js';
import { compileOperations } from '../src/pipeline/compile-operation.js';
import { listOperations, readSpec } from '../src/pipeline/openapi-document.js';
import { documentKey, optionsKey, schemaKey } from '../src/pipeline/precompiled-validators.js';
import { ajvOptions, toJsonSchema } from '../src/pipeline/schema-compiler.js';

const Ajv = AjvModule.default ?? AjvModule;
const addFormats = addFormatsModule.default ?? addFormatsModule;
type Standalone = (ajv: InstanceType<typeof Ajv>, refs: Record<string, string>) => string;
const standaloneCode = ((standaloneModule as unknown as { default?: Standalone }).default ?? standaloneModule) as unknown as Standalone;

const banner = `/**
 * This file was generated from the OpenAPI spec by \`npm run generate\` (scripts/generate-validators.ts,
 * ajv standalone). Do not edit it by hand: change the spec and regenerate.
 */
`;

/** Records every schema a compiler is asked for, answering with a stand-in so nothing compiles. */
function recorder() {
  const schemas = new Map<string, object>();
  const accept = (() => true) as unknown as ValidateFunction;
  return { schemas, validator: (jsonSchema: object) => (schemas.set(schemaKey(jsonSchema), jsonSchema), accept) };
}

/**
 * One set: the code of the fast validator of each of `schemas`, compiled as `compilerName`
 * compiles them, as a CommonJS module by schema key: `module.exports = (formats) => validate`.
 */
function setFiles(document: ReturnType<typeof readSpec>, compilerName: string, coerceTypes: boolean, schemas: Map<string, object>): Map<string, string> {
  const componentsId = `${compilerName}.json`;
  const options = ajvOptions(false, coerceTypes);
  const ajv = new Ajv({ ...options, code: { source: true, lines: true, formats: _`formats` } });
  addFormats(ajv);
  addCustomFormats(ajv);
  ajv.addSchema({ $id: componentsId, definitions: toJsonSchema(document.components?.schemas ?? {}, componentsId) }, componentsId);
  for (const [key, schema] of schemas) ajv.addSchema(schema, key);
  const files = new Map<string, string>();
  for (const key of [...schemas.keys()].sort()) {
    const code = standaloneCode(ajv, { [key]: key });
    const body = code.replace(/^"use strict";\n?/, '').replace(/^/gm, '  ').replace(/^ +$/gm, '');
    files.set(key, `${banner}'use strict';\n\n/** ${compilerName}: the fast validator of one schema (src/pipeline/precompiled-validators.ts). */\nmodule.exports = function create(formats) {\n  const exports = {};\n${body}\n  return exports[${JSON.stringify(key)}];\n};\n`);
  }
  return files;
}

/** The entry of a set in the spec's list: its options' key, its schema keys and how to load one. */
function setEntry(name: string, set: string, options: object, keys: string[]): string {
  const listed = keys.map((key) => `    ${JSON.stringify(key)},`).join('\n');
  return `{\n  options: ${JSON.stringify(optionsKey(options))},\n  keys: [\n${listed}\n  ],\n  load: (key) => requireValidator(\`./${name}/${set}-\${key}.cjs\`) as ValidatorFactory,\n}`;
}

export async function generateValidators(root: string, apis: Record<string, { root: string }>, check: boolean): Promise<string[]> {
  const stale: string[] = [];
  const write = async (relative: string, text: string) => {
    const target = path.join(root, relative);
    if (check) {
      if ((await readFile(target, 'utf8').catch(() => '')) !== text) stale.push(relative);
      return;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    console.log(`→ ${relative}`);
  };

  for (const [name, api] of Object.entries(apis)) {
    const document = readSpec(path.join(root, api.root));
    // Throws on a spec that breaks the OpenAPI 3.0 schema: nothing is generated from it.
    await new OpenAPIBackend({ definition: structuredClone(document) as never, strict: true, validate: false, quick: false }).init();
    const parameters = recorder();
    const bodies = recorder();
    compileOperations(document, listOperations(document), name, { precompiled: { parameters, bodies } });
    const sets = { parameters: setFiles(document, `${name}-parameters`, true, parameters.schemas), bodies: setFiles(document, `${name}-bodies`, false, bodies.schemas) };
    const wanted = new Set<string>();
    for (const [set, files] of Object.entries(sets)) {
      for (const [key, text] of files) {
        wanted.add(`${set}-${key}.cjs`);
        await write(`generated/validators/${name}/${set}-${key}.cjs`, text);
      }
    }
    // A schema no longer asked for leaves its file behind: removed, or reported by --check.
    for (const file of await readdir(path.join(root, 'generated/validators', name)).catch(() => [] as string[])) {
      if (wanted.has(file)) continue;
      const relative = `generated/validators/${name}/${file}`;
      if (check) stale.push(relative);
      else await rm(path.join(root, relative));
    }
    const text = [
      banner,
      `import { createRequire } from 'node:module';`,
      `import type { GeneratedValidatorSet, ValidatorFactory } from './index.js';\n`,
      `// Each validator is a file of its own in ./${name}/, loaded by its first call.`,
      `const requireValidator = createRequire(import.meta.url);\n`,
      `/** Of ${api.root}: the parsed document these validators were compiled from. */`,
      `export const documentKey = ${JSON.stringify(documentKey(document))};\n`,
      `/** Request parameters (coerced, as ${name}-parameters compiles them). */`,
      `export const parameters: GeneratedValidatorSet = ${setEntry(name, 'parameters', ajvOptions(false, true), [...sets.parameters.keys()])};\n`,
      `/** Request and response bodies (as ${name}-bodies compiles them). */`,
      `export const bodies: GeneratedValidatorSet = ${setEntry(name, 'bodies', ajvOptions(false, false), [...sets.bodies.keys()])};\n`,
    ].join('\n');
    await write(`generated/validators/${name}.ts`, text);
  }

  const index = [
    banner,
    `/** A generated validator's module: given the formats, its validate function. */`,
    `export type ValidatorFactory = (formats: Record<string, unknown>) => unknown;\n`,
    `/** One compiler's validators, by schema key (src/pipeline/precompiled-validators.ts). */`,
    `export interface GeneratedValidatorSet {\n  options: string;\n  keys: string[];\n  load(key: string): ValidatorFactory;\n}\n`,
    `export interface GeneratedSpecValidators {\n  documentKey: string;\n  parameters: GeneratedValidatorSet;\n  bodies: GeneratedValidatorSet;\n}\n`,
    `/** Loaded on demand: a process pays only for the specs it serves. */`,
    `export const precompiledSpecs: Record<string, () => Promise<GeneratedSpecValidators>> = {`,
    ...Object.keys(apis).map((name) => `  ${JSON.stringify(name)}: () => import('./${name}.js'),`),
    `};\n`,
  ].join('\n');
  await write('generated/validators/index.ts', index);
  return stale;
}
