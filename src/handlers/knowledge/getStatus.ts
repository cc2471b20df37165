import type { operations } from '../../../generated/knowledge.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { KnowledgeServices } from '../../services/knowledge/index.js';

export const getStatus: Handler<operations['getStatus'], KnowledgeServices> = (_input, { services }) => services.knowledge.status();
