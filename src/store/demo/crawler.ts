/** Crawl platform demo data: every run outcome, and `initech`, a tenant with nothing yet; fixed values only. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { insertDemoRows } from './hrm.js';

/** XPath for "has this class", as CSS `.name` means it. */
const hasClass = (name: string) => `contains(concat(' ', normalize-space(@class), ' '), ' ${name} ')`;

const tenants = [
  { id: 'acme', name: 'Acme Corporation' },
  { id: 'globex', name: 'Globex Inc.' },
  { id: 'initech', name: 'Initech' },
];

const sources: Insertable<Database['crawler_sources']>[] = [
  {
    id: 'acme-newsroom', tenant_id: 'acme', name: 'Acme newsroom', url: 'https://news.acme.example/',
    legal_status: 'approved', legal_reviewed_at: '2026-09-01T09:00:00.000Z', legal_note: 'Public press releases; the terms allow automated access.',
    robots_status: 'allowed', robots_checked_at: '2026-11-19T22:00:00.000Z', schedule_cron: '0 */6 * * *', schedule_timezone: 'UTC', crawl_delay_seconds: 5,
  },
  {
    id: 'acme-forum', tenant_id: 'acme', name: 'Acme community forum', url: 'https://community.acme.example/forum',
    legal_status: 'approved', legal_reviewed_at: '2026-09-01T09:00:00.000Z', legal_note: null,
    robots_status: 'partially_allowed', robots_checked_at: '2026-11-19T22:00:00.000Z', schedule_cron: '15 6 * * *', schedule_timezone: 'Europe/Berlin', crawl_delay_seconds: 10,
  },
  {
    id: 'acme-catalog', tenant_id: 'acme', name: 'Acme product catalog', url: 'https://shop.acme.example/catalog',
    legal_status: 'approved', legal_reviewed_at: '2026-08-14T12:30:00.000Z', legal_note: 'Own site.',
    robots_status: 'allowed', robots_checked_at: '2026-11-19T22:00:00.000Z', schedule_cron: '30 2 * * 1-5', schedule_timezone: 'UTC', crawl_delay_seconds: 2,
  },
  {
    id: 'acme-partner-prices', tenant_id: 'acme', name: 'Partner price list', url: 'https://prices.partner.example/list',
    legal_status: 'pending_review', legal_reviewed_at: null, legal_note: "Awaiting the partner's written consent.",
    robots_status: 'disallowed', robots_checked_at: '2026-11-19T22:00:00.000Z', schedule_cron: '0 3 * * 1', schedule_timezone: 'UTC', crawl_delay_seconds: 30,
  },
  {
    id: 'globex-careers', tenant_id: 'globex', name: 'Globex careers', url: 'https://careers.globex.example/jobs',
    legal_status: 'approved', legal_reviewed_at: '2026-10-02T15:00:00.000Z', legal_note: null,
    robots_status: 'allowed', robots_checked_at: '2026-11-15T12:00:00.000Z', schedule_cron: '0 8 * * MON', schedule_timezone: 'America/New_York', crawl_delay_seconds: 5,
  },
  {
    id: 'globex-press', tenant_id: 'globex', name: 'Globex press room', url: 'https://www.globex.example/press',
    legal_status: 'approved', legal_reviewed_at: '2026-10-02T15:00:00.000Z', legal_note: null,
    robots_status: 'unknown', robots_checked_at: null, schedule_cron: '0 9 * * *', schedule_timezone: 'America/New_York', crawl_delay_seconds: 5,
  },
];

