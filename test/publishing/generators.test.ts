/**
 * Partners generate clients with other generators too. From every published (bundled)
 * spec this generates a @hey-api/openapi-ts client (fetch) and an orval client (fetch),
 * once per run into a temporary directory, compiles all of them with one strict tsc run,
 * and calls one public GET operation per area with each against the running app. A spec
 * construct that breaks a generator fails here: fix the spec, not this test.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { createClient as heyApi } from '@hey-api/openapi-ts';
import { generate as orval } from 'orval';
import { operationsOf, projectRoot, readPartnerSpecsSync, type DocumentOperation, type SpecDocument } from '../../scripts/publishing/partner-specs.js';
import { builtArea, publishedSpecs, startPartnerAreas, type LiveAreas } from '../support/published-specs.js';
import { requireOrSkip } from '../support/requirements.js';

const GENERATORS = ['hey-api', 'orval'] as const;
type Generator = (typeof GENERATORS)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec and the generated client's answers read as plain JSON
function resolve(document: SpecDocument, node: any): any {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec and the generated client's answers read as plain JSON
  while (node?.$ref) node = node.$ref.slice(2).split('/').reduce((at: any, key: string) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  return node;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec and the generated client's answers read as plain JSON
function exampleOf(document: SpecDocument, parameter: any): unknown {
  const schema = resolve(document, parameter.schema) ?? {};
  return parameter.example ?? schema.example ?? schema.default ?? schema.enum?.[0];
}

/**
 * The GET operation an area is called with: public, answering JSON, no path parameters,
 * every required query parameter with an example; one with query parameters first.
 */
function pickOperation(document: SpecDocument): { op: DocumentOperation; query: Record<string, unknown> } | null {
  const candidates = operationsOf(document).flatMap((op) => {
    const { operation } = op;
    const security: Array<Record<string, unknown>> = operation.security ?? document.security ?? [];
    const isPublic = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
    const ok = resolve(document, operation.responses?.['200']);
    if (op.method !== 'get' || !isPublic || !ok?.content?.['application/json'] || /openapi/i.test(op.path)) return [];
    const parameters = [...(document.paths[op.path].parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => resolve(document, parameter));
    if (parameters.some((parameter) => parameter.in === 'path' || (parameter.required && exampleOf(document, parameter) === undefined))) return [];
    const query = Object.fromEntries(parameters.filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => [parameter.name, exampleOf(document, parameter)]));
    return [{ op, query }];
  });
  return candidates.find((candidate) => Object.keys(candidate.query).length > 0) ?? candidates[0] ?? null;
}

const ORVAL_FETCHER = `// The mutator every orval function calls: the base URL is set at run time.
let baseUrl = '';
export const setBaseUrl = (url: string): void => { baseUrl = url; };
export const orvalFetch = async <T>(url: string, init: RequestInit): Promise<T> => {
  const response = await fetch(baseUrl + url, init);
  const text = await response.text();
  const data = text && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
  return { data, status: response.status, headers: response.headers } as T;
};
`;

function caller(generator: Generator, area: string, op: DocumentOperation, query: Record<string, unknown>): string {
  const hasQuery = Object.keys(query).length > 0;
  if (generator === 'hey-api') {
    return `import { createClient } from '../hey-api/${area}/client';
import { ${op.operationId} } from '../hey-api/${area}/sdk.gen';
export async function call(baseUrl: string): Promise<{ status: number; body: unknown }> {
  const client = createClient({ baseUrl });
  const result = await ${op.operationId}({ client${hasQuery ? `, query: ${JSON.stringify(query)}` : ''} });
  return { status: result.response.status, body: result.data };
}
`;
  }
  return `import { setBaseUrl } from '../orval/fetcher';
import { ${op.operationId} } from '../orval/${area}';
export async function call(baseUrl: string): Promise<{ status: number; body: unknown }> {
  setBaseUrl(baseUrl);
  const result = await ${op.operationId}(${hasQuery ? JSON.stringify(query) : ''});
  return { status: result.status, body: result.data };
}
`;
}

/** Runs a generator with console output muted (orval reports every file it writes). */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const { log, info } = console;
  const write = process.stdout.write;
  console.log = console.info = () => undefined;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await work();
  } finally {
    console.log = log;
    console.info = info;
    process.stdout.write = write;
  }
}

