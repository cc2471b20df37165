import type { components } from '../../../../generated/crawler.js';
import { normalizePercentEncoding, productToken } from './normalize.js';
import type { ParsedRobots, RobotsRule } from './parse-robots.js';

/** The part of the answer the file decides: the deciding rule and the group applied, null for none. */
export type RobotsDecision = Pick<components['schemas']['RobotsCheck'], 'allowed' | 'matchedRule' | 'group'>;

/**
 * RFC 9309 section 2.2: every group naming the product token applies, merged; the `*` groups
 * only when none does. The longest matching pattern in canonical octets wins, allow on a tie;
 * `/robots.txt` itself is always allowed.
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
 * From the path's start; `$` anchors only as the last character; an empty pattern matches
 * nothing. With `*` the only operator, the leftmost occurrence of each piece is enough.
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
