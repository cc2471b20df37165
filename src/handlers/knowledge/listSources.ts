import type { operations } from '../../../generated/knowledge.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { KnowledgeServices } from '../../services/knowledge/index.js';

export const listSources: Handler<operations['listSources'], KnowledgeServices> = (_input, { services }) => services.knowledge.catalog();
