/**
 * Every setting of docs/product-decisions.md, parsed and checked at start. A bad value throws a
 * SettingsError naming the setting; only the CLI turns it into a one-line exit.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { compile as compileTrust } from 'proxy-addr';
import { parseRateLimit, type RateLimit } from './rate-limit-setting.js';
import { AREA_NAMES, type AreaName } from './area-names.js';
import { packagePath } from './package-root.js';
import type { ResponseValidationMode } from '../pipeline/pipeline.js';

export class SettingsError extends Error {
  constructor(readonly setting: string, message: string) {
    super(`${setting}: ${message}`);
    this.name = 'SettingsError';
  }
}

export interface Settings {
  nodeEnv: string;
  host: string;
  ports: Record<AreaName | 'memberApi', number>;
  areas: AreaName[];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  memberApiUrl: string;
  memberJwksUrl: string;
  memberIssuer: string;
  memberAudience: string;
  /** Start the development stand-in of the member API (docs/production.md). */
  memberApiStandIn: boolean;
  /** Load the deterministic demo data into an empty store. */
  demoData: boolean;
  /**
   * Every door's limit: HR per caller, login per address and per login id (lockout), failed auth
   * per address, marketing per key, crawler simulations per address.
   */
  limits: Record<'hrm' | 'loginPerAddress' | 'loginLockout' | 'authFailuresPerAddress' | 'marketingPerKey' | 'simulationsPerAddress', RateLimit>;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies: string[];
  /** Origins whose pages may call the areas from a browser (CORS_ORIGINS), live and mock alike; none by default. */
  corsOrigins: string[];
  fetchAllowPrivateNetworks: boolean;
  crawlerIndexPrefix: string;
  /**
   * The monitored-source catalog (YAML) and the crawler reports' folder. Without
   * KNOWLEDGE_SOURCES_FILE / KNOWLEDGE_REPORT_DIR: the demo files of demo/knowledge when demo data
   * is on (development), else null: an empty catalog and no report (docs/product-decisions.md).
   */
  knowledge: { sourcesFile: string | null; reportDir: string | null; publicBaseUrl: string; liveCrawl: boolean };
  responseValidation: ResponseValidationMode;
  logLevel: string;
  /** The operator's address: /metrics, /livez, /readyz (docs/observability.md); null: off. */
  metrics: { host: string; port: number } | null;
  /** Deadline of connecting to PostgreSQL and of one query (docs/reliability.md). */
  storeTimeoutMs: number;
  /** Deadline of one Redis command; past it the caller takes its fallback. */
  redisTimeoutMs: number;
  /** Circuit breakers (docs/reliability.md): failures in a row that open one, and how long it stays open before a probe. */
  breakers: Record<'store' | 'redis', { failureThreshold: number; openMs: number }>;
  /** Processes serving the same ports through node:cluster (docs/production.md). */
  workers: number;
  /** Worker threads per process for CPU-heavy requests, and each job's budget (docs/reliability.md). */
  cpu: { workers: number; budgetMs: number };
  /** OTLP trace export (OTEL_EXPORTER_OTLP_ENDPOINT, read by the exporter itself); null: off. */
  tracing: { serviceName: string } | null;
}

type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 0 || value > 65535) throw new SettingsError(name, `must be a port number 0-65535, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new SettingsError(name, `must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new SettingsError(name, 'must be an absolute URL');
  }
  if (!protocols.includes(parsed.protocol)) throw new SettingsError(name, `must use ${protocols.join(' or ')}`);
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!allowed.includes(raw as T)) throw new SettingsError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function milliseconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 10 || Number(raw) > 600_000) throw new SettingsError(name, `must be milliseconds from 10 to 600000, got "${raw}"`);
  return Number(raw);
}

function count(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new SettingsError(name, `must be a whole number from 1 to ${max}, got "${raw}"`);
  return Number(raw);
}

