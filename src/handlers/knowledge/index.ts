import type { operations } from '../../../generated/knowledge.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { KnowledgeServices } from '../../services/knowledge/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { getHealth } from './getHealth.js';
import { getLatestReport } from './getLatestReport.js';
import { getMemberIntegration } from './getMemberIntegration.js';
import { getPendingUpdate } from './getPendingUpdate.js';
import { getStatus } from './getStatus.js';
import { listSources } from './listSources.js';
import { simulateCrawl } from './simulateCrawl.js';
import { simulateMemberCallback } from './simulateMemberCallback.js';

export const KNOWLEDGE_SPEC = specPathOf('knowledge');

export const knowledgeHandlers = {
  getHealth,
  listSources,
  getStatus,
  getLatestReport,
  getPendingUpdate,
  simulateCrawl,
  getMemberIntegration,
  simulateMemberCallback,
  ...specDocumentHandlers(KNOWLEDGE_SPEC),
} satisfies HandlerMap<operations, KnowledgeServices>;
