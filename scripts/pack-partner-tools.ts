/**
 * The partner tools as a package of their own (`npm run pack:partner-tools`): cfs-mock,
 * cfs-contract and cfs-proxy, built from the same sources the services use (src/cli/mock.ts,
 * contract.ts, proxy.ts and what they import), bundled by esbuild with every npm package left
 * external, and a package.json whose dependencies are exactly the packages the bundle imports.
 * No native module, no database or Redis client: a partner installs it with no compiler, and
 * no EBADENGINE warning on Node 20 or 22 (openapi-backend, whose newest dependency wants Node
 * 22, is imported by the live servers only).
 *
 * Writes build/partner-tools/ and packs it: prints the tarball's path (`--json`: as JSON).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'build', 'partner-tools');
const BINS = { 'cfs-mock': 'mock', 'cfs-contract': 'contract', 'cfs-proxy': 'proxy' } as const;
/** Required at run time through createRequire, which a bundler cannot see (loaded on first use: docs/performance.md). */
const REQUIRED_AT_RUN_TIME = ['swagger2openapi', '@stoplight/http-spec', 'fast-xml-parser', '@faker-js/faker', 'ajv', 'ajv-formats', 'accepts', 'mime-types', 'cron-parser', 'js-yaml'];
/** Imported only on paths the tools never take (the live servers' handler registry). */
const LIVE_ONLY = ['openapi-backend'];

const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string>; license?: string };

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const result = await build({
  entryPoints: Object.fromEntries(Object.entries(BINS).map(([, file]) => [file, path.join(ROOT, 'src', 'cli', `${file}.ts`)])),
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outdir: path.join(OUT, 'bin'),
  metafile: true,
  logLevel: 'warning',
});

// The generated validators of our specs, one CommonJS file per schema, required from beside the
// bundled module that lists them (generated/validators/<spec>.ts, now a chunk in bin/).
const validators = path.join(ROOT, 'generated', 'validators');
for (const entry of readdirSync(validators, { withFileTypes: true })) {
  if (entry.isDirectory()) cpSync(path.join(validators, entry.name), path.join(OUT, 'bin', entry.name), { recursive: true });
}

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
const imported = new Set(REQUIRED_AT_RUN_TIME);
for (const output of Object.values(result.metafile.outputs)) {
  for (const entry of output.imports) if (entry.external && !builtins.has(entry.path)) imported.add(packageOf(entry.path));
}
for (const name of LIVE_ONLY) imported.delete(name);
const dependencies: Record<string, string> = {};
for (const name of [...imported].sort()) {
  const range = root.dependencies[name];
  if (!range) throw new Error(`the tools import ${name}, which is not a dependency of this project`);
  dependencies[name] = range;
}

writeFileSync(
  path.join(OUT, 'package.json'),
  `${JSON.stringify(
    {
      name: 'cfs-partner-tools',
      version: root.version,
      description: 'Mock, contract tests and a validating proxy for any OpenAPI 3.0/3.1, Swagger 2.0 or Postman Collection document.',
      type: 'module',
      // Node 22 from 22.13: @faker-js/faker's own engines say so, and npm warns below it.
      engines: { node: '^20.19.0 || ^22.13.0' },
      bin: Object.fromEntries(Object.entries(BINS).map(([bin, file]) => [bin, `bin/${file}.js`])),
      files: ['bin', 'README.md'],
      dependencies,
      ...(root.license ? { license: root.license } : {}),
    },
    null,
    2,
  )}\n`,
);
writeFileSync(
  path.join(OUT, 'README.md'),
  `# cfs-partner-tools

The mock, the contract tests and the validating proxy of contract-first-services, for any
OpenAPI 3.0 or 3.1 document, or Swagger 2.0 (converted to OpenAPI 3.0 when read).

\`\`\`sh
npx cfs-mock --spec my-api.yaml --port 4010
npx cfs-contract --spec my-api.yaml --base-url http://127.0.0.1:4010
npx cfs-proxy --spec my-api.yaml --upstream https://api.example.com --port 4011
\`\`\`

Each command's \`--help\` lists its options.
`,
);

const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', OUT], { cwd: OUT, encoding: 'utf8' });
const tarball = path.join(OUT, (JSON.parse(packed) as Array<{ filename: string }>)[0].filename);
if (process.argv.includes('--json')) console.log(JSON.stringify({ tarball, dependencies }));
else console.log(`${tarball}\ndependencies: ${Object.keys(dependencies).join(', ')}`);
