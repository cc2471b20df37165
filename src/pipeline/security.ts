/**
 * The security schemes of a spec: the authenticator type, the challenge of a 401, and the
 * mock's well-formed-credential authenticators. The stages that use them are
 * src/pipeline/stages/authenticate.ts and authorize.ts.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { ApiError } from '../errors.js';
import type { Principal } from './handler-types.js';
import type { OpenApiDocument } from './openapi-document.js';
import type { IncomingHttpHeaders } from 'node:http';
import { apiKeyCredential, basicCredential, bearerCredential, cookieCredential, digestCredential, httpCredential } from './credentials.js';

/**
 * Resolves the caller for one security scheme: null when this scheme's credentials are
 * absent, a Principal when valid; throws ApiError UNAUTHORIZED when present but invalid. It may
 * answer synchronously (a credential verified recently): the stage then awaits nothing.
 */
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
export function challengeFor(document: OpenApiDocument, realm: string, schemeNames?: readonly string[]): string {
  const schemes = document.components?.securitySchemes ?? {};
  const challenges = new Set<string>();
  for (const name of schemeNames ?? Object.keys(schemes)) {
    const scheme = schemes[name];
    const challenge = scheme && !('$ref' in scheme) ? challengeOfScheme(scheme, realm) : null;
    if (challenge) challenges.add(challenge);
  }
  return [...challenges].join(', ');
}

/**
 * Prism's challenge of one scheme (its security handlers, 5.14): `Basic realm="*"`,
 * `Digest realm="*", nonce="abc123"`, `Bearer`, `OAuth2`, `OpenID`; another HTTP scheme is
 * named with the realm `*`; an API key or mutual TLS has none.
 */
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

/**
 * The challenge of a 401 for a partner's document (`cfs-mock --spec`), as Prism words it:
 * each named scheme's challenge once, in the order named, joined by `,` (`OAuth2,Basic realm="*"`);
 * empty when none of them has one (API keys).
 */
export function prismChallengeFor(document: OpenApiDocument, schemeNames?: readonly string[]): string {
  const schemes = document.components?.securitySchemes ?? {};
  const challenges = new Set<string>();
  for (const name of schemeNames ?? Object.keys(schemes)) {
    const scheme = schemes[name];
    const challenge = scheme && !('$ref' in scheme) ? prismChallengeOfScheme(scheme) : null;
    if (challenge) challenges.add(challenge);
  }
  return [...challenges].join(',');
}

/**
 * How the mock judges a credential's form. `own` (our areas' specs): an API key is 8 to 512
 * printable characters, as our keys are. `partner` (`cfs-mock --spec`, a partner's document),
 * as Prism 5.14 judges: an API key of any length (1 to 512 printable characters: a value with
 * spaces or control characters is still no key), and every HTTP scheme: Digest credentials
 * naming username, realm, nonce, uri and response, and any other scheme's credentials
 * under its own name.
 */
export type CredentialRules = 'own' | 'partner';

const KEY_FORMS: Record<CredentialRules, RegExp> = { own: /^[\x21-\x7e]{8,512}$/, partner: /^[\x21-\x7e]{1,512}$/ };

/**
 * For the mock: credentials pass when they are well-formed for their scheme, since the
 * mock knows no real keys or tokens. The caller gets every scope the operation asks for.
 */
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
        // OpenAPI 3.1's mutual TLS: a client certificate the mock's plain HTTP cannot ask for.
        return { kind: 'mock', id: 'mock-caller', scopes: ['*'], scheme: name, tenantId: 'acme' };
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
