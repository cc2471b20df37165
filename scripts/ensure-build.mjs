// `npm start` / `npm run mock` run the compiled servers with plain node. Where TypeScript is
// installed (a development checkout) this brings build/ up to date first (incremental, about a
// second when nothing changed); in a runtime-only install (npm ci --omit=dev) build/ must
// already be there, shipped by `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const entry = 'build/src/cli/serve.js';
let tsc;
try {
  tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
} catch {
  tsc = null;
}
if (tsc) {
  const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
} else if (!existsSync(entry)) {
  console.error(`${entry} is missing and TypeScript is not installed: run npm run build where dev dependencies are installed`);
  process.exit(1);
}
