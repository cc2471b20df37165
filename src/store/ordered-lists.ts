/** The services' import path of the list reads, which live in src/store/list-page-sql.ts. */
export * from './list-page-sql.js';
