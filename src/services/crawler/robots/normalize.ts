// RFC 3986 unreserved characters, and `'`: `new URL` writes a query's `'` as %27, and a rule
// written with `'` must still match the octets the site owner wrote.
const DECODED = /^[A-Za-z0-9\-._~']$/;
// A %XX, a stray `%`, or a run of characters that may not stand unencoded in a URI.
const TO_NORMALISE = /%([0-9A-Fa-f]{2})?|[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;

/**
 * A URL path or pattern in one canonical form (RFC 9309 section 2.2.2): DECODED %XX decoded,
 * other %XX upper-cased, characters outside the URI set as UTF-8 %XX, a stray `%` as `%25`.
 */
export function normalizePercentEncoding(input: string): string {
  return input.replace(TO_NORMALISE, (match: string, hex: string | undefined) => {
    if (match[0] !== '%') return Buffer.from(match, 'utf8').toString('hex').toUpperCase().replace(/../g, '%$&');
    if (hex === undefined) return '%25';
    const decoded = String.fromCharCode(parseInt(hex, 16));
    return DECODED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
  });
}

/** Lower-cased, before the first `/` or white space (RFC 9309 section 2.2.1): `FooBot/2.1 (+…)` is `foobot`. */
export function productToken(userAgent: string): string {
  return userAgent.trim().split(/[/\s]/, 1)[0].toLowerCase();
}
