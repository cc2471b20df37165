/**
 * `npm start` and `npm run mock`: the file node starts (./serve-main.ts is the server). It
 * turns on Node's compile cache, then loads ./serve-main.ts from the bundle `npm run build`
 * made of it (build/bundle/, scripts/build-bundle.mjs) when that bundle was made from this
 * build, else from the modules themselves: under tsx, or when build/src/ was compiled again
 * without bundling. A start is mostly loading modules, and one bundle loads in a fraction of
 * the time of the thousand files it holds (docs/performance.md "Start").
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';

// Node >= 22.1 keeps V8's compiled code of the modules loaded from here on in a cache on disk
// (NODE_COMPILE_CACHE, else <tmpdir>/node-compile-cache; NODE_DISABLE_COMPILE_CACHE=1 turns it
// off), so every start after the first skips compiling them. Node 20 has no such cache.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/** build/bundle/ and build/.tsbuildinfo, from this file's build/src/cli/. */
const BUNDLE = new URL('../../bundle/serve-main.js', import.meta.url);
const MADE_FROM = new URL('../../bundle/made-from', import.meta.url);
const TSC_STATE = new URL('../../.tsbuildinfo', import.meta.url);

const read = (url: URL): Buffer | null => {
  try {
    return readFileSync(url);
  } catch {
    return null;
  }
};

/**
 * The bundle, when it was made from the build beside it: build-bundle.mjs writes the SHA-256 of
 * tsc's build state (build/.tsbuildinfo) it bundled after; tsc rewrites that file whenever it
 * emits, so a build compiled again since then serves from its modules, never a stale bundle. An
 * install without the state file (the packed package's files) takes the bundle it shipped with.
 */
function currentBundle(): URL | null {
  if (import.meta.url.endsWith('.ts')) return null;
  const madeFrom = read(MADE_FROM)?.toString('utf8').trim();
  if (!madeFrom) return null;
  const state = read(TSC_STATE);
  if (state && createHash('sha256').update(state).digest('hex') !== madeFrom) {
    console.error('build/bundle/ was made from an earlier build of build/src/: serving from build/src/ (npm run build bundles it again)');
    return null;
  }
  return BUNDLE;
}

const bundle = currentBundle();
await (bundle ? import(bundle.href) : import('./serve-main.js'));
