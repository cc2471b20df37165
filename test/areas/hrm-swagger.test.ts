/**
 * The interactive description page: its assets come from this service (no CDN), and a real
 * headless Chromium renders the HR operations from /api/v1/openapi.json under the page's CSP.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { expect } from 'chai';
import { chromium } from 'playwright-core';
import { drain, listen, urlOf } from '../../src/http-server.js';
import { SWAGGER_ASSETS } from '../../src/adapters/http/swagger-ui.js';
import type { Store } from '../../src/store/database.js';
import { chromiumPath, requireOrSkip } from '../support/requirements.js';
import { openTestStore } from '../support/store.js';
import { buildHrm, type HrmTestApp } from './hrm-fixtures.js';
import { temporaryFolder } from '../support/temporary-folders.js';

describe('HR Swagger UI', () => {
  let store: Store;
  let area: HrmTestApp;

  before(async () => {
    store = await openTestStore('sqlite', { seedDemoData: false });
    area = await buildHrm({ store });
  });
  after(async () => {
    await area.close();
    await store.close();
  });

  it('serves the page with a strict CSP, referencing only its own assets', async () => {
    const res = await area.checked(area.http.get('/swagger').set('Accept', 'text/html'));
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.match(/^text\/html/);
    expect(res.headers['content-security-policy']).to.include("script-src 'self'").and.include("connect-src 'self'").and.include("default-src 'none'");
    const references = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(references).to.have.members(['swagger/swagger-ui.css', 'swagger/favicon-32x32.png', 'swagger/favicon-16x16.png', 'swagger/swagger-ui-bundle.js', 'swagger/swagger-initializer.js']);
    expect(res.text).to.not.match(/https?:\/\//);
  });

  it('serves the swagger-ui-dist files it references, byte for byte, and its own initializer', async () => {
    for (const [name, file] of Object.entries(SWAGGER_ASSETS)) {
      const res = await area.http.get(`/swagger/${name}`).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status, name).to.equal(200);
      expect((res.body as Buffer).equals(readFileSync(file)), name).to.equal(true);
      expect(res.headers['x-content-type-options']).to.equal('nosniff');
    }
    const init = await area.http.get('/swagger/swagger-initializer.js');
    expect(init.headers['content-type']).to.match(/^text\/javascript/);
    expect(init.text).to.include("'/api/v1/openapi.json'").and.not.include('petstore');
  });

  it('serves nothing else of the package', async () => {
    for (const name of ['index.html', 'swagger-ui.js', 'package.json', '../package.json', 'oauth2-redirect.html']) {
      const res = await area.checked(area.http.get(`/swagger/${name}`));
      expect(res.status, name).to.equal(404);
    }
  });

  describe('in headless Chromium', function () {
    this.timeout(60_000);
    let server: Server;
    let profile: string;

    before(async function () {
      // A developer machine without Chromium skips the page test; CI=true fails instead.
      requireOrSkip(this, existsSync(chromiumPath), `${chromiumPath} is not installed (CHROMIUM_PATH)`);
      server = await listen(area.app, '127.0.0.1', 0);
      profile = temporaryFolder('chromium-');
    });
    after(async () => {
      if (server) await drain(server, 0);
      if (profile) rmSync(profile, { recursive: true, force: true });
    });

    it(
      'lists the HR operations, loading everything from this service',
      async () => {
        const base = urlOf(server, '127.0.0.1');
        const browser = await chromium.launchPersistentContext(profile, {
          executablePath: chromiumPath,
          headless: true,
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        });
        try {
          const page = await browser.newPage();
          const requested: string[] = [];
          const problems: string[] = [];
          page.on('request', (request) => requested.push(request.url()));
          page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
          page.on('pageerror', (error) => problems.push(error.message));
          const response = await page.goto(`${base}/swagger`);
          expect(response?.status()).to.equal(200);
          await page.waitForSelector('.opblock-summary-path', { timeout: 30_000 });
          const paths = await page.$$eval('.opblock-summary-path', (nodes) => nodes.map((node) => node.getAttribute('data-path') ?? node.textContent ?? ''));
          expect(paths).to.include.members(['/api/v1/employees', '/api/v1/attendance', '/api/v1/leave', '/api/v1/payroll-runs', '/api/v1/documents', '/api/v1/member-auth/login', '/api/health']);
          expect(await page.textContent('.info .title')).to.include('HR Service API');
          expect(requested).to.include(`${base}/api/v1/openapi.json`);
          expect(requested.filter((url) => !url.startsWith(`${base}/`) && !url.startsWith('data:'))).to.deep.equal([]);
          expect(problems).to.deep.equal([]);
        } finally {
          await browser.close();
        }
      },
    );
  });
});
