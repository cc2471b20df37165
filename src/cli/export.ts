/**
 * `npm run export`: the store, an area or one owner as the record files `npm run import` loads
 * (src/services/records/exporter.ts); the way to back up and to move to PostgreSQL (docs/production.md).
 */
import { KEYS_FILE, MANIFEST } from '../services/records/export-files.js';
import { DATA_AREAS, OWNERS, type DataArea } from '../store/lists.js';
import { answeredHelp, EXIT, knownName, ownerOption, parseCommandLine, runWhenInvoked, UsageError, type ProcessIo } from './shell.js';

const USAGE = 'usage: export --out FOLDER [--area <area> [--tenant|--company <id>]]   (--help for more)';

const HELP = `export: the store's lists as record files, the format npm run import loads, from the
services' store (DATABASE_URL, else the SQLite file in DATA_DIR).

usage: npm run export -- --out FOLDER                                   the whole store
       npm run export -- --out FOLDER --area marketing --tenant <tenant>  one tenant
       npm run export -- --out FOLDER --area hrm --company <company>      one HR company
       npm run export -- --out FOLDER --area crawler                      one area

FOLDER gets ${MANIFEST} (the tenants and companies with their names and currencies, and the
files), one NDJSON file per list and owner: <area>/<owner>/<list>.ndjson, each record one
item as the list's API answers it, and ${KEYS_FILE}: the API keys of its tenants and companies
as the store keeps them (hashes, never secrets). Load it with: npm run import -- FOLDER --create

options:
  --out FOLDER                 where to write (created if missing; files in it are replaced)
  --area marketing|hrm|crawler  one area only
  --tenant <id>, --company <id> one owner only (with --area)
  -h, --help                   this text

exit codes: 0 written, 1 failure, 2 bad usage`;

export async function main(argv: string[], io: ProcessIo): Promise<number> {
  if (answeredHelp(argv, HELP, { write: io.stdout })) return EXIT.done;
  const { exportStore } = await import('../services/records/exporter.js');
  const { findOwner, unknownOwnerMessage } = await import('../services/records/owners.js');
  const { runOnStore } = await import('./data-store.js');
  return runOnStore(io, { name: 'export', usage: USAGE, kind: 'bulk' }, async (open) => {
    const { values } = parseCommandLine({ args: argv, options: { out: { type: 'string' }, area: { type: 'string' }, tenant: { type: 'string' }, company: { type: 'string' } } });
    if (!values.out) throw new UsageError('export needs --out FOLDER');
    const area = knownName('area', values.area, DATA_AREAS);
    if (!area && (values.tenant ?? values.company) !== undefined) throw new UsageError(`${values.tenant !== undefined ? '--tenant' : '--company'} goes with --area`);
    const owner = area && ownerOption(OWNERS[area], values);
    const { store, where } = await open();
    if (area && owner !== undefined && !(await findOwner(store.db, area, owner))) {
      io.stderr(`export: ${unknownOwnerMessage(area, owner)}`);
      return EXIT.failure;
    }
    io.stdout(`exporting from ${where}`);
    let records = 0;
    const manifest = await exportStore(store.db, store.engine, values.out, { area, owner }, (count) => (records += count));
    for (const [dataArea, owners] of Object.entries(manifest.areas)) {
      for (const entry of owners ?? []) {
        const counts = Object.entries(entry.lists).map(([list, { records: n }]) => `${list}=${n}`);
        io.stdout(`${dataArea} ${OWNERS[dataArea as DataArea].noun} ${entry.id}: ${counts.join(' ')}`);
      }
    }
    io.stdout(`exported ${records} records to ${values.out}`);
    return EXIT.done;
  });
}

runWhenInvoked(import.meta.url, main);
