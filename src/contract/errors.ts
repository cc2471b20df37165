/**
 * The runs that could not be made (the CLI exits 2): a failed check is not an error but a
 * result. Bad usage is the tools' one UsageError (src/config/command-line.ts).
 */
import { UsageError } from '../config/command-line.js';

/** The spec cannot be read, parsed or used. */
export class ContractSpecError extends Error {
  override name = 'ContractSpecError';
}

/** The server under test cannot be reached at all: nothing was tested. */
export class ContractConnectionError extends Error {
  override name = 'ContractConnectionError';
}

export type ContractError = UsageError | ContractSpecError | ContractConnectionError;

export function isContractError(value: unknown): value is ContractError {
  return value instanceof UsageError || value instanceof ContractSpecError || value instanceof ContractConnectionError;
}
