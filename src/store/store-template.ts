/**
 * A first start's SQLite store, made by `npm run build` (scripts/build-store-templates.mjs) in
 * build/store-templates/: the store every migration has run on, with the demo data
 * (`demo.sqlite`) and without it (`empty.sqlite`). A start that finds no store file copies the
 * one it would have made instead of running the migrations and the demo data's inserts, which
 * were about half of a first start (docs/performance.md).
 *
 * What a copy skips is still checked as on every start: the migration table against the
 * migrations shipped (a template that misses one gets it run), the declared lists' tables, and
 * the demo data's markers. `made-from` holds the SHA-256 of tsc's build state the templates were
 * made after, as build/bundle/made-from does: a build compiled again since serves without them.
 * Under tsx (src/) there is no such folder, so development always migrates.
 */
import { closeSync, existsSync, fsyncSync, linkSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { artefactState } from '../config/build-state.js';

/** build/store-templates/, from this module's build/src/store/. */
export const STORE_TEMPLATES = new URL('../../store-templates/', import.meta.url);
export const templateName = (demoData: boolean): string => (demoData ? 'demo.sqlite' : 'empty.sqlite');

/**
 * Makes the store file `file` a copy of the template for `demoData`, when there is no store
 * there yet and a template of this build. The copy is written beside it and linked into place,
 * so another process opening the same DATA_DIR never sees half a file: if one made the store
 * first, the link fails and that store is used. Answers whether the store is now the template's;
 * false leaves the store to be made by the migrations, as without templates. `folder` undefined
 * is the build's; null takes no template.
 */
export function storeFromTemplate(file: string, demoData: boolean, folder: URL | null = STORE_TEMPLATES): boolean {
  if (folder === null || existsSync(file) || existsSync(`${file}-wal`)) return false;
  const template = new URL(templateName(demoData), folder);
  if (!existsSync(template) || artefactState(new URL('made-from', folder)) !== 'current') return false;
  const partial = `${file}.${process.pid}.partial`;
  try {
    // Made here rather than by copyFileSync, which gives the copy the template's mode: the
    // store gets the mode SQLite gives a file it creates (0666 less the process's umask), and
    // is on disk before it is linked into place.
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
