import { expect } from 'chai';
import { envelopes } from '../../../src/pipeline/envelope.js';
import type { Outgoing } from '../../../src/pipeline/http-io.js';
import { JsonFragment } from '../../../src/pipeline/json-fragment.js';
import { Reply } from '../../../src/pipeline/reply.js';
import { envelop } from '../../../src/pipeline/stages/envelope.js';
import { validateResponse, type ResponseValidationMode } from '../../../src/pipeline/stages/validate-response.js';
import { capturingLogger } from '../../support/logger.js';
import { operation, TRACE } from './fixture.js';

const PROBLEM = "getThing 200 application/json: /data must have required property 'name' (schema path stage-fixture-bodies.json#/definitions/Thing/required)";

/** A getThing answer, as the envelope stage makes it of a handler's result. */
const answer = (result: unknown): Outgoing => envelop({ envelope: envelopes.plain, logger: capturingLogger().logger }, TRACE, result);

const good = () => answer({ id: 1, name: 'one' });
const broken = () => answer(Reply.data({ id: 1 }, { headers: { 'X-Mock': 'example=broken' } }));
const brokenFragments = () => answer(Reply.withFragments(new JsonFragment('{"id":1}')));
// Store-written JSON that is not JSON (cut short): placed as is, it would make a body no client can read.
const unreadableFragments = () => answer(Reply.withFragments({ id: 1, name: new JsonFragment('"one') }));
const UNREADABLE = /^getThing 200 application\/json: the body is not JSON \(/;
const brokenButVouchedFor = () => answer(new Reply({ serialised: { mediaType: 'application/json', contentType: 'application/json; charset=utf-8', text: `{"success":true,"traceId":"${TRACE}","data":{"id":1}}` }, conforms: true }));
const undocumentedStatus = () => answer(Reply.data({ id: 1, name: 'one' }, { status: 201 }));
/** A refusal (an error a stage raised) with a status getThing does not document. */
const undocumentedRefusal = (): Outgoing => ({ ...undocumentedStatus(), failure: true });
const undocumentedType = () => answer(Reply.raw(200, 'application/xml', '<thing/>'));
const emptyDocumented = () => answer(Reply.empty(204));

interface Want {
  status: number;
  code?: string;
  problem?: string | RegExp;
  headers?: Record<string, string>;
  counted: number;
}

describe('pipeline stage: validate response', () => {
  const cases: Array<{ name: string; mode: ResponseValidationMode; given: () => Outgoing; want: Want; matched?: boolean; partner?: boolean }> = [
    { name: 'strict: a conforming answer goes as it is', mode: 'strict', given: good, want: { status: 200, counted: 0 } },
    { name: 'strict: a breaking answer becomes a 500 naming the problem, keeping its headers', mode: 'strict', given: broken, want: { status: 500, code: 'RESPONSE_VALIDATION_FAILED', problem: PROBLEM, headers: { 'X-Mock': 'example=broken' }, counted: 1 } },
    { name: 'strict: a body of JSON fragments is read back and checked', mode: 'strict', given: brokenFragments, want: { status: 500, code: 'RESPONSE_VALIDATION_FAILED', problem: PROBLEM, counted: 1 } },
    { name: 'strict: an undocumented status is a violation', mode: 'strict', given: undocumentedStatus, want: { status: 500, code: 'RESPONSE_VALIDATION_FAILED', problem: 'getThing: status 201 is not documented', counted: 1 } },
    { name: 'strict: our own refusal with an undocumented status is a violation', mode: 'strict', given: undocumentedRefusal, want: { status: 500, code: 'RESPONSE_VALIDATION_FAILED', problem: 'getThing: status 201 is not documented', counted: 1 } },
    { name: 'strict: on a partner\'s document, a refusal with a status it does not list is sent unchecked', mode: 'strict', given: undocumentedRefusal, partner: true, want: { status: 201, counted: 0 } },
    { name: 'strict: an undocumented media type is a violation', mode: 'strict', given: undocumentedType, want: { status: 500, code: 'RESPONSE_VALIDATION_FAILED', problem: 'getThing: status 200 does not document content type application/xml', counted: 1 } },
    { name: 'strict: a documented answer without content passes', mode: 'strict', given: emptyDocumented, want: { status: 204, counted: 0 } },
    { name: 'strict: an answer the executor checked itself is not checked again', mode: 'strict', given: brokenButVouchedFor, want: { status: 200, counted: 0 } },
    { name: 'strict: answers before an operation is matched are not checked', mode: 'strict', given: broken, matched: false, want: { status: 200, headers: { 'X-Mock': 'example=broken' }, counted: 0 } },
    { name: 'warn: a breaking answer is sent, and counted', mode: 'warn', given: broken, want: { status: 200, headers: { 'X-Mock': 'example=broken' }, counted: 1 } },
    { name: 'warn: a body of JSON fragments that breaks the spec is read back, sent, and counted', mode: 'warn', given: brokenFragments, want: { status: 200, counted: 1 } },
    { name: 'strict: a body that is not JSON becomes a 500 saying so, not a thrown error', mode: 'strict', given: unreadableFragments, want: { status: 500, code: 'RESPONSE_VALIDATION_FAILED', problem: UNREADABLE, counted: 1 } },
    { name: 'warn: a body that is not JSON is not sent either: a 500 saying so, counted', mode: 'warn', given: unreadableFragments, want: { status: 500, code: 'RESPONSE_VALIDATION_FAILED', problem: UNREADABLE, counted: 1 } },
    { name: 'off: nothing is checked', mode: 'off', given: broken, want: { status: 200, headers: { 'X-Mock': 'example=broken' }, counted: 0 } },
  ];
  for (const { name, mode, given, want, matched = true, partner = false } of cases) {
    it(name, () => {
      const { logger, lines } = capturingLogger();
      const told: string[] = [];
      const stats = { responseViolations: 0 };
      const config = {
        responseValidation: mode,
        responseSample: 1,
        sampled: new WeakMap(),
        envelope: envelopes.plain,
        logger,
        stats,
        onResponseViolation: (id: string) => told.push(id),
        uncheckedRefusals: partner,
      };
      const outgoing = validateResponse(config, matched ? operation('getThing') : null, given(), TRACE);
      const body = outgoing.contentType === null ? null : JSON.parse(outgoing.payload.toString());
      const got: Want = {
        status: outgoing.status,
        ...(outgoing.status === 500 ? { code: body.error.code, problem: body.error.details.problem } : {}),
        ...(outgoing.headers ? { headers: outgoing.headers as Record<string, string> } : {}),
        counted: stats.responseViolations,
      };
      const { problem: wantedProblem, ...wanted } = want;
      const { problem: gotProblem, ...rest } = got;
      expect(rest).to.deep.equal(wanted);
      if (wantedProblem instanceof RegExp) expect(gotProblem).to.match(wantedProblem);
      else expect(gotProblem).to.equal(wantedProblem);
      expect(told, 'metrics told of each violation').to.deep.equal(Array(want.counted).fill('getThing'));
      expect(lines.filter((line) => line.msg === 'response breaks the spec'), 'each violation logged').to.have.length(want.counted);
      if (outgoing.status === 500) expect(body.traceId).to.equal(TRACE);
    });
  }

  describe('warn checks a sample: the first answer of each operation, then one in responseSample', () => {
    const run = (mode: ResponseValidationMode, answers: Array<{ operationId: string; given: () => Outgoing }>) => {
      const { logger, lines } = capturingLogger();
      const config = {
        responseValidation: mode,
        responseSample: 3,
        sampled: new WeakMap(),
        envelope: envelopes.plain,
        logger,
        stats: { responseViolations: 0 },
      };
      const operations = new Map<string, ReturnType<typeof operation>>();
      const statuses = answers.map(({ operationId, given }) => {
        if (!operations.has(operationId)) operations.set(operationId, operation(operationId));
        return validateResponse(config, operations.get(operationId)!, given(), TRACE).status;
      });
      return { statuses, counted: config.stats.responseViolations, logged: lines.filter((line) => line.msg === 'response breaks the spec').length };
    };

    it('warn: of seven store-written answers that break the spec, the 1st, 4th and 7th are checked, logged and counted; all are sent', () => {
      const got = run('warn', Array.from({ length: 7 }, () => ({ operationId: 'getThing', given: brokenFragments })));
      expect(got).to.deep.equal({ statuses: [200, 200, 200, 200, 200, 200, 200], counted: 3, logged: 3 });
    });

    it('warn: a sampled answer that is not JSON is replaced by the 500; one between samples is sent', () => {
      const got = run('warn', Array.from({ length: 4 }, () => ({ operationId: 'getThing', given: unreadableFragments })));
      expect(got).to.deep.equal({ statuses: [500, 200, 200, 500], counted: 2, logged: 2 });
    });

    it('warn: each operation has its own sample, so its first answer is always checked', () => {
      const sameOperation = run('warn', [{ operationId: 'getThing', given: good }, { operationId: 'getThing', given: good }, { operationId: 'getThing', given: undocumentedStatus }]);
      expect(sameOperation.counted, 'the second and third answers of getThing fall between samples').to.equal(0);
      const otherOperation = run('warn', [{ operationId: 'getThing', given: good }, { operationId: 'getThing', given: good }, { operationId: 'listThings', given: undocumentedStatus }]);
      expect(otherOperation.counted, "listThings' first answer").to.equal(1);
    });

    it('strict: every answer is checked whatever the sample, each a 500', () => {
      const got = run('strict', Array.from({ length: 4 }, () => ({ operationId: 'getThing', given: brokenFragments })));
      expect(got).to.deep.equal({ statuses: [500, 500, 500, 500], counted: 4, logged: 4 });
    });
  });
});