const jobs: Array<Insertable<Database['crawler_jobs']> & { sourceIds: string[]; rules: Array<[field: string, css: string, xpath: string, required: boolean]> }> = [
  {
    id: 'acme-news-daily', tenant_id: 'acme', name: 'Daily news digest', cron: '0 6 * * *', timezone: 'Europe/Berlin', enabled: 1,
    sourceIds: ['acme-newsroom', 'acme-forum'],
    rules: [
      ['title', 'h1.article-title', `//h1[${hasClass('article-title')}]`, true],
      ['publishedAt', 'time[datetime]', '//time/@datetime', true],
      ['body', 'div.article-body', `//div[${hasClass('article-body')}]`, true],
      ['author', '.byline .author', `//*[${hasClass('byline')}]//*[${hasClass('author')}]`, false],
    ],
  },
  {
    id: 'acme-catalog-sync', tenant_id: 'acme', name: 'Weekday catalog sync', cron: '30 2 * * 1-5', timezone: 'UTC', enabled: 1,
    sourceIds: ['acme-catalog', 'acme-partner-prices'],
    rules: [
      ['name', 'h2.product-name', `//h2[${hasClass('product-name')}]`, true],
      ['price', 'span.price', `//span[${hasClass('price')}]`, true],
      ['sku', '[data-sku]', '//*[@data-sku]/@data-sku', true],
    ],
  },
  {
    id: 'globex-careers-weekly', tenant_id: 'globex', name: 'Weekly careers scan', cron: '0 8 * * MON', timezone: 'America/New_York', enabled: 0,
    sourceIds: ['globex-careers', 'globex-press'],
    rules: [
      ['jobTitle', 'h3.job-title', `//h3[${hasClass('job-title')}]`, true],
      ['location', '.job-location', `//*[${hasClass('job-location')}]`, false],
    ],
  },
];

type RunRow = Insertable<Database['crawler_runs']>;

function run(
  id: string,
  tenant: string,
  job: string,
  source: string,
  status: string,
  httpStatus: number | null,
  startedAt: string,
  durationMs: number,
  records: number,
  emptyFieldRate: number,
  duplicateRate: number,
  error: string | null,
): RunRow {
  const finishedAt = new Date(Date.parse(startedAt) + durationMs).toISOString();
  return {
    id,
    tenant_id: tenant,
    job_id: job,
    source_id: source,
    status,
    http_status: httpStatus,
    started_at: startedAt,
    finished_at: finishedAt,
    error,
    records,
    empty_field_rate: emptyFieldRate,
    duplicate_rate: duplicateRate,
    duration_ms: durationMs,
  };
}

// Older runs first: the later run of a job and source pair is its latest.
const runs: RunRow[] = [
  run('run-acme-0001', 'acme', 'acme-news-daily', 'acme-newsroom', 'failure', 502, '2026-11-19T05:00:00.000Z', 41_000, 0, 0, 0, 'The site answered 502 Bad Gateway.'),
  run('run-acme-0002', 'acme', 'acme-news-daily', 'acme-forum', 'success', 200, '2026-11-19T05:01:00.000Z', 130_000, 64, 0.08, 0.05, null),
  run('run-acme-0003', 'acme', 'acme-news-daily', 'acme-newsroom', 'success', 200, '2026-11-20T05:00:00.000Z', 112_000, 120, 0.02, 0.01, null),
  run('run-acme-0004', 'acme', 'acme-news-daily', 'acme-forum', 'captcha', 200, '2026-11-20T05:02:00.000Z', 9_000, 0, 0, 0, 'A CAPTCHA challenge was served instead of content.'),
  run('run-acme-0005', 'acme', 'acme-catalog-sync', 'acme-catalog', 'success', 200, '2026-11-20T02:30:00.000Z', 850_000, 850, 0.04, 0.12, null),
  run('run-acme-0006', 'acme', 'acme-catalog-sync', 'acme-partner-prices', 'http_403', 403, '2026-11-20T02:44:15.000Z', 1_000, 0, 0, 0, 'The site answered 403 Forbidden.'),
  run('run-globex-0001', 'globex', 'globex-careers-weekly', 'globex-careers', 'success', 200, '2026-11-16T13:00:00.000Z', 38_000, 40, 0.1, 0, null),
  run('run-globex-0002', 'globex', 'globex-careers-weekly', 'globex-press', 'failure', null, '2026-11-16T13:01:00.000Z', 30_000, 0, 0, 0, 'No answer within 30 s.'),
];

export async function seedCrawlerDemo(db: Kysely<Database>): Promise<void> {
  await insertDemoRows(db, {
    crawler_tenants: tenants,
    crawler_sources: sources,
    crawler_jobs: jobs.map(({ sourceIds: _s, rules: _r, ...job }) => job),
    crawler_job_sources: jobs.flatMap((job) => job.sourceIds.map((source_id, position) => ({ job_id: job.id, source_id, position }))),
    crawler_parser_rules: jobs.flatMap((job) =>
      job.rules.map(([field, css, xpath, required], position) => ({ job_id: job.id, position, field, css, xpath, required: required ? 1 : 0 })),
    ),
    crawler_runs: runs,
  });
}
