/**
 * Record files, read as a stream, each record with the line it starts on, as a value or as
 * the reason it is none: NDJSON (`.ndjson`, `.jsonl`, blank lines skipped), JSON (`.json`, one
 * array) and CSV (`.csv`, RFC 4180 with a header). An empty file holds no records. Bytes that
 * are not UTF-8, and NUL bytes, are a problem of their record, never replaced by U+FFFD; a
 * leading BOM is skipped; a problem of the whole file (`ofFile`) ends it.
 * Not stream-json: it ends at a malformed element, reads bytes that are not UTF-8 as U+FFFD and
 * tells no element's line. Not csv-parse: after text that follows a closing quote it stays inside
 * quotes and drops the records after (skip_records_with_error) or takes the text as a value
 * (relax_quotes), and it reads slower than this splitter with csvFields.
 */
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import path from 'node:path';

export const RECORD_FORMATS = ['ndjson', 'json', 'csv'] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];

export function formatOfFile(file: string): RecordFormat | null {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.ndjson' || extension === '.jsonl') return 'ndjson';
  if (extension === '.json') return 'json';
  if (extension === '.csv') return 'csv';
  return null;
}

/** `line`: the record's first, from 1. */
export type FileRecord = { line: number; value: unknown; problem?: undefined } | { line: number; value?: undefined; problem: string; ofFile?: true };

export type CsvRecord =
  | { line: number; cells: Record<string, string>; problem?: undefined }
  | { line: number; cells?: undefined; problem: string; ofFile?: true };

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/** What stands in a problem for a value: cut at 60 characters. */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value.length > 60 ? value.slice(0, 60) : value) : JSON.stringify(value) ?? String(value);
  } catch {
    // JSON.stringify recurses: a value nested thousands of levels deep exhausts the stack.
    text = Array.isArray(value) ? '[…]' : '{…}';
  }
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function decoded(bytes: Buffer): string | { problem: string } {
  const nul = bytes.indexOf(0);
  if (nul !== -1) return { problem: `is not text: a NUL byte (byte ${nul + 1} of the record); records are UTF-8 text` };
  if (isUtf8(bytes)) return bytes.toString('utf8');
  // The first byte not UTF-8: where the text decoded with U+FFFD differs, from its character's start.
  const lossy = Buffer.from(bytes.toString('utf8'));
  let at = 0;
  while (lossy[at] === bytes[at]) at++;
  while ((lossy[at] & 0xc0) === 0x80) at--;
  return { problem: `is not UTF-8 text (byte ${at + 1} of the record, 0x${bytes[at].toString(16).padStart(2, '0')}); the file must be UTF-8` };
}

/** The next unit from `from` (`start` -1: bytes that are no unit), or null: more bytes needed, or none left when `ended`. */
type Splitter = (buffer: Buffer, from: number, ended: boolean) => { start: number; end: number; next: number } | null;

function newlines(buffer: Buffer, from: number, to: number): number {
  let count = 0;
  for (let at = buffer.indexOf(NEWLINE, from); at !== -1 && at < to; at = buffer.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

async function* units(file: string, splitter: Splitter, onBytes?: (bytes: number) => void): AsyncGenerator<Array<{ line: number; bytes: Buffer }>> {
  let pending: Buffer = Buffer.alloc(0);
  let line = 1;
  const take = (buffer: Buffer, ended: boolean): Array<{ line: number; bytes: Buffer }> => {
    const out: Array<{ line: number; bytes: Buffer }> = [];
    let from = 0;
    let counted = 0;
    for (let found = splitter(buffer, from, ended); found; found = splitter(buffer, from, ended)) {
      if (found.start !== -1) {
        line += newlines(buffer, counted, found.start);
        counted = found.start;
        out.push({ line, bytes: buffer.subarray(found.start, found.end) });
      }
      from = found.next;
    }
    line += newlines(buffer, counted, from);
    pending = buffer.subarray(from);
    return out;
  };
  let first = true;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    onBytes?.(chunk.length);
    let buffer = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    if (first) {
      first = false;
      if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) buffer = buffer.subarray(3);
    }
    const batch = take(buffer, false);
    if (batch.length > 0) yield batch;
  }
  const last = take(pending, true);
  if (last.length > 0) yield last;
}

/** A unit per line (without its `\r\n` or `\n`) ending where `endOf` says or at the file's end; blank lines are none. */
function lineSplitter(endOf: (buffer: Buffer, from: number) => number): Splitter {
  return (buffer, from, ended) => {
    for (; from < buffer.length; from++) {
      let end = endOf(buffer, from);
      if (end === -1 && !ended) return null;
      if (end === -1) end = buffer.length;
      const last = end > from && buffer[end - 1] === 0x0d ? end - 1 : end;
      if (!isBlank(buffer, from, last)) return { start: from, end: last, next: end + 1 };
      from = end;
    }
    return null;
  };
}

const lines = lineSplitter((buffer, from) => buffer.indexOf(NEWLINE, from));

/** CSV: up to a line break outside double quotes. */
const csvRecords = lineSplitter((buffer, from) => {
  let quoted = false;
  for (let i = from; i < buffer.length; i++) {
    if (buffer[i] === QUOTE) quoted = !quoted;
    else if (buffer[i] === NEWLINE && !quoted) return i;
  }
  return -1;
});

function isBlank(buffer: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const byte = buffer[i];
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d) return false;
  }
  return true;
}

const isJsonSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

