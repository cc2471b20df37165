/** A migration's table, a string per column: Kysely's builder writes the SQL the calls spelled out would. */
import type { CreateTableBuilder, Kysely } from 'kysely';

type Columns = Record<string, string>;

/** `<type>[?][ primary key][ unique][ references <table>][ default '']`: not null unless `?` or a primary key. */
const COLUMN = /^(\w+(?: precision)?)(\?)?( primary key)?( unique)?(?: references (\w+))?( default '')?$/;

/** Table constraints: the primary key `<table>_pk`, unique column sets by name. */
interface Constraints {
  primaryKey?: string[];
  unique?: Record<string, string[]>;
}

/** Makes `table` with `columns` and the constraints `more`. */
export async function createTable(db: Kysely<unknown>, table: string, columns: Columns, more: Constraints = {}) {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
  for (const [name, spec] of Object.entries(columns)) {
    const found = COLUMN.exec(spec);
    if (!found) throw new Error(`${table}.${name}: not a column: ${spec}`);
    const [, type, nullable, primaryKey, unique, references, emptyDefault] = found;
    builder = builder.addColumn(name, type as 'text', (column) => {
      if (primaryKey) return column.primaryKey();
      if (!nullable) column = column.notNull();
      if (unique) column = column.unique();
      if (references) column = column.references(`${references}.id`);
      return emptyDefault ? column.defaultTo('') : column;
    });
  }
  if (more.primaryKey) builder = builder.addPrimaryKeyConstraint(`${table}_pk`, more.primaryKey);
  for (const [name, unique] of Object.entries(more.unique ?? {})) builder = builder.addUniqueConstraint(name, unique);
  await builder.execute();
}

/** Makes the index `name` of `table` on `columns`. */
export async function createIndex(db: Kysely<unknown>, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
