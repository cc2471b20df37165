import type { operations } from '../../../generated/knowledge.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { KnowledgeServices } from '../../services/knowledge/index.js';

export const simulateMemberCallback: Handler<operations['simulateMemberCallback'], KnowledgeServices> = ({ body }, { services }) => services.knowledge.simulateCallback(body);
