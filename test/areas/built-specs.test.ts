import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { useBuiltSpecs } from '../../src/areas/built-specs.js';
import { specPathOf } from '../../src/config/spec-paths.js';
import { readSpec, registerSpec } from '../../src/pipeline/openapi-document.js';
import { temporaryFolder } from '../support/temporary-folders.js';

/** A build's spec document for `knowledge`, written from `sha256`, with a title that tells it apart. */
function builtDocument(sha256: string): URL {
  const folder = temporaryFolder('spec-documents-');
  const document = { ...readSpec(specPathOf('knowledge')), info: { ...readSpec(specPathOf('knowledge')).info, title: 'the built document' } };
  // As in build/, where the package's "type": "module" makes .js an ES module.
  writeFileSync(path.join(folder, 'package.json'), '{"type":"module"}');
  writeFileSync(path.join(folder, 'knowledge.js'), `export const sha256 = '${sha256}';\nexport const document = JSON.parse(${JSON.stringify(JSON.stringify(document))});\n`);
  return pathToFileURL(`${folder}/`);
}

describe('spec documents written by the build', () => {
  const specPath = specPathOf('knowledge');
  const parsed = readSpec(specPath);
  afterEach(() => registerSpec(specPath, parsed));

  it('are what readSpec gives when the spec on disk is the one they were written from', async () => {
    const current = createHash('sha256').update(readFileSync(specPath)).digest('hex');
    expect(await useBuiltSpecs(['knowledge'], builtDocument(current))).to.deep.equal(['knowledge']);
    expect(readSpec(specPath).info.title).to.equal('the built document');
  });

  it('are left aside for a spec edited since the build, and for a build without them', async () => {
    expect(await useBuiltSpecs(['knowledge'], builtDocument('0'.repeat(64)))).to.deep.equal([]);
    expect(await useBuiltSpecs(['knowledge'], pathToFileURL(`${temporaryFolder('no-documents-')}/`))).to.deep.equal([]);
    expect(readSpec(specPath)).to.equal(parsed);
  });
});
