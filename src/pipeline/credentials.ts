/**
 * Reading credentials out of request headers: one parser per scheme, shared by the live
 * areas, the member API stand-in and the mock. Each answers undefined when its credential is
 * absent and a string otherwise; what a string must look like beyond its syntax (a live key,
 * a signed token) is the authenticator's business.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookies } from './compile-operation.js';

/**
 * RFC 6750 §2.1: `Bearer 1*SP b64token`, the scheme case-insensitive (RFC 9110 §11.1).
 * Only spaces separate scheme and token: RFC 9110 §11.4 says `1*SP`, not tabs or other
 * whitespace. Leading and trailing SP/HTAB are tolerated because RFC 9110 §5.5 makes them no
 * part of a field value (node's parser already strips them off the wire; this keeps callers
 * that pass headers directly alike).
 */
const BEARER = /^[ \t]*Bearer +([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

/** RFC 7617: `Basic 1*SP token68` whose decoding holds `user-id:password`. */
const BASIC = /^[ \t]*Basic +([A-Za-z0-9+/]+=*)[ \t]*$/i;

/**
 * The Authorization header's bearer token: undefined when there is no Authorization header,
 * null when there is one but it is not a well-formed bearer credential (an area answers its
 * 401), else the token.
 */
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

/**
 * An API key header's value (`name` lower-case, as node keys headers). A field sent twice
 * arrives joined with ", " (node joins repeated unknown fields so), which is no one's key; an
 * array (headers built by hand) is joined the same way, so both are refused alike.
 */
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

/**
 * RFC 7616 §3.4: `Digest` and its parameters, for the mock of a partner's document; the
 * parameters as sent when they are well-formed auth-params naming at least username, realm,
 * nonce, uri and response (their values are not checked: the mock knows no passwords), else
 * null; undefined without an Authorization header.
 */
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

/**
 * The credentials of any other HTTP authentication scheme (RFC 9110 §11.4): what follows
 * `scheme` (case-insensitive) and one or more spaces, null when the header names another
 * scheme or carries nothing after it; undefined without an Authorization header.
 */
export function httpCredential(headers: IncomingHttpHeaders, scheme: string): string | null | undefined {
  const header = headers.authorization;
  if (header === undefined) return undefined;
  const trimmed = header.replace(/^[ \t]+|[ \t]+$/g, '');
  const space = trimmed.indexOf(' ');
  if (space < 0 || trimmed.slice(0, space).toLowerCase() !== scheme.toLowerCase()) return null;
  const credential = trimmed.slice(space).trim();
  return credential === '' ? null : credential;
}
