import { expect } from 'chai';
import { negotiate } from '../../../src/pipeline/stages/negotiate.js';
import { operation, refusal, type Outcome } from './fixture.js';

function negotiated(operationId: string, accept: string | undefined): Outcome {
  try {
    negotiate(operation(operationId), { headers: accept === undefined ? {} : { accept } });
    return { status: 200 };
  } catch (error) {
    const { status, code, message } = refusal(error);
    return { status, code, message };
  }
}

describe('pipeline stage: negotiate', () => {
  const jsonOnly = { status: 406, code: 'NOT_ACCEPTABLE', message: 'This operation produces application/json only.' };
  const cases: Array<{ given: [string, string | undefined]; want: Outcome }> = [
    { given: ['listThings', undefined], want: { status: 200 } },
    { given: ['listThings', '*/*'], want: { status: 200 } },
    { given: ['listThings', 'application/json'], want: { status: 200 } },
    { given: ['listThings', 'application/*;q=0.5'], want: { status: 200 } },
    { given: ['listThings', 'text/html, application/json;q=0.1'], want: { status: 200 } },
    { given: ['listThings', 'application/xml'], want: jsonOnly },
    { given: ['listThings', 'text/*'], want: jsonOnly },
    { given: ['listThings', 'application/json;q=0'], want: jsonOnly },
    { given: ['getThing', 'text/csv'], want: { status: 200 } },
    { given: ['getThing', 'application/xml'], want: { status: 406, code: 'NOT_ACCEPTABLE', message: 'This operation produces application/json, text/csv only.' } },
  ];
  for (const { given, want } of cases) {
    it(`${given[0]} with Accept ${given[1] ?? '(none)'} → ${want.status}`, () => {
      expect(negotiated(...given)).to.deep.equal(want);
    });
  }
});
