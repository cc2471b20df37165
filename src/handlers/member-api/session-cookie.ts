/** The stand-in's refresh cookie has no Path, so it works behind the HR service's same-origin proxy too. */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../errors.js';
import { bearerCredential, cookieCredential } from '../../pipeline/credentials.js';

export const REFRESH_COOKIE = 'member_refresh';
export const REFRESH_TTL_SEC = 86_400;
export const CHALLENGE = 'Bearer realm="member-api"';

export function refreshCookie(token: string): string {
  return `${REFRESH_COOKIE}=${token}; Max-Age=${REFRESH_TTL_SEC}; HttpOnly; SameSite=Strict`;
}

export const CLEARED_REFRESH_COOKIE = `${REFRESH_COOKIE}=; Max-Age=0; HttpOnly; SameSite=Strict`;

/** An empty one counts as none. */
export function refreshCookieValue(headers: IncomingHttpHeaders): string | undefined {
  return cookieCredential(headers, REFRESH_COOKIE) || undefined;
}

/** A malformed Authorization header counts as none (the directory answers 401). */
export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  return bearerCredential(headers) ?? undefined;
}

/** The directory's 401, with the challenge (and a cleared cookie where a session failed). */
export function unauthorized(cause: unknown, extra: Record<string, string> = {}): ApiError {
  if (!(cause instanceof ApiError) || cause.code !== 'UNAUTHORIZED') return cause as ApiError;
  return new ApiError('UNAUTHORIZED', undefined, { headers: { 'WWW-Authenticate': CHALLENGE, ...extra }, cause });
}
