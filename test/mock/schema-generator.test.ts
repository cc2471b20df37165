/**
 * The mock's compiled generator (src/mock/schema-generator.ts, through dynamic-data.ts's
 * generateValue as the mock calls it): on a partner's documents (an OpenAPI 3.1 document of
 * test/contract/fixtures, and test/mock/fixtures/partner-shapes.yaml: allOf, oneOf, anyOf,
 * nullable, formats, patterns, exclusive bounds, multipleOf, unique items, recursion) every
 * generated response body fits its schema, checked with the contract tools' validators; the
 * same seed gives the same bytes in any order and in another process; and keywords beyond
 * our specs' (`not`, tuples, `patternProperties`, patterns beyond the drawn subset...) still
 * give values that fit.
 */
import { expect } from 'chai';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { execFileSync } from 'node:child_process';
import { loadSpec, type SpecModel } from '../../src/contract/index.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { GENERATOR_HOOKS, generateValue, prepareSchema } from '../../src/mock/dynamic-data.js';
import { SeededRandom } from '../../src/mock/pattern-generator.js';
import { compileSchema, type Schema } from '../../src/mock/schema-generator.js';

const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;
const addFormats = addFormatsModule.default ?? addFormatsModule;

const PARTNER_SPECS = ['test/contract/fixtures/pets-3.1.yaml', 'test/mock/fixtures/partner-shapes.yaml', 'test/contract/fixtures/widgets.yaml'];
const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);

interface Body {
  label: string;
  schema: unknown;
  prepared: ReturnType<typeof prepareSchema>;
}

function bodiesOf(spec: SpecModel): Body[] {
  const bodies: Body[] = [];
  for (const operation of spec.operations) {
    for (const response of operation.responses) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (!type.includes('json') || media.schema === undefined) continue;
        bodies.push({ label: `${operation.operationId} ${response.status} ${type}`, schema: media.schema, prepared: prepareSchema(spec.document, media.schema) });
      }
    }
  }
  return bodies;
}

