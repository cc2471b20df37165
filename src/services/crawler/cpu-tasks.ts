/**
 * The crawler's CPU-heavy jobs on the CPU pool's threads; piscina calls the default export with
 * `{ task, input }`, plain data both ways. Under tsx a worker does not inherit tsx's loader, so
 * cpu-tasks.dev.mjs loads this file through tsx's API.
 */
import { settle, type JobOutcome } from '../../adapters/cpu-pool/cpu-pool.js';
import { checkDuplicate } from './dedupe.js';
import { suggestParserRules } from './parser-rules/suggest-rules.js';
import { evaluateRobots, type RobotsDecision } from './robots/evaluate-robots.js';
import { parseRobots } from './robots/parse-robots.js';

export const cpuTasks = {
  suggestParserRules,
  checkDuplicate,
  decideRobots: (job: { robots: string | Uint8Array; userAgent: string; url: string }): RobotsDecision =>
    evaluateRobots(parseRobots(job.robots), job.userAgent, job.url),
  /** The pool's warm-up. */
  ping: (): null => null,
};

export type CpuTask = keyof typeof cpuTasks;

export default function runCpuTask(job: { task: CpuTask; input: never }): Promise<JobOutcome<unknown>> {
  const task = cpuTasks[job.task] as ((input: unknown) => unknown) | undefined;
  if (task === undefined) throw new Error(`unknown CPU task ${String(job.task)}`);
  return settle(() => task(job.input));
}
