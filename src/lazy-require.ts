/**
 * A package loaded on its first use instead of at start (docs/performance.md), by CommonJS
 * `require`: synchronous under node and tsx, and left in node_modules by the bundler.
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
