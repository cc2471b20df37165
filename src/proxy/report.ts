/**
 * How the validating proxy tells what broke the spec: one response header for the client that
 * sent the request, one log line per violation for whoever runs the proxy
 * (docs/validating-proxy.md).
 */
import type { Logger } from 'pino';
import type { Violation } from '../pipeline/violations-header.js';

export { VIOLATIONS_HEADER, violationsHeaderValue, violationsOf, type Violation, type ViolationSide } from '../pipeline/violations-header.js';

export interface ExchangeSubject {
  /** The spec's operationId, or null when no operation is served at this method and path. */
  operationId: string | null;
  method: string;
  path: string;
}

/** One log line per violation: the operation, the side, where in it, and the schema keyword broken. */
export function logViolations(logger: Logger, subject: ExchangeSubject, violations: Violation[], status?: number): void {
  for (const violation of violations) {
    logger.warn(
      {
        operation: subject.operationId ?? 'no operation',
        method: subject.method,
        path: subject.path,
        ...(status === undefined ? {} : { status }),
        where: violation.where,
        location: violation.location,
        schemaPath: violation.schemaPath,
        problem: violation.message,
      },
      'contract violation',
    );
  }
}
