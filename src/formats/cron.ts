/**
 * Cron expression syntax: the one rule for the `cron` string format (src/formats/index.ts)
 * and for the crawler's schedule preview, so a spec that says `format: cron` admits exactly
 * the expressions the preview accepts.
 *
 * Expressions: 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds
 * first, in cron-parser v5 syntax (`*`, `?`, lists, ranges, steps, JAN-DEC, SUN-SAT,
 * `L`, `#`), or one of cron-parser's nicknames (`@yearly`, `@annually`, `@monthly`,
 * `@weekly`, `@daily`, `@hourly`, `@minutely`, `@secondly`, `@weekdays`, `@weekends`) plus
 * Vixie cron's `@midnight` (= `@daily`), any letter case. Not accepted, so that a preview is
 * deterministic: Jenkins-style `H`, whose value is random per parse, and `@reboot`, which
 * names no time.
 */
import type { CronExpressionParser as Parser } from 'cron-parser';
import { onFirstUse } from '../lazy-require.js';

// cron-parser (with luxon, some 350 KB of code) is loaded by the first expression checked, with
// require to keep the checks synchronous: most starts and most requests check none. That first
// check pays the load (a few ms from node_modules) and answers as it always did.
const cronParser = onFirstUse<{ CronExpressionParser: typeof Parser }>('cron-parser');

/** cron-parser's CronExpressionParser, loaded on first need. */
export function cronExpressionParser(): typeof Parser {
  return cronParser().CronExpressionParser;
}

/** Longest cron expression accepted, in characters (cron-parser's own cap is 1,024). */
export const MAX_CRON_LENGTH = 256;

/**
 * Nicknames and the 6-field expressions they stand for: cron-parser 5's table (which its
 * index does not export; test/services/crawler/schedule-preview.test.ts checks that each
 * gives the same runs as cron-parser's own expansion) plus `@midnight`, which Vixie cron's
 * crontab(5) defines as `@daily`.
 */
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

/** A cron expression the rules above refuse; the message says why, for a client. */
export class CronSyntaxError extends Error {}

// Field names in 6-field order; a 5-field expression is the last five.
const FIELD_NAMES = ['second', 'minute', 'hour', 'day-of-month', 'month', 'day-of-week'] as const;

function fieldNames(atomCount: number): readonly string[] {
  return atomCount === 6 ? FIELD_NAMES : FIELD_NAMES.slice(1);
}

/**
 * The expression's fields as cron-parser takes them (a nickname expanded to 6 fields), or a
 * CronSyntaxError saying what is wrong. Checks shape first, then each field's values.
 */
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

/**
 * cron-parser's messages do not say which field failed ("Constraint error, got value 60
 * expected range 0-59"), so each field is re-parsed alone, with `*` elsewhere, to find
 * the one at fault, and its message is restated in terms of that field.
 */
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

function restate(name: string, raw: string, message: string): string {
  let m: RegExpExecArray | null;
  if ((m = /got value (\S+) expected range (\d+)-(\d+)/.exec(message))) {
    return `${name} value ${m[1]} is out of range ${m[2]}-${m[3]}`;
  }
  if ((m = /got range (\d+)-(\d+) expected range (\d+)-(\d+)/.exec(message))) {
    return `${name} range ${m[1]}-${m[2]} is out of range ${m[3]}-${m[4]}`;
  }
  if ((m = /Invalid range: (\d+)-(\d+), min/.exec(message))) {
    return `${name} range ${m[1]}-${m[2]} starts after it ends`;
  }
  if (/cannot repeat at every/.test(message) || /Invalid step/.test(message)) {
    return `${name} value '${raw}' has a step that is not a positive integer`;
  }
  if ((m = /cannot resolve alias "([^"]*)"/.exec(message))) {
    return `${name} name '${m[1].toUpperCase()}' is not recognised (months are JAN-DEC, days SUN-SAT)`;
  }
  if (/occurrence number/.test(message)) {
    return `${name} value '${raw}' has an occurrence after # outside 1-5`;
  }
  return `${name} value '${raw}' is invalid (${message})`;
}
