/**
 * Response validation of store-written list pages without parsing them back
 * (src/pipeline/fragment-check.ts). It may only ever say "conforms" where ajv, given the
 * parsed answer, says so too: every list's real pages, then thousands of mutations of them
 * (values of other types and formats, escapes, whitespace, keys missing, added or reordered,
 * characters replaced at random), each judged both ways.
 */
import { expect } from 'chai';
import { createHrmArea } from '../../src/areas/hrm.js';
import { marketingArea } from '../../src/areas/marketing.js';
import { compileOperations, type CompiledOperation } from '../../src/pipeline/compile-operation.js';
import ajvFormats from 'ajv-formats/dist/formats.js';
import { CALENDAR_DATE_SOURCE, EMAIL_SOURCE, inlinablePattern, isCalendarDate } from '../../src/pipeline/fragment-check.js';
import { JsonFragment } from '../../src/pipeline/json-fragment.js';
import { listOperations, readSpec } from '../../src/pipeline/openapi-document.js';
import type { Store } from '../../src/store/database.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore, testEngines } from '../support/store.js';
import { createKey } from '../areas/hrm-fixtures.js';
import { BASE, LISTS } from '../areas/marketing-support.js';

interface ListPage {
  operationId: string;
  /** The answer as sent. */
  text: string;
  /** Where the items array the store wrote sits in `text`. */
  itemsStart: number;
  itemsEnd: number;
}

/** The end of the JSON array that starts at `start` (strings and escapes skipped). */
function arrayEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('unterminated array');
}

function pageOf(operationId: string, text: string): ListPage {
  const itemsStart = text.indexOf('"items":') + '"items":'.length;
  return { operationId, text, itemsStart, itemsEnd: arrayEnd(text, itemsStart) };
}

/** The two verdicts on an answer whose items are `items` (JSON text): the fragment check's and ajv's on the parsed answer. */
function verdicts(operation: CompiledOperation, page: ListPage, items: string): { fast: true | undefined; ajv: boolean } {
  const text = page.text.slice(0, page.itemsStart) + items + page.text.slice(page.itemsEnd);
  let parsed: { data: Record<string, unknown> };
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON at all: ajv never sees it, and nothing may call it conforming.
    const envelope = JSON.parse(page.text) as { data: Record<string, unknown> };
    return { fast: operation.conformsWithFragments(200, 'application/json', { ...envelope, data: { ...envelope.data, items: new JsonFragment(items) } }), ajv: false };
  }
  const fragmented = { ...parsed, data: { ...parsed.data, items: new JsonFragment(items) } };
  return { fast: operation.conformsWithFragments(200, 'application/json', fragmented), ajv: operation.checkResponse(200, 'application/json', parsed) === null };
}

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values a field may be given instead of its own: other types, broken formats and patterns, escapes. */
const REPLACEMENTS = ['null', '0', '-1', '1.5', '1e400', 'true', '"', '""', '"x"', '"not-an-email"', '"2024-02-30"', '"2024-13-01"', '"emp-12345"', '"abc"', '"a\\"b"', '"\\u0041"', '"caf\u00e9"', '" "', '{}', '[]', '{"a":1}', '"USD "', '"usd"', '"2026-04-18T00:00:00Z"', '12345678901234567890'];

/** After the JSON string that starts at `i`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (; text[i] !== '"'; i++) if (text[i] === '\\') i++;
  return i + 1;
}

/** Every `"key":value` member of the first item, as [start of key, start of value, end of value]. */
function membersOf(items: string): Array<[number, number, number]> {
  const members: Array<[number, number, number]> = [];
  let i = items.indexOf('{') + 1;
  for (;;) {
    while (/\s/.test(items[i])) i++;
    if (items[i] === '}') return members;
    const keyStart = i;
    i = stringEnd(items, i);
    while (/[\s:]/.test(items[i])) i++;
    const valueStart = i;
    if (items[i] === '"') i = stringEnd(items, i);
    else if (items[i] === '{' || items[i] === '[') i = arrayEnd(items, i);
    else while (!/[,}\]\s]/.test(items[i])) i++;
    members.push([keyStart, valueStart, i]);
    while (/\s/.test(items[i])) i++;
    if (items[i] === ',') i++;
  }
}

/** Every `pattern` of a schema anywhere in the document. */
function patternsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const member of value) patternsIn(member, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (key === 'pattern' && typeof member === 'string') found.add(member);
      else patternsIn(member, found);
    }
  }
  return found;
}

/** A piece of a simple pattern body: a character out of a set, or a group of branches, min to max times. */
interface Piece {
  atom: { chars: string[] } | { branches: Piece[][] };
  min: number;
  max: number;
}

