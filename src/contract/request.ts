/**
 * A request as a draft (typed values per location, as generated and mutated) and on the wire
 * (serialized by the parameters' `style` and `explode`), as sent, printed and made into `curl`.
 */
import type { OperationModel, ParameterModel } from '../pipeline/spec-model.js';

export type DraftBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; mediaType: string };

export interface RequestDraft {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  cookie: Record<string, unknown>;
  body: DraftBody;
}

export interface WireRequest {
  method: string;
  pathTemplate: string;
  /** The filled, percent-encoded path. */
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: string;
}

export function emptyDraft(): RequestDraft {
  return { path: {}, query: {}, header: {}, cookie: {}, body: { kind: 'none' } };
}

export function cloneDraft(draft: RequestDraft): RequestDraft {
  return structuredClone(draft);
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `name=value` pairs of one query (or cookie) parameter. */
function formPairs(name: string, value: unknown, parameter: ParameterModel | undefined): Array<[string, string]> {
  if (value === undefined) return [];
  const style = parameter?.style ?? 'form';
  const explode = parameter?.explode ?? true;
  if (Array.isArray(value)) {
    if (style === 'spaceDelimited') return [[name, value.map(scalar).join(' ')]];
    if (style === 'pipeDelimited') return [[name, value.map(scalar).join('|')]];
    return explode ? value.map((item) => [name, scalar(item)] as [string, string]) : [[name, value.map(scalar).join(',')]];
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (style === 'deepObject') return entries.map(([key, item]) => [`${name}[${key}]`, scalar(item)] as [string, string]);
    if (explode) return entries.map(([key, item]) => [key, scalar(item)] as [string, string]);
    return [[name, entries.flatMap(([key, item]) => [key, scalar(item)]).join(',')]];
  }
  return [[name, scalar(value)]];
}

function simpleValue(value: unknown, explode: boolean): string {
  if (Array.isArray(value)) return value.map(scalar).join(',');
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => (explode ? `${key}=${scalar(item)}` : `${key},${scalar(item)}`))
      .join(',');
  }
  return scalar(value);
}

/** Header values must be visible ASCII; generated text is cut down to that. */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '').trim();
}

function parameterOf(operation: OperationModel, location: string, name: string): ParameterModel | undefined {
  return operation.parameters.find((p) => p.in === location && p.name === name);
}

export function fillPath(template: string, values: Record<string, unknown>, operation: OperationModel): string {
  return template.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const parameter = parameterOf(operation, 'path', name);
    const value = values[name];
    if (value === undefined) return '';
    return encodeURIComponent(simpleValue(value, parameter?.explode ?? false));
  });
}

export function queryPairs(draft: RequestDraft, operation: OperationModel): Array<[string, string]> {
  return Object.entries(draft.query).flatMap(([name, value]) => formPairs(name, value, parameterOf(operation, 'query', name)));
}

/** The wire form of a draft; `extraHeaders` (Accept, credentials...) are added first, so a header parameter wins. */
export function toWire(
  operation: OperationModel,
  method: string,
  pathTemplate: string,
  draft: RequestDraft,
  extraHeaders: Record<string, string>,
  extraQuery: Array<[string, string]>,
): WireRequest {
  const headers: Record<string, string> = { ...extraHeaders };
  for (const [name, value] of Object.entries(draft.header)) {
    if (value === undefined) continue;
    headers[name] = headerSafe(simpleValue(value, parameterOf(operation, 'header', name)?.explode ?? false));
  }
  const cookies = Object.entries(draft.cookie).flatMap(([name, value]) => formPairs(name, value, parameterOf(operation, 'cookie', name)));
  if (cookies.length > 0) {
    const existing = Object.keys(headers).find((name) => name.toLowerCase() === 'cookie');
    const text = cookies.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (existing) headers[existing] = `${headers[existing]}; ${text}`;
    else headers.Cookie = text;
  }
  let body: string | undefined;
  if (draft.body.kind === 'json') {
    body = JSON.stringify(draft.body.value);
    headers['Content-Type'] = operation.body?.mediaType ?? 'application/json';
  } else if (draft.body.kind === 'raw') {
    body = draft.body.text;
    headers['Content-Type'] = draft.body.mediaType;
  }
  return {
    method,
    pathTemplate,
    path: fillPath(pathTemplate, draft.path, operation),
    query: [...queryPairs(draft, operation), ...extraQuery],
    headers,
    body,
  };
}

export function urlOf(baseUrl: string, request: WireRequest): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams(request.query).toString();
  return `${base}${request.path}${search ? `?${search}` : ''}`;
}

/** The parameters as a server parses them: strings, arrays for repeated names or split at the style's delimiter. */
export function serverView(draft: RequestDraft, operation: OperationModel) {
  const split = (location: string, name: string, text: string): unknown => {
    const delimiter = parameterOf(operation, location, name)?.delimiter;
    return delimiter === undefined ? text : text.split(delimiter);
  };
  const query: Record<string, unknown> = {};
  for (const [name, value] of queryPairs(draft, operation)) {
    const existing = query[name];
    if (existing === undefined) query[name] = split('query', name, value);
    else query[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  const path: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft.path)) {
    if (value !== undefined) path[name] = split('path', name, simpleValue(value, parameterOf(operation, 'path', name)?.explode ?? false));
  }
  const header: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft.header)) {
    if (value !== undefined) header[name.toLowerCase()] = split('header', name, headerSafe(simpleValue(value, false)));
  }
  return { path, query, header };
}

/** A stable text of a draft, to drop duplicate cases. */
export function draftKey(draft: RequestDraft): string {
  return JSON.stringify([draft.path, draft.query, draft.header, draft.cookie, draft.body]);
}
