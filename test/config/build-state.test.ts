import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { artefactState } from '../../src/config/build-state.js';
import { temporaryFolder } from '../support/temporary-folders.js';

describe('build state: what npm run build made after tsc is used only with the build it was made from', () => {
  const folder = temporaryFolder('build-state-');
  const at = (name: string) => pathToFileURL(path.join(folder, name));
  const tscState = at('.tsbuildinfo');
  writeFileSync(tscState, '{"program":"one build"}');
  const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

  it('is current when made-from holds the hash of the build state beside it', () => {
    writeFileSync(at('made-from'), `${hashOf('{"program":"one build"}')}\n`);
    expect(artefactState(at('made-from'), tscState)).to.equal('current');
  });

  it('is stale once tsc has emitted again since, and missing without a made-from', () => {
    writeFileSync(at('made-from'), `${hashOf('{"program":"an earlier build"}')}\n`);
    expect(artefactState(at('made-from'), tscState)).to.equal('stale');
    expect(artefactState(at('nothing-here'), tscState)).to.equal('missing');
  });

  it('is current in an install without the build state (the packed package ships none)', () => {
    writeFileSync(at('made-from'), `${hashOf('anything')}\n`);
    expect(artefactState(at('made-from'), at('no-such-state'))).to.equal('current');
  });
});
