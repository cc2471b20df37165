#!/usr/bin/env node
/**
 * `npm run proxy` / the installed `cfs-proxy`: the validating proxy (see --help). The only
 * proxy code that exits: 2 on a usage or spec error, 0 once stopped by a signal.
 */
import { loadSpec } from '../contract/spec-document.js';
import { isContractError } from '../contract/errors.js';
import { createLogger } from '../logger.js';
import { specNameOf } from '../mock/serve-spec.js';
import { loadPrecompiled } from '../pipeline/precompiled-validators.js';
import { withOperationIds } from '../pipeline/spec-model.js';
import { HELP, parseProxyArguments, ProxyUsageError } from '../proxy/options.js';
import { startValidatingProxy } from '../proxy/proxy-server.js';
import { exitOnSignals } from './signals.js';

async function main(): Promise<void> {
  const options = parseProxyArguments(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const spec = await loadSpec(options.spec, { strict: options.strict });
  for (const warning of spec.warnings) process.stderr.write(`proxy: warning: ${warning}\n`);
  const logger = createLogger(options.logLevel);
  const document = withOperationIds(spec.document);
  const specName = specNameOf(options.spec);
  const running = await startValidatingProxy({
    document,
    specName,
    // One of our specs (spec/hrm.yaml...): its validators compiled by `npm run generate`.
    precompiled: await loadPrecompiled(specName, document),
    upstream: options.upstream,
    refuseInvalid: options.refuseInvalid,
    maxValidatedBytes: options.maxValidatedBytes,
    upstreamTimeoutMs: options.upstreamTimeoutMs,
    logger,
    host: options.host,
    port: options.port,
  });
  logger.info({ url: running.url, upstream: options.upstream.href, spec: options.spec, operations: spec.operations.length, refuseInvalid: options.refuseInvalid }, 'proxy listening');
  exitOnSignals(() => running.stop(), logger);
}

main().catch((error: unknown) => {
  if (error instanceof ProxyUsageError) process.stderr.write(`proxy: ${error.message}\nRun with --help for the options.\n`);
  else if (isContractError(error)) process.stderr.write(`proxy: ${error.message}\n`);
  else process.stderr.write(`proxy: start failed: ${(error as Error).message}\n`);
  process.exit(2);
});
