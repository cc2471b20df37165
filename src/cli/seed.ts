/**
 * `npm run seed -- --rows N`: fills the configured store (DATA_DIR or DATABASE_URL) with a
 * large benchmark tenant, with a progress bar on stderr.
 */
import { SingleBar, Presets } from 'cli-progress';
import { loadSettings, SettingsError } from '../config/settings.js';
import { bulkSeed, planBulkRows } from '../store/bulk-seed.js';
import { openStore } from '../store/database.js';

const USAGE = 'usage: npm run seed -- --rows N   (N: rows in the largest marketing list of the tenant "bench")';

async function main(argv: string[]): Promise<number> {
  const index = argv.indexOf('--rows');
  const rows = index >= 0 ? Number(argv[index + 1]) : NaN;
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  if (!Number.isInteger(rows) || rows < 1 || rows > 10_000_000) {
    console.error(USAGE);
    return 2;
  }
  const settings = loadSettings();
  const store = await openStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const { total } = planBulkRows(rows);
  const bar = new SingleBar({ format: 'seeding {bar} {percentage}% | {value}/{total} rows', stream: process.stderr, noTTYOutput: true, notTTYSchedule: 2000 }, Presets.shades_classic);
  bar.start(total, 0);
  try {
    const result = await bulkSeed(store.db, rows, (inserted) => bar.update(inserted));
    bar.stop();
    console.log(`seeded tenant "${result.tenant}" in ${store.summary.engine}: ${Object.entries(result.rowsByTable).map(([table, n]) => `${table}=${n}`).join(' ')}`);
    console.log(`next: npm run keys -- create --service marketing --tenant ${result.tenant} --name bench`);
    return 0;
  } finally {
    bar.stop();
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof SettingsError ? `configuration error: ${error.message}` : `seed failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
