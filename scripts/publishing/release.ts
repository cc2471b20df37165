/**
 * Releasing a spec version (`npm run release:spec -- <area>`) and the check that no spec
 * changes without one: the current bundled document must equal the snapshot of its own
 * `info.version`, and that version must have a CHANGELOG entry that marks the breaking
 * changes since the previous release.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { specFileOf } from '../../src/config/spec-paths.js';
import { bundleSpecs, readPartnerSpecs, type SpecDocument } from './partner-specs.js';
import {
  BREAKING_MARK, CHANGELOG, CHANGELOG_INTRO, compareVersions, draftEntry, insertEntry, isBreakingBump, parseChangelog,
  parseVersion, readSnapshot, releasedVersions, snapshotPath, writeSnapshot,
} from './releases.js';
import { compareSpecs, differingPointers } from './spec-diff.js';

export class ReleaseError extends Error {}

const relative = (root: string, file: string) => path.relative(root, file);

/** The newest released version below `version`, with its document. */
async function previousRelease(root: string, area: string, version: string) {
  const older = (await releasedVersions(root, area)).filter((released) => compareVersions(released, version) < 0);
  const last = older.at(-1);
  return last ? { version: last, document: (await readSnapshot(root, area, last))! } : null;
}

/**
 * What is wrong with the release state of one area's current document; empty when the
 * document is exactly a released version with its CHANGELOG entry.
 */
export async function releaseProblems(root: string, area: string, document: SpecDocument): Promise<string[]> {
  const version = document.info.version;
  const specFile = (await readPartnerSpecs(root)).find((spec) => spec.name === area)?.root ?? specFileOf(area);
  const howTo = `add a CHANGELOG entry and run npm run release:spec -- ${area}`;
  if (!parseVersion(version)) return [`${specFile}: info.version "${version}" is not MAJOR.MINOR.PATCH`];
  const problems: string[] = [];
  const released = await releasedVersions(root, area);
  const newest = released.at(-1);
  const snapshot = await readSnapshot(root, area, version);
  if (!snapshot) {
    if (newest && compareVersions(version, newest) < 0) problems.push(`${specFile}: version ${version} is older than the released ${newest}`);
    else problems.push(`${specFile}: version ${version} has not been released (no ${relative(root, snapshotPath(root, area, version))}): ${howTo}`);
  } else if (!isDeepStrictEqual(snapshot, document)) {
    const changes = compareSpecs(snapshot, document);
    problems.push(
      `${specFile} differs from its released version ${version} (${relative(root, snapshotPath(root, area, version))}) at ${differingPointers(snapshot, document).join(', ')}:\n` +
        changes.map((change) => `  - ${change.breaking ? 'BREAKING ' : ''}${change.text}`).join('\n') +
        `\n  Bump info.version (a new major version for breaking changes), ${howTo}.`,
    );
  }

  const changelogFile = path.join(root, CHANGELOG);
  const entries = existsSync(changelogFile) ? parseChangelog(await readFile(changelogFile, 'utf8')) : [];
  const entry = entries.find((candidate) => candidate.area === area && candidate.version === version);
  if (!entry) problems.push(`${CHANGELOG} has no entry "## ${area} ${version}"`);

  const previous = await previousRelease(root, area, version);
  if (previous) {
    const breaking = compareSpecs(previous.document, snapshot ?? document).filter((change) => change.breaking);
    if (breaking.length > 0 && !isBreakingBump(previous.version, version)) {
      problems.push(`${area} ${version} breaks clients of ${previous.version} without a new major version:\n${breaking.map((change) => `  - ${change.text}`).join('\n')}`);
    }
    if (breaking.length > 0 && entry && !entry.body.includes(BREAKING_MARK)) {
      problems.push(`${CHANGELOG}: the entry "## ${area} ${version}" must call out its breaking changes with ${BREAKING_MARK}:\n${breaking.map((change) => `  - ${change.text}`).join('\n')}`);
    }
  }
  return problems;
}

export interface ReleaseOutcome {
  version: string;
  snapshot: string;
  /** False when this exact document was already released under this version. */
  released: boolean;
  /** True when a CHANGELOG entry was drafted (edit it). */
  drafted: boolean;
}

/**
 * Snapshots the area's current spec under its version and drafts its CHANGELOG entry.
 * `replace` re-snapshots a version already released, for a version partners have not
 * received yet (the first snapshots, while the specs are still being finished).
 */
export async function releaseSpec(options: { root: string; area: string; date: string; replace?: boolean }): Promise<ReleaseOutcome> {
  const { root, area, date, replace = false } = options;
  const partner = (await readPartnerSpecs(root)).find((spec) => spec.name === area);
  if (!partner) throw new ReleaseError(`"${area}" is not a partner spec of redocly.yaml; known: ${(await readPartnerSpecs(root)).map((spec) => spec.name).join(', ')}`);
  const document = (await bundleSpecs([area], root)).get(area)!;
  const version = document.info.version;
  if (!parseVersion(version)) throw new ReleaseError(`${partner.root}: info.version "${version}" is not MAJOR.MINOR.PATCH`);

  const existing = await readSnapshot(root, area, version);
  const unchanged = existing !== null && isDeepStrictEqual(existing, document);
  if (existing && !unchanged && !replace) {
    throw new ReleaseError(`${partner.root} changed since ${version} was released; bump info.version first (changes: ${compareSpecs(existing, document).map((change) => change.text).join('; ')})`);
  }
  const newest = (await releasedVersions(root, area)).at(-1);
  if (!existing && newest && compareVersions(version, newest) < 0) throw new ReleaseError(`${partner.root}: version ${version} is older than the released ${newest}`);
  const previous = await previousRelease(root, area, version);
  if (previous) {
    const breaking = compareSpecs(previous.document, document).filter((change) => change.breaking);
    if (breaking.length > 0 && !isBreakingBump(previous.version, version)) {
      throw new ReleaseError(`${area} ${version} breaks clients of ${previous.version}; release it as a new major version:\n${breaking.map((change) => `  - ${change.text}`).join('\n')}`);
    }
  }

  const snapshot = unchanged ? snapshotPath(root, area, version) : await writeSnapshot(root, area, document);
  const changelogFile = path.join(root, CHANGELOG);
  const changelog = existsSync(changelogFile) ? await readFile(changelogFile, 'utf8') : CHANGELOG_INTRO;
  const hasEntry = parseChangelog(changelog).some((entry) => entry.area === area && entry.version === version);
  if (!hasEntry) await writeFile(changelogFile, insertEntry(changelog, draftEntry(area, document, previous, date)));
  return { version, snapshot: relative(root, snapshot), released: !unchanged, drafted: !hasEntry };
}
