/** The one place that knows where a spec lives (test/publishing/spec-paths.test.ts holds redocly.yaml to it). */
import { packagePath } from './package-root.js';

/** Relative to the package root, as messages name it. */
export const specFileOf = (name: string): string => `spec/${name}.yaml`;

export const specPathOf = (name: string): string => packagePath('spec', `${name}.yaml`);
