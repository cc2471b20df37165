/** The platform's capabilities as /features reports them, limits from the modules that enforce them. */
import type { OpenAPIV3 } from 'openapi-types';
import { resolveRef, type OpenApiDocument } from '../../pipeline/openapi-document.js';
import { CRAWLER_LISTS } from '../../store/tables/crawler-lists.js';
import { DEFAULT_DUPLICATE_THRESHOLD, MAX_BODY_CHARS, MAX_EXISTING_BODIES, MAX_TITLE_CHARS } from './dedupe.js';
import { MAX_HTML_BYTES, MAX_RULES, MAX_SAMPLE_VALUES } from './parser-rules/limits.js';
import type { Feature } from './platform-info.js';
import { MAX_ROBOTS_BYTES } from './robots/parse-robots.js';
import { ROBOTS_CACHE_TTL_SECONDS, ROBOTS_UNREACHABLE_TTL_SECONDS } from './robots/robots-check.js';
import { MAX_CRON_LENGTH } from '../../formats/cron.js';
import { DEFAULT_PREVIEW_COUNT, MAX_PREVIEW_COUNT, MIN_PREVIEW_COUNT } from './schedule-preview.js';

export function crawlerFeatures(document: OpenApiDocument): Feature[] {
  const simulation = resolveRef<OpenAPIV3.SchemaObject>(document, document.components!.schemas!.CrawlSimulationRequest);
  const maxRecords = simulation.properties!.maxRecords as OpenAPIV3.SchemaObject;
  return [
    {
      id: 'platform-discovery',
      title: 'Platform discovery',
      summary: 'Health with store mode, index prefix and storage summary; the API catalog with sample payloads, derived from the published OpenAPI document.',
      operations: ['getHealth', 'getCatalog', 'getFeatures', 'getOpenApiJson', 'getOpenApiYaml'],
      limits: {},
    },
    {
      id: 'tenant-data',
      title: 'Sources, jobs and runs',
      summary: "A tenant's crawl sources (URL, legal status, robots status, schedule), jobs (cadence, enabled state, source mapping, parser rules) and the latest run of each job and source with quality indicators.",
      operations: CRAWLER_LISTS.map((list) => list.operationId),
      limits: {},
    },
    {
      id: 'crawl-simulation',
      title: 'Crawl dry run',
      summary: "Estimates a job's records from its sources' latest runs, with warnings for disabled jobs, robots or legal exclusions, blocked sources and the cap; fetches and writes nothing.",
      operations: ['simulateCrawl'],
      limits: { maxRecordsMin: maxRecords.minimum!, maxRecordsMax: maxRecords.maximum! },
    },
    {
      id: 'parser-rules',
      title: 'Parser-rule suggestion',
      summary: 'Suggests CSS selector and XPath rules for the repeating records of a page, from its HTML or its URL (fetched through the guarded fetcher).',
      operations: ['suggestParserRules'],
      limits: { htmlMaxBytes: MAX_HTML_BYTES, sampleValuesMax: MAX_SAMPLE_VALUES, rulesMax: MAX_RULES },
    },
    {
      id: 'duplicate-detection',
      title: 'Duplicate detection',
      summary: 'An exact check on the SHA-256 of the normalised body and a character-trigram Sørensen–Dice similarity against each existing body.',
      operations: ['checkDuplicate'],
      limits: { threshold: DEFAULT_DUPLICATE_THRESHOLD, existingBodiesMax: MAX_EXISTING_BODIES, bodyMaxChars: MAX_BODY_CHARS, titleMaxChars: MAX_TITLE_CHARS },
    },
    {
      id: 'robots-compliance',
      title: 'robots.txt compliance',
      summary: 'Checks whether robots.txt allows a user-agent to crawl a URL, per RFC 9309, with a per-origin cache of at most 24 hours.',
      operations: ['checkRobots'],
      limits: { robotsTxtMaxBytes: MAX_ROBOTS_BYTES, cacheTtlSeconds: ROBOTS_CACHE_TTL_SECONDS, unreachableCacheTtlSeconds: ROBOTS_UNREACHABLE_TTL_SECONDS },
    },
    {
      id: 'schedule-preview',
      title: 'Schedule preview',
      summary: 'The upcoming run times of a cron expression in an IANA time zone, as UTC instants, with documented daylight-saving behaviour.',
      operations: ['previewSchedule'],
      limits: { countMin: MIN_PREVIEW_COUNT, countMax: MAX_PREVIEW_COUNT, countDefault: DEFAULT_PREVIEW_COUNT, cronMaxChars: MAX_CRON_LENGTH },
    },
  ];
}
