import type { operations } from '../../../generated/knowledge.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { KnowledgeServices } from '../../services/knowledge/knowledge-service.js';
import { specPathOf } from '../../config/spec-paths.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';

export const knowledgeHandlers = {
  getHealth: (_input, { services }) => services.knowledge.health(),
  listSources: (_input, { services }) => services.knowledge.catalog(),
  getStatus: (_input, { services }) => services.knowledge.status(),
  getLatestReport: (_input, { services }) => services.knowledge.latestReport(),
  getPendingUpdate: (_input, { services }) => services.knowledge.pending(),
  simulateCrawl: ({ body }, { services }) => services.knowledge.simulateCrawl(body.scenario, body.sourceLimit),
  getMemberIntegration: (_input, { services }) => services.knowledge.integration(),
  simulateMemberCallback: ({ body }, { services }) => services.knowledge.simulateCallback(body),
  ...specDocumentHandlers(specPathOf('knowledge')),
} satisfies HandlerMap<operations, KnowledgeServices>;
