/** The stand-in's refresh cookie has no Path, so it works behind the HR service's same-origin proxy too. */

export const REFRESH_COOKIE = 'member_refresh';
export const REFRESH_TTL_SEC = 86_400;

export function refreshCookie(token: string): string {
  return `${REFRESH_COOKIE}=${token}; Max-Age=${REFRESH_TTL_SEC}; HttpOnly; SameSite=Strict`;
}

export const CLEARED_REFRESH_COOKIE = `${REFRESH_COOKIE}=; Max-Age=0; HttpOnly; SameSite=Strict`;
