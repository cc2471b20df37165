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

const NOT_TEXT = (at: number) => `is not text: a NUL byte (byte ${at + 1} of the record); records are UTF-8 text`;

function decoded(bytes: Buffer): string | { problem: string } {
  const nul = bytes.indexOf(0);
  if (nul !== -1) return { problem: NOT_TEXT(nul) };
  if (!isUtf8(bytes)) {
    // The first byte that is not UTF-8, by longer and longer prefixes.
    let good = 0;
    while (good < bytes.length && isUtf8(bytes.subarray(0, good + 1))) good++;
    // A prefix may end inside a valid character; step past whole characters.
    for (let end = good + 1; end <= Math.min(bytes.length, good + 4); end++) if (isUtf8(bytes.subarray(0, end))) good = end;
    return { problem: `is not UTF-8 text (byte ${good + 1} of the record, 0x${bytes[good]?.toString(16).padStart(2, '0')}); the file must be UTF-8` };
  }
  return bytes.toString('utf8');
}

/** Splits a byte stream into units: lines, CSV records, array elements. */
interface Splitter {
  /** The next unit from `from` in `buffer` (`start` -1: bytes consumed that are no unit), or null when more bytes are needed. */
  next(buffer: Buffer, from: number): { start: number; end: number; next: number } | null;
  /** At the end of the file: the last unit, if it is one. */
  finish(buffer: Buffer, from: number): { start: number; end: number } | null;
}

async function* units(file: string, splitter: Splitter, onBytes?: (bytes: number) => void): AsyncGenerator<Array<{ line: number; bytes: Buffer }>> {
  let pending: Buffer = Buffer.alloc(0);
  let line = 1;
  let first = true;
  const countLines = (buffer: Buffer, from: number, to: number) => {
    let lines = 0;
    for (let at = buffer.indexOf(NEWLINE, from); at !== -1 && at < to; at = buffer.indexOf(NEWLINE, at + 1)) lines++;
    return lines;
  };
  const take = (buffer: Buffer): Array<{ line: number; bytes: Buffer }> => {
    const out: Array<{ line: number; bytes: Buffer }> = [];
    let from = 0;
    for (;;) {
      const found = splitter.next(buffer, from);
      if (!found) break;
      if (found.start !== -1) {
        line += countLines(buffer, from, found.start);
        out.push({ line, bytes: buffer.subarray(found.start, found.end) });
        from = found.start;
      }
      line += countLines(buffer, from, found.next);
      from = found.next;
    }
    pending = buffer.subarray(from);
    return out;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    onBytes?.(chunk.length);
    let buffer = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    if (first) {
      first = false;
      if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) buffer = buffer.subarray(3);
    }
    const batch = take(buffer);
    if (batch.length > 0) yield batch;
  }
  const last = splitter.finish(pending, 0);
  if (last) {
    line += countLines(pending, 0, last.start);
    yield [{ line, bytes: pending.subarray(last.start, last.end) }];
  }
}

/** A unit per line (without its `\r\n` or `\n`) ending where `endOf` says; blank lines are no unit. */
function lineSplitter(endOf: (buffer: Buffer, from: number) => number): Splitter {
  return {
    next(buffer, from) {
      for (let end = endOf(buffer, from); end !== -1; from = end + 1, end = endOf(buffer, from)) {
        const last = end > from && buffer[end - 1] === 0x0d ? end - 1 : end;
        if (!isBlank(buffer, from, last)) return { start: from, end: last, next: end + 1 };
      }
      return null;
    },
    finish: finishLines,
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

function finishLines(buffer: Buffer, from: number): { start: number; end: number } | null {
  // Blank lines before the last, unended line (next() keeps them until it sees a line end).
  for (let end = buffer.indexOf(NEWLINE, from); end !== -1 && isBlank(buffer, from, end); end = buffer.indexOf(NEWLINE, from)) from = end + 1;
  let end = buffer.length;
  if (end > from && buffer[end - 1] === 0x0d) end--;
  return isBlank(buffer, from, end) ? null : { start: from, end };
}

function isBlank(buffer: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const byte = buffer[i];
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d) return false;
  }
  return true;
}

/**
 * A JSON array: a unit per element, found by depth and string state (the element itself is
 * parsed afterwards). What is not an array ends the file with a problem at its line.
 */
function arrayElements(): Splitter & { problem: string | null } {
  let opened = false;
  let closed = false;
  const state = {
    problem: null as string | null,
    next(buffer: Buffer, from: number): { start: number; end: number; next: number } | null {
      let i = from;
      const skipSpace = () => {
        while (i < buffer.length && isJsonSpace(buffer[i])) i++;
      };
      if (state.problem) return null;
      skipSpace();
      if (closed) {
        if (i < buffer.length) state.problem = 'text follows the JSON array (a .json file holds one array of records)';
        return null;
      }
      if (!opened) {
        if (i >= buffer.length) return null;
        if (buffer[i] !== 0x5b /* [ */) {
          state.problem = buffer.indexOf(0, i) === -1 ? 'a .json file must hold one JSON array of records (use .ndjson for one record per line)' : 'is not text (it holds NUL bytes): a .json file holds one JSON array of records, as UTF-8 text';
          closed = true;
          return null;
        }
        opened = true;
        return { start: -1, end: -1, next: i + 1 };
      }
      if (i >= buffer.length) return null;
      if (buffer[i] === 0x5d /* ] */) {
        closed = true;
        return { start: -1, end: -1, next: i + 1 };
      }
      if (buffer[i] === 0x2c /* , */) {
        i++;
        skipSpace();
        if (i >= buffer.length) return null;
      }
      const start = i;
      let depth = 0;
      let inString = false;
      for (; i < buffer.length; i++) {
        const byte = buffer[i];
        if (inString) {
          if (byte === 0x5c /* \ */) i++;
          else if (byte === QUOTE) inString = false;
          continue;
        }
        if (byte === QUOTE) inString = true;
        else if (byte === 0x7b || byte === 0x5b) depth++;
        else if (byte === 0x7d || byte === 0x5d) {
          if (depth === 0) return { start, end: trimEnd(buffer, start, i), next: i };
          depth--;
        } else if (byte === 0x2c && depth === 0) return { start, end: trimEnd(buffer, start, i), next: i };
      }
      return null;
    },
    finish(buffer: Buffer, from: number) {
      if (state.problem) return null;
      const blank = trimEnd(buffer, from, buffer.length) === from;
      if (!opened && blank) return null;
      if (!closed) state.problem = 'the JSON array is not closed (the file ends inside it)';
      else if (!blank) state.problem = 'text follows the JSON array (a .json file holds one array of records)';
      return null;
    },
  };
  return state;
}

const isJsonSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

function trimEnd(buffer: Buffer, start: number, end: number): number {
  while (end > start && isJsonSpace(buffer[end - 1])) end--;
  return end;
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
