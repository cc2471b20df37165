/** Area A, the knowledge monitor: public, read-only, file-backed. */
import { knowledgeHandlers } from '../handlers/knowledge/index.js';
import { createKnowledgeService, type KnowledgeServices } from '../services/knowledge/index.js';
import { readSpec } from '../pipeline/openapi-document.js';
import type { AreaModule } from './area-module.js';
import { areaDescriptors } from './descriptors.js';

export const knowledgeArea: AreaModule<KnowledgeServices> = {
  ...areaDescriptors.knowledge,
  handlers: knowledgeHandlers,
  createServices: async (runtime) => ({ knowledge: createKnowledgeService(runtime.settings, readSpec(areaDescriptors.knowledge.specPath).info.version) }),
};
