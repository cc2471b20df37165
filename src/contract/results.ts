/**
 * What a contract run produces and hands to reporters: types only (and the empty tally, the status counts), shared
 * by planning, sending, judging, tallying and the reporters without importing the runner.
 */
import { CHECK_NAMES, type CheckName } from './checks.js';
import type { Phase } from './cases.js';

export interface RequestRecord {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FailureRecord {
  /** `request_error`: no answer came. */
  check: CheckName | 'request_error';
  operationId: string;
  method: string;
  path: string;
  phase: Phase;
  label: string;
  message: string;
  request: RequestRecord;
  response?: { status: number; contentType?: string; body: string };
  curl: string;
}

export type CheckTally = Record<CheckName, { passed: number; failed: number }>;

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  requests: number;
  byPhase: Record<Phase, number>;
  /** How many answers had each status. */
  statuses: Record<string, number>;
  checks: CheckTally;
  failures: FailureRecord[];
  /** Passed checks with something worth telling. */
  warnings: FailureRecord[];
  durationMs: number;
  /** Whether a valid request got a 2xx. */
  reached: boolean;
  unreachedReason?: string;
}

export interface RateLimitStats {
  /** Answers that were 429. */
  limited: number;
  /** Requests sent again after a wait. */
  retries: number;
  waitedMs: number;
  /** 429s kept as the answer: retries or the total wait were used up. */
  gaveUp: number;
  /** How often each header (Retry-After, RateLimit...) set the wait. */
  sources: Record<string, number>;
}

/** What a run tests, with what: the head of its report. */
interface RunHeading {
  name: string;
  specSource: string;
  baseUrl: string;
  seed: number;
  maxExamples: number;
  phases: Phase[];
  notes: string[];
}

export interface ContractRun extends RunHeading {
  operations: OperationResult[];
  checks: CheckTally;
  failures: FailureRecord[];
  warnings: FailureRecord[];
  requests: number;
  durationMs: number;
  rateLimits: RateLimitStats;
  /** Operations that never answered a valid request with a 2xx, and why. */
  unreached: Array<{ operationId: string; method: string; path: string; reason: string; warning: boolean }>;
  ok: boolean;
}

export interface RunStart extends RunHeading {
  title: string;
  operations: number;
}

export interface ContractReporter {
  start?(info: RunStart): void;
  operation?(result: OperationResult): void;
  finish?(run: ContractRun): void;
}

export function emptyTally(): CheckTally {
  return Object.fromEntries(CHECK_NAMES.map((name) => [name, { passed: 0, failed: 0 }])) as CheckTally;
}

/** `200×3 404×1`: how many answers had each status, by status. */
export function formatStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses).sort(([a], [b]) => Number(a) - Number(b)).map(([status, count]) => `${status}×${count}`).join(' ');
}
