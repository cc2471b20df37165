/**
 * String formats our specs name beyond JSON Schema's own (docs/product-decisions.md,
 * "Cron and time zone formats"): one definition per format, used by every ajv we compile
 * (server request and response validation, the mock, the contract CLI, the proxy), by the
 * data generators (mock answers, the CLI's valid requests) and by the CLI's negative cases.
 * Each format admits exactly what the server's own check accepts, because it is that check.
 */
import { cronProblem } from './cron.js';
import { timeZoneProblem } from './time-zone.js';

export interface CustomFormat {
  /** Why the server refuses `value`, in its own words; undefined when it accepts it. */
  problem(value: string): string | undefined;
  /** Valid values, for generated data (chosen by the generator's seeded random). */
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

/** Registers the formats on an ajv instance (anything with ajv's `addFormat`). */
export function addCustomFormats<T extends { addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown }>(ajv: T): T {
  for (const [name, format] of Object.entries(CUSTOM_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate: (value) => format.problem(value) === undefined });
  }
  return ajv;
}

/** Format generators for the data generator (src/mock/schema-generator.ts): a seeded pick among each format's samples. */
export const CUSTOM_FORMAT_GENERATORS: Readonly<Record<string, (random: { int(min: number, max: number): number }) => string>> = Object.fromEntries(
  Object.entries(CUSTOM_FORMATS).map(([name, format]) => [
    name,
    (random: { int(min: number, max: number): number }) => format.samples[random.int(0, format.samples.length - 1)],
  ]),
);

/** The server's reason for a custom format's failure, or undefined for other formats and valid values. */
export function customFormatProblem(format: unknown, value: unknown): string | undefined {
  if (typeof format !== 'string' || typeof value !== 'string') return undefined;
  return Object.hasOwn(CUSTOM_FORMATS, format) ? CUSTOM_FORMATS[format].problem(value) : undefined;
}