/**
 * CORS_ORIGINS: comma-separated origins (`https://app.example.com`, `http://localhost:5173`),
 * exactly as a browser sends them. No `*`: answers carry credentials, which `*` forbids, and an
 * allow-list is what a browser-facing API should state (docs/product-decisions.md).
 */
function corsOrigins(env: Env): string[] {
  const entries = (env.CORS_ORIGINS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    let origin: string | null = null;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = null;
    }
    if (origin === null || origin === 'null' || origin !== entry.toLowerCase().replace(/\/$/, '')) {
      throw new SettingsError('CORS_ORIGINS', `must list origins such as https://app.example.com (scheme, host and port only, no * or path), got "${entry}"`);
    }
  }
  return [...new Set(entries.map((entry) => new URL(entry).origin))];
}

/**
 * CPU_WORKERS: threads per process for CPU-heavy jobs. Default: one core is left to the
 * event loop, at most two threads (each job is bounded by CPU_BUDGET_MS anyway; more
 * threads only let more heavy jobs compete with the event loop for the cores).
 */
function cpuWorkers(env: Env): number {
  const raw = env.CPU_WORKERS;
  if (raw === undefined || raw === '') return Math.max(1, Math.min(2, availableParallelism() - 1));
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64) throw new SettingsError('CPU_WORKERS', `must be a number of threads 1-64, got "${raw}"`);
  return Number(raw);
}

/** WORKERS: a count, or `auto` for one per core. */
function workers(env: Env): number {
  const raw = env.WORKERS;
  if (raw === undefined || raw === '') return 1;
  if (raw === 'auto') return availableParallelism();
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64) throw new SettingsError('WORKERS', `must be a number of processes 1-64 or auto, got "${raw}"`);
  return Number(raw);
}

export interface LoadSettingsOptions {
  /**
   * Whether this process talks to the central member API (the live servers do). The mock, the
   * keys and seed commands do not: for them a production start needs no MEMBER_API_URL.
   */
  requireMemberApi?: boolean;
}

