/**
 * Arrays sent as one text (`codes=paf,nyb`: form style, not exploded) through a whole contract
 * run against a server that reads them as OpenAPI says: a text example of such a parameter is
 * the array already serialized, and every phase judges the requests as that server parses
 * them. Each undocumented refusal is one failure, of status_code_documented.
 */
import { createServer, type Server } from 'node:http';
import { expect } from 'chai';
import { modelSpec, runContract, type SpecModel } from '../../src/contract/index.js';

/** A timetable of train stations; codes are three lower-case letters. */
function stationsSpec(documented400: boolean): SpecModel {
  const json = (schema: object) => ({ content: { 'application/json': { schema } } });
  return modelSpec(
    {
      openapi: '3.0.3',
      info: { title: 'Stations', version: '1.0.0' },
      paths: {
        '/departures': {
          get: {
            operationId: 'listDepartures',
            parameters: [
              { name: 'codes', in: 'query', required: true, style: 'form', explode: false, example: 'paf,nyb', schema: { type: 'array', minItems: 1, maxItems: 4, items: { type: 'string', pattern: '^[a-z]{3}$' } } },
              { name: 'via', in: 'query', style: 'pipeDelimited', examples: { coast: { value: 'sea|brk' } }, schema: { type: 'array', items: { type: 'string', pattern: '^[a-z]{3}$' } } },
            ],
            responses: {
              '200': { description: 'Departures from those stations.', ...json({ type: 'array', items: { type: 'string' } }) },
              ...(documented400 ? { '400': { description: 'A code is not a station code.', ...json({ type: 'object', required: ['message'], properties: { message: { type: 'string' } } }) } } : {}),
            },
          },
        },
      },
    } as never,
    'stations.yaml',
  );
}

/** Splits each list at its style's delimiter after decoding, as servers (and Prism) read them. */
function startStationsServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const codes = query.get('codes')?.split(',') ?? [];
    const via = query.has('via') ? query.get('via')!.split('|') : [];
    const unknown = [...query.keys()].filter((name) => name !== 'codes' && name !== 'via');
    const valid = request.method === 'GET' && codes.length >= 1 && codes.length <= 4 && [...codes, ...via].every((code) => /^[a-z]{3}$/.test(code)) && unknown.length === 0 && query.getAll('codes').length === 1;
    if (request.url?.split('?')[0] !== '/departures') response.writeHead(404).end();
    else if (request.method !== 'GET') response.writeHead(405, { allow: 'GET' }).end();
    else if (!valid) response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'codes must be station codes' }));
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(codes.map((code) => `${code} 08:15`)));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })));
}

describe('contract runs over arrays sent as one text', function () {
  this.timeout(30_000);
  let target: { url: string; server: Server };
  before(async () => (target = await startStationsServer()));
  after(() => new Promise((resolve) => target.server.close(resolve)));

  it('reads a text example as the serialized array, so a correct server passes every check in every phase', async () => {
    const spec = stationsSpec(true);
    expect(spec.operations[0].parameters.map((p) => p.examples)).to.deep.equal([[['paf', 'nyb']], [['sea', 'brk']]]);
    const run = await runContract({ spec, baseUrl: target.url, seed: 5, maxExamples: 10, phases: ['examples', 'coverage', 'fuzzing', 'negative'] });
    expect(run.failures.map((f) => `${f.check} (${f.label}): ${f.message}`)).to.deep.equal([]);
    expect(run.checks.negative_data_rejected.passed).to.be.greaterThan(0);
    expect(run.checks.positive_data_acceptance.passed).to.be.greaterThan(2);
  });

  it('counts a refusal the spec does not document once, as status_code_documented', async () => {
    const run = await runContract({ spec: stationsSpec(false), baseUrl: target.url, seed: 5, maxExamples: 10, phases: ['negative'] });
    const refused = run.failures.filter((f) => f.response?.status === 400);
    expect(refused.length).to.be.greaterThan(0);
    expect([...new Set(refused.map((f) => f.check))]).to.deep.equal(['status_code_documented']);
    expect(run.checks.negative_data_rejected.failed).to.equal(0);
  });
});
