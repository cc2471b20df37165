/** The crawl platform's rules, composed from its parts; the fetcher and the robots cache are passed in. */
import type { components } from '../../../generated/crawler.js';
import type { CpuPool } from '../../adapters/cpu-pool/cpu-pool.js';
import type { GuardedFetcher } from '../../adapters/http/guarded-fetch.js';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../../errors.js';
import type { OpenApiDocument } from '../../pipeline/openapi-document.js';
import type { StoreSummary } from '../../store/database.js';
import type { Database } from '../../store/schema.js';
import { simulateCrawlJob } from './crawl-simulation.js';
import { checkDuplicate, type DuplicateCheck } from './dedupe.js';
import { MAX_HTML_BYTES } from './parser-rules/limits.js';
import type { ParserRuleSuggestion } from './parser-rules/suggest-rules.js';
import { buildCatalog, buildFeatures, type Feature } from './platform-info.js';
import { asBodyProblems } from './request-problems.js';
import type { RobotsChecker } from './robots/robots-check.js';
import { previewSchedule } from './schedule-preview.js';
import { createTenantDirectory } from './tenant-directory.js';

type Schemas = components['schemas'];

export interface CrawlerServiceDeps {
  db: Kysely<Database>;
  storeSummary: StoreSummary;
  document: OpenApiDocument;
  prefix: string;
  indexPrefix: string;
  robotsCache: Schemas['Health']['robotsCache'];
  fetcher: Pick<GuardedFetcher, 'fetch'>;
  robots: RobotsChecker;
  features: Feature[];
  cpu: CpuPool;
}

/** Up to these sizes the work is shorter than the hop to a worker thread (docs/reliability.md). */
export const INLINE_HTML_CHARS = 2 * 1024;
export const INLINE_DEDUPE_CHARS = 64 * 1024;

/** The page at `url`, decoded by the charset its Content-Type names when this runtime knows it, else as UTF-8. */
async function fetchPage(fetcher: CrawlerServiceDeps['fetcher'], url: string): Promise<string> {
  const page = await fetcher.fetch(url, { maxBytes: MAX_HTML_BYTES, headers: { accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1' } });
  if (page.status < 200 || page.status >= 300) {
    throw new ApiError('FETCH_FAILED', `Fetching ${page.url} failed: the site answered HTTP ${page.status}.`, { details: { reason: 'http_status', status: page.status } });
  }
  const charset = /charset="?([^";\s]+)/i.exec(page.headers['content-type'] ?? '')?.[1];
  if (charset) {
    try {
      return new TextDecoder(charset).decode(page.body);
    } catch {
      // UTF-8, what most pages are.
    }
  }
  return page.body.toString('utf8');
}

export function createCrawlerService(deps: CrawlerServiceDeps) {
  const directory = createTenantDirectory(deps.db);
  const catalog = buildCatalog(deps.document, deps.prefix);
  const features = buildFeatures(catalog, deps.features);
  const { engine, host, database } = deps.storeSummary;

  return {
    async health(): Promise<Schemas['Health']> {
      const reachable = await sql`select 1`.execute(deps.db).then(() => true, () => false);
      return {
        status: reachable ? 'ok' : 'degraded',
        version: deps.document.info.version,
        storeMode: engine,
        indexPrefix: deps.indexPrefix,
        // Only these three fields: nothing else about the connection is copied.
        storage: { engine, host, database, reachable },
        robotsCache: deps.robotsCache,
      };
    },

    catalog: () => catalog,
    features: () => features,

    lists: directory.lists,

    async simulateCrawl(input: Schemas['CrawlSimulationRequest']) {
      const { job, sources, latestRuns } = await directory.jobForSimulation(input.tenantId, input.jobId);
      return simulateCrawlJob({ job, sources, latestRuns, maxRecords: input.maxRecords });
    },

    /** `startedAt` (performance.now()): the CPU budget covers the request's work from there. */
    async suggestParserRules(request: Schemas['ParserRuleRequest'], startedAt?: number): Promise<{ data: Schemas['ParserRuleSuggestion']; warnings: string[] }> {
      // The request validation lets exactly one of html and url through (the spec's oneOf).
      const html = 'url' in request ? await fetchPage(deps.fetcher, request.url) : request.html;
      const job = { html, sampleValues: request.sampleValues };
      // Loaded on first use: it brings cheerio.
      const suggestion = await (html.length <= INLINE_HTML_CHARS
        ? import('./parser-rules/suggest-rules.js').then((module) => module.suggestParserRules(job))
        : deps.cpu.run<ParserRuleSuggestion>('suggestParserRules', job, { startedAt })
      ).catch(asBodyProblems);
      return {
        data: { source: 'url' in request ? 'url' : 'html', rules: suggestion.rules, recordSelector: suggestion.recordSelector ?? null },
        warnings: suggestion.warnings ?? [],
      };
    },

    async checkDuplicate(input: Schemas['DedupeRequest'], startedAt?: number): Promise<Schemas['DedupeResult']> {
      await directory.requireTenant(input.tenantId);
      const job = { title: input.title, body: input.body, existingBodies: input.existingBodies };
      const size = input.title.length + input.body.length + input.existingBodies.reduce((sum, body) => sum + body.length, 0);
      const { threshold, algorithm, normalisation, ...found } = await (size <= INLINE_DEDUPE_CHARS
        ? Promise.resolve(job).then(checkDuplicate)
        : deps.cpu.run<DuplicateCheck>('checkDuplicate', job, { startedAt })
      ).catch(asBodyProblems);
      return {
        tenantId: input.tenantId,
        ...found,
        threshold: threshold as Schemas['DedupeResult']['threshold'],
        comparedCount: input.existingBodies.length,
        algorithm,
        normalisation,
      };
    },

    checkRobots: (input: Schemas['RobotsCheckRequest']): Promise<Schemas['RobotsCheck']> => deps.robots.check(input),

    previewSchedule(input: Schemas['SchedulePreviewRequest']): Schemas['SchedulePreview'] {
      try {
        return previewSchedule(input);
      } catch (error) {
        asBodyProblems(error);
      }
    },
  };
}

export type CrawlerService = ReturnType<typeof createCrawlerService>;
