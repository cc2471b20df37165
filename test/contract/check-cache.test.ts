/**
 * cfs-mock's cache of the official-schema check (src/contract/check-cache.ts): a second load of
 * the same text takes the verdict from disk and loads exactly what the first did; another text,
 * even one byte apart, is checked afresh; a broken entry is ignored; the folder stays bounded.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkCacheEntry, checkCacheFolder } from '../../src/contract/check-cache.js';
import { ContractSpecError } from '../../src/contract/errors.js';
import { loadSpec } from '../../src/contract/spec-document.js';
import { temporaryFolder } from '../support/temporary-folders.js';

describe('the official-schema check cache of cfs-mock', () => {
  const home = temporaryFolder('check-cache-');
  const folder = checkCacheFolder({ XDG_CACHE_HOME: home });
  let saved: string | undefined;
  before(() => {
    saved = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = home;
  });
  after(() => {
    if (saved === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = saved;
  });
  const write = (name: string, document: object) => {
    const file = path.join(home, name);
    writeFileSync(file, JSON.stringify(document));
    return file;
  };
  const entries = () => readdirSync(folder).filter((name) => name.endsWith('.json'));
  const VALID = { openapi: '3.0.3', info: { title: 'Hoot', version: '1' }, paths: { '/hoot': { post: { operationId: 'hoot', responses: {} } } } };
  const BROKEN = { openapi: '3.0.3', info: { title: 'Hoot', version: '1' }, paths: { '/x': { get: { responses: { '200': {} } } } } };

  it('keeps the verdict by the text, and a second load answers the same from it', async () => {
    const file = write('valid.json', VALID);
    const first = await loadSpec(file, { cache: true });
    expect(entries()).to.have.length(1);
    const [entry] = entries();
    expect(JSON.parse(readFileSync(path.join(folder, entry), 'utf8'))).to.deep.equal({ warnings: first.warnings });
    const second = await loadSpec(file, { cache: true });
    expect(second.warnings).to.deep.equal(first.warnings);
    expect(second.document).to.deep.equal(first.document);
    expect(entries()).to.have.length(1);
  });

  it('takes the verdict from disk: what the entry says is what a load of that text says', async () => {
    const file = write('valid.json', VALID);
    const [entry] = entries();
    writeFileSync(path.join(folder, entry), JSON.stringify({ warnings: ['from the cache'] }));
    expect((await loadSpec(file, { cache: true })).warnings).to.deep.equal(['from the cache']);
    // Without the option the check runs.
    expect((await loadSpec(file)).warnings).to.not.include('from the cache');
  });

  it('checks another text afresh, even one byte apart', async () => {
    const before = entries().length;
    const file = path.join(home, 'spaced.json');
    writeFileSync(file, `${JSON.stringify(VALID)} `);
    expect((await loadSpec(file, { cache: true })).warnings).to.deep.equal(['/paths/~1hoot/post/responses is empty (3.0 asks for at least one response); the operation is served as documenting none']);
    expect(entries()).to.have.length(before + 1);
  });

  it('keeps a refusal: served with its warning, refused under --strict, from the cache as without it', async () => {
    const file = write('broken.json', BROKEN);
    for (let round = 0; round < 2; round++) {
      const spec = await loadSpec(file, { cache: true });
      expect(spec.warnings[0]).to.match(/^not a valid OpenAPI 3\.0 document: \/paths\/~1x\/get\/responses\/200 must have required property 'description'.* \(served anyway; --strict refuses it\)$/);
      expect(spec.warnings[1]).to.equal('1 response(s) without a description (the specification requires one); served with an empty one');
      try {
        await loadSpec(file, { cache: true, strict: true });
        expect.fail('loaded');
      } catch (error) {
        expect(error).to.be.instanceOf(ContractSpecError);
        expect((error as Error).message).to.match(/broken\.json: not a valid OpenAPI 3\.0 document: \/paths\/~1x\/get\/responses\/200 must have required property 'description'/);
      }
    }
  });

  it('ignores an entry that is not a verdict, and writes it again', async () => {
    const file = write('valid.json', VALID);
    for (const entry of entries()) writeFileSync(path.join(folder, entry), '{"warnings": [1');
    expect((await loadSpec(file, { cache: true })).warnings).to.have.length(1);
  });

  it('keeps the newest 64 entries', () => {
    const bounded = temporaryFolder('check-cache-bounded-');
    const dated = new Set<string>();
    for (let index = 0; index < 70; index++) {
      checkCacheEntry('tool', '3.0', `document ${index}`, bounded).write({ warnings: [] });
      // Each entry a second older than the next, whatever the file system's clock resolution.
      const time = new Date(Date.now() - (70 - index) * 1000);
      for (const name of readdirSync(bounded).filter((name) => !dated.has(name))) {
        utimesSync(path.join(bounded, name), time, time);
        dated.add(name);
      }
    }
    expect(readdirSync(bounded)).to.have.length(64);
    expect(checkCacheEntry('tool', '3.0', 'document 69', bounded).read()).to.deep.equal({ warnings: [] });
    expect(checkCacheEntry('tool', '3.0', 'document 0', bounded).read()).to.equal(undefined);
    expect(checkCacheEntry('other tool', '3.0', 'document 69', bounded).read()).to.equal(undefined);
  });

  it('loads as without the cache where its folder cannot be made', async () => {
    const file = write('valid.json', VALID);
    // Under /proc mkdir answers ENOENT, on which a recursive mkdir of node's never returns.
    process.env.XDG_CACHE_HOME = '/proc/no-such-cache';
    try {
      expect((await loadSpec(file, { cache: true })).warnings).to.have.length(1);
    } finally {
      process.env.XDG_CACHE_HOME = home;
    }
  });
});
