/**
 * A mock-mode app built in-process for tests (no ports), with strict response validation,
 * and a `checked()` that also validates every response against the spec independently.
 */
import request, { type Response, type Test } from 'supertest';
import type { RequestListener } from '../../src/app.js';
import type { AreaModule } from '../../src/areas/area-module.js';
import { createMockApp } from '../../src/mock/serve-mock.js';
import { envelopes } from '../../src/pipeline/envelope.js';
import { listOperations, readSpec } from '../../src/pipeline/openapi-document.js';
import { assertMatchesSpec } from '../support/contract.js';
import { silentLogger } from '../support/area-app.js';

export interface MockTestArea {
  app: RequestListener;
  http: ReturnType<typeof request>;
  checked(test: Test): Promise<Response>;
  stats: { responseViolations: number };
}

export async function buildMockArea(area: AreaModule, options: { corsOrigins?: string[] } = {}): Promise<MockTestArea> {
  const { app, stats } = await createMockApp(area, { logger: silentLogger, responseValidation: 'strict', corsOrigins: options.corsOrigins });
  return {
    app,
    stats,
    http: request(app),
    async checked(test) {
      const response = await test;
      await assertMatchesSpec(area.specPath, response);
      return response;
    },
  };
}

export const FIXTURE_SPEC = new URL('./fixtures/mock-features.yaml', import.meta.url).pathname;

/** An area made of the fixture spec: protected paged lists, operations without examples, a 204. */
export const fixtureArea: AreaModule<unknown> = {
  name: 'fixture',
  specPath: FIXTURE_SPEC,
  prefix: '/api/v1',
  envelope: envelopes.plain,
  handlers: Object.fromEntries(listOperations(readSpec(FIXTURE_SPEC)).map((op) => [op.operationId, () => ({})])),
  createServices: async () => ({}),
};
