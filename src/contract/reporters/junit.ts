/**
 * JUnit XML for CI: one testsuite per run (area), one testcase per operation and check
 * that was evaluated, a <failure> with every failing request (up to a few, with curl).
 */
import { CHECK_NAMES } from '../checks.js';
import type { ContractRun, FailureRecord } from '../results.js';

export function xmlEscape(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold are dropped
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const MAX_DETAILED = 5;

function failureText(failures: FailureRecord[]): string {
  const lines: string[] = [];
  failures.slice(0, MAX_DETAILED).forEach((f, index) => {
    if (index > 0) lines.push('');
    lines.push(f.message);
    lines.push(`Phase: ${f.phase}; case: ${f.label}`);
    lines.push(`Request: ${f.request.method} ${f.request.url}`);
    if (f.request.body !== undefined) lines.push(f.request.body);
    if (f.response) lines.push(`Response: ${f.response.status} ${f.response.contentType ?? ''}`.trimEnd(), f.response.body.slice(0, 500));
    lines.push(`Reproduce: ${f.curl}`);
  });
  if (failures.length > MAX_DETAILED) lines.push('', `(${failures.length - MAX_DETAILED} more failing request(s))`);
  return lines.join('\n');
}

/** A testcase holding a <failure> or <error> with its records. */
function failingCase(classname: string, name: string, time: string, tag: 'failure' | 'error', records: FailureRecord[]): string {
  return (
    `    <testcase classname="${classname}" name="${name}" time="${time}">\n` +
    `      <${tag} type="${name}" message="${xmlEscape(records[0].message)}">${xmlEscape(failureText(records))}</${tag}>\n` +
    `    </testcase>`
  );
}

export function renderJunit(runs: ContractRun[]): string {
  let tests = 0;
  let failures = 0;
  let errors = 0;
  const suites: string[] = [];
  for (const run of runs) {
    const cases: string[] = [];
    let suiteFailures = 0;
    let suiteErrors = 0;
    for (const operation of run.operations) {
      const classname = xmlEscape(`${run.name}.${operation.operationId}`);
      const evaluated = CHECK_NAMES.filter((check) => operation.checks[check].passed + operation.checks[check].failed > 0);
      const time = (operation.durationMs / 1000 / Math.max(1, evaluated.length)).toFixed(3);
      for (const check of evaluated) {
        const failed = operation.failures.filter((f) => f.check === check);
        if (failed.length === 0) cases.push(`    <testcase classname="${classname}" name="${check}" time="${time}"/>`);
        else {
          suiteFailures++;
          cases.push(failingCase(classname, check, time, 'failure', failed));
        }
      }
      const requestErrors = operation.failures.filter((f) => f.check === 'request_error');
      if (requestErrors.length > 0) {
        suiteErrors++;
        cases.push(failingCase(classname, 'request_error', time, 'error', requestErrors));
      }
    }
    tests += cases.length;
    failures += suiteFailures;
    errors += suiteErrors;
    suites.push(
      `  <testsuite name="${xmlEscape(run.name)}" tests="${cases.length}" failures="${suiteFailures}" errors="${suiteErrors}" skipped="0" time="${(run.durationMs / 1000).toFixed(3)}">\n` +
        `    <properties>\n` +
        `      <property name="spec" value="${xmlEscape(run.specSource)}"/>\n` +
        `      <property name="baseUrl" value="${xmlEscape(run.baseUrl)}"/>\n` +
        `      <property name="seed" value="${run.seed}"/>\n` +
        `      <property name="maxExamples" value="${run.maxExamples}"/>\n` +
        `      <property name="requests" value="${run.requests}"/>\n` +
        `      <property name="rateLimited" value="${run.rateLimits.limited}"/>\n` +
        `      <property name="rateLimitRetries" value="${run.rateLimits.retries}"/>\n` +
        `      <property name="unreached" value="${xmlEscape(run.unreached.filter((u) => !u.warning).map((u) => u.operationId).join(','))}"/>\n` +
        `    </properties>\n` +
        cases.join('\n') +
        (cases.length ? '\n' : '') +
        `  </testsuite>`,
    );
  }
  const time = runs.reduce((sum, run) => sum + run.durationMs, 0) / 1000;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract" tests="${tests}" failures="${failures}" errors="${errors}" time="${time.toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}
