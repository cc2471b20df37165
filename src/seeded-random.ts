/**
 * The one seeded random source (FNV-1a, mulberry32): whatever is made from a seed can be made
 * again on any platform. Not for secrets: use node:crypto.
 */

/** FNV-1a (32-bit) of `text`, as an unsigned integer; `start` chains hashes (default: the FNV offset basis). */
export function fnv1a(text: string, start = 0x811c9dc5): number {
  let hash = start;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** mulberry32: numbers in [0, 1), the same sequence for the same 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A sequence seeded by text: mulberry32 of the text's FNV-1a. */
export const seededRandom = (seed: string): (() => number) => mulberry32(fnv1a(seed));
