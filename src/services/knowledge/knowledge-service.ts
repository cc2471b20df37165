/** The knowledge monitor's rules, over its catalog file and report directory. */
import { ApiError } from '../../errors.js';
import { packageRoot } from '../../config/package-root.js';
import type { Settings } from '../../config/settings.js';
import { simulateCrawl, type CrawlScenario } from './crawl-simulation.js';
import { describeIntegration, simulateCallback } from './member-integration.js';
import { displayedReportDirectory, readPendingMarker, scanReports, summarise } from './report-directory.js';
import { loadSourceCatalog } from './source-catalog.js';

/** `version` is the spec's info.version, reported by the health endpoint. */
export function createKnowledgeService(settings: Pick<Settings, 'knowledge' | 'memberApiUrl' | 'memberJwksUrl' | 'memberIssuer' | 'memberAudience'>, version: string) {
  const { sourcesFile, reportDir, publicBaseUrl, liveCrawl } = settings.knowledge;
  // The catalog is read once: a broken file stops the start instead of failing requests.
  const catalog = loadSourceCatalog(sourcesFile);
  const integration = describeIntegration({ ...settings, publicBaseUrl });
  const reportDirectory = displayedReportDirectory(reportDir, packageRoot);

  return {
    health: () => ({ status: 'ok' as const, version, publicBaseUrl, liveCrawlEnabled: liveCrawl }),
    catalog: () => catalog,
    async status() {
      const [{ latest, skipped }, pendingUpdate] = await Promise.all([scanReports(reportDir), readPendingMarker(reportDir)]);
      return {
        sourceCount: catalog.sourceCount,
        reportDirectory,
        latestReport: latest ? summarise(latest) : null,
        pendingUpdate,
        skippedReports: skipped,
      };
    },
    async latestReport() {
      const { latest } = await scanReports(reportDir);
      if (!latest) throw new ApiError('NOT_FOUND', 'No crawler report exists yet.');
      return latest;
    },
    pending: () => readPendingMarker(reportDir),
    simulateCrawl: (scenario: CrawlScenario, sourceLimit: number) => simulateCrawl(catalog, scenario, sourceLimit),
    integration: () => integration,
    simulateCallback,
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
