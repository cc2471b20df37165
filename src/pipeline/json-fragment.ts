/**
 * JSON text made elsewhere (list items the store wrote as JSON: src/store/json-items.ts),
 * placed into an answer as is. `stringifyWithFragments` gives what JSON.stringify gives for
 * plain data, with each fragment's text in its place; it runs only for replies that carry
 * fragments, so every other answer keeps JSON.stringify.
 */
export class JsonFragment {
  constructor(readonly text: string) {}
}

export function stringifyWithFragments(value: unknown): string {
  if (value instanceof JsonFragment) return value.text;
  if (Array.isArray(value)) {
    return `[${value.map((element) => (element === undefined || typeof element === 'function' || typeof element === 'symbol' ? 'null' : stringifyWithFragments(element))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    const members: string[] = [];
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
      members.push(`${JSON.stringify(key)}:${stringifyWithFragments(member)}`);
    }
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}
