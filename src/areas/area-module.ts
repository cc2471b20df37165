/** What an area contributes to the shared pipeline. */
import type { Express } from 'express';
import type { ApiError } from '../errors.js';
import type { Authenticator } from '../pipeline/security.js';
import type { AuthenticateConfig } from '../pipeline/stages/authenticate.js';
import type { AuthorizeConfig } from '../pipeline/stages/authorize.js';
import type { Runtime } from '../runtime.js';
import type { AreaDescriptor } from './descriptors.js';

export { AREA_NAMES, type AreaName } from '../config/area-names.js';

/** A descriptor (src/areas/descriptors.ts) plus the live code: handlers, services, auth. */
export interface AreaModule<Services = unknown> extends AreaDescriptor {
  handlers: Record<string, unknown>;
  /** Routes that are not API operations (a documentation page's assets); live mode only. */
  mountExtras?(app: Express): void;
  createServices(runtime: Runtime): Promise<Services>;
  authenticators?(services: Services): Record<string, Authenticator>;
  afterAuthentication?(
    services: Services,
  ): NonNullable<AuthorizeConfig['afterAuthentication']>;
  /** Missing or refused credentials per client address (429 past the budget). */
  authFailures?(services: Services): NonNullable<AuthenticateConfig['authFailures']>;
  classifyError?(error: unknown): ApiError | null;
  close?(services: Services): Promise<void>;
}
