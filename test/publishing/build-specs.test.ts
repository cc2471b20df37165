/**
 * `npm run build:specs`: every partner spec bundled (no external references) as JSON and
 * YAML, and an API reference page per area that works from disk with local assets only.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import YAML from 'yaml';
import type { Browser } from 'playwright-core';
import { externalRefs, operationsOf, projectRoot, readPartnerSpecsSync } from '../../scripts/publishing/partner-specs.js';
import { publishedSpecs } from '../support/published-specs.js';
import { chromiumPath, requireOrSkip } from '../support/requirements.js';

const specs = readPartnerSpecsSync();

describe('npm run build:specs', function () {
  this.timeout(120_000);

  it('writes JSON, YAML and a reference page for each partner spec of redocly.yaml, and nothing for the member API stand-in', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'build-specs-'));
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-specs.ts', '--out', out], { cwd: projectRoot });
      const files = readdirSync(out).sort();
      const expected = specs.flatMap((spec) => [`${spec.name}.html`, `${spec.name}.json`, `${spec.name}.yaml`]);
      expect(files).to.deep.equal([...expected, 'assets', 'index.html', 'manifest.json'].sort());
      expect(files.some((file) => file.startsWith('member-api'))).to.equal(false);
      const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Array<{ area: string; version: string; json: string; servedAt: string | null }>;
      expect(manifest.map((entry) => entry.area)).to.deep.equal(specs.map((spec) => spec.name));
      for (const entry of manifest) expect(entry.servedAt, `${entry.area}: where the service serves its spec`).to.match(/^https?:\/\/[^/]+\/.*openapi\.json$/);
      for (const spec of specs) {
        const source = YAML.parse(readFileSync(path.join(projectRoot, spec.root), 'utf8'));
        expect(manifest.find((entry) => entry.area === spec.name)?.version).to.equal(source.info.version);
        expect(stdout).to.include(`${spec.name} ${source.info.version} →`);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  for (const spec of specs) {
    describe(spec.name, () => {
      it('publishes one self-contained document, the same in JSON and YAML', async () => {
        const { outDir } = await publishedSpecs();
        const json = JSON.parse(readFileSync(path.join(outDir, `${spec.name}.json`), 'utf8'));
        const yaml = YAML.parse(readFileSync(path.join(outDir, `${spec.name}.yaml`), 'utf8'));
        expect(externalRefs(json)).to.deep.equal([]);
        expect(yaml).to.deep.equal(json);
        expect(json.openapi).to.match(/^3\.0\.\d$/);
        expect(operationsOf(json).length).to.be.greaterThan(0);
      });

      it('has a reference page that loads only files next to it', async () => {
        const { outDir } = await publishedSpecs();
        const html = readFileSync(path.join(outDir, `${spec.name}.html`), 'utf8');
        const references = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
        expect(references).to.include.members(['assets/swagger-ui-bundle.js', 'assets/swagger-ui.css', `${spec.name}.json`, `${spec.name}.yaml`]);
        for (const reference of references) {
          expect(reference, 'no CDN or other remote file').to.not.match(/^(https?:)?\/\//);
          expect(existsSync(path.join(outDir, reference)), `${reference} exists next to the page`).to.equal(true);
        }
      });
    });
  }

  describe('in a browser', () => {
    let browser: Browser | undefined;

    before(async function () {
      // A developer machine without Chromium skips the page tests; CI=true fails instead.
      requireOrSkip(this, existsSync(chromiumPath), `${chromiumPath} is not installed (CHROMIUM_PATH)`);
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
    });
    after(async () => browser?.close());

    for (const spec of specs) {
      it(`${spec.name}: the reference page opened from disk shows the API, its version and every operation, fetching nothing remote`, async () => {
        const { outDir, specs: published } = await publishedSpecs();
        const document = published.find((entry) => entry.area === spec.name)!.document;
        const page = await browser!.newPage();
        const remote: string[] = [];
        const errors: string[] = [];
        page.on('request', (request) => {
          if (!request.url().startsWith('file:') && !request.url().startsWith('data:')) remote.push(request.url());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          await page.goto(pathToFileURL(path.join(outDir, `${spec.name}.html`)).href);
          await page.waitForSelector('.opblock-summary-path', { timeout: 20_000 });
          expect(await page.locator('.info .title').first().textContent()).to.include(document.info.title).and.include(document.info.version);
          const shown = new Set((await page.locator('.opblock-summary-path').allTextContents()).map((text) => text.replace(/\u200b/g, '').trim()));
          expect([...new Set(operationsOf(document).map((op) => op.path))].filter((route) => !shown.has(route)), 'paths missing from the page').to.deep.equal([]);
          expect(remote, 'remote requests').to.deep.equal([]);
          expect(errors, 'page errors').to.deep.equal([]);
        } finally {
          await page.close();
        }
      });
    }
  });
});
