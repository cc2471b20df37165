/**
 * The next run times of a cron expression strictly after `from`, as ISO 8601 UTC strings.
 * Daylight-saving transitions are left to cron-parser, as test/services/crawler/schedule-preview.test.ts
 * pins: a fixed hour in a spring-forward gap runs an hour later, once; a fixed hour in a repeated
 * fall-back hour runs in its first occurrence only; a wildcard hour follows elapsed time.
 */
import type { components } from '../../../generated/crawler.js';
import { invalid } from './request-problems.js';
import { CronSyntaxError, cronExpressionParser, cronFields } from '../../formats/cron.js';
import { timeZoneProblem } from '../../formats/time-zone.js';

export const DEFAULT_PREVIEW_COUNT = 5;
export const MIN_PREVIEW_COUNT = 1;
export const MAX_PREVIEW_COUNT = 100;
export const DEFAULT_PREVIEW_TIMEZONE = 'UTC';

type Request = components['schemas']['SchedulePreviewRequest'];
/** `from` is an RFC 3339 date-time with an explicit offset; it defaults to now. */
export type PreviewScheduleInput = Pick<Request, 'cron'> & Partial<Request> & { now?: () => Date };
export type SchedulePreview = components['schemas']['SchedulePreview'];

// ISO string of the last instant toISOString renders without the expanded-year form.
const LAST_FOUR_DIGIT_YEAR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function previewSchedule(input: PreviewScheduleInput): SchedulePreview {
  const { cron } = input;
  const count = input.count ?? DEFAULT_PREVIEW_COUNT;
  const timezone = input.timezone ?? DEFAULT_PREVIEW_TIMEZONE;

  // In request order, so the first problem reported is the same whatever else is wrong.
  const atoms = checkCron(cron);
  checkCount(count);
  checkTimezone(timezone);
  const from = input.from === undefined ? (input.now ?? (() => new Date()))() : parseFrom(input.from);

  const expression = inZone(atoms, from, timezone);
  const runs: string[] = [];
  for (let i = 0; i < count; i++) {
    let next: Date;
    try {
      next = expression.next().toDate();
    } catch (error) {
      // cron-parser gives up after 10,000 steps without a match: return the runs found.
      if (runs.length > 0) break;
      throw invalid('cron', `no run time could be found after ${from.toISOString()} (${(error as Error).message})`);
    }
    // Past year 9999 an ISO string needs the expanded-year form; stop there instead.
    if (next.getTime() > LAST_FOUR_DIGIT_YEAR_MS) break;
    runs.push(next.toISOString());
  }

  return { cron, timezone, from: from.toISOString(), runs };
}

function inZone(atoms: string[], from: Date, timezone: string) {
  try {
    return cronExpressionParser().parse(atoms.join(' '), { currentDate: from, tz: timezone });
  } catch (error) {
    // The expression parsed without a zone above, so what fails here is the zone.
    throw invalid('timezone', `'${timezone}' cannot be used for scheduling (${(error as Error).message})`);
  }
}

function checkCron(cron: unknown): string[] {
  try {
    return cronFields(cron);
  } catch (error) {
    if (error instanceof CronSyntaxError) throw invalid('cron', error.message);
    throw error;
  }
}

function checkCount(count: unknown): void {
  if (typeof count !== 'number' || !Number.isInteger(count)) throw invalid('count', 'count must be an integer');
  if (count < MIN_PREVIEW_COUNT || count > MAX_PREVIEW_COUNT) {
    throw invalid('count', `count ${count} is out of range ${MIN_PREVIEW_COUNT}-${MAX_PREVIEW_COUNT}`);
  }
}

function checkTimezone(timezone: unknown): void {
  const problem = timeZoneProblem(timezone);
  if (problem !== undefined) throw invalid('timezone', problem);
}

// The offset is mandatory: without one the instant would depend on the server's time zone.
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
