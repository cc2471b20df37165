/**
 * A package loaded on its first use instead of at start (docs/performance.md): a start
 * of the built servers loads only what serving needs, and a request or tool that needs more pays
 * the load once (a few ms from node_modules) and gets the same module as an import would.
 * CommonJS `require`, so the load is synchronous under node and tsx alike and the bundler leaves
 * the package in node_modules (a call it does not follow).
 */
import { createRequire } from 'node:module';

const requireModule = createRequire(import.meta.url);

/** The package's exports on first call, the same object on every later one; a default export unwrapped when `interop`. */
export function onFirstUse<T>(specifier: string, options: { interop?: boolean } = {}): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      const exported = requireModule(specifier) as { default?: T };
      loaded = (options.interop ? (exported.default ?? exported) : exported) as T;
    }
    return loaded;
  };
}
