// RFC 3986 unreserved characters: a %XX naming one of these means the character itself.
// So does %27: a URL parser (WHATWG, as `new URL` is) writes a query's literal `'` as %27,
// so after parsing the two cannot be told apart, and a rule written with `'` must still match
// the octets the site owner wrote (RFC 9309: identical octets match).
const DECODED = /^[A-Za-z0-9\-._~']$/;
// Characters that may stand unencoded in a URI: unreserved, gen-delims, sub-delims. Every
// other character (space, `"`, `<`, `|`, non-ASCII...) is compared in its %XX form.
const URI_CHAR = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]$/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;

/**
 * Brings a URL path or a robots.txt pattern to one canonical form (RFC 9309 section 2.2.2),
 * so that both sides compare octet for octet: %XX of an unreserved character (or of `'`) is decoded,
 * every other %XX gets upper-case hex, non-ASCII and other characters outside the URI set
 * are encoded as UTF-8 %XX, and a stray `%` becomes `%25`. `*` and `$` are URI characters,
 * so the pattern operators survive untouched.
 */
export function normalizePercentEncoding(input: string): string {
  let out = '';
  for (let i = 0; i < input.length; ) {
    const ch = input[i];
    if (ch === '%') {
      const hex = input.slice(i + 1, i + 3);
      if (HEX2.test(hex)) {
        const decoded = String.fromCharCode(parseInt(hex, 16));
        out += DECODED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
        i += 3;
      } else {
        out += '%25';
        i += 1;
      }
      continue;
    }
    if (URI_CHAR.test(ch)) {
      out += ch;
      i += 1;
      continue;
    }
    // Take a whole code point so that astral characters encode as one UTF-8 sequence.
    const codePoint = input.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(codePoint);
    for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    i += char.length;
  }
  return out;
}

/**
 * The product token of a user-agent, lower-cased for case-insensitive comparison
 * (RFC 9309 section 2.2.1): the part before the first `/` or white space, so
 * `FooBot/2.1 (+https://foo.example)` is `foobot`. Used for the crawler's user-agent and for
 * the value of `user-agent:` lines alike, so `User-agent: FooBot/1.0` also names `foobot`.
 */
export function productToken(userAgent: string): string {
  return userAgent.trim().split(/[/\s]/, 1)[0].toLowerCase();
}
