/**
 * The doors of the HR sign-in proxy (docs/product-decisions.md "Limits"): a password guesser
 * gets 429s, not an endless stream of 401s; the login id locks after repeated failures
 * whatever address the guesses come from; one address is limited whatever ids it tries; and
 * requests with missing or refused credentials are limited per address. Addresses are told
 * apart by X-Forwarded-For from a trusted proxy (TRUSTED_PROXIES=loopback), as behind a load
 * balancer; without it, the header is ignored.
 */
import { expect } from 'chai';
import type { Store } from '../../src/store/database.js';
import { openTestStore } from '../support/store.js';
import { buildHrm, startStandIn, type HrmTestApp, type StandIn } from './hrm-fixtures.js';

const LOGIN = '/api/v1/member-auth/login';

describe('HR sign-in and credential limits', () => {
  let store: Store;
  let standIn: StandIn;

  before(async () => {
    store = await openTestStore('sqlite', { seedDemoData: true });
    standIn = await startStandIn();
  });
  after(async () => {
    await standIn.stop();
    await store.close();
  });

  async function build(env: Record<string, string>): Promise<HrmTestApp> {
    return buildHrm({ store, env: { MEMBER_API_URL: standIn.url, TRUSTED_PROXIES: 'loopback', ...env } });
  }

  function signIn(area: HrmTestApp, address: string, loginId: string, password: string) {
    return area.checked(area.http.post(LOGIN).set('Origin', 'http://127.0.0.1').set('Host', '127.0.0.1').set('X-Forwarded-For', address).send({ loginId, password }));
  }

  it('answers 500 wrong passwords from rotating addresses with 429s after the lockout budget, and locks out the right password too', async function () {
    this.timeout(60_000);
    const area = await build({ LOGIN_LOCKOUT: '5/15m', LOGIN_RATE_LIMIT: '1000/60s' });
    try {
      const statuses = new Map<number, number>();
      for (let i = 0; i < 500; i++) {
        const res = await signIn(area, `198.51.100.${i % 250}`, 'hr.admin', `guess-${i}`);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 429) {
          expect(res.body.error.code).to.equal('RATE_LIMITED');
          expect(Number(res.headers['retry-after'])).to.be.greaterThan(0);
        }
      }
      expect(Object.fromEntries(statuses)).to.deep.equal({ 401: 5, 429: 495 });
      const right = await signIn(area, '203.0.113.7', 'hr.admin', 'demo-hr-admin-pass');
      expect(right.status, 'a locked id is refused before the central API is asked').to.equal(429);
      // Another member is not locked by hr.admin's guesser.
      expect((await signIn(area, '203.0.113.7', 'hr.viewer', 'demo-hr-viewer-pass')).status).to.equal(200);
    } finally {
      await area.close();
    }
  });

  it('limits one address whatever login ids it tries, and leaves other addresses alone', async () => {
    const area = await build({ LOGIN_RATE_LIMIT: '10/60s', LOGIN_LOCKOUT: '1000/15m' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await signIn(area, '192.0.2.10', `nobody-${i}`, 'x')).status);
      expect(statuses).to.deep.equal([...Array(10).fill(401), 429, 429]);
      expect((await signIn(area, '192.0.2.11', 'hr.viewer', 'demo-hr-viewer-pass')).status).to.equal(200);
    } finally {
      await area.close();
    }
  });

  it('limits missing and refused credentials per address on the lists', async () => {
    const area = await build({ AUTH_FAILURE_RATE_LIMIT: '5/60s' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const test = area.http.get('/api/v1/employees').set('X-Forwarded-For', '192.0.2.20');
        statuses.push((await area.checked(i % 2 === 0 ? test : test.set('X-API-Key', `hrm_bogus_${i}`))).status);
      }
      expect(statuses).to.deep.equal([401, 401, 401, 401, 401, 429, 429]);
      // Another address still gets its 401 (and the challenge), not a 429.
      expect((await area.checked(area.http.get('/api/v1/employees').set('X-Forwarded-For', '192.0.2.21'))).status).to.equal(401);
    } finally {
      await area.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const area = await buildHrm({ store, env: { MEMBER_API_URL: standIn.url, LOGIN_RATE_LIMIT: '3/60s', LOGIN_LOCKOUT: '1000/15m' } });
    try {
      const statuses: number[] = [];
      // Every request claims another address; all come from the same socket address.
      for (let i = 0; i < 4; i++) statuses.push((await signIn(area, `198.51.100.${i}`, `nobody-${i}`, 'x')).status);
      expect(statuses).to.deep.equal([401, 401, 401, 429]);
    } finally {
      await area.close();
    }
  });
});
