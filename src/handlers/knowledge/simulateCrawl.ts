import type { operations } from '../../../generated/knowledge.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { KnowledgeServices } from '../../services/knowledge/index.js';

export const simulateCrawl: Handler<operations['simulateCrawl'], KnowledgeServices> = ({ body }, { services }) => services.knowledge.simulateCrawl(body.scenario, body.sourceLimit);