/** The branches of a simple pattern body from `at` to its end or the `)` closing them, and where they stop. */
function parseBranches(body: string, start: number): [Piece[][], number] {
  const branches: Piece[][] = [[]];
  let at = start;
  while (at < body.length && body[at] !== ')') {
    if (body[at] === '|') {
      branches.push([]);
      at++;
      continue;
    }
    let atom: Piece['atom'];
    if (body[at] === '(') {
      const [inner, end] = parseBranches(body, at + 1);
      atom = { branches: inner };
      at = end + 1;
    } else if (body[at] === '[') {
      const close = body.indexOf(']', at);
      const chars: string[] = [];
      for (let i = at + 1; i < close; i++) {
        if (body[i + 1] === '-' && i + 2 < close) {
          for (let c = body.charCodeAt(i); c <= body.charCodeAt(i + 2); c++) chars.push(String.fromCharCode(c));
          i += 2;
        } else chars.push(body[i]);
      }
      atom = { chars };
      at = close + 1;
    } else if (body[at] === '\\') {
      atom = { chars: [body[at + 1]] };
      at += 2;
    } else atom = { chars: [body[at++]] };
    let [min, max] = [1, 1];
    const counted = /^\{([0-9]+)(,([0-9]*))?\}/.exec(body.slice(at));
    if (counted) {
      min = Number(counted[1]);
      max = counted[2] === undefined ? min : counted[3] === '' ? min + 3 : Number(counted[3]);
      at += counted[0].length;
    } else if (body[at] === '+' || body[at] === '*' || body[at] === '?') {
      [min, max] = body[at] === '+' ? [1, 4] : body[at] === '*' ? [0, 4] : [0, 1];
      at++;
    }
    branches[branches.length - 1].push({ atom, min, max });
  }
  return [branches, at];
}

/** A string the branches match, drawn at random. */
function draw(branches: Piece[][], next: () => number): string {
  let out = '';
  for (const { atom, min, max } of branches[Math.floor(next() * branches.length)]) {
    for (let times = min + Math.floor(next() * (max - min + 1)); times > 0; times--) {
      out += 'chars' in atom ? atom.chars[Math.floor(next() * atom.chars.length)] : draw(atom.branches, next);
    }
  }
  return out;
}

/** `text` with `edits` characters replaced, inserted or deleted at random places (new ones from `alphabet`). */
function edited(text: string, edits: number, alphabet: string[], next: () => number): string {
  let out = text;
  for (let left = edits; left > 0; left--) {
    const where = Math.floor(next() * (out.length + 1));
    const kind = next();
    const char = alphabet[Math.floor(next() * alphabet.length)];
    out =
      kind < 0.4
        ? out.slice(0, where) + char + out.slice(where + 1)
        : kind < 0.7
          ? out.slice(0, where) + char + out.slice(where)
          : out.slice(0, where) + out.slice(where + 1);
  }
  return out;
}

describe('the fragment check\'s inlined patterns', () => {
  it('match, between a value\'s quotes, exactly what ajv\'s pattern (u flag) matches: every simple pattern of the specs, sampled and mutated', () => {
    const next = random(7);
    const inlined = new Map<string, string>();
    for (const name of ['hrm', 'marketing', 'crawler', 'knowledge', 'member-api']) {
      for (const pattern of patternsIn(readSpec(`spec/${name}.yaml`))) {
        const body = inlinablePattern(pattern);
        if (body !== null) inlined.set(pattern, body);
      }
    }
    expect(inlined.size, 'the list ids and codes of the specs are inlined').to.be.greaterThan(5);
    const alphabet = ['0', '9', 'a', 'f', 'g', 'z', 'A', 'Z', '_', '-', '.', ':', ' ', '"', '\\', '\u00e9', '\n'];
    let matched = 0;
    for (const [pattern, body] of inlined) {
      const ajvPattern = new RegExp(pattern, 'u');
      // As the item's expression holds it: between quotes, non-capturing, no `u`.
      const itemPattern = new RegExp(`^"(?:${body})"$`);
      for (let i = 0; i < 400; i++) {
        let candidate = draw(parseBranches(pattern.slice(1, -1), 0)[0], next);
        expect(ajvPattern.test(candidate), `${pattern} sample ${JSON.stringify(candidate)}`).to.equal(true);
        candidate = edited(candidate, Math.floor(next() * 3), alphabet, next);
        const ajvSays = ajvPattern.test(candidate);
        if (ajvSays) matched++;
        expect(itemPattern.test(JSON.stringify(candidate)), `${pattern} on ${JSON.stringify(candidate)}`).to.equal(ajvSays);
      }
    }
    expect(matched, 'mutations that still match are compared too').to.be.greaterThan(100);
  });

  it('are only those simple enough to read the same without `u` and to need no escape', () => {
    for (const pattern of ['^a|b$', '^(?:a)$', '^\\d+$', '^a.b$', '^[^a]$', '^a$b', '^(a$', '^\\\\.$', '^[a-]$', 'a$', '^a']) expect(inlinablePattern(pattern), pattern).to.equal(null);
    expect(inlinablePattern('^[0-9]{4}-(0[1-9]|1[0-2])$')).to.equal('[0-9]{4}-(?:0[1-9]|1[0-2])');
  });
});

