/** Area A, the knowledge monitor: public, read-only, file-backed. */
import { knowledgeHandlers, KNOWLEDGE_SPEC } from '../handlers/knowledge/index.js';
import { envelopes } from '../pipeline/envelope.js';
import { createKnowledgeService, type KnowledgeServices } from '../services/knowledge/index.js';
import type { AreaModule } from './area-module.js';

export const knowledgeArea: AreaModule<KnowledgeServices> = {
  name: 'knowledge',
  specPath: KNOWLEDGE_SPEC,
  prefix: '/api/v1',
  envelope: envelopes.plain,
  handlers: knowledgeHandlers,
  createServices: async (runtime) => ({ knowledge: createKnowledgeService(runtime.settings) }),
};
