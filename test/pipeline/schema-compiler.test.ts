/**
 * The run-time schema compiler (src/pipeline/schema-compiler.ts) gives ajv only the components a
 * schema reaches, when it is compiled: references through other components, recursive ones, and
 * a reference into a component's inside must all resolve as if every component were there.
 */
import { expect } from 'chai';
import type { OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { createSchemaCompiler, listSchemaFailures } from '../../src/pipeline/schema-compiler.js';

const document = {
  openapi: '3.0.3',
  info: { title: 'components', version: '1' },
  paths: {},
  components: {
    schemas: {
      Id: { type: 'string', pattern: '^[a-z]+-\\d+$' },
      Owner: { type: 'object', required: ['id'], properties: { id: { $ref: '#/components/schemas/Id' }, name: { type: 'string', nullable: true } } },
      Pet: { type: 'object', required: ['id', 'owner'], properties: { id: { $ref: '#/components/schemas/Id' }, owner: { $ref: '#/components/schemas/Owner' } } },
      Tree: { type: 'object', required: ['label'], properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
      Unused: { type: 'object', properties: { broken: { $ref: '#/components/schemas/Missing' } } },
      OwnerName: { $ref: '#/components/schemas/Owner/properties/name' },
    },
  },
} as unknown as OpenApiDocument;

describe('schema compiler: components given to ajv as a schema reaches them', () => {
  it('resolves references through other components, and reports a failure at the component it breaks', () => {
    const compiler = createSchemaCompiler(document, { coerceTypes: false, name: 'reach-test' });
    const pets = compiler.compile({ type: 'array', items: { $ref: '#/components/schemas/Pet' } });
    expect(pets([{ id: 'pet-1', owner: { id: 'own-2', name: null } }])).to.equal(true);
    expect(pets([{ id: 'pet-1', owner: { id: 'Own 2' } }])).to.equal(false);
    const failures = listSchemaFailures(pets.errors, 'body', 'reach-test', (relative) => `#/paths/x${relative}`, [{ id: 'pet-1', owner: { id: 'Own 2' } }]);
    expect(failures).to.deep.equal([{ location: 'body[0].owner.id', schemaPath: '#/components/schemas/Id/pattern', message: 'must match pattern "^[a-z]+-\\d+$"' }]);
    // A component that references one the document lacks is never reached, so it breaks nothing.
    const owner = compiler.compile({ $ref: '#/components/schemas/Owner' });
    expect(owner({ id: 'own-1' })).to.equal(true);
    expect(owner({})).to.equal(false);
  });

  it('compiles a recursive component', () => {
    const tree = createSchemaCompiler(document, { coerceTypes: false, name: 'reach-tree' }).compile({ $ref: '#/components/schemas/Tree' });
    expect(tree({ label: 'a', children: [{ label: 'b', children: [{ label: 'c' }] }] })).to.equal(true);
    expect(tree({ label: 'a', children: [{ label: 'b', children: [{}] }] })).to.equal(false);
  });

  it('resolves a reference into a component, before and after schemas compiled without one', () => {
    const compiler = createSchemaCompiler(document, { coerceTypes: false, name: 'reach-inside' });
    const pet = compiler.compile({ $ref: '#/components/schemas/Pet' });
    const ownerName = compiler.compile({ type: 'object', properties: { name: { $ref: '#/components/schemas/OwnerName' } } });
    const later = compiler.compile({ $ref: '#/components/schemas/Owner' });
    expect(ownerName({ name: 'Ada' })).to.equal(true);
    expect(ownerName({ name: null })).to.equal(true);
    expect(ownerName({ name: 3 })).to.equal(false);
    expect(pet({ id: 'pet-1', owner: { id: 'own-1' } })).to.equal(true);
    expect(pet({ id: 'pet-1', owner: {} })).to.equal(false);
    expect(later({ id: 'x' })).to.equal(false);
    expect(later({ id: 'own-1' })).to.equal(true);
  });

  it('refuses a schema that references a component the document lacks, naming it', () => {
    const compiler = createSchemaCompiler(document, { coerceTypes: false, name: 'reach-missing' });
    expect(() => compiler.compile({ $ref: '#/components/schemas/Unused' })).to.throw(/Missing/);
  });
});
