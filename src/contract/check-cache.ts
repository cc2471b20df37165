/**
 * The official-schema check's verdict on a document, kept on disk by a hash of its text and the
 * tool's identity, so that cfs-mock's next start skips the check (a large part of a start). In
 * $XDG_CACHE_HOME (else ~/.cache)/cfs-mock/official-check, the newest KEEP entries; any failure
 * to read or write it is ignored.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The check's outcome: the warnings of a document it accepted, or why it refused one. */
export type CheckVerdict = { warnings: string[] } | { refusal: string };

const KEEP = 64;

export function checkCacheFolder(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'cfs-mock', 'official-check');
}

const isVerdict = (value: unknown): value is CheckVerdict =>
  value !== null && typeof value === 'object' && (Array.isArray((value as { warnings?: unknown }).warnings) ? (value as { warnings: unknown[] }).warnings.every((w) => typeof w === 'string') : typeof (value as { refusal?: unknown }).refusal === 'string');

/** The entry of one document text, checked as `version` by the tool `identity` names. */
export function checkCacheEntry(identity: string, version: string, text: string, folder = checkCacheFolder()) {
  const key = createHash('sha256').update(identity).update('\0').update(version).update('\0').update(text).digest('hex');
  const file = path.join(folder, `${key}.json`);
  return {
    read(): CheckVerdict | undefined {
      try {
        const verdict: unknown = JSON.parse(readFileSync(file, 'utf8'));
        if (!isVerdict(verdict)) return undefined;
        const now = new Date();
        utimesSync(file, now, now);
        return verdict;
      } catch {
        return undefined;
      }
    },
    write(verdict: CheckVerdict): void {
      try {
        makeFolder(folder);
        // Written whole, then renamed: a reader sees a complete entry or none.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, JSON.stringify(verdict));
        renameSync(partial, file);
        prune(folder);
      } catch {
        // A cache that cannot be written only costs the next start the check.
      }
    },
  };
}

/** One folder at a time: node's recursive mkdir never returns where mkdir answers ENOENT under an existing parent (/proc). */
function makeFolder(folder: string): void {
  for (const dir of [path.dirname(path.dirname(folder)), path.dirname(folder), folder]) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** The newest KEEP entries stay (a read refreshes an entry's time); one removed meanwhile is passed over. */
function prune(folder: string): void {
  const entries = readdirSync(folder).filter((name) => name.endsWith('.json'));
  if (entries.length <= KEEP) return;
  const timeOf = (name: string) => statSync(path.join(folder, name), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const dated = entries.map((name) => ({ name, time: timeOf(name) })).sort((a, b) => b.time - a.time);
  for (const { name } of dated.slice(KEEP)) rmSync(path.join(folder, name), { force: true });
}
