/**
 * The offline crawl simulation: deterministic over the first `sourceLimit` sources. It takes
 * the catalog as data only, so it has no way to fetch or write anything.
 */
import type { components } from '../../../generated/knowledge.js';
import { fnv1a } from '../../seeded-random.js';
import type { SourceCatalog } from './source-catalog.js';

export type CrawlSimulation = components['schemas']['CrawlSimulation'];
export type CrawlScenario = components['schemas']['CrawlScenario'];
type SimulatedResult = components['schemas']['SimulatedResult'];

/** A stable pseudo-random choice per source, so a scenario always gives the same answer. */
const stableBit = (text: string): boolean => (fnv1a(text) & 1) === 1;

export function simulateCrawl(catalog: SourceCatalog, scenario: CrawlScenario, sourceLimit: number): CrawlSimulation {
  const covered = catalog.sources.slice(0, sourceLimit);
  const results = covered.map((source, index): SimulatedResult => {
    const failed = scenario === 'all-failed' || (scenario === 'partial-failure' && index % 3 === 2);
    if (failed) {
      return { sourceId: source.id, status: 'failed', matchedKeywords: [], affectedDocuments: [], error: 'simulated timeout after 5 s' };
    }
    const changed = scenario === 'baseline' && source.keywords.length > 0 && stableBit(source.id);
    return {
      sourceId: source.id,
      status: changed ? 'changed' : 'unchanged',
      matchedKeywords: changed ? source.keywords.slice(0, 2) : [],
      affectedDocuments: changed ? source.affectedDocuments : [],
    };
  });
  const count = (status: SimulatedResult['status']) => results.filter((result) => result.status === status).length;
  return {
    scenario,
    sourceLimit,
    sourcesConsidered: covered.length,
    networkAccess: false,
    reportWritten: false,
    results,
    summary: { checked: results.length, changed: count('changed'), unchanged: count('unchanged'), failed: count('failed') },
  };
}
