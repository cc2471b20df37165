/**
 * The checks, each a named judgement of one response; a check that does not apply to a case is
 * not counted. operation_reached judges a whole operation once its cases are sent (tally.ts).
 */
import type { TestCase } from './cases.js';
import type { ContractResponse } from './http.js';
import { documentedResponse, type OperationModel, type ResponseModel } from '../pipeline/spec-model.js';
import { isJsonMediaType } from '../pipeline/media-type.js';
import type { SpecValidators } from './validation.js';

/** Every check, declared once: its name as reports and --exclude-checks spell it, and what it decides (--help), in the report's order. */
export const CHECK_DESCRIPTIONS = {
  not_a_server_error: 'no response is a 5xx (a 502, 503 or 504 the operation documents is a warning: an upstream was down)',
  status_code_documented: "the status is documented for the operation (exact, 4XX-style or default)",
  content_type_documented: 'the Content-Type is one the spec documents for that status',
  response_schema_conformance: 'the body matches the documented schema of that status and media type',
  response_headers_conformance: 'required response headers are present, and documented headers match their schema',
  negative_data_rejected: 'a request that breaks the spec is refused with a 4xx (whether that status is documented is status_code_documented\'s)',
  auth_enforced: 'missing or invalid credentials on a secured operation get 401',
  method_not_allowed: 'an undocumented method on a documented path gets 405 with an Allow header',
  positive_data_acceptance: 'a request the spec calls valid is not refused as invalid (never 400, 413, 415 or 422)',
  missing_required_header: 'a request without one of its required header parameters gets a 4xx (documented: status_code_documented)',
  max_response_time: 'every answer comes within --max-response-time milliseconds (off by default)',
  operation_reached: 'every operation answered at least one valid request with a 2xx (the coverage line names the others and why)',
} as const satisfies Record<string, string>;
export type CheckName = keyof typeof CHECK_DESCRIPTIONS;
export const CHECK_NAMES = Object.keys(CHECK_DESCRIPTIONS) as readonly CheckName[];

/** Statuses that say "your input is invalid", which a valid request must never get (a 404 or 403 may be right). */
export const VALIDATION_STATUSES = [400, 413, 415, 422];

export interface CheckOutcome {
  check: CheckName;
  ok: boolean;
  message?: string;
  /** A passed check with something worth telling. */
  warning?: string;
}

/** A passed check, or a failed one with its message. */
function outcome(check: CheckName, failure?: string): CheckOutcome {
  return failure === undefined ? { check, ok: true } : { check, ok: false, message: failure };
}

/** Statuses with which a server reports that something it depends on is unavailable. */
export const UPSTREAM_STATUSES = [502, 503, 504];

export interface CheckInput {
  testCase: TestCase;
  response: ContractResponse;
  validators: SpecValidators;
  /** Documented methods of the case's path. */
  pathMethods: string[];
  /** For auth cases, in words. */
  credentialDescription?: string;
  upstreamErrorsFail?: boolean;
  maxResponseTimeMs?: number;
}

function mediaTypeOf(response: ContractResponse): string | undefined {
  return response.headers['content-type']?.split(';')[0].trim().toLowerCase() || undefined;
}

function matchesMediaRange(range: string, type: string): boolean {
  if (range === type || range === '*/*') return true;
  const [rangeMain, rangeSub] = range.split('/');
  const [main, sub] = type.split('/');
  return rangeSub === '*' && rangeMain === main && sub !== undefined;
}

function documentedMedia(documented: ResponseModel, type: string): { schema: unknown } | undefined {
  const content = documented.content ?? {};
  const exact = content[type];
  if (exact) return exact;
  const range = Object.keys(content).find((key) => matchesMediaRange(key.split(';')[0].trim(), type));
  return range ? content[range] : undefined;
}

function listStatuses(operation: OperationModel): string {
  return operation.responses.map((r) => r.status).join(', ') || '(none)';
}

/** What a server said about itself in an error body, for messages: `INTERNAL "message" (traceId …)`. */
export function errorSummary(response: ContractResponse): string {
  const json = response.json as { error?: { code?: unknown; message?: unknown }; traceId?: unknown } | undefined;
  if (json && typeof json === 'object' && json.error && typeof json.error === 'object') {
    const parts = [json.error.code, json.error.message ? JSON.stringify(json.error.message) : undefined].filter(Boolean);
    if (typeof json.traceId === 'string') parts.push(`(traceId ${json.traceId})`);
    if (parts.length > 0) return parts.join(' ');
  }
  const text = response.body.replace(/\s+/g, ' ').trim();
  return text ? JSON.stringify(text.length > 200 ? `${text.slice(0, 199)}…` : text) : '(empty body)';
}

