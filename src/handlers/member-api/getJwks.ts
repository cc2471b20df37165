import type { operations } from '../../../generated/member-api.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { MemberApiServices } from '../../services/member-api/index.js';

/** Not enveloped: verifiers read the key set as RFC 7517 defines it. */
export const getJwks: Handler<operations['getJwks'], MemberApiServices> = (_input, { services }) =>
  Reply.raw(200, 'application/json', services.directory.jwks(), { 'Cache-Control': 'public, max-age=300' });
