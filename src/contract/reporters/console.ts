/**
 * The human report: a header, one progress line per operation as it finishes, then a
 * summary table of the checks and every failure with its request, answer and a curl
 * command that reproduces it.
 */
import { CHECK_NAMES } from '../checks.js';
import { formatStatuses, type ContractReporter, type ContractRun, type FailureRecord, type OperationResult, type RunStart } from '../results.js';

function indent(text: string, prefix: string): string {
  return `${prefix}${text.replaceAll('\n', `\n${prefix}`)}`;
}

const SHOWN_PER_GROUP = 3;

/**
 * Failures grouped for reading: one group per check, operation and method; inside a group, one
 * failure per distinct message is kept in full (up to SHOWN_PER_GROUP), the rest only counted.
 */
function groupFailures(failures: FailureRecord[]): Array<{ shown: FailureRecord[]; count: number }> {
  const groups = new Map<string, { shown: FailureRecord[]; count: number }>();
  for (const failure of failures) {
    const key = `${failure.check}|${failure.operationId}|${failure.method}`;
    const group = groups.get(key) ?? { shown: [], count: 0 };
    groups.set(key, group);
    group.count++;
    if (group.shown.length < SHOWN_PER_GROUP && !group.shown.some((f) => f.message === failure.message)) group.shown.push(failure);
  }
  return [...groups.values()];
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function createConsoleReporter(options: { write: (text: string) => void; color?: boolean }): ContractReporter {
  const paint = (code: number, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const red = (t: string) => paint(31, t);
  const green = (t: string) => paint(32, t);
  const dim = (t: string) => paint(2, t);
  const bold = (t: string) => paint(1, t);
  const out = (line = '') => options.write(`${line}\n`);
  let idWidth = 24;
  let startNotes = 0;

  return {
    start(info: RunStart) {
      out(bold(`Contract test of ${info.name}: ${info.specSource} → ${info.baseUrl}`));
      out(dim(`  ${info.title} · ${info.operations} operation(s) · phases ${info.phases.join(', ')} · at most ${info.maxExamples} fuzzing and negative cases per operation · seed ${info.seed}`));
      for (const note of info.notes) out(dim(`  note: ${note}`));
      startNotes = info.notes.length;
      out();
      idWidth = 24;
    },

    operation(result: OperationResult) {
      idWidth = Math.max(idWidth, result.operationId.length);
      const failed = [...new Set(result.failures.map((f) => f.check))];
      const mark = failed.length === 0 ? green('✓') : red('✗');
      const phases = Object.entries(result.byPhase)
        .filter(([, count]) => count > 0)
        .map(([phase, count]) => `${phase} ${count}`)
        .join(', ');
      const statuses = formatStatuses(result.statuses);
      const counts = failed.map((check) => `${check} ×${result.failures.filter((f) => f.check === check).length}`).join(', ');
      out(
        `  ${mark} ${result.operationId.padEnd(idWidth)} ${result.method.padEnd(6)} ${result.path.padEnd(36)} ${String(result.requests).padStart(4)} requests ${dim(`(${phases}) → ${statuses || 'no answer'}`)}${counts ? `  ${red(counts)}` : ''}`,
      );
    },

    finish(run: ContractRun) {
      out();
      out(bold('Checks'.padEnd(32) + 'passed'.padStart(8) + 'failed'.padStart(8)));
      for (const check of CHECK_NAMES) {
        const { passed, failed } = run.checks[check];
        if (passed === 0 && failed === 0) {
          out(dim(`  ${check.padEnd(30)}${'-'.padStart(8)}${'-'.padStart(8)}`));
          continue;
        }
        const failedText = String(failed).padStart(8);
        out(`  ${check.padEnd(30)}${String(passed).padStart(8)}${failed > 0 ? red(failedText) : failedText}`);
      }
      const requestErrors = run.failures.filter((f) => f.check === 'request_error').length;
      if (requestErrors > 0) out(`  ${'request_error (no answer)'.padEnd(30)}${'-'.padStart(8)}${red(String(requestErrors).padStart(8))}`);

      // The coverage line: what the run never reached is what it did not test.
      const judged = run.operations.filter((op) => op.checks.operation_reached.passed + op.checks.operation_reached.failed > 0);
      if (judged.length > 0) {
        const reached = judged.filter((op) => op.reached).length;
        out();
        const line = `Coverage: ${reached} of ${judged.length} operation(s) answered a valid request with a 2xx`;
        out(reached === judged.length ? green(line) : run.unreached.some((u) => !u.warning) ? red(line) : line);
        for (const u of run.unreached) out(`  ${u.warning ? 'unreached (warning)' : red('unreached')}: ${u.operationId} (${u.method} ${u.path}): ${u.reason}`);
      }

      const warningGroups = groupFailures(run.warnings);
      if (warningGroups.length > 0) {
        out();
        out(bold(`Warnings (${run.warnings.length}): documented upstream failures, not counted as failures (--fail-on-upstream-errors counts them)`));
        for (const group of warningGroups) {
          const w = group.shown[0];
          out(`  - ${w.operationId} · ${w.method} ${w.path}${group.count > 1 ? ` (${group.count} requests)` : ''}: ${w.message}`);
          out(dim(`      ${w.curl}`));
        }
      }

      const groups = groupFailures(run.failures);
      if (groups.length > 0) {
        out();
        out(bold(red(`Failures (${run.failures.length} failing check(s) in ${groups.length} group(s): check · operation)`)));
        groups.forEach((group, index) => {
          const head = group.shown[0];
          out();
          out(`${String(index + 1).padStart(3)}) ${bold(head.check)} · ${head.operationId} · ${head.method} ${head.path}${group.count > 1 ? dim(` · ${group.count} requests failed it`) : ''}`);
          for (const f of group.shown) {
            out();
            out(indent(f.message, '     '));
            out(dim(`     Case:     phase ${f.phase}: ${f.label}`));
            out(`     Request:  ${f.request.method} ${f.request.url}`);
            if (f.request.body !== undefined) out(indent(f.request.body.length > 400 ? `${f.request.body.slice(0, 400)}…` : f.request.body, '               '));
            if (f.response) {
              out(`     Response: ${f.response.status}${f.response.contentType ? ` ${f.response.contentType}` : ''}`);
              const body = f.response.body.trimEnd();
              if (body) out(indent(body.length > 400 ? `${body.slice(0, 400)}…` : body, '               '));
            }
            out('     Reproduce:');
            out(`       ${f.curl}`);
          }
          const rest = group.count - group.shown.length;
          if (rest > 0) out(dim(`     (${rest} more request(s) of ${head.operationId} failed ${head.check} like ${group.shown.length > 1 ? 'these' : 'this'})`));
        });
      }
      const lateNotes = run.notes.slice(startNotes);
      if (lateNotes.length > 0) out();
      for (const note of lateNotes) out(`note: ${note}`);
      out();
      const summary = `${run.name}: ${run.requests} requests to ${run.operations.length} operation(s) in ${formatDuration(run.durationMs)}, ${
        run.failures.length === 0 ? 'every check passed' : `${run.failures.length} failure(s)`
      }${run.warnings.length > 0 ? `, ${run.warnings.length} warning(s)` : ''} (seed ${run.seed}${run.failures.length > 0 ? `; rerun with --seed ${run.seed}` : ''})`;
      out(run.ok ? green(summary) : red(summary));
    },
  };
}
