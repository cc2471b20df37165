/**
 * No partner spec changes without a release: each spec must equal the snapshot of its
 * own info.version (spec/releases/<area>/<version>.json) and have a spec/CHANGELOG.md
 * entry, which marks its breaking changes. Then the pieces: the change classifier and
 * `release:spec` on a scratch project.
 */
import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { projectRoot, readPartnerSpecsSync, type SpecDocument } from '../../scripts/publishing/partner-specs.js';
import { ReleaseError, releaseProblems, releaseSpec } from '../../scripts/publishing/release.js';
import { insertEntry, isBreakingBump, parseChangelog, CHANGELOG_INTRO } from '../../scripts/publishing/releases.js';
import { compareSpecs } from '../../scripts/publishing/spec-diff.js';
import { publishedSpec } from '../support/published-specs.js';

describe('spec releases', function () {
  this.timeout(120_000);

  for (const spec of readPartnerSpecsSync()) {
    it(`${spec.root} is a released version with a CHANGELOG entry`, async () => {
      const { document } = await publishedSpec(spec.name);
      const problems = await releaseProblems(projectRoot, spec.name, document);
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }
});

/** A small spec: one list operation with a query parameter, a request body and an enum. */
function baseSpec(): SpecDocument {
  return {
    openapi: '3.0.3',
    info: { title: 'Scratch API', version: '1.0.0' },
    paths: {
      '/api/v1/items': {
        get: {
          operationId: 'listItems',
          parameters: [{ name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/ItemList' } } } } },
        },
        post: {
          operationId: 'createItem',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NewItem' } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Status: { type: 'string', enum: ['draft', 'live'] },
        Item: { type: 'object', required: ['id', 'status'], properties: { id: { type: 'string' }, status: { $ref: '#/components/schemas/Status' }, note: { type: 'string' } } },
        ItemList: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } } },
        NewItem: { type: 'object', additionalProperties: false, required: ['status'], properties: { status: { $ref: '#/components/schemas/Status' }, note: { type: 'string', maxLength: 200 } } },
      },
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case edits the spec as plain JSON
function changed(edit: (document: any) => void): SpecDocument {
  const document = structuredClone(baseSpec());
  edit(document);
  return document;
}

describe('compareSpecs', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case edits the spec as plain JSON
  const cases: Array<{ given: string; edit: (document: any) => void; want: Array<[boolean, string]> }> = [
    { given: 'no change', edit: () => undefined, want: [] },
    {
      given: 'a reworded description',
      edit: (d) => (d.paths['/api/v1/items'].get.description = 'Lists items.'),
      want: [[false, 'Descriptions, examples or other documentation changed; no change to requests or responses.']],
    },
    { given: 'a removed operation', edit: (d) => delete d.paths['/api/v1/items'].post, want: [[true, 'POST /api/v1/items (createItem): removed']] },
    {
      given: 'a new operation',
      edit: (d) => (d.paths['/api/v1/items/count'] = { get: { operationId: 'countItems', responses: { '200': { description: 'ok' } } } }),
      want: [[false, 'GET /api/v1/items/count (countItems): added']],
    },
    {
      given: 'a new required query parameter',
      edit: (d) => d.paths['/api/v1/items'].get.parameters.push({ name: 'tenant', in: 'query', required: true, schema: { type: 'string' } }),
      want: [[true, 'GET /api/v1/items: query parameter tenant added (required)']],
    },
    {
      given: 'a new optional query parameter',
      edit: (d) => d.paths['/api/v1/items'].get.parameters.push({ name: 'q', in: 'query', schema: { type: 'string' } }),
      want: [[false, 'GET /api/v1/items: query parameter q added (optional)']],
    },
    {
      given: 'a tighter parameter bound',
      edit: (d) => (d.paths['/api/v1/items'].get.parameters[0].schema.minimum = 2),
      want: [[true, 'GET /api/v1/items query parameter page: minimum is now 2 (was 1)']],
    },
    {
      given: 'a response field that is no longer always present',
      edit: (d) => (d.components.schemas.Item.required = ['id']),
      want: [
        [true, 'GET /api/v1/items 200 response.items[].status: no longer always present'],
        [true, 'POST /api/v1/items 200 response.status: no longer always present'],
      ],
    },
    {
      given: 'a new response field',
      edit: (d) => (d.components.schemas.Item.properties.createdAt = { type: 'string', format: 'date-time' }),
      want: [
        [false, 'GET /api/v1/items 200 response.items[].createdAt: added'],
        [false, 'POST /api/v1/items 200 response.createdAt: added'],
      ],
    },
    {
      given: 'a new required request field',
      edit: (d) => {
        d.components.schemas.NewItem.properties.title = { type: 'string' };
        d.components.schemas.NewItem.required.push('title');
      },
      want: [[true, 'POST /api/v1/items request body.title: added (required)']],
    },
    {
      given: 'an enum value added (requests accept more, responses may hold more)',
      edit: (d) => d.components.schemas.Status.enum.push('archived'),
      want: [
        [false, 'GET /api/v1/items 200 response.items[].status: new value(s) "archived" (clients that switch over every value must handle them)'],
        [false, 'POST /api/v1/items request body.status: new value(s) "archived"'],
        [false, 'POST /api/v1/items 200 response.status: new value(s) "archived" (clients that switch over every value must handle them)'],
      ],
    },
    {
      given: 'an enum value removed',
      edit: (d) => (d.components.schemas.Status.enum = ['live']),
      want: [
        [false, 'GET /api/v1/items 200 response.items[].status: value(s) "draft" removed'],
        [true, 'POST /api/v1/items request body.status: value(s) "draft" removed'],
        [false, 'POST /api/v1/items 200 response.status: value(s) "draft" removed'],
      ],
    },
    {
      given: 'a response field that can now be null',
      edit: (d) => (d.components.schemas.Item.properties.id.nullable = true),
      want: [
        [true, 'GET /api/v1/items 200 response.items[].id: can now be null'],
        [true, 'POST /api/v1/items 200 response.id: can now be null'],
      ],
    },
    {
      given: 'a changed type',
      edit: (d) => (d.components.schemas.Item.properties.id = { type: 'integer' }),
      want: [
        [true, 'GET /api/v1/items 200 response.items[].id: type changed from string to integer'],
        [true, 'POST /api/v1/items 200 response.id: type changed from string to integer'],
      ],
    },
    {
      given: 'a request body that gains a oneOf (a new constraint: exactly one of two shapes)',
      edit: (d) => (d.components.schemas.NewItem.oneOf = [{ required: ['note'] }, { not: { required: ['note'] } }]),
      want: [[true, 'POST /api/v1/items request body: oneOf now has 2 schema(s) (was 0)']],
    },
    {
      given: 'a response that gains a oneOf (it may hold less)',
      edit: (d) => (d.components.schemas.Item.oneOf = [{ required: ['note'] }, { not: { required: ['note'] } }]),
      want: [
        [false, 'GET /api/v1/items 200 response.items[]: oneOf now has 2 schema(s) (was 0)'],
        [false, 'POST /api/v1/items 200 response: oneOf now has 2 schema(s) (was 0)'],
      ],
    },
    {
      given: 'a secured operation that was public',
      edit: (d) => (d.paths['/api/v1/items'].get.security = [{ apiKey: [] }]),
      want: [[true, 'GET /api/v1/items: security changed from none to apiKey']],
    },
  ];
  for (const { given, edit, want } of cases) {
    it(`given ${given}`, () => {
      const changes = compareSpecs(baseSpec(), changed(edit));
      expect(changes.map((change) => [change.breaking, change.text])).to.deep.equal(want);
    });
  }

  it('judges a request oneOf by what it admits: more alternatives or none widen it, fewer narrow it', () => {
    const alternatives = [{ required: ['note'] }, { not: { required: ['note'] } }, { required: ['status'] }];
    const withOneOf = (count: number) => changed((d) => (count > 0 ? (d.components.schemas.NewItem.oneOf = alternatives.slice(0, count)) : undefined));
    const judged = (from: number, to: number) => compareSpecs(withOneOf(from), withOneOf(to)).map((change) => [change.breaking, change.text]);
    expect(judged(2, 3)).to.deep.equal([[false, 'POST /api/v1/items request body: oneOf now has 3 schema(s) (was 2)']]);
    expect(judged(2, 0)).to.deep.equal([[false, 'POST /api/v1/items request body: oneOf now has 0 schema(s) (was 2)']]);
    expect(judged(3, 2)).to.deep.equal([[true, 'POST /api/v1/items request body: oneOf now has 2 schema(s) (was 3)']]);
  });

  it('follows recursive schemas without looping', () => {
    const recursive = (extra: boolean) =>
      changed((d) => {
        d.components.schemas.Item.properties.children = { type: 'array', items: { $ref: '#/components/schemas/Item' } };
        if (extra) d.components.schemas.Item.properties.tag = { type: 'string' };
      });
    expect(compareSpecs(recursive(false), recursive(true)).map((change) => change.text)).to.include('POST /api/v1/items 200 response.tag: added');
  });
});

describe('versions and the changelog', () => {
  it('needs a new major version for a breaking change (a new minor below 1.0.0)', () => {
    expect([['1.4.2', '2.0.0'], ['1.4.2', '1.5.0'], ['0.3.1', '0.4.0'], ['0.3.1', '0.3.2']].map(([a, b]) => isBreakingBump(a, b))).to.deep.equal([true, false, true, false]);
  });

  it('reads entries by area and version, and adds a new one above the newest', () => {
    const text = insertEntry(insertEntry(CHANGELOG_INTRO, '## hrm 1.0.0 (2026-01-01)\n\n- First.\n'), '## hrm 1.1.0 (2026-02-01)\n\n- Second.\n');
    expect(parseChangelog(text).map((entry) => `${entry.area} ${entry.version}`)).to.deep.equal(['hrm 1.1.0', 'hrm 1.0.0']);
    expect(text.startsWith('# Spec changelog')).to.equal(true);
  });
});

describe('npm run release:spec (on a scratch project)', function () {
  this.timeout(120_000);
  let root: string;
  const specFile = () => path.join(root, 'spec/knowledge.yaml');
  const writeSpec = (document: SpecDocument) => writeFileSync(specFile(), YAML.stringify(document));
  const current = () => YAML.parse(readFileSync(specFile(), 'utf8')) as SpecDocument;
  const release = () => releaseSpec({ root, area: 'knowledge', date: '2026-11-21' });
  const changelog = () => readFileSync(path.join(root, 'spec/CHANGELOG.md'), 'utf8');

  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'release-spec-'));
    writeFileSync(path.join(root, 'redocly.yaml'), 'apis:\n  knowledge:\n    root: spec/knowledge.yaml\n  member-api:\n    root: spec/knowledge.yaml\n');
    mkdirSync(path.join(root, 'spec'));
    writeSpec(baseSpec());
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('releases the first version: a snapshot and a drafted CHANGELOG entry listing the operations', async () => {
    expect(await releaseProblems(root, 'knowledge', current())).to.have.length(2);
    expect(await release()).to.deep.equal({ version: '1.0.0', snapshot: 'spec/releases/knowledge/1.0.0.json', released: true, drafted: true });
    expect(JSON.parse(readFileSync(path.join(root, 'spec/releases/knowledge/1.0.0.json'), 'utf8'))).to.deep.equal(baseSpec());
    expect(changelog()).to.include('## knowledge 1.0.0 (2026-11-21)').and.include('- First published version of Scratch API, 2 operations:\n  - `GET /api/v1/items` listItems\n  - `POST /api/v1/items` createItem\n');
    expect(await releaseProblems(root, 'knowledge', current())).to.deep.equal([]);
    expect(await release()).to.include({ released: false, drafted: false });
  });

  it('catches a change without a version bump, and refuses to release it', async () => {
    writeSpec(changed((d) => (d.paths['/api/v1/items'].get.summary = 'List items')));
    const problems = await releaseProblems(root, 'knowledge', current());
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include('spec/knowledge.yaml differs from its released version 1.0.0 (spec/releases/knowledge/1.0.0.json) at /paths/~1api~1v1~1items/get/summary');
    let refused: unknown;
    await release().catch((error) => (refused = error));
    expect(refused).to.be.instanceOf(ReleaseError);
    expect((refused as Error).message).to.include('changed since 1.0.0 was released; bump info.version first');
  });

  it('re-snapshots an unpublished version with --replace, keeping its CHANGELOG entry', async () => {
    const before = changelog();
    expect(await releaseSpec({ root, area: 'knowledge', date: '2026-11-22', replace: true })).to.deep.equal({ version: '1.0.0', snapshot: 'spec/releases/knowledge/1.0.0.json', released: true, drafted: false });
    expect(JSON.parse(readFileSync(path.join(root, 'spec/releases/knowledge/1.0.0.json'), 'utf8')).paths['/api/v1/items'].get.summary).to.equal('List items');
    expect(changelog()).to.equal(before);
    expect(await releaseProblems(root, 'knowledge', current())).to.deep.equal([]);
  });

  it('releases a bumped minor version with a drafted entry of its changes', async () => {
    writeSpec(changed((d) => {
      d.info.version = '1.1.0';
      d.paths['/api/v1/items'].get.parameters.push({ name: 'q', in: 'query', schema: { type: 'string' } });
    }));
    expect((await releaseProblems(root, 'knowledge', current())).join('\n')).to.include('version 1.1.0 has not been released').and.include('has no entry "## knowledge 1.1.0"');
    expect(await release()).to.include({ version: '1.1.0', released: true, drafted: true });
    expect(changelog()).to.include('## knowledge 1.1.0 (2026-11-21)\n\nChanges since 1.0.0:\n\n- GET /api/v1/items: query parameter q added (optional)\n');
    expect(await releaseProblems(root, 'knowledge', current())).to.deep.equal([]);
  });

  it('refuses a breaking change in a minor version, releases it as a major one with the change marked Breaking', async () => {
    const next = current();
    next.info.version = '1.2.0';
    delete next.paths['/api/v1/items'].post;
    writeSpec(next);
    let refused: unknown;
    await release().catch((error) => (refused = error));
    expect((refused as Error).message).to.equal('knowledge 1.2.0 breaks clients of 1.1.0; release it as a new major version:\n  - POST /api/v1/items (createItem): removed');
    expect(existsSync(path.join(root, 'spec/releases/knowledge/1.2.0.json'))).to.equal(false);

    writeSpec({ ...current(), info: { ...current().info, version: '2.0.0' } });
    expect(await release()).to.include({ version: '2.0.0', released: true });
    expect(changelog()).to.include('- **Breaking:** POST /api/v1/items (createItem): removed');
    expect(await releaseProblems(root, 'knowledge', current())).to.deep.equal([]);

    writeFileSync(path.join(root, 'spec/CHANGELOG.md'), changelog().replace('**Breaking:** ', ''));
    expect((await releaseProblems(root, 'knowledge', current())).join('\n')).to.include('the entry "## knowledge 2.0.0" must call out its breaking changes with **Breaking:**');
  });

  it('publishes only partner areas', async () => {
    let refused: unknown;
    await releaseSpec({ root, area: 'member-api', date: '2026-11-21' }).catch((error) => (refused = error));
    expect((refused as Error).message).to.equal('"member-api" is not a partner spec of redocly.yaml; known: knowledge');
  });
});
