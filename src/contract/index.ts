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
export * from './run-defaults.js';
export { randomSeed, type RunOptions } from './plan.js';
export { runContract } from './runner.js';
export type { ContractReporter, ContractRun, FailureRecord, OperationResult, RateLimitStats } from './results.js';
export { createConsoleReporter } from './reporters/console.js';
export { renderJunit } from './reporters/junit.js';
export { areaTarget, isAreaName, type AreaTarget } from './targets.js';
