/** W3C trace-context: honour a valid incoming `traceparent`, otherwise start a new trace. */
import { randomFillSync } from 'node:crypto';

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZERO_TRACE = '0'.repeat(32);
const ALL_ZERO_PARENT = '0'.repeat(16);

export function traceIdFrom(traceparent: string | string[] | undefined): string {
  const header = Array.isArray(traceparent) ? traceparent[0] : traceparent;
  if (header) {
    const match = TRACEPARENT.exec(header.trim());
    // Version ff is forbidden, and all-zero ids are invalid by the spec.
    if (match && match[1] !== 'ff' && match[2] !== ALL_ZERO_TRACE && match[3] !== ALL_ZERO_PARENT) return match[2];
  }
  return newTraceId();
}

/** Random bytes drawn 4 KiB at a time (one call per request costs, docs/performance.md); 128 fresh bits an id. */
const pool = Buffer.alloc(4096);
let offset = pool.length;

function newTraceId(): string {
  if (offset + 16 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString('hex', offset, offset + 16);
  offset += 16;
  return id === ALL_ZERO_TRACE ? newTraceId() : id;
}
