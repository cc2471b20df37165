/**
 * The limits of parser-rule suggestion, apart from its code: the spec's features and the
 * request checks read them at start, and suggest-rules.ts loads cheerio (~0.2 s), which only
 * a suggestion needs.
 */
/** Largest accepted `html`, in UTF-8 bytes (5 MiB). */
export const MAX_HTML_BYTES = 5 * 1024 * 1024;
export const MAX_SAMPLE_VALUES = 20;
/** Longest accepted sample value, in characters. */
export const MAX_SAMPLE_VALUE_CHARS = 500;
/** Most rules returned for one page. */
export const MAX_RULES = 20;
/** Values listed in a rule's `samples` (the first matches, in document order). */
export const RULE_SAMPLE_LIMIT = 5;
/**
 * Longest sample value in an answer, in characters (cut with `…`): a field's element can hold
 * a whole page's text, and 20 rules of 5 such samples made a 96 MB answer of a 4.8 MB page.
 */
export const MAX_SAMPLE_CHARS = 200;
/** Longest CSS or XPath rule returned; a longer one (an element with thousands of classes) is dropped with a warning. */
export const MAX_SELECTOR_CHARS = 2_000;
