/**
 * The contract engine's own failures, each with the exit code the CLI gives it. A failed
 * check is not an error: it is a result. These are the runs that could not be made.
 */

/** A bad command line or option (exit 2). */
export class ContractUsageError extends Error {
  readonly code = 'ERR_CONTRACT_USAGE';
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'ContractUsageError';
  }
}

/** The spec cannot be read, parsed or used (exit 2). */
export class ContractSpecError extends Error {
  readonly code = 'ERR_CONTRACT_SPEC';
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'ContractSpecError';
  }
}

/** The server under test cannot be reached at all (exit 2): nothing was tested. */
export class ContractConnectionError extends Error {
  readonly code = 'ERR_CONTRACT_CONNECTION';
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'ContractConnectionError';
  }
}

export type ContractError = ContractUsageError | ContractSpecError | ContractConnectionError;

export function isContractError(value: unknown): value is ContractError {
  return value instanceof ContractUsageError || value instanceof ContractSpecError || value instanceof ContractConnectionError;
}
