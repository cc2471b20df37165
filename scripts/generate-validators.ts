/**
 * Run by `npm run generate` (scripts/generate-types.ts) for every API root of redocly.yaml:
 * generated/validators/<api>.ts, the fast validator of every schema the server compiles for
 * that spec, as code (ajv standalone, with ajv-formats and our formats), and
 * generated/validators/index.ts, which loads them by spec name. The server uses them instead of
 * compiling at start (src/pipeline/precompiled-validators.ts).
 *
 * The schemas are found by running the server's own compileOperations with a recording lookup,
 * so what is generated is exactly what a start would compile. The spec is also checked against
 * the OpenAPI 3.0 schema here (openapi-backend, strict), as a start of a spec given at run time is.
 * `--check` (generateValidators(..., true)) only lists the files that differ.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
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

const banner = `// @ts-nocheck
/**
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

/** One set: the code of the fast validators of `schemas`, compiled as `compilerName` compiles them. */
function setCode(document: ReturnType<typeof readSpec>, compilerName: string, coerceTypes: boolean, schemas: Map<string, object>): string {
  const componentsId = `${compilerName}.json`;
  const options = ajvOptions(false, coerceTypes);
  const ajv = new Ajv({ ...options, code: { source: true, lines: true, formats: _`formats` } });
  addFormats(ajv);
  addCustomFormats(ajv);
  ajv.addSchema({ $id: componentsId, definitions: toJsonSchema(document.components?.schemas ?? {}, componentsId) }, componentsId);
  for (const [key, schema] of schemas) ajv.addSchema(schema, key);
  const code = standaloneCode(ajv, Object.fromEntries([...schemas.keys()].map((key) => [key, key])));
  const body = code.replace(/^"use strict";\n?/, '').replace(/^/gm, '    ').replace(/^ +$/gm, '');
  return `{\n  options: ${JSON.stringify(optionsKey(options))},\n  create(formats) {\n    const exports = {};\n${body}\n    return exports;\n  },\n}`;
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
    const text = [
      banner,
      `import { createRequire } from 'node:module';\n`,
      `// ajv's runtime helpers (ucs2length, deep equality), as its standalone code names them.`,
      `const require = createRequire(import.meta.url);\n`,
      `/** Of ${api.root}: the parsed document these validators were compiled from. */`,
      `export const documentKey = ${JSON.stringify(documentKey(document))};\n`,
      `/** Request parameters (coerced, as ${name}-parameters compiles them). */`,
      `export const parameters = ${setCode(document, `${name}-parameters`, true, parameters.schemas)};\n`,
      `/** Request and response bodies (as ${name}-bodies compiles them). */`,
      `export const bodies = ${setCode(document, `${name}-bodies`, false, bodies.schemas)};\n`,
    ].join('\n');
    await write(`generated/validators/${name}.ts`, text);
  }

  const index = [
    banner.replace('// @ts-nocheck\n', ''),
    `/** One compiler's validators: \`create(formats)\` returns them by schema key (src/pipeline/precompiled-validators.ts). */`,
    `export interface GeneratedValidatorSet {\n  options: string;\n  create(formats: Record<string, unknown>): Record<string, unknown>;\n}\n`,
    `export interface GeneratedSpecValidators {\n  documentKey: string;\n  parameters: GeneratedValidatorSet;\n  bodies: GeneratedValidatorSet;\n}\n`,
    `/** Loaded on demand: a process pays only for the specs it serves. */`,
    `export const precompiledSpecs: Record<string, () => Promise<GeneratedSpecValidators>> = {`,
    ...Object.keys(apis).map((name) => `  ${JSON.stringify(name)}: () => import('./${name}.js'),`),
    `};\n`,
  ].join('\n');
  await write('generated/validators/index.ts', index);
  return stale;
}
