export { createKnowledgeService, type KnowledgeService } from './knowledge-service.js';

export interface KnowledgeServices {
  knowledge: import('./knowledge-service.js').KnowledgeService;
}
