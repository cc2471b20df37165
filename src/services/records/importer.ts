/**
 * Loading an organisation's records into the lists the services read (docs/product-decisions.md
 * "Putting data in"). A record is the list's item as the list operation answers it, mapped to
 * its row by the list's declaration and written in large batches, streamed, the whole import in
 * one transaction. Every record is checked first (schema, declared fields, owner, ids,
 * references, and whatever the store refuses), each problem reported with file, line and
 * field; any problem writes nothing unless `skipInvalid`. A known id is updated (an upsert).
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import { PG_COLUMN_TYPE as PG_TYPE, type PgColumnType } from '../../store/bulk-writer.js';
import type { Engine } from '../../store/engine.js';
import { childRows, itemRows, type FieldProblem } from '../../store/item-rows.js';
import type { ItemField } from '../../store/json-items.js';
import { OWNERS, referencedList, type DataArea, type ListDeclaration } from '../../store/lists.js';
import type { Database } from '../../store/schema.js';
import { itemSchemaOf } from './item-schemas.js';
import { importKeys } from './key-records.js';
import { ensureOwner, type Owner } from './owners.js';
import { readCsvRecords, readJsonRecords, shown, type RecordFormat } from './record-files.js';

export interface ImportFile {
  list: ListDeclaration;
  owner: string;
  file: string;
  format: RecordFormat;
}

export interface ImportOptions {
  /** Write the valid records and report the others (default: any problem writes nothing). */
  skipInvalid?: boolean;
  dryRun?: boolean;
  /** Create owners the store does not hold (named after `owners`). */
  create?: boolean;
  owners?: Array<{ area: DataArea; id: string; name?: string; currency?: string }>;
  /** Problems kept for the report (all are counted). */
  maxReported?: number;
  /** An export's API keys, loaded for the import's tenants and companies. */
  keysFile?: string;
  onProgress?: (progress: { bytes: number; checked: number }) => void;
}

/** `record`: the place in a JSON array file (from 1), whose records often share one line. */
type Place = { line: number; record?: number };

export interface ImportProblem extends FieldProblem, Place {
  file: string;
}

export interface FileResult {
  file: string;
  area: DataArea;
  list: string;
  owner: string;
  records: number;
  /** Counted before a roll-back when the import failed. */
  written: number;
  invalid: number;
}

export interface ImportResult {
  files: FileResult[];
  created: Owner[];
  problems: ImportProblem[];
  problemCount: number;
  /** A key the store holds is left as it is. */
  keys?: { records: number; written: number };
  committed: boolean;
}

/** `file:line: [record N: ]field: message (value: …)` */
export function describeProblem(problem: ImportProblem): string {
  const value = problem.value === undefined ? '' : ` (value: ${shown(problem.value)})`;
  return `${problem.file}:${problem.line}: ${problem.record === undefined ? '' : `record ${problem.record}: `}${problem.field}: ${problem.message}${value}`;
}

class RollBack extends Error {}

const typesOf = (fields: readonly ItemField[]) => fields.filter(([, , kind]) => kind !== 'ratio').map(([, , kind]) => PG_TYPE[kind]);

interface Pending {
  at: Place;
  id: string;
  item: Record<string, unknown>;
  row: unknown[];
  children: unknown[][][];
}

