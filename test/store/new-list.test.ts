/**
 * A new marketing list is its operation in the spec, one declaration and one handler file
 * (CONTRIBUTING.md, "Adding a list"): in a copy of the project, `email/newsletters` is added so
 * and nothing else is touched; the copy type-checks, and its own test
 * (test/areas/newsletters.scratch.ts) finds the list answering, in /catalog and
 * /summary, filled with demo rows, exported and imported, its table made by the store.
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

/** The one declaration. */
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

/** The one handler file. */
const HANDLER = `import type { operations } from '../../../generated/marketing.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { MarketingServices } from '../../services/marketing/index.js';

export const listEmailNewsletters: Handler<operations['listEmailNewsletters'], MarketingServices> = async ({ query }, { services, principal }) =>
  Reply.withFragments(await services.marketing.forPrincipal(principal).list('email/newsletters', query));
`;

function edit(file: string, change: (text: string) => string): void {
  const text = readFileSync(file, 'utf8');
  const changed = change(text);
  expect(changed, `${file} changed`).to.not.equal(text);
  writeFileSync(file, changed);
}

describe('a new marketing list in a copy of the project', function () {
  this.timeout(240_000);

  it('is the spec, one declaration and one handler file (with its line in the handler map): it type-checks, answers, counts, seeds, exports', async () => {
    const copy = temporaryFolder('new-list-');
    for (const part of ['src', 'spec', 'generated', 'test/support', 'test/areas/marketing-support.ts', 'package.json', 'tsconfig.json', '.mocharc.json', 'redocly.yaml']) {
      cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    // 1. The spec, and its types as `npm run generate` writes them.
    const specFile = path.join(copy, 'spec/marketing.yaml');
    const spec = YAML.parse(readFileSync(specFile, 'utf8')) as Node;
    addToSpec(spec);
    writeFileSync(specFile, YAML.stringify(spec));
    const generated = path.join(copy, 'generated/marketing.ts');
    const banner = readFileSync(generated, 'utf8').split('\n\n')[0];
    writeFileSync(generated, `${banner}\n\n${astToString(await openapiTS(new URL(`file://${specFile}`), { alphabetize: false, immutable: false }))}`);

    // 2. One declaration.
    edit(path.join(copy, 'src/store/tables/marketing-lists.ts'), (text) => text.replace('\n] as const;', `${DECLARATION}] as const;`));

    // 3. One handler file, and its line in the area's handler map.
    writeFileSync(path.join(copy, 'src/handlers/marketing/listEmailNewsletters.ts'), HANDLER);
    edit(path.join(copy, 'src/handlers/marketing/index.ts'), (text) =>
      text
        .replace("import { listAdCampaigns }", "import { listEmailNewsletters } from './listEmailNewsletters.js';\nimport { listAdCampaigns }")
        .replace('  listAdPerformance,\n', '  listAdPerformance,\n  listEmailNewsletters,\n'),
    );

    cpSync(path.join(root, 'test/areas/newsletters.scratch.ts'), path.join(copy, 'test/areas/newsletters.test.ts'));
    writeFileSync(path.join(copy, 'tsconfig.scratch.json'), JSON.stringify({ extends: './tsconfig.json', include: ['test/areas', 'src/handlers/marketing'] }));

    const tsc = await run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.scratch.json'], { cwd: copy }).catch((error: { stdout: string }) => ({ stdout: error.stdout, failed: true }));
    expect(tsc, tsc.stdout).to.not.have.property('failed');

    const mocha = await run(process.execPath, [path.join(root, 'node_modules/mocha/bin/mocha.js'), 'test/areas/newsletters.test.ts'], { cwd: copy, env: process.env }).catch(
      (error: { stdout: string; stderr: string }) => ({ stdout: `${error.stdout}\n${error.stderr}`, failed: true }),
    );
    expect(mocha, mocha.stdout).to.not.have.property('failed');
    expect(mocha.stdout).to.match(/\d+ passing/).and.not.match(/failing|pending/);
  });
});
