/**
 * Auth phase: every secured operation without credentials, then with an invalid credential
 * for each of its security schemes (malformed; and well-formed but unknown, except against
 * a mock). The request is otherwise valid, so only the credentials can explain a refusal.
 */
import { validCase, type PhaseContext, type TestCase } from '../cases.js';
import { canForge, describeScheme } from '../credentials.js';
import { seedFor } from '../generate.js';
import { cloneDraft } from '../request.js';
import type { OperationModel } from '../../pipeline/spec-model.js';
import { exampleBase } from './examples.js';

export function authCases(context: PhaseContext, operation: OperationModel): TestCase[] {
  if (operation.security.length === 0) return [];
  const example = exampleBase(context, operation);
  const base =
    context.validators.requestProblems(operation, example).length === 0
      ? example
      : context.generator.positive(operation, seedFor(context.seed, operation.operationId, 'auth'), 'required', context.validators).draft;
  const make = (credentials: TestCase['credentials'], label: string): TestCase => ({
    ...validCase('auth', operation, label, cloneDraft(base), 'unauthorized'),
    credentials,
  });
  const cases = [make({ kind: 'none' }, 'no credentials')];
  const schemes = new Map(operation.security.flat().map((scheme) => [scheme.name, scheme]));
  for (const scheme of schemes.values()) {
    if (!canForge(scheme)) continue;
    cases.push(make({ kind: 'invalid', scheme, variant: 'malformed' }, `malformed ${describeScheme(scheme)}`));
    if (!context.mock) cases.push(make({ kind: 'invalid', scheme, variant: 'unknown' }, `well-formed but unknown ${describeScheme(scheme)}`));
  }
  return cases;
}
