import { expect } from 'chai';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../../src/errors.js';
import type { Principal } from '../../../src/pipeline/handler-types.js';
import { authenticate, type AuthenticateConfig } from '../../../src/pipeline/stages/authenticate.js';
import { authenticators, operation, refusal, type Outcome } from './fixture.js';

const CHALLENGE = 'ApiKey realm="fixture", header="X-API-Key", Bearer realm="fixture"';

/** A failure budget that is spent (or not) for every address, and counts what it was asked. */
function budget(allowed: boolean) {
  const consumed: string[] = [];
  return {
    consumed,
    consume: async (address: string) => {
      consumed.push(address);
      return { allowed, headers: { 'Retry-After': '30' } };
    },
  };
}

async function authenticated(config: AuthenticateConfig, operationId: string, headers: IncomingHttpHeaders): Promise<Outcome & { caller?: string | null }> {
  try {
    const principal = await authenticate(config, operation(operationId), { headers }, '203.0.113.9');
    return { status: 200, caller: principal?.id ?? null };
  } catch (error) {
    const { status, code, headers: sent } = refusal(error);
    return { status, code, ...(sent ? { headers: sent } : {}) };
  }
}

describe('pipeline stage: authenticate', () => {
  const unauthorized = { status: 401, code: 'UNAUTHORIZED', headers: { 'WWW-Authenticate': CHALLENGE } };
  const cases: Array<{
    name: string;
    operationId: string;
    headers: IncomingHttpHeaders;
    budgetLeft?: boolean;
    want: Outcome & { caller?: string | null };
    counted?: boolean;
  }> = [
    { name: 'a public operation needs no credential', operationId: 'getHealth', headers: {}, want: { status: 200, caller: null } },
    { name: 'a public operation ignores a bad one', operationId: 'getHealth', headers: { 'x-api-key': 'wrong' }, want: { status: 200, caller: null } },
    { name: 'no credential is 401 with the challenge', operationId: 'listThings', headers: {}, want: unauthorized },
    { name: 'a wrong key is the same 401', operationId: 'listThings', headers: { 'x-api-key': 'wrong' }, want: unauthorized },
    { name: 'a good key admits its caller', operationId: 'listThings', headers: { 'x-api-key': 'good-key' }, want: { status: 200, caller: 'key-caller' } },
    {
      name: 'the second alternative admits when the first refuses',
      operationId: 'listThings',
      headers: { 'x-api-key': 'wrong', authorization: 'Bearer good-token' },
      want: { status: 200, caller: 'token-caller' },
    },
    {
      name: 'a failure within the budget is 401 and counted',
      operationId: 'listThings',
      headers: { 'x-api-key': 'wrong' },
      budgetLeft: true,
      want: unauthorized,
      counted: true,
    },
    {
      name: 'past the budget a failure is 429 with Retry-After',
      operationId: 'listThings',
      headers: {},
      budgetLeft: false,
      want: { status: 429, code: 'RATE_LIMITED', headers: { 'Retry-After': '30' } },
      counted: true,
    },
    {
      name: 'a good key is admitted past the budget, and not counted',
      operationId: 'listThings',
      headers: { 'x-api-key': 'good-key' },
      budgetLeft: false,
      want: { status: 200, caller: 'key-caller' },
      counted: false,
    },
  ];
  for (const { name, operationId, headers, budgetLeft, want, counted } of cases) {
    it(name, async () => {
      const failures = budgetLeft === undefined ? undefined : budget(budgetLeft);
      expect(await authenticated({ authenticators, challenge: CHALLENGE, authFailures: failures }, operationId, headers)).to.deep.equal(want);
      if (failures) expect(failures.consumed, 'failures counted for the client address').to.deep.equal(counted ? ['203.0.113.9'] : []);
    });
  }

  it('an address known to be past its budget gets 429 before any credential is checked, a good key too', async () => {
    const checked: string[] = [];
    const spying = Object.fromEntries(Object.entries(authenticators).map(([scheme, authenticator]) => [scheme, (async (input) => {
      checked.push(scheme);
      return authenticator(input);
    }) satisfies typeof authenticator]));
    const failures = { ...budget(false), refusal: async (address: string) => (address === '203.0.113.9' ? { headers: { 'Retry-After': '12' } } : null) };
    const config = { authenticators: spying, challenge: CHALLENGE, authFailures: failures };
    for (const headers of [{ 'x-api-key': 'wrong' }, { 'x-api-key': 'good-key' }, {}]) {
      expect(await authenticated(config, 'listThings', headers)).to.deep.equal({ status: 429, code: 'RATE_LIMITED', headers: { 'Retry-After': '12' } });
    }
    expect(checked, 'credentials checked').to.deep.equal([]);
    expect(failures.consumed, 'refusals not counted again').to.deep.equal([]);
    expect(await authenticated(config, 'getHealth', {}), 'a public operation still answers').to.deep.equal({ status: 200, caller: null });
  });

  it('an address with budget left (refusal null) is checked as before', async () => {
    const failures = { ...budget(true), refusal: () => null };
    const config = { authenticators, challenge: CHALLENGE, authFailures: failures };
    expect(await authenticated(config, 'listThings', { 'x-api-key': 'good-key' })).to.deep.equal({ status: 200, caller: 'key-caller' });
  });

  it('an authenticator that fails otherwise (store down) is not a 401: its error goes on', async () => {
    const down = new Error('store down');
    const config = { authenticators: { ...authenticators, ApiKeyAuth: async () => Promise.reject(down) }, challenge: CHALLENGE };
    let thrown: unknown;
    try {
      await authenticate(config, operation('listThings'), { headers: { 'x-api-key': 'good-key' } }, '203.0.113.9');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.equal(down);
    expect(thrown).to.not.be.instanceOf(ApiError);
  });

  it('authenticators that answer synchronously give the caller as a value, and refuse or fail alike', async () => {
    const down = new Error('store down');
    const config: AuthenticateConfig = {
      authenticators: {
        ApiKeyAuth: ({ headers }) => {
          if (headers['x-api-key'] === undefined) return null;
          if (headers['x-api-key'] === 'down') throw down;
          if (headers['x-api-key'] !== 'good-key') throw new ApiError('UNAUTHORIZED');
          return { kind: 'apiKey', id: 'key-caller', scopes: ['thing.read'], scheme: 'ApiKeyAuth' };
        },
        BearerAuth: authenticators.BearerAuth,
      },
      challenge: CHALLENGE,
    };
    const admitted = authenticate(config, operation('listThings'), { headers: { 'x-api-key': 'good-key' } }, '203.0.113.9');
    expect(admitted, 'no promise to await').to.not.be.instanceOf(Promise);
    expect((admitted as Principal).id).to.equal('key-caller');
    expect(await authenticated(config, 'listThings', { 'x-api-key': 'wrong', authorization: 'Bearer good-token' }), 'then an asynchronous alternative').to.deep.equal({ status: 200, caller: 'token-caller' });
    expect(await authenticated(config, 'listThings', { 'x-api-key': 'wrong' })).to.deep.equal(unauthorized);
    expect(() => authenticate(config, operation('listThings'), { headers: { 'x-api-key': 'down' } }, '203.0.113.9')).to.throw(down);
  });
});
