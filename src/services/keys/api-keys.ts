/**
 * API keys for HR and marketing callers: `<service>_<id>_<secret>`, the id finds the row, and
 * only a SHA-256 of the whole key is stored, compared in constant time. Every refused key is
 * null: the caller answers the same 401 for each.
 */
import { lazyLru } from '../../adapters/cache/lazy-lru.js';
import { hash as digest, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordKeyRevocation, type RevocationFeed } from '../../adapters/auth/revocation-feed.js';
import { UsageError } from '../../config/command-line.js';
import type { Database } from '../../store/schema.js';
import { createCommand, OWNER_ID } from '../records/owners.js';

export const KEY_SERVICES = ['hrm', 'marketing'] as const;
export type KeyService = (typeof KEY_SERVICES)[number];

export const HRM_SCOPES = ['employee.read', 'attendance.read', 'leave.read', 'payroll.read', 'document.read'] as const;

const KEY_PREFIX: Record<KeyService, string> = { hrm: 'hrm', marketing: 'mkt' };
const KEY_PATTERN = /^(hrm|mkt)_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export interface ApiKeyRecord {
  id: string;
  service: KeyService;
  name: string;
  scopes: string[];
  tenantId: string | null;
  companyId: string | null;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/**
 * How long a verified key's row is reused (docs/performance.md). Revocations reach every
 * instance through the revocation feed sooner; this bounds other changes to a row, and a
 * revocation while the store cannot be polled.
 */
export const VERIFY_CACHE_TTL_MS = 5_000;

const VERIFY_CACHE_MAX = 10_000;

export const LAST_USED_RESOLUTION_MS = 60_000;

/** The one-shot `crypto.hash` costs about half of createHash().update().digest(). */
function hash(key: string): Buffer {
  return digest('sha256', key, 'buffer');
}

function toRecord(row: Database['api_keys']): ApiKeyRecord {
  return {
    id: row.id,
    service: row.service as KeyService,
    name: row.name,
    scopes: row.scopes ? row.scopes.split(' ') : [],
    tenantId: row.tenant_id,
    companyId: row.company_id,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

/** Shared by every request of a cached key: frozen, so no caller changes what the next sees. */
function frozenRecord(row: Database['api_keys']): ApiKeyRecord {
  const record = toRecord(row);
  Object.freeze(record.scopes);
  return Object.freeze(record);
}

function unknownOwner(noun: 'tenant' | 'company', area: 'marketing' | 'hrm', id: string, known: string[]): string {
  return `unknown ${noun} "${id}"; ${known.length ? `known: ${known.join(', ')}` : `the store holds no ${noun} yet`}. Create it first: ${createCommand(area, id)}`;
}

interface KeyRequest {
  service: KeyService;
  name: string;
  scopes?: string[];
  tenantId?: string;
  companyId?: string;
}

interface KeyServiceOptions {
  /** The owners a new key may be bound to; without them any well-formed id is taken. */
  knownTenants?: () => Promise<string[]>;
  knownCompanies?: () => Promise<string[]>;
  verifyCacheTtlMs?: number;
  now?: () => number;
  /** So that keys revoked elsewhere leave this instance's caches. */
  revocations?: RevocationFeed;
}

/** The columns of what a requested key is bound to and may do. */
async function bindingOf(input: KeyRequest, owners: KeyServiceOptions): Promise<{ scopes: string; tenant_id: string | null; company_id: string | null }> {
  if (!KEY_SERVICES.includes(input.service)) throw new UsageError(`unknown service "${input.service}"; use ${KEY_SERVICES.join(' or ')}`);
  if (!input.name || input.name.length > 100) throw new UsageError('a key needs a --name of 1 to 100 characters');
  if (input.service === 'hrm') {
    const scopes = [...new Set(input.scopes ?? [])];
    const unknown = scopes.filter((scope) => !(HRM_SCOPES as readonly string[]).includes(scope));
    if (scopes.length === 0 || unknown.length > 0) {
      throw new UsageError(`HR keys need --scopes from ${HRM_SCOPES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
    }
    if (input.tenantId) throw new UsageError('HR keys are bound to a --company, not a tenant');
    if (!input.companyId) throw new UsageError('HR keys are bound to exactly one --company (for example acme)');
    if (!OWNER_ID.test(input.companyId)) {
      throw new UsageError(`--company "${input.companyId}" is not a company id (lower-case letters, digits and -, up to 63)`);
    }
    const companies = (await owners.knownCompanies?.()) ?? null;
    if (companies && !companies.includes(input.companyId)) throw new UsageError(unknownOwner('company', 'hrm', input.companyId, companies));
    return { scopes: scopes.join(' '), tenant_id: null, company_id: input.companyId };
  }
  if (input.companyId) throw new UsageError('marketing keys are bound to a --tenant, not a company');
  if (!input.tenantId) throw new UsageError('marketing keys are bound to exactly one --tenant');
  if (input.scopes?.length) throw new UsageError('marketing keys carry no scopes');
  const tenants = (await owners.knownTenants?.()) ?? null;
  if (tenants && !tenants.includes(input.tenantId)) throw new UsageError(unknownOwner('tenant', 'marketing', input.tenantId, tenants));
  return { scopes: '', tenant_id: input.tenantId, company_id: null };
}

function newKey(service: KeyService): { id: string; key: string } {
  const id = randomBytes(9).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 12).padEnd(12, '0');
  return { id, key: `${KEY_PREFIX[service]}_${id}_${randomBytes(32).toString('base64url')}` };
}

/**
 * Two caches: key id -> the stored row as each verification needs it; and keys verified against
 * a cached row, by the exact text presented, so a key seen again skips the hash (any other text
 * is hashed and compared). An entry lives no longer than its row; `forget` ends both at once.
 */
function keyVerifier(db: Kysely<Database>, ttl: number, clock: () => number) {
  interface CachedRow {
    row: Database['api_keys'] | undefined;
    keyHash: Buffer;
    lastUsedMs: number;
    record: ApiKeyRecord | null;
    at: number;
  }
  const rows = lazyLru<string, CachedRow>({ max: VERIFY_CACHE_MAX });
  const verified = lazyLru<string, CachedRow>({ max: VERIFY_CACHE_MAX });
  async function readRow(id: string): Promise<CachedRow> {
    const cached = rows.get(id);
    const now = clock();
    if (cached && now - cached.at < ttl) return cached;
    const row = await db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    const entry = {
      row,
      keyHash: Buffer.from(row?.key_hash ?? '', 'hex'),
      lastUsedMs: row?.last_used_at ? Date.parse(row.last_used_at) : Number.NEGATIVE_INFINITY,
      record: row ? frozenRecord(row) : null,
      at: now,
    };
    rows.set(id, entry);
    return entry;
  }
  async function storedRow(service: KeyService, presented: string): Promise<CachedRow | null> {
    const match = KEY_PATTERN.exec(presented);
    if (!match || match[1] !== KEY_PREFIX[service]) return null;
    const read = await readRow(match[2]);
    const { row, keyHash: expected } = read;
    if (!row || row.service !== service || row.revoked_at !== null) return null;
    const actual = hash(presented);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
    verified.set(presented, read);
    return read;
  }
  /** Informative: at most once a minute per key, and a failure to record it fails nothing. */
  async function used(entry: CachedRow, now: number): Promise<ApiKeyRecord | null> {
    const row = entry.row!;
    if (now - entry.lastUsedMs >= LAST_USED_RESOLUTION_MS) {
      row.last_used_at = new Date(now).toISOString();
      entry.lastUsedMs = now;
      entry.record = frozenRecord(row);
      await db.updateTable('api_keys').set({ last_used_at: row.last_used_at }).where('id', '=', row.id).execute().catch(() => undefined);
    }
    return entry.record;
  }
  return {
    /** Synchronous for a recently verified key whose last use needs no write: a busy key awaits nothing. */
    verify(service: KeyService, presented: string | undefined): ApiKeyRecord | null | Promise<ApiKeyRecord | null> {
      if (!presented) return null;
      const entry = verified.get(presented);
      const now = clock();
      if (entry && now - entry.at < ttl && entry.row?.service === service) {
        return now - entry.lastUsedMs < LAST_USED_RESOLUTION_MS ? entry.record : used(entry, now);
      }
      if (entry) verified.delete(presented);
      return storedRow(service, presented).then((read) => read && used(read, clock()));
    },
    forget(id: string): void {
      const cached = rows.get(id);
      if (cached) cached.at = Number.NEGATIVE_INFINITY;
      rows.delete(id);
    },
  };
}

/** API keys in the store; a revocation is recorded there, with or without `revocations`. */
export function createApiKeyService(db: Kysely<Database>, options: KeyServiceOptions = {}) {
  const keys = keyVerifier(db, options.verifyCacheTtlMs ?? VERIFY_CACHE_TTL_MS, options.now ?? Date.now);
  void options.revocations?.subscribe('api-key', keys.forget);
  return {
    /** The key is returned once; only its hash is kept. */
    async create(input: KeyRequest): Promise<{ record: ApiKeyRecord; key: string }> {
      const binding = await bindingOf(input, options);
      const { id, key } = newKey(input.service);
      const row = {
        id,
        service: input.service,
        name: input.name,
        key_hash: hash(key).toString('hex'),
        ...binding,
        created_at: new Date().toISOString(),
        revoked_at: null,
        last_used_at: null,
      };
      await db.insertInto('api_keys').values(row).execute();
      keys.forget(id);
      return { record: toRecord(row), key };
    },

    async list(service?: KeyService): Promise<ApiKeyRecord[]> {
      let query = db.selectFrom('api_keys').selectAll().orderBy('created_at').orderBy('id');
      if (service) query = query.where('service', '=', service);
      return (await query.execute()).map(toRecord);
    },

    /** The row and the feed's revocation in one transaction: no instance can miss it. */
    async revoke(id: string): Promise<boolean> {
      const revoked = await db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('api_keys').set({ revoked_at: new Date().toISOString() })
          .where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await recordKeyRevocation(trx, id);
        return true;
      });
      keys.forget(id);
      return revoked;
    },

    verify: keys.verify,
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
