// The pre-step of every npm script that runs the built commands (`npm start`, `npm run mock`,
// `keys`, `seed`, `contract`, `proxy`: package.json `pre*`). Plain node, no dependency: it is
// shipped in the runtime-only install (docs/production.md "Build and run"), where it runs too.
//
// - A development checkout (src/ and tsconfig.build.json here, TypeScript installed): brings
//   build/ up to date with tsc, scripts/build-spec-documents.mjs, scripts/build-bundle.mjs and
//   scripts/build-store-templates.mjs, as `npm run build` does. When no source has changed
//   since the last build it returns at once (a look at the files' times, milliseconds) instead
//   of running tsc (seconds even when nothing changed). Two at once wait for each other rather
//   than write build/ side by side.
// - A runtime-only install (no sources, or no TypeScript): build/ must already be there.
// `npm run build` is this script with --always: it builds whatever the times say and leaves the
// same stamp, so the command run next after it does not build everything again.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...segments) => path.join(root, ...segments);
const entry = at('build', 'src', 'cli', 'serve.js');
/** Written after a successful build, with the time the build started: a source newer than it needs a build. */
const stamp = at('build', '.ensure-build-stamp');
const lock = at('build', '.ensure-build-lock');
/** What the build reads: sources, configuration, and the installed dependencies' types. */
const INPUTS = ['src', 'generated', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'];

function missingBuild() {
  console.error(`${path.relative(process.cwd(), entry) || entry} is missing and this folder cannot build it: run \`npm run build\` where the sources and dev dependencies are, and copy build/ here (docs/production.md)`);
  process.exit(1);
}

const hasSources = existsSync(at('src')) && existsSync(at('tsconfig.build.json'));
let tsc = null;
if (hasSources) {
  try {
    tsc = createRequire(at('package.json')).resolve('typescript/bin/tsc');
  } catch {
    tsc = null;
  }
}
const always = process.argv.includes('--always');
if (!tsc) {
  if (always) {
    console.error('cannot build here: the sources or TypeScript (a dev dependency) are missing');
    process.exit(1);
  }
  // Runtime-only: nothing to build; the shipped build runs as it is.
  if (!existsSync(entry)) missingBuild();
  process.exit(0);
}

/** The newest modification time under these paths (directories count: a file removed or renamed changes them). */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    let info;
    try {
      info = statSync(file);
    } catch {
      return;
    }
    latest = Math.max(latest, info.mtimeMs);
    if (info.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  for (const input of paths) visit(at(input));
  return latest;
}

const upToDate = () => existsSync(entry) && existsSync(stamp) && newest(INPUTS) <= statSync(stamp).mtimeMs;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** One build at a time: a lock folder holding the builder's pid; a lock whose process is gone is taken over. */
function acquireLock() {
  mkdirSync(at('build'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    } catch {
      // the other process is between mkdir and writing its pid
    }
    if (Number.isInteger(owner) && owner > 0 && !alive(owner)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    // Wait 200 ms without a busy loop (Atomics.wait on a private buffer), then look again.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}

if (!always && upToDate()) process.exit(0);
acquireLock();
let status = 0;
try {
  // Another process may have built while this one waited.
  if (always || !upToDate()) {
    const started = Date.now();
    const run = spawnSync(process.execPath, [tsc, '-p', at('tsconfig.build.json')], { stdio: 'inherit', cwd: root });
    status = run.status ?? 1;
    // What `npm run build` does after tsc: the specs as built documents (a start then skips the YAML parse).
    if (status === 0) status = spawnSync(process.execPath, [at('scripts', 'build-spec-documents.mjs')], { stdio: 'inherit', cwd: root }).status ?? 1;
    // Then the server's bundle, which build/src/cli/serve.js loads while it is the one of this build.
    if (status === 0) status = spawnSync(process.execPath, [at('scripts', 'build-bundle.mjs')], { stdio: 'inherit', cwd: root }).status ?? 1;
    // And the stores a first start copies (build/store-templates/), made by the code just built.
    if (status === 0) status = spawnSync(process.execPath, [at('scripts', 'build-store-templates.mjs')], { stdio: 'inherit', cwd: root }).status ?? 1;
    if (status === 0) {
      closeSync(openSync(stamp, 'w'));
      // The build's start, not its end: a file saved while tsc ran is newer, and builds next time.
      utimesSync(stamp, started / 1000, started / 1000);
    }
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
process.exit(status);
