/**
 * `npm run build:specs [-- --out <dir>]`: the partner specs, bundled, as JSON and YAML,
 * with a static API reference page per area, into dist/specs (or <dir>).
 */
import path from 'node:path';
import { buildSpecs } from './publishing/build.js';
import { projectRoot } from './publishing/partner-specs.js';

const at = process.argv.indexOf('--out');
const outDir = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : path.join(projectRoot, 'dist/specs');

try {
  const published = await buildSpecs({ outDir });
  for (const spec of published) console.log(`${spec.area} ${spec.version} → ${path.relative(process.cwd(), path.join(outDir, spec.files.json))}, .yaml, .html`);
  console.log(`${published.length} spec(s) in ${path.relative(process.cwd(), outDir) || '.'} (open index.html)`);
} catch (error) {
  console.error(`build:specs failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
