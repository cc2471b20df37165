/** Sending one wire request, and what came back: status, headers, body text and parsed JSON. */
import { request as undiciRequest, type Dispatcher } from 'undici';
import { urlOf, type WireRequest } from './request.js';
import { isJsonMediaType } from '../pipeline/media-type.js';

export interface ContractResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
  /** When the response says it is JSON. */
  json?: unknown;
  /** Why a body that says it is JSON could not be parsed. */
  jsonError?: string;
  elapsedMs: number;
}

export class RequestFailure extends Error {
  constructor(
    message: string,
    /** Nothing answered at all (refused, unknown host). */
    readonly unreachable: boolean,
  ) {
    super(message);
    this.name = 'RequestFailure';
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export async function sendRequest(baseUrl: string, request: WireRequest, timeoutMs: number): Promise<ContractResponse> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  let answer: Dispatcher.ResponseData | undefined;
  let body: string;
  try {
    // undici's request, not fetch: fetch turns a 407 into a network error (it is a proxy's
    // status to fetch), and a server under test may document one.
    answer = await undiciRequest(urlOf(baseUrl, request), {
      method: request.method as Dispatcher.HttpMethod,
      headers: request.headers,
      body: request.body,
      signal,
    });
    body = await answer.body.text();
  } catch (error) {
    if (signal.aborted) throw new RequestFailure(`no answer within ${timeoutMs} ms`, false);
    if (answer) throw new RequestFailure(`the response body could not be read: ${(error as Error).message}`, false);
    const failure = error as Error & { code?: string; cause?: { code?: string; message?: string } };
    const code = failure.code ?? failure.cause?.code ?? '';
    throw new RequestFailure(`${code ? `${code}: ` : ''}${failure.cause?.message ?? failure.message}`, UNREACHABLE.has(code));
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const result: ContractResponse = { status: answer.statusCode, headers, body, elapsedMs: performance.now() - started };
  if (isJsonMediaType(headers['content-type']) && body.length > 0) {
    try {
      result.json = JSON.parse(body);
    } catch (error) {
      result.jsonError = (error as Error).message;
    }
  }
  return result;
}
