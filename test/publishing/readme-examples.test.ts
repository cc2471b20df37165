/**
 * The README's "For partners" client examples are real: each compiles (strict) and runs
 * (as `npx tsx example.ts` would) against the running area, listing what the area really
 * holds. Every partner area needs one.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import { projectRoot, readPartnerSpecsSync } from '../../scripts/publishing/partner-specs.js';
import { builtArea, startPartnerAreas, type LiveAreas } from '../support/published-specs.js';

function partnerExamples(): Map<string, string> {
  const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## For partners');
  const end = readme.indexOf('\n## ', start + 1);
  const section = start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
  const examples = new Map<string, string>();
  for (const match of section.matchAll(/```ts\n([\s\S]*?)```/g)) {
    const area = /from '\.\/src\/clients\/([a-z-]+)\.js'/.exec(match[1])?.[1];
    if (area) examples.set(area, match[1]);
  }
  return examples;
}

/** What each area's example must show: one real value, read from the area directly. */
const realValue: Record<string, (url: string, keys: Record<string, string>) => Promise<string>> = {
  knowledge: async (url) => (await (await fetch(`${url}/api/v1/sources`)).json()).data.sources[0].url,
  crawler: async (url) => (await (await fetch(`${url}/api/public/v1/sources?tenantId=acme`)).json()).data.items[0].url,
  hrm: async (url, keys) => (await (await fetch(`${url}/api/v1/employees?page=1&pageSize=10`, { headers: { 'X-API-Key': keys.HRM_API_KEY } })).json()).data.items[0].id,
  marketing: async (url, keys) => (await (await fetch(`${url}/api/public/v1/ads/campaigns?page=1&page_size=10`, { headers: { 'X-Api-Key': keys.MARKETING_API_KEY } })).json()).data.items[0].name,
};

describe('README "For partners" client examples', function () {
  this.timeout(120_000);
  const specs = readPartnerSpecsSync();
  const examples = partnerExamples();
  const work = mkdtempSync(path.join(tmpdir(), 'readme-examples-'));
  let live: LiveAreas;
  const keys: Record<string, string> = {};

  const diagnostics: string[] = [];
  const fileOf = (area: string) => path.join(work, `${area}.mts`);

  before(async () => {
    live = await startPartnerAreas(specs.map((spec) => spec.name));
    // As in the repository: './src/clients/...' is the project's, the URL the running area's.
    for (const [area, example] of examples) {
      writeFileSync(fileOf(area), example.replaceAll("'./src/clients/", `'${path.join(projectRoot, 'src/clients')}/`).replace(/http:\/\/127\.0\.0\.1:\d+/g, live.urls[area] ?? '$&'));
    }
    const tsc = path.join(projectRoot, 'node_modules/typescript/bin/tsc');
    const args = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--skipLibCheck', '--types', 'node', '--typeRoots', path.join(projectRoot, 'node_modules/@types'), ...[...examples.keys()].map(fileOf)];
    const output = await promisify(execFile)(process.execPath, [tsc, ...args], { cwd: work }).then((result) => result.stdout, (error: { stdout?: string }) => error.stdout ?? String(error));
    diagnostics.push(...output.split('\n').filter((line) => /error TS\d+/.test(line)));
    const apiKeys = createApiKeyService(live.runtime.store.db);
    keys.HRM_API_KEY = (await apiKeys.create({ service: 'hrm', companyId: 'acme', name: 'readme', scopes: ['employee.read'] })).key;
    keys.MARKETING_API_KEY = (await apiKeys.create({ service: 'marketing', name: 'readme', tenantId: 'acme' })).key;
  });
  after(async () => {
    await live?.stop();
    await rm(work, { recursive: true, force: true });
  });

  for (const spec of specs) {
    it(`${spec.name}: the example lists real data from the running area`, async function () {
      const example = examples.get(spec.name);
      expect(example, `README "For partners" has no \`\`\`ts example using ./src/clients/${spec.name}.js`).to.be.a('string');
      if (!builtArea(spec.name) || !realValue[spec.name]) this.skip();
      const url = live.urls[spec.name];
      expect(diagnostics.filter((line) => line.includes(`${spec.name}.mts`)), 'the example compiles (strict)').to.deep.equal([]);
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileOf(spec.name)], { cwd: projectRoot, env: { ...process.env, ...keys } });
      expect(stdout.trim().split('\n').length).to.be.greaterThan(0);
      expect(stdout).to.include(await realValue[spec.name](url, keys));
      expect(stdout, 'nothing printed as [object Object], undefined or null').to.not.match(/\[object Object\]|\bundefined\b|\bnull\b/);
    });
  }
});
