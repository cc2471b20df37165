/**
 * A `curl` command that sends exactly the request a case sent. The caller's secrets are
 * not printed: they are read from environment variables named in the command, unless the
 * run shows secrets.
 */
import { urlOf, type WireRequest } from './request.js';

/** A secret value and the environment variable a printed command reads it from. */
export interface Secret {
  value: string;
  variable: string;
}

export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Double-quoted for the shell, with `${VAR}` references kept live and everything else literal. */
function doubleQuoteWithVariables(text: string, secrets: Secret[]): string {
  let escaped = text.replace(/[\\"`$]/g, (c) => `\\${c}`);
  for (const secret of secrets) {
    const literal = secret.value.replace(/[\\"`$]/g, (c) => `\\${c}`);
    escaped = escaped.split(literal).join(`\${${secret.variable}}`);
  }
  return `"${escaped}"`;
}

function quoted(text: string, secrets: Secret[]): string {
  return secrets.some((s) => s.value && text.includes(s.value)) ? doubleQuoteWithVariables(text, secrets.filter((s) => s.value)) : shellQuote(text);
}

/** Replaces every secret value in a text by `[masked]`. */
export function mask(text: string, secrets: Secret[]): string {
  let out = text;
  for (const secret of secrets) if (secret.value) out = out.split(secret.value).join('[masked]');
  return out;
}

export function curlCommand(baseUrl: string, request: WireRequest, secrets: Secret[] = []): string {
  const parts = ['curl', '-sS', '-i'];
  if (request.method === 'HEAD') parts.push('--head');
  else if (request.method !== 'GET' || request.body !== undefined) parts.push('-X', request.method);
  parts.push(quoted(urlOf(baseUrl, request), secrets));
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quoted(`${name}: ${value}`, secrets));
  if (request.body !== undefined) parts.push('--data-raw', quoted(request.body, secrets));
  return parts.join(' ');
}
