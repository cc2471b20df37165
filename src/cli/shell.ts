/**
 * What every command of src/cli/ shares, and the only code that exits: --help answered before
 * anything heavy loads (each command imports its work only after it), a failure worded one way,
 * the exit code once the output is written, one way to drain on SIGTERM/SIGINT. Node built-ins
 * only, so a command's --help costs no more than node itself.
 */
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { UsageError } from '../config/command-line.js';

export { choiceOption, httpUrlOption, integerOption, knownName, parseCommandLine, UsageError } from '../config/command-line.js';

export const EXIT = { done: 0, failure: 1, usage: 2 } as const;

/** --help or -h anywhere; `help` as the first word too for the commands that take one. */
export function wantsHelp(argv: readonly string[], helpCommand = false): boolean {
  return argv.includes('--help') || argv.includes('-h') || (helpCommand && argv[0] === 'help');
}

/** Whether --help was asked for, and then `help` written. */
export function answeredHelp(argv: readonly string[], help: string, options: { helpCommand?: boolean; write?: (text: string) => void } = {}): boolean {
  if (!wantsHelp(argv, options.helpCommand)) return false;
  (options.write ?? processIo.stdout)(help);
  return true;
}

export interface ProcessIo {
  stdout(line: string): void;
  stderr(line: string): void;
  env: NodeJS.ProcessEnv;
  /** A progress bar on stderr (import). */
  progress?: boolean;
}

const processIo: ProcessIo = {
  stdout: (line) => void process.stdout.write(`${line}\n`),
  stderr: (line) => void process.stderr.write(`${line}\n`),
  env: process.env,
};

/**
 * Runs a command: a number is its exit code, taken once what it wrote has been read (a socket
 * to a vanished store may otherwise keep node alive for minutes); undefined is a server, which
 * runs until a signal stops it. `failed` words what main threw (default: the stack, exit 1).
 */
export function runCommand(main: () => Promise<number | undefined>, failed: (error: unknown) => number | Promise<number> = crashed): void {
  void main().catch(failed).catch(crashed).then((code) => {
    if (code === undefined) return;
    process.exitCode = code;
    const exitOnceWritten = () => {
      if (process.stdout.writableLength > 0 || process.stderr.writableLength > 0) setTimeout(exitOnceWritten, 20).unref();
      else process.exit(code);
    };
    exitOnceWritten();
  });
}

function crashed(error: unknown): number {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  return EXIT.failure;
}

/** Bad usage, exit 2: `name: message`, then the command's usage line, else where the options are. */
export function usageFailure(name: string, error: UsageError, usage?: string, io: Pick<ProcessIo, 'stderr'> = processIo): number {
  io.stderr(usage ? `${name}: ${error.message.replace(/\.$/, '')}. ${usage}` : `${name}: ${error.message}\nRun with --help for the options.`);
  return EXIT.usage;
}

/** Why a tool (contract, mock, proxy) could not run, exit 2: nothing was tested or served. */
export async function toolFailure(name: string, error: unknown, unexpected: (error: Error) => string): Promise<number> {
  if (error instanceof UsageError) return usageFailure(name, error);
  const [{ SettingsError }, { isContractError }] = await Promise.all([import('../config/settings.js'), import('../contract/errors.js')]);
  const message = (error as Error).message;
  if (error instanceof SettingsError) processIo.stderr(`${name}: configuration error: ${message}`);
  else if (isContractError(error)) processIo.stderr(`${name}: ${message}`);
  else processIo.stderr(`${name}: ${unexpected(error as Error)}`);
  return EXIT.usage;
}

/** The id after the owner's flag (--tenant, or --company for HR); the other flag is bad usage. */
export function ownerOption(owner: Record<'area' | 'noun' | 'flag', string>, values: { tenant?: string; company?: string }) {
  const [given, other] = owner.flag === '--company' ? [values.company, values.tenant] : [values.tenant, values.company];
  if (other !== undefined) throw new UsageError(`${owner.area} data belongs to a ${owner.noun}: use ${owner.flag}`);
  return given;
}

/** runCommand, when node was started on this module (not when a test imports its `main`). */
export function runWhenInvoked(
  moduleUrl: string,
  main: (argv: string[], io: ProcessIo) => Promise<number>,
  extra?: Pick<ProcessIo, 'progress'>,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  runCommand(() => main(process.argv.slice(2), { ...processIo, ...extra }));
}

/** How long a crash gives in-flight requests before the process exits anyway. */
const CRASH_GRACE_MS = 5_000;

interface StopOptions {
  beforeStop?: (signal: NodeJS.Signals) => void;
  stopFailed?: string;
  /** An uncaught exception or rejection drains too, then exits 1. */
  crashes?: boolean;
}

/** SIGTERM or SIGINT: `stop` once, then exit 0 (1 when the stop fails). */
export function exitOnSignals(stop: () => Promise<void>, logger: Logger, options: StopOptions = {}): void {
  const { beforeStop = (signal) => logger.info({ signal }, 'draining and stopping'), stopFailed = 'stop failed' } = options;
  let stopping = false;
  const shutDown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error({ err: error }, stopFailed);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      beforeStop(signal);
      shutDown(0);
    });
  }
  if (!options.crashes) return;
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error: unknown) => {
      logger.fatal({ err: error, event }, 'crashed: draining and exiting');
      setTimeout(() => process.exit(1), CRASH_GRACE_MS).unref();
      shutDown(1);
    });
  }
}
