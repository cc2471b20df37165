/**
 * A first start's SQLite store, made by `npm run build` (scripts/build-store-templates.mjs), with
 * and without demo data: a start with no store file copies it instead of migrating
 * (docs/performance.md); every start's checks still run. `made-from` ties it to its build.
 */
import { closeSync, existsSync, fsyncSync, linkSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { artefactState } from '../config/build-state.js';

/** build/store-templates/, from this module's build/src/store/. */
export const STORE_TEMPLATES = new URL('../../store-templates/', import.meta.url);
export const templateName = (demoData: boolean): string => (demoData ? 'demo.sqlite' : 'empty.sqlite');

/**
 * Makes `file` a copy of the template when there is no store yet; written beside it and linked
 * into place, so another process never sees half a file. Whether the store is now the template's.
 */
export function storeFromTemplate(file: string, demoData: boolean, folder: URL | null = STORE_TEMPLATES): boolean {
  if (folder === null || existsSync(file) || existsSync(`${file}-wal`)) return false;
  const template = new URL(templateName(demoData), folder);
  if (!existsSync(template) || artefactState(new URL('made-from', folder)) !== 'current') return false;
  const partial = `${file}.${process.pid}.partial`;
  try {
    // Not copyFileSync, which gives the template's mode: the store gets SQLite's (0666 less umask).
    const fd = openSync(partial, 'wx');
    try {
      writeFileSync(fd, readFileSync(template));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(partial, file);
    return true;
  } catch {
    // Another process made the store first (EEXIST), or the filesystem has no hard links: the
    // store is the other's, or is made by the migrations.
    return false;
  } finally {
    rmSync(partial, { force: true });
  }
}
