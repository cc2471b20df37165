/**
 * Every setting the environment gives, parsed and checked at start; README.md's "Settings" table
 * lists the same names (test/config/settings.test.ts holds them together). Only the CLI turns a
 * SettingsError into an exit.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { compile as compileTrust } from 'proxy-addr';
import { parseInteger, type IntegerRange } from './command-line.js';
import { parseRateLimit, type RateLimit } from './rate-limit-setting.js';
import { AREA_NAMES, type AreaName } from './area-names.js';
import { packagePath } from './package-root.js';

/** A read of any other name does not compile. */
export const SETTING_NAMES = [
  'NODE_ENV', 'HOST', 'KNOWLEDGE_PORT', 'CRAWLER_PORT', 'HRM_PORT', 'MARKETING_PORT', 'MEMBER_API_PORT', 'AREAS',
  'DATA_DIR', 'DATABASE_URL', 'REDIS_URL',
  'MEMBER_API_URL', 'MEMBER_JWKS_URL', 'MEMBER_ISSUER', 'MEMBER_AUDIENCE', 'MEMBER_API_STANDIN', 'DEMO_DATA',
  'HRM_RATE_LIMIT', 'HRM_COMPANY_RATE_LIMIT', 'MARKETING_TENANT_RATE_LIMIT', 'LOGIN_RATE_LIMIT', 'LOGIN_LOCKOUT', 'AUTH_FAILURE_RATE_LIMIT', 'MARKETING_RATE_LIMIT', 'CRAWLER_SIMULATION_RATE_LIMIT',
  'TRUSTED_PROXIES', 'CORS_ORIGINS', 'FETCH_ALLOW_PRIVATE_NETWORKS', 'CRAWLER_INDEX_PREFIX',
  'KNOWLEDGE_SOURCES_FILE', 'KNOWLEDGE_REPORT_DIR', 'KNOWLEDGE_PUBLIC_BASE_URL', 'KNOWLEDGE_LIVE_CRAWL',
  'RESPONSE_VALIDATION', 'RESPONSE_VALIDATION_SAMPLE', 'LOG_LEVEL',
  'STORE_TIMEOUT_MS', 'STORE_BULK_TIMEOUT_MS', 'STORE_READS_PER_TENANT', 'REDIS_TIMEOUT_MS', 'STORE_BREAKER_FAILURES', 'STORE_BREAKER_OPEN_MS', 'REDIS_BREAKER_FAILURES', 'REDIS_BREAKER_OPEN_MS',
  'WORKERS', 'CPU_WORKERS', 'CPU_BUDGET_MS',
  'MAX_CONNECTIONS', 'MAX_CONNECTIONS_PER_ADDRESS', 'MAX_PIPELINED_REQUESTS', 'KEEP_ALIVE_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS',
  'REQUEST_BODY_TIMEOUT_MS', 'SEND_TIMEOUT_MS',
  'METRICS_PORT', 'METRICS_HOST', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_SERVICE_NAME',
] as const;

export type SettingName = (typeof SETTING_NAMES)[number];

export class SettingsError extends Error {
  constructor(readonly setting: string, message: string) {
    super(`${setting}: ${message}`);
    this.name = 'SettingsError';
  }
}

/** What a service tells integrators of the central member API. */
export type MemberApiSettings = Pick<Settings, 'memberApiUrl' | 'memberJwksUrl' | 'memberIssuer' | 'memberAudience'>;

/** The member API as the areas' integration guides describe it. */
export const memberApiOf = (s: MemberApiSettings) =>
  ({ baseUrl: s.memberApiUrl, issuer: s.memberIssuer, audience: s.memberAudience, jwksUrl: s.memberJwksUrl });

type Env = Record<string, string | undefined>;

/** Undefined when unset or empty: an empty value means the default. */
function given(env: Env, name: SettingName): string | undefined {
  const raw = env[name];
  return raw === undefined || raw === '' ? undefined : raw;
}

/** `parse` of the value, `fallback` when unset; what `parse` throws names the setting. */
function read<T>(env: Env, name: SettingName, fallback: T, parse: (raw: string) => T): T {
  const raw = given(env, name);
  if (raw === undefined) return fallback;
  try {
    return parse(raw);
  } catch (error) {
    throw new SettingsError(name, (error as Error).message);
  }
}

const integer = (env: Env, name: SettingName, fallback: number, range: IntegerRange) =>
  read(env, name, fallback, (raw) => parseInteger(raw, range));
