/** Imported on first use, so a process loads only the areas it serves (apart from ./descriptors.ts: a cycle). */
import type { AreaName } from '../config/area-names.js';
import type { AreaModule } from './area-module.js';

export async function loadArea(name: AreaName): Promise<AreaModule<unknown>> {
  switch (name) {
    case 'knowledge':
      return (await import('./knowledge.js')).knowledgeArea as AreaModule<unknown>;
    case 'crawler':
      return (await import('./crawler.js')).crawlerArea as AreaModule<unknown>;
    case 'hrm':
      return (await import('./hrm.js')).hrmArea as AreaModule<unknown>;
    case 'marketing':
      return (await import('./marketing.js')).marketingArea as AreaModule<unknown>;
  }
}
