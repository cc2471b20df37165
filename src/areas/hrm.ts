/**
 * Area C, the HR service: paged business lists behind a member token or an API key, with a
 * per-caller rate limit, a same-origin proxy to the central member API, and Swagger UI.
 */
import type { Express, Request, Response } from 'express';
import { HRM_SPEC, hrmHandlers } from '../handlers/hrm/index.js';
import { envelopes } from '../pipeline/envelope.js';
import { readSpec } from '../pipeline/openapi-document.js';
import { hrmAuthenticators, rateLimitHook } from '../services/hrm/access.js';
import { closeHrmServices, createHrmServices, type HrmServices } from '../services/hrm/index.js';
import { SWAGGER_ASSETS, SWAGGER_INITIALIZER } from '../services/hrm/swagger-ui.js';
import { classifyStoreError } from '../store/store-errors.js';
import type { AreaModule } from './area-module.js';

export interface HrmAreaOptions {
  /** Deadline of one call to the central member API through the proxy (default 10 s). */
  memberApiTimeoutMs?: number;
}

/** The Swagger UI assets under /swagger/: GET and HEAD of a fixed list of files, nothing else. */
function mountSwaggerAssets(app: Express): void {
  const headers = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=3600' };
  app.get('/swagger/swagger-initializer.js', (_request: Request, response: Response) => {
    response.set(headers).type('text/javascript').send(SWAGGER_INITIALIZER);
  });
  for (const [name, file] of Object.entries(SWAGGER_ASSETS)) {
    app.get(`/swagger/${name}`, (_request: Request, response: Response, next) => {
      response.sendFile(file, { headers, dotfiles: 'deny' }, (error) => error && next(error));
    });
  }
}

export function createHrmArea(options: HrmAreaOptions = {}): AreaModule<HrmServices> {
  const version = readSpec(HRM_SPEC).info.version;
  return {
    name: 'hrm',
    specPath: HRM_SPEC,
    prefix: '/api/v1',
    envelope: envelopes.plain,
    handlers: hrmHandlers,
    createServices: (runtime) => createHrmServices(runtime, { version, memberApiTimeoutMs: options.memberApiTimeoutMs }),
    authenticators: (services) => hrmAuthenticators({ memberTokens: services.memberTokens, keys: services.keys, logger: services.logger }),
    afterAuthentication: (services) => rateLimitHook(services.limiter),
    mountExtras: mountSwaggerAssets,
    classifyError: classifyStoreError,
    close: closeHrmServices,
  };
}

export const hrmArea = createHrmArea();
