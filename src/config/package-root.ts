/**
 * Where the package's own files are (spec/, demo/): the nearest folder above this module
 * that holds package.json. The same answer from src/ under tsx and from build/src/ under
 * plain node, wherever the package is installed and whatever the working directory is.
 */
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

/** A file of the package, e.g. packagePath('spec', 'hrm.yaml'). */
export const packagePath = (...segments: string[]): string => path.join(packageRoot, ...segments);
