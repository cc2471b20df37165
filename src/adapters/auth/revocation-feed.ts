/**
 * Revocations (API keys, signed-out member tokens) every instance honours within a second: rows
 * of the store's `revocations` (migration 010) numbered in commit order, polled by each process.
 * The store, not Redis: every instance surely shares it, and none may be lost while Redis is down.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store/schema.js';

export type RevocationKind = 'api-key' | 'member-token';

export interface Revocation {
  kind: RevocationKind;
  /** An API key's id, or the SHA-256 of a member token (hex). */
  subject: string;
  /** When the row may go (ms since the epoch): a token's own expiry; for a key, a while after. */
  expiresAt: number;
}

/** How often a process looks for new revocations. */
export const REVOCATION_POLL_MS = 250;
/** Every instance honours a revocation within this while the store answers (a poll, with room). */
export const REVOCATION_BOUND_MS = 1000;

/** Migration 010's tables, known here only (bigint: a string from PostgreSQL). */
type RevocationTables = {
  revocations: { seq: number | string; kind: string; subject: string; expires_at: string };
  revocation_clock: { id: number; seq: number | string };
};

type Listener = (subject: string, expiresAt: number) => void;

/** How long a key's revocation is kept: long enough for a poller held up by an outage. */
const KEY_REVOCATION_KEPT_MS = 24 * 3600_000;

/** An API key's revocation (`keys revoke`, `tenants remove`), in the caller's transaction. */
export const recordKeyRevocation = (trx: Transaction<Database>, id: string) =>
  recordRevocation(trx, { kind: 'api-key', subject: id, expiresAt: Date.now() + KEY_REVOCATION_KEPT_MS });

/** Records a revocation in the caller's transaction; the clock row is locked until commit, so numbers commit in order. */
export async function recordRevocation(trx: Transaction<Database>, revocation: Revocation): Promise<void> {
  const db = trx.withTables<RevocationTables>();
  const now = new Date().toISOString();
  const { seq } = await db
    .updateTable('revocation_clock')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning('seq')
    .executeTakeFirstOrThrow();
  await db.insertInto('revocations').values({ seq: Number(seq), kind: revocation.kind, subject: revocation.subject, expires_at: new Date(revocation.expiresAt).toISOString() }).execute();
  await db.deleteFrom('revocations').where('expires_at', '<', now).execute();
}

export function createRevocationFeed(
  store: Kysely<Database>,
  options: { logger?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void } } = {},
) {
  const db = store.withTables<RevocationTables>();
  const listeners = new Map<RevocationKind, Set<Listener>>();
  /** The highest number seen; the next poll reads past it. */
  let last = 0;
  /** The next poll reads everything in force again, for a listener that just came. */
  let rewind = false;
  /** Told when a poll that started after they came has ended. */
  let waiting: Array<() => void> = [];
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let closed = false;
  let failing = false;

  function tell(kind: string, subject: string, expiresAt: number): void {
    for (const listener of listeners.get(kind as RevocationKind) ?? []) listener(subject, expiresAt);
  }

  async function poll(): Promise<void> {
    const from = rewind ? 0 : last;
    rewind = false;
    const done = waiting;
    waiting = [];
    try {
      // Expired rows are of no use: an expired token is refused anyway, a key's row is read afresh.
      const rows = await db
        .selectFrom('revocations')
        .select(['seq', 'kind', 'subject', 'expires_at'])
        .where('seq', '>', from)
        .where('expires_at', '>', new Date().toISOString())
        .orderBy('seq')
        .execute();
      for (const row of rows) {
        last = Math.max(last, Number(row.seq));
        tell(row.kind, row.subject, Date.parse(row.expires_at));
      }
      if (failing) options.logger?.info({}, 'revocations are read from the store again');
      failing = false;
    } catch (error) {
      // Caught up by the next poll that succeeds: rows are numbered, none is skipped.
      if (from === 0) rewind = true;
      if (!failing) options.logger?.warn({ err: { message: (error as Error).message } }, 'revocations cannot be read from the store; retrying');
      failing = true;
    } finally {
      for (const resolve of done) resolve();
    }
  }

  function pollNow(): void {
    clearTimeout(timer);
    polling = poll().finally(() => {
      polling = undefined;
      if (closed) return;
      // A listener that came during this poll is served by the next one, at once.
      timer = setTimeout(pollNow, waiting.length > 0 ? 0 : REVOCATION_POLL_MS);
      timer.unref();
    });
  }

  return {
    /** Records a revocation and tells this process's listeners; the others learn it at their next poll. */
    async publish(revocation: Revocation): Promise<void> {
      await store.transaction().execute((trx) => recordRevocation(trx, revocation));
      tell(revocation.kind, revocation.subject, revocation.expiresAt);
    },
    /** Calls `listener` for every revocation of `kind` in force, then each new one (a subject may come twice). */
    subscribe(kind: RevocationKind, listener: Listener): Promise<void> {
      let set = listeners.get(kind);
      if (!set) listeners.set(kind, (set = new Set()));
      set.add(listener);
      // A poll from the start tells the listener what is in force; polling starts with the first listener.
      rewind = true;
      const ready = new Promise<void>((resolve) => waiting.push(resolve));
      if (!closed && !polling) pollNow();
      return ready;
    },
    /** Stops polling; waits for a poll under way, so the store can be closed after. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await polling;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

export type RevocationFeed = ReturnType<typeof createRevocationFeed>;
