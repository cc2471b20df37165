import { expect } from 'chai';
import { ApiError } from '../../../src/errors.js';
import type { Principal } from '../../../src/pipeline/handler-types.js';
import { authorize, type AuthorizeConfig } from '../../../src/pipeline/stages/authorize.js';
import { operation, refusal, type Outcome } from './fixture.js';

const reader: Principal = { kind: 'apiKey', id: 'reader', scopes: ['thing.read'], scheme: 'ApiKeyAuth' };
const stranger: Principal = { kind: 'member', id: 'stranger', scopes: ['other.read'], scheme: 'BearerAuth' };
const mockCaller: Principal = { kind: 'mock', id: 'mock-caller', scopes: [], scheme: 'ApiKeyAuth' };

/** The area's admission: a rate limit that lets `reader` through with its headers and refuses the rest. */
const rateLimited: AuthorizeConfig = {
  afterAuthentication: async (principal, _operation, client) => {
    if (principal?.id === 'reader') return { 'RateLimit-Remaining': '9', 'X-Client': client.address };
    throw new ApiError('RATE_LIMITED', undefined, { headers: { 'Retry-After': '1' } });
  },
};

async function authorized(config: AuthorizeConfig, operationId: string, principal: Principal | null): Promise<Outcome> {
  try {
    const headers = await authorize(config, operation(operationId), principal, '198.51.100.7');
    return { status: 200, ...(headers ? { headers } : {}) };
  } catch (error) {
    const { status, code, headers, details } = refusal(error);
    return { status, code, ...(headers ? { headers } : {}), ...(details === undefined ? {} : { details }) };
  }
}

describe('pipeline stage: authorize', () => {
  const cases: Array<{ name: string; config: AuthorizeConfig; operationId: string; principal: Principal | null; want: Outcome }> = [
    { name: 'a public operation runs for anyone', config: {}, operationId: 'getHealth', principal: null, want: { status: 200 } },
    { name: 'an operation without required scopes runs for any caller', config: {}, operationId: 'getThing', principal: stranger, want: { status: 200 } },
    { name: 'a caller with the scope runs it', config: {}, operationId: 'listThings', principal: reader, want: { status: 200 } },
    { name: 'a caller without it is 403 naming the missing scope', config: {}, operationId: 'listThings', principal: stranger, want: { status: 403, code: 'FORBIDDEN', details: { missingScopes: ['thing.read'] } } },
    { name: 'the mock admits any well-formed caller', config: {}, operationId: 'listThings', principal: mockCaller, want: { status: 200 } },
    { name: 'the admission rule adds its headers', config: rateLimited, operationId: 'listThings', principal: reader, want: { status: 200, headers: { 'RateLimit-Remaining': '9', 'X-Client': '198.51.100.7' } } },
    { name: 'the admission rule may refuse with 429', config: rateLimited, operationId: 'getHealth', principal: null, want: { status: 429, code: 'RATE_LIMITED', headers: { 'Retry-After': '1' } } },
    { name: 'scopes are checked before the admission rule', config: rateLimited, operationId: 'listThings', principal: stranger, want: { status: 403, code: 'FORBIDDEN', details: { missingScopes: ['thing.read'] } } },
  ];
  for (const { name, config, operationId, principal, want } of cases) {
    it(name, async () => {
      expect(await authorized(config, operationId, principal)).to.deep.equal(want);
    });
  }
});
