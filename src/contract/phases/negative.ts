/**
 * Negative phase: a valid request with one thing broken, kept only when the spec's own
 * validators call it invalid (a server is never blamed for accepting a fine request); plus one
 * probe per path with a method the path does not document.
 */
import { firstOfEachDraft, validCase, type PhaseContext, type TestCase } from '../cases.js';
import { createRandom, seedFor } from '../generate.js';
import { cloneDraft, type DraftBody, type RequestDraft } from '../request.js';
import { inspectSchema } from '../schema-info.js';
import type { OperationModel, SpecModel } from '../../pipeline/spec-model.js';
import { exampleBase } from './examples.js';
import { FORMAT_VALUES, listFields, show, withField, withoutField, type Field } from './fields.js';

/** The name of the undocumented query parameter sent to every operation. */
export const UNKNOWN_QUERY_PARAMETER = 'contractUnknownParam';
export const UNKNOWN_PROPERTY = 'contractUnknownProperty';

const MAX_LENGTH_MUTATION = 100_000;

type Kind = 'missing' | 'type' | 'range' | 'length' | 'enum' | 'format' | 'pattern' | 'unknown' | 'malformed';

interface Mutation {
  kind: Kind;
  draft: RequestDraft;
  label: string;
}

function fieldMutations(field: Field, base: RequestDraft): Mutation[] {
  const out: Mutation[] = [];
  const info = field.info;
  const inBody = field.location === 'body';
  const set = (kind: Kind, value: unknown, why: string) => {
    // An empty path segment routes to another path: it tests the router, not this operation.
    if (field.location === 'path' && (value === '' || value === null)) return;
    out.push({ kind, draft: withField(base, field, value), label: `${field.label} = ${show(value)} (${why})` });
  };

  // A required header left out is missing_required_header's case (missingHeaderCases), not a mutation.
  if (field.required && field.location !== 'path' && field.location !== 'header') out.push({ kind: 'missing', draft: withoutField(base, field), label: `${field.label} missing (required)` });
  if (info.composite) return out;
  const type = info.types[0];

  if (type === 'integer') {
    set('type', 'not-a-number', 'not an integer');
    set('type', 1.5, 'not an integer');
  } else if (type === 'number') set('type', 'not-a-number', 'not a number');
  else if (type === 'boolean') set('type', inBody ? 'true' : 'maybe', 'not a boolean');
  else if (type === 'string' && inBody) set('type', 12345, 'not a string');
  else if (type === 'array' && inBody) set('type', 'not-an-array', 'not an array');
  else if (type === 'object' && inBody) set('type', 'not-an-object', 'not an object');
  if (inBody && !info.nullable && type) set('type', null, 'null is not allowed');

  if (type === 'integer' || type === 'number') {
    if (info.minimum !== undefined) set('range', info.exclusiveMinimum ? info.minimum : info.minimum - 1, info.exclusiveMinimum ? 'at the exclusive minimum' : `below minimum ${info.minimum}`);
    if (info.maximum !== undefined) set('range', info.exclusiveMaximum ? info.maximum : info.maximum + 1, info.exclusiveMaximum ? 'at the exclusive maximum' : `above maximum ${info.maximum}`);
    if (info.multipleOf !== undefined) set('range', (info.minimum ?? 0) + info.multipleOf / 2, `not a multiple of ${info.multipleOf}`);
  }
  if (type === 'string') {
    if (info.minLength !== undefined && info.minLength > 0) set('length', 'a'.repeat(info.minLength - 1), `shorter than minLength ${info.minLength}`);
    if (info.maxLength !== undefined && info.maxLength < MAX_LENGTH_MUTATION) set('length', 'z'.repeat(info.maxLength + 1), `longer than maxLength ${info.maxLength}`);
    if (info.format) set('format', FORMAT_VALUES[info.format]?.[1] ?? `not-a-valid-${info.format}`, `not a valid ${info.format}`);
    if (info.pattern) {
      let pattern: RegExp | null = null;
      try {
        pattern = new RegExp(info.pattern, 'u');
      } catch {
        pattern = null;
      }
      const candidate = ['!!', '~ ~', '0', 'contract-test', ''].find((text) => pattern && !pattern.test(text));
      if (candidate !== undefined) set('pattern', candidate, `does not match ${info.pattern}`);
    }
  }
  if (type === 'array' && inBody) {
    if (info.minItems !== undefined && info.minItems > 0) set('length', [], `fewer than minItems ${info.minItems}`);
    if (info.maxItems !== undefined && info.maxItems < 1000) set('length', Array.from({ length: info.maxItems + 1 }, (_v, i) => (info.enum ? info.enum[0] : `item-${i}`)), `more than maxItems ${info.maxItems}`);
  }
  if (info.enum && info.enum.length > 0) {
    const outside = typeof info.enum.find((v) => v !== null) === 'number' ? Math.max(...(info.enum.filter((v) => typeof v === 'number') as number[])) + 1 : 'not-in-enum';
    set('enum', outside, `not one of ${info.enum.map((v) => JSON.stringify(v)).join(', ')}`.slice(0, 80));
  }
  if (inBody && type === 'object' && info.additionalProperties === false) {
    out.push({
      kind: 'unknown',
      draft: withField(base, { ...field, path: [...field.path, UNKNOWN_PROPERTY] }, 1),
      label: `${field.label}.${UNKNOWN_PROPERTY} (property not allowed)`,
    });
  }
  return out;
}