/** The store's refusal of a row, for an operator: which field, and why. */
export function storeProblem(error: unknown, list: ListDeclaration, owner: string): FieldProblem {
  const fieldOf = new Map<string, string>();
  for (const [field, column] of list.fields) if (typeof column === 'string') fieldOf.set(column, field);
  fieldOf.set(list.ownerColumn, list.ownerField ?? list.ownerColumn);
  for (const child of list.children) fieldOf.set(child.value?.[0] ?? '', child.field);
  const fields = (columns: string[]) =>
    columns.map((column) => fieldOf.get(column) ?? column).filter((field) => field !== list.ownerField && field !== list.ownerColumn);
  const noun = OWNERS[list.area].noun;
  const { code, message, detail, constraint, column } = error as { code?: string; message?: string; detail?: string; constraint?: string; column?: string };
  const text = message ?? String(error);
  // SQLite: "UNIQUE constraint failed: t.a, t.b"; PostgreSQL 23505: "Key (a, b)=(…) already exists."
  const unique = /UNIQUE constraint failed: (.*)$/.exec(text)?.[1]?.split(', ').map((name) => name.split('.').pop()!) ?? (code === '23505' ? /^Key \(([^)]*)\)/.exec(detail ?? '')?.[1]?.split(', ') : undefined);
  if (unique) {
    const named = fields(unique);
    const scope = unique.includes(list.ownerColumn) ? `of ${noun} ${owner}` : 'in the store (of any owner)';
    return { field: named.join(', ') || 'id', message: `another record ${scope} already has ${named.length > 1 ? 'these values' : 'this value'}: ${named.join(' and ')} must be unique${unique.includes(list.ownerColumn) ? ` per ${noun}` : ''}` };
  }
  if (code === '23503' || /FOREIGN KEY constraint failed/.test(text)) return { field: '(record)', message: 'refers to a row the store does not hold' };
  if (code === '23502' || /NOT NULL constraint failed/.test(text)) {
    const name = column ?? /NOT NULL constraint failed: \S+\.(\S+)/.exec(text)?.[1] ?? '';
    return { field: fieldOf.get(name) ?? name, message: 'must not be null' };
  }
  if (code === '23514' || code === '22003' || /a value the API cannot serve|a text longer than the API serves/.test(text)) return { field: '(record)', message: `the store refuses a value of this record (${constraint ? `check ${constraint}` : text})` };
  if (code === '22021' || code === '22P05') return { field: '(record)', message: 'the store refuses its text (not UTF-8, or a NUL character)' };
  return { field: '(record)', message: `the store refused the record: ${text}` };
}

