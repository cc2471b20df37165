/**
 * A new list of any area is its operation in the spec and one declaration (CONTRIBUTING.md,
 * "Adding a list"): in a copy of the project a list is added so to marketing, HR and the crawl
 * platform, and nothing else is touched; the copy type-checks, and the list's own test
 * (test/areas/<name>.scratch.ts) finds it answering, its table made by the store, imported and
 * exported (marketing's also in /catalog and /summary, filled with demo rows).
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import YAML from 'yaml';
import { temporaryFolder } from '../support/temporary-folders.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec edited as plain YAML data
type Node = Record<string, any>;

/** The spec's part of the new list: its operation (like listSeoAudits, filtered by a date range), item schema, page, tag and groups. */
function addToSpec(spec: Node): void {
  spec.tags.push({ name: 'Email', description: 'Email newsletters.' });
  const operation = structuredClone(spec.paths['/api/public/v1/seo/audits'].get) as Node;
  Object.assign(operation, {
    operationId: 'listEmailNewsletters',
    summary: 'Email newsletters',
    description: 'The newsletters the tenant sent, latest first (by `sent_on`).',
    tags: ['Email'],
    parameters: [...operation.parameters, { $ref: '#/components/parameters/DateFrom' }, { $ref: '#/components/parameters/DateTo' }],
  });
  operation.responses['200'] = { description: 'One page of newsletters.', content: { 'application/json': { schema: { $ref: '#/components/schemas/NewsletterPageResponse' } } } };
  spec.paths['/api/public/v1/email/newsletters'] = { get: operation };
  const schemas = spec.components.schemas;
  schemas.Newsletter = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'tenant_id', 'subject', 'sent_on', 'recipients', 'opens'],
    properties: {
      id: { type: 'string', pattern: '^nws_[0-9a-f]{10}$' },
      tenant_id: { $ref: '#/components/schemas/TenantId' },
      subject: { type: 'string' },
      sent_on: { type: 'string', format: 'date' },
      recipients: { $ref: '#/components/schemas/Count' },
      opens: { $ref: '#/components/schemas/Count' },
    },
  };
  schemas.NewsletterPage = JSON.parse(JSON.stringify(schemas.SeoAuditPage).replace('SeoAudit', 'Newsletter'));
  schemas.NewsletterPageResponse = JSON.parse(JSON.stringify(schemas.SeoAuditPageResponse).replace('SeoAuditPage', 'NewsletterPage'));
  schemas.CatalogResource.properties.group.enum.push('email');
  schemas.Summary.required.splice(-1, 0, 'email');
  schemas.Summary.properties.email = { type: 'object', required: ['newsletters', 'total'], properties: { newsletters: { $ref: '#/components/schemas/Count' }, total: { $ref: '#/components/schemas/Count' } } };
  // `total` stays the last property, as the service writes it.
  const { total } = schemas.Summary.properties;
  delete schemas.Summary.properties.total;
  schemas.Summary.properties.total = total;
}

/** The marketing list's one declaration. */
const DECLARATION = `
  marketingList({
    name: 'email/newsletters',
    table: 'marketing_email_newsletters',
    operationId: 'listEmailNewsletters',
    group: 'email',
    columns: { subject: 'text', sent_on: 'text', recipients: 'integer', opens: 'integer' },
    fields: [
      ['id', 'id', 'text'],
      ['tenant_id', 'tenant_id', 'text'],
      ['subject', 'subject', 'text'],
      ['sent_on', 'sent_on', 'text'],
      ['recipients', 'recipients', 'int'],
      ['opens', 'opens', 'int'],
    ] satisfies Array<ItemField<Schemas['Newsletter']>>,
    order: [['sent_on', 'desc']],
    filters: { from: ['sent_on', '>='], to: ['sent_on', '<='] },
    demo: ({ tenant }) => {
      const random = demo.prng(\`\${tenant.id}:newsletters\`);
      return Array.from({ length: tenant.sizes.posts - 5 }, (_, i) => ({
        id: demo.demoId('nws', tenant.id, 'newsletters', i),
        tenant_id: tenant.id,
        subject: \`\${tenant.name} news, issue \${i + 1}\`,
        sent_on: demo.isoDay(demo.AS_OF - i * 7 * demo.DAY),
        recipients: demo.between(random, 500, 5000),
        opens: demo.between(random, 50, 400),
      }));
    },
  }),
`;

