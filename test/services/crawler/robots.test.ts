import { expect } from 'chai';
import { evaluateRobots, matchesPattern } from '../../../src/services/crawler/robots/evaluate-robots.js';
import { normalizePercentEncoding, productToken } from '../../../src/services/crawler/robots/normalize.js';
import { MAX_ROBOTS_BYTES, parseRobots } from '../../../src/services/crawler/robots/parse-robots.js';

interface Row {
  name: string;
  robots: string | Buffer;
  agent: string;
  url: string;
  allowed: boolean;
  /** The deciding rule as [directive, 1-based line], or null for "no rule matched". */
  rule: ['allow' | 'disallow', number] | null;
  /** The group applied, when the row is about group selection. */
  group?: string | null;
}

const base = 'https://example.com';
const lines = (...l: string[]) => l.join('\n');

// Builds a file whose `tail` starts `offset` bytes past the 500 KiB limit (negative: before).
function pastLimit(head: string, tail: string, offset: number): string {
  const fillerLine = `# ${'x'.repeat(97)}\n`; // 100 bytes
  const room = MAX_ROBOTS_BYTES + offset - Buffer.byteLength(head);
  const gap = room % fillerLine.length;
  const last = gap > 0 ? `${'#'.repeat(gap - 1)}\n` : '';
  return head + fillerLine.repeat(Math.floor(room / fillerLine.length)) + last + tail;
}

function lineOf(text: string, line: string): number {
  return text.split('\n').indexOf(line) + 1;
}

const lastFullLine = pastLimit(lines('User-agent: *', ''), 'Disallow: /ok\nDisallow: /after\n', -'Disallow: /ok\n'.length);

