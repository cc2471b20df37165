/**
 * What every mode needs to know of an area, and nothing that pulls in its live code:
 * spec, prefix, envelope, body limit and non-API routes. The mock serves areas from these
 * alone; live mode loads an area's handlers and services only when it serves that area.
 */
import type { Express } from 'express';
import { packagePath } from '../config/package-root.js';
import { envelopes, type Envelope } from '../pipeline/envelope.js';
import { mountSwaggerAssets } from '../services/hrm/swagger-ui.js';
import type { AreaModule, AreaName } from './area-module.js';

export interface AreaDescriptor {
  /** Area name; also the spec's name in redocly.yaml. */
  name: string;
  specPath: string;
  /** Where the area's own spec is served (`<prefix>/openapi.json`). */
  prefix: string;
  envelope: Envelope;
  /** Largest request body accepted; default BODY_LIMIT_BYTES (src/app.ts). */
  bodyLimitBytes?: number;
  /** Routes that are not API operations (static assets of a documentation page). */
  mountExtras?(app: Express): void;
}

export const specPathOf = (name: string) => packagePath('spec', `${name}.yaml`);

export const areaDescriptors = {
  knowledge: { name: 'knowledge', specPath: specPathOf('knowledge'), prefix: '/api/v1', envelope: envelopes.plain },
  crawler: {
    name: 'crawler',
    specPath: specPathOf('crawler'),
    prefix: '/api/public/v1',
    envelope: envelopes.withWarnings,
    // Duplicate checks take up to 10,000 existing bodies (about 10 MB of typical text).
    bodyLimitBytes: 16 * 1024 * 1024,
  },
  hrm: { name: 'hrm', specPath: specPathOf('hrm'), prefix: '/api/v1', envelope: envelopes.plain, mountExtras: mountSwaggerAssets },
  marketing: { name: 'marketing', specPath: specPathOf('marketing'), prefix: '/api/public/v1', envelope: envelopes.nullable },
} satisfies Record<AreaName, AreaDescriptor>;

/** An area's full module, imported on first use so a process loads only the areas it serves. */
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
