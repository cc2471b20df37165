// Run by `npm run build` (and scripts/ensure-build.mjs) after the bundle: the SQLite store a
// first start makes, with and without the demo data, in build/store-templates/, which a start
// that finds no store file copies instead of running every migration and the demo data's
// inserts (src/store/store-template.ts; docs/performance.md). Made by the built store
// code itself, so a template is exactly what that start would have made. `made-from` holds the
// SHA-256 of tsc's build state, as build/bundle/made-from does: a build compiled again since
// does not take them.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'build/store-templates');
rmSync(folder, { recursive: true, force: true });
const { writeStoreTemplates } = await import(new URL('../build/src/store/database.js', import.meta.url).href);
const { buildStateHash } = await import(new URL('../build/src/config/build-state.js', import.meta.url).href);
await writeStoreTemplates(folder);
writeFileSync(path.join(folder, 'made-from'), `${buildStateHash()}\n`);
console.log(`store templates in ${path.relative(process.cwd(), folder) || folder}`);
