/**
 * A tour of every operation of the four area specs over HTTP, against servers already running
 * (`npm start`, `npm run serve:dev`): the production suite drives the built server through it,
 * and compares its answers with the development server's.
 *
 * The requests come from the specs: each operation is called with its required parameters'
 * examples and with each of its request-body examples, and with the credentials its security
 * asks for. What the examples leave to the world is brought home: addresses of
 * `news.acme.example` point at a local HTTP site (`crawlSite`), so the crawl platform's robots
 * and page fetches really go out; the HR sign-in, refresh, sign-out and permission calls run in
 * the order a client makes them, against the member API the server is set to.
 *
 * Every answer is checked against its spec (assertMatchesSpec); an answer other than 2xx
 * and an outbound call that did not go out are problems too.
 */
import { createServer } from 'node:http';
import type { Response } from 'supertest';
import { AREA_NAMES, type AreaName } from '../../src/config/area-names.js';
import { specPathOf } from '../../src/config/spec-paths.js';
import { listOperations, readSpec, resolveRef, type OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { assertMatchesSpec } from './contract.js';
import { listenOnPort0, type Listening } from './listen.js';

export interface TourTarget {
  /** Base URL of each area, without a trailing slash. */
  urls: Record<AreaName, string>;
  hrmApiKey: string;
  marketingApiKey: string;
  /** A demo member of the member API the HR area is set to. */
  member: { loginId: string; password: string };
  /** The local site the crawl platform fetches from (crawlSite().url). */
  site: string;
}

export interface TourAnswer {
  /** `area operationId (example)`. */
  call: string;
  status: number;
  contentType: string;
  /** JSON answers parsed, others as text. */
  body: unknown;
}

/** What the local site serves: a robots.txt and the page the crawler's examples name. */
export const SITE_ROBOTS = 'User-agent: *\nDisallow: /private/\n';
const SITE_PAGE = '<html><head><title>Quarterly results</title></head><body><article><h1 class="title">Quarterly results</h1><span class="price">19.99</span><p class="lead">Acme reports a record quarter.</p></article></body></html>';

/** The local site (robots.txt, and every other path an HTML page) on 127.0.0.1:0. */
export function crawlSite(): Promise<Listening> {
  return listenOnPort0(
    createServer((request, response) => {
      const robots = request.url === '/robots.txt';
      response.writeHead(200, { 'content-type': robots ? 'text/plain' : 'text/html; charset=utf-8' });
      response.end(robots ? SITE_ROBOTS : SITE_PAGE);
    }),
  );
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the specs walked as plain JSON */

/** The examples' outside addresses, made local. */
function localised(value: unknown, site: string): unknown {
  return JSON.parse(JSON.stringify(value).replaceAll('https://news.acme.example', site));
}

interface Call {
  area: AreaName;
  operationId: string;
  example?: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** One call per request-body example (one call when the operation takes no body). */
function callsFromSpec(area: AreaName, document: OpenApiDocument, target: TourTarget): Call[] {
  const calls: Call[] = [];
  for (const { operation: raw, parameters, operationId, method, path: template } of listOperations(document) as any[]) {
    const query = new URLSearchParams();
    for (const parameter of parameters) if (parameter.required && parameter.in === 'query') query.set(parameter.name, String(parameter.example ?? parameter.schema?.example));
    const headers: Record<string, string> = {};
    const security = raw.security ?? (document as any).security ?? [];
    // The first requirement with an API key, in the header its scheme names (a member token comes from memberSession).
    const schemes = security.flatMap((requirement: Record<string, unknown>) => Object.keys(requirement))
      .map((name: string) => (document.components as any).securitySchemes[name]);
    const apiKey = schemes.find((scheme: any) => scheme.type === 'apiKey' && scheme.in === 'header');
    if (apiKey) headers[apiKey.name] = area === 'hrm' ? target.hrmApiKey : target.marketingApiKey;
    const path = `${template}${query.size > 0 ? `?${query}` : ''}`;
    const media = raw.requestBody ? (resolveRef(document, raw.requestBody) as any).content['application/json'] : undefined;
    const examples: Array<[string | undefined, unknown]> = media?.examples
      ? Object.entries(media.examples).map(([name, example]) => [name, (resolveRef(document, example) as any).value])
      : [[undefined, media?.example]];
    for (const [example, body] of examples) {
      calls.push({ area, operationId, example, method: method.toUpperCase(), path, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : localised(body, target.site) });
    }
  }
  return calls;
}

/** A fetch answer in the shape assertMatchesSpec reads (supertest's). */
async function send(target: TourTarget, call: Call): Promise<{ answer: TourAnswer; problems: string[] }> {
  const raw = await fetch(`${target.urls[call.area]}${call.path}`, { method: call.method, headers: call.headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), redirect: 'manual' });
  const text = await raw.text();
  const contentType = (raw.headers.get('content-type') ?? '').split(';')[0];
  const body = contentType === 'application/json' ? JSON.parse(text) : text;
  const headers = Object.fromEntries(raw.headers);
  const asSupertest = { req: { method: call.method, path: call.path }, status: raw.status, headers, body, text } as unknown as Response;
  const name = `${call.area} ${call.operationId}${call.example ? ` (${call.example})` : ''}`;
  const problems: string[] = [];
  await assertMatchesSpec(specPathOf(call.area), asSupertest).catch((error: Error) => problems.push(error.message));
  if (raw.status >= 300) problems.push(`${name}: ${raw.status} ${text.slice(0, 300)}`);
  return { answer: { call: name, status: raw.status, contentType, body }, problems };
}

export interface Tour {
  /** The answers, in call order. */
  answers: TourAnswer[];
  /** What went wrong, one line each: answers that break their spec, 5xx, outbound calls that did not go out. */
  problems: string[];
}

/** The HR member calls in a client's order: sign in, use the token, refresh, sign out. */
async function memberSession(target: TourTarget, tour: Tour): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const call = async (operationId: string, method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const { answer, problems } = await send(target, { area: 'hrm', operationId, method, path, headers, body });
    tour.answers.push(answer);
    tour.problems.push(...problems);
    if (answer.status === 200) return (answer.body as any).data;
    tour.problems.push(`hrm ${operationId}: ${answer.status} where the member session expects 200: ${JSON.stringify(answer.body).slice(0, 300)}`);
    return undefined;
  };
  const tokens = await call('memberLogin', 'POST', '/api/v1/member-auth/login', json, target.member);
  if (!tokens) return;
  const bearer = { Authorization: `Bearer ${tokens.accessToken}` };
  await call('memberPermissions', 'GET', '/api/v1/member-auth/me/permissions', bearer);
  await call('listEmployees', 'GET', '/api/v1/employees?pageSize=5', bearer);
  const renewed = await call('memberRefresh', 'POST', '/api/v1/member-auth/refresh', json, { refreshToken: tokens.refreshToken });
  if (!renewed) return;
  await call('memberLogout', 'POST', '/api/v1/member-auth/logout', { ...json, Authorization: `Bearer ${renewed.accessToken}` }, { refreshToken: renewed.refreshToken });
}

/**
 * Calls every operation of the four specs, in spec order, then the HR member session. An
 * operation of a spec that was not called is a problem too.
 */
export async function tourEveryOperation(target: TourTarget): Promise<Tour> {
  const tour: Tour = { answers: [], problems: [] };
  const everyOperation = new Set<string>();
  for (const area of AREA_NAMES) {
    const document = readSpec(specPathOf(area));
    for (const operation of listOperations(document)) everyOperation.add(`${area} ${operation.operationId}`);
    for (const call of callsFromSpec(area, document, target)) {
      // The member calls need a session: memberSession makes them in order.
      if (area === 'hrm' && call.operationId.startsWith('member')) continue;
      const { answer, problems } = await send(target, call);
      tour.answers.push(answer);
      tour.problems.push(...problems);
    }
  }
  await memberSession(target, tour);
  const called = new Set(tour.answers.map((answer) => answer.call.replace(/ \(.*\)$/, '')));
  for (const name of everyOperation) if (!called.has(name)) tour.problems.push(`${name}: not called`);

  // The outbound calls really went out to the local site.
  const robots = tour.answers.find((answer) => answer.call === 'crawler checkRobots (fetched)');
  if ((robots?.body as any)?.data?.source !== 'fetched') tour.problems.push(`crawler checkRobots (fetched): robots.txt not fetched from the local site: ${JSON.stringify(robots?.body).slice(0, 300)}`);
  const suggested = tour.answers.find((answer) => answer.call === 'crawler suggestParserRules (url)');
  if (suggested?.status !== 200) tour.problems.push(`crawler suggestParserRules (url): the local page not fetched: ${JSON.stringify(suggested?.body).slice(0, 300)}`);
  return tour;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * An answer with what differs from one process to the next made equal: trace ids, the times
 * of this run, tokens, and the local site's port.
 */
export function comparable(answer: TourAnswer, site: string): TourAnswer {
  const walk = (value: unknown, key?: string): unknown => {
    if (key === 'traceId') return '<trace>';
    if (typeof value === 'string') {
      if (ISO_TIME.test(value) && Math.abs(Date.parse(value) - Date.now()) < 24 * 3600_000) return '<now>';
      if (JWT.test(value)) return '<jwt>';
      if (/^mrt_/.test(value)) return '<refresh>';
      return value.replaceAll(site, '<site>');
    }
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    return value;
  };
  return { ...answer, body: walk(answer.body) };
}
