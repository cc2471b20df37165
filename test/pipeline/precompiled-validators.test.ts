import { expect } from 'chai';
import type { ValidateFunction } from 'ajv';
import { compileOperations } from '../../src/pipeline/compile-operation.js';
import { specNameOf } from '../../src/mock/serve-spec.js';
import { listOperations, readSpec, withOperationIds, type OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { loadPrecompiled } from '../../src/pipeline/precompiled-validators.js';
import { createSchemaCompiler, type PrecompiledLookup } from '../../src/pipeline/schema-compiler.js';
import { specPathOf } from '../../src/config/spec-paths.js';

const SPECS = ['knowledge', 'crawler', 'hrm', 'marketing', 'member-api'];

/** Every `example` and `examples[].value` of the document, as values to validate. */
function examplesOf(node: unknown, found: unknown[] = []): unknown[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const item of node) examplesOf(item, found);
    return found;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example') found.push(value);
    else if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const example of Object.values(value)) if (example && typeof example === 'object' && 'value' in example) found.push(example.value);
    } else examplesOf(value, found);
  }
  return found;
}

/** The schemas a live server compiles for `document`, each with its precompiled validator (undefined: none). */
function schemasAsked(document: OpenApiDocument, name: string, precompiled: { parameters: PrecompiledLookup; bodies: PrecompiledLookup }) {
  const asked: Array<{ set: 'parameters' | 'bodies'; schema: object; validate: ValidateFunction | undefined }> = [];
  const recording = (set: 'parameters' | 'bodies'): PrecompiledLookup => ({
    validator(schema) {
      const validate = precompiled[set].validator(schema);
      asked.push({ set, schema, validate });
      return validate;
    },
  });
  compileOperations(document, listOperations(document), name, { precompiled: { parameters: recording('parameters'), bodies: recording('bodies') } });
  return asked;
}

describe('validators compiled at build time (generated/validators)', () => {
  for (const name of SPECS) {
    it(`has every validator a live ${name} server compiles, which judge as ajv compiling at start does`, async () => {
      const document = readSpec(specPathOf(name));
      const precompiled = await loadPrecompiled(name, document);
      expect(precompiled, `generated/validators/${name}.ts does not match spec/${name}.yaml: run npm run generate`).to.not.equal(undefined);
      const asked = schemasAsked(document, name, precompiled!);
      expect(asked.filter(({ validate }) => validate === undefined).map(({ schema }) => JSON.stringify(schema))).to.deep.equal([]);

      // The same verdict and errors as validators compiled now, on the spec's own examples and
      // on values of every type (coercion and defaults included: each gets its own copy).
      const compilers = (precompiledSet?: typeof precompiled) => ({
        parameters: createSchemaCompiler(document, { coerceTypes: true, name: `${name}-parameters`, precompiled: precompiledSet?.parameters }),
        bodies: createSchemaCompiler(document, { coerceTypes: false, name: `${name}-bodies`, precompiled: precompiledSet?.bodies }),
      });
      const loaded = compilers(precompiled);
      const atStart = compilers();
      const probes = [...examplesOf(document.paths), {}, [], null, 'text', 12, true, { page: '2', limit: 'x' }];
      let compared = 0;
      for (const { set, schema } of asked) {
        const mine = loaded[set].compile(schema);
        const theirs = atStart[set].compile(schema);
        for (const probe of probes) {
          const [mineValue, theirValue] = [structuredClone(probe), structuredClone(probe)];
          const verdict = mine(mineValue);
          expect(verdict, JSON.stringify({ schema, probe })).to.equal(theirs(theirValue));
          if (!verdict) expect(mine.errors).to.deep.equal(theirs.errors);
          expect(mineValue).to.deep.equal(theirValue);
          compared++;
        }
      }
      expect(compared).to.be.greaterThan(0);
    });
  }

  it('is used for our spec as the mock and the validating proxy read it (named from its file, operationIds ensured)', async () => {
    const document = withOperationIds(readSpec(specPathOf('marketing')));
    expect(await loadPrecompiled(specNameOf(specPathOf('marketing')), document)).to.not.equal(undefined);
  });

  it('is not used for a spec that differs from the one it was generated from', async () => {
    const document = structuredClone(readSpec(specPathOf('hrm')));
    const someSchema = Object.values(document.components!.schemas!)[0] as Record<string, unknown>;
    someSchema.description = `${String(someSchema.description ?? '')} (changed)`;
    expect(await loadPrecompiled('hrm', document)).to.equal(undefined);
  });

  it('is not used for a spec given at run time under another name', async () => {
    expect(await loadPrecompiled('petstore', readSpec(specPathOf('hrm')))).to.equal(undefined);
    expect(await loadPrecompiled('hrm', readSpec(specPathOf('marketing')))).to.equal(undefined);
  });
});
