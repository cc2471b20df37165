#!/usr/bin/env node
/** The installed `cfs-mock` (see HELP); exits 2 on a usage or spec error. */
import nodeModule from 'node:module';
import { answeredHelp, choiceOption, EXIT, exitOnSignals, integerOption, parseCommandLine, runCommand, toolFailure, UsageError } from './shell.js';

// Node >= 22.1 keeps V8's compiled code in a cache on disk, as serve.ts does.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const HELP = `cfs-mock: answers from a spec alone (its examples, else data generated from its schemas).

usage: cfs-mock --spec FILE|URL [--port N] [--host H]    any OpenAPI 3.0 or 3.1, Swagger 2.0 or Postman Collection
       cfs-mock                                          every area of this project (as npm run mock, in its folder)

options:
  --spec FILE|URL        The spec (YAML or JSON file, or an http(s) URL): OpenAPI 3.0 or 3.1, or
                         Swagger 2.0 (converted to OpenAPI 3.0 when read; the conversion's warnings
                         are printed), or a Postman Collection v2.0/v2.1 (its saved responses are the
                         answers, as Prism reads it). What our own lint would refuse is a warning on stderr.
  --port N               Where the mock listens (default 4010; 0: any free port).
  --host H               Address to listen on (default HOST, else 127.0.0.1).
  -d, --dynamic          Generate every body from its schema unless a request asks for an
                         example (Prefer: example=NAME, __example); as Prism's --dynamic.
  --fill-properties true|false
                         Whether a generated dynamic body has every optional property (default
                         true); false draws each at random. As Prism's --json-schema-faker-fillProperties.
  --errors               An answer that breaks the document (an example against its own schema) is
                         replaced by a 500 problem listing its violations; as Prism's --errors.
                         Without it the answer is sent with an X-Contract-Violations header.
  --cors true|false      Any page may call the mock from a browser (default true, as Prism: every
                         answer allows the caller's origin, a preflight is answered 204).
  --strict               Refuse a document that breaks the official schema of its version (for
                         linting in CI); without it such a document is served, each defect a warning.
  --response-validation strict|warn|off
                         What to do when an answer breaks the spec (default warn with --spec:
                         the mock's own 400/401/404 may be undocumented in a partner's spec).
  -h, --help             This text.

Requests are validated like the real servers do (400 with a problem body naming each field);
Prefer: code=404, example=NAME, dynamic=true, seed=N (or __code, __example, __dynamic, __seed)
choose the answer, as with Prism. SIGTERM or SIGINT drains and exits 0.`;

async function main(argv: string[]): Promise<number | undefined> {
  if (answeredHelp(argv, HELP)) return EXIT.done;
  const { values } = parseCommandLine({
    args: argv,
    options: {
      spec: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'response-validation': { type: 'string' },
      dynamic: { type: 'boolean', short: 'd' },
      'fill-properties': { type: 'string' },
      strict: { type: 'boolean' },
      errors: { type: 'boolean' },
      cors: { type: 'string' },
    },
  });
  const { loadSettings } = await import('../config/settings.js');
  const { loadSpec } = await import('../contract/spec-document.js');
  const { createLogger } = await import('../logger.js');
  const { startMockAreas } = await import('../mock/serve-mock.js');
  const { startSpecMock } = await import('../mock/serve-spec.js');
  // Answers come from the spec alone: no member API is needed, in production either.
  const settings = loadSettings(process.env, { requireMemberApi: false });
  const logger = createLogger(settings.logLevel);
  const validation = choiceOption('response-validation', values['response-validation'] ?? (values.spec ? 'warn' : settings.responseValidation), ['strict', 'warn', 'off']);
  if (!values.spec) {
    if (values.cors !== undefined) throw new UsageError('--cors needs --spec; our areas allow the origins of CORS_ORIGINS');
    if (values.errors) throw new UsageError('--errors needs --spec; our areas answer as --response-validation says');
    if (values.port) throw new UsageError('--port needs --spec; the areas listen on their own ports (KNOWLEDGE_PORT, ...)');
    const servers = await startMockAreas({ ...settings, responseValidation: validation }, logger);
    for (const s of servers.running) logger.info({ area: s.name, url: s.url }, 'mock area listening');
    exitOnSignals(() => servers.stop(), logger);
    return undefined;
  }
  const fill = choiceOption('fill-properties', values['fill-properties'] ?? 'true', ['true', 'false']);
  const port = integerOption('port', values.port, 0, 65535) ?? 4010;
  const cors = choiceOption('cors', values.cors ?? 'true', ['true', 'false']);
  const spec = await loadSpec(values.spec, { strict: values.strict, cache: true });
  for (const warning of spec.warnings) process.stderr.write(`mock: warning: ${warning}\n`);
  const running = await startSpecMock({
    document: spec.document,
    source: values.spec,
    host: values.host ?? settings.host,
    port,
    logger,
    responseValidation: validation,
    dynamic: values.dynamic,
    fillProperties: fill === 'true',
    errors: values.errors,
    cors: cors === 'true',
  });
  logger.info({ url: running.url, spec: values.spec, operations: spec.operations.length }, 'mock listening');
  exitOnSignals(() => running.stop(), logger);
  return undefined;
}

// Every failure to start, as documented: a usage or spec error (exit 2).
runCommand(() => main(process.argv.slice(2)), (error) => toolFailure('mock', error, (e) => `start failed: ${e.message}`));
