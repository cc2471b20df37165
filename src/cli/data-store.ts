/**
 * The store as the data commands (import, export, tenants, keys, seed) open it, migrated, with
 * PostgreSQL deadlines of their own, so a command whose store stops answering ends with one line
 * and exit 1 instead of hanging (docs/reliability.md).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { loadSettings, SettingsError, type Settings } from '../config/settings.js';
import { clientDeadlineMs, openStore, type Store } from '../store/database.js';
import { isPoolWait, isReadTimeout, isStatementTimeout } from '../store/store-errors.js';
import { EXIT, usageFailure, UsageError, type ProcessIo } from './shell.js';

/** Idle inside a transaction (an import reading its next batch) before PostgreSQL rolls it back. */
const COMMAND_IDLE_IN_TRANSACTION_MS = 60_000;
/** A PostgreSQL server that stopped answering may never let a close end: it gets this long. */
const CLOSE_WAIT_MS = 2000;

type Kind = 'bulk' | 'short';

/** `bulk`: import, export, tenants, seed; `short`: keys, whose statements are one row each. */
function commandDeadlines(settings: Settings, kind: Kind) {
  return kind === 'bulk'
    ? { connectMs: settings.storeTimeoutMs, statementMs: settings.storeBulkTimeoutMs, statementSetting: 'STORE_BULK_TIMEOUT_MS' }
    : { connectMs: settings.storeTimeoutMs, statementMs: settings.storeTimeoutMs, statementSetting: 'STORE_TIMEOUT_MS' };
}

/** `where`: the store, in words. `demoData`: as DEMO_DATA says (keys, seed); else never. */
export async function openDataStore(env: Record<string, string | undefined>, kind: Kind = 'bulk', demoData = false) {
  // The store alone: no member API is needed, in production either.
  const settings = loadSettings(env, { requireMemberApi: false });
  const deadlines = commandDeadlines(settings, kind);
  const store = await openStore({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    seedDemoData: demoData && settings.demoData,
    timeoutMs: deadlines.statementMs,
    connectTimeoutMs: deadlines.connectMs,
    idleInTransactionMs: COMMAND_IDLE_IN_TRANSACTION_MS,
  });
  if (kind === 'bulk') await store.engine.forBulkWrites(store.db);
  return { store, where: store.engine.describe(store.summary, settings.dataDir) };
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * A command's failure in one line: a store that stopped answering is named with the deadline
 * and its setting. `env` is read again: a failure can come before the store is open.
 */
function describeCommandFailure(error: unknown, env: Record<string, string | undefined>, kind: Kind): string {
  const message = String((error as Error)?.message ?? error).split('\n')[0];
  let deadlines: ReturnType<typeof commandDeadlines>;
  try {
    deadlines = commandDeadlines(loadSettings(env, { requireMemberApi: false }), kind);
  } catch {
    return message;
  }
  if (isReadTimeout(error)) return `PostgreSQL did not answer within ${seconds(clientDeadlineMs(deadlines.statementMs))} (${deadlines.statementSetting}=${deadlines.statementMs})`;
  if (isStatementTimeout(error)) return `PostgreSQL ended a statement that ran longer than ${seconds(deadlines.statementMs)} (${deadlines.statementSetting}=${deadlines.statementMs})`;
  if (isPoolWait(error) || /connection timeout/i.test(message)) return `could not connect to PostgreSQL within ${seconds(deadlines.connectMs)} (STORE_TIMEOUT_MS=${deadlines.connectMs})`;
  if ((error as { code?: string } | null)?.code === '25P03') return `PostgreSQL ended the session: idle inside a transaction for over ${seconds(COMMAND_IDLE_IN_TRANSACTION_MS)}`;
  return message;
}

interface DataCommand {
  name: string;
  usage: string;
  kind: Kind;
  failed?: (reason: string) => string;
  /** The line for an error the operator can correct, else undefined. */
  refused?: (error: unknown) => string | undefined;
}

type Open = (options?: { demoData?: boolean }) => ReturnType<typeof openDataStore>;

/**
 * Runs a data command: `body` opens the store (of the command's kind), closed at the end. A
 * failure is one line on stderr: bad usage exit 2, anything else 1.
 */
export async function runOnStore(io: ProcessIo, command: DataCommand, body: (open: Open) => Promise<number>): Promise<number> {
  let store: Store | undefined;
  try {
    return await body(async (options) => {
      const opened = await openDataStore(io.env, command.kind, options?.demoData);
      store = opened.store;
      return opened;
    });
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(command.name, error, command.usage, io);
    const refused = command.refused?.(error);
    if (refused !== undefined) io.stderr(refused);
    else if (error instanceof SettingsError) io.stderr(`configuration error: ${error.message}`);
    else {
      const reason = describeCommandFailure(error, io.env, command.kind);
      io.stderr(command.failed?.(reason) ?? `${command.name} failed: ${reason}`);
    }
    return EXIT.failure;
  } finally {
    if (store) {
      const timer = new AbortController();
      await Promise.race([store.close().catch(() => undefined), delay(CLOSE_WAIT_MS, undefined, { ref: false, signal: timer.signal })]);
      timer.abort();
    }
  }
}
