/**
 * Whether an artefact `npm run build` makes after tsc belongs to the build beside it: its
 * `made-from` file holds the SHA-256 of the tsc build state it ran after, which tsc rewrites
 * whenever it emits. Without the state file (a packed package) it takes what it shipped with.
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

/** What a `made-from` file holds; null without a build state. */
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
