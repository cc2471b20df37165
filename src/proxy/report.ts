/** What broke the spec: a response header for the client, a log line per violation for the operator (docs/validating-proxy.md). */
import type { Logger } from 'pino';
import type { Violation } from '../pipeline/violations-header.js';

export { VIOLATIONS_HEADER, violationsHeaderValue, violationsOf, type Violation, type ViolationSide } from '../pipeline/violations-header.js';

export interface ExchangeSubject {
  /** Null when no operation is at this method and path. */
  operationId: string | null;
  method: string;
  path: string;
}

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
