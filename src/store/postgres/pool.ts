/**
 * PostgreSQL's pool as the store uses it: behind the store's circuit breaker, its repeated
 * statements sent as named prepared statements.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { CircuitBreaker, Permit } from '../../adapters/circuit-breaker.js';
import { breakerVerdict } from '../store-errors.js';
import { isReadTimeout } from './errors.js';

/** PostgreSQL's default idle_in_transaction_session_timeout for our sessions (OpenStoreOptions.idleInTransactionMs). */
export const IDLE_IN_TRANSACTION_MS = 10_000;

/**
 * How long the client waits for an answer to a statement of `statementMs`: a quarter more, at
 * least 100 ms and at most 1 s, the time PostgreSQL's own cancel needs to arrive on a loaded
 * machine; a stalled server costs its caller this much.
 */
export function clientDeadlineMs(statementMs: number): number {
  return statementMs + Math.min(1000, Math.max(100, Math.round(statementMs / 4)));
}

/** "cached plan must not change result type": SQLSTATE feature_not_supported. */
const STALE_PREPARED_STATEMENT = '0A000';

/** Statement names by SQL text; bounded, so text built per request (IN lists) cannot grow it without end. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 1000;

/**
 * The statements the app repeats (every list page, key lookup, counter) go to PostgreSQL as
 * named prepared statements: each connection parses and plans one once, then only binds and
 * executes it. Kysely sends every query unnamed, which makes PostgreSQL parse and plan it on
 * every call; on this project's two cores that work competes with the server itself
 * (docs/performance.md). Only parameterised SELECTs are named: a migration's text may hold
 * several statements, which a prepared statement cannot.
 */
export function namedStatement(text: string, parameters: readonly unknown[] | undefined): pg.QueryConfig {
  const values = parameters as unknown[] | undefined;
  if (!values?.length || !/^\s*(with|select)\b/i.test(text)) return { text, values };
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return { text, values };
    name = `s${statementNames.size}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/** The guarded pool: Kysely's pool, and a way to run one statement without Kysely's executor. */
export interface GuardedPool extends PostgresPool {
  /**
   * One statement on a connection of its own, its rows: the same gate, verdict and stale-connection
   * rule as a query through `connect`, for the list reads (src/store/list-page-sql.ts).
   */
  rows(text: string, parameters: readonly unknown[]): Promise<unknown[]>;
}

/**
 * The pool as Kysely sees it, behind the breaker. The gate is taking a connection: while the
 * breaker is open, that fails at once with CircuitOpenError (a 503 STORE_UNAVAILABLE with
 * Retry-After), with no connection attempt and no wait. The verdict is every query's outcome
 * (`breakerVerdict`): a failure to reach PostgreSQL counts against it (a timeout on its own, a
 * reset or refusal once per incident), any answer for it: an SQL error, and a statement
 * PostgreSQL itself ended at statement_timeout, which is that request's failure, not the
 * store's. A wait for a pooled connection is queueing and says nothing either way.
 * Queries on a connection already taken are never refused: a transaction must be able to
 * reach its ROLLBACK, or the connection would go back to the pool inside it.
 */
export function guardPool(pool: pg.Pool, breaker: CircuitBreaker): GuardedPool {
  /** The admission of the call each connection was opened for: a reset that drops it is that incident's. */
  const openedFor = new WeakMap<pg.PoolClient, number>();
  async function take(): Promise<{ client: pg.PoolClient; permit: Permit }> {
    const permit = breaker.admit();
    try {
      const client = await pool.connect();
      if (!openedFor.has(client)) openedFor.set(client, permit.admission);
      return { client, permit };
    } catch (error) {
      judge(permit, error);
      permit.release();
      throw error;
    }
  }
  function judge(permit: Permit, error: unknown, client?: pg.PoolClient): void {
    const verdict = breakerVerdict(error);
    if (verdict === 'answer') permit.success();
    else if (verdict !== 'none') permit.failure({ timedOut: verdict === 'timeout', since: client && openedFor.get(client) });
  }
  /**
   * A failed query's verdict; true when its connection must leave the pool: a connection that
   * gave no answer in time (its statement may still hold it) and one whose prepared statement
   * went stale (another instance migrated a table under it: PostgreSQL refuses that statement
   * on this connection from now on).
   */
  function judgeFailure(permit: Permit, error: unknown, client: pg.PoolClient): boolean {
    judge(permit, error, client);
    return isReadTimeout(error) || (error as { code?: string } | null)?.code === STALE_PREPARED_STATEMENT;
  }
  return {
    async connect(): Promise<PostgresPoolClient> {
      const { client, permit } = await take();
      let leaves = false;
      /**
       * Set when a query got no answer in time: pg would queue the next one (a transaction's
       * ROLLBACK) behind the one still unanswered, to wait a whole deadline again; it fails at
       * once instead, and the connection is closed when released.
       */
      let unanswered: unknown = null;
      const query = (text: unknown, parameters?: readonly unknown[]) => {
        // A cursor (streaming, not configured here) passes unjudged: its reads are its own.
        if (typeof text !== 'string') return client.query(text as never);
        if (unanswered) return Promise.reject(unanswered);
        return client.query(namedStatement(text, parameters)).then(
          (result) => {
            permit.success();
            return result;
          },
          (error: unknown) => {
            if (judgeFailure(permit, error, client)) leaves = true;
            if (isReadTimeout(error)) unanswered = error;
            throw error;
          },
        );
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release() {
          permit.release();
          client.release(leaves);
        },
      };
    },
    async rows(text, parameters) {
      const { client, permit } = await take();
      let leaves = false;
      try {
        const result = await client.query(namedStatement(text, parameters));
        permit.success();
        return result.rows;
      } catch (error) {
        leaves = judgeFailure(permit, error, client);
        throw error;
      } finally {
        permit.release();
        client.release(leaves);
      }
    },
    end: () => pool.end(),
  };
}
