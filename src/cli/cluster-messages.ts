/** What a worker tells the cluster primary (src/cli/cluster.ts) over IPC. */

/** Sent once every configured area of the worker listens: the primary's /readyz counts it. */
export const AREAS_LISTENING = { areasListening: true } as const;

export function isAreasListening(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { areasListening?: unknown }).areasListening === true;
}
