/** The security schemes of a spec: the authenticator type, a 401's challenge, the mock's authenticators. */
import type { OpenAPIV3 } from 'openapi-types';
import { ApiError } from '../errors.js';
import type { Principal } from './handler-types.js';
import type { OpenApiDocument } from './openapi-document.js';
import type { IncomingHttpHeaders } from 'node:http';
import { apiKeyCredential, basicCredential, bearerCredential, cookieCredential, digestCredential, httpCredential } from './credentials.js';

/** The caller by one scheme: null when its credentials are absent; throws UNAUTHORIZED when they are invalid. */
export type Authenticator = (request: { headers: IncomingHttpHeaders; operationId: string; url?: string }) => Principal | null | Promise<Principal | null>;

/** OAuth2 and OpenID Connect access tokens travel as bearer tokens (RFC 6750). */
const isBearer = (s: OpenAPIV3.SecuritySchemeObject) =>
  (s.type === 'http' && s.scheme.toLowerCase() === 'bearer') || s.type === 'oauth2' || (s.type as string) === 'openIdConnect';

/** The challenge of one scheme; null for schemes without one (apiKey in a query or cookie). */
function challengeOfScheme(s: OpenAPIV3.SecuritySchemeObject, realm: string): string | null {
  if (isBearer(s)) return `Bearer realm="${realm}"`;
  if (s.type === 'http' && s.scheme.toLowerCase() === 'basic') return `Basic realm="${realm}"`;
  if (s.type === 'apiKey' && s.in === 'header') return `ApiKey realm="${realm}", header="${s.name}"`;
  return null;
}

/** The challenges of the named schemes (every scheme of the document without names), each once. */
function challenges(
  document: OpenApiDocument,
  schemeNames: readonly string[] | undefined,
  challengeOf: (scheme: OpenAPIV3.SecuritySchemeObject) => string | null,
  separator: string,
): string {
  const schemes = document.components?.securitySchemes ?? {};
  const found = new Set<string>();
  for (const name of schemeNames ?? Object.keys(schemes)) {
    const scheme = schemes[name];
    const challenge = scheme && !('$ref' in scheme) ? challengeOf(scheme) : null;
    if (challenge) found.add(challenge);
  }
  return [...found].join(separator);
}

export function challengeFor(document: OpenApiDocument, realm: string, schemeNames?: readonly string[]): string {
  return challenges(document, schemeNames, (scheme) => challengeOfScheme(scheme, realm), ', ');
}

/** Prism 5.14's challenge of one scheme; an API key or mutual TLS has none. */
function prismChallengeOfScheme(s: OpenAPIV3.SecuritySchemeObject): string | null {
  if (s.type === 'oauth2') return 'OAuth2';
  if ((s.type as string) === 'openIdConnect') return 'OpenID';
  if (s.type !== 'http') return null;
  const scheme = s.scheme.toLowerCase();
  if (scheme === 'bearer') return 'Bearer';
  if (scheme === 'basic') return 'Basic realm="*"';
  if (scheme === 'digest') return 'Digest realm="*", nonce="abc123"';
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(s.scheme) ? `${s.scheme} realm="*"` : null;
}

/** A 401's challenge for a partner's document (`cfs-mock --spec`), as Prism words it (`OAuth2,Basic realm="*"`). */
export function prismChallengeFor(document: OpenApiDocument, schemeNames?: readonly string[]): string {
  return challenges(document, schemeNames, prismChallengeOfScheme, ',');
}

/**
 * How the mock judges a credential's form: `own`, an API key of 8 to 512 printable characters as
 * ours are; `partner` (a partner's document), as Prism 5.14: a key of 1 to 512, and every HTTP scheme.
 */
export type CredentialRules = 'own' | 'partner';

const KEY_FORMS: Record<CredentialRules, RegExp> = { own: /^[\x21-\x7e]{8,512}$/, partner: /^[\x21-\x7e]{1,512}$/ };

/** For the mock, which knows no real keys or tokens: well-formed credentials pass, with every scope. */
export function wellFormedAuthenticators(document: OpenApiDocument, rules: CredentialRules = 'own'): Record<string, Authenticator> {
  const result: Record<string, Authenticator> = {};
  const keyForm = KEY_FORMS[rules];
  for (const [name, scheme] of Object.entries(document.components?.securitySchemes ?? {})) {
    const s = scheme as OpenAPIV3.SecuritySchemeObject;
    result[name] = async ({ headers, url }) => {
      let credential: string | null | undefined;
      if (isBearer(s)) {
        // Scopes of OAuth2 and OpenID Connect are not checked: the mock knows no real tokens.
        credential = bearerCredential(headers);
      } else if (s.type === 'http' && s.scheme.toLowerCase() === 'basic') {
        // Partner specs mocked by `cfs-mock --spec` (src/mock/serve-spec.ts) may use basic auth.
        credential = basicCredential(headers);
      } else if (s.type === 'apiKey' && (s.in === 'header' || s.in === 'cookie')) {
        credential = s.in === 'header' ? apiKeyCredential(headers, s.name.toLowerCase()) : cookieCredential(headers, s.name);
        if (credential !== undefined && !keyForm.test(credential)) credential = null;
      } else if (s.type === 'apiKey' && s.in === 'query') {
        // Well-formed as a header key is.
        const value = url === undefined ? null : new URL(url, 'http://mock.invalid').searchParams.get(s.name);
        credential = value === null ? undefined : keyForm.test(value) ? value : null;
      } else if (rules === 'partner' && s.type === 'http' && s.scheme.toLowerCase() === 'digest') {
        credential = digestCredential(headers);
      } else if (rules === 'partner' && s.type === 'http') {
        // HOBA, Negotiate, a vendor's scheme...: credentials under the scheme's own name.
        credential = httpCredential(headers, s.scheme);
      } else if ((s.type as string) === 'mutualTLS') {
        // OpenAPI 3.1's mutual TLS: a client certificate the mock's plain HTTP cannot ask for, so any caller has one.
        credential = 'certificate';
      } else {
        return null;
      }
      if (credential === undefined) return null;
      if (credential === null) throw new ApiError('UNAUTHORIZED');
      return { kind: 'mock', id: 'mock-caller', scopes: ['*'], scheme: name, tenantId: 'acme' };
    };
  }
  return result;
}
