/**
 * Dynamic mock data follows the meaning of a field (docs/mock-data.md): over many seeds, an
 * employee's names are names, campaigns end no earlier than they start, currencies are
 * ISO 4217 codes, totals agree with the items, and every answer stays valid against its
 * spec (checked independently) and is the same for the same seed.
 */
import { expect } from 'chai';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import type * as Faker from '@faker-js/faker';
import { crawlerArea } from '../../src/areas/crawler.js';
import { hrmArea } from '../../src/areas/hrm.js';
import { marketingArea } from '../../src/areas/marketing.js';
import { FAKER_HINT, fakerMethod } from '../../src/mock/dynamic-data.js';
import { buildMockArea, type MockTestArea } from './mock-app.js';

const SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);
const KEY = 'any-well-formed-key';
const { faker } = createRequire(import.meta.url)('@faker-js/faker/locale/en') as typeof Faker;
/** The known lists: faker's English first and last names, and ISO 4217 as Node's ICU knows it. */
const FIRST_NAMES = new Set(Object.values(faker.definitions.person.first_name as Record<string, string[]>).flat());
const LAST_NAMES = new Set(Object.values(faker.definitions.person.last_name as Record<string, string[]>).flat());
const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));
const regionName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Words of the mock's plain text generator: a name made of them is what this replaced. */
const FILLER = /\b(alpha|beta|gamma|delta|report|source|policy|record|update|review|audit|crawler|leave|west)\b/;

const withoutTrace = (body: Record<string, unknown>) => ({ ...body, traceId: undefined });

describe('mock data that means something', function () {
  this.timeout(120_000);
  let hrm: MockTestArea;
  let marketing: MockTestArea;
  let crawler: MockTestArea;

  before(async () => {
    [hrm, marketing, crawler] = await Promise.all([buildMockArea(hrmArea), buildMockArea(marketingArea), buildMockArea(crawlerArea)]);
  });

  it('an employee\'s names come from a list of real first and last names, the email is an address, the location a city', async () => {
    for (const seed of SEEDS) {
      const res = await hrm.checked(hrm.http.get('/api/v1/employees?pageSize=5').set('X-API-Key', KEY).set('Prefer', `seed=${seed}`));
      expect(res.status).to.equal(200);
      for (const employee of res.body.data.items) {
        expect(FIRST_NAMES.has(employee.firstName), `firstName "${employee.firstName}" (seed ${seed})`).to.equal(true);
        // faker's patterns also give double-barrelled names (Hyatt-Fahey): each part is a name.
        expect(employee.lastName.split('-').every((part: string) => LAST_NAMES.has(part)), `lastName "${employee.lastName}" (seed ${seed})`).to.equal(true);
        expect(employee.email).to.match(/^[^@\s]+@example\.(com|net|org)$/);
        expect(`${employee.firstName} ${employee.lastName} ${employee.location} ${employee.jobTitle}`).to.not.match(FILLER);
        if (employee.terminationDate !== null && employee.terminationDate !== undefined) expect(employee.terminationDate >= employee.hireDate, `terminated before hired (seed ${seed})`).to.equal(true);
      }
    }
  });

  it('every campaign ends no earlier than it starts, in an ISO 4217 currency, and the page agrees with its total', async () => {
    let checked = 0;
    for (const seed of SEEDS) {
      for (const page of [1, 2]) {
        const res = await marketing.checked(marketing.http.get(`/api/public/v1/ads/campaigns?page=${page}&page_size=7`).set('X-Api-Key', KEY).set('Prefer', `seed=${seed}`));
        expect(res.status).to.equal(200);
        const { items, total, page_size: pageSize, total_pages: totalPages } = res.body.data;
        expect(total).to.be.at.least(items.length);
        expect(items.length).to.equal(Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)));
        if (total > 0) expect(totalPages).to.equal(Math.ceil(total / pageSize));
        else expect(totalPages).to.be.oneOf([0, 1]);
        for (const campaign of items) {
          if (campaign.end_date !== null) expect(campaign.end_date >= campaign.start_date, `${campaign.start_date} → ${campaign.end_date} (seed ${seed})`).to.equal(true);
          expect(ISO_4217.has(campaign.currency), `currency ${campaign.currency}`).to.equal(true);
          expect(campaign.name).to.not.match(FILLER);
          checked++;
        }
      }
    }
    expect(checked, 'campaigns looked at').to.be.greaterThan(100);
  });

  it('payroll runs are paid no earlier than their period ends, periods are ordered, amounts are money', async () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const res = await hrm.checked(hrm.http.get('/api/v1/payroll-runs').set('X-API-Key', KEY).set('Prefer', `seed=${seed}`));
      for (const run of res.body.data.items) {
        expect(run.periodStart <= run.periodEnd && run.periodEnd <= run.payDate, `${run.periodStart} ${run.periodEnd} ${run.payDate}`).to.equal(true);
        expect(ISO_4217.has(run.currency)).to.equal(true);
        expect(run.grossTotal).to.match(/^[1-9][0-9]*\.[0-9]{2}$|^0\.[0-9]{2}$/);
      }
    }
  });

  it('an unpaged list\'s total is its number of items (crawler sources)', async () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const res = await crawler.checked(crawler.http.get('/api/public/v1/sources?tenantId=acme').set('Prefer', `seed=${seed}`));
      expect(res.status).to.equal(200);
      expect(res.body.data.total).to.equal(res.body.data.items.length);
      for (const source of res.body.data.items) expect(() => new URL(source.url)).to.not.throw();
    }
  });

  it('the same seed gives the same answer; another seed another one', async () => {
    const ask = (seed: number) => hrm.checked(hrm.http.get('/api/v1/employees?pageSize=10').set('X-API-Key', KEY).set('Prefer', `seed=${seed}`));
    const [a, b, c] = [await ask(7), await ask(7), await ask(8)];
    expect(withoutTrace(a.body)).to.deep.equal(withoutTrace(b.body));
    expect(withoutTrace(a.body)).to.not.deep.equal(withoutTrace(c.body));
    expect(a.headers['x-mock']).to.equal('dynamic; seed=7');
  });

  it('country codes by name are ISO 3166 regions', () => {
    const method = fakerMethod('location.countryCode')!;
    for (let i = 0; i < 50; i++) {
      const code = String(method());
      expect(regionName.of(code), code).to.be.a('string');
    }
  });

  it('every x-faker hint of every spec names a faker method', () => {
    const redocly = YAML.parse(readFileSync('redocly.yaml', 'utf8')) as { apis: Record<string, { root: string }> };
    const hints: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === FAKER_HINT) hints.push(String(value));
          else walk(value);
        }
      }
    };
    for (const { root } of Object.values(redocly.apis)) walk(YAML.parse(readFileSync(root, 'utf8')));
    expect(hints.length).to.be.greaterThan(5);
    expect(hints.filter((hint) => fakerMethod(hint) === null)).to.deep.equal([]);
  });
});
