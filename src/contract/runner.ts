/**
 * One contract run against one server: plan, send, judge and tally (their modules). The stateful
 * phase goes first, since it needs other operations' answers; every operation is then reported
 * once. It reports through a reporter and returns the run; it never exits.
 */
import type { PhaseContext, TestCase } from './cases.js';
import { DataGenerator } from './generate.js';
import { judgeAnswer, noAnswerFailure, type JudgeSettings } from './judge.js';
import { casesFor, orderedDraft, planRun, walkLinks, type RunOptions, type Sent } from './plan.js';
import type { ContractRun } from './results.js';
import { MAX_SINGLE_WAIT_MS, RequestMaker, Sender } from './send.js';
import { mockHint, rateLimitNote, RunTally, summarize } from './tally.js';
import { SpecValidators } from './validation.js';

export async function runContract(options: RunOptions): Promise<ContractRun> {
  const started = performance.now();
  const plan = await planRun(options);
  const { spec, baseUrl, secrets, operations, phases } = plan;
  const validators = new SpecValidators(spec, { refuseUnknownQuery: options.refuseUnknownQuery });
  const context: PhaseContext = { spec, generator: new DataGenerator(spec), validators, seed: plan.seed, maxExamples: plan.maxExamples, mock: plan.mock };
  const judging: JudgeSettings = { ...plan, validators };
  const notes = [...plan.notes];
  options.reporter?.start?.({
    name: plan.name,
    specSource: spec.source,
    title: spec.title,
    baseUrl,
    seed: plan.seed,
    maxExamples: plan.maxExamples,
    phases,
    operations: operations.length,
    notes,
  });

  const maker = new RequestMaker(spec, plan.credentials);
  const sender = new Sender(plan);
  const tally = new RunTally(operations);

  /** One case: prepared, sent, judged and counted; its answer, or undefined when none came. */
  async function execute(testCase: TestCase): Promise<Sent | undefined> {
    testCase.draft = orderedDraft(testCase, validators);
    const prepared = maker.make(testCase);
    tally.request(testCase);
    const answer = await sender.send(prepared.wire);
    if ('noAnswer' in answer) {
      tally.noAnswer(testCase, noAnswerFailure(judging, testCase, prepared, answer.noAnswer));
      return undefined;
    }
    options.onAnswer?.(testCase, prepared.wire, answer.response);
    tally.answer(testCase, answer.response.status, judgeAnswer(judging, testCase, prepared, answer.response));
    return { wire: prepared.wire, response: answer.response };
  }

  if (phases.includes('stateful')) notes.push(...(await walkLinks(context, operations, baseUrl, secrets, execute)));

  const probed = new Set<string>();
  for (const operation of operations) {
    const opStarted = performance.now();
    // The undocumented-method probe: once per path.
    const probePath = !probed.has(operation.path);
    probed.add(operation.path);
    for (const testCase of casesFor(context, operation, phases, probePath)) await execute(testCase);
    const result = tally.close(operation, performance.now() - opStarted, plan);
    options.reporter?.operation?.(result);
  }

  const results = tally.results();
  const late = [rateLimitNote(sender.rateLimits, { ...plan, maxSingleWaitMs: MAX_SINGLE_WAIT_MS }), mockHint(results.flatMap((r) => r.failures), plan.mock)];
  notes.push(...late.filter((note): note is string => note !== undefined));
  const run = summarize({ ...plan, notes, operations: results, total: tally.total, rateLimits: sender.rateLimits, durationMs: performance.now() - started });
  options.reporter?.finish?.(run);
  return run;
}
