/**
 * A value that matches none of a oneOf/anyOf's alternatives is explained against the closest
 * one (fewest errors, the first on a tie), not with every alternative's errors at once.
 */
import { expect } from 'chai';
import { createSchemaCompiler, describeAjvErrors } from '../../src/pipeline/schema-compiler.js';

const document = {
  openapi: '3.0.3',
  info: { title: 'alternatives', version: '1' },
  paths: {},
  components: {
    schemas: {
      ByName: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string', minLength: 1 }, tags: { $ref: '#/components/schemas/Tags' } } },
      ById: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer' }, tags: { $ref: '#/components/schemas/Tags' } } },
      Tags: { type: 'array', maxItems: 2, items: { type: 'string' } },
      Lookup: { oneOf: [{ $ref: '#/components/schemas/ByName' }, { $ref: '#/components/schemas/ById' }] },
    },
  },
};

describe('schema compiler: the closest alternative', () => {
  const compiler = createSchemaCompiler(document as never, { coerceTypes: false, name: 'alternatives-test' });
  const lookup = compiler.compile({ $ref: '#/components/schemas/Lookup' });
  const batch = compiler.compile({
    type: 'object',
    required: ['lookups'],
    properties: {
      lookups: { type: 'array', items: { $ref: '#/components/schemas/Lookup' } },
      // Inline alternatives, and anyOf.
      mode: { anyOf: [{ type: 'string', enum: ['fast', 'slow'] }, { type: 'integer', minimum: 1 }] },
    },
  });
  const problems = (validate: typeof lookup, value: unknown) => (validate(value) ? [] : describeAjvErrors(validate.errors, 'body', value).map((p) => `${p.path} ${p.message}`));

  it('admits a value of either alternative', () => {
    expect(problems(lookup, { name: 'a' })).to.deep.equal([]);
    expect(problems(lookup, { id: 1, tags: ['x'] })).to.deep.equal([]);
  });

  it('explains a value against the alternative it comes closest to', () => {
    expect(problems(lookup, { name: '' })).to.deep.equal(['name must NOT have fewer than 1 characters']);
    expect(problems(lookup, { id: 'seven' })).to.deep.equal(['id must be integer']);
    expect(problems(lookup, { name: 'a', tags: ['1', '2', '3'] })).to.deep.equal(['tags must NOT have more than 2 items']);
    // Both: each alternative refuses the other's field; the first wins the tie.
    expect(problems(lookup, { name: 'a', id: 1 })).to.deep.equal(['id is not an allowed property']);
    expect(problems(lookup, {})).to.deep.equal(['name is required']);
  });

  it('does so inside arrays and nested objects, and for anyOf with inline alternatives', () => {
    expect(problems(batch, { lookups: [{ name: 'a' }, { id: 'x' }, { name: '' }], mode: 0 })).to.deep.equal([
      'lookups.1.id must be integer',
      'lookups.2.name must NOT have fewer than 1 characters',
      'mode must be >= 1',
    ]);
  });

  it('leaves nothing of what it needed in the errors (schemas, values)', () => {
    expect(lookup({ name: 'secret', id: 1 })).to.equal(false);
    for (const error of lookup.errors ?? []) expect(error).to.not.have.any.keys('data', 'schema', 'parentSchema');
  });
});
