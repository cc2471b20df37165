/**
 * Writes the published specs: for every partner area `<area>.json`, `<area>.yaml` (the
 * same bundled document) and `<area>.html` (its API reference), plus `index.html`,
 * `manifest.json` and the reference pages' assets.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { bundleSpecs, externalRefs, projectRoot, readPartnerSpecs, type SpecDocument } from './partner-specs.js';
import { indexPage, referencePage, writeReferenceAssets } from './reference-page.js';

export interface PublishedSpec {
  area: string;
  title: string;
  version: string;
  document: SpecDocument;
  files: { json: string; yaml: string; html: string };
}

export interface ManifestEntry {
  area: string;
  title: string;
  version: string;
  json: string;
  yaml: string;
  html: string;
  /** Where the running service serves this document (its first server + its openapi.json path), if it says. */
  servedAt: string | null;
}

function servedAt(document: SpecDocument): string | null {
  const server = (document.servers as Array<{ url?: string }> | undefined)?.[0]?.url;
  const route = Object.keys(document.paths).find((candidate) => candidate.endsWith('/openapi.json'));
  return server && route ? `${server.replace(/\/+$/, '')}${route}` : null;
}

export async function buildSpecs(options: { outDir: string; root?: string }): Promise<PublishedSpec[]> {
  const root = options.root ?? projectRoot;
  const outDir = path.resolve(root, options.outDir);
  const specs = await readPartnerSpecs(root);
  const bundles = await bundleSpecs(specs.map((spec) => spec.name), root);
  await mkdir(outDir, { recursive: true });
  await writeReferenceAssets(outDir);
  const published: PublishedSpec[] = [];
  for (const spec of specs) {
    const document = bundles.get(spec.name)!;
    const external = externalRefs(document);
    if (external.length > 0) throw new Error(`${spec.root}: the bundle still has external references: ${external.join(', ')}`);
    const files = { json: `${spec.name}.json`, yaml: `${spec.name}.yaml`, html: `${spec.name}.html` };
    await writeFile(path.join(outDir, files.json), `${JSON.stringify(document, null, 2)}\n`);
    await writeFile(path.join(outDir, files.yaml), YAML.stringify(document, { lineWidth: 0, aliasDuplicateObjects: false }));
    await writeFile(path.join(outDir, files.html), referencePage(spec.name, document));
    published.push({ area: spec.name, title: document.info.title, version: document.info.version, document, files });
  }
  const manifest: ManifestEntry[] = published.map(({ area, title, version, files, document }) => ({
    area,
    title,
    version,
    ...files,
    servedAt: servedAt(document),
  }));
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(outDir, 'index.html'), indexPage(published.map(({ area, document }) => ({ area, document }))));
  return published;
}
