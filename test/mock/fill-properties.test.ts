/**
 * Dynamic answers fill every optional property, as Prism's dynamic mode does (its
 * json-schema-faker fills them): a client sees the whole shape the document describes, a
 * recursive optional property still ends, and the same seed still gives the same bytes.
 * `fillProperties: false` (`cfs-mock --fill-properties false`) draws each optional property.
 */
import { expect } from 'chai';
import { load } from 'js-yaml';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AreaDescriptor } from '../../src/areas/descriptors.js';
import { modelSpec } from '../../src/contract/spec-document.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { createMockApp } from '../../src/mock/serve-mock.js';
import { envelopes } from '../../src/pipeline/envelope.js';
import { registerSpec, withOperationIds, type OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { silentLogger } from '../support/area-app.js';

/** A reading list: one required field, optional ones, a book's optional sequel (a book), and shelf entries that are one of two kinds. */
const DOCUMENT = load(`
openapi: 3.0.3
info: { title: Reading list, version: '1' }
paths:
  /books/{id}:
    get:
      operationId: getBook
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        '200':
          description: One book.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Book' }
  /shelf:
    get:
      operationId: getShelfEntry
      responses:
        '200':
          description: An entry of the shelf, a book or a magazine.
          content:
            application/json:
              schema:
                oneOf:
                  - type: object
                    required: [kind, title]
                    properties:
                      kind: { type: string, enum: [book] }
                      title: { type: string }
                      author: { type: string }
                  - type: object
                    required: [kind, issue]
                    properties:
                      kind: { type: string, enum: [magazine] }
                      issue: { type: integer, minimum: 1 }
                      editor: { type: string }
components:
  schemas:
    Book:
      type: object
      required: [title]
      properties:
        title: { type: string }
        subtitle: { type: string }
        pages: { type: integer, minimum: 1 }
        tags: { type: array, items: { type: string } }
        sequel: { $ref: '#/components/schemas/Book' }
`) as OpenApiDocument;

const validators = new SpecValidators(modelSpec(DOCUMENT, 'reading-list'));
const bookSchema = DOCUMENT.components!.schemas!.Book;
const shelfSchema = (DOCUMENT.paths['/shelf']!.get!.responses['200'] as { content: Record<string, { schema: unknown }> }).content['application/json'].schema;

async function serve(fillProperties?: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const key = `reading-list-${String(fillProperties)}`;
  registerSpec(key, withOperationIds(DOCUMENT));
  const descriptor: AreaDescriptor = { name: key, specPath: key, prefix: '', envelope: envelopes.plain, partner: true };
  const { app } = await createMockApp(descriptor, { logger: silentLogger, responseValidation: 'warn', dynamic: true, fillProperties });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The books of a body, following each sequel. */
function chain(book: Record<string, unknown>): Array<Record<string, unknown>> {
  const books = [book];
  while (books[books.length - 1].sequel !== undefined) books.push(books[books.length - 1].sequel as Record<string, unknown>);
  return books;
}

describe('dynamic answers and optional properties', function () {
  this.timeout(30_000);
  const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

  it('by default every optional property is there, sequels end, and each body fits its schema', async () => {
    const mock = await serve();
    try {
      for (const seed of SEEDS) {
        const response = await fetch(`${mock.url}/books/1?__seed=${seed}`);
        expect(response.status).to.equal(200);
        const book = (await response.json()) as Record<string, unknown>;
        expect(validators.responseProblems(bookSchema, book), `seed ${seed}`).to.deep.equal([]);
        const books = chain(book);
        // Every book above the cut of the recursion has all four optional fields; the last has none to follow.
        for (const above of books.slice(0, -1)) expect(above).to.have.keys('title', 'subtitle', 'pages', 'tags', 'sequel');
        expect(books.length, `seed ${seed}`).to.be.within(2, 16);
        const entry = await (await fetch(`${mock.url}/shelf?__seed=${seed}`)).json();
        expect(validators.responseProblems(shelfSchema, entry), `seed ${seed}`).to.deep.equal([]);
        expect(Object.keys(entry as object)).to.satisfy((keys: string[]) => keys.length === 3, `seed ${seed}: ${JSON.stringify(entry)}`);
      }
    } finally {
      await mock.close();
    }
  });

  it('the same seed gives the same bytes', async () => {
    const [a, b] = [await serve(), await serve()];
    try {
      for (const seed of SEEDS.slice(0, 5)) {
        const [first, second] = await Promise.all([a, b].map(async (mock) => (await fetch(`${mock.url}/books/1?__seed=${seed}`)).text()));
        expect(first).to.equal(second);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('with fillProperties false, optional properties are drawn: some bodies leave one out, each still fits', async () => {
    const mock = await serve(false);
    try {
      let leftOut = 0;
      for (const seed of SEEDS) {
        const book = (await (await fetch(`${mock.url}/books/1?__seed=${seed}`)).json()) as Record<string, unknown>;
        expect(validators.responseProblems(bookSchema, book), `seed ${seed}`).to.deep.equal([]);
        if (['subtitle', 'pages', 'tags'].some((name) => !(name in book))) leftOut++;
      }
      expect(leftOut).to.be.greaterThan(0);
    } finally {
      await mock.close();
    }
  });
});
