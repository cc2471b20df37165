/**
 * Schedule preview: the next run times of a cron expression, as ISO 8601 UTC strings.
 *
 * Expressions: 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds
 * first, in cron-parser v5 syntax (`*`, `?`, lists, ranges, steps, JAN-DEC, SUN-SAT,
 * `L`, `#`), or one of cron-parser's nicknames (`@yearly`, `@annually`, `@monthly`,
 * `@weekly`, `@daily`, `@hourly`, `@minutely`, `@secondly`, `@weekdays`, `@weekends`) plus
 * Vixie cron's `@midnight` (= `@daily`), any letter case. Not accepted, so that a preview is
 * deterministic: Jenkins-style `H`, whose value is random per parse, and `@reboot`, which
 * names no time.
 *
 * Runs are strictly after `from` (a run exactly at `from` is not listed).
 *
 * Daylight-saving transitions are left to cron-parser (which uses Luxon); its behaviour,
 * pinned by test/services/crawler/schedule-preview.test.ts, is:
 * - Spring forward (a local time that does not exist, e.g. 02:30 on 2026-03-29 in
 *   Europe/Berlin, where 02:00 jumps to 03:00): a job for a fixed hour in the gap runs
 *   one hour later in local wall time (02:30 → 03:30 CEST = 01:30Z), once; if that
 *   coincides with a run it already had (`30 2,3 * * *`), it runs once, not twice.
 *   Jobs with a wildcard hour just have no run in the missing hour.
 * - Fall back (a local hour that occurs twice, e.g. 02:00-02:59 on 2026-10-25 in
 *   Europe/Berlin): a job for a fixed hour in the repeated hour runs only in its first
 *   occurrence (02:30 CEST = 00:30Z, not again at 02:30 CET = 01:30Z); a job with a
 *   wildcard hour (`0 * * * *`, or every 30 minutes) runs in both occurrences, since
 *   it follows real elapsed time.
 */
import { CronExpressionParser } from 'cron-parser';
import { ApiError } from '../../errors.js';

export const DEFAULT_PREVIEW_COUNT = 5;
export const MIN_PREVIEW_COUNT = 1;
export const MAX_PREVIEW_COUNT = 100;
export const DEFAULT_PREVIEW_TIMEZONE = 'UTC';
/** Longest cron expression accepted, in characters (cron-parser's own cap is 1,024). */
export const MAX_CRON_LENGTH = 256;

export interface PreviewScheduleInput {
  cron: string;
  count?: number;
  timezone?: string;
  /** RFC 3339 date-time with an explicit offset; defaults to now. */
  from?: string;
  /** Clock used when `from` is absent; injectable for tests. */
  now?: () => Date;
}

export interface SchedulePreview {
  cron: string;
  timezone: string;
  from: string;
  runs: string[];
}

type DetailField = 'cron' | 'timezone' | 'count' | 'from';

function invalid(field: DetailField, reason: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `Invalid ${field}: ${reason}`, {
    details: [{ field, reason }],
  });
}

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

// Field names in 6-field order; a 5-field expression is the last five.
const FIELD_NAMES = ['second', 'minute', 'hour', 'day-of-month', 'month', 'day-of-week'] as const;

// ISO string of the last instant toISOString renders without the expanded-year form.
const LAST_FOUR_DIGIT_YEAR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function previewSchedule(input: PreviewScheduleInput): SchedulePreview {
  const { cron } = input;
  const count = input.count ?? DEFAULT_PREVIEW_COUNT;
  const timezone = input.timezone ?? DEFAULT_PREVIEW_TIMEZONE;

  // Fields are checked in request order, cron first, so the first problem reported is
  // the same whatever else is wrong.
  const atoms = checkCronShape(cron);
  checkExpression(atoms);
  checkCount(count);
  checkTimezone(timezone);
  const from = input.from === undefined ? (input.now ?? (() => new Date()))() : parseFrom(input.from);

  let expression: Parsed;
  try {
    expression = CronExpressionParser.parse(atoms.join(' '), { currentDate: from, tz: timezone });
  } catch (error) {
    // The expression parsed without a zone above, so what fails here is the zone.
    throw invalid('timezone', `'${timezone}' cannot be used for scheduling (${(error as Error).message})`);
  }

  const runs: string[] = [];
  for (let i = 0; i < count; i++) {
    let next: Date;
    try {
      next = expression.next().toDate();
    } catch (error) {
      // cron-parser gives up after 10,000 steps without a match; with runs in hand we
      // return what was found rather than fail the whole preview.
      if (runs.length > 0) break;
      throw invalid('cron', `no run time could be found after ${from.toISOString()} (${(error as Error).message})`);
    }
    // Past year 9999 an ISO string needs the expanded-year form; stop there instead.
    if (next.getTime() > LAST_FOUR_DIGIT_YEAR_MS) break;
    runs.push(next.toISOString());
  }

  return { cron, timezone, from: from.toISOString(), runs };
}

