/**
 * Stateful phase: the spec's OpenAPI links, followed. Each link's runtime expressions are
 * evaluated against a 2xx exchange and fill a valid request of the linked operation, whose own
 * links are followed in turn, to MAX_DEPTH; the runner sends, this module builds the cases.
 */
import { validCase, type PhaseContext, type TestCase } from '../cases.js';
import type { ContractResponse } from '../http.js';
import { atPointer } from '../login.js';
import { serverView, type RequestDraft } from '../request.js';
import type { LinkModel, OperationModel, ParameterLocation } from '../../pipeline/spec-model.js';
import { exampleBase } from './examples.js';
import { show } from './fields.js';

/** Links followed from a first request: source → target → target's target. */
export const MAX_DEPTH = 3;

/** One sent request and its answer, as runtime expressions see them. */
export interface Exchange {
  operation: OperationModel;
  url: string;
  draft: RequestDraft;
  response: ContractResponse;
}

export class UnresolvedExpression extends Error {}

function present(value: unknown, expression: string): unknown {
  if (value === undefined) throw new UnresolvedExpression(`${expression} is absent`);
  return value;
}

/** Evaluates one runtime expression (OpenAPI 3.0 §Runtime Expressions) against an exchange. */
export function evaluateExpression(expression: string, exchange: Exchange): unknown {
  const { response } = exchange;
  if (expression === '$url') return exchange.url;
  if (expression === '$method') return exchange.operation.method;
  if (expression === '$statusCode') return response.status;
  const body = /^\$(response|request)\.body(?:#(.*))?$/.exec(expression);
  if (body) {
    const document = body[1] === 'response' ? (response.json !== undefined ? response.json : response.body) : exchange.draft.body.kind === 'json' ? exchange.draft.body.value : undefined;
    const value = body[2] === undefined ? document : atPointer(document, decodeURIComponent(body[2]));
    return present(value, expression);
  }
  const header = /^\$response\.header\.(.+)$/.exec(expression);
  if (header) return present(response.headers[header[1].toLowerCase()], expression);
  const request = /^\$request\.(path|query|header)\.(.+)$/.exec(expression);
  if (request) {
    const location = request[1] as 'path' | 'query' | 'header';
    const view = serverView(exchange.draft, exchange.operation)[location];
    const value = location === 'header' ? view[request[2].toLowerCase()] : exchange.draft[location][request[2]] ?? view[request[2]];
    return present(value, expression);
  }
  throw new UnresolvedExpression(`${expression} is not a runtime expression this tool evaluates`);
}

/** A link value: an expression, a string with `{expression}`s embedded, or a constant (objects and arrays walked). */
export function evaluateLinkValue(value: unknown, exchange: Exchange): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('$')) return evaluateExpression(value, exchange);
    if (/\{\$[^}]+\}/.test(value)) return value.replace(/\{(\$[^}]+)\}/g, (_all, expression: string) => String(evaluateExpression(expression, exchange)));
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => evaluateLinkValue(item, exchange));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, evaluateLinkValue(item, exchange)]));
  return value;
}

/** The links of the documented response for this answer's status (exact, then 2XX-style). */
export function linksFor(operation: OperationModel, status: number): LinkModel[] {
  const exact = operation.responses.find((r) => r.status === String(status));
  const range = operation.responses.find((r) => r.status.toUpperCase() === `${String(status)[0]}XX`);
  return (exact ?? range)?.links ?? [];
}

export function hasLinks(operation: OperationModel): boolean {
  return operation.responses.some((response) => /^2/.test(response.status) && response.links.length > 0);
}

/** A valid start, as broad as the spec allows (required parameters only): no optional filter finds nothing. */
export function startingDraft(context: PhaseContext, operation: OperationModel): RequestDraft {
  const documented = exampleBase(context, operation);
  const broad = exampleBase(context, operation, 'stateful', true);
  if (documented.body.kind !== 'none') broad.body = documented.body;
  if (context.validators.requestProblems(operation, broad).length === 0) return broad;
  return context.validators.requestProblems(operation, documented).length === 0 ? documented : broad;
}

export function startCase(context: PhaseContext, operation: OperationModel): TestCase {
  const label = 'start of the links of this operation (documented request)';
  return validCase('stateful', operation, label, startingDraft(context, operation));
}

function locate(target: OperationModel, key: string): { in: ParameterLocation; name: string } | undefined {
  const qualified = /^(path|query|header|cookie)\.(.+)$/.exec(key);
  if (qualified) return target.parameters.find((p) => p.in === qualified[1] && p.name === qualified[2]);
  return target.parameters.find((p) => p.name === key);
}

export type LinkedCase = { ok: true; testCase: TestCase } | { ok: false; reason: string };

/** The request a link makes of an exchange, or why it cannot be made. */
export function linkedCase(context: PhaseContext, source: Exchange, link: LinkModel, target: OperationModel): LinkedCase {
  const where = `link ${source.operation.operationId} → ${target.operationId} (${link.name})`;
  // Only what the target requires, plus the linked values: an optional documented body could
  // carry a value the link means to supply elsewhere (a refresh token in the body wins over the cookie).
  const draft = exampleBase(context, target, 'linked', true);
  const filled: string[] = [];
  try {
    for (const [key, raw] of Object.entries(link.parameters)) {
      const parameter = locate(target, key);
      if (!parameter) return { ok: false, reason: `${where}: ${target.operationId} has no parameter ${key}` };
      const value = evaluateLinkValue(raw, source);
      draft[parameter.in][parameter.name] = value;
      filled.push(`${parameter.in}.${parameter.name} = ${show(value)}`);
    }
    if (link.requestBody !== undefined) {
      const value = evaluateLinkValue(link.requestBody, source);
      draft.body = { kind: 'json', value };
      filled.push(`body = ${show(value)}`);
    }
  } catch (error) {
    if (error instanceof UnresolvedExpression) return { ok: false, reason: `${where}: ${error.message} in the ${source.response.status} answer` };
    throw error;
  }
  const problems = context.validators.requestProblems(target, draft);
  if (problems.length > 0) return { ok: false, reason: `${where}: the linked values make an invalid request (${problems.slice(0, 2).join('; ')})` };
  return { ok: true, testCase: validCase('stateful', target, `${where}: ${filled.join(', ') || 'no values'}`, draft) };
}
