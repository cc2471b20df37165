/** PostgreSQL's and pg's failures as the store classifies them (src/store/store-errors.ts). */
type Failure = { code?: string; message?: string } | null;

/**
 * Class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300 (too many
 * connections), 57014 (statement_timeout: the store is too slow to answer), and pg's own words
 * for a connection that failed.
 */
export function isUnavailable(error: unknown): boolean {
  const { code = '', message = '' } = (error as Failure) ?? {};
  if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300' || code === '57014') return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|Query read timeout|Connection is closed/i.test(message);
}

/** 22003 (numeric_value_out_of_range, e.g. abs() of -2^63 while formatting an amount). */
export const isNumberOverflow = (error: unknown): boolean => (error as Failure)?.code === '22003';

/**
 * PostgreSQL ended the statement itself (57014: statement_timeout, or a cancel): the server
 * answered, so it is reachable; only this statement was too slow.
 */
export function isStatementTimeout(error: unknown): boolean {
  return (error as Failure)?.code === '57014';
}

/**
 * pg-pool gave up waiting for one of its connections to come free (every one was in use for
 * STORE_TIMEOUT_MS): queueing in this process, nothing was asked of PostgreSQL. pg-pool says
 * so in this message only; a new connection that could not be made says "Connection
 * terminated due to connection timeout" instead.
 */
export function isPoolWait(error: unknown): boolean {
  return (error as Failure)?.message === 'timeout exceeded when trying to connect';
}

/** No answer on a connection within the client's own deadline (pg's query_timeout): the connection is not to be used again. */
export function isReadTimeout(error: unknown): boolean {
  return (error as Failure)?.message === 'Query read timeout';
}