const port = (env: Env, name: SettingName, fallback: number) => integer(env, name, fallback, { min: 0, max: 65535, what: 'a port number' });
const milliseconds = (env: Env, name: SettingName, fallback: number) => integer(env, name, fallback, { min: 10, max: 600_000, what: 'milliseconds' });

const flag = (env: Env, name: SettingName, fallback: boolean) =>
  read(env, name, fallback, (raw) => {
    if (/^(true|1|yes)$/i.test(raw)) return true;
    if (/^(false|0|no)$/i.test(raw)) return false;
    throw new Error(`must be true or false, got "${raw}"`);
  });

const url = (env: Env, name: SettingName, fallback: string | undefined, protocols: string[]) =>
  read(env, name, fallback, (raw) => {
    if (!URL.canParse(raw)) throw new Error('must be an absolute URL');
    if (!protocols.includes(new URL(raw).protocol)) throw new Error(`must use ${protocols.join(' or ')}`);
    return raw;
  });

const oneOf = <T extends string>(env: Env, name: SettingName, allowed: readonly T[], fallback: T): T =>
  read(env, name, fallback, (raw) => {
    if (!allowed.includes(raw as T)) throw new Error(`must be one of ${allowed.join(', ')}, got "${raw}"`);
    return raw as T;
  });

const list = (env: Env, name: SettingName): string[] => (given(env, name) ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);

/** Origins as a browser sends them; no `*`: answers carry credentials (docs/product-decisions.md). */
function corsOrigins(env: Env): string[] {
  const entries = list(env, 'CORS_ORIGINS');
  for (const entry of entries) {
    const origin = URL.canParse(entry) ? new URL(entry).origin : null;
    if (origin === null || origin === 'null' || origin !== entry.toLowerCase().replace(/\/$/, '')) {
      throw new SettingsError('CORS_ORIGINS', `must list origins such as https://app.example.com (scheme, host and port only, no * or path), got "${entry}"`);
    }
  }
  return [...new Set(entries.map((entry) => new URL(entry).origin))];
}

// One core left to the event loop, at most two threads: more only let heavy jobs compete with it.
const cpuWorkers = (env: Env): number =>
  integer(env, 'CPU_WORKERS', Math.max(1, Math.min(2, availableParallelism() - 1)), { min: 1, max: 64, what: 'a number of threads' });

const workers = (env: Env): number =>
  given(env, 'WORKERS') === 'auto' ? availableParallelism() : integer(env, 'WORKERS', 1, { min: 1, max: 64, what: 'a number of processes', orElse: 'auto' });

export interface LoadSettingsOptions {
  /** False for the processes that never call the member API: they need no MEMBER_API_URL. */
  requireMemberApi?: boolean;
}

const pathOr = (env: Env, name: SettingName, fallback: string | null) => read(env, name, fallback, (raw) => path.resolve(raw));

const FAILURES = { min: 1, max: 1000, what: 'a whole number' };

/**
 * The open-descriptor limit from /proc/self/limits; null where unreadable. Node raises its soft
 * limit to the hard one at start (PlatformInit in node.cc), so this is `ulimit -Hn`.
 */
export function descriptorLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(read());
    if (!match) return null;
    return match[1] === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(match[1]);
  } catch {
    return null;
  }
}

/** 80% of the descriptor limit (the rest for the store, Redis, files, logs), at most 10,000. */
export function autoMaxConnections(limit: number | null): number {
  if (limit === null) return 1000;
  return Math.max(16, Math.min(10_000, Math.floor(limit * 0.8)));
}

function connections(env: Env) {
  const max = given(env, 'MAX_CONNECTIONS') === 'auto' || given(env, 'MAX_CONNECTIONS') === undefined
    ? autoMaxConnections(descriptorLimit())
    : integer(env, 'MAX_CONNECTIONS', 0, { min: 16, max: 1_000_000, what: 'a number of connections', orElse: 'auto' });
  const headersTimeoutMs = milliseconds(env, 'HEADERS_TIMEOUT_MS', 60_000);
  const requestTimeoutMs = milliseconds(env, 'REQUEST_TIMEOUT_MS', 300_000);
  // node refuses a headers timeout longer than the request's.
  if (headersTimeoutMs > requestTimeoutMs) throw new SettingsError('HEADERS_TIMEOUT_MS', `must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got "${headersTimeoutMs}"`);
  return {
    max,
    perAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, { min: 1, max: 1_000_000, what: 'a number of connections' }),
    pipelineDepth: integer(env, 'MAX_PIPELINED_REQUESTS', 16, { min: 1, max: 10_000, what: 'a number of requests' }),
    keepAliveTimeoutMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
    headersTimeoutMs,
    requestTimeoutMs,
    bodyTimeoutMs: milliseconds(env, 'REQUEST_BODY_TIMEOUT_MS', 30_000),
    sendTimeoutMs: milliseconds(env, 'SEND_TIMEOUT_MS', 30_000),
  };
}

