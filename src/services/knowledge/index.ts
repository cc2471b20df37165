import type { KnowledgeService } from './knowledge-service.js';

export { createKnowledgeService, type KnowledgeService } from './knowledge-service.js';

export interface KnowledgeServices {
  knowledge: KnowledgeService;
}
