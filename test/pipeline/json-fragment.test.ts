/**
 * Answers that carry store-written JSON (src/pipeline/json-fragment.ts): the text is JSON.stringify's
 * for everything around the fragments, with each fragment's text in its place, whatever the data
 * around it holds.
 */
import { expect } from 'chai';
import { JsonFragment, stringifyWithFragments } from '../../src/pipeline/json-fragment.js';

describe('stringifyWithFragments', () => {
  it('writes what JSON.stringify writes, with each fragment in its place', () => {
    const items = '[{"id":"emp_1","name":"Ada \\"Countess\\" Lovelace"},{"id":"emp_2"}]';
    const answer = {
      success: true,
      data: { items: new JsonFragment(items), total: 2, next: undefined, when: new Date('2026-11-25T10:00:00Z') },
      meta: { page: 1, tags: ['a', undefined, 'c'], note: 'quote " and backslash \\ and \u2028' },
      extra: [new JsonFragment('{"a":1}'), new JsonFragment('[]')],
    };
    const text = stringifyWithFragments(answer);
    const plain = { ...answer, data: { ...answer.data, items: JSON.parse(items) }, extra: [{ a: 1 }, []] };
    expect(text).to.equal(JSON.stringify(plain));
    expect(text).to.include(items);
  });

  it('writes a fragment on its own as its text, and data without fragments as JSON.stringify does', () => {
    expect(stringifyWithFragments(new JsonFragment('[1,2]'))).to.equal('[1,2]');
    const data = { a: [1, 'two', null], b: { c: false } };
    expect(stringifyWithFragments(data)).to.equal(JSON.stringify(data));
  });

  it('leaves strings that look like its own marks alone', () => {
    const lookalike = 'json-fragment-00000000000000000000000000000000-0';
    const text = stringifyWithFragments({ note: lookalike, items: new JsonFragment('[3]') });
    expect(JSON.parse(text)).to.deep.equal({ note: lookalike, items: [3] });
  });

  it('is an object with its text to any other JSON.stringify', () => {
    expect(JSON.stringify({ items: new JsonFragment('[1]') })).to.equal('{"items":{"text":"[1]"}}');
  });
});
