/** What every phase produces: test cases, each one request with what it expects of the answer. */
import type { DataGenerator } from './generate.js';
import { draftKey, type RequestDraft } from './request.js';
import type { OperationModel, SecuritySchemeModel, SpecModel } from '../pipeline/spec-model.js';
import type { SpecValidators } from './validation.js';

/** Every phase, declared once: its name and what it sends (--help); its cases are made in plan.ts's PHASE_CASES. */
export const PHASE_DESCRIPTIONS = {
  examples: "every documented request example and the parameters' examples",
  coverage: 'boundary values of the schemas (min/max, lengths, enum values, required-only vs all optional)',
  fuzzing: 'random valid requests generated from the schemas',
  negative: 'requests mutated off the schema (wrong types, out of range, missing required, unknown parameters, invalid formats) and an undocumented method per path',
  auth: 'no credentials and invalid credentials on every secured operation',
  stateful: "follows the spec's OpenAPI links: values from a 2xx answer fill the linked request (a list's first id → its filters)",
} as const satisfies Record<string, string>;
export type Phase = keyof typeof PHASE_DESCRIPTIONS;
export const PHASES = Object.keys(PHASE_DESCRIPTIONS) as readonly Phase[];

export type CaseCredentials =
  | { kind: 'valid' }
  | { kind: 'none' }
  | { kind: 'invalid'; scheme: SecuritySchemeModel; variant: 'malformed' | 'unknown' };

/** 'any': valid input (positive_data_acceptance applies); the others expect a refusal. */
export type Expectation = 'any' | 'rejected' | 'missing-header' | 'unauthorized' | 'method-not-allowed';

export interface TestCase {
  phase: Phase;
  /** The operation whose documentation judges the answer (for a method probe: one on the same path). */
  operation: OperationModel;
  /** The method sent (differs from the operation's only for a method probe). */
  method: string;
  label: string;
  draft: RequestDraft;
  expect: Expectation;
  credentials: CaseCredentials;
  /** Negative cases: how the request breaks the spec. */
  problems?: string[];
}

export interface PhaseContext {
  spec: SpecModel;
  generator: DataGenerator;
  validators: SpecValidators;
  seed: number;
  maxExamples: number;
  mock: boolean;
}

/** A case sent with the caller's credentials: every phase's, except auth's. */
export function validCase(
  phase: Phase,
  operation: OperationModel,
  label: string,
  draft: RequestDraft,
  expect: Expectation = 'any',
  method = operation.method,
): TestCase {
  return { phase, operation, method, label, draft, expect, credentials: { kind: 'valid' } };
}

/** A filter that passes each distinct draft once: a phase sends no request twice. */
export function firstOfEachDraft(): (draft: RequestDraft) => boolean {
  const seen = new Set<string>();
  return (draft) => {
    const key = draftKey(draft);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
