#!/usr/bin/env node
/**
 * `npm run contract`: tests running servers against their specs (see --help). The only
 * contract code that exits: 0 every check passed, 1 a check failed, 2 usage or spec error.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { helpText, invokedCommand, parseCliArguments } from '../contract/cli-options.js';
import { formatDuration } from '../contract/reporters/console.js';
import { createConsoleReporter, isContractError, loadSpec, renderJunit, runContract, type ContractRun, type SpecModel } from '../contract/index.js';
import { randomSeed } from '../contract/runner.js';

async function main(): Promise<number> {
  const options = parseCliArguments(process.argv.slice(2), process.env, process.stdout.isTTY === true);
  if (options.help) {
    const { command, inRepository } = invokedCommand(process.argv[1], process.env);
    process.stdout.write(helpText(command, inRepository));
    return 0;
  }
  // Every spec is read before any request is sent, so a spec error stops the run at once.
  const specs: SpecModel[] = [];
  for (const target of options.targets) {
    const spec = await loadSpec(target.spec, { strict: options.strict });
    for (const warning of spec.warnings) process.stderr.write(`contract: warning: ${target.spec}: ${warning}\n`);
    specs.push(spec);
  }

  const seed = options.seed ?? randomSeed();
  const reporter = createConsoleReporter({ write: (text) => process.stdout.write(text), color: options.color });
  const runs: ContractRun[] = [];
  for (const [index, target] of options.targets.entries()) {
    if (index > 0) process.stdout.write('\n');
    runs.push(
      await runContract({
        spec: specs[index],
        baseUrl: target.baseUrl,
        name: target.name,
        credentials: target.credentials,
        seed,
        maxExamples: options.maxExamples,
        phases: options.phases,
        operations: options.operations.length > 0 ? options.operations : undefined,
        excludeChecks: options.excludeChecks,
        mock: options.mock,
        // This project's areas refuse an undocumented query parameter (docs/product-decisions.md).
        refuseUnknownQuery: target.area !== null,
        upstreamErrorsFail: options.upstreamErrorsFail,
        requestTimeoutMs: options.requestTimeoutMs,
        rateLimit: options.rateLimit,
        maxRetries: options.maxRetries,
        maxWaitMs: options.maxWaitMs,
        maxResponseTimeMs: options.maxResponseTimeMs,
        login: target.login,
        showSecrets: options.showSecrets,
        reporter,
      }),
    );
  }

  if (runs.length > 1) {
    const failed = runs.filter((run) => !run.ok);
    const total = runs.reduce((sum, run) => sum + run.failures.length, 0);
    process.stdout.write(
      `\n${runs.length} targets, ${runs.reduce((sum, run) => sum + run.requests, 0)} requests in ${formatDuration(runs.reduce((sum, run) => sum + run.durationMs, 0))}: ${
        failed.length === 0 ? 'every check passed' : `${total} failure(s) in ${failed.map((run) => run.name).join(', ')}`
      }\n`,
    );
  }
  if (options.junit) {
    mkdirSync(path.dirname(path.resolve(options.junit)), { recursive: true });
    writeFileSync(options.junit, renderJunit(runs));
    process.stdout.write(`JUnit report written to ${options.junit}\n`);
  }
  return runs.every((run) => run.ok) ? 0 : 1;
}

/** Exits once everything written so far has reached stdout. */
function exit(code: number): void {
  process.stdout.write('', () => process.exit(code));
}

main().then(
  (code) => exit(code),
  (error: unknown) => {
    if (isContractError(error)) {
      process.stderr.write(`contract: ${error.message}\n`);
      if (error.name === 'ContractUsageError') process.stderr.write('Run with --help for the options.\n');
    } else {
      process.stderr.write(`contract: internal error: ${(error as Error).stack ?? String(error)}\n`);
    }
    exit(2);
  },
);
