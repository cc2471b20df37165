/**
 * A CPU profile of one real endpoint under load (docs/performance.md):
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/profile-real.ts [hrm|hrm-token|marketing] [seconds]
 *   npx tsx scripts/bench/profile-summary.ts /tmp/prof/<file>.cpuprofile
 * Ours with production settings on SQLite (or DATABASE_URL), loaded by autocannon in a child process.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startRealList, type ListArea } from './real-list.js';

const area = (process.argv[2] ?? 'hrm') as ListArea;
const seconds = process.argv[3] ?? '10';
const { url, header, stop } = await startRealList(area);
// autocannon runs as a child (not spawnSync, which would block the server's event loop).
await new Promise<void>((resolve) => {
  const child = spawn(process.execPath, [path.resolve('node_modules/autocannon/autocannon.js'), '-c', '32', '-d', seconds, '-H', `${header[0]}=${header[1]}`, url], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', () => resolve());
});
await stop();
