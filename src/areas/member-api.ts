/**
 * The development stand-in for the central member API (spec/member-api.yaml); not one of the
 * four areas: src/server.ts starts it beside them. The HR service talks to it over HTTP.
 */
import { SECURITY_SCHEMES } from '../config/security-schemes.js';
import { specPathOf } from '../config/spec-paths.js';
import { memberApiHandlers, REFRESH_TTL_SEC } from '../handlers/member-api/index.js';
import { ApiError } from '../errors.js';
import { bearerCredential } from '../pipeline/credentials.js';
import { envelopes } from '../pipeline/envelope.js';
import type { Runtime } from '../runtime.js';
import { createMemberDirectory, type MemberApiServices, type MemberDirectory } from '../services/member-api/member-directory.js';
import type { AreaModule } from './area-module.js';

export interface MemberApiAreaOptions {
  /** Tests: a clock, other members, extra published keys. */
  directory?: (runtime: Runtime) => Promise<MemberDirectory>;
}

export function createMemberApiArea(options: MemberApiAreaOptions = {}): AreaModule<MemberApiServices> {
  return {
    name: 'member-api',
    specPath: specPathOf('member-api'),
    prefix: '',
    envelope: envelopes.plain,
    handlers: memberApiHandlers,
    async createServices(runtime) {
      const { memberIssuer: issuer, memberAudience: audience } = runtime.settings;
      const directory = options.directory
        ? await options.directory(runtime)
        : await createMemberDirectory({ issuer, audience, refreshTtlSec: REFRESH_TTL_SEC });
      return { directory, issuer, audience };
    },
    authenticators: (services) => ({
      [SECURITY_SCHEMES['member-api'].memberToken]: async ({ headers }) => {
        const token = bearerCredential(headers);
        if (token === undefined) return null;
        if (token === null) throw new ApiError('UNAUTHORIZED');
        const member = await services.directory.permissions(token);
        return { kind: 'member', id: member.memberId, scopes: member.permissions, scheme: SECURITY_SCHEMES['member-api'].memberToken };
      },
    }),
  };
}

export const memberApiArea = createMemberApiArea();
