/** The knowledge monitor's rules, over its catalog file and report directory. */
import { ApiError } from '../../errors.js';
import { packageRoot } from '../../config/package-root.js';
import type { MemberApiSettings, Settings } from '../../config/settings.js';
import { simulateCrawl, type CrawlScenario } from './crawl-simulation.js';
import { describeIntegration, simulateCallback } from './member-integration.js';
import { displayedReportDirectory, readPendingMarker, scanReports, summarise, type PendingUpdate, type ReportScan } from './report-directory.js';
import { loadSourceCatalog, type SourceCatalog } from './source-catalog.js';

const EMPTY_CATALOG: SourceCatalog = { sourceCount: 0, sources: [], keywords: [], affectedDocuments: [] };
/** /status's label without a report folder. */
export const NO_REPORT_DIRECTORY = '(none)';

export function createKnowledgeService(settings: Pick<Settings, 'knowledge'> & MemberApiSettings, version: string) {
  const { sourcesFile, reportDir, publicBaseUrl, liveCrawl } = settings.knowledge;
  // The catalog is read once: a broken file stops the start instead of failing requests.
  const catalog = sourcesFile === null ? EMPTY_CATALOG : loadSourceCatalog(sourcesFile);
  const integration = describeIntegration({ ...settings, publicBaseUrl });
  const reportDirectory = reportDir === null ? NO_REPORT_DIRECTORY : displayedReportDirectory(reportDir, packageRoot);
  const scan = (): Promise<ReportScan> => (reportDir === null ? Promise.resolve({ latest: null, skipped: [] }) : scanReports(reportDir));
  const pending = (): Promise<PendingUpdate> =>
    reportDir === null ? Promise.resolve({ hasPendingUpdate: false, state: null, markedAt: null }) : readPendingMarker(reportDir);

  return {
    health: () => ({ status: 'ok' as const, version, publicBaseUrl, liveCrawlEnabled: liveCrawl }),
    catalog: () => catalog,
    async status() {
      const [{ latest, skipped }, pendingUpdate] = await Promise.all([scan(), pending()]);
      return {
        sourceCount: catalog.sourceCount,
        reportDirectory,
        latestReport: latest ? summarise(latest) : null,
        pendingUpdate,
        skippedReports: skipped,
      };
    },
    async latestReport() {
      const { latest } = await scan();
      if (!latest) throw new ApiError('NOT_FOUND', 'No crawler report exists yet.');
      return latest;
    },
    pending,
    simulateCrawl: (scenario: CrawlScenario, sourceLimit: number) => simulateCrawl(catalog, scenario, sourceLimit),
    integration: () => integration,
    simulateCallback,
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;

export type KnowledgeServices = { knowledge: KnowledgeService };
