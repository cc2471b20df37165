/**
 * Credentials of a run and how each case carries them: the caller's (valid), none, or an invalid
 * one, malformed or well-formed but unknown (against a mock, which admits any well-formed one, only malformed).
 */
import type { CaseCredentials } from './cases.js';
import type { OperationModel, SecuritySchemeModel, SpecModel } from '../pipeline/spec-model.js';

export interface Credentials {
  /** Sent with every request. */
  headers: Array<[string, string]>;
  /** Sent where the operation's apiKey scheme says. */
  apiKey?: string;
  /** For bearer, OAuth2 and OpenID Connect schemes. */
  bearer?: string;
  /** `user:password`. */
  basic?: string;
  /** Other values never to print (a login body's password), with the variable curl reads instead. */
  extraSecrets?: Array<{ value: string; variable?: string }>;
}

export interface CredentialParts {
  headers: Record<string, string>;
  query: Array<[string, string]>;
  /** What an invalid credential was, for labels. */
  description?: string;
}

/** Header names (lower case) that carry credentials in this spec. */
export function credentialHeaderNames(spec: SpecModel): Set<string> {
  const names = [...spec.securitySchemes.values()].map(schemeHeader);
  return new Set(['authorization', ...names.filter((name): name is string => name !== undefined)]);
}

/** A different secret of the same shape: the last six letters and digits changed. */
export function alterSecret(secret: string): string {
  const chars = [...secret];
  let changed = 0;
  for (let i = chars.length - 1; i >= 0 && changed < 6; i--) {
    const c = chars[i];
    if (c >= '0' && c <= '9') chars[i] = String((Number(c) + 5) % 10);
    else if (c >= 'a' && c <= 'z') chars[i] = String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97);
    else if (c >= 'A' && c <= 'Z') chars[i] = String.fromCharCode(((c.charCodeAt(0) - 65 + 13) % 26) + 65);
    else continue;
    changed++;
  }
  return chars.join('');
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const FAKE_JWT = `${base64url('{"alg":"RS256","typ":"JWT","kid":"contract-test"}')}.${base64url('{"sub":"contract-test","scope":"*","exp":4102444800}')}.${base64url('not-a-valid-signature')}`;

function place(scheme: SecuritySchemeModel, value: string, parts: CredentialParts): void {
  if (scheme.kind === 'apiKey') {
    if (scheme.in === 'query') parts.query.push([scheme.parameterName!, value]);
    else if (scheme.in === 'cookie') parts.headers.Cookie = `${scheme.parameterName}=${value}`;
    else parts.headers[scheme.parameterName!] = value;
  } else if (scheme.kind === 'bearer') parts.headers.Authorization = `Bearer ${value}`;
  else if (scheme.kind === 'basic') parts.headers.Authorization = `Basic ${value}`;
}

function invalidValue(scheme: SecuritySchemeModel, variant: 'malformed' | 'unknown', credentials: Credentials): string | null {
  if (scheme.kind === 'apiKey') return variant === 'malformed' ? 'not a valid key' : credentials.apiKey ? alterSecret(credentials.apiKey) : 'contractUnknownKey0000000000000000';
  if (scheme.kind === 'bearer') return variant === 'malformed' ? 'not a valid token' : credentials.bearer ? alterSecret(credentials.bearer) : FAKE_JWT;
  if (scheme.kind === 'basic') return variant === 'malformed' ? '!!!not-base64!!!' : Buffer.from('contract-test:invalid').toString('base64');
  return null;
}

export function describeScheme(scheme: SecuritySchemeModel): string {
  if (scheme.kind === 'apiKey') return `${scheme.parameterName} ${scheme.in === 'header' ? 'header' : `${scheme.in} parameter`}`;
  if (scheme.kind === 'bearer') return 'bearer token';
  if (scheme.kind === 'basic') return 'basic credentials';
  return scheme.name;
}

