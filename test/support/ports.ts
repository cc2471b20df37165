/**
 * A port that was free a moment ago: for servers a test or benchmark spawns as a process,
 * and, since nothing listens there any more, as the address of a server that is down.
 *
 * Chosen below the kernel's ephemeral range: a port the kernel hands out for `listen(0)` is
 * also what it hands out as the local port of outgoing connections (to PostgreSQL, Redis,
 * fetch), so between our check and the child's bind one of those could take it, and did
 * (EADDRINUSE in CI). No outgoing connection takes a port below that range.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';

const LOWEST = 10_000;
const handedOut = new Set<number>();

function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && low > LOWEST + 1_000) return low;
  } catch {
    // Not Linux: IANA's ephemeral range starts at 49152, which macOS and Windows follow.
  }
  return 49_152;
}

const ABOVE = ephemeralStart();

function bindable(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (ABOVE - LOWEST));
    if (handedOut.has(port)) continue;
    if (await bindable(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port found between ${LOWEST} and ${ABOVE}`);
}
