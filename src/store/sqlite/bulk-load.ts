/**
 * SQLite, for a load of many rows in one transaction: the lists' per-row triggers are set aside
 * and their work done once per list before commit. A check trigger's own condition, read back
 * from sqlite_master, is tested over the owner's rows with its own message, so the store refuses
 * what it always refused; counts are counted once. Nothing else sees the tables meanwhile (one
 * writer; readers see the last commit). The indexes stay: rebuilding cost more (docs/performance.md).
 */
import { CompiledQuery, type Kysely } from 'kysely';

interface Stored {
  name: string;
  sql: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables chosen at run time; Kysely's types cannot follow them
type AnyDb = Kysely<any>;

const run = async <Row>(db: AnyDb, text: string, parameters: unknown[] = []) => (await db.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;

/** The check triggers a load sets aside, by their names' middle part: `<table>_<check>_insert`. */
const CHECKS = ['values', 'lengths'];

/** A check trigger's condition (on `new`) and message, as migrations 011 and 013 wrote them. */
function checkOf(trigger: string): { condition: string; message: string } {
  const whenAt = trigger.indexOf(' when ');
  const raiseAt = trigger.lastIndexOf(" begin select raise(abort, '");
  if (whenAt === -1 || raiseAt === -1) throw new Error(`unexpected value trigger: ${trigger.slice(0, 120)}`);
  const message = trigger.slice(raiseAt + " begin select raise(abort, '".length, trigger.lastIndexOf("'); end")).replaceAll("''", "'");
  return { condition: trigger.slice(whenAt + ' when '.length, raiseAt), message };
}

/** The counts table a count trigger writes (`insert into <counts> (<owner>, list, total, version)`). */
function countsTableOf(trigger: string): string {
  const found = /insert into (\w+) \((\w+), list, total, version\)/.exec(trigger);
  if (!found) throw new Error(`unexpected count trigger: ${trigger.slice(0, 120)}`);
  return found[1];
}

export async function setAsideRowWork(db: AnyDb, tables: ReadonlyArray<{ table: string; ownerColumn: string; owner: string }>) {
  const stored = new Map<string, Stored[]>();
  for (const { table } of tables) {
    const found = await run<Stored>(db, `select name, sql from sqlite_master where tbl_name = ? and sql is not null and type = 'trigger'`, [table]);
    const mine = found.filter(({ name }) => [...CHECKS, 'count'].some((kind) => name.startsWith(`${table}_${kind}_`)));
    for (const entry of mine) await run(db, `drop trigger "${entry.name}"`);
    stored.set(table, mine);
  }
  return {
    async restore() {
      for (const { table, ownerColumn, owner } of tables) {
        const entries = stored.get(table) ?? [];
        for (const check of CHECKS) {
          const trigger = entries.find((entry) => entry.name === `${table}_${check}_insert`);
          if (!trigger) continue;
          const { condition, message } = checkOf(trigger.sql);
          const bad = await run(db, `select 1 from "${table}" as new where new."${ownerColumn}" = ? and (${condition}) limit 1`, [owner]);
          if (bad.length > 0) throw new Error(message);
        }
        const counted = entries.find((entry) => entry.name === `${table}_count_insert`);
        if (counted) {
          const counts = countsTableOf(counted.sql);
          await run(
            db,
            `insert into "${counts}" ("${ownerColumn}", list, total, version) select ?, ?, count(*), 1 from "${table}" where "${ownerColumn}" = ?
             on conflict ("${ownerColumn}", list) do update set total = excluded.total, version = "${counts}".version + 1`,
            [owner, table, owner],
          );
        }
        for (const entry of entries) await run(db, entry.sql);
      }
    },
  };
}