export async function importFiles(db: Kysely<Database>, engine: Engine, files: readonly ImportFile[], options: ImportOptions = {}): Promise<ImportResult> {
  const maxReported = options.maxReported ?? 20;
  const result: ImportResult = { files: [], created: [], problems: [], problemCount: 0, committed: false };
  const report = (problem: ImportProblem) => {
    result.problemCount++;
    if (result.problems.length < maxReported) result.problems.push(problem);
  };
  let bytes = 0;
  let checked = 0;
  const progress = (read: number, count: number) => options.onProgress?.({ bytes: (bytes += read), checked: (checked += count) });
  try {
    await db.transaction().execute(async (trx) => {
      const wanted = new Map<string, NonNullable<ImportOptions['owners']>[number]>();
      for (const file of files) wanted.set(`${file.list.area}:${file.owner}`, { area: file.list.area, id: file.owner });
      for (const owner of options.owners ?? []) if (wanted.has(`${owner.area}:${owner.id}`)) wanted.set(`${owner.area}:${owner.id}`, owner);
      for (const owner of wanted.values()) {
        const { owner: found, created } = await ensureOwner(trx, owner.area, owner, options.create === true);
        if (created) result.created.push(found);
      }
      for (const file of files) result.files.push(await importFile(trx, engine, file, report, progress));
      if (options.keysFile) {
        const owners = [...wanted.values()];
        const ids = (area: DataArea) => owners.filter((owner) => owner.area === area).map((owner) => owner.id);
        result.keys = await importKeys(trx, options.keysFile, { tenants: ids('marketing'), companies: ids('hrm') }, report);
      }
      if (options.dryRun || (result.problemCount > 0 && !options.skipInvalid)) throw new RollBack();
    });
    result.committed = true;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  result.problems.sort((a, b) => (a.file === b.file ? a.line - b.line || (a.record ?? 0) - (b.record ?? 0) : 0));
  return result;
}

/** Ids of `table` among `ids` that belong to `owner` (`others`: to any other owner). */
function idsQuery(engine: Engine, table: string, ownerColumn: string, owner: string, ids: readonly string[], others: boolean): CompiledQuery {
  const { sql, parameter } = engine.oneOf('id', ids, engine.placeholder(2));
  return CompiledQuery.raw(`select id from "${table}" where "${ownerColumn}" ${others ? '<>' : '='} ${engine.placeholder(1)} and ${sql}`, [owner, parameter]);
}

interface FileImport {
  trx: Transaction<Database>;
  engine: Engine;
  list: ListDeclaration;
  owner: string;
  rows: ReturnType<typeof itemRows>;
  refuse: (at: Place, ...found: FieldProblem[]) => undefined;
}

async function importFile(trx: Transaction<Database>, engine: Engine, { list, owner, file, format }: ImportFile, report: (problem: ImportProblem) => void,
  progress: (bytes: number, checked: number) => void): Promise<FileResult> {
  const result: FileResult = { file, area: list.area, list: list.name, owner, records: 0, written: 0, invalid: 0 };
  const refuse = (at: Place, ...found: FieldProblem[]): undefined => {
    result.invalid++;
    for (const each of found) report({ file, ...at, ...each });
  };
  if (format === 'csv' && list.children.length > 0) {
    refuse({ line: 1 }, { field: '(file)', message: `CSV holds flat items only, and ${list.name} items hold lists (${list.children.map((child) => child.field).join(', ')}): use NDJSON or a JSON array` });
    return result;
  }
  const target: FileImport = { trx, engine, list, owner, rows: itemRows(list.fields, list.children), refuse };
  const checked = recordChecker(target);
  const fromCells = csvItem(list, itemSchemaOf(list).nullable);
  const owned = referenceChecker(target);
  const writer = batchWriter(target);
  const pending: Pending[] = [];
  const flush = async () => {
    if (pending.length > 0) result.written += await writer.write(await owned(pending.splice(0)));
  };

  const onBytes = (read: number) => progress(read, 0);
  const records = format === 'csv' ? readCsvRecords(file, onBytes) : readJsonRecords(file, format, onBytes);
  for await (const batch of records) {
    const before = result.records;
    for (const record of batch) {
      if (record.problem !== undefined && record.ofFile) {
        report({ file, line: record.line, field: '(file)', message: record.problem });
        continue;
      }
      result.records++;
      const at: Place = format === 'json' ? { line: record.line, record: result.records } : { line: record.line };
      const entry = record.problem !== undefined ? refuse(at, { field: '(record)', message: record.problem }) : checked(at, 'cells' in record ? fromCells(record.cells) : record.value);
      if (entry) pending.push(entry);
      if (pending.length >= writer.batchSize) await flush();
    }
    progress(0, result.records - before);
  }
  await flush();
  return result;
}

/** One record's row and child rows to write, or undefined when it is refused. */
function recordChecker({ list, owner, rows, refuse }: FileImport): (at: Place, value: unknown) => Pending | undefined {
  const schema = itemSchemaOf(list);
  const children = list.children.map(childRows);
  const ownerInRow = rows.columns.includes(list.ownerColumn);
  const idIndex = rows.columns.indexOf('id');
  const seen = new Set<string>();
  return (at, value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return refuse(at, { field: '(record)', message: 'must be an object: one list item', value });
    const item = value as Record<string, unknown>;
    const deep = fieldNestedTooDeep(item);
    if (deep !== null) return refuse(at, { field: deep, message: `is nested more than ${MAX_NESTING} levels deep (no list item nests that deep)` });
    const invalid = schema.check(item);
    if (invalid.length > 0) return refuse(at, ...invalid.slice(0, 3));
    const unknown = rows.unknownFields(item);
    if (unknown.length > 0) return refuse(at, { field: unknown[0], message: `is not a field of ${list.name} items (${unknown.length > 1 ? `nor ${unknown.slice(1, 4).join(', ')}; ` : ''}the record format is the list's item, as the API answers it)` });
    if (list.ownerField && item[list.ownerField] !== owner) return refuse(at, { field: list.ownerField, message: `must be "${owner}", the ${OWNERS[list.area].noun} being loaded`, value: item[list.ownerField] });
    const row = rows.rowOf(item);
    if (!Array.isArray(row)) return refuse(at, row);
    if (!ownerInRow) row.push(owner);
    const id = row[idIndex] as string;
    if (seen.has(id)) return refuse(at, { field: 'id', message: 'is also the id of an earlier record of this file (each id once)', value: id });
    seen.add(id);
    const childLists: unknown[][][] = [];
    for (const mapper of children) {
      const found = mapper.rowsOf(id, item);
      if (!Array.isArray(found)) return refuse(at, found);
      childLists.push(found);
    }
    return { at, id, item, row, children: childLists };
  };
}

/** Referenced ids known to be the owner's; bounded: past it, ids are checked again per batch. */
const knownIds = () => new LRUCache<string, true>({ maxSize: 1_000_000, sizeCalculation: () => 1 });

/** The batch without (and reporting) records naming a row the owner does not hold. */
function referenceChecker({ trx, engine, list, owner, refuse }: FileImport): (batch: Pending[]) => Promise<Pending[]> {
  const knownParents = new Map<string, ReturnType<typeof knownIds>>();
  return async (batch) => {
    let kept = batch;
    for (const reference of list.references) {
      const target = referencedList(list, reference);
      let known = knownParents.get(target.name);
      if (!known) knownParents.set(target.name, (known = knownIds()));
      const valuesOf = (entry: Pending): string[] => {
        const value = entry.item[reference.field];
        if (Array.isArray(value)) return value as string[];
        return value === null || value === undefined ? [] : [value as string];
      };
      const unknown = [...new Set(kept.flatMap(valuesOf))].filter((value) => !known!.get(value));
      if (unknown.length > 0) {
        const found = (await trx.executeQuery(idsQuery(engine, target.table, target.ownerColumn, owner, unknown, false))).rows as Array<{ id: string }>;
        for (const row of found) known.set(row.id, true);
      }
      kept = kept.filter((entry) => {
        const missing = valuesOf(entry).find((value) => !known!.has(value));
        if (missing === undefined) return true;
        refuse(entry.at, { field: reference.field, message: `names no ${target.name.replace(/s$/, '').replace(/\//g, ' ')} of ${OWNERS[list.area].noun} ${owner} (in the store or loaded before it in this import)`, value: missing });
        return false;
      });
    }
    return kept;
  };
}

/**
 * Writes checked records in batches, each under a savepoint: a refused batch is written again
 * row by row to tell which records the store refuses. An id another owner holds is reported.
 */
function batchWriter({ trx, engine, list, owner, rows, refuse }: FileImport): { batchSize: number; write: (batch: Pending[]) => Promise<number> } {
  const ownerInRow = rows.columns.includes(list.ownerColumn);
  const columns = ownerInRow ? [...rows.columns] : [...rows.columns, list.ownerColumn];
  const types: PgColumnType[] = ownerInRow ? typesOf(list.fields) : [...typesOf(list.fields), 'text'];
  const writer = engine.bulkWriter(trx, { table: list.table, columns, types, upsert: { ownerColumn: list.ownerColumn } });
  const children = list.children.map((child) => {
    const { columns: childColumns } = childRows(child);
    const childTypes: PgColumnType[] = ['text', 'int8', ...(child.value ? [PG_TYPE[child.value[1]]] : typesOf(child.fields!))];
    return { child, writer: engine.bulkWriter(trx, { table: child.table, columns: childColumns, types: childTypes }) };
  });
  const statement = (text: string) => trx.executeQuery(CompiledQuery.raw(text, []));
  const { noun } = OWNERS[list.area];

  /** The batch without the records whose id another owner holds, each refused. */
  async function withoutOtherOwners(batch: Pending[]): Promise<Pending[]> {
    const { rows: found } = await trx.executeQuery<{ id: string }>(idsQuery(engine, list.table, list.ownerColumn, owner, batch.map((entry) => entry.id), true));
    const taken = new Set(found.map((row) => row.id));
    return batch.filter((entry) => {
      if (!taken.has(entry.id)) return true;
      refuse(entry.at, { field: 'id', message: `belongs to a row of another ${noun}: ids are unique in the store, and an import never changes another ${noun}'s rows`, value: entry.id });
      return false;
    });
  }

  async function writeRows(batch: Pending[]): Promise<number> {
    const count = await writer.write(batch.map((entry) => entry.row));
    // The upsert skips a row whose id another owner holds.
    if (count < batch.length) await withoutOtherOwners(batch);
    const ids = batch.map((entry) => entry.id);
    for (const [index, { child, writer: childWriter }] of children.entries()) {
      const { sql, parameter } = engine.oneOf(`"${child.parentColumn}"`, ids, engine.placeholder(1));
      await trx.executeQuery(CompiledQuery.raw(`delete from "${child.table}" where ${sql}`, [parameter]));
      await childWriter.write(batch.flatMap((entry) => entry.children[index]));
    }
    return count;
  }

  /** The rows written, or the store's refusal (and nothing of the batch written). */
  async function written(batch: Pending[], savepoint: string): Promise<{ count: number } | { refusal: unknown }> {
    await statement(`savepoint ${savepoint}`);
    try {
      const count = await writeRows(batch);
      await statement(`release savepoint ${savepoint}`);
      return { count };
    } catch (error) {
      if (!isStoreRefusal(error)) throw error;
      await statement(`rollback to savepoint ${savepoint}`);
      await statement(`release savepoint ${savepoint}`);
      return { refusal: error };
    }
  }

  return {
    batchSize: writer.batchSize,
    async write(batch) {
      // A written id's child rows are deleted and written again: an id another owner holds must not reach that delete.
      if (children.length > 0 && batch.length > 0) batch = await withoutOtherOwners(batch);
      if (batch.length === 0) return 0;
      const whole = await written(batch, 'import_batch');
      if ('count' in whole) return whole.count;
      let count = 0;
      for (const entry of batch) {
        const one = await written([entry], 'import_row');
        if ('count' in one) count += one.count;
        else refuse(entry.at, storeProblem(one.refusal, list, owner));
      }
      return count;
    },
  };
}

/** Deeper than any list item nests: refused before anything walks it recursively (ajv, JSON.stringify). */
const MAX_NESTING = 32;

/** The top-level field nesting more than MAX_NESTING levels deep, or null. */
function fieldNestedTooDeep(item: Record<string, unknown>): string | null {
  for (const [field, value] of Object.entries(item)) {
    const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 2 }];
    while (stack.length > 0) {
      const { node, depth } = stack.pop()!;
      if (node === null || typeof node !== 'object') continue;
      if (depth > MAX_NESTING) return field;
      for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return null;
}

function isStoreRefusal(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  if (typeof code !== 'string') return false;
  // SQLite: SQLITE_CONSTRAINT_*, SQLITE_MISMATCH, SQLITE_TOOBIG; PostgreSQL: integrity (23), data (22).
  return code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG' || /^2[23][0-9A-Z]{3}$/.test(code);
}

/** A CSV record's cells as an item: nested fields from dotted headers, typed by the list's declaration. */
function csvItem(list: ListDeclaration, nullable: (field: string) => boolean): (cells: Record<string, string>) => Record<string, unknown> {
  const kinds = new Map(list.fields.map(([field, , kind]) => [field, kind]));
  const number = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
  return (cells) => {
    const item: Record<string, unknown> = {};
    for (const [header, cell] of Object.entries(cells)) {
      const kind = kinds.get(header);
      let value: unknown = cell;
      if (kind !== undefined && cell === '' && nullable(header)) value = null;
      else if (kind === 'int' || kind === 'money' || kind === 'real' || kind === 'ratio') value = number.test(cell) ? Number(cell) : cell;
      else if (kind === 'bool') value = cell === 'true' ? true : cell === 'false' ? false : cell;
      const path = header.split('.');
      let target = item;
      for (let i = 0; i < path.length - 1; i++) target = (target[path[i]] ??= {}) as Record<string, unknown>;
      target[path[path.length - 1]] = value;
    }
    return item;
  };
}
