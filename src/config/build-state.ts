/**
 * Whether something `npm run build` makes after tsc (build/bundle/, build/store-templates/)
 * belongs to the build beside it. The step writes a `made-from` file holding the SHA-256 of tsc's
 * build state (build/.tsbuildinfo) it ran after; tsc rewrites that file whenever it emits, so
 * after a tsc run without the later steps the artefact is `stale` and is not used. An install
 * without the state file (the packed package's files) takes what it shipped with.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** build/.tsbuildinfo, from a module in build/src/<folder>/. */
export const TSC_STATE = new URL('../../.tsbuildinfo', import.meta.url);

export type ArtefactState = 'current' | 'stale' | 'missing';

const read = (url: URL): Buffer | null => {
  try {
    return readFileSync(url);
  } catch {
    return null;
  }
};

/** The SHA-256 of tsc's build state, what a `made-from` file holds; null where there is none. */
export function buildStateHash(tscState: URL = TSC_STATE): string | null {
  const state = read(tscState);
  return state === null ? null : createHash('sha256').update(state).digest('hex');
}

/** `missing` without a made-from file, `stale` when it names another build state than the one beside it. */
export function artefactState(madeFrom: URL, tscState: URL = TSC_STATE): ArtefactState {
  const hash = read(madeFrom)?.toString('utf8').trim();
  if (!hash) return 'missing';
  const state = buildStateHash(tscState);
  return state === null || state === hash ? 'current' : 'stale';
}
