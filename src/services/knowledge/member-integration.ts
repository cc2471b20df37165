/** The knowledge monitor only describes the member API integration and simulates its callback: no members, sessions or cookies. */
import type { components } from '../../../generated/knowledge.js';
import { memberApiOf, type MemberApiSettings } from '../../config/settings.js';

export type MemberIntegration = components['schemas']['MemberIntegration'];
export type MemberCallbackResult = components['schemas']['MemberCallbackResult'];
type CallbackRequest = components['schemas']['MemberCallbackRequest'];

export const ACCEPTED_RETURN_FIELDS = ['memberId', 'loginId', 'companyId'] as const;
/** Names that carry a credential; a real callback refuses them, whatever their case or decoration. */
const TOKEN_LIKE = /(token|password|passwd|secret|session|credential|cookie|bearer|jwt|apikey|api_key|authorization|otp|pin$)/i;

export function describeIntegration(settings: MemberApiSettings & { publicBaseUrl: string }): MemberIntegration {
  const base = settings.memberApiUrl;
  return {
    memberApi: {
      ...memberApiOf(settings),
      endpoints: { login: `${base}/auth/login`, logout: `${base}/auth/logout`, refresh: `${base}/auth/refresh`, permissions: `${base}/me/permissions` },
    },
    callbackUrl: `${settings.publicBaseUrl}/api/v1/member/callback`,
    requiredPermissions: ['knowledge.read'],
    acceptedReturnFields: [...ACCEPTED_RETURN_FIELDS],
    disabledLocalOperations: [
      { operation: 'login', reason: 'Member login is handled by the central member API.' },
      { operation: 'logout', reason: 'Member logout is handled by the central member API.' },
      { operation: 'registration', reason: 'Members are registered in the central member API only.' },
      { operation: 'profile-change', reason: 'Member profiles are changed in the central member API only.' },
      { operation: 'permission-lookup', reason: 'Permissions are looked up in the central member API.' },
    ],
  };
}

export function simulateCallback(request: CallbackRequest): MemberCallbackResult {
  const returned = request.returnedFields as Record<string, unknown>;
  const acceptedFields: MemberCallbackResult['acceptedFields'] = {};
  const rejectedFields: string[] = [];
  const ignoredFields: string[] = [];
  for (const [name, value] of Object.entries(returned)) {
    if (TOKEN_LIKE.test(name)) rejectedFields.push(name);
    else if ((ACCEPTED_RETURN_FIELDS as readonly string[]).includes(name) && typeof value === 'string') acceptedFields[name as (typeof ACCEPTED_RETURN_FIELDS)[number]] = value;
    else ignoredFields.push(name);
  }
  const missingFields = ACCEPTED_RETURN_FIELDS.filter((name) => acceptedFields[name] === undefined);
  return {
    outcome: rejectedFields.length > 0 ? 'rejected' : missingFields.length > 0 ? 'incomplete' : 'accepted',
    state: request.state,
    acceptedFields,
    rejectedFields: rejectedFields.sort(),
    ignoredFields: ignoredFields.sort(),
    missingFields,
    wouldAccept: [...ACCEPTED_RETURN_FIELDS],
    memberCreated: false,
    sessionCreated: false,
    cookieSet: false,
  };
}
