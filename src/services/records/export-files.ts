/** The names in an export folder (./exporter.ts), apart so that `npm run export -- --help` loads no store code. */
export const MANIFEST = 'manifest.json';
/** The manifest's `format`: what reads it. */
export const EXPORT_FORMAT = 'contract-first-services records 1';
export const KEYS_FILE = 'keys.ndjson';
