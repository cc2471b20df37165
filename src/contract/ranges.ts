/**
 * Ranges in valid requests: two parameters (or top-level body properties) named as the ends of
 * one range (`from`/`to`, `minPrice`/`maxPrice`), which JSON Schema cannot order, so a server
 * rightly refuses them reversed. A valid request keeps them in order (docs/contract-testing.md).
 */
import type { RequestDraft } from './request.js';

/** Lower-end words and their upper-end partners, in the spellings names use (case matters: `minimum` is no range). */
const PARTNERS: Array<[string, string]> = [
  ['from', 'to'],
  ['start', 'end'],
  ['min', 'max'],
  ['since', 'until'],
  ['after', 'before'],
].flatMap(([lower, upper]) => [
  [lower, upper],
  [lower[0].toUpperCase() + lower.slice(1), upper[0].toUpperCase() + upper.slice(1)],
  [lower.toUpperCase(), upper.toUpperCase()],
] as Array<[string, string]>);

/** The upper-end names a lower-end name pairs with (`dateFrom` → `dateTo`): the word stands alone, between `_`/`-` or camelCase humps. */
export function upperEndNames(name: string): string[] {
  const names: string[] = [];
  for (const [lower, upper] of PARTNERS) {
    const match = new RegExp(`(^|_|-|[a-z])${lower}(?=$|_|-|[A-Z0-9])`).exec(name);
    if (!match) continue;
    const at = match.index + match[1].length;
    names.push(`${name.slice(0, at)}${upper}${name.slice(at + lower.length)}`);
  }
  return names;
}

/** A comparable number for two range ends, or null when they are not comparable. */
function comparable(a: unknown, b: unknown): [number, number] | null {
  if (typeof a === 'number' && typeof b === 'number') return [a, b];
  if (typeof a === 'string' && typeof b === 'string' && /^\d{4}-\d{2}(-\d{2})?/.test(a) && /^\d{4}-\d{2}(-\d{2})?/.test(b)) {
    const x = Date.parse(a);
    const y = Date.parse(b);
    if (!Number.isNaN(x) && !Number.isNaN(y)) return [x, y];
  }
  return null;
}

type Holder = Record<string, unknown>;

function holders(draft: RequestDraft): Array<{ where: string; values: Holder }> {
  const out: Array<{ where: string; values: Holder }> = [
    { where: 'query', values: draft.query },
    { where: 'header', values: draft.header },
    { where: 'path', values: draft.path },
  ];
  if (draft.body.kind === 'json' && draft.body.value && typeof draft.body.value === 'object' && !Array.isArray(draft.body.value)) {
    out.push({ where: 'body', values: draft.body.value as Holder });
  }
  return out;
}

/** Orders every range of the draft in place, `keep` (the field a case is about) unchanged; returns the fields changed. */
export function orderRanges(draft: RequestDraft, keep?: string): string[] {
  const changed: string[] = [];
  for (const { where, values } of holders(draft)) {
    for (const lowerName of Object.keys(values)) {
      for (const upperName of upperEndNames(lowerName)) {
        if (!(upperName in values)) continue;
        const pair = comparable(values[lowerName], values[upperName]);
        if (!pair || pair[0] <= pair[1]) continue;
        if (keep === `${where}.${lowerName}`) values[upperName] = values[lowerName];
        else if (keep === `${where}.${upperName}`) values[lowerName] = values[upperName];
        else [values[lowerName], values[upperName]] = [values[upperName], values[lowerName]];
        changed.push(`${where}.${lowerName}`, `${where}.${upperName}`);
      }
    }
  }
  return changed;
}
