/**
 * The crawl platform's lists (CONTRIBUTING.md, "Adding a list"): booleans 0/1, times ISO-8601 text,
 * rates double precision, so both engines return the same values; fields in the schema's order.
 */
import type { components } from '../../../generated/crawler.js';
import type { ItemField } from '../json-items.js';
import { defineList, fieldsOf, type Columns, type ListInput } from '../list-declaration.js';

type Schemas = components['schemas'];

/** A crawl platform list: owned by a crawler tenant, named in its items by `tenantId`. */
const crawlerList = <const Table extends string, const C extends Columns, const Name extends string, const Operation extends string>(input: Omit<ListInput<Table, C, unknown, Name, Operation>, 'area'>) =>
  defineList<Table, C, unknown, Name, Operation>({ ...input, area: 'crawler' });

const SOURCE_COLUMNS = {
  name: 'text',
  url: 'text',
  legal_status: 'text',
  legal_reviewed_at: 'text?',
  legal_note: 'text?',
  robots_status: 'text',
  robots_checked_at: 'text?',
  schedule_cron: 'text',
  schedule_timezone: 'text',
  crawl_delay_seconds: 'integer',
} as const;

const JOB_COLUMNS = { name: 'text', cron: 'text', timezone: 'text', enabled: 'integer' } as const;

const RUN_COLUMNS = {
  job_id: 'text',
  source_id: 'text',
  status: 'text',
  http_status: 'integer?',
  started_at: 'text',
  finished_at: 'text',
  error: 'text?',
  records: 'integer',
  empty_field_rate: 'real',
  duplicate_rate: 'real',
  duration_ms: 'integer',
} as const;

/** Every crawl platform list, a referenced list before the lists that refer to it. */
export const CRAWLER_LISTS = [
  crawlerList({
    name: 'sources',
    table: 'crawler_sources',
    operationId: 'listSources',
    columns: SOURCE_COLUMNS,
    fields: fieldsOf(SOURCE_COLUMNS, 'camel', {
      owner: 'tenant_id',
      as: {
        legal_status: 'legalStatus.status', legal_reviewed_at: 'legalStatus.reviewedAt', legal_note: 'legalStatus.note',
        robots_status: 'robotsStatus.status', robots_checked_at: 'robotsStatus.checkedAt', schedule_cron: 'schedule.cron',
        schedule_timezone: 'schedule.timezone', crawl_delay_seconds: 'schedule.crawlDelaySeconds',
      },
    }) satisfies Array<ItemField<Schemas['Source']>>,
    order: [['id', 'asc']],
  }),

  crawlerList({
    name: 'jobs',
    table: 'crawler_jobs',
    operationId: 'listJobs',
    columns: JOB_COLUMNS,
    // The job's own row; its `sourceIds` and `parserRules` are its children, after these fields.
    fields: fieldsOf(JOB_COLUMNS, 'camel', {
      owner: 'tenant_id',
      as: { cron: 'cadence.cron', timezone: 'cadence.timezone', enabled: ['enabled', 'bool'] },
    }) satisfies Array<ItemField<Schemas['Job']>>,
    children: [
      { field: 'sourceIds', table: 'crawler_job_sources', parentColumn: 'job_id', positionColumn: 'position', value: ['source_id', 'text'] },
      {
        field: 'parserRules',
        table: 'crawler_parser_rules',
        parentColumn: 'job_id',
        positionColumn: 'position',
        fields: [
          ['field', 'field', 'text'],
          ['css', 'css', 'text'],
          ['xpath', 'xpath', 'text'],
          ['required', 'required', 'bool'],
        ],
      },
    ],
    order: [['id', 'asc']],
    references: { sourceIds: 'sources' },
  }),

  crawlerList({
    name: 'runs',
    table: 'crawler_runs',
    operationId: 'listLatestRuns',
    columns: RUN_COLUMNS,
    fields: fieldsOf(RUN_COLUMNS, 'camel', {
      owner: 'tenant_id',
      as: { records: 'quality.records', empty_field_rate: 'quality.emptyFieldRate', duplicate_rate: 'quality.duplicateRate', duration_ms: 'quality.durationMs' },
    }) satisfies Array<ItemField<Schemas['Run']>>,
    // The latest run of each job and source pair, newest first.
    order: [['finished_at', 'desc'], ['id', 'desc']],
    firstPer: ['job_id', 'source_id'],
    references: { job_id: 'jobs', source_id: 'sources' },
  }),
] as const;

export type CrawlerList = (typeof CRAWLER_LISTS)[number];
