/**
 * A CPU-pool worker (test/adapters/cpu-pool) whose one job never ends: it answers the pool's
 * warm-up `ping`, then loops forever, as a pathological input might make a real task do.
 */
export default function endless({ task }) {
  if (task === 'ping') return { ok: true, value: null };
  for (;;) {
    // Never returns: only stopping the thread ends it.
  }
}
