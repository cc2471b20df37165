import { expect } from 'chai';
import { createOwnerShare, OwnerBusyError } from '../../src/store/owner-share.js';
import { classifyStoreError } from '../../src/store/store-errors.js';

/** A read that finishes when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { read: () => done.then(() => 'rows'), finish };
}

describe('each owner\'s share of the store (src/store/owner-share.ts)', () => {
  it('runs at most `concurrency` reads of one owner at once; the next waits its turn, other owners do not', async () => {
    const share = createOwnerShare({ concurrency: 2, waitMs: 60_000 });
    const reads = [held(), held(), held()];
    const started: number[] = [];
    const results = reads.map((r, i) => share.run('acme', 'tenant', () => (started.push(i), r.read())));
    await Promise.resolve();
    expect(started).to.deep.equal([0, 1]);
    expect(await share.run('globex', 'tenant', async () => 'other owner'), 'another owner is not held up').to.equal('other owner');
    reads[0].finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started, 'the third took the freed turn').to.deep.equal([0, 1, 2]);
    reads[1].finish();
    reads[2].finish();
    expect(await Promise.all(results)).to.deep.equal(['rows', 'rows', 'rows']);
    expect(share.size(), 'nothing kept for owners without reads').to.equal(0);
  });

  it('refuses a read that waited waitMs, or that finds maxWaiting already waiting, with OwnerBusyError; a failed read frees its turn', async () => {
    const share = createOwnerShare({ concurrency: 1, waitMs: 20, maxWaiting: 1 });
    const first = held();
    const running = share.run('acme', 'company', first.read);
    const waited = share.run('acme', 'company', async () => 'never').catch((error: unknown) => error);
    const refused = await share.run('acme', 'company', async () => 'never').catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(OwnerBusyError);
    expect((refused as Error).message).to.equal("too many reads of this company's data in progress");
    expect(await waited).to.be.instanceOf(OwnerBusyError);
    const answer = classifyStoreError(refused);
    expect([answer?.status, answer?.code, answer?.headers]).to.deep.equal([503, 'STORE_UNAVAILABLE', { 'Retry-After': '1' }]);
    first.finish();
    await running;
    const failing = await share.run('acme', 'company', () => Promise.reject(new Error('store down'))).catch((error: unknown) => (error as Error).message);
    expect(failing).to.equal('store down');
    expect(await share.run('acme', 'company', async () => 'again')).to.equal('again');
    expect(share.size()).to.equal(0);
  });
});