const table: Row[] = [
  // Plain prefix matching
  { name: 'disallow prefix matches', robots: lines('User-agent: *', 'Disallow: /private/'), agent: 'FooBot/1.0', url: `${base}/private/x`, allowed: false, rule: ['disallow', 2], group: '*' },
  { name: 'no rule matches: allowed', robots: lines('User-agent: *', 'Disallow: /private/'), agent: 'FooBot/1.0', url: `${base}/public`, allowed: true, rule: null, group: '*' },
  { name: 'matching is case-sensitive on the path', robots: lines('User-agent: *', 'Disallow: /Private'), agent: 'FooBot', url: `${base}/private`, allowed: true, rule: null },

  // Group selection by product token
  { name: 'product token is case-insensitive', robots: lines('User-agent: FOOBOT', 'Disallow: /'), agent: 'foobot/2.1', url: `${base}/a`, allowed: false, rule: ['disallow', 2], group: 'foobot' },
  { name: 'crawler token ends at a space', robots: lines('User-agent: foobot', 'Disallow: /'), agent: 'FooBot (+https://foo.example/bot)', url: `${base}/a`, allowed: false, rule: ['disallow', 2], group: 'foobot' },
  { name: 'user-agent line version is ignored', robots: lines('User-agent: FooBot/1.0', 'Disallow: /'), agent: 'FooBot/2.1', url: `${base}/a`, allowed: false, rule: ['disallow', 2], group: 'foobot' },
  { name: 'token is matched whole, not as a prefix', robots: lines('User-agent: foobot', 'Disallow: /'), agent: 'FooBotNews/1.0', url: `${base}/a`, allowed: true, rule: null, group: null },
  { name: 'specific group excludes the * group', robots: lines('User-agent: *', 'Disallow: /', '', 'User-agent: foobot', 'Disallow: /private'), agent: 'FooBot/1.0', url: `${base}/public`, allowed: true, rule: null, group: 'foobot' },
  { name: '* group applies only when no group matches', robots: lines('User-agent: *', 'Disallow: /', '', 'User-agent: foobot', 'Disallow: /private'), agent: 'OtherBot/1.0', url: `${base}/public`, allowed: false, rule: ['disallow', 2], group: '*' },
  { name: 'no matching group and no * group: no rules', robots: lines('User-agent: foobot', 'Disallow: /'), agent: 'OtherBot/1.0', url: `${base}/a`, allowed: true, rule: null, group: null },
  { name: 'empty file: no rules', robots: '', agent: 'FooBot', url: `${base}/a`, allowed: true, rule: null, group: null },
  { name: 'groups for the same agent are merged (first)', robots: lines('User-agent: foobot', 'Disallow: /a', '', 'User-agent: *', 'Disallow: /', '', 'User-agent: FooBot', 'Disallow: /b'), agent: 'FooBot', url: `${base}/a`, allowed: false, rule: ['disallow', 2], group: 'foobot' },
  { name: 'groups for the same agent are merged (second)', robots: lines('User-agent: foobot', 'Disallow: /a', '', 'User-agent: *', 'Disallow: /', '', 'User-agent: FooBot', 'Disallow: /b'), agent: 'FooBot', url: `${base}/b`, allowed: false, rule: ['disallow', 8], group: 'foobot' },
  { name: 'merged groups leave other paths allowed', robots: lines('User-agent: foobot', 'Disallow: /a', '', 'User-agent: *', 'Disallow: /', '', 'User-agent: FooBot', 'Disallow: /b'), agent: 'FooBot', url: `${base}/c`, allowed: true, rule: null, group: 'foobot' },
  { name: '* groups are merged too', robots: lines('User-agent: *', 'Disallow: /a', 'User-agent: foobot', 'Allow: /', 'User-agent: *', 'Disallow: /b'), agent: 'Other', url: `${base}/b`, allowed: false, rule: ['disallow', 6], group: '*' },
  { name: 'consecutive user-agent lines share one group', robots: lines('User-agent: a', 'User-agent: foobot', 'Disallow: /x'), agent: 'FooBot', url: `${base}/x`, allowed: false, rule: ['disallow', 3], group: 'foobot' },
  { name: 'blank and comment lines inside the group head', robots: lines('User-agent: a', '', '# next', 'User-agent: foobot', 'Disallow: /x'), agent: 'a', url: `${base}/x`, allowed: false, rule: ['disallow', 5], group: 'a' },
  { name: '* listed with a specific agent in one head', robots: lines('User-agent: foobot', 'User-agent: *', 'Disallow: /x'), agent: 'Other', url: `${base}/x`, allowed: false, rule: ['disallow', 3], group: '*' },
  { name: 'a user-agent line after rules starts a new group', robots: lines('User-agent: foobot', 'Disallow: /a', 'User-agent: other', 'Disallow: /b'), agent: 'FooBot', url: `${base}/b`, allowed: true, rule: null, group: 'foobot' },
  { name: 'an empty Disallow still ends the group head', robots: lines('User-agent: a', 'Disallow:', 'User-agent: foobot', 'Disallow: /'), agent: 'a', url: `${base}/x`, allowed: true, rule: null, group: 'a' },

  // Other records do not end a group
  { name: 'Sitemap in the middle of a group', robots: lines('User-agent: foobot', 'Disallow: /a', 'Sitemap: https://example.com/sitemap.xml', 'Disallow: /b'), agent: 'FooBot', url: `${base}/b`, allowed: false, rule: ['disallow', 4], group: 'foobot' },
  { name: 'Sitemap between user-agent lines keeps one group', robots: lines('User-agent: a', 'Sitemap: https://example.com/s.xml', 'User-agent: foobot', 'Disallow: /b'), agent: 'a', url: `${base}/b`, allowed: false, rule: ['disallow', 4], group: 'a' },
  { name: 'Crawl-delay and unknown records in a group', robots: lines('User-agent: foobot', 'Disallow: /a', 'Crawl-delay: 5', 'X-Unknown: value', 'Disallow: /c'), agent: 'FooBot', url: `${base}/c`, allowed: false, rule: ['disallow', 5], group: 'foobot' },
  { name: 'rules before the first user-agent line are ignored', robots: lines('Disallow: /', 'Allow: /private', 'User-agent: *', 'Disallow: /private'), agent: 'FooBot', url: `${base}/public`, allowed: true, rule: null, group: '*' },
  { name: 'rules after leading orphans still apply', robots: lines('Disallow: /', 'Allow: /private', 'User-agent: *', 'Disallow: /private'), agent: 'FooBot', url: `${base}/private`, allowed: false, rule: ['disallow', 4] },

  // Longest match, tie → allow
  { name: 'longer allow beats shorter disallow', robots: lines('User-agent: *', 'Disallow: /', 'Allow: /public'), agent: 'FooBot', url: `${base}/public/page`, allowed: true, rule: ['allow', 3] },
  { name: 'longer disallow beats shorter allow, whatever the order', robots: lines('User-agent: *', 'Disallow: /private/', 'Allow: /'), agent: 'FooBot', url: `${base}/private/x`, allowed: false, rule: ['disallow', 2] },
  { name: 'tie between allow and disallow: allow wins', robots: lines('User-agent: *', 'Disallow: /page', 'Allow: /page'), agent: 'FooBot', url: `${base}/page`, allowed: true, rule: ['allow', 3] },
  { name: 'tie of equal-length wildcard patterns: allow wins', robots: lines('User-agent: *', 'Allow: /a.php', 'Disallow: /*.php'), agent: 'FooBot', url: `${base}/a.php`, allowed: true, rule: ['allow', 2] },
  { name: 'length counts octets of the encoded pattern', robots: lines('User-agent: *', 'Allow: /xyz/*', 'Disallow: /*ä'), agent: 'FooBot', url: `${base}/xyz/ä`, allowed: false, rule: ['disallow', 3] },

  // Wildcards and anchors
  { name: '* matches any run of characters', robots: lines('User-agent: *', 'Disallow: /*.gif'), agent: 'FooBot', url: `${base}/images/cat.gif`, allowed: false, rule: ['disallow', 2] },
  { name: '* pattern without $ is a prefix', robots: lines('User-agent: *', 'Disallow: /*.gif'), agent: 'FooBot', url: `${base}/cat.gifs`, allowed: false, rule: ['disallow', 2] },
  { name: '* crosses path segments', robots: lines('User-agent: *', 'Disallow: /*/secret'), agent: 'FooBot', url: `${base}/a/b/secret/x`, allowed: false, rule: ['disallow', 2] },
  { name: '* matches the empty string', robots: lines('User-agent: *', 'Disallow: /a*b'), agent: 'FooBot', url: `${base}/ab`, allowed: false, rule: ['disallow', 2] },
  { name: 'pattern starting with * (no slash)', robots: lines('User-agent: *', 'Disallow: *.pdf'), agent: 'FooBot', url: `${base}/docs/a.pdf`, allowed: false, rule: ['disallow', 2] },
  { name: '$ anchors the end', robots: lines('User-agent: *', 'Disallow: /*.gif$'), agent: 'FooBot', url: `${base}/cat.gif`, allowed: false, rule: ['disallow', 2] },
  { name: '$ rejects a longer path', robots: lines('User-agent: *', 'Disallow: /*.gif$'), agent: 'FooBot', url: `${base}/cat.gifs`, allowed: true, rule: null },
  { name: '$ sees the query as part of the path', robots: lines('User-agent: *', 'Disallow: /*.gif$'), agent: 'FooBot', url: `${base}/cat.gif?size=2`, allowed: true, rule: null },
  { name: '/$ matches only the root', robots: lines('User-agent: *', 'Disallow: /$'), agent: 'FooBot', url: `${base}/`, allowed: false, rule: ['disallow', 2] },
  { name: '/$ leaves other paths', robots: lines('User-agent: *', 'Disallow: /$'), agent: 'FooBot', url: `${base}/index.html`, allowed: true, rule: null },
  { name: '$ not at the end is a literal', robots: lines('User-agent: *', 'Disallow: /a$b'), agent: 'FooBot', url: `${base}/a$b/c`, allowed: false, rule: ['disallow', 2] },
  { name: 'query string is matched', robots: lines('User-agent: *', 'Disallow: /*?sessionid='), agent: 'FooBot', url: `${base}/page?sessionid=2&x=1`, allowed: false, rule: ['disallow', 2] },
  { name: 'fragment is not part of the path', robots: lines('User-agent: *', 'Disallow: /page$'), agent: 'FooBot', url: `${base}/page#top`, allowed: false, rule: ['disallow', 2] },

  // Percent-encoding, both sides
  { name: 'encoded unreserved in the pattern is decoded', robots: lines('User-agent: *', 'Disallow: /%62%61%7A'), agent: 'FooBot', url: `${base}/baz`, allowed: false, rule: ['disallow', 2] },
  { name: 'encoded unreserved in the URL is decoded', robots: lines('User-agent: *', 'Disallow: /baz'), agent: 'FooBot', url: `${base}/%62%61%7a`, allowed: false, rule: ['disallow', 2] },
  { name: 'encoded reserved stays encoded (%2F is not /)', robots: lines('User-agent: *', 'Disallow: /a/b'), agent: 'FooBot', url: `${base}/a%2Fb`, allowed: true, rule: null },
  { name: 'hex case is normalised on both sides', robots: lines('User-agent: *', 'Disallow: /a%2fb'), agent: 'FooBot', url: `${base}/a%2Fb`, allowed: false, rule: ['disallow', 2] },
  { name: 'non-ASCII pattern matches the encoded URL', robots: lines('User-agent: *', 'Disallow: /ツ'), agent: 'FooBot', url: `${base}/%E3%83%84`, allowed: false, rule: ['disallow', 2] },
  { name: 'encoded pattern matches the non-ASCII URL', robots: lines('User-agent: *', 'Disallow: /%e3%83%84'), agent: 'FooBot', url: `${base}/ツ`, allowed: false, rule: ['disallow', 2] },
  { name: "a quote in a query matches as written (the URL parser writes it %27)", robots: lines('User-agent: *', "Disallow: /a?b='c'"), agent: 'FooBot', url: `${base}/a?b='c'`, allowed: false, rule: ['disallow', 2] },
  { name: 'a %27 pattern matches the quote too', robots: lines('User-agent: *', 'Disallow: /a?b=%27c%27'), agent: 'FooBot', url: `${base}/a?b='c'`, allowed: false, rule: ['disallow', 2] },
  { name: 'a space in the pattern matches %20', robots: lines('User-agent: *', 'Disallow: /a b'), agent: 'FooBot', url: `${base}/a%20b`, allowed: false, rule: ['disallow', 2] },

  // /robots.txt, empty patterns
  { name: '/robots.txt is always allowed', robots: lines('User-agent: *', 'Disallow: /'), agent: 'FooBot', url: `${base}/robots.txt`, allowed: true, rule: null, group: '*' },
  { name: 'empty Disallow matches nothing', robots: lines('User-agent: *', 'Disallow:'), agent: 'FooBot', url: `${base}/anything`, allowed: true, rule: null, group: '*' },
  { name: 'empty Allow matches nothing', robots: lines('User-agent: *', 'Disallow: /', 'Allow:'), agent: 'FooBot', url: `${base}/a`, allowed: false, rule: ['disallow', 2] },

  // Syntax
  { name: 'comments are stripped', robots: lines('User-agent: foobot # our bot', 'Disallow: /x # secret', '# Disallow: /y'), agent: 'FooBot', url: `${base}/x`, allowed: false, rule: ['disallow', 2], group: 'foobot' },
  { name: 'commented-out rule does not apply', robots: lines('User-agent: foobot # our bot', 'Disallow: /x # secret', '# Disallow: /y'), agent: 'FooBot', url: `${base}/y`, allowed: true, rule: null },
  { name: 'keys are case-insensitive, white space ignored', robots: lines('  USER-AGENT :  foobot', 'DISALLOW :   /x   '), agent: 'FooBot', url: `${base}/x`, allowed: false, rule: ['disallow', 2] },
  { name: 'lines without a colon are ignored', robots: lines('User-agent: foobot', 'Disallow /', 'Disallow: /x'), agent: 'FooBot', url: `${base}/a`, allowed: true, rule: null },
  { name: 'leading UTF-8 BOM (text)', robots: `\uFEFF${lines('User-agent: foobot', 'Disallow: /')}`, agent: 'FooBot', url: `${base}/a`, allowed: false, rule: ['disallow', 2], group: 'foobot' },
  { name: 'leading UTF-8 BOM (bytes)', robots: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines('User-agent: foobot', 'Disallow: /'))]), agent: 'FooBot', url: `${base}/a`, allowed: false, rule: ['disallow', 2], group: 'foobot' },
  { name: 'CR-only line ends', robots: 'User-agent: foobot\rDisallow: /a\rAllow: /a/b\r', agent: 'FooBot', url: `${base}/a/c`, allowed: false, rule: ['disallow', 2] },
  { name: 'CR-only line ends, later line', robots: 'User-agent: foobot\rDisallow: /a\rAllow: /a/b\r', agent: 'FooBot', url: `${base}/a/b`, allowed: true, rule: ['allow', 3] },
  { name: 'CRLF line ends', robots: 'User-agent: foobot\r\nDisallow: /a\r\nAllow: /a/b\r\n', agent: 'FooBot', url: `${base}/a/b`, allowed: true, rule: ['allow', 3] },
  { name: 'mixed line ends count one line each', robots: 'User-agent: foobot\r\nDisallow: /a\rDisallow: /b\nDisallow: /c', agent: 'FooBot', url: `${base}/c`, allowed: false, rule: ['disallow', 4] },

  // 500 KiB limit
  { name: 'rules within 500 KiB apply', robots: pastLimit(lines('User-agent: *', 'Disallow: /early', ''), 'Disallow: /late\n', 10), agent: 'FooBot', url: `${base}/early`, allowed: false, rule: ['disallow', 2] },
  { name: 'rules past 500 KiB are ignored', robots: pastLimit(lines('User-agent: *', 'Disallow: /early', ''), 'Disallow: /late\n', 10), agent: 'FooBot', url: `${base}/late`, allowed: true, rule: null },
  { name: 'a line cut by the limit is ignored', robots: pastLimit(lines('User-agent: *', ''), 'Disallow: /private-area\n', -'Disallow: /priv'.length), agent: 'FooBot', url: `${base}/privx`, allowed: true, rule: null },
  { name: 'a line ending just before the limit applies', robots: lastFullLine, agent: 'FooBot', url: `${base}/ok`, allowed: false, rule: ['disallow', lineOf(lastFullLine, 'Disallow: /ok')] },
  { name: 'the line after it does not', robots: lastFullLine, agent: 'FooBot', url: `${base}/after`, allowed: true, rule: null },
];

