/**
 * Sending: a case made into the request on the wire, then sent paced, waiting out 429s as the
 * server asks; the transport and the clock are parameters, for tests without real sleeps.
 */
import type { TestCase } from './cases.js';
import { credentialParts, type Credentials } from './credentials.js';
import { ContractConnectionError } from './errors.js';
import { RequestFailure, sendRequest, type ContractResponse } from './http.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { retryDelay } from './rate-limit.js';
import { toWire, type WireRequest } from './request.js';
import type { RateLimitStats } from './results.js';
import { isJsonMediaType } from '../pipeline/media-type.js';
import type { SpecModel } from '../pipeline/spec-model.js';

/** A 429 that asks for a longer wait than this is kept as the answer, not waited out. */
export const MAX_SINGLE_WAIT_MS = 120_000;
/** Added to every wait: servers round their clocks, so wait a little past the reset. */
const WAIT_MARGIN_MS = 50;

export interface PreparedRequest {
  wire: WireRequest;
  /** The case's label, with the credential alternative used when there is a choice. */
  label: string;
  /** What the credentials were, in words (auth cases and alternatives). */
  credentialDescription?: string;
}

/** The documented success types, the others below JSON ones: only JSON bodies are checked against their schemas. */
export function acceptOf(produces: string[]): string {
  if (produces.length === 0) return '*/*';
  const json = produces.filter(isJsonMediaType);
  if (json.length === 0 || json.length === produces.length) return produces.join(', ');
  return [...json, ...produces.filter((type) => !isJsonMediaType(type)).map((type) => `${type};q=0.5`)].join(', ');
}

/** Makes cases into wire requests; security alternatives the caller can satisfy are taken in turn. */
export class RequestMaker {
  private readonly rotation = new Map<string, number>();

  constructor(
    private readonly spec: SpecModel,
    private readonly credentials: Credentials,
  ) {}

  make(testCase: TestCase): PreparedRequest {
    const operation = testCase.operation;
    const valid = testCase.credentials.kind === 'valid';
    const turn = valid ? (this.rotation.get(operation.operationId) ?? 0) : 0;
    if (valid) this.rotation.set(operation.operationId, turn + 1);
    const parts = credentialParts(this.spec, operation, testCase.credentials, this.credentials, turn);
    const accept = acceptOf(operation.produces);
    const wire = toWire(operation, testCase.method, operation.path, testCase.draft, { Accept: accept, ...parts.headers }, parts.query);
    const label = parts.description && valid ? `${testCase.label} [${parts.description}]` : testCase.label;
    return { wire, label, credentialDescription: parts.description };
  }
}

export interface SendSettings {
  baseUrl: string;
  timeoutMs: number;
  /** At most this many requests per second; undefined: no pacing. */
  rateLimit?: number;
  maxRetries: number;
  maxWaitMs: number;
}

/** An answer, or why none came (a timeout, a reset connection). */
export type Answer = { response: ContractResponse } | { noAnswer: string };

export type Transport = (baseUrl: string, wire: WireRequest, timeoutMs: number) => Promise<ContractResponse>;

export class Sender {
  readonly rateLimits: RateLimitStats = { limited: 0, retries: 0, waitedMs: 0, gaveUp: 0, sources: {} };
  private answered = 0;
  /** When the last request went, for --rate-limit. */
  private lastSent = 0;

  constructor(
    private readonly settings: SendSettings,
    private readonly transport: Transport = sendRequest,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}

  /** Spaces requests at most `rateLimit` a second; no limit when undefined. */
  private async pace(): Promise<void> {
    if (!this.settings.rateLimit) return;
    const wait = this.lastSent + 1000 / this.settings.rateLimit - performance.now();
    if (wait > 0) await sleep(wait);
    this.lastSent = performance.now();
  }

  /** A server unreachable before anything answered ends the run (ContractConnectionError). */
  async send(wire: WireRequest): Promise<Answer> {
    try {
      const response = await this.sendRespectingLimits(wire);
      this.answered++;
      return { response };
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      if (error.unreachable && this.answered === 0) {
        throw new ContractConnectionError(`cannot reach ${this.settings.baseUrl} (${error.message}); is the server running there?`);
      }
      return { noAnswer: error.message };
    }
  }

  /** Sends, waiting and retrying on 429 as the server asks, within the run's bounds. */
  private async sendRespectingLimits(wire: WireRequest): Promise<ContractResponse> {
    const { baseUrl, timeoutMs, maxRetries, maxWaitMs } = this.settings;
    const stats = this.rateLimits;
    for (let attempt = 0; ; attempt++) {
      await this.pace();
      const response = await this.transport(baseUrl, wire, timeoutMs);
      if (response.status !== 429) return response;
      stats.limited++;
      const delay = retryDelay(response.headers, attempt);
      const wait = delay.ms + WAIT_MARGIN_MS;
      // A wait longer than MAX_SINGLE_WAIT_MS (a login locked for 15 minutes) is not worth it: the 429 stays.
      if (attempt >= maxRetries || delay.ms > MAX_SINGLE_WAIT_MS || stats.waitedMs + wait > maxWaitMs) {
        stats.gaveUp++;
        return response;
      }
      stats.sources[delay.source] = (stats.sources[delay.source] ?? 0) + 1;
      await this.wait(wait);
      stats.waitedMs += wait;
      stats.retries++;
    }
  }
}
