import type { operations } from '../../../generated/knowledge.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { KnowledgeServices } from '../../services/knowledge/index.js';

export const getHealth: Handler<operations['getHealth'], KnowledgeServices> = (_input, { services }) => services.knowledge.health();
