/**
 * The API's own string formats (src/formats): each admits exactly what the server's check
 * accepts, and every tool that compiles or generates from a spec knows them.
 */
import { expect } from 'chai';
import { DataGenerator } from '../../src/contract/generate.js';
import { negativeCases } from '../../src/contract/phases/negative.js';
import { modelSpec } from '../../src/contract/index.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { CUSTOM_FORMATS } from '../../src/formats/index.js';
import { generateValue, prepareSchema } from '../../src/mock/dynamic-data.js';
import { createSchemaCompiler, describeAjvErrors } from '../../src/pipeline/schema-compiler.js';
import { ApiError } from '../../src/errors.js';
import { previewSchedule } from '../../src/services/crawler/schedule-preview.js';

const document = {
  openapi: '3.0.3',
  info: { title: 'formats', version: '1' },
  paths: {
    '/preview': {
      post: {
        operationId: 'preview',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Preview' } } },
        },
        responses: { '204': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      Preview: {
        type: 'object',
        additionalProperties: false,
        required: ['cron', 'timezone'],
        properties: {
          cron: { type: 'string', format: 'cron', minLength: 1, maxLength: 256 },
          timezone: { type: 'string', format: 'iana-time-zone', minLength: 1, maxLength: 64 },
        },
      },
    },
  },
};

/** Whether the schedule preview accepts the value in its field (the server's own rule). */
function previewAccepts(field: 'cron' | 'timezone', value: string): boolean {
  try {
    previewSchedule({ cron: field === 'cron' ? value : '0 6 * * *', timezone: field === 'timezone' ? value : 'UTC', count: 1, from: '2026-01-01T00:00:00Z' });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

describe('formats: cron and iana-time-zone', () => {
  const compiler = createSchemaCompiler(document as never, { coerceTypes: false, name: 'formats-test' });
  const validate = compiler.compile({ $ref: '#/components/schemas/Preview' });

  const crons = [
    '0 6 * * *', '*/15 * * * *', '0 30 9 * * 1-5', '0 8 * * MON', '0 0 L * *', '0 0 * * 1#2', '@daily', '@MIDNIGHT', ' @weekly ',
    '60 * * * *', '0 6 * *', '0 0 30 2 *', 'H 2 * * *', '@reboot', '@fortnightly', '5-2 * * * *', '* * * * * * *', '', ' ', 'x'.repeat(257),
  ];
  const zones = ['UTC', 'Europe/Berlin', 'europe/berlin', 'US/Pacific', 'Etc/GMT+5', 'Mars/Olympus', 'Berlin', '', 'Europe/Berlin '];

  it('cron admits exactly the expressions the schedule preview accepts', () => {
    for (const cron of crons) {
      expect(CUSTOM_FORMATS.cron.problem(cron) === undefined, JSON.stringify(cron)).to.equal(previewAccepts('cron', cron));
    }
  });

  it('iana-time-zone admits exactly the time zones the schedule preview accepts', () => {
    for (const zone of zones) {
      expect(CUSTOM_FORMATS['iana-time-zone'].problem(zone) === undefined, JSON.stringify(zone)).to.equal(previewAccepts('timezone', zone));
    }
  });

  it('every sample is valid and every invalid value is not', () => {
    for (const [name, format] of Object.entries(CUSTOM_FORMATS)) {
      for (const sample of format.samples) expect(format.problem(sample), `${name} ${sample}`).to.equal(undefined);
      expect(format.problem(format.invalid), name).to.be.a('string');
    }
  });

  it('our ajv knows them, and a failure says why in the server\'s words', () => {
    expect(validate({ cron: '0 6 * * *', timezone: 'Europe/Berlin' })).to.equal(true);
    const body = { cron: '60 * * * *', timezone: 'Mars/Olympus' };
    expect(validate(body)).to.equal(false);
    expect(describeAjvErrors(validate.errors, 'body', body)).to.deep.equal([
      { location: 'body', path: 'cron', message: 'minute value 60 is out of range 0-59' },
      { location: 'body', path: 'timezone', message: "'Mars/Olympus' is not a known IANA time zone" },
    ]);
    // Without the data, ajv's own words; a value another keyword refuses is not refused twice.
    expect(describeAjvErrors(validate.errors, 'body').map((p) => p.message)).to.deep.equal(['must match format "cron"', 'must match format "iana-time-zone"']);
    const empty = { cron: '', timezone: 'UTC' };
    expect(validate(empty)).to.equal(false);
    expect(describeAjvErrors(validate.errors, 'body', empty)).to.deep.equal([{ location: 'body', path: 'cron', message: 'must NOT have fewer than 1 characters' }]);
  });

  it("the contract CLI generates valid values and an invalid one for negative cases", () => {
    const spec = modelSpec(document as never);
    const generator = new DataGenerator(spec);
    const validators = new SpecValidators(spec);
    for (let seed = 1; seed <= 20; seed++) {
      const { draft, problems } = generator.positive(spec.operations[0], seed, 'all', validators);
      expect(problems, JSON.stringify(draft.body)).to.deep.equal([]);
    }
    const negatives = negativeCases({ spec, generator, validators, seed: 1, maxExamples: 50, mock: false }, spec.operations[0]).map((c) => c.label);
    expect(negatives).to.include.members(['body.cron = "61 * * * *" (not a valid cron)', 'body.timezone = "Mars/Olympus" (not a valid iana-time-zone)']);
  });

  it('the mock generates valid values', () => {
    const prepared = prepareSchema(document as never, document.components.schemas.Preview);
    for (let seed = 1; seed <= 20; seed++) {
      const value = generateValue(prepared, seed);
      expect(validate(value), JSON.stringify(value)).to.equal(true);
    }
  });
});
