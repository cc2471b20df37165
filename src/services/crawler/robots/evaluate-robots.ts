import { normalizePercentEncoding, productToken } from './normalize.js';
import type { ParsedRobots, RobotsDirective, RobotsRule } from './parse-robots.js';

export interface MatchedRule {
  directive: RobotsDirective;
  pattern: string;
  /** 1-based line in robots.txt. */
  line: number;
}

export interface RobotsDecision {
  allowed: boolean;
  /** The rule that decided, or null when none matched (allowed by default). */
  matchedRule: MatchedRule | null;
  /** The product token of the group applied, `*` for the fallback group, null for none. */
  group: string | null;
}

/**
 * Decides whether `userAgent` may crawl `url` under `robots` (RFC 9309 section 2.2):
 * - every group naming the crawler's product token applies, merged into one; the `*`
 *   groups (merged likewise) only when none does; no group at all means no rules;
 * - of the matching rules the longest pattern wins, counted in octets of its canonical
 *   form; between an allow and a disallow of equal length, allow wins;
 * - `/robots.txt` itself is always allowed.
 */
export function evaluateRobots(robots: ParsedRobots, userAgent: string, url: string | URL): RobotsDecision {
  const target = typeof url === 'string' ? new URL(url) : url;
  const token = productToken(userAgent);

  const specific = robots.groups.filter((g) => g.agents.includes(token));
  const fallback = robots.groups.filter((g) => g.agents.includes('*'));
  const [group, applied] =
    specific.length > 0 ? [token, specific] : fallback.length > 0 ? ['*', fallback] : [null, []];
  const rules = applied.flatMap((g) => g.rules);

  if (target.pathname === '/robots.txt') return { allowed: true, matchedRule: null, group };

  const path = normalizePercentEncoding(target.pathname + target.search);
  let best: RobotsRule | undefined;
  for (const rule of rules) {
    if (!matchesPattern(rule.normalized, path)) continue;
    if (
      !best ||
      rule.normalized.length > best.normalized.length ||
      (rule.normalized.length === best.normalized.length && rule.directive === 'allow' && best.directive === 'disallow')
    ) {
      best = rule;
    }
  }
  if (!best) return { allowed: true, matchedRule: null, group };
  return {
    allowed: best.directive === 'allow',
    matchedRule: { directive: best.directive, pattern: best.pattern, line: best.line },
    group,
  };
}

/**
 * Whether a canonical pattern matches a canonical path from its start. `*` matches any run
 * of characters (`/` included); `$` anchors the end only as the last character and is a
 * plain `$` elsewhere. An empty pattern matches nothing. Because the only operator is `*`,
 * taking the leftmost occurrence of each literal piece is enough: it leaves the most path
 * for the pieces after it.
 */
export function matchesPattern(pattern: string, path: string): boolean {
  if (pattern === '') return false;
  const anchored = pattern.endsWith('$');
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  const first = pieces[0];
  if (!path.startsWith(first)) return false;
  if (pieces.length === 1) return anchored ? path.length === first.length : true;

  let pos = first.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const at = path.indexOf(pieces[i], pos);
    if (at === -1) return false;
    pos = at + pieces[i].length;
  }
  const last = pieces[pieces.length - 1];
  if (anchored) return path.length - last.length >= pos && path.endsWith(last);
  return path.indexOf(last, pos) !== -1;
}
