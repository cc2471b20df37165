// Apart from suggest-rules.ts, whose cheerio only a suggestion needs: read at start.
/** In UTF-8 bytes (5 MiB). */
export const MAX_HTML_BYTES = 5 * 1024 * 1024;
export const MAX_SAMPLE_VALUES = 20;
export const MAX_SAMPLE_VALUE_CHARS = 500;
export const MAX_RULES = 20;
export const RULE_SAMPLE_LIMIT = 5;
/** Characters of a sample in an answer (cut with `…`): a field's element can hold a whole page's text. */
export const MAX_SAMPLE_CHARS = 200;
/** A longer CSS or XPath rule is dropped with a warning. */
export const MAX_SELECTOR_CHARS = 2_000;
