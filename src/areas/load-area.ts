/** Imported on first use, so a process loads only the areas it serves (apart from ./descriptors.ts: a cycle). */
import type { AreaName } from '../config/area-names.js';
import type { AreaModule } from './area-module.js';

const importers: Record<AreaName, () => Promise<AreaModule<unknown>>> = {
  knowledge: async () => (await import('./knowledge.js')).knowledgeArea as AreaModule<unknown>,
  crawler: async () => (await import('./crawler.js')).crawlerArea as AreaModule<unknown>,
  hrm: async () => (await import('./hrm.js')).hrmArea as AreaModule<unknown>,
  marketing: async () => (await import('./marketing.js')).marketingArea as AreaModule<unknown>,
};

export function loadArea(name: AreaName): Promise<AreaModule<unknown>> {
  return importers[name]();
}
