#!/usr/bin/env node
/** `npm run contract` (see --help): 0 every check passed, 1 a check failed, 2 usage or spec error. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContractRun, SpecModel } from '../contract/index.js';
import { EXIT, runCommand, toolFailure, wantsHelp } from './shell.js';

async function main(argv: string[]): Promise<number> {
  const { helpText, invokedCommand, parseCliArguments } = await import('../contract/cli-options.js');
  if (wantsHelp(argv)) {
    const { command, inRepository } = invokedCommand(process.argv[1], process.env);
    process.stdout.write(helpText(command, inRepository));
    return EXIT.done;
  }
  const { formatDuration } = await import('../contract/reporters/console.js');
  const { createConsoleReporter, loadSpec, randomSeed, renderJunit, runContract } = await import('../contract/index.js');
  const options = parseCliArguments(argv, process.env, process.stdout.isTTY === true);
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
        ...options,
        spec: specs[index],
        baseUrl: target.baseUrl,
        name: target.name,
        credentials: target.credentials,
        login: target.login,
        seed,
        // This project's areas refuse an undocumented query parameter (docs/product-decisions.md).
        refuseUnknownQuery: target.area !== null,
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
  return runs.every((run) => run.ok) ? EXIT.done : EXIT.failure;
}

// A spec, connection or usage error: nothing was tested (exit 2).
runCommand(() => main(process.argv.slice(2)), (error) => toolFailure('contract', error, (e) => `internal error: ${e.stack ?? String(e)}`));
