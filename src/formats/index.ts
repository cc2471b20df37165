/**
 * String formats our specs name beyond JSON Schema's own (docs/product-decisions.md, "Cron and
 * time zone formats"), one definition each for every ajv we compile, the data generators and the
 * negative cases: each admits exactly what the server's own check accepts.
 */
import { cronProblem } from './cron.js';
import { timeZoneProblem } from './time-zone.js';

export interface CustomFormat {
  /** Undefined when the server accepts `value`. */
  problem(value: string): string | undefined;
  /** Valid values, for generated data. */
  samples: readonly string[];
  /** A value the format refuses, for negative tests. */
  invalid: string;
}

export const CUSTOM_FORMATS: Readonly<Record<string, CustomFormat>> = {
  cron: {
    problem: cronProblem,
    samples: ['0 6 * * *', '*/15 * * * *', '30 2 * * 1-5', '0 8 * * MON', '0 0 1 * *', '0 30 9 * * 1-5', '@daily', '@hourly'],
    invalid: '61 * * * *',
  },
  'iana-time-zone': {
    problem: timeZoneProblem,
    samples: ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'Europe/London', 'America/Sao_Paulo', 'Africa/Nairobi'],
    invalid: 'Mars/Olympus',
  },
};

type AjvFormat = { type: 'string'; validate: (value: string) => boolean };

/** Each format as ajv takes it (compiled and standalone validators alike). */
export const AJV_FORMATS: Readonly<Record<string, AjvFormat>> = Object.fromEntries(
  Object.entries(CUSTOM_FORMATS).map(([name, format]) => [name, { type: 'string', validate: (value: string) => format.problem(value) === undefined }]),
);

export function addCustomFormats<T extends { addFormat(name: string, format: AjvFormat): unknown }>(ajv: T): T {
  for (const [name, format] of Object.entries(AJV_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}

/** For the data generator: a seeded pick among each format's samples. */
export const CUSTOM_FORMAT_GENERATORS: Readonly<Record<string, (random: { int(min: number, max: number): number }) => string>> = Object.fromEntries(
  Object.entries(CUSTOM_FORMATS).map(([name, { samples }]) => [name, (random) => samples[random.int(0, samples.length - 1)]]),
);

/** The server's reason for a custom format's failure, or undefined for other formats and valid values. */
export function customFormatProblem(format: unknown, value: unknown): string | undefined {
  if (typeof format !== 'string' || typeof value !== 'string') return undefined;
  return Object.hasOwn(CUSTOM_FORMATS, format) ? CUSTOM_FORMATS[format].problem(value) : undefined;
}
