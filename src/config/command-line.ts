/** The command line of every tool read one way, each refusal one UsageError (exit 2); Node built-ins only. */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** parseArgs (strict unless told), its refusal a UsageError of one line. */
export function parseCommandLine<const T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    // Node's hint lines read as one sentence, without its guess at what was meant.
    const lines = (error as Error).message.split('\n').filter((line) => !/^Did you forget/.test(line));
    throw new UsageError(lines.join(' ').replace(/\s+/g, ' ').trim());
  }
}

export interface IntegerRange {
  min: number;
  max: number;
  /** For the message: `a port number`. */
  what: string;
  /** The one word accepted besides a number (`auto`). */
  orElse?: string;
}

/** The one integer parser, for settings and options alike: digits only; the RangeError's message follows the name. */
export function parseInteger(raw: string, range: IntegerRange): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < range.min || value > range.max) {
    throw new RangeError(`must be ${range.what} from ${range.min} to ${range.max}${range.orElse ? ` or ${range.orElse}` : ''}, got "${raw}"`);
  }
  return value;
}

export function integerOption(option: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  try {
    return parseInteger(raw, { min, max, what: 'a whole number' });
  } catch (error) {
    throw new UsageError(`--${option} ${(error as Error).message}`);
  }
}

export function httpUrlOption(option: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--${option} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--${option} must use http or https, got "${raw}"`);
  return url;
}

/** `a, b or c`. */
const listed = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join(''));

export function choiceOption<const T extends string>(option: string, raw: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  throw new UsageError(`--${option} must be ${listed(choices)}, got "${raw}"`);
}

/** `unknown area "x"; use a, b or c`. */
export function knownName<const T extends string>(noun: string, raw: string | undefined, known: readonly T[]): T | undefined {
  if (raw === undefined || (known as readonly string[]).includes(raw)) return raw as T | undefined;
  throw new UsageError(`unknown ${noun} "${raw}"; use ${listed(known)}`);
}
