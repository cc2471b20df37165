/**
 * `npm run release:spec -- <area> [--replace]`: snapshots the area's bundled spec as
 * spec/releases/<area>/<info.version>.json and drafts its spec/CHANGELOG.md entry.
 * Refuses a changed spec whose version was already released (unless --replace: only for
 * a version partners have not received yet), and a breaking change without a new major
 * version.
 */
import { projectRoot } from './publishing/partner-specs.js';
import { ReleaseError, releaseSpec } from './publishing/release.js';

const area = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!area) {
  console.error('usage: npm run release:spec -- <area> [--replace]');
  process.exitCode = 2;
} else {
  try {
    const replace = process.argv.includes('--replace');
    const outcome = await releaseSpec({ root: projectRoot, area, date: new Date().toISOString().slice(0, 10), replace });
    console.log(outcome.released ? `${area} ${outcome.version} released: ${outcome.snapshot}` : `${area} ${outcome.version} was already released (${outcome.snapshot}); nothing changed`);
    if (outcome.drafted) console.log(`drafted the entry "## ${area} ${outcome.version}" in spec/CHANGELOG.md: edit it to explain the change`);
  } catch (error) {
    console.error(error instanceof ReleaseError ? `release:spec: ${error.message}` : `release:spec failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
