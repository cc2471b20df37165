/**
 * What every mode needs to know of an area, and nothing that pulls in its live code: the mock
 * serves areas from these alone (.dependency-cruiser.cjs holds this module to config and the pipeline).
 */
import type { AreaName } from '../config/area-names.js';
import { specPathOf } from '../config/spec-paths.js';
import { envelopes, type Envelope } from '../pipeline/envelope.js';

export interface AreaDescriptor {
  /** Also the spec's name in redocly.yaml. */
  name: string;
  specPath: string;
  prefix: string;
  envelope: Envelope;
  /** Default BODY_LIMIT_BYTES (src/app.ts). */
  bodyLimitBytes?: number;
  /** A document not of ours (`cfs-mock --spec`): the mock follows Prism's rules (src/mock/README.md). */
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
