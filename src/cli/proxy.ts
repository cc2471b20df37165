#!/usr/bin/env node
/** `npm run proxy` / `cfs-proxy` (see --help): 2 on a usage or spec error, 0 once stopped by a signal. */
import { answeredHelp, EXIT, exitOnSignals, runCommand, toolFailure } from './shell.js';

async function main(argv: string[]): Promise<number | undefined> {
  const { HELP, parseProxyArguments } = await import('../proxy/options.js');
  if (answeredHelp(argv, HELP)) return EXIT.done;
  const options = parseProxyArguments(argv);
  const { loadSpec } = await import('../contract/spec-document.js');
  const { createLogger } = await import('../logger.js');
  const { specNameOf } = await import('../mock/serve-spec.js');
  const { loadPrecompiled } = await import('../pipeline/precompiled-validators.js');
  const { withOperationIds } = await import('../pipeline/spec-model.js');
  const { startValidatingProxy } = await import('../proxy/proxy-server.js');
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
  return undefined;
}

// Every failure to start, as documented: a usage or spec error (exit 2).
runCommand(() => main(process.argv.slice(2)), (error) => toolFailure('proxy', error, (e) => `start failed: ${e.message}`));
