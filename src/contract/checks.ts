/**
 * The checks, each a named judgement of one response. Response checks apply to every
 * answer; positive_data_acceptance to the requests the spec calls valid; negative_data_rejected,
 * missing_required_header, auth_enforced and method_not_allowed only to the cases that expect
 * a refusal; max_response_time only when a limit is set. operation_reached judges a whole
 * operation once its cases are sent (tally.ts). A check that does not apply is not counted.
 */
import type { TestCase } from './cases.js';
import type { ContractResponse } from './http.js';
import { documentedResponse, type OperationModel, type ResponseModel } from '../pipeline/spec-model.js';
import type { SpecValidators } from './validation.js';

/**
 * Every check, declared once: its name (the key, as the console, JUnit and --exclude-checks
 * spell it) and what it decides (--help). The order is the report's. CHECK_NAMES and the
 * CheckName type derive from it, so a check added here is everywhere a check is listed;
 * its judgement goes in runChecks below (or, for a verdict on a whole operation, tally.ts).
 */
export const CHECKS = {
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
export type CheckName = keyof typeof CHECKS;
export const CHECK_NAMES = Object.keys(CHECKS) as readonly CheckName[];
export const CHECK_DESCRIPTIONS: Readonly<Record<CheckName, string>> = CHECKS;

/**
 * Statuses that say "your input is invalid": a request the spec calls valid must never get
 * one. Any other answer to valid input can be right (404 for an id that does not exist, 403
 * for a caller without the scope); whether it is documented is status_code_documented's job.
 */
export const VALIDATION_STATUSES = [400, 413, 415, 422];

export interface CheckOutcome {
  check: CheckName;
  ok: boolean;
  message?: string;
  /** A passed check with something worth telling (a documented upstream failure). */
  warning?: string;
}

/** Statuses with which a server reports that something it depends on is unavailable. */
export const UPSTREAM_STATUSES = [502, 503, 504];

export interface CheckInput {
  testCase: TestCase;
  response: ContractResponse;
  validators: SpecValidators;
  /** Documented methods of the case's path. */
  pathMethods: string[];
  /** For auth cases: what the credentials were, in words. */
  credentialDescription?: string;
  /** Documented 502/503/504 fail not_a_server_error too (default: they are warnings). */
  upstreamErrorsFail?: boolean;
  /** max_response_time: the longest an answer may take; undefined = not checked. */
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
  if (status < 500) outcomes.push({ check: 'not_a_server_error', ok: true });
  else if (documented && !operation.documentsSuccess) {
    // The operation documents no success, only this failure: answering it is what the spec says.
    outcomes.push({ check: 'not_a_server_error', ok: true, warning: `The server answered ${status}, which ${operation.operationId} documents (and no success)` });
  } else if (upstreamDocumented && !input.upstreamErrorsFail) {
    outcomes.push({
      check: 'not_a_server_error',
      ok: true,
      warning: `The server answered its documented ${status}: ${errorSummary(response)}. Something it depends on was unavailable, so this request did not exercise the operation`,
    });
  } else outcomes.push({ check: 'not_a_server_error', ok: false, message: `The server answered ${status}: ${errorSummary(response)}` });

  // OpenAPI 3.1 lets an operation document no response at all: then no status breaks it.
  if (operation.responses.length === 0) return outcomes;
  outcomes.push(
    documented
      ? { check: 'status_code_documented', ok: true }
      : { check: 'status_code_documented', ok: false, message: `Status ${status} is not documented for ${operation.operationId}; documented: ${listStatuses(operation)}` },
  );
  if (!documented) return outcomes;

  const type = mediaTypeOf(response);
  const hasContent = documented.content !== null && Object.keys(documented.content).length > 0;
  let media: { schema: unknown } | undefined;
  if (hasContent) {
    const expected = Object.keys(documented.content!).join(', ');
    if (!type) {
      const empty = response.body.length === 0 && (status === 204 || status === 304 || input.testCase.method === 'HEAD');
      outcomes.push(empty ? { check: 'content_type_documented', ok: true } : { check: 'content_type_documented', ok: false, message: `The ${status} response has no Content-Type; documented: ${expected}` });
    } else {
      media = documentedMedia(documented, type);
      outcomes.push(
        media
          ? { check: 'content_type_documented', ok: true }
          : { check: 'content_type_documented', ok: false, message: `Content-Type ${type} is not documented for status ${status}; documented: ${expected}` },
      );
    }
  }

  const json = type !== undefined && /^application\/(.+\+)?json$/.test(type);
  if (media?.schema && input.testCase.method !== 'HEAD' && !json) {
    // Not JSON: the body's text is checked where the schema describes text (a string, with its
    // lengths and pattern); a structure (XML, a form) is written in its media type's own syntax,
    // which a JSON Schema does not read, and is said to be unchecked.
    const problems = validators.responseProblems(media.schema, response.body);
    const structure = problems.some((problem) => /^\/ must be (object|array|number|integer|boolean|null)/.test(problem));
    if (problems.length === 0) outcomes.push({ check: 'response_schema_conformance', ok: true });
    else if (structure) outcomes.push({ check: 'response_schema_conformance', ok: true, warning: `The ${status} ${type} body was not checked against its schema, which describes a structure: only JSON bodies are read` });
    else outcomes.push({ check: 'response_schema_conformance', ok: false, message: `The ${status} ${type} body breaks its schema: ${problems.slice(0, 3).join('; ')}` });
  } else if (media?.schema && input.testCase.method !== 'HEAD') {
    if (response.jsonError !== undefined) {
      outcomes.push({ check: 'response_schema_conformance', ok: false, message: `The ${status} body is not valid JSON (${response.jsonError}): ${JSON.stringify(response.body.slice(0, 120))}` });
    } else {
      const value = response.json !== undefined ? response.json : response.body;
      const problems = validators.responseProblems(media.schema, value);
      outcomes.push(
        problems.length === 0
          ? { check: 'response_schema_conformance', ok: true }
          : {
              check: 'response_schema_conformance',
              ok: false,
              message: `The ${status} ${type} body breaks its schema: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}`,
            },
      );
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
    outcomes.push(
      problems.length === 0
        ? { check: 'response_headers_conformance', ok: true }
        : { check: 'response_headers_conformance', ok: false, message: `The ${status} response: ${problems.join('; ')}` },
    );
  }
  return outcomes;
}

/** max_response_time, when a limit is set: the answer's own time, not the waits before a retry. */
function timing(input: CheckInput): CheckOutcome[] {
  const limit = input.maxResponseTimeMs;
  if (limit === undefined) return [];
  const elapsed = Math.round(input.response.elapsedMs);
  return [
    elapsed <= limit
      ? { check: 'max_response_time', ok: true }
      : { check: 'max_response_time', ok: false, message: `The answer (${input.response.status}) took ${elapsed} ms; the limit is ${limit} ms (--max-response-time)` },
  ];
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
      outcomes.push({ check: 'method_not_allowed', ok: false, message: `${testCase.method} ${operation.path} is not documented, yet it was answered ${status}; expected 405 with Allow: ${documentedMethods.join(', ')}` });
    } else if (!allow) {
      outcomes.push({ check: 'method_not_allowed', ok: false, message: `${testCase.method} ${operation.path} was answered 405 without an Allow header` });
    } else {
      const listed = allow.split(',').map((m) => m.trim().toUpperCase());
      const missing = documentedMethods.filter((m) => !listed.includes(m));
      outcomes.push(
        missing.length === 0
          ? { check: 'method_not_allowed', ok: true }
          : { check: 'method_not_allowed', ok: false, message: `Allow: ${allow} leaves out documented ${missing.join(', ')}` },
      );
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
    outcomes.push(
      VALIDATION_STATUSES.includes(status) && !documentedRefusal
        ? {
            check: 'positive_data_acceptance',
            ok: false,
            message: `A request the spec calls valid (${testCase.label}) was refused with ${status}: ${errorSummary(response)}; expected a documented 2xx or a non-validation status`,
          }
        : { check: 'positive_data_acceptance', ok: true },
    );
  }

  // A refusal is any 4xx: whether its status is documented is status_code_documented's to say,
  // once. A 429 says nothing about the input (the request never reached validation, the run
  // notes it), nor does a 5xx (not_a_server_error's).
  if (testCase.expect === 'missing-header' && status !== 429 && status < 500) {
    const why = testCase.problems?.[0] ?? testCase.label;
    outcomes.push(
      status >= 400
        ? { check: 'missing_required_header', ok: true }
        : { check: 'missing_required_header', ok: false, message: `A request without a required header (${why}) was answered ${status} (served anyway); expected a documented 4xx (${documented4xxList(operation)})` },
    );
  }

  if (testCase.expect === 'rejected' && status !== 429 && status < 500) {
    const why = testCase.problems?.length ? testCase.problems.slice(0, 2).join('; ') : testCase.label;
    outcomes.push(
      status >= 400
        ? { check: 'negative_data_rejected', ok: true }
        : { check: 'negative_data_rejected', ok: false, message: `Invalid request accepted with ${status} (${why}); expected a documented 4xx (${documented4xxList(operation)})` },
    );
  }

  // A 429 left after the retries says nothing about the credentials either.
  if (testCase.expect === 'unauthorized' && status !== 429) {
    const what = input.credentialDescription ?? testCase.label;
    outcomes.push(
      status === 401
        ? { check: 'auth_enforced', ok: true }
        : {
            check: 'auth_enforced',
            ok: false,
            message: `${operation.method} ${operation.path} with ${what} was answered ${status}${status < 400 ? ' (served without valid credentials)' : ''}; expected 401`,
          },
    );
  }
  return outcomes;
}
