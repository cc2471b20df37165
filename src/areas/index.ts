/** The areas a process can serve, by name. */
import type { AreaModule, AreaName } from './area-module.js';
import { knowledgeArea } from './knowledge.js';

export const areaModules: Partial<Record<AreaName, AreaModule<any>>> = {
  knowledge: knowledgeArea,
};
