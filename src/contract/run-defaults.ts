/** A run's defaults (./plan.ts), apart so that `npm run contract -- --help` loads no engine. */
export const DEFAULT_MAX_EXAMPLES = 20;
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** A request answered 429 is retried this many times (after the wait the server asks for). */
export const DEFAULT_MAX_RETRIES = 3;
/** All waits for rate limits in one run together stop at this; then 429s are kept as answers. */
export const DEFAULT_MAX_WAIT_MS = 600_000;
