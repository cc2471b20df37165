/** The contract engine's public surface: load a spec, run the phases and checks, report. */
export { CHECK_DESCRIPTIONS, CHECK_NAMES, type CheckName, type CheckOutcome } from './checks.js';
export { PHASE_DESCRIPTIONS, PHASES, type Phase, type TestCase } from './cases.js';
export type { Credentials } from './credentials.js';
export { curlCommand } from './curl.js';
export { ContractConnectionError, ContractSpecError, isContractError, type ContractError } from './errors.js';
export { UsageError } from '../config/command-line.js';
export { loadSpec, modelSpec } from './spec-document.js';
export type { LinkModel, OperationModel, SpecModel } from '../pipeline/spec-model.js';
export { obtainToken, type LoginOptions } from './login.js';
export {
  DEFAULT_MAX_EXAMPLES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_MAX_WAIT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  randomSeed,
  runContract,
  type ContractReporter,
  type ContractRun,
  type FailureRecord,
  type OperationResult,
  type RateLimitStats,
  type RunOptions,
} from './runner.js';
export { createConsoleReporter } from './reporters/console.js';
export { renderJunit } from './reporters/junit.js';
export { areaTarget, isAreaName, type AreaTarget } from './targets.js';
