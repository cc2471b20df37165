/** The monitored-source catalog, read from KNOWLEDGE_SOURCES_FILE (YAML) and checked once at start. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as JsYaml from 'js-yaml';
import type { OpenAPIV3 } from 'openapi-types';
import type { components } from '../../../generated/knowledge.js';
import { specPathOf } from '../../config/spec-paths.js';
import { onFirstUse } from '../../lazy-require.js';
import { readSpec } from '../../pipeline/openapi-document.js';

export type Source = components['schemas']['Source'];
export type AffectedDocument = components['schemas']['AffectedDocument'];
export type SourceCatalog = components['schemas']['SourceCatalog'];

interface CatalogFile {
  sources?: Array<Partial<Source>>;
  documents?: Array<Partial<AffectedDocument>>;
}

export class CatalogError extends Error {}

type Schema = OpenAPIV3.SchemaObject;

/** The spec's maxLength of each field, checked at start: the catalog is answered whole, so one long text would fail every answer. */
function checkLengths(file: string, where: string, schema: 'Source' | 'AffectedDocument', entry: object): void {
  const { properties = {} } = readSpec(specPathOf('knowledge')).components!.schemas![schema] as Schema;
  for (const [field, value] of Object.entries(entry)) {
    const property = properties[field] as Schema | undefined;
    const max = (property?.type === 'array' ? (property.items as Schema) : property)?.maxLength;
    if (max === undefined) continue;
    for (const text of [value].flat()) {
      // Code points, as JSON Schema's maxLength counts them.
      const length = typeof text === 'string' ? [...text].length : 0;
      if (length > max) throw new CatalogError(`${file}: ${where}.${field} is ${length} characters long; at most ${max}`);
    }
  }
}

// js-yaml with YAML 1.2's core schema, as the specs are read: far lighter to load than `yaml`,
// and required only when a catalog is read, the one copy the specs' reader holds too.
const jsYaml = onFirstUse<typeof JsYaml>('js-yaml');

/** scripts/build-spec-documents.mjs parses the demo's with it. */
export function parseCatalogText(text: string): unknown {
  const yaml = jsYaml();
  return yaml.load(text, { schema: yaml.CORE_SCHEMA }) ?? {};
}

/** The demo catalog as `npm run build` parsed it, taken for a text of the same SHA-256: a start loads no YAML parser. */
const BUILT_CATALOG = new URL('../../../generated/demo-catalog.cjs', import.meta.url);
function builtCatalog(text: string, from: URL): CatalogFile | undefined {
  let built: { sha256: string; catalog: CatalogFile };
  try {
    built = createRequire(import.meta.url)(fileURLToPath(from)) as typeof built;
  } catch {
    return undefined;
  }
  return createHash('sha256').update(text).digest('hex') === built.sha256 ? structuredClone(built.catalog) : undefined;
}

export function loadSourceCatalog(file: string, built: URL = BUILT_CATALOG): SourceCatalog {
  let parsed: CatalogFile;
  try {
    const text = readFileSync(file, 'utf8');
    parsed = builtCatalog(text, built) ?? (parseCatalogText(text) as CatalogFile);
  } catch (error) {
    throw new CatalogError(`cannot read the source catalog ${file}: ${(error as Error).message}`);
  }
  const documents = new Map<string, AffectedDocument>();
  for (const [index, doc] of (parsed.documents ?? []).entries()) {
    if (!doc.id || !doc.title || !doc.owner) throw new CatalogError(`${file}: documents[${index}] needs id, title and owner`);
    checkLengths(file, `documents[${index}]`, 'AffectedDocument', doc);
    documents.set(doc.id, { id: doc.id, title: doc.title, owner: doc.owner });
  }
  const ids = new Set<string>();
  const sources = (parsed.sources ?? []).map((source, index): Source => {
    if (!source.id || !source.name || !source.url || !source.category) throw new CatalogError(`${file}: sources[${index}] needs id, name, url and category`);
    if (ids.has(source.id)) throw new CatalogError(`${file}: source id ${source.id} appears twice`);
    ids.add(source.id);
    for (const docId of source.affectedDocuments ?? []) {
      if (!documents.has(docId)) throw new CatalogError(`${file}: source ${source.id} names unknown document ${docId}`);
    }
    const entry: Source = {
      id: source.id,
      name: source.name,
      url: new URL(source.url).toString(),
      category: source.category,
      checkIntervalHours: source.checkIntervalHours ?? 24,
      keywords: source.keywords ?? [],
      affectedDocuments: source.affectedDocuments ?? [],
    };
    checkLengths(file, `sources[${index}]`, 'Source', entry);
    return entry;
  });
  const used = new Set(sources.flatMap((source) => source.affectedDocuments));
  return {
    sourceCount: sources.length,
    sources,
    keywords: [...new Set(sources.flatMap((source) => source.keywords))].sort(),
    affectedDocuments: [...documents.values()].filter((doc) => used.has(doc.id)),
  };
}
