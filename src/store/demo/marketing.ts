/** Marketing demo data: each declared list's generator, tenant by tenant, lists in declaration order. */
import type { Insertable, Kysely } from 'kysely';
import type { DemoContext } from '../list-declaration.js';
import type { Database } from '../schema.js';
import { MARKETING_LISTS, type MarketingList } from '../tables/marketing-lists.js';
import { insertDemoRows } from './hrm.js';
import { MARKETING_DEMO_TENANTS, type DemoTenant } from './marketing-values.js';

export { MARKETING_DEMO_TENANTS };

type Rows = { [T in 'marketing_tenants' | MarketingList['table']]: Insertable<Database[T]>[] };

/** Every demo row of every marketing table, in insertion (foreign-key) order. */
export function buildMarketingDemo(): Rows {
  const rows = Object.fromEntries([['marketing_tenants', []], ...MARKETING_LISTS.map((list) => [list.table, []])]) as unknown as Rows;
  const tables = rows as unknown as Record<string, unknown[]>;
  for (const tenant of MARKETING_DEMO_TENANTS) {
    rows.marketing_tenants.push({ id: tenant.id, name: tenant.name, currency: tenant.currency });
    const made = new Map<string, ReadonlyArray<Record<string, unknown>>>();
    const shared = new Map<string, unknown>();
    const context: DemoContext<DemoTenant> = {
      tenant,
      rowsOf: (name) => made.get(name) ?? [],
      shared: <T>(key: string, build: () => T): T => {
        if (!shared.has(key)) shared.set(key, build());
        return shared.get(key) as T;
      },
    };
    for (const list of MARKETING_LISTS) {
      const listRows = (list.demo as (context: DemoContext<DemoTenant>) => Array<Record<string, unknown>>)(context);
      made.set(list.name, listRows);
      tables[list.table].push(...listRows);
    }
  }
  return rows;
}

export const seedMarketingDemo = (db: Kysely<Database>): Promise<void> => insertDemoRows(db, buildMarketingDemo());
