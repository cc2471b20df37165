import type { operations } from '../../../generated/member-api.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import { specPathOf } from '../../config/spec-paths.js';
import type { MemberApiServices } from '../../services/member-api/index.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { getHealth } from './getHealth.js';
import { getJwks } from './getJwks.js';
import { getMe } from './getMe.js';
import { getMyPermissions } from './getMyPermissions.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { refresh } from './refresh.js';

export const MEMBER_API_SPEC = specPathOf('member-api');

export const memberApiHandlers = {
  getHealth,
  login,
  refresh,
  logout,
  getMe,
  getMyPermissions,
  getJwks,
  ...specDocumentHandlers(MEMBER_API_SPEC),
} satisfies HandlerMap<operations, MemberApiServices>;
