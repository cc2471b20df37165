/**
 * Queries built and compiled by Kysely once per shape instead of once per request.
 *
 * Building a Kysely query (immutable node trees, one copy per builder call) and compiling it
 * to SQL cost ~12% of the busy time of an HR list under load (docs/performance.md). A list's
 * SQL depends only on which filters are present, not on their values, so the query is built
 * once per combination of present arguments with placeholders in place of the values, and
 * each request only fills the parameter array.
 *
 * The builder must use the arguments as values only (`where`, `limit`, `offset`): scalars
 * that Kysely passes through as one parameter each. Whether an argument is present may shape
 * the query (`$if`); its value may not.
 */
import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/** Stands in for an argument while the query is compiled; found again in `parameters`. */
class Placeholder {
  constructor(readonly name: string) {}
}

interface Shape<Row> {
  compiled: CompiledQuery<Row>;
  /** Per parameter: the argument it takes, or null for a constant of the query itself. */
  sources: Array<string | null>;
}

export type PreparedQuery<Args, Row> = (args: Args) => Promise<Row[]>;

/** Runs one compiled statement outside any transaction and gives its rows. */
export type StatementRunner = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by any database, whatever its schema type
const directRunners = new WeakMap<Kysely<any>, StatementRunner>();

/**
 * The prepared queries of `db` run through `runner` instead of Kysely's executor. On
 * PostgreSQL each execution through the executor (a connection provider, a connection wrapper
 * per checkout, a query id, the result copied per plugin pass) cost about as much client CPU
 * as pg itself (docs/performance.md); the statement is compiled already, so none of it is
 * needed. Register before building queries on `db` (openStore does): each prepared query
 * looks its runner up once, when built. Only `db` itself is registered: a Kysely made from it
 * with withPlugin (tracing) is another instance, whose queries still pass through its
 * plugins, and so does a transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, whatever its schema type
export function runPreparedQueriesWith(db: Kysely<any>, runner: StatementRunner): void {
  directRunners.set(db, runner);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: the row type comes from the query built
export function preparedQuery<Args extends object, Row>(db: Kysely<any>, build: (args: Args) => Compilable<Row>): PreparedQuery<Args, Row> {
  const shapes = new Map<string, Shape<Row>>();
  // The store registers its runner when it opens, before any list reader is built on it.
  const runner = directRunners.get(db);

  function shapeOf(args: Args): Shape<Row> {
    // Keyed by the defined arguments in the caller's order, unsorted: one caller builds its
    // arguments in one order, and another order only adds an entry of the same shape.
    let key = '';
    for (const name of Object.keys(args)) if ((args as Record<string, unknown>)[name] !== undefined) key += `${name},`;
    let shape = shapes.get(key);
    if (!shape) {
      const placeholders: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(args)) placeholders[name] = value === undefined ? undefined : new Placeholder(name);
      const compiled = build(placeholders as Args).compile();
      const sources = compiled.parameters.map((parameter) => (parameter instanceof Placeholder ? parameter.name : null));
      const used = new Set(sources);
      for (const [name, value] of Object.entries(placeholders)) {
        if (value !== undefined && !used.has(name)) throw new Error(`preparedQuery: argument ${name} does not reach the SQL as a parameter`);
      }
      shape = { compiled, sources };
      shapes.set(key, shape);
    }
    return shape;
  }

  return async (args) => {
    const { compiled, sources } = shapeOf(args);
    const parameters = new Array<unknown>(sources.length);
    for (let i = 0; i < sources.length; i++) {
      const source = sources[i];
      parameters[i] = source === null ? compiled.parameters[i] : (args as Record<string, unknown>)[source];
    }
    if (runner) return runner(compiled.sql, parameters) as Promise<Row[]>;
    const queryId = createQueryId();
    const executor = db.getExecutor();
    // Plugins still see every execution (the tracing plugin opens its store span here); they
    // may observe the query but not rewrite it, since its SQL is already compiled.
    executor.transformQuery(compiled.query, queryId);
    const result = await executor.executeQuery<Row>({ ...compiled, parameters, queryId });
    return result.rows;
  };
}