/** Whether an invalid credential of this scheme can be made at all. */
export function canForge(scheme: SecuritySchemeModel): boolean {
  return scheme.kind !== 'other' && !(scheme.kind === 'apiKey' && !scheme.parameterName);
}

/** The request header a scheme's credential travels in (lower case), if it is a header. */
function schemeHeader(scheme: SecuritySchemeModel): string | undefined {
  if (scheme.kind === 'apiKey') return scheme.in === 'header' ? scheme.parameterName?.toLowerCase() : scheme.in === 'cookie' ? 'cookie' : undefined;
  if (scheme.kind === 'bearer' || scheme.kind === 'basic') return 'authorization';
  return undefined;
}

/** Whether the caller brought a credential for this scheme (an option, or a --header carrying it). */
function hasCredentialFor(scheme: SecuritySchemeModel, credentials: Credentials): boolean {
  const header = (name: string) => credentials.headers.find(([h]) => h.toLowerCase() === name)?.[1];
  if (scheme.kind === 'apiKey') return Boolean(credentials.apiKey || (scheme.parameterName && scheme.in === 'header' && header(scheme.parameterName.toLowerCase()) !== undefined));
  if (scheme.kind === 'bearer') return Boolean(credentials.bearer || /^bearer /i.test(header('authorization') ?? ''));
  if (scheme.kind === 'basic') return Boolean(credentials.basic || /^basic /i.test(header('authorization') ?? ''));
  return false;
}

/** The operation's security alternatives the caller's credentials satisfy, in spec order. */
export function usableAlternatives(operation: OperationModel, credentials: Credentials): SecuritySchemeModel[][] {
  return operation.security.filter((alternative) => alternative.every((scheme) => hasCredentialFor(scheme, credentials)));
}

/** The headers and query pairs a case sends for its credentials; `rotation` picks among the alternatives the caller satisfies. */
export function credentialParts(spec: SpecModel, operation: OperationModel, mode: CaseCredentials, credentials: Credentials, rotation = 0): CredentialParts {
  const secretHeaders = credentialHeaderNames(spec);
  const parts: CredentialParts = { headers: {}, query: [] };
  const usable = mode.kind === 'valid' ? usableAlternatives(operation, credentials) : [];
  const chosen = usable.length > 0 ? usable[rotation % usable.length] : null;
  // Headers that carry another alternative's credential stay out of this request.
  const otherHeaders = new Set<string>();
  if (chosen) {
    const chosenHeaders = new Set(chosen.map(schemeHeader));
    for (const scheme of operation.security.flat()) {
      const header = schemeHeader(scheme);
      if (header && !chosenHeaders.has(header)) otherHeaders.add(header);
    }
  }
  for (const [name, value] of credentials.headers) {
    if (mode.kind !== 'valid' && secretHeaders.has(name.toLowerCase())) continue;
    if (otherHeaders.has(name.toLowerCase())) continue;
    parts.headers[name] = value;
  }
  if (mode.kind === 'valid') {
    const schemes = new Map((chosen ?? operation.security.flat()).map((s) => [s.name, s]));
    for (const scheme of schemes.values()) {
      if (scheme.kind === 'apiKey' && credentials.apiKey) place(scheme, credentials.apiKey, parts);
      if (scheme.kind === 'bearer' && credentials.bearer && !parts.headers.Authorization) place(scheme, credentials.bearer, parts);
      if (scheme.kind === 'basic' && credentials.basic && !parts.headers.Authorization) place(scheme, Buffer.from(credentials.basic).toString('base64'), parts);
    }
    if (chosen && usable.length > 1) parts.description = `with ${chosen.map((scheme) => scheme.name).join(' + ')}`;
  } else if (mode.kind === 'invalid') {
    const value = invalidValue(mode.scheme, mode.variant, credentials);
    if (value !== null) place(mode.scheme, value, parts);
    parts.description = `an invalid ${describeScheme(mode.scheme)} (${mode.variant === 'malformed' ? 'malformed' : 'well-formed but unknown'})`;
  } else {
    parts.description = 'no credentials';
  }
  return parts;
}
