/**
 * The spec documents `npm run build` wrote, taken instead of parsing the YAML when the hash
 * matches the file on disk (docs/performance.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { specPathOf } from '../config/spec-paths.js';
import { registerSpec, type OpenApiDocument } from '../pipeline/openapi-document.js';

const BUILT = new URL('../../generated/spec-documents/', import.meta.url);

/** Returns the names it took. */
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
