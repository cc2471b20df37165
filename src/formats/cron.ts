/**
 * Cron syntax: the one rule for the `cron` format and the crawler's schedule preview. 5 fields,
 * or 6 with seconds first, in cron-parser v5 syntax, or a nickname (cron-parser's and Vixie
 * cron's `@midnight`). Refused so that a preview is deterministic: Jenkins' `H` (random per
 * parse) and `@reboot` (no time).
 */
import type { CronExpressionParser as Parser } from 'cron-parser';
import { onFirstUse } from '../lazy-require.js';

// cron-parser (with luxon, some 350 KB) loaded by the first check, required so checks stay synchronous.
const cronParser = onFirstUse<{ CronExpressionParser: typeof Parser }>('cron-parser');

export function cronExpressionParser(): typeof Parser {
  return cronParser().CronExpressionParser;
}

/** Longest cron expression accepted, in characters (cron-parser's own cap is 1,024). */
export const MAX_CRON_LENGTH = 256;

/** cron-parser 5's nicknames (its index does not export them; a test holds them to it) and crontab(5)'s `@midnight`. */
export const CRON_NICKNAMES: Readonly<Record<string, string>> = {
  '@yearly': '0 0 0 1 1 *',
  '@annually': '0 0 0 1 1 *',
  '@monthly': '0 0 0 1 * *',
  '@weekly': '0 0 0 * * 0',
  '@daily': '0 0 0 * * *',
  '@midnight': '0 0 0 * * *',
  '@hourly': '0 0 * * * *',
  '@minutely': '0 * * * * *',
  '@secondly': '* * * * * *',
  '@weekdays': '0 0 0 * * 1-5',
  '@weekends': '0 0 0 * * 0,6',
};

/** The message says why, for a client. */
export class CronSyntaxError extends Error {}

// Field names in 6-field order; a 5-field expression is the last five.
const FIELD_NAMES = ['second', 'minute', 'hour', 'day-of-month', 'month', 'day-of-week'] as const;

function fieldNames(atomCount: number): readonly string[] {
  return atomCount === 6 ? FIELD_NAMES : FIELD_NAMES.slice(1);
}

/** The fields as cron-parser takes them (a nickname expanded), or a CronSyntaxError saying what is wrong. */
export function cronFields(cron: unknown): string[] {
  const atoms = cronShape(cron);
  try {
    cronExpressionParser().parse(atoms.join(' '));
  } catch (error) {
    throw new CronSyntaxError(explainCronError(atoms, error as Error));
  }
  return atoms;
}

/** Why `cron` is not an accepted expression; undefined when it is. */
export function cronProblem(cron: unknown): string | undefined {
  try {
    cronFields(cron);
    return undefined;
  } catch (error) {
    if (error instanceof CronSyntaxError) return error.message;
    throw error;
  }
}

function cronShape(cron: unknown): string[] {
  if (typeof cron !== 'string') throw new CronSyntaxError('cron must be a string');
  if (cron.length > MAX_CRON_LENGTH) {
    throw new CronSyntaxError(`cron is ${cron.length} characters; the limit is ${MAX_CRON_LENGTH}`);
  }
  const trimmed = cron.trim();
  if (trimmed === '') throw new CronSyntaxError('cron must not be empty');
  if (trimmed.startsWith('@')) {
    const expansion = CRON_NICKNAMES[trimmed.toLowerCase()];
    if (expansion === undefined) {
      throw new CronSyntaxError(`'${trimmed}' is not a supported nickname (${Object.keys(CRON_NICKNAMES).join(', ')})`);
    }
    return expansion.split(' ');
  }
  const atoms = trimmed.split(/\s+/);
  if (atoms.length < 5 || atoms.length > 6) {
    throw new CronSyntaxError(`expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first; got ${atoms.length}`);
  }
  const names = fieldNames(atoms.length);
  atoms.forEach((atom, i) => {
    // `H` alone or before `/`, `(`, `#`; the letter inside THU or MARCH-like aliases is fine.
    if (/(^|[^A-Z])H([^A-Z]|$)/i.test(atom)) {
      throw new CronSyntaxError(`${names[i]} value '${atom}' uses H (random value), which is not supported`);
    }
  });
  return atoms;
}

/** cron-parser's messages name no field, so each is parsed alone (`*` elsewhere) to find and name the one at fault. */
function explainCronError(atoms: string[], error: Error): string {
  const names = fieldNames(atoms.length);
  for (let i = 0; i < atoms.length; i++) {
    const probe = atoms.map((atom, j) => (j === i ? atom : '*'));
    if (probe.length === 5) probe.unshift('0');
    try {
      cronExpressionParser().parse(probe.join(' '));
    } catch (fieldError) {
      return restate(names[i], atoms[i], (fieldError as Error).message);
    }
  }
  if (/explicit day of month/i.test(error.message)) {
    return 'the day-of-month never occurs in the given month(s), e.g. 30 February';
  }
  return `the expression is invalid: ${error.message}`;
}

/** cron-parser's messages, each restated for a client with the field it names. */
const RESTATED: Array<[RegExp, (m: RegExpExecArray, name: string, raw: string) => string]> = [
  [/got value (\S+) expected range (\d+)-(\d+)/, (m, name) => `${name} value ${m[1]} is out of range ${m[2]}-${m[3]}`],
  [/got range (\d+)-(\d+) expected range (\d+)-(\d+)/, (m, name) => `${name} range ${m[1]}-${m[2]} is out of range ${m[3]}-${m[4]}`],
  [/Invalid range: (\d+)-(\d+), min/, (m, name) => `${name} range ${m[1]}-${m[2]} starts after it ends`],
  [/cannot repeat at every|Invalid step/, (_m, name, raw) => `${name} value '${raw}' has a step that is not a positive integer`],
  [/cannot resolve alias "([^"]*)"/, (m, name) => `${name} name '${m[1].toUpperCase()}' is not recognised (months are JAN-DEC, days SUN-SAT)`],
  [/occurrence number/, (_m, name, raw) => `${name} value '${raw}' has an occurrence after # outside 1-5`],
];

function restate(name: string, raw: string, message: string): string {
  for (const [pattern, say] of RESTATED) {
    const m = pattern.exec(message);
    if (m) return say(m, name, raw);
  }
  return `${name} value '${raw}' is invalid (${message})`;
}
