import { expect } from 'chai';
import { CronExpressionParser } from 'cron-parser';
import { ApiError } from '../../../src/errors.js';
import { CRON_NICKNAMES, MAX_CRON_LENGTH } from '../../../src/formats/cron.js';
import { DEFAULT_PREVIEW_COUNT, MAX_PREVIEW_COUNT, previewSchedule } from '../../../src/services/crawler/schedule-preview.js';

function problem(fn: () => unknown): { field: string; reason: string } {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.code).to.equal('VALIDATION_FAILED');
    expect(apiError.status).to.equal(400);
    const details = apiError.details as Array<{ field: string; reason: string }>;
    expect(details).to.have.length(1);
    expect(apiError.message).to.equal(`Invalid ${details[0].field}: ${details[0].reason}`);
    return details[0];
  }
  throw new Error('expected a VALIDATION_FAILED ApiError');
}

describe('services/crawler/schedule-preview', () => {
  describe('time zones', () => {
    it('lists the next runs in UTC with the defaults (5 runs, UTC)', () => {
      expect(previewSchedule({ cron: '0 6 * * 1-5', from: '2026-03-27T12:00:00Z' })).to.deep.equal({
        cron: '0 6 * * 1-5',
        timezone: 'UTC',
        from: '2026-03-27T12:00:00.000Z',
        runs: [
          '2026-03-30T06:00:00.000Z',
          '2026-03-31T06:00:00.000Z',
          '2026-04-01T06:00:00.000Z',
          '2026-04-02T06:00:00.000Z',
          '2026-04-03T06:00:00.000Z',
        ],
      });
      expect(DEFAULT_PREVIEW_COUNT).to.equal(5);
    });

    it('runs at local time in Europe/Berlin (CET in winter, CEST in summer)', () => {
      expect(previewSchedule({ cron: '30 8 * * *', count: 1, timezone: 'Europe/Berlin', from: '2026-01-15T00:00:00Z' }).runs).to.deep.equal([
        '2026-01-15T07:30:00.000Z',
      ]);
      expect(previewSchedule({ cron: '30 8 * * *', count: 1, timezone: 'Europe/Berlin', from: '2026-07-15T00:00:00Z' }).runs).to.deep.equal([
        '2026-07-15T06:30:00.000Z',
      ]);
    });

    it('runs at local time in America/New_York', () => {
      expect(previewSchedule({ cron: '0 9 1 * *', count: 3, timezone: 'America/New_York', from: '2026-01-01T00:00:00Z' }).runs).to.deep.equal([
        '2026-01-01T14:00:00.000Z',
        '2026-02-01T14:00:00.000Z',
        '2026-03-01T14:00:00.000Z',
      ]);
    });

    it('runs at local time in Asia/Kolkata (UTC+05:30, no daylight saving)', () => {
      expect(previewSchedule({ cron: '0 9 * * *', count: 2, timezone: 'Asia/Kolkata', from: '2026-06-01T00:00:00Z' })).to.deep.equal({
        cron: '0 9 * * *',
        timezone: 'Asia/Kolkata',
        from: '2026-06-01T00:00:00.000Z',
        runs: ['2026-06-01T03:30:00.000Z', '2026-06-02T03:30:00.000Z'],
      });
    });

    it('reads `from` with its offset and lists runs strictly after it', () => {
      // 2026-03-01T07:00:00+01:00 is 06:00Z: the run at exactly that instant is not listed.
      expect(previewSchedule({ cron: '0 6 * * *', count: 2, from: '2026-03-01T07:00:00+01:00' })).to.deep.equal({
        cron: '0 6 * * *',
        timezone: 'UTC',
        from: '2026-03-01T06:00:00.000Z',
        runs: ['2026-03-02T06:00:00.000Z', '2026-03-03T06:00:00.000Z'],
      });
    });

    it('starts from now when `from` is absent', () => {
      const result = previewSchedule({ cron: '*/10 * * * *', count: 2, now: () => new Date('2026-05-05T10:03:07.123Z') });
      expect(result.from).to.equal('2026-05-05T10:03:07.123Z');
      expect(result.runs).to.deep.equal(['2026-05-05T10:10:00.000Z', '2026-05-05T10:20:00.000Z']);
    });
  });

  describe('daylight-saving transitions', () => {
    it('Europe/Berlin spring forward: 02:30 does not exist on 2026-03-29 and runs at 03:30 CEST', () => {
      expect(previewSchedule({ cron: '30 2 * * *', count: 3, timezone: 'Europe/Berlin', from: '2026-03-28T00:00:00Z' }).runs).to.deep.equal([
        '2026-03-28T01:30:00.000Z', // 02:30 CET
        '2026-03-29T01:30:00.000Z', // 03:30 CEST: the skipped 02:30, one hour later
        '2026-03-30T00:30:00.000Z', // 02:30 CEST
      ]);
    });

    it('Europe/Berlin spring forward: a shifted run that meets a real one runs once', () => {
      expect(previewSchedule({ cron: '30 2,3 * * *', count: 3, timezone: 'Europe/Berlin', from: '2026-03-28T12:00:00Z' }).runs).to.deep.equal([
        '2026-03-29T01:30:00.000Z', // 03:30 CEST, for both 02:30 and 03:30
        '2026-03-30T00:30:00.000Z',
        '2026-03-30T01:30:00.000Z',
      ]);
    });

    it('Europe/Berlin spring forward: an hourly job has no run in the missing hour', () => {
      expect(previewSchedule({ cron: '0 * * * *', count: 3, timezone: 'Europe/Berlin', from: '2026-03-28T23:30:00Z' }).runs).to.deep.equal([
        '2026-03-29T00:00:00.000Z', // 01:00 CET
        '2026-03-29T01:00:00.000Z', // 03:00 CEST
        '2026-03-29T02:00:00.000Z', // 04:00 CEST
      ]);
    });

    it('Europe/Berlin fall back: a fixed time in the repeated hour runs in its first occurrence only', () => {
      expect(previewSchedule({ cron: '30 2 * * *', count: 3, timezone: 'Europe/Berlin', from: '2026-10-24T12:00:00Z' }).runs).to.deep.equal([
        '2026-10-25T00:30:00.000Z', // 02:30 CEST; not again at 02:30 CET (01:30Z)
        '2026-10-26T01:30:00.000Z', // 02:30 CET
        '2026-10-27T01:30:00.000Z',
      ]);
    });

    it('Europe/Berlin fall back: a wildcard hour runs in both occurrences of the repeated hour', () => {
      expect(previewSchedule({ cron: '*/30 * * * *', count: 6, timezone: 'Europe/Berlin', from: '2026-10-24T23:10:00Z' }).runs).to.deep.equal([
        '2026-10-24T23:30:00.000Z', // 01:30 CEST
        '2026-10-25T00:00:00.000Z', // 02:00 CEST
        '2026-10-25T00:30:00.000Z', // 02:30 CEST
        '2026-10-25T01:00:00.000Z', // 02:00 CET
        '2026-10-25T01:30:00.000Z', // 02:30 CET
        '2026-10-25T02:00:00.000Z', // 03:00 CET
      ]);
    });

    it('America/New_York spring forward and fall back', () => {
      // 2026-03-08: 02:00 EST jumps to 03:00 EDT; 02:30 runs at 03:30 EDT.
      expect(previewSchedule({ cron: '30 2 * * *', count: 3, timezone: 'America/New_York', from: '2026-03-07T00:00:00Z' }).runs).to.deep.equal([
        '2026-03-07T07:30:00.000Z',
        '2026-03-08T07:30:00.000Z',
        '2026-03-09T06:30:00.000Z',
      ]);
      // 2026-11-01: 01:00-01:59 happens twice; 01:30 runs in EDT only.
      expect(previewSchedule({ cron: '30 1 * * *', count: 3, timezone: 'America/New_York', from: '2026-10-31T00:00:00Z' }).runs).to.deep.equal([
        '2026-10-31T05:30:00.000Z',
        '2026-11-01T05:30:00.000Z',
        '2026-11-02T06:30:00.000Z',
      ]);
    });
  });

  describe('expressions', () => {
    it('accepts 6 fields with seconds first', () => {
      expect(previewSchedule({ cron: '*/15 * * * * *', count: 4, from: '2026-01-01T00:00:00Z' }).runs).to.deep.equal([
        '2026-01-01T00:00:15.000Z',
        '2026-01-01T00:00:30.000Z',
        '2026-01-01T00:00:45.000Z',
        '2026-01-01T00:01:00.000Z',
      ]);
      expect(previewSchedule({ cron: '30 0 12 * * MON', count: 1, from: '2026-01-01T00:00:00Z' }).runs).to.deep.equal([
        '2026-01-05T12:00:30.000Z',
      ]);
    });

    it('accepts names, lists, ranges, steps, L and #', () => {
      const runs = (cron: string, count = 1) => previewSchedule({ cron, count, from: '2026-01-01T00:00:00Z' }).runs;
      expect(runs('0 0 * JAN,FEB SUN')).to.deep.equal(['2026-01-04T00:00:00.000Z']);
      expect(runs('0 0 L * *', 2)).to.deep.equal(['2026-01-31T00:00:00.000Z', '2026-02-28T00:00:00.000Z']);
      expect(runs('0 0 * * 1#2')).to.deep.equal(['2026-01-12T00:00:00.000Z']);
      expect(runs('0 9-17/4 * * *', 3)).to.deep.equal(['2026-01-01T09:00:00.000Z', '2026-01-01T13:00:00.000Z', '2026-01-01T17:00:00.000Z']);
    });

    it('accepts the nicknames cron-parser knows, and @midnight, in any letter case', () => {
      const runs = (cron: string, timezone = 'UTC') => previewSchedule({ cron, count: 2, timezone, from: '2026-01-01T00:00:00Z' }).runs;
      // 2026-01-01 is a Thursday.
      const expected: Record<string, string[]> = {
        '@yearly': ['2027-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z'],
        '@annually': ['2027-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z'],
        '@monthly': ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
        '@weekly': ['2026-01-04T00:00:00.000Z', '2026-01-11T00:00:00.000Z'],
        '@daily': ['2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'],
        '@midnight': ['2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'],
        '@hourly': ['2026-01-01T01:00:00.000Z', '2026-01-01T02:00:00.000Z'],
        '@minutely': ['2026-01-01T00:01:00.000Z', '2026-01-01T00:02:00.000Z'],
        '@secondly': ['2026-01-01T00:00:01.000Z', '2026-01-01T00:00:02.000Z'],
        '@weekdays': ['2026-01-02T00:00:00.000Z', '2026-01-05T00:00:00.000Z'],
        '@weekends': ['2026-01-03T00:00:00.000Z', '2026-01-04T00:00:00.000Z'],
      };
      expect(Object.keys(CRON_NICKNAMES).sort()).to.deep.equal(Object.keys(expected).sort());
      for (const [nickname, want] of Object.entries(expected)) expect(runs(nickname), nickname).to.deep.equal(want);
      expect(runs('@DAILY')).to.deep.equal(expected['@daily']);
      expect(previewSchedule({ cron: ' @daily ', count: 1, from: '2026-01-01T00:00:00Z' }).cron).to.equal(' @daily ');
      // Midnight in the given zone: Berlin is UTC+1 in January.
      expect(runs('@midnight', 'Europe/Berlin')).to.deep.equal(['2026-01-01T23:00:00.000Z', '2026-01-02T23:00:00.000Z']);
    });

    it('expands each nickname as cron-parser itself does', () => {
      const currentDate = new Date('2026-01-01T00:00:00Z');
      for (const nickname of Object.keys(CRON_NICKNAMES).filter((name) => name !== '@midnight')) {
        const own = CronExpressionParser.parse(nickname, { currentDate, tz: 'UTC' });
        const theirs = Array.from({ length: 3 }, () => own.next().toDate().toISOString());
        expect(previewSchedule({ cron: nickname, count: 3, from: currentDate.toISOString() }).runs, nickname).to.deep.equal(theirs);
      }
    });

    it('returns up to 100 runs', () => {
      expect(previewSchedule({ cron: '* * * * *', count: MAX_PREVIEW_COUNT, from: '2026-01-01T00:00:00Z' }).runs).to.have.length(100);
    });
  });

  describe('bad input', () => {
    const at = { from: '2026-01-01T00:00:00Z' };

    it('names the field and value out of range', () => {
      const cases: Array<[string, string]> = [
        ['60 * * * *', 'minute value 60 is out of range 0-59'],
        ['* 24 * * *', 'hour value 24 is out of range 0-23'],
        ['* * 32 * *', 'day-of-month value 32 is out of range 1-31'],
        ['* * 0 * *', 'day-of-month value 0 is out of range 1-31'],
        ['* * * 13 *', 'month value 13 is out of range 1-12'],
        ['* * * * 8', 'day-of-week value 8 is out of range 0-7'],
        ['60 * * * * *', 'second value 60 is out of range 0-59'],
        ['0 60 * * * *', 'minute value 60 is out of range 0-59'],
        ['1-70 * * * *', 'minute range 1-70 is out of range 0-59'],
        ['5-1 * * * *', 'minute range 5-1 starts after it ends'],
        ['*/0 * * * *', "minute value '*/0' has a step that is not a positive integer"],
        ['x * * * *', "minute value 'x' is invalid (Invalid characters, got value: x)"],
        ['* * * FOO *', "month name 'FOO' is not recognised (months are JAN-DEC, days SUN-SAT)"],
        ['* * * * 1#6', "day-of-week value '1#6' has an occurrence after # outside 1-5"],
        ['H * * * *', "minute value 'H' uses H (random value), which is not supported"],
        ['0 0 30 2 *', 'the day-of-month never occurs in the given month(s), e.g. 30 February'],
      ];
      for (const [cron, reason] of cases) {
        expect(problem(() => previewSchedule({ cron, ...at })), cron).to.deep.equal({ field: 'cron', reason });
      }
    });

    it('refuses fewer than 5 or more than 6 fields, nicknames and empty expressions', () => {
      const shape = (n: number) => `expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first; got ${n}`;
      expect(problem(() => previewSchedule({ cron: '* * * *', ...at }))).to.deep.equal({ field: 'cron', reason: shape(4) });
      expect(problem(() => previewSchedule({ cron: '* * * * * * *', ...at }))).to.deep.equal({ field: 'cron', reason: shape(7) });
      expect(problem(() => previewSchedule({ cron: '@reboot', ...at }))).to.deep.equal({
        field: 'cron',
        reason: `'@reboot' is not a supported nickname (${Object.keys(CRON_NICKNAMES).join(', ')})`,
      });
      expect(problem(() => previewSchedule({ cron: '   ', ...at }))).to.deep.equal({ field: 'cron', reason: 'cron must not be empty' });
      expect(problem(() => previewSchedule({ cron: `0 0 * * ${'1,'.repeat(200)}1`, ...at }))).to.deep.equal({
        field: 'cron',
        reason: `cron is ${8 + 401} characters; the limit is ${MAX_CRON_LENGTH}`,
      });
    });

    it('refuses an unknown time zone', () => {
      expect(problem(() => previewSchedule({ cron: '0 * * * *', timezone: 'Mars/Olympus_Mons', ...at }))).to.deep.equal({
        field: 'timezone',
        reason: "'Mars/Olympus_Mons' is not a known IANA time zone",
      });
      expect(problem(() => previewSchedule({ cron: '0 * * * *', timezone: '', ...at }))).to.deep.equal({
        field: 'timezone',
        reason: 'timezone must be a non-empty IANA time zone name',
      });
    });

    it('refuses a count outside 1..100', () => {
      for (const count of [0, 101, -5]) {
        expect(problem(() => previewSchedule({ cron: '0 * * * *', count, ...at }))).to.deep.equal({
          field: 'count',
          reason: `count ${count} is out of range 1-100`,
        });
      }
      expect(problem(() => previewSchedule({ cron: '0 * * * *', count: 2.5, ...at }))).to.deep.equal({ field: 'count', reason: 'count must be an integer' });
    });

    it('refuses an invalid `from`', () => {
      const reason = 'from must be an RFC 3339 date-time with an offset, e.g. 2026-03-29T00:00:00Z';
      for (const from of ['yesterday', '2026-03-29', '2026-03-29T00:00:00', '2026-03-29 00:00']) {
        expect(problem(() => previewSchedule({ cron: '0 * * * *', from })), from).to.deep.equal({ field: 'from', reason });
      }
      for (const from of ['2026-02-30T00:00:00Z', '2026-13-01T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T00:00:00+25:00']) {
        expect(problem(() => previewSchedule({ cron: '0 * * * *', from })), from).to.deep.equal({
          field: 'from',
          reason: `'${from}' is not a valid date-time`,
        });
      }
    });

    it('checks the fields in order: cron, count, timezone, from', () => {
      expect(problem(() => previewSchedule({ cron: '60 * * * *', count: 0, timezone: 'Nowhere/City', from: 'x' })).field).to.equal('cron');
      expect(problem(() => previewSchedule({ cron: '0 * * * *', count: 0, timezone: 'Nowhere/City', from: 'x' })).field).to.equal('count');
      expect(problem(() => previewSchedule({ cron: '0 * * * *', timezone: 'Nowhere/City', from: 'x' })).field).to.equal('timezone');
    });
  });
});
