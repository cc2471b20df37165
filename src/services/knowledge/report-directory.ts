/**
 * Crawler reports are JSON files a crawler writes into KNOWLEDGE_REPORT_DIR (format: the
 * spec's Report schema, without `file`), plus an optional PENDING_UPDATE marker file.
 * A malformed report is skipped and named, never a 500.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { components } from '../../../generated/knowledge.js';

export type Report = components['schemas']['Report'];
export type ReportSummary = components['schemas']['ReportSummary'];
export type PendingUpdate = components['schemas']['PendingUpdate'];
export type SkippedReport = components['schemas']['SkippedReport'];

export const PENDING_MARKER = 'PENDING_UPDATE';
const RESULT_STATUSES = new Set(['changed', 'unchanged', 'failed']);

function problemWith(value: unknown): string | null {
  const report = value as Partial<Report> | null;
  if (!report || typeof report !== 'object' || Array.isArray(report)) return 'not a JSON object';
  if (typeof report.reportId !== 'string' || !report.reportId) return 'reportId is missing';
  if (typeof report.generatedAt !== 'string' || Number.isNaN(Date.parse(report.generatedAt))) return 'generatedAt is not a date-time';
  const summary = report.summary as Partial<Report['summary']> | undefined;
  if (!summary || !['checked', 'changed', 'failed'].every((k) => Number.isInteger(summary[k as keyof typeof summary]) && (summary[k as keyof typeof summary] as number) >= 0)) {
    return 'summary needs checked, changed and failed counts';
  }
  if (!Array.isArray(report.results)) return 'results is not a list';
  for (const [index, result] of report.results.entries()) {
    if (!result || typeof result.sourceId !== 'string' || !RESULT_STATUSES.has(result.status) || typeof result.checkedAt !== 'string' || Number.isNaN(Date.parse(result.checkedAt))) {
      return `results[${index}] needs sourceId, status (changed, unchanged, failed) and checkedAt`;
    }
    if (!Array.isArray(result.matchedKeywords ?? []) || !Array.isArray(result.affectedDocuments ?? [])) return `results[${index}] lists are malformed`;
  }
  return null;
}

export interface ReportScan {
  latest: Report | null;
  skipped: SkippedReport[];
}

export async function scanReports(directory: string): Promise<ReportScan> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { latest: null, skipped: [] };
    throw error;
  }
  let latest: Report | null = null;
  const skipped: SkippedReport[] = [];
  for (const file of names.filter((name) => name.endsWith('.json')).sort()) {
    let text: string;
    try {
      text = await readFile(path.join(directory, file), 'utf8');
    } catch (error) {
      // The code only: node's message names the absolute path, which a client must not see.
      skipped.push({ file, reason: `could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` });
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      skipped.push({ file, reason: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const problem = problemWith(parsed);
    if (problem) {
      skipped.push({ file, reason: problem });
      continue;
    }
    const report = parsed as Report;
    const normalised: Report = {
      reportId: report.reportId,
      generatedAt: new Date(report.generatedAt).toISOString(),
      file,
      summary: { checked: report.summary.checked, changed: report.summary.changed, failed: report.summary.failed },
      results: report.results.map((result) => ({
        sourceId: result.sourceId,
        status: result.status,
        checkedAt: new Date(result.checkedAt).toISOString(),
        matchedKeywords: (result.matchedKeywords ?? []).map(String),
        affectedDocuments: (result.affectedDocuments ?? []).map(String),
        ...(typeof result.note === 'string' ? { note: result.note } : {}),
      })),
    };
    if (!latest || Date.parse(normalised.generatedAt) > Date.parse(latest.generatedAt)) latest = normalised;
  }
  return { latest, skipped };
}

export function summarise(report: Report): ReportSummary {
  return { reportId: report.reportId, generatedAt: report.generatedAt, file: report.file, ...report.summary };
}

export async function readPendingMarker(directory: string): Promise<PendingUpdate> {
  try {
    const marker = await stat(path.join(directory, PENDING_MARKER));
    return { hasPendingUpdate: true, state: PENDING_MARKER, markedAt: marker.mtime.toISOString() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      return { hasPendingUpdate: false, state: null, markedAt: null };
    }
    throw error;
  }
}

/** Relative to the package when inside it, else its last segment: never the server's file layout. */
export function displayedReportDirectory(directory: string, root: string): string {
  const relative = path.relative(root, directory);
  if (relative === '') return '.';
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return relative.split(path.sep).join('/');
  return path.basename(directory);
}
