/** The X-Contract-Violations value: always valid ASCII JSON, bounded, saying how many were left out. */
import { expect } from 'chai';
import { violationsHeaderValue, type Violation } from '../../src/pipeline/violations-header.js';

const violation = (index: number, message = 'is required'): Violation => ({ where: 'response', location: `body.items[${index}].name`, schemaPath: '#/components/schemas/Pet/required', message });

describe('violations header', () => {
  it('lists every violation when they fit', () => {
    const value = violationsHeaderValue([violation(0), violation(1)]);
    expect(JSON.parse(value)).to.deep.equal([
      { where: 'response', location: 'body.items[0].name', message: 'is required', schemaPath: '#/components/schemas/Pet/required' },
      { where: 'response', location: 'body.items[1].name', message: 'is required', schemaPath: '#/components/schemas/Pet/required' },
    ]);
  });

  it('stops at 4 KiB with a {"more": n} entry, still valid JSON', () => {
    const all = Array.from({ length: 500 }, (_, i) => violation(i));
    const value = violationsHeaderValue(all);
    expect(value.length).to.be.at.most(4096);
    const parsed = JSON.parse(value) as Array<Record<string, unknown>>;
    const more = parsed.at(-1) as { more: number };
    expect(parsed.length - 1 + more.more).to.equal(500);
  });

  it('escapes what is not ASCII, so the header arrives intact', () => {
    const value = violationsHeaderValue([violation(0, 'must be one of "ü", "€"')]);
    expect(/^[\x20-\x7e]*$/.test(value)).to.equal(true);
    expect(JSON.parse(value)[0].message).to.equal('must be one of "ü", "€"');
  });
});
