/** The nearest folder above this module holding package.json: the same from src/ and build/src/. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

export const packagePath = (...segments: string[]): string => path.join(packageRoot, ...segments);
