/** Tenants and HR companies: created, listed and removed with all their data (docs/product-decisions.md "Putting data in"). */
import { sql, type Kysely } from 'kysely';
import { recordKeyRevocation } from '../../adapters/auth/revocation-feed.js';
import { listsOf, OWNERS, type DataArea, type OwnerDeclaration } from '../../store/lists.js';
import type { Database } from '../../store/schema.js';

/** An owner id: as the crawl platform's `TenantId` and the member API's `company_id`. */
export const OWNER_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const CURRENCY = /^[A-Z]{3}$/;

export interface Owner {
  area: DataArea;
  id: string;
  name: string;
  currency?: string;
}

/** A request an operator can correct. */
export class OwnerRequestError extends Error {}

export function createCommand(area: DataArea, id: string): string {
  const owner = OWNERS[area];
  return `npm run tenants -- create --area ${area} ${owner.flag} ${id}`;
}

export function unknownOwnerMessage(area: DataArea, id: string, known?: readonly string[]): string {
  const owner = OWNERS[area];
  const list = known === undefined ? '' : known.length === 0 ? `; the store holds no ${owner.noun} of this area yet` : `; known: ${known.join(', ')}`;
  return `unknown ${area === 'hrm' ? 'HR' : area} ${owner.noun} "${id}"${list}. Create it first: ${createCommand(area, id)}`;
}

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const anyDb = (db: Kysely<Database>) => db as unknown as AnyDb;

const ownerOf = (declaration: OwnerDeclaration, row: Record<string, unknown>): Owner => ({
  area: declaration.area,
  id: row.id as string,
  name: row.name as string,
  ...(declaration.columns.currency ? { currency: row.currency as string } : {}),
});

export async function listOwners(db: Kysely<Database>, area?: DataArea): Promise<Owner[]> {
  const owners: Owner[] = [];
  for (const declaration of Object.values(OWNERS)) {
    if (area && declaration.area !== area) continue;
    const rows = await anyDb(db).selectFrom(declaration.table).selectAll().orderBy('id').execute();
    owners.push(...rows.map((row) => ownerOf(declaration, row)));
  }
  return owners;
}

/** The ids of an area's owners, in order: what a new API key may be bound to. */
export async function ownerIds(db: Kysely<Database>, area: DataArea): Promise<string[]> {
  return (await anyDb(db).selectFrom(OWNERS[area].table).select('id').orderBy('id').execute()).map((row) => row.id as string);
}

export async function findOwner(db: Kysely<Database>, area: DataArea, id: string): Promise<Owner | undefined> {
  const row = await anyDb(db).selectFrom(OWNERS[area].table).selectAll().where('id', '=', id).executeTakeFirst();
  return row && ownerOf(OWNERS[area], row);
}

function checkOwner(declaration: OwnerDeclaration, owner: { id: string; name?: string; currency?: string }): void {
  if (!OWNER_ID.test(owner.id)) throw new OwnerRequestError(`${declaration.flag} "${owner.id}" is not a ${declaration.noun} id (lower-case letters, digits and -, up to 63, starting with a letter or digit)`);
  if (owner.name !== undefined && (owner.name.length === 0 || owner.name.length > 200)) throw new OwnerRequestError('--name must be 1 to 200 characters');
  if (owner.currency !== undefined) {
    if (!declaration.columns.currency) throw new OwnerRequestError(`${declaration.area} ${declaration.noun}s have no currency`);
    if (!CURRENCY.test(owner.currency)) throw new OwnerRequestError(`--currency "${owner.currency}" is not a currency code (three capital letters, such as USD)`);
  }
}

/** Creates an owner; its name defaults to its id, a marketing tenant's currency to USD. */
export async function createOwner(db: Kysely<Database>, area: DataArea, owner: { id: string; name?: string; currency?: string }): Promise<Owner> {
  const declaration = OWNERS[area];
  checkOwner(declaration, owner);
  if (await findOwner(db, area, owner.id)) throw new OwnerRequestError(`the ${declaration.noun} "${owner.id}" exists already (${area})`);
  const row: Record<string, unknown> = { id: owner.id, name: owner.name ?? owner.id };
  if (declaration.columns.currency) row.currency = owner.currency ?? declaration.columns.currency;
  await anyDb(db).insertInto(declaration.table).values(row).execute();
  return (await findOwner(db, area, owner.id))!;
}

/** The owner, created when missing if `create` says so. */
export async function ensureOwner(
  db: Kysely<Database>,
  area: DataArea,
  owner: { id: string; name?: string; currency?: string },
  create: boolean,
): Promise<{ owner: Owner; created: boolean }> {
  checkOwner(OWNERS[area], owner);
  const found = await findOwner(db, area, owner.id);
  if (found) return { owner: found, created: false };
  if (!create) {
    const known = await ownerIds(db, area);
    throw new OwnerRequestError(`${unknownOwnerMessage(area, owner.id, known)}, or import with --create`);
  }
  return { owner: await createOwner(db, area, owner), created: true };
}

export interface RemovedOwner {
  owner: Owner;
  /** By list name (and `api keys`). */
  rows: Record<string, number>;
}

/**
 * Removes an owner with every row of its lists and its API keys (revoked through the feed), in
 * one transaction. The lists' counts rows stay, at 0: their version keeps growing, so positions
 * a server cached are never taken for those of a new owner of the same id.
 */
export async function removeOwner(db: Kysely<Database>, area: DataArea, id: string): Promise<RemovedOwner> {
  const declaration = OWNERS[area];
  return db.transaction().execute(async (trx) => {
    const owner = await findOwner(trx, area, id);
    if (!owner) {
      const known = await ownerIds(trx, area);
      throw new OwnerRequestError(`no ${area} ${declaration.noun} "${id}"${known.length ? `; known: ${known.join(', ')}` : ''}`);
    }
    const rows: Record<string, number> = {};
    // Lists that refer to others first.
    for (const list of [...listsOf(area)].reverse()) {
      for (const child of list.children) {
        await sql`delete from ${sql.table(child.table)} where ${sql.ref(child.parentColumn)} in (select id from ${sql.table(list.table)} where ${sql.ref(list.ownerColumn)} = ${id})`.execute(trx);
      }
      const result = await anyDb(trx).deleteFrom(list.table).where(list.ownerColumn, '=', id).executeTakeFirst();
      rows[list.name] = Number(result.numDeletedRows);
    }
    if (declaration.keyService) {
      const keys = await trx.selectFrom('api_keys').select(['id', 'revoked_at']).where('service', '=', declaration.keyService).where(declaration.ownerColumn, '=', id).execute();
      for (const key of keys) if (key.revoked_at === null) await recordKeyRevocation(trx, key.id);
      await trx.deleteFrom('api_keys').where('service', '=', declaration.keyService).where(declaration.ownerColumn, '=', id).execute();
      rows['api keys'] = keys.length;
    }
    await anyDb(trx).deleteFrom(declaration.table).where('id', '=', id).execute();
    return { owner, rows };
  });
}
