/** `npm run seed -- --rows N`: a large benchmark tenant and company (see HELP). */
import { answeredHelp, EXIT, integerOption, parseCommandLine, runWhenInvoked, UsageError, type ProcessIo } from './shell.js';

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

export async function main(argv: string[], io: ProcessIo): Promise<number> {
  if (answeredHelp(argv, HELP, { write: io.stdout })) return EXIT.done;
  const { Presets, SingleBar } = await import('cli-progress');
  const { AlreadySeededError, bulkSeed, planBulkRows } = await import('../store/bulk-seed.js');
  const { runOnStore } = await import('./data-store.js');
  const refused = (error: unknown) =>
    error instanceof AlreadySeededError
      ? `seed: ${error.message}; nothing was written. To start over, remove the SQLite store (DATA_DIR) or use an empty PostgreSQL database or schema (npm run seed -- --help)`
      : undefined;
  return runOnStore(io, { name: 'seed', usage: USAGE, kind: 'bulk', refused }, async (open) => {
    const rows = integerOption('rows', parseCommandLine({ args: argv, options: { rows: { type: 'string' } } }).values.rows, 1, 10_000_000);
    if (rows === undefined) throw new UsageError('seed needs --rows N');
    const { store, where } = await open({ demoData: true });
    io.stdout(`seeding into ${where}`);
    const { total } = planBulkRows(rows);
    const bar = new SingleBar({ format: 'seeding {bar} {percentage}% | {value}/{total} rows', stream: process.stderr, noTTYOutput: true, notTTYSchedule: 2000 }, Presets.shades_classic);
    bar.start(total, 0);
    const result = await bulkSeed(store.db, rows, (inserted) => bar.update(inserted)).finally(() => bar.stop());
    io.stdout(`seeded tenant "${result.tenant}" and company "${result.company}" in ${store.summary.engine}: ${Object.entries(result.rowsByTable).map(([table, n]) => `${table}=${n}`).join(' ')}`);
    io.stdout(`next: npm run keys -- create --service marketing --tenant ${result.tenant} --name bench`);
    io.stdout(`      npm run keys -- create --service hrm --company ${result.company} --scopes employee.read,attendance.read --name bench`);
    return EXIT.done;
  });
}

runWhenInvoked(import.meta.url, main);
