/**
 * Judging one answer: the checks run on it, and each failure or warning a record a developer can
 * act on (case, request, answer with secrets masked, and a curl command that reproduces it).
 */
import { runChecks, type CheckName, type CheckOutcome } from './checks.js';
import type { TestCase } from './cases.js';
import { curlCommand, mask, type Secret } from './curl.js';
import type { ContractResponse } from './http.js';
import { urlOf } from './request.js';
import type { FailureRecord } from './results.js';
import type { PreparedRequest } from './send.js';
import type { SpecModel } from '../pipeline/spec-model.js';
import type { SpecValidators } from './validation.js';

/** Request bodies and answers are cut in records: a report is read, not archived. */
const MAX_REQUEST_BODY = 2000;
const MAX_ANSWER_BODY = 1000;

export interface JudgeSettings {
  spec: SpecModel;
  validators: SpecValidators;
  /** Without trailing slashes. */
  baseUrl: string;
  /** Masked in every report (empty with showSecrets). */
  secrets: Secret[];
  excluded: ReadonlySet<CheckName>;
  upstreamErrorsFail: boolean;
  maxResponseTimeMs?: number;
}

/** A failure record without its verdict: which case, which request. */
export type CaseRecord = Omit<FailureRecord, 'check' | 'message' | 'response'>;

export interface Verdict {
  /** The checks that judged the answer (excluded ones left out), passed or not. */
  outcomes: CheckOutcome[];
  failures: FailureRecord[];
  /** Passed checks with something to tell. */
  warnings: FailureRecord[];
  /** The case and its answer, for a later verdict on the whole operation (operation_reached). */
  record: CaseRecord & { response: NonNullable<FailureRecord['response']> };
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

export function caseRecord(settings: Pick<JudgeSettings, 'baseUrl' | 'secrets'>, testCase: TestCase, prepared: PreparedRequest): CaseRecord {
  const { baseUrl, secrets } = settings;
  const { wire } = prepared;
  return {
    operationId: testCase.operation.operationId,
    method: testCase.method,
    path: testCase.operation.path,
    phase: testCase.phase,
    label: mask(prepared.label, secrets),
    request: {
      method: wire.method,
      url: mask(urlOf(baseUrl, wire), secrets),
      headers: Object.fromEntries(Object.entries(wire.headers).map(([k, v]) => [k, mask(v, secrets)])),
      ...(wire.body === undefined ? {} : { body: truncate(mask(wire.body, secrets), MAX_REQUEST_BODY) }),
    },
    curl: curlCommand(baseUrl, wire, secrets),
  };
}

/** A case that got no answer: a request_error, not a check. */
export function noAnswerFailure(settings: Pick<JudgeSettings, 'baseUrl' | 'secrets'>, testCase: TestCase, prepared: PreparedRequest, why: string): FailureRecord {
  return { check: 'request_error', message: `No answer: ${why}`, ...caseRecord(settings, testCase, prepared) };
}

export function judgeAnswer(settings: JudgeSettings, testCase: TestCase, prepared: PreparedRequest, response: ContractResponse): Verdict {
  const { spec, secrets } = settings;
  const operation = testCase.operation;
  const record = {
    response: { status: response.status, contentType: response.headers['content-type'], body: truncate(mask(response.body, secrets), MAX_ANSWER_BODY) },
    ...caseRecord(settings, testCase, prepared),
  };
  let outcomes = runChecks({
    testCase: { ...testCase, label: prepared.label },
    response,
    validators: settings.validators,
    pathMethods: spec.pathMethods.get(operation.path) ?? [operation.method],
    credentialDescription: prepared.credentialDescription,
    upstreamErrorsFail: settings.upstreamErrorsFail,
    maxResponseTimeMs: settings.maxResponseTimeMs,
  }).filter((outcome) => !settings.excluded.has(outcome.check));
  // One failure per answer's status: a 5xx, or valid input refused, is not also counted as an undocumented status.
  const judgedStatus = outcomes.some((o) => !o.ok && (o.check === 'not_a_server_error' || o.check === 'positive_data_acceptance'));
  if (judgedStatus) outcomes = outcomes.filter((o) => o.ok || o.check !== 'status_code_documented');
  const failures: FailureRecord[] = [];
  const warnings: FailureRecord[] = [];
  for (const outcome of outcomes) {
    if (outcome.ok) {
      if (outcome.warning) warnings.push({ check: outcome.check, message: mask(outcome.warning, secrets), ...record });
    } else {
      failures.push({ check: outcome.check, message: mask(outcome.message ?? outcome.check, secrets), ...record });
    }
  }
  return { outcomes, failures, warnings, record };
}
