/**
 * `npm start` and `npm run mock`: the file node starts (./serve-main.ts is the server). It
 * turns on Node's compile cache, then loads ./serve-main.ts from the bundle `npm run build`
 * made of it (build/bundle/, scripts/build-bundle.mjs) when that bundle was made from this
 * build, else from the modules themselves: under tsx, or when build/src/ was compiled again
 * without bundling. A start is mostly loading modules, and one bundle loads in a fraction of
 * the time of the thousand files it holds (docs/performance.md).
 */
import nodeModule from 'node:module';
import { artefactState } from '../config/build-state.js';

// Node >= 22.1 keeps V8's compiled code of the modules loaded from here on in a cache on disk
// (NODE_COMPILE_CACHE, else <tmpdir>/node-compile-cache; NODE_DISABLE_COMPILE_CACHE=1 turns it
// off), so every start after the first skips compiling them. Node 20 has no such cache.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/** build/bundle/, from this file's build/src/cli/. */
const BUNDLE = new URL('../../bundle/serve-main.js', import.meta.url);
const MADE_FROM = new URL('../../bundle/made-from', import.meta.url);

/** The bundle, when it was made from the build beside it (src/config/build-state.ts): else the modules serve. */
function currentBundle(): URL | null {
  if (import.meta.url.endsWith('.ts')) return null;
  const state = artefactState(MADE_FROM);
  if (state === 'stale') console.error('build/bundle/ was made from an earlier build of build/src/: serving from build/src/ (npm run build bundles it again)');
  return state === 'current' ? BUNDLE : null;
}

const bundle = currentBundle();
await (bundle ? import(bundle.href) : import('./serve-main.js'));
