/**
 * API keys in exports, as the store holds them (hashes, never secrets), so a backup or a move
 * keeps every partner's key working; revoked keys travel revoked; a known id is left as it is.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../store/schema.js';
import type { FieldProblem } from '../../store/item-rows.js';
import { readJsonRecords } from './record-files.js';

type KeyRow = Database['api_keys'];

const COLUMNS: ReadonlyArray<keyof KeyRow> = ['id', 'service', 'name', 'key_hash', 'scopes', 'tenant_id', 'company_id', 'created_at', 'revoked_at', 'last_used_at'];

/** Keys of the export's or import's owners; the others are left out. */
const inScope = (row: KeyRow, owners: { tenants: Set<string>; companies: Set<string> }) =>
  row.service === 'marketing' ? owners.tenants.has(row.tenant_id!) : row.service === 'hrm' && owners.companies.has(row.company_id!);

export async function exportKeys(db: Kysely<Database>, file: string, owners: { tenants: string[]; companies: string[] }): Promise<number> {
  const scope = { tenants: new Set(owners.tenants), companies: new Set(owners.companies) };
  const kept = (await db.selectFrom('api_keys').selectAll().orderBy('id').execute()).filter((row) => inScope(row, scope));
  const out = createWriteStream(file);
  out.end(kept.map((row) => `${JSON.stringify(Object.fromEntries(COLUMNS.map((column) => [column, row[column]])))}\n`).join(''));
  await once(out, 'finish');
  return kept.length;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function keyProblem(record: unknown): FieldProblem | null {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return { field: '(record)', message: 'must be an object: one api_keys row' };
  const row = record as Record<string, unknown>;
  const extra = Object.keys(row).find((key) => !(COLUMNS as readonly string[]).includes(key));
  if (extra) return { field: extra, message: 'is not a column of api_keys' };
  const text = (field: string, pattern: RegExp, nullable = false) => {
    const value = row[field];
    if (nullable && value === null) return null;
    return typeof value === 'string' && pattern.test(value) ? null : { field, message: `must match ${pattern}${nullable ? ' or be null' : ''}`, value };
  };
  const problem =
    text('id', /^[a-z0-9]{12}$/) ??
    text('service', /^(hrm|marketing)$/) ??
    // eslint-disable-next-line no-control-regex -- NUL is the one character a name may not hold
    text('name', /^[^\u0000]{1,100}$/) ??
    text('key_hash', /^[0-9a-f]{64}$/) ??
    text('scopes', /^[a-z. ]*$/) ??
    text('created_at', TIME) ??
    text('revoked_at', TIME, true) ??
    text('last_used_at', TIME, true);
  if (problem) return problem;
  if (row.service === 'marketing' && (typeof row.tenant_id !== 'string' || row.company_id !== null)) return { field: 'tenant_id', message: 'a marketing key names a tenant and no company', value: row.tenant_id };
  if (row.service === 'hrm' && (typeof row.company_id !== 'string' || row.tenant_id !== null)) return { field: 'company_id', message: 'an HR key names a company and no tenant', value: row.company_id };
  return null;
}

/** Inside the import's transaction. */
export async function importKeys(
  db: Kysely<Database>,
  file: string,
  owners: { tenants: string[]; companies: string[] },
  report: (problem: FieldProblem & { file: string; line: number }) => void,
): Promise<{ records: number; written: number }> {
  const known = { tenants: new Set(owners.tenants), companies: new Set(owners.companies) };
  let records = 0;
  let written = 0;
  for await (const batch of readJsonRecords(file, 'ndjson')) {
    for (const record of batch) {
      records++;
      const problem = record.problem !== undefined ? { field: '(record)', message: record.problem } : keyProblem(record.value);
      if (problem) {
        report({ file, line: record.line, ...problem });
        continue;
      }
      const row = record.value as KeyRow;
      if (!inScope(row, known)) continue;
      const result = await db
        .insertInto('api_keys')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
  }
  return { records, written };
}