export function loadSettings(env: Env = process.env, options: LoadSettingsOptions = {}): Settings {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const host = env.HOST || '127.0.0.1';
  const ports = {
    knowledge: port(env, 'KNOWLEDGE_PORT', 8081),
    crawler: port(env, 'CRAWLER_PORT', 8082),
    hrm: port(env, 'HRM_PORT', 8083),
    marketing: port(env, 'MARKETING_PORT', 8084),
    memberApi: port(env, 'MEMBER_API_PORT', 8085),
  };

  let areas: AreaName[] = [...AREA_NAMES];
  if (env.AREAS) {
    const names = env.AREAS.split(',').map((name) => name.trim()).filter(Boolean);
    const unknown = names.filter((name) => !AREA_NAMES.includes(name as AreaName));
    if (unknown.length > 0 || names.length === 0) throw new SettingsError('AREAS', `unknown area ${unknown.join(', ') || '(none given)'}; known: ${AREA_NAMES.join(', ')}`);
    areas = [...new Set(names)] as AreaName[];
  }

  const production = nodeEnv === 'production';
  // Production never runs the stand-in (public demo passwords) or loads demo rows unless asked.
  const memberApiStandIn = flag(env, 'MEMBER_API_STANDIN', !production);
  if (production && !env.MEMBER_API_URL && !memberApiStandIn && options.requireMemberApi !== false) {
    throw new SettingsError('MEMBER_API_URL', 'is required with NODE_ENV=production: the URL of the central member API');
  }
  const memberApiUrl = url(env, 'MEMBER_API_URL', `http://127.0.0.1:${ports.memberApi}`, ['http:', 'https:'])!.replace(/\/$/, '');
  const limit = (name: string, fallback: string): RateLimit => {
    try {
      return parseRateLimit(env[name] || fallback, name);
    } catch {
      throw new SettingsError(name, `must look like ${fallback} (requests/window with s, m or h), got "${env[name]}"`);
    }
  };
  // Every door's limit (docs/product-decisions.md "Limits").
  const limits = {
    hrm: limit('HRM_RATE_LIMIT', '100/60s'),
    loginPerAddress: limit('LOGIN_RATE_LIMIT', '20/60s'),
    loginLockout: limit('LOGIN_LOCKOUT', '5/15m'),
    authFailuresPerAddress: limit('AUTH_FAILURE_RATE_LIMIT', '60/60s'),
    marketingPerKey: limit('MARKETING_RATE_LIMIT', '600/60s'),
    simulationsPerAddress: limit('CRAWLER_SIMULATION_RATE_LIMIT', '60/60s'),
  };
  const trustedProxies = (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    compileTrust(trustedProxies);
  } catch (error) {
    throw new SettingsError('TRUSTED_PROXIES', `must list addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated: ${(error as Error).message}`);
  }
  const demoData = flag(env, 'DEMO_DATA', !production);
  const indexPrefix = env.CRAWLER_INDEX_PREFIX || 'crawl_';
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(indexPrefix)) throw new SettingsError('CRAWLER_INDEX_PREFIX', 'must be lowercase letters, digits and _ (at most 31), starting with a letter');

  return {
    nodeEnv,
    host,
    ports,
    areas,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', undefined, ['redis:', 'rediss:']),
    memberApiUrl,
    memberJwksUrl: url(env, 'MEMBER_JWKS_URL', `${memberApiUrl}/.well-known/jwks.json`, ['http:', 'https:'])!,
    memberIssuer: env.MEMBER_ISSUER || memberApiUrl,
    memberAudience: env.MEMBER_AUDIENCE || 'service-areas',
    memberApiStandIn,
    demoData,
    limits,
    trustedProxies,
    corsOrigins: corsOrigins(env),
    fetchAllowPrivateNetworks: flag(env, 'FETCH_ALLOW_PRIVATE_NETWORKS', false),
    crawlerIndexPrefix: indexPrefix,
    knowledge: {
      // The demo catalog and reports only with the demo data: production never serves demo files.
      sourcesFile: env.KNOWLEDGE_SOURCES_FILE ? path.resolve(env.KNOWLEDGE_SOURCES_FILE) : demoData ? packagePath('demo', 'knowledge', 'sources.yaml') : null,
      reportDir: env.KNOWLEDGE_REPORT_DIR ? path.resolve(env.KNOWLEDGE_REPORT_DIR) : demoData ? packagePath('demo', 'knowledge', 'reports') : null,
      publicBaseUrl: url(env, 'KNOWLEDGE_PUBLIC_BASE_URL', `http://${host}:${ports.knowledge}`, ['http:', 'https:'])!.replace(/\/$/, ''),
      liveCrawl: flag(env, 'KNOWLEDGE_LIVE_CRAWL', false),
    },
    responseValidation: oneOf(env, 'RESPONSE_VALIDATION', ['strict', 'warn', 'off'] as const, nodeEnv === 'production' ? 'off' : 'strict'),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    workers: workers(env),
    cpu: { workers: cpuWorkers(env), budgetMs: milliseconds(env, 'CPU_BUDGET_MS', 5000) },
    storeTimeoutMs: milliseconds(env, 'STORE_TIMEOUT_MS', 2000),
    redisTimeoutMs: milliseconds(env, 'REDIS_TIMEOUT_MS', 500),
    breakers: {
      store: { failureThreshold: count(env, 'STORE_BREAKER_FAILURES', 3, 1000), openMs: milliseconds(env, 'STORE_BREAKER_OPEN_MS', 3000) },
      redis: { failureThreshold: count(env, 'REDIS_BREAKER_FAILURES', 3, 1000), openMs: milliseconds(env, 'REDIS_BREAKER_OPEN_MS', 5000) },
    },
    tracing: url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', undefined, ['http:', 'https:']) || url(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', undefined, ['http:', 'https:'])
      ? { serviceName: env.OTEL_SERVICE_NAME || 'contract-first-services' }
      : null,
    metrics: env.METRICS_PORT ? { host: env.METRICS_HOST || '127.0.0.1', port: port(env, 'METRICS_PORT', 0) } : null,
  };
}
