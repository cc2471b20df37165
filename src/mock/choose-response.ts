/**
 * The mock's choice rule, as Prism chooses (src/mock/README.md "Choosing the response"): which
 * documented response answers a request, in which media type, and where its body comes from.
 * It decides only: mock-responder.ts makes the body and the Reply.
 */
import { ApiError } from '../errors.js';
import { isJsonMediaType, preferredMediaType } from '../pipeline/media-type.js';
import { seedFromString } from './dynamic-data.js';
import type { MockExample, MockMedia, MockOperation, MockResponse } from './mock-operations.js';
import { problem, type MockPreferences } from './prefer-header.js';

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'example'; example: MockExample }
  /** `seed` undefined: the responder draws one (and reports it in X-Mock). */
  | { kind: 'dynamic'; seed: number | undefined }
  | { kind: 'generated'; seed: number }
  | { kind: 'envelope' }
  | { kind: 'spec-document' };

export interface Choice {
  status: number;
  response: MockResponse;
  media: MockMedia | null;
  body: BodyPlan;
}

export interface ChoiceRequest {
  accept: string | undefined;
  /** As sent: whether a preference came from the query or the header. */
  query: Record<string, unknown>;
  /** A partner's document: what it does not document is Prism's 404, not our 400. */
  partner?: boolean;
}

export type ExampleCheck = (example: MockExample, status: number, media: MockMedia) => boolean;

const NO_BODY: BodyPlan = Object.freeze({ kind: 'none' });
const ENVELOPE: BodyPlan = Object.freeze({ kind: 'envelope' });
const SPEC_DOCUMENT: BodyPlan = Object.freeze({ kind: 'spec-document' });
/** For an operation documenting no response (3.1 allows it) or only 1xx. */
const UNDOCUMENTED: MockResponse = Object.freeze({ key: '204', headers: {}, media: [] });

function responseFor(mock: MockOperation, status: number): MockResponse | undefined {
  return mock.responses.get(String(status)) ?? mock.responses.get(`${String(status)[0]}XX`) ?? mock.responses.get('default');
}

/** The documented media type Accept asks for, as Prism negotiates (negotiate.ts refused an Accept none meets). */
export function mediaFor(response: MockResponse, accept: string | undefined): MockMedia {
  const { media } = response;
  if (!accept) return media.find((m) => isJsonMediaType(m.type)) ?? media[0];
  // A key that is no media type (`description:` written under content) answers no Accept.
  if (accept === '*/*') return media.find((m) => m.type.includes('/')) ?? media[0];
  const accepted = media.length === 1 ? media[0].type : preferredMediaType(accept, media.map((m) => m.type));
  return media.find((m) => m.type === accepted) ?? media[0];
}

export function chooseResponse(mock: MockOperation, preferences: MockPreferences, request: ChoiceRequest, conforms: ExampleCheck): Choice {
  let status = mock.defaultStatus;
  let response: MockResponse | undefined;
  if (preferences.code !== undefined) {
    status = preferences.code;
    response = responseFor(mock, status);
    if (!response) {
      if (request.partner) throw new ApiError('NOT_FOUND', `Requested status code ${status} is not defined in the document.`);
      const where = request.query.__code !== undefined ? 'query' : 'header';
      throw new ApiError('VALIDATION_FAILED', `${mock.operationId} documents no ${status} response; documented: ${mock.documented.join(', ')}.`, {
        details: [problem(where, 'code', `${status} is not documented; documented: ${mock.documented.join(', ')}`)],
      });
    }
  } else {
    response = responseFor(mock, status);
    if (!response) return { status: 204, response: UNDOCUMENTED, media: null, body: NO_BODY };
  }
  if (response.media.length === 0) return { status, response, media: null, body: NO_BODY };
  const media = mediaFor(response, request.accept);

  if (preferences.example !== undefined) {
    const example = media.examples.find((e) => e.name === preferences.example);
    if (!example) {
      if (request.partner) throw new ApiError('NOT_FOUND', `Response for contentType: ${media.type} and exampleKey: ${preferences.example} does not exist.`);
      const names = media.examples.map((e) => e.name);
      const where = request.query.__example !== undefined ? 'query' : 'header';
      const has = names.length > 0 ? `its examples: ${names.join(', ')}` : 'it has no examples';
      throw new ApiError('VALIDATION_FAILED', `The ${status} response of ${mock.operationId} has no example "${preferences.example}"; ${has}.`, {
        details: [problem(where, 'example', `"${preferences.example}" is not an example of the ${status} response; ${has}`)],
      });
    }
    return { status, response, media, body: { kind: 'example', example } };
  }

  const dynamic = preferences.dynamic === true || (preferences.seed !== undefined && preferences.dynamic !== false);
  if (dynamic) return { status, response, media, body: status >= 400 ? ENVELOPE : { kind: 'dynamic', seed: preferences.seed } };

  if (mock.specDocument && preferences.code === undefined && status < 300 && (mock.specDocument === 'json') === isJsonMediaType(media.type)) {
    return { status, response, media, body: SPEC_DOCUMENT };
  }
  // The first usable example: for our areas one that breaks its schema is only sent when asked
  // for by name; a partner's document gets its first, as Prism sends it (with its violations).
  const usable = request.partner ? media.examples[0] : media.examples.find((example) => conforms(example, status, media));
  if (usable) return { status, response, media, body: { kind: 'example', example: usable } };
  if (status >= 400) return { status, response, media, body: ENVELOPE };
  return { status, response, media, body: { kind: 'generated', seed: preferences.seed ?? seedFromString(`${mock.operationId} ${status}`) } };
}