function skipSpace(buffer: Buffer, from: number): number {
  while (from < buffer.length && isJsonSpace(buffer[from])) from++;
  return from;
}

function trimEnd(buffer: Buffer, start: number, end: number): number {
  while (end > start && isJsonSpace(buffer[end - 1])) end--;
  return end;
}

/** Where the JSON value from `start` ends (a comma or closing bracket at depth 0); -1: not in this buffer. */
function valueEnd(buffer: Buffer, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < buffer.length; i++) {
    const byte = buffer[i];
    if (inString) {
      if (byte === 0x5c /* \ */) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === 0x7b || byte === 0x5b) depth++;
    else if (byte === 0x7d || byte === 0x5d) {
      // A `}` at depth 0 is part of a malformed element: ending the element there would read it again and again.
      if (depth > 0) depth--;
      else if (byte === 0x5d) return i;
    } else if (byte === 0x2c && depth === 0) return i;
  }
  return -1;
}

/** A JSON array: a unit per element. What is not one array ends the file with a problem at its line. */
function arrayElements(): Splitter & { problem: string | null } {
  let opened = false;
  let closed = false;
  const unit = (buffer: Buffer, i: number) => {
    if (closed) {
      split.problem = 'text follows the JSON array (a .json file holds one array of records)';
      return null;
    }
    if (!opened) {
      opened = buffer[i] === 0x5b; /* [ */
      if (!opened) split.problem = buffer.indexOf(0, i) === -1 ? 'a .json file must hold one JSON array of records (use .ndjson for one record per line)' : 'is not text (it holds NUL bytes): a .json file holds one JSON array of records, as UTF-8 text';
      return opened ? { start: -1, end: -1, next: i + 1 } : null;
    }
    if (buffer[i] === 0x5d /* ] */) {
      closed = true;
      return { start: -1, end: -1, next: i + 1 };
    }
    if (buffer[i] === 0x2c /* , */) i = skipSpace(buffer, i + 1);
    const end = i < buffer.length ? valueEnd(buffer, i) : -1;
    return end === -1 ? null : { start: i, end: trimEnd(buffer, i, end), next: end };
  };
  const split = (buffer: Buffer, from: number, ended: boolean) => {
    const i = skipSpace(buffer, from);
    const found = split.problem || i === buffer.length ? null : unit(buffer, i);
    if (found || !ended || !opened || closed) return found;
    split.problem ??= 'the JSON array is not closed (the file ends inside it)';
    return null;
  };
  split.problem = null as string | null;
  return split;
}

const parsed = (line: number, bytes: Buffer): FileRecord => {
  const text = decoded(bytes);
  if (typeof text !== 'string') return { line, problem: text.problem };
  try {
    return { line, value: JSON.parse(text) };
  } catch (error) {
    return { line, problem: `is not JSON (${(error as Error).message})` };
  }
};

/** In batches, as the file is read. */
export async function* readJsonRecords(file: string, format: 'ndjson' | 'json', onBytes?: (bytes: number) => void): AsyncGenerator<FileRecord[]> {
  const splitter: Splitter & { problem?: string | null } = format === 'ndjson' ? lines : arrayElements();
  let lastLine = 1;
  for await (const batch of units(file, splitter, onBytes)) {
    lastLine = batch.at(-1)!.line;
    yield batch.map(({ line, bytes }) => parsed(line, bytes));
  }
  if (splitter.problem) yield [{ line: lastLine, problem: splitter.problem, ofFile: true }];
}

export function csvFields(text: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (text[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close === -1) return null;
        value += text.slice(i, close);
        if (text[close + 1] === '"') {
          value += '"';
          i = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      fields.push(value);
      if (i === text.length) return fields;
      if (text[i] !== ',') return null;
      i++;
    } else {
      const comma = text.indexOf(',', i);
      const end = comma === -1 ? text.length : comma;
      const value = text.slice(i, end);
      if (value.includes('"')) return null;
      fields.push(value);
      if (comma === -1) return fields;
      i = comma + 1;
    }
  }
}

/** The records of a CSV file (its first record is the header), in batches. */
export async function* readCsvRecords(file: string, onBytes?: (bytes: number) => void): AsyncGenerator<CsvRecord[]> {
  let header: string[] | null = null;
  for await (const batch of units(file, csvRecords, onBytes)) {
    const out: CsvRecord[] = [];
    for (const { line, bytes } of batch) {
      const text = decoded(bytes);
      const fields = typeof text === 'string' ? csvFields(text) : null;
      if (!fields) {
        const problem = typeof text === 'string' ? 'is not a CSV record (a double quote inside an unquoted field, or text after a closing quote)' : text.problem;
        if (!header) {
          yield [{ line, problem: `the header ${problem}`, ofFile: true }];
          return;
        }
        out.push({ line, problem });
        continue;
      }
      if (!header) {
        header = fields.map((name) => name.trim());
        const repeated = header.find((name, index) => header!.indexOf(name) !== index);
        if (repeated !== undefined) {
          yield [{ line, problem: `the header names the column "${repeated}" twice`, ofFile: true }];
          return;
        }
        continue;
      }
      if (fields.length !== header.length) {
        out.push({ line, problem: `has ${fields.length} fields, the header ${header.length}` });
        continue;
      }
      const cells: Record<string, string> = {};
      for (let i = 0; i < header.length; i++) cells[header[i]] = fields[i];
      out.push({ line, cells });
    }
    if (out.length > 0) yield out;
  }
}
