/** The two stores: SQLite (the embedded default) and PostgreSQL (DATABASE_URL). */
export type StoreEngine = 'sqlite' | 'postgres';
