/**
 * A port that was free a moment ago: for servers a test or benchmark spawns as a process,
 * and, since nothing listens there any more, as the address of a server that is down.
 */
import net from 'node:net';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
