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
import { apiKeyCredential, basicCredential, bearerCredential, cookieCredential } from './credentials.js';

/**
 * Resolves the caller for one security scheme: null when this scheme's credentials are
 * absent, a Principal when valid; throws ApiError UNAUTHORIZED when present but invalid.
 */
export type Authenticator = (request: { headers: IncomingHttpHeaders; operationId: string; url?: string }) => Promise<Principal | null>;

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
 * For the mock: credentials pass when they are well-formed for their scheme, since the
 * mock knows no real keys or tokens. The caller gets every scope the operation asks for.
 */
export function wellFormedAuthenticators(document: OpenApiDocument): Record<string, Authenticator> {
  const result: Record<string, Authenticator> = {};
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
        if (credential !== undefined && !/^[\x21-\x7e]{8,512}$/.test(credential)) credential = null;
      } else if (s.type === 'apiKey' && s.in === 'query') {
        // Well-formed as a header key is: 8 to 512 printable characters.
        const value = url === undefined ? null : new URL(url, 'http://mock.invalid').searchParams.get(s.name);
        credential = value === null ? undefined : /^[\x21-\x7e]{8,512}$/.test(value) ? value : null;
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
