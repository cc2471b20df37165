/**
 * What each crawl platform list item is made of: which column fills which API field, and how
 * (src/store/json-items.ts), in the order of the schema's properties in spec/crawler.yaml.
 * The platform's answers are built from these in JavaScript (src/services/crawler/tenant-directory.ts),
 * and imports and exports map items to rows and back by the same declarations (src/store/lists.ts).
 */
import type { components } from '../../../generated/crawler.js';
import type { ChildItems, ItemField } from '../json-items.js';

type Schemas = components['schemas'];

export const SOURCE: ItemField<Schemas['Source']>[] = [
  ['id', 'id', 'text'],
  ['tenantId', 'tenant_id', 'text'],
  ['name', 'name', 'text'],
  ['url', 'url', 'text'],
  ['legalStatus.status', 'legal_status', 'text'],
  ['legalStatus.reviewedAt', 'legal_reviewed_at', 'text'],
  ['legalStatus.note', 'legal_note', 'text'],
  ['robotsStatus.status', 'robots_status', 'text'],
  ['robotsStatus.checkedAt', 'robots_checked_at', 'text'],
  ['schedule.cron', 'schedule_cron', 'text'],
  ['schedule.timezone', 'schedule_timezone', 'text'],
  ['schedule.crawlDelaySeconds', 'crawl_delay_seconds', 'int'],
];

/** A job's own row; its `sourceIds` and `parserRules` are JOB_CHILDREN, after these fields. */
export const JOB: ItemField<Schemas['Job']>[] = [
  ['id', 'id', 'text'],
  ['tenantId', 'tenant_id', 'text'],
  ['name', 'name', 'text'],
  ['cadence.cron', 'cron', 'text'],
  ['cadence.timezone', 'timezone', 'text'],
  ['enabled', 'enabled', 'bool'],
];

export const JOB_CHILDREN: readonly ChildItems[] = [
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
];

export const RUN: ItemField<Schemas['Run']>[] = [
  ['id', 'id', 'text'],
  ['tenantId', 'tenant_id', 'text'],
  ['jobId', 'job_id', 'text'],
  ['sourceId', 'source_id', 'text'],
  ['status', 'status', 'text'],
  ['httpStatus', 'http_status', 'int'],
  ['startedAt', 'started_at', 'text'],
  ['finishedAt', 'finished_at', 'text'],
  ['error', 'error', 'text'],
  ['quality.records', 'records', 'int'],
  ['quality.emptyFieldRate', 'empty_field_rate', 'real'],
  ['quality.duplicateRate', 'duplicate_rate', 'real'],
  ['quality.durationMs', 'duration_ms', 'int'],
];
