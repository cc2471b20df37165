import pino, { type Logger } from 'pino';

/** JSON lines on stdout. Secrets never reach a log: no headers, bodies or query strings are logged. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: undefined, redact: { paths: ['*.authorization', '*["x-api-key"]', '*.password', '*.token', '*.key'], censor: '[redacted]' } }, destination);
}
