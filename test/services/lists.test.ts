/** The list declarations of every area checked against their specs at start (src/services/lists.ts). */
import { expect } from 'chai';
import { specPathOf } from '../../src/config/spec-paths.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { checkListDeclarations } from '../../src/services/lists.js';
import { listsOf } from '../../src/store/lists.js';

describe('list declarations against their specs', () => {
  const documentOf = (area: 'marketing' | 'hrm' | 'crawler') => readSpec(specPathOf(area));

  it('match: every list is an operation taking exactly its declared filters besides paging and the owner', () => {
    expect(() => checkListDeclarations(documentOf('marketing'), listsOf('marketing'), '/api/public/v1')).to.not.throw();
    expect(() => checkListDeclarations(documentOf('hrm'), listsOf('hrm'))).to.not.throw();
    expect(() => checkListDeclarations(documentOf('crawler'), listsOf('crawler'))).to.not.throw();
  });

  it('stop an area whose declaration drifted, naming each difference', () => {
    const [employees, attendance] = listsOf('hrm');
    const drifted = [{ ...employees, filters: { ...employees.filters, location: ['location', '='] as const } }, { ...attendance, operationId: 'listAttendances' }];
    expect(() => checkListDeclarations(documentOf('hrm'), drifted)).to.throw(
      'hrm lists do not match their spec: employees: filters department, status, location, but listEmployees takes department, status; attendance: the spec has no operation listAttendances',
    );
    const [, , runs] = listsOf('crawler');
    expect(() => checkListDeclarations(documentOf('crawler'), [{ ...runs, filters: { status: ['status', '='] as const } }])).to.throw('runs: filters status, but listLatestRuns takes none');
    const [audits] = listsOf('marketing');
    expect(() => checkListDeclarations(documentOf('marketing'), [{ ...audits, group: 'ads' }], '/api/public/v1')).to.throw('seo/audits: group ads, but listSeoAudits is tagged SEO');
  });
});
