/** Sending one wire request with fetch, and what came back: status, headers, body text and parsed JSON. */
import { urlOf, type WireRequest } from './request.js';
import { isJsonMediaType } from '../pipeline/media-type.js';

export interface ContractResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
  /** The parsed body when the response says it is JSON; undefined otherwise. */
  json?: unknown;
  /** Why a body that says it is JSON could not be parsed. */
  jsonError?: string;
  elapsedMs: number;
}

export class RequestFailure extends Error {
  constructor(
    message: string,
    /** True when nothing answered at all (refused, unknown host): the server is not there. */
    readonly unreachable: boolean,
  ) {
    super(message);
    this.name = 'RequestFailure';
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);


export async function sendRequest(baseUrl: string, request: WireRequest, timeoutMs: number): Promise<ContractResponse> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(urlOf(baseUrl, request), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    if ((error as Error).name === 'TimeoutError') throw new RequestFailure(`no answer within ${timeoutMs} ms`, false);
    const code = cause?.code ?? '';
    throw new RequestFailure(`${code ? `${code}: ` : ''}${cause?.message ?? (error as Error).message}`, UNREACHABLE.has(code));
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw new RequestFailure(`the response body could not be read: ${(error as Error).message}`, false);
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const result: ContractResponse = { status: response.status, headers, body, elapsedMs: performance.now() - started };
  if (isJsonMediaType(headers['content-type']) && body.length > 0) {
    try {
      result.json = JSON.parse(body);
    } catch (error) {
      result.jsonError = (error as Error).message;
    }
  }
  return result;
}
