/**
 * A check is declared once (CHECK_DESCRIPTIONS in src/contract/checks.ts); what cannot derive from that
 * declaration is asserted here, each failure naming the file to edit. The widget fixture's
 * defects are checked by the compiler (EVERY_CHECK_HAS_A_DEFECT in fixtures/widget-server.ts).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { CHECK_DESCRIPTIONS, CHECK_NAMES, PHASE_DESCRIPTIONS, PHASES } from '../../src/contract/index.js';

describe('contract checks: declared once, named where users read about them', () => {
  it('derives the list of names from the declarations, in report order', () => {
    expect(CHECK_NAMES).to.deep.equal(Object.keys(CHECK_DESCRIPTIONS));
    expect(CHECK_NAMES[0]).to.equal('not_a_server_error');
    expect(CHECK_NAMES.at(-1)).to.equal('operation_reached');
    expect(PHASES).to.deep.equal(Object.keys(PHASE_DESCRIPTIONS));
  });

  it('names every check in the README list of checks', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const list = /\*\*Checks\*\*[\s\S]*?(?=\n {2}- \*\*)/.exec(readme)?.[0] ?? '';
    expect(list, 'README.md has no "**Checks**" list (under "Check a server against a spec")').to.not.equal('');
    for (const check of CHECK_NAMES) expect(list, `README.md does not name the check ${check}: add \`${check}\` (and what fails it) to its "**Checks**" list`).to.include(`\`${check}\``);
  });
});
