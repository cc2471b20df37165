/** A rate limit as the settings write it: `<requests>/<window><s|m|h>`, e.g. `100/60s`. */
export interface RateLimit {
  points: number;
  durationSec: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** `setting` names the source in the error. */
export function parseRateLimit(value: string, setting = 'HRM_RATE_LIMIT'): RateLimit {
  const match = /^([1-9][0-9]{0,8})\/([1-9][0-9]{0,6})([smh])$/.exec(value ?? '');
  if (!match) {
    throw new Error(`${setting} must be <requests>/<window><s|m|h>, for example "100/60s"; got ${JSON.stringify(value)}`);
  }
  const unit = match[3] as keyof typeof UNIT_SECONDS;
  return { points: Number(match[1]), durationSec: Number(match[2]) * UNIT_SECONDS[unit] };
}
