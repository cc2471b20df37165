/**
 * Temporary folders for tests (a DATA_DIR, files to import, a browser profile), each removed
 * when the mocha run ends, by the root hook below (.mocharc.json requires this file), so the
 * suite leaves nothing in os.tmpdir(), even when a test fails before its own clean-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/** A new empty folder under os.tmpdir() whose name starts with `prefix`. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  made.add(folder);
  return folder;
}

/** Removes every folder made so far (the processes that wrote there have stopped by now). */
export function removeTemporaryFolders(): void {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
  made.clear();
}

/** mocha's root hook: after every test file of the run. */
export const mochaHooks = { afterAll: removeTemporaryFolders };
