/** The crawl dry run, estimated from the job's sources and their latest runs; pure, so it cannot fetch or write. */
import type { components } from '../../../generated/crawler.js';
import type { Job, Run, Source } from './tenant-directory.js';

export type CrawlSimulation = components['schemas']['CrawlSimulation'];
type SimulatedSource = components['schemas']['SimulatedSource'];
type SourceIssue = components['schemas']['SourceIssue'];

/** A real run would not (or could not) crawl such a source. */
const EXCLUDING: ReadonlySet<SourceIssue> = new Set(['legal_not_approved', 'robots_disallowed', 'blocked_http_403', 'blocked_captcha']);

function issuesOf(source: Source, lastRun: Run | undefined): SourceIssue[] {
  const issues: SourceIssue[] = [];
  if (source.legalStatus.status !== 'approved') issues.push('legal_not_approved');
  if (source.robotsStatus.status === 'disallowed') issues.push('robots_disallowed');
  if (!lastRun) issues.push('no_previous_run');
  else if (lastRun.status === 'http_403') issues.push('blocked_http_403');
  else if (lastRun.status === 'captcha') issues.push('blocked_captcha');
  else if (lastRun.status === 'failure') issues.push('last_run_failed');
  return issues;
}

const WARNINGS: Record<SourceIssue, (source: Source) => string> = {
  legal_not_approved: (source) => `Source ${source.id} is excluded: its legal status is ${source.legalStatus.status}.`,
  robots_disallowed: (source) => `Source ${source.id} is excluded: robots.txt disallows crawling it.`,
  blocked_http_403: (source) => `Source ${source.id} is excluded: its last run was refused with HTTP 403.`,
  blocked_captcha: (source) => `Source ${source.id} is excluded: its last run was stopped by a CAPTCHA.`,
  last_run_failed: (source) => `Source ${source.id} failed at its last run; its estimate comes from that run.`,
  no_previous_run: (source) => `Source ${source.id} has no previous run; it adds nothing to the estimate.`,
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function simulateCrawlJob(input: { job: Job; sources: Source[]; latestRuns: Map<string, Run>; maxRecords: number }): {
  data: CrawlSimulation;
  warnings: string[];
} {
  const { job, sources, latestRuns, maxRecords } = input;
  const warnings: string[] = [];
  if (!job.enabled) warnings.push(`Job ${job.id} is disabled: the scheduler would not start it.`);

  const lastRunStatuses = { success: 0, failure: 0, http_403: 0, captcha: 0 };
  const includedRuns: Run[] = [];
  const simulated = sources.map((source): SimulatedSource => {
    const lastRun = latestRuns.get(source.id);
    const issues = issuesOf(source, lastRun);
    for (const issue of issues) warnings.push(WARNINGS[issue](source));
    if (lastRun) lastRunStatuses[lastRun.status]++;
    const included = !issues.some((issue) => EXCLUDING.has(issue));
    if (included && lastRun) includedRuns.push(lastRun);
    return {
      sourceId: source.id,
      url: source.url,
      included,
      estimatedRecords: included && lastRun ? lastRun.quality.records : 0,
      lastRun: lastRun ? { runId: lastRun.id, status: lastRun.status, finishedAt: lastRun.finishedAt } : null,
      issues,
    };
  });

  const uncappedEstimate = simulated.reduce((sum, source) => sum + source.estimatedRecords, 0);
  const capped = uncappedEstimate > maxRecords;
  if (capped) warnings.push(`The estimate of ${uncappedEstimate} records is capped at maxRecords ${maxRecords}.`);

  const records = includedRuns.reduce((sum, run) => sum + run.quality.records, 0);
  // Rates are weighted by records: a run with none says nothing about field quality.
  const weighted = (rate: (run: Run) => number) =>
    records === 0 ? null : round4(includedRuns.reduce((sum, run) => sum + rate(run) * run.quality.records, 0) / records);

  return {
    data: {
      tenantId: job.tenantId,
      jobId: job.id,
      jobEnabled: job.enabled,
      maxRecords,
      estimatedRecords: Math.min(uncappedEstimate, maxRecords),
      uncappedEstimate,
      capped,
      networkAccess: false,
      dataWritten: false,
      sources: simulated,
      quality: {
        runsConsidered: includedRuns.length,
        expectedEmptyFieldRate: weighted((run) => run.quality.emptyFieldRate),
        expectedDuplicateRate: weighted((run) => run.quality.duplicateRate),
        expectedDurationMs: includedRuns.length === 0 ? null : includedRuns.reduce((sum, run) => sum + run.quality.durationMs, 0),
        lastRunStatuses,
      },
    },
    warnings,
  };
}