function checkCronShape(cron: unknown): string[] {
  if (typeof cron !== 'string') throw invalid('cron', 'cron must be a string');
  if (cron.length > MAX_CRON_LENGTH) {
    throw invalid('cron', `cron is ${cron.length} characters; the limit is ${MAX_CRON_LENGTH}`);
  }
  const trimmed = cron.trim();
  if (trimmed === '') throw invalid('cron', 'cron must not be empty');
  if (trimmed.startsWith('@')) {
    const expansion = CRON_NICKNAMES[trimmed.toLowerCase()];
    if (expansion === undefined) {
      throw invalid('cron', `'${trimmed}' is not a supported nickname (${Object.keys(CRON_NICKNAMES).join(', ')})`);
    }
    return expansion.split(' ');
  }
  const atoms = trimmed.split(/\s+/);
  if (atoms.length < 5 || atoms.length > 6) {
    throw invalid(
      'cron',
      `expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first; got ${atoms.length}`,
    );
  }
  const names = fieldNames(atoms.length);
  atoms.forEach((atom, i) => {
    // `H` alone or before `/`, `(`, `#`; the letter inside THU or MARCH-like aliases is fine.
    if (/(^|[^A-Z])H([^A-Z]|$)/i.test(atom)) {
      throw invalid('cron', `${names[i]} value '${atom}' uses H (random value), which is not supported`);
    }
  });
  return atoms;
}

function fieldNames(atomCount: number): readonly string[] {
  return atomCount === 6 ? FIELD_NAMES : FIELD_NAMES.slice(1);
}

function checkCount(count: unknown): void {
  if (typeof count !== 'number' || !Number.isInteger(count)) {
    throw invalid('count', 'count must be an integer');
  }
  if (count < MIN_PREVIEW_COUNT || count > MAX_PREVIEW_COUNT) {
    throw invalid('count', `count ${count} is out of range ${MIN_PREVIEW_COUNT}-${MAX_PREVIEW_COUNT}`);
  }
}

function checkTimezone(timezone: unknown): void {
  if (typeof timezone !== 'string' || timezone === '') {
    throw invalid('timezone', 'timezone must be a non-empty IANA time zone name');
  }
  try {
    // Intl is the authority on which IANA names this Node (ICU) knows.
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw invalid('timezone', `'${timezone}' is not a known IANA time zone`);
  }
}

// RFC 3339 date-time with a mandatory offset: without one the instant would depend on the
// server's own time zone.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))$/;

function parseFrom(from: unknown): Date {
  const reason = 'from must be an RFC 3339 date-time with an offset, e.g. 2026-03-29T00:00:00Z';
  if (typeof from !== 'string') throw invalid('from', reason);
  const m = RFC3339.exec(from);
  if (!m) throw invalid('from', reason);
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offsetOk = m[9] === undefined || (Number(m[9]) <= 23 && Number(m[10]) <= 59);
  // Date.parse rolls 2026-02-30 over to March 2, so ranges are checked here.
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59 || !offsetOk) {
    throw invalid('from', `'${from}' is not a valid date-time`);
  }
  const date = new Date(from.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) throw invalid('from', `'${from}' is not a valid date-time`);
  return date;
}

type Parsed = ReturnType<typeof CronExpressionParser.parse>;

/** Parses without options, to validate the expression alone. */
function checkExpression(atoms: string[]): void {
  try {
    CronExpressionParser.parse(atoms.join(' '));
  } catch (error) {
    throw invalid('cron', explainCronError(atoms, error as Error));
  }
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
      CronExpressionParser.parse(probe.join(' '));
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
