/**
 * `npm start` and `npm run mock`: loads the server, ./serve-main.ts, from the bundle `npm run build`
 * made of it (scripts/build-bundle.mjs) when it was made from this build, else from the modules
 * (under tsx, or build/src/ compiled again): a start is mostly loading modules, and one bundle
 * loads in a fraction of the time of the thousand files it holds (docs/performance.md).
 */
import nodeModule from 'node:module';
import { artefactState } from '../config/build-state.js';

// Node >= 22.1 keeps V8's compiled code in a cache on disk (NODE_COMPILE_CACHE; off with
// NODE_DISABLE_COMPILE_CACHE=1), so every start after the first skips compiling; Node 20 has none.
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
