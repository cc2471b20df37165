/**
 * IANA time zone names, for the `iana-time-zone` format and the schedule preview: Intl is the
 * authority on the names this Node knows (aliases and any case), which no spec pattern could say.
 */

import { LRUCache } from 'lru-cache';

/** Names already judged: '' for a known zone, else the problem. */
const known = new LRUCache<string, string>({ max: 1000 });

/** Why `timezone` is not a time zone name this server knows; undefined when it is. */
export function timeZoneProblem(timezone: unknown): string | undefined {
  if (typeof timezone !== 'string' || timezone === '') return 'timezone must be a non-empty IANA time zone name';
  const judged = known.get(timezone);
  if (judged !== undefined) return judged || undefined;
  let problem: string | undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    problem = `'${timezone}' is not a known IANA time zone`;
  }
  // Response validation checks every listed schedule: remember the answers, boundedly.
  known.set(timezone, problem ?? '');
  return problem;
}
