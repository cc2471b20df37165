/**
 * Exports in the import's own format (docs/production.md): each list of each owner as an NDJSON
 * file of its items as the list operation answers them, a manifest, and the owners' keys.
 * Imported into an empty store, the folder gives the same list answers. Rows are read in
 * batches by id and written as they come.
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Engine } from '../../store/engine.js';
import { itemMapper } from '../../store/json-items.js';
import { DATA_AREAS, listsOf, type DataArea, type ListDeclaration } from '../../store/lists.js';
import type { Database } from '../../store/schema.js';
import { exportKeys } from './key-records.js';
import { EXPORT_FORMAT, KEYS_FILE, MANIFEST } from './export-files.js';
import { listOwners, type Owner } from './owners.js';
import { addChildren } from '../lists.js';

export interface ManifestOwner {
  id: string;
  name: string;
  currency?: string;
  lists: Record<string, { file: string; records: number }>;
}

export interface Manifest {
  format: typeof EXPORT_FORMAT;
  areas: Partial<Record<DataArea, ManifestOwner[]>>;
  keys?: { file: string; records: number };
}

export const exportFileOf = (area: DataArea, owner: string, list: string): string => `${area}/${owner}/${list}.ndjson`;

const BATCH = 5_000;

export async function exportStore(
  db: Kysely<Database>,
  engine: Engine,
  out: string,
  scope: { area?: DataArea; owner?: string } = {},
  onRecords?: (count: number) => void,
): Promise<Manifest> {
  const manifest: Manifest = { format: EXPORT_FORMAT, areas: {} };
  mkdirSync(out, { recursive: true });
  // One read transaction: every list of the export from the same moment.
  await db.transaction().execute(async (trx) => {
    for (const area of DATA_AREAS) {
      if (scope.area && scope.area !== area) continue;
      const owners = (await listOwners(trx, area)).filter((owner) => scope.owner === undefined || owner.id === scope.owner);
      const entries: ManifestOwner[] = [];
      for (const owner of owners) entries.push(await exportOwner(trx, engine, out, owner, onRecords));
      manifest.areas[area] = entries;
    }
    const owners = { tenants: (manifest.areas.marketing ?? []).map((owner) => owner.id), companies: (manifest.areas.hrm ?? []).map((owner) => owner.id) };
    if (owners.tenants.length + owners.companies.length > 0) {
      manifest.keys = { file: KEYS_FILE, records: await exportKeys(trx, path.join(out, KEYS_FILE), owners) };
    }
  });
  writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function exportOwner(db: Kysely<Database>, engine: Engine, out: string, owner: Owner, onRecords?: (count: number) => void): Promise<ManifestOwner> {
  const entry: ManifestOwner = { id: owner.id, name: owner.name, ...(owner.currency !== undefined ? { currency: owner.currency } : {}), lists: {} };
  for (const list of listsOf(owner.area)) {
    const file = exportFileOf(owner.area, owner.id, list.name);
    const target = path.join(out, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const stream = createWriteStream(target);
    let records = 0;
    for await (const items of itemsOf(db, engine, list, owner.id)) {
      const text = items.map((item) => `${JSON.stringify(item)}\n`).join('');
      if (!stream.write(text)) await once(stream, 'drain');
      records += items.length;
      onRecords?.(items.length);
    }
    stream.end();
    await once(stream, 'finish');
    entry.lists[list.name] = { file, records };
  }
  return entry;
}

export async function* itemsOf(
  db: Kysely<Database>,
  engine: Engine,
  list: ListDeclaration,
  owner: string,
): AsyncGenerator<Array<Record<string, unknown>>> {
  const toItem = itemMapper<Record<string, unknown>>(list.fields);
  const p = engine.placeholder;
  let last: string | null = null;
  for (;;) {
    const text = `select * from "${list.table}" where "${list.ownerColumn}" = ${p(1)}${last === null ? '' : ` and id > ${p(2)}`} order by id limit ${BATCH}`;
    const rows = (await db.executeQuery(CompiledQuery.raw(text, last === null ? [owner] : [owner, last]))).rows as Array<Record<string, unknown>>;
    if (rows.length === 0) return;
    const items = rows.map(toItem);
    await addChildren(list, rows, items, async (child, ids) => {
      const { sql, parameter } = engine.oneOf(`"${child.parentColumn}"`, ids, p(1));
      const text = `select * from "${child.table}" where ${sql} order by "${child.parentColumn}", "${child.positionColumn}"`;
      return (await db.executeQuery(CompiledQuery.raw(text, [parameter]))).rows as Array<Record<string, unknown>>;
    });
    yield items;
    if (rows.length < BATCH) return;
    last = rows.at(-1)!.id as string;
  }
}
