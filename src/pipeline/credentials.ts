/**
 * Credentials out of request headers, one parser per scheme: undefined when absent, null when
 * malformed, else the credential (whether it is valid is the authenticator's business).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookies } from './compile-operation.js';

/** RFC 6750 §2.1: `Bearer 1*SP b64token` (only spaces, RFC 9110 §11.4); outer SP/HTAB are no part of a value (§5.5). */
const BEARER = /^[ \t]*Bearer +([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

/** RFC 7617: `Basic 1*SP token68` whose decoding holds `user-id:password`. */
const BASIC = /^[ \t]*Basic +([A-Za-z0-9+/]+=*)[ \t]*$/i;

export function bearerCredential(headers: IncomingHttpHeaders): string | null | undefined {
  const header = headers.authorization;
  if (header === undefined) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/** As bearerCredential, for Basic: the encoded `user-id:password`, null when malformed. */
export function basicCredential(headers: IncomingHttpHeaders): string | null | undefined {
  const header = headers.authorization;
  if (header === undefined) return undefined;
  const encoded = BASIC.exec(header)?.[1];
  return encoded !== undefined && Buffer.from(encoded, 'base64').toString('utf8').includes(':') ? encoded : null;
}

/** An API key header's value (`name` lower case); a repeated field joined with ", " as node joins it, no one's key. */
export function apiKeyCredential(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A cookie's value (the first of a repeated name, RFC 6265 quotes removed); undefined when absent. */
export function cookieCredential(headers: IncomingHttpHeaders, name: string): string | undefined {
  if (headers.cookie === undefined) return undefined;
  const cookies = parseCookies(headers.cookie);
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

/** An auth-param of RFC 9110 §11.2: `name=token` or `name="quoted string"`, comma-separated. */
const AUTH_PARAM = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*$/;
const DIGEST_PARAMS = ['username', 'realm', 'nonce', 'uri', 'response'];

/** RFC 7616 §3.4: `Digest` and well-formed auth-params naming at least DIGEST_PARAMS (values not checked). */
export function digestCredential(headers: IncomingHttpHeaders): string | null | undefined {
  const header = headers.authorization;
  if (header === undefined) return undefined;
  const match = /^[ \t]*Digest +(.+?)[ \t]*$/i.exec(header);
  if (!match) return null;
  const names = new Set<string>();
  // Commas inside quoted values are kept together: split only on commas outside quotes.
  for (const param of match[1].match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? []) {
    const parsed = AUTH_PARAM.exec(param);
    if (!parsed) return null;
    names.add(parsed[1].toLowerCase());
  }
  return DIGEST_PARAMS.every((name) => names.has(name)) ? match[1] : null;
}

/** Any other HTTP scheme's credentials (RFC 9110 §11.4): what follows `scheme` and spaces. */
export function httpCredential(headers: IncomingHttpHeaders, scheme: string): string | null | undefined {
  const header = headers.authorization;
  if (header === undefined) return undefined;
  const trimmed = header.replace(/^[ \t]+|[ \t]+$/g, '');
  const space = trimmed.indexOf(' ');
  if (space < 0 || trimmed.slice(0, space).toLowerCase() !== scheme.toLowerCase()) return null;
  const credential = trimmed.slice(space).trim();
  return credential === '' ? null : credential;
}