describe('robots.txt evaluation (RFC 9309)', () => {
  for (const row of table) {
    it(row.name, () => {
      const decision = evaluateRobots(parseRobots(row.robots), row.agent, row.url);
      expect(decision.allowed, 'allowed').to.equal(row.allowed);
      const got = decision.matchedRule ? [decision.matchedRule.directive, decision.matchedRule.line] : null;
      expect(got, 'matched rule').to.deep.equal(row.rule);
      if (row.group !== undefined) expect(decision.group, 'group').to.equal(row.group);
    });
  }

  it('reports the pattern as written', () => {
    const decision = evaluateRobots(parseRobots(lines('User-agent: *', 'Disallow: /ツ/%7e*')), 'FooBot', `${base}/%E3%83%84/~x`);
    expect(decision).to.deep.equal({
      allowed: false,
      matchedRule: { directive: 'disallow', pattern: '/ツ/%7e*', line: 2 },
      group: '*',
    });
  });

  it('marks a file over 500 KiB as truncated and keeps its sitemaps before the cut', () => {
    const text = pastLimit(lines('Sitemap: https://example.com/a.xml', 'User-agent: *', ''), 'Sitemap: https://example.com/b.xml\n', 0);
    const parsed = parseRobots(text);
    expect(parsed.truncated).to.equal(true);
    expect(parsed.sitemaps).to.deep.equal(['https://example.com/a.xml']);
    expect(parseRobots('User-agent: *').truncated).to.equal(false);
  });

  it('places the cut-line fixture where the table says', () => {
    // Guards the fixture itself: the rule line must straddle the limit.
    const text = pastLimit(lines('User-agent: *', ''), 'Disallow: /private-area\n', -'Disallow: /priv'.length);
    const start = Buffer.byteLength(text) - 'Disallow: /private-area\n'.length;
    expect(start + 'Disallow: /priv'.length).to.equal(MAX_ROBOTS_BYTES);
  });
});

