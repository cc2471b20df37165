/** SQLite's failures as the store classifies them (src/store/store-errors.ts). */
type Failure = { code?: string; message?: string } | null;

const UNAVAILABLE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL']);

export const isUnavailable = (error: unknown): boolean => UNAVAILABLE_CODES.has((error as Failure)?.code ?? '');

/** Integer overflow in a statement (abs() of -2^63 while formatting an amount). */
export const isNumberOverflow = (error: unknown): boolean => (error as Failure)?.code === 'SQLITE_ERROR' && (error as Failure)?.message === 'integer overflow';
