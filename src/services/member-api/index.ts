import type { MemberDirectory } from './member-directory.js';

export { createMemberDirectory } from './member-directory.js';
export type { MemberDirectory, TokenGrant } from './member-directory.js';
export { DEMO_MEMBER_PASSWORDS } from './demo-members.js';

/** What the stand-in's handlers receive; src/areas/member-api.ts builds it. */
export interface MemberApiServices {
  directory: MemberDirectory;
  issuer: string;
  audience: string;
}
