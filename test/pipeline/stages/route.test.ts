import { expect } from 'chai';
import { startExchange } from '../../../src/pipeline/exchange.js';
import { Reply } from '../../../src/pipeline/reply.js';
import { route, routeOperation } from '../../../src/pipeline/stages/route.js';
import { refusal, router, type Outcome } from './fixture.js';

/** The route stage as a caller sees it: which operation runs, or the status, code and Allow of the refusal. */
function routeOf(method: string, url: string): { outcome: Outcome & { operationId?: string; params?: Record<string, string> }; template: string | null } {
  const exchange = startExchange({} as never, 'trace');
  try {
    const matched = routeOperation(route(router, { method, url }), method, exchange);
    if (matched instanceof Reply) {
      return { outcome: { status: matched.init.status!, headers: matched.init.headers as Record<string, string> }, template: exchange.route };
    }
    return { outcome: { status: 200, operationId: matched.target.operationId, params: matched.params }, template: exchange.route };
  } catch (error) {
    const { status, code, headers } = refusal(error);
    return { outcome: { status, code, ...(headers ? { headers } : {}) }, template: exchange.route };
  }
}

describe('pipeline stage: route', () => {
  const cases: Array<{ given: [string, string]; want: Outcome & { operationId?: string; params?: Record<string, string> }; template: string | null }> = [
    { given: ['GET', '/things'], want: { status: 200, operationId: 'listThings', params: {} }, template: '/things' },
    { given: ['GET', '/things?page=2'], want: { status: 200, operationId: 'listThings', params: {} }, template: '/things' },
    { given: ['POST', '/things'], want: { status: 200, operationId: 'createThing', params: {} }, template: '/things' },
    { given: ['GET', '/things/42'], want: { status: 200, operationId: 'getThing', params: { id: '42' } }, template: '/things/{id}' },
    { given: ['GET', 'http://example.com/things/7?x=1'], want: { status: 200, operationId: 'getThing', params: { id: '7' } }, template: '/things/{id}' },
    { given: ['GET', '/nothing'], want: { status: 404, code: 'NOT_FOUND' }, template: null },
    { given: ['GET', '/things/'], want: { status: 404, code: 'NOT_FOUND' }, template: null },
    { given: ['DELETE', '/things'], want: { status: 405, code: 'METHOD_NOT_ALLOWED', headers: { Allow: 'GET, HEAD, POST' } }, template: '/things' },
    { given: ['PUT', '/things/1'], want: { status: 405, code: 'METHOD_NOT_ALLOWED', headers: { Allow: 'GET, HEAD' } }, template: '/things/{id}' },
    { given: ['OPTIONS', '/things'], want: { status: 204, headers: { Allow: 'GET, HEAD, POST' } }, template: '/things' },
    { given: ['GET', '/things/%E0%A4%A'], want: { status: 400, code: 'VALIDATION_FAILED' }, template: null },
  ];
  for (const { given, want, template } of cases) {
    it(`${given.join(' ')} → ${want.status} ${want.operationId ?? want.code ?? ''}`, () => {
      const got = routeOf(...given);
      expect(got.outcome).to.deep.equal(want);
      expect(got.template, 'the route template logged and counted').to.equal(template);
    });
  }

  it('says which path and method were refused, and what is allowed', () => {
    const notFound = (() => { try { routeOperation(route(router, { method: 'GET', url: '/nothing' }), 'GET', startExchange({} as never, '')); } catch (error) { return refusal(error).message; } })();
    expect(notFound).to.equal('No operation is served at GET /nothing.');
    const notAllowed = (() => { try { routeOperation(route(router, { method: 'DELETE', url: '/things' }), 'DELETE', startExchange({} as never, '')); } catch (error) { return refusal(error).message; } })();
    expect(notAllowed).to.equal('DELETE is not allowed on /things; allowed methods are GET, HEAD, POST.');
  });
});
