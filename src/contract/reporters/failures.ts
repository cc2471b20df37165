/**
 * Failures grouped for reading: one group per check, operation and method; inside a group,
 * one failure per distinct message is kept in full (up to a few), the rest only counted.
 */
import type { FailureRecord } from '../results.js';

export const SHOWN_PER_GROUP = 3;

export interface FailureGroup {
  check: string;
  operationId: string;
  /** Failures with distinct messages, in order of occurrence, at most SHOWN_PER_GROUP. */
  shown: FailureRecord[];
  count: number;
}

export function groupFailures(failures: FailureRecord[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const failure of failures) {
    const key = `${failure.check}|${failure.operationId}|${failure.method}`;
    let group = groups.get(key);
    if (!group) {
      group = { check: failure.check, operationId: failure.operationId, shown: [], count: 0 };
      groups.set(key, group);
    }
    group.count++;
    if (group.shown.length < SHOWN_PER_GROUP && !group.shown.some((f) => f.message === failure.message)) group.shown.push(failure);
  }
  return [...groups.values()];
}