export function loadSettings(env: Env = process.env, options: LoadSettingsOptions = {}) {
  const nodeEnv = given(env, 'NODE_ENV') ?? 'development';
  const host = given(env, 'HOST') ?? '127.0.0.1';
  const ports = {
    knowledge: port(env, 'KNOWLEDGE_PORT', 8081),
    crawler: port(env, 'CRAWLER_PORT', 8082),
    hrm: port(env, 'HRM_PORT', 8083),
    marketing: port(env, 'MARKETING_PORT', 8084),
    memberApi: port(env, 'MEMBER_API_PORT', 8085),
  };

  let areas: AreaName[] = [...AREA_NAMES];
  if (given(env, 'AREAS') !== undefined) {
    const names = list(env, 'AREAS');
    const unknown = names.filter((name) => !AREA_NAMES.includes(name as AreaName));
    if (unknown.length > 0 || names.length === 0) throw new SettingsError('AREAS', `unknown area ${unknown.join(', ') || '(none given)'}; known: ${AREA_NAMES.join(', ')}`);
    areas = [...new Set(names)] as AreaName[];
  }

  const production = nodeEnv === 'production';
  // Production never runs the stand-in (public demo passwords) or loads demo rows unless asked.
  const memberApiStandIn = flag(env, 'MEMBER_API_STANDIN', !production);
  if (production && given(env, 'MEMBER_API_URL') === undefined && !memberApiStandIn && options.requireMemberApi !== false) {
    throw new SettingsError('MEMBER_API_URL', 'is required with NODE_ENV=production: the URL of the central member API');
  }
  const memberApiUrl = url(env, 'MEMBER_API_URL', `http://127.0.0.1:${ports.memberApi}`, ['http:', 'https:'])!.replace(/\/$/, '');
  const limit = (name: SettingName, fallback: string): RateLimit => {
    try {
      return parseRateLimit(given(env, name) ?? fallback, name);
    } catch {
      throw new SettingsError(name, `must look like ${fallback} (requests/window with s, m or h), got "${env[name]}"`);
    }
  };
  /** Every door's limit (docs/product-decisions.md "Limits"); the per-company and per-tenant ones null when unset. */
  const limits = {
    hrm: limit('HRM_RATE_LIMIT', '100/60s'),
    loginPerAddress: limit('LOGIN_RATE_LIMIT', '20/60s'),
    loginLockout: limit('LOGIN_LOCKOUT', '5/15m'),
    authFailuresPerAddress: limit('AUTH_FAILURE_RATE_LIMIT', '60/60s'),
    marketingPerKey: limit('MARKETING_RATE_LIMIT', '600/60s'),
    simulationsPerAddress: limit('CRAWLER_SIMULATION_RATE_LIMIT', '60/60s'),
    hrmPerCompany: given(env, 'HRM_COMPANY_RATE_LIMIT') === undefined ? null : limit('HRM_COMPANY_RATE_LIMIT', '1000/60s'),
    marketingPerTenant: given(env, 'MARKETING_TENANT_RATE_LIMIT') === undefined ? null : limit('MARKETING_TENANT_RATE_LIMIT', '3000/60s'),
  };
  const trustedProxies = list(env, 'TRUSTED_PROXIES');
  try {
    compileTrust(trustedProxies);
  } catch (error) {
    throw new SettingsError('TRUSTED_PROXIES', `must list addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated: ${(error as Error).message}`);
  }
  const demoData = flag(env, 'DEMO_DATA', !production);
  const indexPrefix = given(env, 'CRAWLER_INDEX_PREFIX') ?? 'crawl_';
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(indexPrefix)) throw new SettingsError('CRAWLER_INDEX_PREFIX', 'must be lowercase letters, digits and _ (at most 31), starting with a letter');

  return {
    nodeEnv,
    host,
    ports,
    areas,
    dataDir: path.resolve(given(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', undefined, ['redis:', 'rediss:']),
    memberApiUrl,
    memberJwksUrl: url(env, 'MEMBER_JWKS_URL', `${memberApiUrl}/.well-known/jwks.json`, ['http:', 'https:'])!,
    memberIssuer: given(env, 'MEMBER_ISSUER') ?? memberApiUrl,
    memberAudience: given(env, 'MEMBER_AUDIENCE') ?? 'service-areas',
    /** The development stand-in of the member API (docs/production.md). */
    memberApiStandIn,
    demoData,
    limits,
    /** Proxies whose X-Forwarded-For is believed. */
    trustedProxies,
    /** Live and mock alike. */
    corsOrigins: corsOrigins(env),
    fetchAllowPrivateNetworks: flag(env, 'FETCH_ALLOW_PRIVATE_NETWORKS', false),
    crawlerIndexPrefix: indexPrefix,
    /** Unset: demo/knowledge's files with demo data, else null: no catalog or report (docs/product-decisions.md). */
    knowledge: {
      sourcesFile: pathOr(env, 'KNOWLEDGE_SOURCES_FILE', demoData ? packagePath('demo', 'knowledge', 'sources.yaml') : null),
      reportDir: pathOr(env, 'KNOWLEDGE_REPORT_DIR', demoData ? packagePath('demo', 'knowledge', 'reports') : null),
      publicBaseUrl: url(env, 'KNOWLEDGE_PUBLIC_BASE_URL', `http://${host}:${ports.knowledge}`, ['http:', 'https:'])!.replace(/\/$/, ''),
      liveCrawl: flag(env, 'KNOWLEDGE_LIVE_CRAWL', false),
    },
    responseValidation: oneOf(env, 'RESPONSE_VALIDATION', ['strict', 'warn', 'off'] as const, nodeEnv === 'production' ? 'off' : 'strict'),
    /** `warn` checks the first answer of each operation, then one in this many. */
    responseSample: integer(env, 'RESPONSE_VALIDATION_SAMPLE', 100, { min: 1, max: 1_000_000, what: 'a whole number' }),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    /** Processes serving the same ports through node:cluster (docs/production.md). */
    workers: workers(env),
    cpu: { workers: cpuWorkers(env), budgetMs: milliseconds(env, 'CPU_BUDGET_MS', 5000) },
    /** docs/reliability.md "Connections". */
    connections: connections(env),
    /** docs/reliability.md explains these and the store's, Redis's and the breakers' deadlines below. */
    storeTimeoutMs: milliseconds(env, 'STORE_TIMEOUT_MS', 2000),
    /** Null when not set: the store's own default (PostgreSQL 5, SQLite 1). */
    storeReadsPerTenant: given(env, 'STORE_READS_PER_TENANT') === undefined ? null : integer(env, 'STORE_READS_PER_TENANT', 5, { min: 0, max: 1000, what: 'a whole number' }),
    /** The data commands' deadline of one statement: a batch of thousands of rows, a large delete. */
    storeBulkTimeoutMs: integer(env, 'STORE_BULK_TIMEOUT_MS', 30 * 60_000, { min: 10, max: 24 * 3600_000, what: 'milliseconds' }),
    redisTimeoutMs: milliseconds(env, 'REDIS_TIMEOUT_MS', 500),
    breakers: {
      store: { failureThreshold: integer(env, 'STORE_BREAKER_FAILURES', 3, FAILURES), openMs: milliseconds(env, 'STORE_BREAKER_OPEN_MS', 3000) },
      redis: { failureThreshold: integer(env, 'REDIS_BREAKER_FAILURES', 3, FAILURES), openMs: milliseconds(env, 'REDIS_BREAKER_OPEN_MS', 5000) },
    },
    /** OTLP trace export (the exporter reads the endpoint itself); null: off. */
    tracing: url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', undefined, ['http:', 'https:']) || url(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', undefined, ['http:', 'https:'])
      ? { serviceName: given(env, 'OTEL_SERVICE_NAME') ?? 'contract-first-services' }
      : null,
    /** /metrics, /livez, /readyz (docs/observability.md); null: off. */
    metrics: given(env, 'METRICS_PORT') !== undefined ? { host: given(env, 'METRICS_HOST') ?? '127.0.0.1', port: port(env, 'METRICS_PORT', 0) } : null,
  };
}

export type Settings = ReturnType<typeof loadSettings>;