describe('the fragment check\'s email format', () => {
  it('matches, between a value\'s quotes and without the `i` flag, exactly what ajv-formats\' email matches: emails mutated at random', () => {
    const ajvEmail = (ajvFormats as unknown as { fullFormats: { email: RegExp } }).fullFormats.email;
    expect(EMAIL_SOURCE, 'ajv-formats\' email is inlined').to.not.equal(null);
    const inItem = new RegExp(`^"${EMAIL_SOURCE}"$`);
    const next = random(11);
    const alphabet = ['a', 'Z', 'q', '0', '.', '-', '_', '@', '+', "'", '`', '{', '|', '~', '"', '\\', ' ', '\u00e9', '\u212a', '\u017f', 'K', 's', '\n', '..', '@@'];
    const seeds = ['ana.garcia@acme.example', 'O\'Brien+hr@Mail.ACME.example', 'x@y', 'a-b_c@sub-domain.example.com', 'first.last@a.b.c.d'];
    let valid = 0;
    for (let i = 0; i < 20_000; i++) {
      const candidate = edited(seeds[i % seeds.length], Math.floor(next() * 4), alphabet, next);
      const ajvSays = ajvEmail.test(candidate);
      if (ajvSays) valid++;
      expect(inItem.test(JSON.stringify(candidate)), JSON.stringify(candidate)).to.equal(ajvSays);
    }
    expect(valid, 'valid and invalid emails both compared').to.be.within(2_000, 18_000);
  });
});

describe('the fragment check\'s date format', () => {
  it('agrees with ajv-formats\' date on every day of leap and common years, every month and day number, and malformed dates (as a function and as an expression)', () => {
    const ajvDate = (ajvFormats as unknown as { fullFormats: { date: { validate: (value: string) => boolean } } }).fullFormats.date.validate;
    const two = (n: number) => String(n).padStart(2, '0');
    const candidates: string[] = [];
    for (const year of [0, 1, 4, 100, 400, 1600, 1700, 1900, 1999, 2000, 2023, 2024, 2025, 2100, 2400, 9996, 9999]) {
      for (let month = 0; month <= 19; month++) for (let day = 0; day <= 39; day++) candidates.push(`${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`);
    }
    candidates.push('', '2024-1-01', '2024-01-1', '24-01-01', '2024/01/01', '2024-01-01 ', ' 2024-01-01', '2024-01-01\n', '2024-01-0a', '２０２４-01-01', '2024-١٢-01', '2024-01-01T00:00:00Z', '+2024-01-01', '2024--1-01', '2024-0:-01');
    let valid = 0;
    // As an item's expression holds it: between the quotes of the value's JSON text.
    const inItem = new RegExp(`^"${CALENDAR_DATE_SOURCE}"$`);
    for (const candidate of candidates) {
      expect(isCalendarDate(candidate), JSON.stringify(candidate)).to.equal(ajvDate(candidate));
      expect(inItem.test(JSON.stringify(candidate)), `expression on ${JSON.stringify(candidate)}`).to.equal(ajvDate(candidate));
      if (ajvDate(candidate)) valid++;
    }
    // The leap years among them: 0, 4, 400, 1600, 2000, 2024, 2400 and 9996; 100, 1700, 1900 and 2100 are not.
    expect(valid).to.equal(17 * 365 + 8);
  });
});