function bodyMutations(spec: SpecModel, operation: OperationModel, base: RequestDraft): Mutation[] {
  const body = operation.body;
  if (!body?.mediaType) return [];
  const out: Mutation[] = [];
  const withBody = (kind: Kind, draftBody: DraftBody, label: string) => out.push({ kind, draft: { ...cloneDraft(base), body: draftBody }, label });
  if (body.required) withBody('missing', { kind: 'none' }, 'body missing (required)');
  withBody('malformed', { kind: 'raw', text: '{"contract": ', mediaType: body.mediaType }, 'body is malformed JSON');
  if (body.schema) {
    const info = inspectSchema(spec.document, body.schema);
    const type = info.composite ? undefined : info.types[0];
    if (type === 'object') {
      withBody('type', { kind: 'json', value: [] }, 'body is a JSON array instead of an object');
      if (info.additionalProperties === false) {
        const value = base.body.kind === 'json' && base.body.value && typeof base.body.value === 'object' ? structuredClone(base.body.value as object) : {};
        withBody('unknown', { kind: 'json', value: { ...value, [UNKNOWN_PROPERTY]: 1 } }, `body.${UNKNOWN_PROPERTY} (property not allowed)`);
      }
    } else if (type === 'array') withBody('type', { kind: 'json', value: {} }, 'body is a JSON object instead of an array');
  }
  return out;
}

export function negativeCases(context: PhaseContext, operation: OperationModel): TestCase[] {
  const seed = seedFor(context.seed, operation.operationId, 'negative');
  const generated = context.generator.positive(operation, seedFor(seed, 'base'), 'all', context.validators);
  const base = generated.problems.length === 0 ? generated.draft : exampleBase(context, operation);

  const mutations: Mutation[] = [];
  for (const field of listFields(context.spec, operation)) mutations.push(...fieldMutations(field, base));
  mutations.push(...bodyMutations(context.spec, operation, base));
  const unknown = cloneDraft(base);
  unknown.query[UNKNOWN_QUERY_PARAMETER] = 'contract-test';
  mutations.push({ kind: 'unknown', draft: unknown, label: `query.${UNKNOWN_QUERY_PARAMETER} (not a documented parameter)` });

  // Round-robin over the kinds of mutation, shuffled within a kind, so a small budget still sees every kind.
  const random = createRandom(seedFor(seed, 'order'));
  const byKind = new Map<Kind, Mutation[]>();
  for (const mutation of mutations) byKind.set(mutation.kind, [...(byKind.get(mutation.kind) ?? []), mutation]);
  const queues = [...byKind.values()].map((list) => random.shuffle(list));
  const cases: TestCase[] = [];
  const isNew = firstOfEachDraft();
  while (cases.length < context.maxExamples && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      if (cases.length >= context.maxExamples) break;
      const mutation = queue.shift();
      if (!mutation || !isNew(mutation.draft)) continue;
      const problems = context.validators.requestProblems(operation, mutation.draft);
      if (problems.length === 0) continue; // the mutation happened to be valid: not a negative case
      cases.push({ ...validCase('negative', operation, mutation.label, mutation.draft, 'rejected'), problems });
    }
  }
  return [...missingHeaderCases(context, operation, base), ...cases];
}

/** One request per required header left out: few, so outside the --max-examples budget. */
export function missingHeaderCases(context: PhaseContext, operation: OperationModel, base: RequestDraft): TestCase[] {
  return operation.parameters
    .filter((parameter) => parameter.in === 'header' && parameter.required)
    .map((parameter) => {
      const draft = cloneDraft(base);
      delete draft.header[parameter.name];
      const problems = context.validators.requestProblems(operation, draft);
      return { ...validCase('negative', operation, `header ${parameter.name} missing (required)`, draft, 'missing-header'), problems };
    });
}

const PROBE_METHODS = ['DELETE', 'PUT', 'PATCH', 'POST', 'GET'];

/** A request with a method the path does not document; null when the path documents them all. */
export function methodProbe(context: PhaseContext, operation: OperationModel): TestCase | null {
  const documented = context.spec.pathMethods.get(operation.path) ?? [operation.method];
  const method = PROBE_METHODS.find((m) => !documented.includes(m) && !(m === 'GET' && documented.includes('HEAD')));
  if (!method) return null;
  const generated = context.generator.positive(operation, seedFor(context.seed, operation.operationId, 'method'), 'required', context.validators);
  const draft = cloneDraft(generated.draft);
  draft.body = { kind: 'none' };
  draft.query = {};
  const label = `${method} is not documented for ${operation.path} (documented: ${documented.join(', ')})`;
  return validCase('negative', operation, label, draft, 'method-not-allowed', method);
}
