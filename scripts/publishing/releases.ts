/**
 * Released spec versions: a snapshot of the bundled document per released version
 * (spec/releases/<area>/<version>.json, never edited) and spec/CHANGELOG.md, one entry per
 * version (`## <area> <version> (<date>)`), breaking changes marked `**Breaking:**`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compareSpecs, type SpecChange } from './spec-diff.js';
import { operationsOf, type SpecDocument } from './partner-specs.js';

export const RELEASES_DIR = 'spec/releases';
export const CHANGELOG = 'spec/CHANGELOG.md';
export const BREAKING_MARK = '**Breaking:**';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

export function parseVersion(version: string): [number, number, number] | null {
  const match = SEMVER.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  if (!x || !y) throw new Error(`not a MAJOR.MINOR.PATCH version: ${!x ? a : b}`);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** A breaking change needs a new major version (a new minor while still 0.x). */
export function isBreakingBump(previous: string, next: string): boolean {
  const [a, b] = [parseVersion(previous)!, parseVersion(next)!];
  return a[0] === 0 ? b[0] > 0 || b[1] > a[1] : b[0] > a[0];
}

export function snapshotPath(root: string, area: string, version: string): string {
  return path.join(root, RELEASES_DIR, area, `${version}.json`);
}

/** Released versions of an area, oldest first. */
export async function releasedVersions(root: string, area: string): Promise<string[]> {
  const dir = path.join(root, RELEASES_DIR, area);
  if (!existsSync(dir)) return [];
  return (await readdir(dir))
    .filter((file) => file.endsWith('.json') && parseVersion(file.slice(0, -5)))
    .map((file) => file.slice(0, -5))
    .sort(compareVersions);
}

export async function readSnapshot(root: string, area: string, version: string): Promise<SpecDocument | null> {
  const file = snapshotPath(root, area, version);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as SpecDocument) : null;
}

export async function writeSnapshot(root: string, area: string, document: SpecDocument): Promise<string> {
  const file = snapshotPath(root, area, document.info.version);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

export interface ChangelogEntry {
  area: string;
  version: string;
  heading: string;
  body: string;
}

const ENTRY_HEADING = /^## (\S+) (\d+\.\d+\.\d+)\b.*$/;

export function parseChangelog(text: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let current: ChangelogEntry | null = null;
  for (const line of text.split('\n')) {
    const match = ENTRY_HEADING.exec(line);
    if (match) {
      current = { area: match[1], version: match[2], heading: line, body: '' };
      entries.push(current);
    } else if (line.startsWith('## ')) current = null;
    else if (current) current.body += `${line}\n`;
  }
  return entries;
}

export const CHANGELOG_INTRO = `# Spec changelog

Every published version of the partner specs (\`spec/<area>.yaml\`), newest first. Released
documents are kept in \`spec/releases/<area>/<version>.json\` and never edited. To publish a
change: edit the spec, bump \`info.version\` (a breaking change needs a new major version),
run \`npm run release:spec -- <area>\`, then edit the drafted entry below. Changes that can
break an existing client are marked ${BREAKING_MARK}.
`;

/** The entry `release:spec` drafts: the first release lists the operations, later ones the changes. */
export function draftEntry(area: string, document: SpecDocument, previous: { version: string; document: SpecDocument } | null, date: string): string {
  const lines = [`## ${area} ${document.info.version} (${date})`, ''];
  if (!previous) {
    const operations = operationsOf(document).map((op) => `  - \`${op.method.toUpperCase()} ${op.path}\` ${op.operationId}`);
    lines.push(`- First published version of ${document.info.title}, ${operations.length} operations:`, ...operations);
  } else {
    const changes: SpecChange[] = compareSpecs(previous.document, document);
    lines.push(`Changes since ${previous.version}:`, '');
    for (const change of changes) lines.push(`- ${change.breaking ? `${BREAKING_MARK} ` : ''}${change.text}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The changelog with `entry` added above the newest entry (or after the introduction). */
export function insertEntry(changelog: string, entry: string): string {
  const text = changelog.trim() ? changelog : CHANGELOG_INTRO;
  const lines = text.split('\n');
  const first = lines.findIndex((line) => ENTRY_HEADING.test(line));
  if (first < 0) return `${text.replace(/\n*$/, '\n')}\n${entry}`;
  return [...lines.slice(0, first), ...entry.replace(/\n*$/, '\n').split('\n'), ...lines.slice(first)].join('\n');
}
