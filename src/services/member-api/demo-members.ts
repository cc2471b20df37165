/**
 * The stand-in's deterministic demo members. DEMO ONLY: these passwords are public, and the
 * stand-in exists so the HR service can be tried without the real central member API.
 */
import type { components } from '../../../generated/member-api.js';
import { HRM_SCOPES } from '../keys/api-keys.js';

/** A member's profile, its permissions the scopes its tokens carry. */
export type DemoMember = Omit<components['schemas']['MemberProfile'], 'permissions'> & { scopes: readonly string[] };

export const DEMO_MEMBERS: readonly DemoMember[] = [
  { memberId: 'mbr-0001', loginId: 'hr.admin', displayName: 'HR Administrator', companyId: 'acme', scopes: HRM_SCOPES },
  { memberId: 'mbr-0002', loginId: 'hr.viewer', displayName: 'HR Viewer', companyId: 'acme', scopes: ['employee.read'] },
  { memberId: 'mbr-0003', loginId: 'payroll.clerk', displayName: 'Payroll Clerk', companyId: 'globex', scopes: ['payroll.read'] },
  { memberId: 'mbr-0004', loginId: 'globex.admin', displayName: 'Globex HR Administrator', companyId: 'globex', scopes: HRM_SCOPES },
];

/** Demo passwords by login id; only their scrypt hashes are kept at run time. */
export const DEMO_MEMBER_PASSWORDS: Readonly<Record<string, string>> = {
  'hr.admin': 'demo-hr-admin-pass',
  'hr.viewer': 'demo-hr-viewer-pass',
  'payroll.clerk': 'demo-payroll-clerk-pass',
  'globex.admin': 'demo-globex-admin-pass',
};
