// Run by `npm run build` (and scripts/ensure-build.mjs) after tsc: the server of `npm start` and
// `npm run mock` (build/src/cli/serve-main.js and everything it imports) as one ES module bundle
// in build/bundle/, which build/src/cli/serve.js loads instead of the thousand files it holds
// (docs/performance.md). esbuild, from tsc's output, so the bundle runs exactly the code
// the modules do. Each dynamic import stays a chunk of its own (the mock loads no store, a start
// no migration until it needs one).
//
// What the modules find beside them at run time still resolves as it did:
// - our modules' `import.meta.url` is rewritten to the URL of the module the code came from, in
//   build/src/ or build/generated/ (both shipped: the other commands run from them), so the built
//   spec documents, the migrations' folder, the worker entry of the crawler's pool, the package
//   root and `createRequire` find what they found before;
// - a `require` made from the bundle's own URL, for the CommonJS packages bundled in and the
//   packages left outside;
// - outside the bundle: native addons (better-sqlite3, pg-native), and packages that find their
//   own files next to them at run time (piscina's worker, swagger-ui-dist's assets) or are loaded
//   only on first use when a setting asks for them (pg, ioredis, prom-client, OpenTelemetry): left
//   as they are, they load as before. pino is bundled: it finds files beside it only for a
//   transport (a worker thread), which src/logger.ts never asks for, and its 30 files loaded one
//   by one were a good part of a start's module loading.
//
// Last, build/bundle/made-from holds the SHA-256 of tsc's build state (build/.tsbuildinfo) this
// bundle was made after; serve.js takes the bundle only while that state is unchanged.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'build/bundle');
const EXTERNAL = [
  'better-sqlite3',
  'pg',
  'pg-native',
  'ioredis',
  'piscina',
  'prom-client',
  'swagger-ui-dist',
  '@opentelemetry/*',
];

/**
 * A package the code loads with `import('name')` stays outside the bundle: Node loads it on first
 * use exactly as it does for the modules (and for tsx), named exports of CommonJS packages
 * included. Bundled, esbuild's chunk for such a package exports only `default`, so
 * `const { Agent } = await import('undici')` got undefined (every outbound call of the built
 * server failed) and so did `{ OpenAPIBackend }`. Lazily loaded packages cost nothing at start
 * either way.
 */
const lazyPackagesOutside = {
  name: 'lazy-packages-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'dynamic-import' && !args.path.startsWith('node:') ? { path: args.path, external: true } : undefined));
  },
};

/** Our built modules: `import.meta.url` becomes their own URL, relative to the output file. */
const ownModuleUrls = {
  name: 'own-module-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]build[\\/](src|generated)[\\/].*\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      // Every output file is in build/bundle/ (chunks included), so one relative path serves.
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'js' };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['build/src/cli/serve-main.js'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module';\nconst require = __bundleRequire(import.meta.url);" },
  plugins: [lazyPackagesOutside, ownModuleUrls],
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
});
// The one definition of that hash, src/config/build-state.ts, as tsc just built it.
const { buildStateHash } = await import(new URL('../build/src/config/build-state.js', import.meta.url).href);
writeFileSync(path.join(outdir, 'made-from'), `${buildStateHash()}\n`);
const inputs = Object.keys(result.metafile.inputs).length;
const outputs = Object.keys(result.metafile.outputs).length;
console.log(`${inputs} modules bundled into ${outputs} files in ${path.relative(process.cwd(), outdir) || outdir}`);
