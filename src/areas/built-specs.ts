/**
 * The spec documents `npm run build` wrote (scripts/build-spec-documents.mjs): a start takes
 * one instead of parsing the spec's YAML when its hash matches the file on disk, which saves
 * the parse (docs/performance.md). A spec changed since the build, or a run from the
 * sources (tsx: no such files), reads the YAML.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { specPathOf } from '../config/spec-paths.js';
import { registerSpec, type OpenApiDocument } from '../pipeline/openapi-document.js';

/** Where the build wrote them: build/generated/spec-documents/, beside this file's build/src/areas/. */
const BUILT = new URL('../../generated/spec-documents/', import.meta.url);

/** Registers the built document of each named spec that is current; returns the names it took. */
export async function useBuiltSpecs(names: readonly string[], directory: URL = BUILT): Promise<string[]> {
  const taken = await Promise.all(
    names.map(async (name) => {
      let built: { sha256: string; document: OpenApiDocument };
      try {
        built = (await import(new URL(`${name}.js`, directory).href)) as typeof built;
      } catch {
        return null;
      }
      const specPath = specPathOf(name);
      if (createHash('sha256').update(readFileSync(specPath)).digest('hex') !== built.sha256) return null;
      registerSpec(specPath, built.document);
      return name;
    }),
  );
  return taken.filter((name): name is string => name !== null);
}
