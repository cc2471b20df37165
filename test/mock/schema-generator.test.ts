/**
 * The mock's compiled generator (src/mock/schema-generator.ts, through dynamic-data.ts's
 * generateValue as the mock calls it): on a partner's documents (an OpenAPI 3.1 document of
 * test/contract/fixtures, and test/mock/fixtures/partner-shapes.yaml: allOf, oneOf, anyOf,
 * nullable, formats, patterns, exclusive bounds, multipleOf, unique items, recursion) every
 * generated response body fits its schema, checked with the contract tools' validators; the
 * same seed gives the same bytes in any order and in another process; and what it does not
 * cover is left to json-schema-faker, not lost.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { loadSpec, type SpecModel } from '../../src/contract/index.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { GENERATOR_HOOKS, generateValue, prepareSchema } from '../../src/mock/dynamic-data.js';
import { compileSchema, type Schema } from '../../src/mock/schema-generator.js';

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

  it('covers the partner shapes itself, without json-schema-faker', () => {
    const left: string[] = [];
    for (const file of ['test/contract/fixtures/pets-3.1.yaml', 'test/mock/fixtures/partner-shapes.yaml']) {
      for (const body of bodiesOf(specs.get(file)!)) {
        compileSchema(body.prepared, {
          ...GENERATOR_HOOKS,
          fallback: (schema) => {
            left.push(`${body.label}: ${JSON.stringify(schema).slice(0, 120)}`);
            return () => null;
          },
        });
      }
    }
    expect(left).to.deep.equal([]);
  });

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

  it('leaves what it does not cover to json-schema-faker, and the value still fits', () => {
    const left: unknown[] = [];
    const schema: Schema = {
      type: 'object',
      required: ['code', 'free', 'other'],
      properties: {
        // A word boundary is beyond the pattern subset; `not` and patternProperties beyond the compiler.
        code: { type: 'string', pattern: '^\\bord\\b-[0-9]{3}$' },
        free: { type: 'object', patternProperties: { '^x-': { type: 'string' } } },
        other: { not: { type: 'string' } },
        plain: { type: 'integer', minimum: 1, maximum: 9 },
      },
    };
    const generate = compileSchema(schema, {
      ...GENERATOR_HOOKS,
      fallback: (node, options) => {
        left.push(node);
        return GENERATOR_HOOKS.fallback(node, options);
      },
    });
    expect(left).to.deep.equal([(schema.properties as Schema).code, (schema.properties as Schema).free, (schema.properties as Schema).other]);
    for (let seed = 1; seed <= 50; seed++) {
      const value = generate({ next: Math.random, int: (min, max) => min + Math.floor(Math.random() * (max - min + 1)) }) as Record<string, unknown>;
      expect(value.code).to.match(/^\bord\b-[0-9]{3}$/);
      expect(typeof value.other).to.not.equal('string');
      if (value.plain !== undefined) expect(value.plain).to.be.within(1, 9);
    }
  });
});
