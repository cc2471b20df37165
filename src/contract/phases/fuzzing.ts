/**
 * Fuzzing phase: random valid requests generated from the schemas, optional fields included
 * at random. Every other request takes the schemas' documented examples where they have
 * one, and a parameter with documented examples takes one of them half of the time, so
 * random requests also reach past lookups that random values miss (an unknown tenant → 404).
 */
import { firstOfEachDraft, validCase, type PhaseContext, type TestCase } from '../cases.js';
import { createRandom, seedFor } from '../generate.js';
import type { OperationModel } from '../../pipeline/spec-model.js';

export function fuzzingCases(context: PhaseContext, operation: OperationModel): TestCase[] {
  const cases: TestCase[] = [];
  const isNew = firstOfEachDraft();
  const seed = seedFor(context.seed, operation.operationId, 'fuzzing');
  const documented = operation.parameters.filter((p) => p.examples.length > 0);
  for (let index = 0; index < context.maxExamples * 2 && cases.length < context.maxExamples; index++) {
    // Every other request prefers the schemas' documented examples where they have one.
    const draft = context.generator.draft(operation, seedFor(seed, index), 'random', { preferExamples: index % 2 === 1 });
    const random = createRandom(seedFor(seed, index, 'examples'));
    for (const parameter of documented) {
      if (random.next() < 0.5 && (parameter.required || draft[parameter.in][parameter.name] !== undefined)) {
        draft[parameter.in][parameter.name] = parameter.examples[Math.floor(random.next() * parameter.examples.length)];
      }
    }
    if (!isNew(draft) || context.validators.requestProblems(operation, draft).length > 0) continue;
    cases.push(validCase('fuzzing', operation, `generated request #${index + 1}`, draft));
  }
  return cases;
}
