// RFC 3986 unreserved characters, and `'`: `new URL` writes a query's `'` as %27, and a rule
// written with `'` must still match the octets the site owner wrote.
const DECODED = /^[A-Za-z0-9\-._~']$/;
// May stand unencoded in a URI; every other character is compared in its %XX form.
const URI_CHAR = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]$/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;

/**
 * A URL path or pattern in one canonical form (RFC 9309 section 2.2.2): DECODED %XX decoded,
 * other %XX upper-cased, characters outside URI_CHAR as UTF-8 %XX, a stray `%` as `%25`.
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
    const codePoint = input.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(codePoint);
    for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    i += char.length;
  }
  return out;
}

/** Lower-cased, before the first `/` or white space (RFC 9309 section 2.2.1): `FooBot/2.1 (+…)` is `foobot`. */
export function productToken(userAgent: string): string {
  return userAgent.trim().split(/[/\s]/, 1)[0].toLowerCase();
}