function documented4xxList(operation: OperationModel): string {
  return operation.responses.filter((r) => /^4/.test(r.status) || r.status === 'default').map((r) => r.status).join(', ') || 'none';
}

/** The five checks every answer gets, judged against the documented response for its status. */
function responseChecks(input: CheckInput, operation: OperationModel, documented: ResponseModel | undefined): CheckOutcome[] {
  const { response, validators } = input;
  const outcomes: CheckOutcome[] = [];
  const status = response.status;

  const upstreamDocumented =
    UPSTREAM_STATUSES.includes(status) && operation.responses.some((r) => r.status === String(status) || r.status.toUpperCase() === '5XX');
  if (status < 500) outcomes.push(outcome('not_a_server_error'));
  else if (documented && !operation.documentsSuccess) {
    // The operation documents no success, only this failure: answering it is what the spec says.
    outcomes.push({ check: 'not_a_server_error', ok: true, warning: `The server answered ${status}, which ${operation.operationId} documents (and no success)` });
  } else if (upstreamDocumented && !input.upstreamErrorsFail) {
    outcomes.push({
      check: 'not_a_server_error',
      ok: true,
      warning: `The server answered its documented ${status}: ${errorSummary(response)}. Something it depends on was unavailable, so this request did not exercise the operation`,
    });
  } else outcomes.push(outcome('not_a_server_error', `The server answered ${status}: ${errorSummary(response)}`));

  // OpenAPI 3.1 lets an operation document no response at all: then no status breaks it.
  if (operation.responses.length === 0) return outcomes;
  outcomes.push(outcome('status_code_documented', documented ? undefined : `Status ${status} is not documented for ${operation.operationId}; documented: ${listStatuses(operation)}`));
  if (!documented) return outcomes;

  const type = mediaTypeOf(response);
  const hasContent = documented.content !== null && Object.keys(documented.content).length > 0;
  let media: { schema: unknown } | undefined;
  if (hasContent) {
    const expected = Object.keys(documented.content!).join(', ');
    if (!type) {
      const empty = response.body.length === 0 && (status === 204 || status === 304 || input.testCase.method === 'HEAD');
      outcomes.push(outcome('content_type_documented', empty ? undefined : `The ${status} response has no Content-Type; documented: ${expected}`));
    } else {
      media = documentedMedia(documented, type);
      outcomes.push(outcome('content_type_documented', media ? undefined : `Content-Type ${type} is not documented for status ${status}; documented: ${expected}`));
    }
  }

  const json = isJsonMediaType(type);
  if (media?.schema && input.testCase.method !== 'HEAD' && json && response.jsonError !== undefined) {
    outcomes.push(outcome('response_schema_conformance', `The ${status} body is not valid JSON (${response.jsonError}): ${JSON.stringify(response.body.slice(0, 120))}`));
  } else if (media?.schema && input.testCase.method !== 'HEAD') {
    const problems = validators.responseProblems(media.schema, json && response.json !== undefined ? response.json : response.body);
    const more = json && problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
    // Not JSON: checked where the schema describes text; a structure (XML, a form) is in a syntax
    // a JSON Schema does not read, and is said to be unchecked.
    if (!json && problems.some((problem) => /^\/ must be (object|array|number|integer|boolean|null)/.test(problem))) {
      outcomes.push({ check: 'response_schema_conformance', ok: true, warning: `The ${status} ${type} body was not checked against its schema, which describes a structure: only JSON bodies are read` });
    } else {
      outcomes.push(outcome('response_schema_conformance', problems.length === 0 ? undefined : `The ${status} ${type} body breaks its schema: ${problems.slice(0, 3).join('; ')}${more}`));
    }
  }

  if (documented.headers.length > 0) {
    const problems: string[] = [];
    for (const header of documented.headers) {
      if (header.name.toLowerCase() === 'content-type') continue;
      const value = response.headers[header.name.toLowerCase()];
      if (value === undefined) {
        if (header.required) problems.push(`required header ${header.name} is missing`);
        continue;
      }
      const wrong = validators.headerProblems(header.schema, value);
      if (wrong.length > 0) problems.push(`header ${header.name} ${JSON.stringify(value)} ${wrong[0]}`);
    }
    outcomes.push(outcome('response_headers_conformance', problems.length === 0 ? undefined : `The ${status} response: ${problems.join('; ')}`));
  }
  return outcomes;
}

