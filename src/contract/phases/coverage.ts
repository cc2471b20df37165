/**
 * Coverage phase: valid requests at the edges the schemas draw (required fields only, every
 * field, then one field at a time at its bounds, enum values, booleans and null), each checked
 * valid before it is sent; sent whole, up to COVERAGE_LIMIT or --max-examples when higher.
 */
import { firstOfEachDraft, validCase, type PhaseContext, type TestCase } from '../cases.js';
import { createRandom, seedFor } from '../generate.js';
import type { RequestDraft } from '../request.js';
import type { SchemaInfo } from '../schema-info.js';
import type { OperationModel } from '../../pipeline/spec-model.js';
import { FORMAT_VALUES, listFields, show, withField, type Field } from './fields.js';

const MAX_GENERATED_LENGTH = 10_000;
/** Coverage cases per operation when --max-examples is lower. */
export const COVERAGE_LIMIT = 50;
const MAX_GENERATED_ITEMS = 50;

interface Candidate {
  value: unknown;
  label: string;
}

function numberBounds(info: SchemaInfo, integer: boolean): Candidate[] {
  const step = integer ? 1 : info.multipleOf ?? 0.5;
  const values: Candidate[] = [];
  const fit = (value: number) => (info.multipleOf ? Math.round(value / info.multipleOf) * info.multipleOf : value);
  if (info.minimum !== undefined) values.push({ value: fit(info.exclusiveMinimum ? info.minimum + step : info.minimum), label: info.exclusiveMinimum ? 'just above the exclusive minimum' : 'minimum' });
  if (info.maximum !== undefined) values.push({ value: fit(info.exclusiveMaximum ? info.maximum - step : info.maximum), label: info.exclusiveMaximum ? 'just below the exclusive maximum' : 'maximum' });
  if (info.minimum === undefined && info.maximum === undefined) values.push({ value: 0, label: 'zero' });
  return values;
}

function boundaryValues(context: PhaseContext, field: Field): Candidate[] {
  const info = field.info;
  if (info.composite) return [];
  const candidates: Candidate[] = [];
  if (info.enum) {
    for (const value of info.enum.slice(0, 20)) if (value !== null) candidates.push({ value, label: 'enum value' });
  } else {
    const type = info.types[0];
    if (type === 'boolean') candidates.push({ value: true, label: 'true' }, { value: false, label: 'false' });
    else if (type === 'integer' || type === 'number') candidates.push(...numberBounds(info, type === 'integer'));
    else if (type === 'string') {
      if (info.format && FORMAT_VALUES[info.format]) candidates.push({ value: FORMAT_VALUES[info.format][0], label: `a ${info.format}` });
      if (info.pattern || info.format) {
        for (const [length, label] of [[info.minLength, 'shortest'], [info.maxLength, 'longest']] as const) {
          if (length === undefined || length > MAX_GENERATED_LENGTH) continue;
          const value = context.generator.value({ ...(field.schema as object), minLength: length, maxLength: length }, seedFor(context.seed, field.label, label), 'required', { exactSizes: true });
          if (typeof value === 'string') candidates.push({ value, label: `${label} (${length} characters)` });
        }
      } else {
        const min = info.minLength ?? 0;
        if (min > 0 || field.location !== 'path') candidates.push({ value: 'a'.repeat(min), label: `shortest (${min} characters)` });
        if (info.maxLength !== undefined && info.maxLength <= MAX_GENERATED_LENGTH) candidates.push({ value: 'z'.repeat(info.maxLength), label: `longest (${info.maxLength} characters)` });
      }
    } else if (type === 'array' && field.location === 'body') {
      const item = info.items ?? {};
      for (const [count, label] of [[info.minItems ?? 0, 'fewest items'], [info.maxItems, 'most items']] as const) {
        if (count === undefined || count > MAX_GENERATED_ITEMS) continue;
        const value = context.generator.value({ type: 'array', items: item, minItems: count, maxItems: count }, seedFor(context.seed, field.label, label), 'required', { exactSizes: true });
        if (Array.isArray(value)) candidates.push({ value, label: `${label} (${count})` });
      }
    }
  }
  if (info.nullable && field.location === 'body') candidates.push({ value: null, label: 'null' });
  return candidates;
}

export function coverageCases(context: PhaseContext, operation: OperationModel): TestCase[] {
  const seed = seedFor(context.seed, operation.operationId, 'coverage');
  const requiredOnly = context.generator.positive(operation, seedFor(seed, 'required'), 'required', context.validators);
  const allOptional = context.generator.positive(operation, seedFor(seed, 'all'), 'all', context.validators);
  const cases: TestCase[] = [];
  const isNew = firstOfEachDraft();
  const add = (draft: RequestDraft, label: string) => {
    if (isNew(draft) && context.validators.requestProblems(operation, draft).length === 0) cases.push(validCase('coverage', operation, label, draft));
  };
  if (requiredOnly.problems.length === 0) add(requiredOnly.draft, 'required fields only');
  if (allOptional.problems.length === 0) add(allOptional.draft, 'every optional field');
  const base = allOptional.problems.length === 0 ? allOptional.draft : requiredOnly.draft;

  const candidates: Array<{ draft: RequestDraft; label: string }> = [];
  for (const field of listFields(context.spec, operation)) {
    for (const candidate of boundaryValues(context, field)) {
      candidates.push({ draft: withField(base, field, candidate.value), label: `${field.label} = ${show(candidate.value)} (${candidate.label})` });
    }
  }
  // Boundaries are a small finite set: all are sent, up to a guard for enum-heavy schemas.
  const limit = Math.max(context.maxExamples, COVERAGE_LIMIT);
  const random = createRandom(seedFor(seed, 'order'));
  const ordered = candidates.length + cases.length > limit ? random.shuffle(candidates) : candidates;
  for (const candidate of ordered) {
    if (cases.length >= limit) break;
    add(candidate.draft, candidate.label);
  }
  return cases;
}
