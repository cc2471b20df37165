import { normalizePercentEncoding, productToken } from './normalize.js';

/** RFC 9309 section 2.5: crawlers must parse at least 500 KiB; we parse exactly that much. */
export const MAX_ROBOTS_BYTES = 500 * 1024;

export type RobotsDirective = 'allow' | 'disallow';

export interface RobotsRule {
  directive: RobotsDirective;
  /** The pattern as written in the file (trimmed, comment removed). */
  pattern: string;
  /** The pattern in canonical percent-encoding; what is matched and measured. */
  normalized: string;
  /** 1-based line number in the file. */
  line: number;
}

export interface RobotsGroup {
  /** Lower-cased product tokens of the group's user-agent lines, `*` included. */
  agents: string[];
  rules: RobotsRule[];
}

export interface ParsedRobots {
  groups: RobotsGroup[];
  sitemaps: string[];
  /** True when the file was longer than MAX_ROBOTS_BYTES and the rest ignored. */
  truncated: boolean;
}

/**
 * Parses robots.txt per RFC 9309. Written here rather than taken from robots-parser 3.0.1,
 * which departs from the RFC in ways a layer on top cannot undo: any non-user-agent line
 * (Sitemap, Crawl-delay, unknown) between user-agent lines splits the group, no byte limit,
 * a leading BOM hides the first line, %XX of unreserved characters is not decoded, and a
 * user-agent with a space but no `/` keeps its comment part.
 *
 * Grammar as read here:
 * - lines end in CR, LF or CRLF; a leading UTF-8 BOM is dropped; `#` starts a comment;
 * - `key: value`, keys case-insensitive, white space around both ignored;
 * - consecutive user-agent lines (blank, comment and other lines between them included)
 *   form one group's head; a user-agent line after an allow/disallow starts a new group;
 * - allow/disallow before the first user-agent line belong to no group and are ignored;
 * - Sitemap, Crawl-delay and unknown records never end a group (section 2.2.4);
 * - an empty allow/disallow value is kept (it still closes the head) but matches nothing.
 */
export function parseRobots(input: string | Buffer): ParsedRobots {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const truncated = bytes.length > MAX_ROBOTS_BYTES;
  let text = bytes.subarray(0, MAX_ROBOTS_BYTES).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);

  const lines = text.split(/\r\n|\r|\n/);
  // A line cut by the limit is not what the author wrote ("Disallow: /priv" of
  // "/private/"), so it is dropped with the rest.
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

    switch (key) {
      case 'user-agent': {
        if (!current || current.rules.length > 0) {
          current = { agents: [], rules: [] };
          groups.push(current);
        }
        const token = value === '*' ? '*' : productToken(value);
        if (token !== '') current.agents.push(token);
        return;
      }
      case 'allow':
      case 'disallow':
        current?.rules.push({
          directive: key,
          pattern: value,
          normalized: normalizePercentEncoding(value),
          line: index + 1,
        });
        return;
      case 'sitemap':
        if (value !== '') sitemaps.push(value);
        return;
      default:
        return;
    }
  });

  return { groups, sitemaps, truncated };
}
