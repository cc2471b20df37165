export { parseRobots, MAX_ROBOTS_BYTES } from './parse-robots.js';
export type { ParsedRobots, RobotsGroup, RobotsRule, RobotsDirective } from './parse-robots.js';
export { evaluateRobots, matchesPattern } from './evaluate-robots.js';
export type { MatchedRule, RobotsDecision } from './evaluate-robots.js';
export { normalizePercentEncoding, productToken } from './normalize.js';
export {
  createRobotsChecker,
  ROBOTS_CACHE_TTL_SECONDS,
  ROBOTS_UNREACHABLE_TTL_SECONDS,
} from './robots-check.js';
export type {
  RobotsChecker,
  RobotsCheckerDeps,
  RobotsCheckInput,
  RobotsCheckResult,
  RobotsSource,
} from './robots-check.js';