describe('clients generated by @hey-api/openapi-ts and orval from the published specs', function () {
  this.timeout(300_000);
  const specs = readPartnerSpecsSync();
  const work = mkdtempSync(path.join(tmpdir(), 'generated-clients-'));
  const generationErrors = new Map<string, string>();
  const diagnostics: string[] = [];
  const picked = new Map<string, ReturnType<typeof pickOperation>>();
  let live: LiveAreas;

  before(async () => {
    const [published, areas] = await Promise.all([publishedSpecs(), startPartnerAreas(specs.map((spec) => spec.name))]);
    live = areas;
    mkdirSync(path.join(work, 'orval'), { recursive: true });
    mkdirSync(path.join(work, 'calls'), { recursive: true });
    writeFileSync(path.join(work, 'package.json'), '{ "type": "commonjs" }\n');
    const tsconfig = path.join(work, 'tsconfig.json');
    writeFileSync(tsconfig, JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'commonjs', moduleResolution: 'node10', strict: true, skipLibCheck: true, lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [], rootDir: '.', outDir: 'out' },
      include: ['hey-api', 'orval', 'calls'],
    }, null, 2));
    writeFileSync(path.join(work, 'orval/fetcher.ts'), ORVAL_FETCHER);

    for (const spec of published.specs) {
      const input = path.join(published.outDir, spec.files.json);
      const choice = pickOperation(spec.document);
      picked.set(spec.area, choice);
      try {
        await quietly(() => heyApi({ input, output: { path: path.join(work, 'hey-api', spec.area), tsConfigPath: tsconfig }, plugins: ['@hey-api/client-fetch'], logs: { level: 'silent' } } as never));
      } catch (error) {
        generationErrors.set(`hey-api ${spec.area}`, (error as Error).message);
      }
      try {
        await quietly(() => orval({ input: { target: input }, output: { target: path.join(work, 'orval', `${spec.area}.ts`), client: 'fetch', override: { mutator: { path: path.join(work, 'orval/fetcher.ts'), name: 'orvalFetch' } } } } as never));
      } catch (error) {
        generationErrors.set(`orval ${spec.area}`, (error as Error).message);
      }
      if (choice) for (const generator of GENERATORS) writeFileSync(path.join(work, 'calls', `${spec.area}.${generator}.ts`), caller(generator, spec.area, choice.op, choice.query));
    }

    // One tsc for every generated client and caller; it still emits when some files do not compile.
    const tsc = path.join(projectRoot, 'node_modules/typescript/bin/tsc');
    const output = await promisify(execFile)(process.execPath, [tsc, '-p', tsconfig, '--pretty', 'false'], { cwd: work, maxBuffer: 32 * 1024 * 1024 }).then(
      (result) => result.stdout,
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    diagnostics.push(...output.split('\n').filter((line) => /error TS\d+/.test(line)));
  });

  after(async () => {
    await live?.stop();
    await rm(work, { recursive: true, force: true });
  });

  const filesOf = (generator: Generator, area: string) => (line: string) =>
    line.startsWith(generator === 'hey-api' ? `hey-api/${area}/` : `orval/${area}.ts`) || line.startsWith(`calls/${area}.${generator}.ts`);

  /** For the test titles only: the operation picked from the hand-written spec. */
  const titleOperation = (root: string) => {
    try {
      return pickOperation(YAML.parse(readFileSync(path.join(projectRoot, root), 'utf8')))?.op.operationId ?? 'a GET operation';
    } catch {
      return 'a GET operation';
    }
  };

  for (const spec of specs) {
    const operationId = titleOperation(spec.root);
    for (const generator of GENERATORS) {
      describe(`${generator}: ${spec.name}`, () => {
        it('generates a client that compiles under strict TypeScript', () => {
          expect(generationErrors.get(`${generator} ${spec.name}`), `${generator} could not generate from the published ${spec.name} spec`).to.equal(undefined);
          expect(picked.get(spec.name), `${spec.root} has no public GET operation answering JSON to call`).to.not.equal(null);
          expect(diagnostics.filter(filesOf(generator, spec.name)), `tsc errors in the ${generator} client of ${spec.name}`).to.deep.equal([]);
        });

        it(`calls ${operationId} on the running area and gets what a plain request gets`, async function () {
          const choice = picked.get(spec.name);
          const compiled = path.join(work, 'out/calls', `${spec.name}.${generator}.js`);
          // The test above reports why a client is missing; a developer sees that once, CI=true fails here too.
          requireOrSkip(this, builtArea(spec.name) && choice && existsSync(compiled), `the ${generator} client of ${spec.name} was not generated and compiled (${compiled})`);
          const url = live.urls[spec.name];
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec and the generated client's answers read as plain JSON
          const { call } = createRequire(import.meta.url)(compiled) as { call(baseUrl: string): Promise<{ status: number; body: any }> };
          const result = await call(url);
          const plain = await fetch(`${url}${choice!.op.path}?${new URLSearchParams(choice!.query as Record<string, string>)}`).then((response) => response.json());
          expect(result.status, `${choice!.op.operationId}: ${JSON.stringify(result.body).slice(0, 300)}`).to.equal(200);
          expect(result.body.success).to.equal(true);
          expect(result.body.traceId).to.match(/^[0-9a-f]{32}$/);
          expect(result.body.data).to.deep.equal(plain.data);
        });
      });
    }
  }
});
