/**
 * Examples phase: every documented request-body example, sent with the parameters'
 * examples; each further example of a parameter in a request of its own. Required values
 * without an example are generated, so an operation without examples still gets one request.
 */
import { firstOfEachDraft, validCase, type PhaseContext, type TestCase } from '../cases.js';
import { seedFor } from '../generate.js';
import { cloneDraft, type RequestDraft } from '../request.js';
import type { OperationModel } from '../../pipeline/spec-model.js';
import { show } from './fields.js';

/**
 * The documented request: each parameter's first example, the first body example, generated values
 * for the rest. `requiredOnly`: a valid request of required parameters only, their first examples where documented.
 */
export function exampleBase(context: PhaseContext, operation: OperationModel, purpose = 'examples', requiredOnly = false): RequestDraft {
  const base = context.generator.positive(operation, seedFor(context.seed, operation.operationId, purpose), 'required', context.validators).draft;
  for (const parameter of operation.parameters) {
    if (parameter.examples.length > 0 && (parameter.required || !requiredOnly)) base[parameter.in][parameter.name] = parameter.examples[0];
  }
  const body = operation.body;
  if (!requiredOnly && body?.examples.length && body.mediaType) base.body = { kind: 'json', value: body.examples[0].value };
  return base;
}

export function exampleCases(context: PhaseContext, operation: OperationModel): TestCase[] {
  const base = exampleBase(context, operation);
  const cases: TestCase[] = [];
  const isNew = firstOfEachDraft();
  const add = (draft: RequestDraft, label: string) => {
    if (isNew(draft)) cases.push(validCase('examples', operation, label, draft));
  };

  const bodyExamples = operation.body?.mediaType ? operation.body.examples : [];
  const documentedParameters = operation.parameters.filter((p) => p.examples.length > 0);
  if (bodyExamples.length > 0) {
    for (const example of bodyExamples) {
      const draft = cloneDraft(base);
      draft.body = { kind: 'json', value: structuredClone(example.value) };
      add(draft, `request example "${example.name}"`);
    }
  } else if (documentedParameters.length > 0) {
    add(cloneDraft(base), `parameter examples (${documentedParameters.map((p) => `${p.in}.${p.name}`).join(', ')})`);
  } else {
    const generatedOnly = operation.parameters.some((p) => p.required) || operation.body?.required;
    add(cloneDraft(base), generatedOnly ? 'no examples documented: required values generated' : 'the operation as documented (no input)');
  }
  for (const parameter of documentedParameters) {
    parameter.examples.slice(1).forEach((value, index) => {
      const draft = cloneDraft(base);
      draft[parameter.in][parameter.name] = value;
      add(draft, `${parameter.in}.${parameter.name} example #${index + 2} = ${show(value)}`);
    });
  }
  return cases;
}
