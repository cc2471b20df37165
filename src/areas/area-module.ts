/**
 * What an area contributes to the shared pipeline: its spec, envelope, handlers, how its
 * callers are authenticated, and how its services are built from the process runtime.
 */
import type { Express } from 'express';
import type { ApiError } from '../errors.js';
import type { Envelope } from '../pipeline/envelope.js';
import type { Principal } from '../pipeline/handler-types.js';
import type { CompiledOperation } from '../pipeline/compile-operation.js';
import type { Authenticator } from '../pipeline/security.js';
import type { Runtime } from '../runtime.js';

export const AREA_NAMES = ['knowledge', 'crawler', 'hrm', 'marketing'] as const;
export type AreaName = (typeof AREA_NAMES)[number];

export interface AreaModule<Services = unknown> {
  /** Area name; also the spec's name in redocly.yaml. */
  name: string;
  specPath: string;
  /** Where the area's own spec is served (`<prefix>/openapi.json`). */
  prefix: string;
  envelope: Envelope;
  handlers: Record<string, unknown>;
  /** Largest request body accepted; default BODY_LIMIT_BYTES (src/app.ts). */
  bodyLimitBytes?: number;
  createServices(runtime: Runtime): Promise<Services>;
  /** One authenticator per security scheme of the spec (live mode). */
  authenticators?(services: Services): Record<string, Authenticator>;
  afterAuthentication?(services: Services): (principal: Principal | null, operation: CompiledOperation) => Promise<Record<string, string> | void>;
  /** Routes that are not API operations (static assets of a documentation page). */
  mountExtras?(app: Express): void;
  classifyError?(error: unknown): ApiError | null;
  close?(services: Services): Promise<void>;
}
