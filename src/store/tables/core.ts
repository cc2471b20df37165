/** Tables every area shares: store metadata and API keys. Booleans are 0/1 and times ISO text, alike on both engines. */
export interface MetaTable {
  key: string;
  value: string;
}

export interface ApiKeysTable {
  id: string;
  service: string;
  name: string;
  key_hash: string;
  /** Space-separated scopes (HR keys). */
  scopes: string;
  /** The one tenant a marketing key is bound to. */
  tenant_id: string | null;
  /** The one company an HR key is bound to (migration 006). */
  company_id: string | null;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** An owner of list rows: a tenant or a company. */
export interface OwnerTable {
  id: string;
  name: string;
}

/** Exact row counts per owner and list, kept by triggers; `version` grows with every write. bigint: a string from PostgreSQL. */
export type ListCountsTable<Owner extends string> = { [K in Owner]: string } & { list: string; total: number | string; version: number | string };