for (const engine of testEngines) {
  describe(`response validation of store-written pages without parsing them, on ${engine}`, function () {
    this.timeout(60_000);
    let store: Store;
    const areas: Array<TestArea<unknown>> = [];
    const pages: ListPage[] = [];
    const operations = new Map<string, CompiledOperation>();

    before(async () => {
      store = await openTestStore(engine);
      const hrm = await buildTestArea(createHrmArea(), { store, env: { MEMBER_ISSUER: 'https://members.example.test', MEMBER_AUDIENCE: 'hrm-tests' } });
      const marketing = await buildTestArea(marketingArea, { store });
      areas.push(hrm as TestArea<unknown>, marketing as TestArea<unknown>);
      const hrmKey = (await createKey(store, 'hrm', { scopes: ['employee.read', 'attendance.read', 'leave.read', 'payroll.read', 'document.read'] })).key;
      for (const [operationId, path] of [['listEmployees', '/api/v1/employees'], ['listAttendance', '/api/v1/attendance'], ['listLeave', '/api/v1/leave'], ['listPayrollRuns', '/api/v1/payroll-runs'], ['listDocuments', '/api/v1/documents']]) {
        const response = await hrm.checked(hrm.http.get(`${path}?pageSize=20`).set('x-api-key', hrmKey));
        expect(response.status, path).to.equal(200);
        pages.push(pageOf(operationId, response.text));
      }
      const marketingKey = (await createKey(store, 'marketing', { tenantId: 'acme' })).key;
      for (const list of LISTS) {
        const response = await marketing.checked(marketing.http.get(`${BASE}${list.path}?page_size=20`).set('x-api-key', marketingKey));
        expect(response.status, list.path).to.equal(200);
        pages.push(pageOf(list.operationId, response.text));
      }
      for (const name of ['hrm', 'marketing']) {
        const document = readSpec(`spec/${name}.yaml`);
        for (const operation of compileOperations(document, listOperations(document), `${name}-fragment-test`)) operations.set(operation.operationId, operation);
      }
    });
    after(async () => {
      for (const area of areas) await area.close();
      await store.close();
    });

    it('settles every list page the store writes without parsing it (the point: warn costs less)', () => {
      expect(pages).to.have.length(12);
      for (const page of pages) {
        const items = page.text.slice(page.itemsStart, page.itemsEnd);
        expect(JSON.parse(items), page.operationId).to.have.length.above(0);
        expect(verdicts(operations.get(page.operationId)!, page, items), page.operationId).to.deep.equal({ fast: true, ajv: true });
        expect(verdicts(operations.get(page.operationId)!, page, '[]'), `${page.operationId} empty`).to.deep.equal({ fast: true, ajv: true });
      }
    });

    it('never calls an answer conforming that ajv refuses: every field of every list given other values', () => {
      let refusedByAjv = 0;
      for (const page of pages) {
        const operation = operations.get(page.operationId)!;
        const items = page.text.slice(page.itemsStart, page.itemsEnd);
        for (const [keyStart, valueStart, valueEnd] of membersOf(items)) {
          const variants = [
            ...REPLACEMENTS.map((value) => items.slice(0, valueStart) + value + items.slice(valueEnd)),
            // the member gone, doubled, renamed
            items.slice(0, keyStart) + items.slice(valueEnd).replace(/^\s*,/, ''),
            items.slice(0, valueEnd) + ',' + items.slice(keyStart, valueEnd) + items.slice(valueEnd),
            items.slice(0, keyStart) + '"zz' + items.slice(keyStart + 1),
            // whitespace and escapes where the store writes none
            items.slice(0, valueStart) + ' \n' + items.slice(valueStart),
            items.slice(0, valueStart + 1) + '\\' + items.slice(valueStart + 1),
          ];
          for (const variant of variants) {
            const { fast, ajv } = verdicts(operation, page, variant);
            if (!ajv) refusedByAjv++;
            if (fast) expect(ajv, `${page.operationId}: ${variant.slice(0, 300)}`).to.equal(true);
          }
        }
      }
      // The mutations must reach ajv's refusals, or this test proves nothing.
      expect(refusedByAjv).to.be.above(500);
    });

    it('never calls an answer conforming that ajv refuses: characters replaced at random', () => {
      const next = random(20261125);
      const alphabet = ['"', '\\', ',', ':', '{', '}', '[', ']', ' ', '0', '9', '-', '.', 'e', 'n', 'a', 'Z', '\u0001', '\u00e9', '@'];
      let refusedByAjv = 0;
      let settled = 0;
      for (let round = 0; round < 3000; round++) {
        const page = pages[round % pages.length];
        const items = page.text.slice(page.itemsStart, page.itemsEnd);
        let variant = items;
        for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
          const at = Math.floor(next() * variant.length);
          const change = next();
          const char = alphabet[Math.floor(next() * alphabet.length)];
          variant =
            change < 0.5
              ? variant.slice(0, at) + char + variant.slice(at + 1)
              : change < 0.8
                ? variant.slice(0, at) + char + variant.slice(at)
                : variant.slice(0, at) + variant.slice(at + 1);
        }
        const { fast, ajv } = verdicts(operations.get(page.operationId)!, page, variant);
        if (!ajv) refusedByAjv++;
        if (fast) settled++;
        if (fast) expect(ajv, `${page.operationId}: ${variant}`).to.equal(true);
      }
      expect(refusedByAjv).to.be.above(1000);
      expect(settled).to.be.above(100);
    });
  });
}