/** An HR list of trainings, filtered as attendance is (a date range and one employee). */
function addHrmToSpec(spec: Node): void {
  const operation = structuredClone(spec.paths['/api/v1/attendance'].get) as Node;
  Object.assign(operation, { operationId: 'listTrainings', summary: 'List trainings', description: 'Trainings completed, latest first (then by id).', tags: ['Employees'] });
  operation.responses['200'] = { ...operation.responses['200'], description: 'One page of trainings.', content: { 'application/json': { schema: { $ref: '#/components/schemas/TrainingPageResponse' } } } };
  spec.paths['/api/v1/trainings'] = { get: operation };
  const schemas = spec.components.schemas;
  schemas.Training = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'employeeId', 'course', 'completedOn', 'hours'],
    properties: { id: { type: 'string' }, employeeId: { type: 'string' }, course: { type: 'string' }, completedOn: { type: 'string', format: 'date' }, hours: { type: 'integer', minimum: 0 } },
  };
  schemas.TrainingPage = JSON.parse(JSON.stringify(schemas.DocumentPage).replace('HrDocument', 'Training'));
  schemas.TrainingPageResponse = JSON.parse(JSON.stringify(schemas.DocumentPageResponse).replace('DocumentPage', 'TrainingPage'));
}

const HRM_DECLARATION = `
  hrmList({
    name: 'trainings',
    table: 'hrm_trainings',
    operationId: 'listTrainings',
    columns: { employee_id: 'text', course: 'text', completed_on: 'text', hours: 'integer' },
    fields: [
      ['id', 'id', 'text'],
      ['employeeId', 'employee_id', 'text'],
      ['course', 'course', 'text'],
      ['completedOn', 'completed_on', 'text'],
      ['hours', 'hours', 'int'],
    ] satisfies Array<ItemField<Schemas['Training']>>,
    order: [['completed_on', 'desc']],
    filters: { from: ['completed_on', '>='], to: ['completed_on', '<='], employeeId: ['employee_id', '='] },
    references: { employee_id: 'employees' },
  }),
`;

/** A crawl platform list of alerts, of one tenant, filtered by level. */
function addCrawlerToSpec(spec: Node): void {
  const operation = structuredClone(spec.paths['/api/public/v1/sources'].get) as Node;
  delete operation.responses['200'].links;
  Object.assign(operation, {
    operationId: 'listAlerts',
    summary: "A tenant's alerts",
    description: "The tenant's alerts, newest first (then by id).",
    parameters: [...operation.parameters, { name: 'level', in: 'query', required: false, schema: { type: 'string', enum: ['info', 'warning', 'error'] } }],
  });
  operation.responses['200'] = { ...operation.responses['200'], description: 'The alerts.', content: { 'application/json': { schema: { $ref: '#/components/schemas/AlertListResponse' } } } };
  spec.paths['/api/public/v1/alerts'] = { get: operation };
  const schemas = spec.components.schemas;
  schemas.Alert = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'tenantId', 'sourceId', 'level', 'message', 'raisedAt'],
    properties: {
      id: { type: 'string' },
      tenantId: { $ref: '#/components/schemas/TenantId' },
      sourceId: { type: 'string' },
      level: { type: 'string', enum: ['info', 'warning', 'error'] },
      message: { type: 'string' },
      raisedAt: { type: 'string', format: 'date-time' },
    },
  };
  schemas.AlertList = JSON.parse(JSON.stringify(schemas.SourceList).replace('#/components/schemas/Source', '#/components/schemas/Alert'));
  schemas.AlertListResponse = JSON.parse(JSON.stringify(schemas.SourceListResponse).replace('SourceList', 'AlertList'));
}