/** max_response_time, when a limit is set: the answer's own time, not the waits before a retry. */
function timing(input: CheckInput): CheckOutcome[] {
  const limit = input.maxResponseTimeMs;
  if (limit === undefined) return [];
  const elapsed = Math.round(input.response.elapsedMs);
  return [outcome('max_response_time', elapsed <= limit ? undefined : `The answer (${input.response.status}) took ${elapsed} ms; the limit is ${limit} ms (--max-response-time)`)];
}

export function runChecks(input: CheckInput): CheckOutcome[] {
  const { testCase, response } = input;
  const operation = testCase.operation;
  const status = response.status;

  if (testCase.expect === 'method-not-allowed') {
    const outcomes: CheckOutcome[] = [];
    const allow = response.headers.allow;
    const documentedMethods = input.pathMethods;
    if (status !== 405) {
      outcomes.push(outcome('method_not_allowed', `${testCase.method} ${operation.path} is not documented, yet it was answered ${status}; expected 405 with Allow: ${documentedMethods.join(', ')}`));
    } else if (!allow) {
      outcomes.push(outcome('method_not_allowed', `${testCase.method} ${operation.path} was answered 405 without an Allow header`));
    } else {
      const listed = allow.split(',').map((m) => m.trim().toUpperCase());
      const missing = documentedMethods.filter((m) => !listed.includes(m));
      outcomes.push(outcome('method_not_allowed', missing.length === 0 ? undefined : `Allow: ${allow} leaves out documented ${missing.join(', ')}`));
    }
    // A 405 is judged against the path's documentation of 405, when an operation there has one.
    const documented = status === 405 ? documentedResponse(operation, 405) : undefined;
    const general = responseChecks(input, operation, documented).filter((o) => o.check !== 'status_code_documented' && (documented || o.check === 'not_a_server_error'));
    return [...general, ...outcomes, ...timing(input)];
  }

  const outcomes = responseChecks(input, operation, documentedResponse(operation, status));
  outcomes.push(...timing(input));

  // Valid input must not be refused as invalid. A 429 or a 5xx says nothing about the input
  // (the rate limit and not_a_server_error deal with those).
  if (testCase.expect === 'any' && status !== 429 && status < 500) {
    // An operation documenting no success (only `400`, `405`...) answers valid input with what it documents.
    const documentedRefusal = !operation.documentsSuccess && documentedResponse(operation, status) !== undefined;
    const refused = VALIDATION_STATUSES.includes(status) && !documentedRefusal;
    outcomes.push(
      outcome('positive_data_acceptance', refused ? `A request the spec calls valid (${testCase.label}) was refused with ${status}: ${errorSummary(response)}; expected a documented 2xx or a non-validation status` : undefined),
    );
  }

  // A refusal is any 4xx (whether it is documented is status_code_documented's to say); a 429 or
  // a 5xx says nothing about the input.
  if (testCase.expect === 'missing-header' && status !== 429 && status < 500) {
    const why = testCase.problems?.[0] ?? testCase.label;
    outcomes.push(
      outcome('missing_required_header', status >= 400 ? undefined : `A request without a required header (${why}) was answered ${status} (served anyway); expected a documented 4xx (${documented4xxList(operation)})`),
    );
  }

  if (testCase.expect === 'rejected' && status !== 429 && status < 500) {
    const why = testCase.problems?.length ? testCase.problems.slice(0, 2).join('; ') : testCase.label;
    outcomes.push(outcome('negative_data_rejected', status >= 400 ? undefined : `Invalid request accepted with ${status} (${why}); expected a documented 4xx (${documented4xxList(operation)})`));
  }

  // A 429 left after the retries says nothing about the credentials either.
  if (testCase.expect === 'unauthorized' && status !== 429) {
    const what = input.credentialDescription ?? testCase.label;
    const served = status < 400 ? ' (served without valid credentials)' : '';
    outcomes.push(outcome('auth_enforced', status === 401 ? undefined : `${operation.method} ${operation.path} with ${what} was answered ${status}${served}; expected 401`));
  }
  return outcomes;
}