describe('the mock\'s compiled generator on partner documents', function () {
  this.timeout(60_000);
  const specs = new Map<string, SpecModel>();
  before(async () => {
    for (const file of PARTNER_SPECS) specs.set(file, await loadSpec(file));
  });

  for (const file of PARTNER_SPECS) {
    it(`${file}: every generated response body fits its schema (${SEEDS.length} seeds each, optionals drawn and filled)`, () => {
      const spec = specs.get(file)!;
      const validators = new SpecValidators(spec);
      const bodies = bodiesOf(spec);
      expect(bodies.length).to.be.greaterThan(1);
      const failures: string[] = [];
      for (const body of bodies) {
        // Optional properties drawn, and all filled (dynamic answers).
        for (const fill of [false, true]) {
          for (const seed of SEEDS) {
            const problems = validators.responseProblems(body.schema, generateValue(body.prepared, seed, fill));
            if (problems.length > 0) failures.push(`${body.label}, seed ${seed}${fill ? ', filled' : ''}: ${problems.join('; ')}`);
          }
        }
      }
      expect(failures.slice(0, 5), `${failures.length} bodies break their schema`).to.deep.equal([]);
    });
  }

  it('gives the same bytes for the same seed, in any order of seeds and in another process', () => {
    const spec = specs.get('test/mock/fixtures/partner-shapes.yaml')!;
    const order = bodiesOf(spec).find((body) => body.label.startsWith('listOrders 200'))!;
    const forward = SEEDS.slice(0, 40).map((seed) => JSON.stringify(generateValue(order.prepared, seed)));
    const backward = SEEDS.slice(0, 40).reverse().map((seed) => JSON.stringify(generateValue(order.prepared, seed))).reverse();
    expect(backward).to.deep.equal(forward);
    expect(new Set(forward).size, 'different seeds, different bodies').to.equal(forward.length);
    // A fresh process (nothing kept: faker's values made anew) gives the same bytes.
    const script = `
      import { loadSpec } from './src/contract/index.ts';
      import { generateValue, prepareSchema } from './src/mock/dynamic-data.ts';
      const spec = await loadSpec('test/mock/fixtures/partner-shapes.yaml');
      const schema = spec.operations.find((o) => o.operationId === 'listOrders').responses[0].content['application/json'].schema;
      const prepared = prepareSchema(spec.document, schema);
      console.log(JSON.stringify([7, 3, 40].map((seed) => JSON.stringify(generateValue(prepared, seed)))));`;
    const other = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })) as string[];
    expect(other).to.deep.equal([forward[6], forward[2], forward[39]]);
  });

  it('the HR employees list: the same seed gives the same bytes, another seed other bytes', async () => {
    const spec = await loadSpec('spec/hrm.yaml');
    const list = bodiesOf(spec).find((body) => body.label.startsWith('listEmployees 200'))!;
    const validators = new SpecValidators(spec);
    const [a, b, c] = [7, 7, 8].map((seed) => generateValue(list.prepared, seed));
    expect(JSON.stringify(a)).to.equal(JSON.stringify(b));
    expect(JSON.stringify(a)).to.not.equal(JSON.stringify(c));
    expect(validators.responseProblems(list.schema, a)).to.deep.equal([]);
  });

  it('gives values that fit for keywords beyond our specs\' (draft 2020-12, checked by ajv)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const schema: Schema = {
      type: 'object',
      required: ['code', 'free', 'other', 'x-trace', 'pair', 'some', 'either', 'range', 'step', 'when', 'nested'],
      patternProperties: { '^x-': { type: 'string', pattern: '^[a-f0-9]{8}$' } },
      properties: {
        // A word boundary and a look-ahead are beyond the pattern subset; `not` and patternProperties beyond the common keywords.
        code: { type: 'string', pattern: '^\\bord\\b-[0-9]{3}$' },
        ahead: { type: 'string', pattern: '^(?=.*[0-9])[a-z0-9]{6}$' },
        free: { type: 'object', patternProperties: { '^x-': { type: 'string' } }, minProperties: 2 },
        other: { not: { type: 'string' } },
        notListed: { type: 'integer', minimum: 0, maximum: 3, not: { enum: [1, 2] } },
        pair: { type: 'array', prefixItems: [{ type: 'string', format: 'uuid' }, { type: 'integer', minimum: 5, maximum: 6 }], items: false },
        some: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 9 }, contains: { const: 7 }, maxItems: 4 },
        either: { oneOf: [{ type: 'integer', minimum: 0, maximum: 5 }, { type: 'integer', minimum: 10, maximum: 15 }], anyOf: [{ minimum: 3 }] },
        range: { type: 'number', minimum: 5000 },
        step: { type: 'number', multipleOf: 0.25, exclusiveMinimum: 1, exclusiveMaximum: 2 },
        when: { type: 'string', format: 'duration' },
        pointer: { type: 'string', format: 'json-pointer' },
        nested: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'integer' } }, maxProperties: 1, required: ['a'] },
        plain: { type: 'integer', minimum: 1, maximum: 9 },
      },
    };
    const validate = ajv.compile(schema);
    for (const fill of [false, true]) {
      const generate = compileSchema(schema, { ...GENERATOR_HOOKS, optionalsProbability: fill ? 1 : GENERATOR_HOOKS.optionalsProbability });
      for (let seed = 1; seed <= 200; seed++) {
        const value = generate(new SeededRandom(seed));
        expect(validate(value), `seed ${seed}${fill ? ', filled' : ''}: ${JSON.stringify(value)} ${ajv.errorsText(validate.errors)}`).to.equal(true);
      }
    }
  });

  it('gives a value for a schema nothing satisfies, the nearest it finds', () => {
    const generate = compileSchema(
      { type: 'object', required: ['a', 'b', 'c'], properties: { a: { allOf: [{ type: 'string', pattern: '^a+$' }, { pattern: '^b+$' }] }, b: { type: 'integer', minimum: 5, maximum: 4 }, c: { enum: ['x'], minLength: 3 } } },
      GENERATOR_HOOKS,
    );
    const value = generate(new SeededRandom(1)) as Record<string, unknown>;
    expect(value.a).to.match(/^a+$/);
    expect(value.b).to.equal(5);
    expect(value.c).to.equal('x');
  });
});
