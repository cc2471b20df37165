import { normalizePercentEncoding, productToken } from './normalize.js';

/** RFC 9309 section 2.5: crawlers must parse at least 500 KiB; we parse exactly that much. */
export const MAX_ROBOTS_BYTES = 500 * 1024;

export type RobotsDirective = 'allow' | 'disallow';

export interface RobotsRule {
  directive: RobotsDirective;
  /** As written (trimmed, comment removed). */
  pattern: string;
  /** Canonical percent-encoding: what is matched and measured. */
  normalized: string;
  line: number;
}

export interface RobotsGroup {
  /** Lower-cased product tokens, `*` included. */
  agents: string[];
  rules: RobotsRule[];
}

export interface ParsedRobots {
  groups: RobotsGroup[];
  sitemaps: string[];
  truncated: boolean;
}

/**
 * Parses robots.txt per RFC 9309. Not robots-parser 3.0.1, which departs from the RFC in ways a
 * layer on top cannot undo: other lines between user-agent lines split the group, no byte limit,
 * a BOM hides the first line, %XX of unreserved characters stays encoded, and a user-agent with
 * a space but no `/` keeps its comment. Consecutive user-agent lines form one group's head (other
 * records never end a group, section 2.2.4); rules before the first user-agent are ignored; an
 * empty allow/disallow closes the head but matches nothing.
 */
export function parseRobots(input: string | Uint8Array): ParsedRobots {
  // A Uint8Array is what a worker thread receives for a Buffer.
  const bytes =
    typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const truncated = bytes.length > MAX_ROBOTS_BYTES;
  let text = bytes.subarray(0, MAX_ROBOTS_BYTES).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);

  const lines = text.split(/\r\n|\r|\n/);
  // A line cut by the limit is not what the author wrote ("Disallow: /priv" of "/private/").
  if (truncated) lines.pop();

  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let current: RobotsGroup | undefined;

  lines.forEach((raw, index) => {
    const hash = raw.indexOf('#');
    const content = hash === -1 ? raw : raw.slice(0, hash);
    const colon = content.indexOf(':');
    if (colon === -1) return;
    const key = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();

    if (key === 'user-agent') {
      if (!current || current.rules.length > 0) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      const token = value === '*' ? '*' : productToken(value);
      if (token !== '') current.agents.push(token);
    } else if (key === 'allow' || key === 'disallow') {
      current?.rules.push({
        directive: key,
        pattern: value,
        normalized: normalizePercentEncoding(value),
        line: index + 1,
      });
    } else if (key === 'sitemap' && value !== '') {
      sitemaps.push(value);
    }
  });

  return { groups, sitemaps, truncated };
}
