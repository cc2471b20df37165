/**
 * What each phase sends for the widget spec, without a server: the documented examples,
 * the boundary values (all valid), the mutations (all invalid, each for its reason) and
 * the credential variants.
 */
import { expect } from 'chai';
import type { PhaseContext, TestCase } from '../../src/contract/cases.js';
import { clampSizes, DataGenerator, seedFor } from '../../src/contract/generate.js';
import { authCases } from '../../src/contract/phases/auth.js';
import { coverageCases } from '../../src/contract/phases/coverage.js';
import { exampleCases } from '../../src/contract/phases/examples.js';
import { fuzzingCases } from '../../src/contract/phases/fuzzing.js';
import { methodProbe, negativeCases } from '../../src/contract/phases/negative.js';
import { loadSpec, type OperationModel, type SpecModel } from '../../src/contract/index.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { WIDGET_SPEC } from './fixtures/widget-server.js';

describe('contract phases (widget spec)', () => {
  let spec: SpecModel;
  let context: PhaseContext;
  const op = (id: string): OperationModel => spec.operations.find((o) => o.operationId === id)!;
  const bodies = (cases: TestCase[]) => cases.map((c) => (c.draft.body.kind === 'json' ? c.draft.body.value : undefined)) as Array<Record<string, unknown>>;

  before(async () => {
    spec = await loadSpec(WIDGET_SPEC);
    // The widget server runs our pipeline, which refuses an undocumented query parameter.
    const validators = new SpecValidators(spec, { refuseUnknownQuery: true });
    context = { spec, generator: new DataGenerator(spec), validators, seed: 3, maxExamples: 50, mock: false };
  });

  it('examples: sends each documented request example and the parameters\' examples', () => {
    expect(exampleCases(context, op('createWidget')).map((c) => [c.label, c.draft.body])).to.deep.equal([
      ['request example "small"', { kind: 'json', value: { name: 'bolt', color: 'red', weight: 1.5 } }],
    ]);
    expect(exampleCases(context, op('listWidgets')).map((c) => [c.label, c.draft.query])).to.deep.equal([['parameter examples (query.page)', { page: 2 }]]);
    expect(exampleCases(context, op('getWidget')).map((c) => c.draft.path)).to.deep.equal([{ widgetId: 7 }]);
    expect(exampleCases(context, op('getHealth')).map((c) => c.label)).to.deep.equal(['the operation as documented (no input)']);
  });

  it('coverage: required-only, all optional, and every boundary, each valid', () => {
    const cases = coverageCases(context, op('createWidget'));
    for (const c of cases) expect(context.validators.requestProblems(op('createWidget'), c.draft), c.label).to.deep.equal([]);
    const labels = cases.map((c) => c.label);
    expect(labels.slice(0, 2)).to.deep.equal(['required fields only', 'every optional field']);
    expect(Object.keys(bodies(cases)[0])).to.deep.equal(['name']);
    expect(Object.keys(bodies(cases)[1]).sort()).to.deep.equal(['color', 'madeOn', 'name', 'sku', 'weight']);
    const values = (field: string) => bodies(cases).slice(2).map((b) => b[field]);
    expect(values('name')).to.include('a').and.to.include('z'.repeat(40));
    expect(values('weight')).to.include(0).and.to.include(1000);
    expect(values('color')).to.include.members(['red', 'green', 'blue']);
    expect(values('madeOn')).to.include('2024-02-29');
    expect(labels).to.include('body.weight = 1000 (maximum)');
    expect(coverageCases(context, op('listWidgets')).map((c) => c.draft.query.page)).to.include.members([1, 100]);
  });

  it('fuzzing and negative stay within --max-examples; coverage is sent whole', () => {
    const small = { ...context, maxExamples: 3 };
    expect(fuzzingCases(small, op('createWidget'))).to.have.length(3);
    expect(negativeCases(small, op('createWidget'))).to.have.length(3);
    expect(coverageCases(small, op('createWidget'))).to.deep.equal(coverageCases(context, op('createWidget')));
  });

  it('fuzzing: random requests, all valid, optional fields sometimes present', () => {
    const cases = fuzzingCases(context, op('createWidget'));
    expect(cases.length).to.be.greaterThan(20);
    for (const c of cases) expect(context.validators.requestProblems(op('createWidget'), c.draft), c.label).to.deep.equal([]);
    const sizes = new Set(bodies(cases).map((b) => Object.keys(b).length));
    expect(sizes.size).to.be.greaterThan(2);
  });

  it('negative: every mutation breaks the spec, for the reason its label gives', () => {
    const cases = negativeCases(context, op('createWidget'));
    for (const c of cases) {
      expect(c.expect).to.equal('rejected');
      expect(c.problems, c.label).to.not.deep.equal([]);
    }
    const labels = cases.map((c) => c.label);
    expect(labels).to.include.members([
      'body.name missing (required)',
      'body.weight = 1001 (above maximum 1000)',
      'body.weight = -1 (below minimum 0)',
      'body.weight = "not-a-number" (not a number)',
      `body.name = "${'z'.repeat(30)}"… (41 characters) (longer than maxLength 40)`,
      'body.name = "" (shorter than minLength 1)',
      'body.color = "not-in-enum" (not one of "red", "green", "blue")',
      'body.madeOn = "2024-13-45" (not a valid date)',
      'body.sku = "!!" (does not match ^[A-Z]{3}-[0-9]{4}$)',
      'body.contractUnknownProperty (property not allowed)',
      'body is malformed JSON',
      'body missing (required)',
      'body is a JSON array instead of an object',
      'query.contractUnknownParam (not a documented parameter)',
    ]);
    const weight = cases.find((c) => c.label === 'body.weight = 1001 (above maximum 1000)')!;
    expect(weight.problems).to.deep.equal(['body.weight must be <= 1000']);
  });

  it('negative: never leaves a path segment empty (that would test another route)', () => {
    const cases = negativeCases(context, op('getWidget'));
    expect(cases.map((c) => c.label)).to.have.members([
      'path.widgetId = "not-a-number" (not an integer)',
      'path.widgetId = 1.5 (not an integer)',
      'path.widgetId = 0 (below minimum 1)',
      'query.contractUnknownParam (not a documented parameter)',
    ]);
  });

  it('negative: probes each path with a method it does not document', () => {
    expect(methodProbe(context, op('getWidget'))).to.include({ method: 'DELETE', expect: 'method-not-allowed' });
    expect(methodProbe(context, op('listWidgets'))!.label).to.equal('DELETE is not documented for /widgets (documented: GET, POST)');
  });

  it('auth: none, malformed and unknown credentials on secured operations; malformed only against a mock', () => {
    expect(authCases(context, op('getWidget'))).to.deep.equal([]);
    expect(authCases(context, op('listWidgets')).map((c) => c.label)).to.deep.equal(['no credentials', 'malformed X-API-Key header', 'well-formed but unknown X-API-Key header']);
    expect(authCases({ ...context, mock: true }, op('listWidgets')).map((c) => c.label)).to.deep.equal(['no credentials', 'malformed X-API-Key header']);
  });

  it('generates the same data for the same seed', () => {
    const generator = new DataGenerator(spec);
    const a = generator.draft(op('createWidget'), seedFor(1, 'x'), 'random');
    const b = new DataGenerator(spec).draft(op('createWidget'), seedFor(1, 'x'), 'random');
    const c = generator.draft(op('createWidget'), seedFor(2, 'x'), 'random');
    expect(a).to.deep.equal(b);
    expect(a).to.not.deep.equal(c);
  });

  it('keeps generated strings and arrays small, never below their minimum', () => {
    expect(clampSizes({ type: 'string', maxLength: 5_000_000 })).to.deep.equal({ type: 'string', maxLength: 64 });
    expect(clampSizes({ type: 'string', minLength: 100, maxLength: 5000 })).to.deep.equal({ type: 'string', minLength: 100, maxLength: 100 });
    expect(clampSizes({ type: 'array', items: { type: 'string' }, minItems: 5 })).to.deep.equal({ type: 'array', items: { type: 'string', maxLength: 64 }, minItems: 5, maxItems: 5 });
  });
});
