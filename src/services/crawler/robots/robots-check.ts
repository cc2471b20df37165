import type { components } from '../../../../generated/crawler.js';
import type { TtlCache } from '../../../adapters/cache/ttl-cache.js';
import type { GuardedFetcher } from '../../../adapters/http/guarded-fetch.js';
import { isApiError } from '../../../errors.js';
import { bodyProblem } from '../request-problems.js';
import { evaluateRobots, type RobotsDecision } from './evaluate-robots.js';
import { productToken } from './normalize.js';
import { MAX_ROBOTS_BYTES, parseRobots } from './parse-robots.js';

/** RFC 9309 section 2.4: a cached robots.txt should not be used for more than 24 hours. */
export const ROBOTS_CACHE_TTL_SECONDS = 24 * 60 * 60;
/** Unreachable means "disallow everything" (section 2.3.1.4): kept only long enough to spare the site a retry storm. */
export const ROBOTS_UNREACHABLE_TTL_SECONDS = 5 * 60;

export type RobotsCheckInput = components['schemas']['RobotsCheckRequest'];
export type RobotsCheckResult = components['schemas']['RobotsCheck'];
export type RobotsSource = RobotsCheckResult['source'];

export type RobotsChecker = ReturnType<typeof createRobotsChecker>;

export interface RobotsCheckerDeps {
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  cache: TtlCache;
  now?: () => Date;
  /** Default: on the calling thread; the crawler service sends large files to the CPU pool. */
  decide?: (robots: string | Buffer, userAgent: string, url: URL) => RobotsDecision | Promise<RobotsDecision>;
  /** Told when the cache fails (the check goes on). */
  logger?: { warn(obj: object, msg: string): void };
}

interface RobotsOutcome {
  source: 'fetched' | 'unavailable' | 'unreachable';
  fetchedAt: string;
  /** base64 of the body, so the 500 KiB cut is replayed on exactly the bytes received. */
  body?: string;
}

/**
 * "May this user-agent crawl this URL?" per RFC 9309: 2xx → parse; 4xx and unfollowable 3xx
 * (section 2.3.1.2) → "unavailable", all allowed; 5xx, network failure or timeout →
 * "unreachable", all disallowed. A refused address (FETCH_BLOCKED) is thrown, not cached.
 */
export function createRobotsChecker(deps: RobotsCheckerDeps) {
  const now = deps.now ?? (() => new Date());
  const decide = deps.decide ?? ((robots: string | Buffer, userAgent: string, url: URL) => evaluateRobots(parseRobots(robots), userAgent, url));
  // Concurrent checks for one origin share one fetch instead of each missing the cache.
  const inflight = new Map<string, Promise<RobotsOutcome>>();

  async function fetchOutcome(robotsTxtUrl: string): Promise<RobotsOutcome> {
    const fetchedAt = now().toISOString();
    try {
      const res = await deps.fetcher.fetch(robotsTxtUrl, {
        // One byte past the limit lets the parser see that the file was cut.
        maxBytes: MAX_ROBOTS_BYTES + 1,
        truncate: true,
        headers: { accept: 'text/plain, */*;q=0.1' },
      });
      if (res.status >= 200 && res.status < 300) {
        return { source: 'fetched', fetchedAt, body: res.body.toString('base64') };
      }
      if (res.status >= 300 && res.status < 500) return { source: 'unavailable', fetchedAt };
      return { source: 'unreachable', fetchedAt };
    } catch (err) {
      if (isApiError(err) && err.code === 'FETCH_FAILED') {
        const reason = (err.details as { reason?: string } | undefined)?.reason;
        const redirectTrouble = reason === 'too_many_redirects' || reason === 'invalid_redirect';
        return { source: redirectTrouble ? 'unavailable' : 'unreachable', fetchedAt };
      }
      throw err;
    }
  }

  async function loadOutcome(origin: string, robotsTxtUrl: string): Promise<{ outcome: RobotsOutcome; cached: boolean }> {
    const key = `robots:${origin}`;
    const raw = await deps.cache.get(key).catch((err: unknown) => {
      deps.logger?.warn({ err, key }, 'robots cache read failed');
      return undefined;
    });
    const hit = decodeOutcome(raw);
    if (hit) return { outcome: hit, cached: true };

    let pending = inflight.get(key);
    if (!pending) {
      pending = fetchOutcome(robotsTxtUrl).then(async (outcome) => {
        const ttl = outcome.source === 'unreachable' ? ROBOTS_UNREACHABLE_TTL_SECONDS : ROBOTS_CACHE_TTL_SECONDS;
        await deps.cache.set(key, JSON.stringify(outcome), ttl).catch((err: unknown) => {
          deps.logger?.warn({ err, key }, 'robots cache write failed');
        });
        return outcome;
      });
      inflight.set(key, pending);
      const forget = () => inflight.delete(key);
      pending.then(forget, forget);
    }
    return { outcome: await pending, cached: false };
  }

  async function check(input: RobotsCheckInput): Promise<RobotsCheckResult> {
    const target = parseTargetUrl(input.url);
    if (typeof input.userAgent !== 'string' || productToken(input.userAgent) === '') {
      throw bodyProblem('userAgent', 'must be a user-agent string starting with a product token, such as "FooBot/1.0"');
    }
    const robotsTxtUrl = `${target.origin}/robots.txt`;
    const result = (source: RobotsSource, decision: RobotsDecision): RobotsCheckResult => ({
      allowed: decision.allowed,
      url: input.url,
      userAgent: input.userAgent,
      robotsTxtUrl,
      source,
      matchedRule: decision.matchedRule,
      group: decision.group,
    });

    if (input.robotsTxt !== undefined) {
      return result('inline', await decide(input.robotsTxt, input.userAgent, target));
    }

    const { outcome, cached } = await loadOutcome(target.origin, robotsTxtUrl);
    const decision =
      outcome.source === 'fetched'
        ? await decide(Buffer.from(outcome.body ?? '', 'base64'), input.userAgent, target)
        : { allowed: outcome.source === 'unavailable', matchedRule: null, group: null };
    return { ...result(outcome.source, decision), fetchedAt: outcome.fetchedAt, cached };
  }

  return { check };
}

function parseTargetUrl(value: unknown): URL {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw bodyProblem('url', 'must be an absolute http or https URL');
  }
  return url;
}

function decodeOutcome(raw: string | undefined): RobotsOutcome | undefined {
  if (raw === undefined) return undefined;
  try {
    const value = JSON.parse(raw) as RobotsOutcome;
    const known = value.source === 'fetched' || value.source === 'unavailable' || value.source === 'unreachable';
    return known && typeof value.fetchedAt === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
