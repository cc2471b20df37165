/**
 * `npm run seed -- --rows N`: fills the configured store (DATA_DIR or DATABASE_URL) with a
 * large benchmark tenant (marketing) and company (HR), with a progress bar on stderr.
 */
import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { loadSettings, SettingsError } from '../config/settings.js';
import { AlreadySeededError, bulkSeed, planBulkRows } from '../store/bulk-seed.js';
import { openStore } from '../store/database.js';
import { closeCommandStore, commandDeadlines, commandStoreOptions, describeCommandFailure, forBulkWrites } from './data-store.js';

const USAGE = 'usage: npm run seed -- --rows N   (--help for more)';

const HELP = `seed: fills the services' store with a large benchmark tenant (marketing) and company (HR).

usage: npm run seed -- --rows N     (in the installation's folder)

options:
  --rows N      rows in the largest marketing list of the tenant "bench" (1 to 10,000,000);
                the other lists of that tenant get proportional counts; the HR company
                "bench" gets up to 4,000 employees and at least N attendance rows
  -h, --help    this text

where the data goes: the store the services use: PostgreSQL when DATABASE_URL is set,
otherwise the SQLite file store.sqlite in DATA_DIR (default ./data). The tenant is written
in one transaction: all of it or nothing.

starting over: the tenant and company "bench" are seeded once per store. To seed again, remove the SQLite
file (rm -r "$DATA_DIR", default ./data) or point DATABASE_URL at an empty database or schema.`;

async function main(argv: string[]): Promise<number> {
  const index = argv.indexOf('--rows');
  const rows = index >= 0 ? Number(argv[index + 1]) : NaN;
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  if (!Number.isInteger(rows) || rows < 1 || rows > 10_000_000) {
    console.error(USAGE);
    return 2;
  }
  // The store alone: no member API is needed, in production either.
  const settings = loadSettings(process.env, { requireMemberApi: false });
  const store = await openStore({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    seedDemoData: settings.demoData,
    ...commandStoreOptions(commandDeadlines(settings, 'bulk')),
  });
  await forBulkWrites(store);
  const where = store.summary.engine === 'sqlite' ? `SQLite ${path.join(settings.dataDir, store.summary.database)}` : `PostgreSQL ${store.summary.host}/${store.summary.database}`;
  console.log(`seeding into ${where}`);
  const { total } = planBulkRows(rows);
  const bar = new SingleBar({ format: 'seeding {bar} {percentage}% | {value}/{total} rows', stream: process.stderr, noTTYOutput: true, notTTYSchedule: 2000 }, Presets.shades_classic);
  bar.start(total, 0);
  try {
    const result = await bulkSeed(store.db, rows, (inserted) => bar.update(inserted));
    bar.stop();
    console.log(`seeded tenant "${result.tenant}" and company "${result.company}" in ${store.summary.engine}: ${Object.entries(result.rowsByTable).map(([table, n]) => `${table}=${n}`).join(' ')}`);
    console.log(`next: npm run keys -- create --service marketing --tenant ${result.tenant} --name bench`);
    console.log(`      npm run keys -- create --service hrm --company ${result.company} --scopes employee.read,attendance.read --name bench`);
    return 0;
  } finally {
    bar.stop();
    await closeCommandStore(store);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof SettingsError) console.error(`configuration error: ${error.message}`);
    else if (error instanceof AlreadySeededError) console.error(`seed: ${error.message}; nothing was written. To start over, remove the SQLite store (DATA_DIR) or use an empty PostgreSQL database or schema (npm run seed -- --help)`);
    else console.error(`seed failed: ${describeCommandFailure(error, process.env, 'bulk')}`);
    process.exit(1);
  },
);
