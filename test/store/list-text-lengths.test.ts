/**
 * The store refuses a list text longer than the spec's maxLength for its field, whoever writes
 * it (migration 013): written straight into the store, as a seed or an operator's SQL would.
 */
import { expect } from 'chai';
import { sql, type RawBuilder } from 'kysely';
import type { OpenAPIV3 } from 'openapi-types';
import { specPathOf } from '../../src/config/spec-paths.js';
import { listOperations, readSpec, resolveRef } from '../../src/pipeline/openapi-document.js';
import { pageItemSchema, propertiesOf } from '../../src/services/records/item-schemas.js';
import type { Store } from '../../src/store/database.js';
import { LISTS } from '../../src/store/lists.js';
import { TEXT_LIMITS } from '../../src/store/migrations/013-list-text-lengths.js';
import { openTestStore, testEngines } from '../support/store.js';

type Schema = OpenAPIV3.SchemaObject;

/** Each list table's (and child table's) columns whose field has a maxLength in the spec, but the owner's. */
function specLimits(): Record<string, Record<string, number>> {
  const limits: Record<string, Record<string, number>> = {};
  const add = (table: string, column: string, schema: Schema | undefined) => {
    if (schema?.maxLength !== undefined) (limits[table] ??= {})[column] = schema.maxLength;
  };
  for (const list of LISTS) {
    const document = readSpec(specPathOf(list.area));
    const operation = listOperations(document).find((candidate) => candidate.operationId === list.operationId)!;
    const item = pageItemSchema(document, operation.operation)!;
    const at = (schema: Schema | OpenAPIV3.ReferenceObject | undefined, path: string): Schema | undefined =>
      path.split('.').reduce<Schema | undefined>((node, key) => (node ? resolveRef<Schema>(document, propertiesOf(document, node)[key] ?? {}) : undefined), schema ? resolveRef<Schema>(document, schema) : undefined);
    for (const [field, column] of list.fields) if (typeof column === 'string' && column !== list.ownerColumn) add(list.table, column, at(item, field));
    for (const child of list.children) {
      const elements = resolveRef<Schema>(document, (at(item, child.field) as OpenAPIV3.ArraySchemaObject).items);
      if (child.value) add(child.table, child.value[0], elements);
      for (const [field, column] of child.fields ?? []) if (typeof column === 'string') add(child.table, column, at(elements, field));
    }
  }
  return limits;
}

describe('list text lengths (migration 013)', () => {
  it("bounds exactly the columns whose field has a maxLength in the spec, at the spec's length", () => {
    expect(TEXT_LIMITS).to.deep.equal(specLimits());
  });

  for (const engine of testEngines) {
    describe(`on ${engine}`, () => {
      let store: Store;
      beforeEach(async () => (store = await openTestStore(engine)));
      afterEach(() => store.close());

      const insert = (name: string) => sql`insert into marketing_ad_campaigns (id, tenant_id, name, channel, budget_cents, currency, start_date, end_date, status)
        values ('cmp_len0000001', 'acme', ${name}, 'google_ads', 100, 'USD', '2026-01-01', null, 'active')`;
      async function refused(statement: RawBuilder<unknown>): Promise<string> {
        try {
          await statement.execute(store.db);
        } catch (error) {
          return (error as Error).message;
        }
        throw new Error('the store took it');
      }
      const refusal = engine === 'postgres' ? /violates check constraint "marketing_ad_campaigns_lengths"/ : /^marketing_ad_campaigns: a text longer than the API serves \(name at most 200 characters\)$/;

      it('refuses an insert or update of a text past its limit; takes one at the limit, counted in characters', async () => {
        expect(await refused(insert('n'.repeat(201)))).to.match(refusal);
        expect(await refused(insert('n'.repeat(20 << 20)))).to.match(refusal);
        await insert('😀'.repeat(200)).execute(store.db);
        expect(await refused(sql`update marketing_ad_campaigns set name = name || 'x' where id = 'cmp_len0000001'`)).to.match(refusal);
        const crawler = engine === 'postgres' ? /violates check constraint "crawler_parser_rules_lengths"/ : /^crawler_parser_rules: a text longer than the API serves/;
        const job = (await sql<{ id: string }>`select id from crawler_jobs limit 1`.execute(store.db)).rows[0].id;
        expect(await refused(sql`insert into crawler_parser_rules (job_id, position, field, css, xpath, required) values (${job}, 99, 'title', ${'a'.repeat(2001)}, '//h1', 1)`)).to.match(crawler);
      });
    });
  }
});
