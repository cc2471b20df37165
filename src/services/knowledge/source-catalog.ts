/** The monitored-source catalog, read from KNOWLEDGE_SOURCES_FILE (YAML) and checked once at start. */
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import type { components } from '../../../generated/knowledge.js';

export type Source = components['schemas']['Source'];
export type AffectedDocument = components['schemas']['AffectedDocument'];
export type SourceCatalog = components['schemas']['SourceCatalog'];

interface CatalogFile {
  sources?: Array<Partial<Source>>;
  documents?: Array<Partial<AffectedDocument>>;
}

export class CatalogError extends Error {}

export function loadSourceCatalog(file: string): SourceCatalog {
  let parsed: CatalogFile;
  try {
    parsed = (YAML.parse(readFileSync(file, 'utf8')) ?? {}) as CatalogFile;
  } catch (error) {
    throw new CatalogError(`cannot read the source catalog ${file}: ${(error as Error).message}`);
  }
  const documents = new Map<string, AffectedDocument>();
  for (const [index, doc] of (parsed.documents ?? []).entries()) {
    if (!doc.id || !doc.title || !doc.owner) throw new CatalogError(`${file}: documents[${index}] needs id, title and owner`);
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
    return {
      id: source.id,
      name: source.name,
      url: new URL(source.url).toString(),
      category: source.category,
      checkIntervalHours: source.checkIntervalHours ?? 24,
      keywords: source.keywords ?? [],
      affectedDocuments: source.affectedDocuments ?? [],
    };
  });
  const used = new Set(sources.flatMap((source) => source.affectedDocuments));
  return {
    sourceCount: sources.length,
    sources,
    keywords: [...new Set(sources.flatMap((source) => source.keywords))].sort(),
    affectedDocuments: [...documents.values()].filter((doc) => used.has(doc.id)),
  };
}
