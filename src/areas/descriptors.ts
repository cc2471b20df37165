/**
 * What every mode needs to know of an area, and nothing that pulls in its live code:
 * spec, prefix, envelope and body limit. The mock serves areas from these alone; live mode
 * loads an area's handlers and services only when it serves that area (./load-area.ts).
 * .dependency-cruiser.cjs lets this module import only config and the pipeline.
 */
import type { AreaName } from '../config/area-names.js';
import { specPathOf } from '../config/spec-paths.js';
import { envelopes, type Envelope } from '../pipeline/envelope.js';

export interface AreaDescriptor {
  /** Area name; also the spec's name in redocly.yaml. */
  name: string;
  specPath: string;
  /** Where the area's own spec is served (`<prefix>/openapi.json`). */
  prefix: string;
  envelope: Envelope;
  /** Largest request body accepted; default BODY_LIMIT_BYTES (src/app.ts). */
  bodyLimitBytes?: number;
  /**
   * A document not of ours, mocked by `cfs-mock --spec` (src/mock/serve-spec.ts): credentials,
   * challenges and the mock's own refusals follow Prism's rules (src/mock/README.md).
   */
  partner?: boolean;
}

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
  hrm: { name: 'hrm', specPath: specPathOf('hrm'), prefix: '/api/v1', envelope: envelopes.plain },
  marketing: { name: 'marketing', specPath: specPathOf('marketing'), prefix: '/api/public/v1', envelope: envelopes.nullable },
} satisfies Record<AreaName, AreaDescriptor>;
