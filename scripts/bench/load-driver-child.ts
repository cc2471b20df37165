/** The child side of load-driver.ts: runs each slice it is sent with autocannon and answers its figures. */
import autocannon from 'autocannon';
import type { Load, Slice } from './load-driver.js';

async function runSlice({ id, load }: { id: number; load: Load }): Promise<void> {
  try {
    const started = performance.now();
    let turn = 0;
    const paths = load.paths;
    const result = await autocannon({
      url: load.url,
      method: load.method,
      headers: load.body ? { ...load.headers, 'content-type': 'application/json' } : load.headers,
      body: load.body,
      ...(paths?.length ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[turn++ % paths.length] }) }] } : {}),
      connections: load.connections,
      duration: load.seconds,
      // autocannon checks its stop flag once per sample; 1 s by default would round a slice up.
      sampleInt: 50,
    });
    const elapsed = (performance.now() - started) / 1000;
    const slice: Slice = { rate: result.requests.total / elapsed, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors };
    process.send!({ id, slice });
  } catch (error) {
    process.send!({ id, error: String(error) });
  }
}

// runSlice answers its own failures, so the promise is let go.
process.on('message', (message: { id: number; load: Load }) => void runSlice(message));
