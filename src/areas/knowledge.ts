/** Area A, the knowledge monitor: public, read-only, file-backed. */
import { knowledgeHandlers } from '../handlers/knowledge/index.js';
import { createKnowledgeService, type KnowledgeServices } from '../services/knowledge/knowledge-service.js';
import { readSpec } from '../pipeline/openapi-document.js';
import type { AreaModule } from './area-module.js';
import { areaDescriptors } from './descriptors.js';

export const knowledgeArea: AreaModule<KnowledgeServices> = {
  ...areaDescriptors.knowledge,
  handlers: knowledgeHandlers,
  createServices: async (runtime) => {
    // Without the operator's files: never the demo's (docs/product-decisions.md); the log says so.
    const { sourcesFile, reportDir } = runtime.settings.knowledge;
    const unset = [...(sourcesFile === null ? ['KNOWLEDGE_SOURCES_FILE'] : []), ...(reportDir === null ? ['KNOWLEDGE_REPORT_DIR'] : [])];
    if (unset.length > 0) runtime.logger.warn({ area: 'knowledge', unset }, `${unset.join(' and ')} not set: the knowledge monitor serves ${sourcesFile === null ? 'an empty catalog' : 'its catalog'}${reportDir === null ? ' and no report' : ''}`);
    return { knowledge: createKnowledgeService(runtime.settings, readSpec(areaDescriptors.knowledge.specPath).info.version) };
  },
};