const CRAWLER_DECLARATION = `
  crawlerList({
    name: 'alerts',
    table: 'crawler_alerts',
    operationId: 'listAlerts',
    columns: { source_id: 'text', level: 'text', message: 'text', raised_at: 'text' },
    fields: [
      ['id', 'id', 'text'],
      ['tenantId', 'tenant_id', 'text'],
      ['sourceId', 'source_id', 'text'],
      ['level', 'level', 'text'],
      ['message', 'message', 'text'],
      ['raisedAt', 'raised_at', 'text'],
    ] satisfies Array<ItemField<Schemas['Alert']>>,
    order: [['raised_at', 'desc']],
    filters: { level: ['level', '='] },
    references: { source_id: 'sources' },
  }),
`;

function edit(file: string, change: (text: string) => string): void {
  const text = readFileSync(file, 'utf8');
  const changed = change(text);
  expect(changed, `${file} changed`).to.not.equal(text);
  writeFileSync(file, changed);
}

/**
 * A copy of the project with one list more: `area`'s spec changed by `addToSpec` (and its types
 * written as `npm run generate` writes them) and `declaration` added to its list declarations,
 * nothing else of src/. The copy type-checks, and `scratch` (a test of test/areas) passes in it.
 */
async function inACopy(area: 'marketing' | 'hrm' | 'crawler', addToSpec: (spec: Node) => void, declaration: string, scratch: string): Promise<void> {
  const copy = temporaryFolder('new-list-');
  const parts = ['src', 'spec', 'generated', 'test/support', 'test/areas/marketing-support.ts', 'test/areas/hrm-fixtures.ts', 'package.json', 'tsconfig.json', '.mocharc.json', 'redocly.yaml'];
  for (const part of parts) cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  // 1. The spec, and its types as `npm run generate` writes them.
  const specFile = path.join(copy, `spec/${area}.yaml`);
  const spec = YAML.parse(readFileSync(specFile, 'utf8')) as Node;
  addToSpec(spec);
  writeFileSync(specFile, YAML.stringify(spec));
  const generated = path.join(copy, `generated/${area}.ts`);
  const banner = readFileSync(generated, 'utf8').split('\n\n')[0];
  writeFileSync(generated, `${banner}\n\n${astToString(await openapiTS(new URL(`file://${specFile}`), { alphabetize: false, immutable: false }))}`);

  // 2. One declaration.
  edit(path.join(copy, `src/store/tables/${area}-lists.ts`), (text) => text.replace('\n] as const;', `${declaration}] as const;`));

  cpSync(path.join(root, `test/areas/${scratch}.scratch.ts`), path.join(copy, `test/areas/${scratch}.test.ts`));
  writeFileSync(path.join(copy, 'tsconfig.scratch.json'), JSON.stringify({ extends: './tsconfig.json', include: ['test/areas', `src/handlers/${area}`] }));

  const tsc = await run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.scratch.json'], { cwd: copy }).catch((error: { stdout: string }) => ({ stdout: error.stdout, failed: true }));
  expect(tsc, tsc.stdout).to.not.have.property('failed');

  const mocha = await run(process.execPath, [path.join(root, 'node_modules/mocha/bin/mocha.js'), `test/areas/${scratch}.test.ts`], { cwd: copy, env: process.env }).catch(
    (error: { stdout: string; stderr: string }) => ({ stdout: `${error.stdout}\n${error.stderr}`, failed: true }),
  );
  expect(mocha, mocha.stdout).to.not.have.property('failed');
  expect(mocha.stdout).to.match(/\d+ passing/).and.not.match(/failing|pending/);
}

describe('a new list in a copy of the project: its operation in the spec and one declaration', function () {
  // Each copy type-checks and runs its own test: minutes on a loaded machine.
  this.timeout(420_000);

  it('marketing (email/newsletters): it type-checks, answers, counts, seeds, exports', () => inACopy('marketing', addToSpec, DECLARATION, 'newsletters'));

  it('HR (trainings): it type-checks, answers its pages as the caller\'s company\'s, counts, imports, exports', () => inACopy('hrm', addHrmToSpec, HRM_DECLARATION, 'trainings'));

  it('crawler (alerts): it type-checks, answers every alert of a known tenant, imports, exports', () => inACopy('crawler', addCrawlerToSpec, CRAWLER_DECLARATION, 'alerts'));
});