describe('matchesPattern', () => {
  const cases: Array<[pattern: string, path: string, want: boolean]> = [
    ['/', '/', true],
    ['', '/', false],
    ['/a', '/', false],
    ['*', '/anything', true],
    ['/*$', '/x', true],
    ['$', '/', false],
    ['/a*b*c', '/aXbYc', true],
    ['/a*b*c', '/aXcYb', false],
    ['/a*b$', '/a-b-b', true],
    ['/a*b$', '/a-b-c', false],
    ['/a**b', '/ab', true],
    ['/*a*$', '/xay', true],
  ];
  for (const [pattern, path, want] of cases) {
    it(`${JSON.stringify(pattern)} on ${JSON.stringify(path)} → ${want}`, () => {
      expect(matchesPattern(pattern, path)).to.equal(want);
    });
  }
});

describe('normalizePercentEncoding', () => {
  const cases: Array<[given: string, want: string]> = [
    ['/%62%61%7A', '/baz'],
    ['/%7e%2d%2E%5f', '/~-._'],
    ['/a%2fb', '/a%2Fb'],
    ['/a%3Fb', '/a%3Fb'],
    ['/ツ', '/%E3%83%84'],
    ['/😀', '/%F0%9F%98%80'],
    ['/a b|c', '/a%20b%7Cc'],
    ['/100%', '/100%25'],
    ['/%zz', '/%25zz'],
    ['/*.gif$', '/*.gif$'],
    ['/p?q=a:b&c=@', '/p?q=a:b&c=@'],
    ["/a?b=%27c%27", "/a?b='c'"],
  ];
  for (const [given, want] of cases) {
    it(`${given} → ${want}`, () => {
      expect(normalizePercentEncoding(given)).to.equal(want);
    });
  }
});

describe('productToken', () => {
  const cases: Array<[given: string, want: string]> = [
    ['FooBot/2.1', 'foobot'],
    ['FooBot', 'foobot'],
    ['  Foo-Bot_x (compatible)', 'foo-bot_x'],
    ['Mozilla/5.0 (compatible; FooBot/2.1)', 'mozilla'],
    ['/1.0', ''],
  ];
  for (const [given, want] of cases) {
    it(`${JSON.stringify(given)} → ${JSON.stringify(want)}`, () => {
      expect(productToken(given)).to.equal(want);
    });
  }
});
