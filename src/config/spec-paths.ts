/**
 * The one place that knows where a spec lives: spec/<name>.yaml of the package, for the four
 * areas and the member API stand-in alike. redocly.yaml lists the same files for the tools
 * (test/publishing/spec-paths.test.ts keeps the two in step).
 */
import { packagePath } from './package-root.js';

/** The spec's file relative to the package root, as messages and tools run there name it. */
export const specFileOf = (name: string): string => `spec/${name}.yaml`;

/** The spec's absolute path, wherever the package is installed. */
export const specPathOf = (name: string): string => packagePath('spec', `${name}.yaml`);
