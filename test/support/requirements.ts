/**
 * What some tests need from outside the repository: Chromium, PostgreSQL (TEST_DATABASE_URL),
 * Redis (TEST_REDIS_URL). A developer machine without one skips those tests, so the rest of the
 * suite still runs there; under CI=true (set by .ci/run and by CI services) a missing one fails
 * the test instead, so a CI run cannot pass by skipping what it was meant to check.
 */
import type { Context } from 'mocha';

/** True when the run is a CI run: CI set to anything but empty, 0 or false. */
export const inCi = !['', '0', 'false'].includes((process.env.CI ?? '').trim().toLowerCase());

/** The Chromium the page tests drive; CHROMIUM_PATH overrides it (and hides it, when pointed elsewhere). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Returns when `present` is truthy. Otherwise skips the test (or the hook's suite) on a developer
 * machine, and throws under CI=true; `missing` says what is missing, e.g. "TEST_REDIS_URL is not set".
 */
export function requireOrSkip(context: Context, present: unknown, missing: string): void {
  if (present) return;
  if (inCi) throw new Error(`CI=true and ${missing}: a CI run must run this test, not skip it`);
  context.skip();
}

/** TEST_DATABASE_URL (PostgreSQL), or a skip on a developer machine without one (a failure under CI=true). */
export function databaseUrlOrSkip(context: Context): string {
  requireOrSkip(context, process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set');
  return process.env.TEST_DATABASE_URL!;
}

/** TEST_REDIS_URL, or a skip on a developer machine without one (a failure under CI=true). */
export function redisUrlOrSkip(context: Context): string {
  requireOrSkip(context, process.env.TEST_REDIS_URL, 'TEST_REDIS_URL is not set');
  return process.env.TEST_REDIS_URL!;
}
