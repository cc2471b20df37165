/**
 * `npm run import -- …`: loads record files into the lists the services read
 * (src/services/records/importer.ts); HELP says how and its exit codes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SingleBar } from 'cli-progress';
import { EXPORT_FORMAT, MANIFEST } from '../services/records/export-files.js';
import type { Manifest } from '../services/records/exporter.js';
import type { ImportFile, ImportOptions } from '../services/records/importer.js';
import { formatOfFile, RECORD_FORMATS } from '../services/records/record-files.js';
import { DATA_AREAS, findList, listsOf, OWNERS, type DataArea } from '../store/lists.js';
import { answeredHelp, EXIT, knownName, ownerOption, parseCommandLine, runWhenInvoked, UsageError, type ProcessIo } from './shell.js';

const listNames = (area: DataArea) => listsOf(area).map((list) => list.name).join(', ');

const USAGE = 'usage: import --area <area> (--tenant|--company) <id> --list <list> FILE | import FOLDER   (--help for more)';

const HELP = `import: loads record files into the lists the services read, in the services' store
(DATABASE_URL, else the SQLite file in DATA_DIR), in one transaction.

usage: npm run import -- --area marketing --tenant <tenant> --list <list> FILE
       npm run import -- --area crawler --tenant <tenant> --list <list> FILE
       npm run import -- --area hrm --company <company> --list <list> FILE
       npm run import -- FOLDER          a folder written by npm run export (every owner and list in
                                         it, and the owners' API keys)

A record is one item of the list exactly as the list's API answers it (spec/<area>.yaml):
what a client reads is what an operator loads. Lists:
  marketing  ${listNames('marketing')}
  hrm        ${listNames('hrm')}
  crawler    ${listNames('crawler')}
Formats, by the file's extension or --format: ndjson (.ndjson, .jsonl: one record per
line), json (.json: one array of records), csv (.csv: a header of field names, nested fields
as dotted names such as issues.critical; an empty cell of a nullable field is null).
Blank lines are skipped; an empty file holds no records. Files are UTF-8 text.

options:
  --format ndjson|json|csv   the file's format, when its name does not say
  --skip-invalid             write the valid records and report the others (exit 3);
                             by default a single problem writes nothing (exit 1)
  --dry-run                  check everything, write nothing
  --create                   create the tenant or company when the store does not hold it
  --name <name>              with --create: its name (default: its id)
  --currency <code>          with --create, marketing: its currency (default USD)
  -h, --help                 this text

A record whose id the store holds already updates that row: loading the same file again
changes only what changed. An id held by another tenant or company is refused.
exit codes: 0 loaded, 1 nothing written (problems listed, or a failure), 2 bad usage,
3 loaded without the invalid records (--skip-invalid)`;

interface Request {
  files: ImportFile[];
  options: ImportOptions;
}

function parse(argv: string[]): Request {
  const { values, positionals } = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: {
      area: { type: 'string' },
      tenant: { type: 'string' },
      company: { type: 'string' },
      list: { type: 'string' },
      format: { type: 'string' },
      'skip-invalid': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      create: { type: 'boolean' },
      name: { type: 'string' },
      currency: { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'no file or folder given' : `one file or folder at a time (got ${positionals.length})`);
  const [target] = positionals;
  if (!existsSync(target)) throw new UsageError(`no file or folder "${target}"`);
  const options: ImportOptions = { skipInvalid: values['skip-invalid'] === true, dryRun: values['dry-run'] === true, create: values.create === true };
  if ((values.name !== undefined || values.currency !== undefined) && !options.create) throw new UsageError('--name and --currency go with --create');
  if (statSync(target).isDirectory()) {
    if (values.list !== undefined || values.format !== undefined || values.name !== undefined || values.currency !== undefined) throw new UsageError('a folder is imported whole: --list, --format, --name and --currency are for one file');
    return exportRequest(target, options, values.area, values.tenant ?? values.company);
  }
  const area = knownName('area', values.area, DATA_AREAS);
  if (!area) throw new UsageError(`one file needs --area (${DATA_AREAS.join(', ')})`);
  const owner = OWNERS[area];
  const ownerId = ownerOption(owner, values);
  if (!ownerId) throw new UsageError(`one file needs ${owner.flag} (the ${owner.noun} it belongs to)`);
  if (!values.list) throw new UsageError(`one file needs --list (${listNames(area)})`);
  const list = findList(area, values.list);
  if (!list) throw new UsageError(`${area} has no list "${values.list}"; lists: ${listNames(area)}`);
  const format = knownName('format', values.format, RECORD_FORMATS) ?? formatOfFile(target);
  if (!format) throw new UsageError(`the name "${path.basename(target)}" does not say its format: give --format (${RECORD_FORMATS.join(', ')})`);
  return {
    files: [{ list, owner: ownerId, file: target, format }],
    options: { ...options, owners: [{ area, id: ownerId, name: values.name, currency: values.currency }] },
  };
}

/** An export's files (referenced lists first), narrowed to an area or owner, with its owners and keys. */
function exportRequest(folder: string, options: ImportOptions, area?: string, owner?: string): Request {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new UsageError(`${folder} holds no ${MANIFEST}: a folder must be one written by npm run export`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== EXPORT_FORMAT) throw new UsageError(`${file} is not a manifest of npm run export ("format": "${EXPORT_FORMAT}")`);
  knownName('area', area, DATA_AREAS);
  const files: ImportFile[] = [];
  for (const dataArea of DATA_AREAS) {
    if (area !== undefined && area !== dataArea) continue;
    for (const entry of manifest.areas[dataArea] ?? []) {
      if (owner !== undefined && owner !== entry.id) continue;
      for (const list of listsOf(dataArea)) {
        const listed = entry.lists[list.name];
        if (!listed) continue;
        files.push({ list, owner: entry.id, file: path.join(folder, listed.file), format: 'ndjson' });
      }
    }
  }
  if (owner !== undefined && files.length === 0) throw new UsageError(`the export holds no owner "${owner}"${area ? ` in ${area}` : ''}`);
  const owners = Object.entries(manifest.areas).flatMap(([dataArea, entries]) =>
    (entries ?? []).map((entry) => ({ area: dataArea as DataArea, id: entry.id, name: entry.name, currency: entry.currency })),
  );
  return { files, options: { ...options, owners, ...(manifest.keys ? { keysFile: path.join(folder, manifest.keys.file) } : {}) } };
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

async function main(argv: string[], io: ProcessIo): Promise<number> {
  if (answeredHelp(argv, HELP, { write: io.stdout })) return EXIT.done;
  const { Presets, SingleBar } = await import('cli-progress');
  const { describeProblem, importFiles } = await import('../services/records/importer.js');
  const { OwnerRequestError } = await import('../services/records/owners.js');
  const { skipDemoData } = await import('../store/database.js');
  const { runOnStore } = await import('./data-store.js');
  let committed = false;
  const command = {
    name: 'import',
    usage: USAGE,
    kind: 'bulk' as const,
    refused: (error: unknown) => (error instanceof OwnerRequestError ? `import: ${error.message}; nothing was written` : undefined),
    failed: (reason: string) => (committed ? `import: the records reported written were written, but the report failed: ${reason}` : `import failed: ${reason}; nothing was written`),
  };
  return runOnStore(io, command, async (open) => {
    const request = parse(argv);
    const { store, where } = await open();
    io.stdout(`${request.options.dryRun ? 'checking (dry run) against' : 'importing into'} ${where}`);
    const totalBytes = request.files.reduce((sum, file) => sum + statSync(file.file).size, 0);
    if (!request.options.dryRun) await skipDemoData(store.db);
    let bar: SingleBar | undefined;
    if (io.progress) {
      bar = new SingleBar({ format: 'checking {bar} {percentage}% | {checked} records checked', stream: process.stderr, noTTYOutput: true, notTTYSchedule: 2000 }, Presets.shades_classic);
      bar.start(Math.max(1, totalBytes), 0, { checked: 0 });
    }
    const result = await importFiles(store.db, store.engine, request.files, {
      ...request.options,
      onProgress: ({ bytes, checked }) => bar?.update(bytes, { checked }),
    }).finally(() => bar?.stop());
    committed = result.committed && !request.options.dryRun;
    for (const owner of result.created) io.stdout(`created ${owner.area} ${OWNERS[owner.area].noun} ${owner.id}${request.options.dryRun ? ' (dry run: not kept)' : ''}`);
    for (const file of result.files) {
      io.stdout(`${file.area} ${file.list} (${OWNERS[file.area].noun} ${file.owner}) from ${file.file}: ${file.records} records, ${file.written} ${committed ? "written" : "valid"}${file.invalid ? `, ${file.invalid} invalid` : ''}`);
    }
    for (const problem of result.problems) io.stderr(describeProblem(problem));
    if (result.problemCount > result.problems.length) io.stderr(`… and ${result.problemCount - result.problems.length} more problems`);
    if (result.keys) io.stdout(`API keys: ${result.keys.records} in the export, ${result.keys.written} added (a key the store holds is left as it is)`);
    const records = result.files.reduce((sum, file) => sum + file.records, 0);
    const written = result.files.reduce((sum, file) => sum + file.written, 0);
    if (request.options.dryRun) {
      io.stdout(result.problemCount === 0 ? `dry run: all ${records} records are valid; nothing was written` : `dry run: ${counted(result.problemCount, 'problem')} in ${counted(records, 'record')}; nothing was written`);
      return result.problemCount === 0 ? EXIT.done : EXIT.failure;
    }
    if (!result.committed) {
      io.stderr(`import: nothing was written: ${counted(result.problemCount, 'problem')} in ${counted(records, 'record')} (fix ${result.problemCount === 1 ? 'it' : 'them'}, or load the valid records with --skip-invalid)`);
      return EXIT.failure;
    }
    const invalid = result.files.reduce((sum, file) => sum + file.invalid, 0);
    io.stdout(`imported ${written} records${invalid ? `; left out ${invalid} invalid records` : ''}`);
    // Loaded without the invalid records (--skip-invalid).
    return result.problemCount ? 3 : EXIT.done;
  });
}

runWhenInvoked(import.meta.url, main, { progress: true });
