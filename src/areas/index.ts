/** The areas a process can serve, by name. */
import type { AreaModule, AreaName } from './area-module.js';
import { crawlerArea } from './crawler.js';
import { hrmArea } from './hrm.js';
import { knowledgeArea } from './knowledge.js';
import { marketingArea } from './marketing.js';

export const areaModules: Partial<Record<AreaName, AreaModule>> = {
  knowledge: knowledgeArea,
  marketing: marketingArea,
  crawler: crawlerArea,
  hrm: hrmArea,
};
