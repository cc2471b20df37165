/**
 * Getting a member token before a run: POST a login body to a URL (or a path on the target), or
 * run a command that prints it; it is sent as the bearer and masked like every secret.
 */
import { execFile } from 'node:child_process';
import { UsageError } from '../config/command-line.js';

export interface LoginOptions {
  /** Absolute, or a path on the target. */
  url?: string;
  /** The JSON body to POST to `url`. */
  body?: string;
  /** Prints the token, or JSON that holds it. */
  command?: string;
  /** Default: DEFAULT_TOKEN_POINTERS. */
  tokenPointer?: string;
}

/** Where login answers usually put the access token, tried in order. */
export const DEFAULT_TOKEN_POINTERS = ['/data/accessToken', '/accessToken', '/access_token', '/data/access_token', '/token', '/data/token'];

/** The value at a JSON pointer (RFC 6901), or undefined. */
export function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return pointer === '' ? value : (value as Record<string, unknown> | undefined)?.[''];
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node) && /^\d+$/.test(key)) node = node[Number(key)];
    else if (node && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, key)) node = (node as Record<string, unknown>)[key];
    else return undefined;
  }
  return node;
}

function tokenFrom(json: unknown, pointer: string | undefined, where: string): string {
  const pointers = pointer ? [pointer] : DEFAULT_TOKEN_POINTERS;
  for (const candidate of pointers) {
    const value = atPointer(json, candidate);
    if (typeof value === 'string' && value.length > 0) return value;
  }
  throw new UsageError(`${where}: no token at ${pointers.join(' or ')} of the answer (--login-token-pointer says where it is)`);
}

/** Secrets inside a login body (passwords, secrets, tokens), so reports never print them. */
export function loginBodySecrets(body: string | undefined): Array<{ value: string; variable: string }> {
  if (!body) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const found: Array<{ value: string; variable: string }> = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (typeof value === 'string' && /pass|secret|token|credential/i.test(key)) found.push({ value, variable: `CONTRACT_LOGIN_${key.toUpperCase().replace(/[^A-Z0-9]/g, '_')}` });
      else walk(value);
    }
  };
  walk(parsed);
  return found;
}

/** JSON text parsed; anything else is a UsageError saying `refusal`. */
export function parseJson(text: string, refusal: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(refusal);
  }
}

function runCommand(command: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('/bin/sh', ['-c', command], { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new UsageError(`--login-command failed (${error.code ?? error.signal ?? 'error'}): ${String(stderr).trim().slice(0, 300) || error.message}`));
      else resolve(String(stdout).trim());
    });
  });
}

/** Logs in and returns the access token; a failed login is a UsageError (exit 2): nothing would be tested. */
export async function obtainToken(login: LoginOptions, baseUrl: string, timeoutMs: number): Promise<string> {
  if (login.command) {
    const output = await runCommand(login.command, timeoutMs);
    if (!output) throw new UsageError('--login-command printed nothing; it must print the token (or a JSON answer holding it)');
    if (/^[[{]/.test(output)) {
      const json = parseJson(output, '--login-command printed something that starts like JSON but is not');
      return tokenFrom(json, login.tokenPointer, '--login-command');
    }
    return output.split('\n')[0].trim();
  }
  if (!login.url) throw new UsageError('a login needs --login-url (with --login-body) or --login-command');
  const url = /^https?:\/\//i.test(login.url) ? login.url : `${baseUrl.replace(/\/+$/, '')}/${login.url.replace(/^\/+/, '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: login.body ?? '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    throw new UsageError(`login at ${url} got no answer: ${cause?.message ?? (error as Error).message}`);
  }
  const text = await response.text();
  if (response.status < 200 || response.status > 299) {
    // The answer of a refused login names no secret of ours; the body sent is not printed.
    throw new UsageError(`login at ${url} was answered ${response.status}: ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  return tokenFrom(parseJson(text, `login at ${url}: the answer is not JSON`), login.tokenPointer, `login at ${url}`);
}
