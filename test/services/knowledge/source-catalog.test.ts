import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packagePath } from '../../../src/config/package-root.js';
import { loadSourceCatalog } from '../../../src/services/knowledge/source-catalog.js';

describe('source catalog', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'catalog-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  const catalog = (name: string, text: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return file;
  };
  /** A catalog of one source and one document, as JSON (which is YAML). */
  const text = (source: object = {}, document: object = {}) =>
    JSON.stringify({
      sources: [{ id: 's1', name: 'Source', url: 'https://example.com/', category: 'guidance', keywords: ['ai'], affectedDocuments: ['d1'], ...source }],
      documents: [{ id: 'd1', title: 'Policy', owner: 'Compliance', ...document }],
    });

  it('loads the demo catalog within the spec\'s lengths', () => {
    expect(loadSourceCatalog(packagePath('demo', 'knowledge', 'sources.yaml')).sourceCount).to.be.greaterThan(0);
  });

  it('refuses at start a text longer than the spec allows its field, naming the entry, field and limit', () => {
    const longName = catalog('name.yaml', text({ name: 'n'.repeat(201) }));
    expect(() => loadSourceCatalog(longName)).to.throw(`${longName}: sources[0].name is 201 characters long; at most 200`);
    const longKeyword = catalog('keyword.yaml', text({ keywords: ['ai', 'k'.repeat(300)] }));
    expect(() => loadSourceCatalog(longKeyword)).to.throw(`${longKeyword}: sources[0].keywords is 300 characters long; at most 200`);
    const longTitle = catalog('title.yaml', text({}, { title: 't'.repeat(5000) }));
    expect(() => loadSourceCatalog(longTitle)).to.throw(`${longTitle}: documents[0].title is 5000 characters long; at most 200`);
    // Characters, not UTF-16 units: 200 emoji are 200 characters.
    expect(loadSourceCatalog(catalog('emoji.yaml', text({ name: '😀'.repeat(200) }))).sources[0].name).to.have.length(400);
  });

  it('takes the catalog the build parsed only for a text of the same SHA-256', () => {
    const file = catalog('built.yaml', text());
    const sha256 = createHash('sha256').update(text()).digest('hex');
    const built = (name: string, hash: string) => {
      const parsed = JSON.parse(text({ name: 'As built' })) as object;
      writeFileSync(path.join(folder, name), `module.exports = { sha256: '${hash}', catalog: ${JSON.stringify(parsed)} };\n`);
      return pathToFileURL(path.join(folder, name));
    };
    expect(loadSourceCatalog(file, built('same.cjs', sha256)).sources[0].name).to.equal('As built');
    expect(loadSourceCatalog(file, built('other.cjs', createHash('sha256').update(`${text()} `).digest('hex'))).sources[0].name).to.equal('Source');
    expect(loadSourceCatalog(file, pathToFileURL(path.join(folder, 'missing.cjs'))).sources[0].name).to.equal('Source');
  });
});
