import { LRUCache } from 'lru-cache';

/** What the server's caches use of an LRUCache. */
export interface LazyLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  get(key: K): V | undefined;
  set(key: K, value: V, options?: LRUCache.SetOptions<K, V, unknown>): void;
  delete(key: K): boolean;
  clear(): void;
}

/**
 * An LRUCache made at its first `set`. lru-cache allocates all `max` slots when it is made, and
 * a start makes several caches of thousands of slots (keys, tokens, failure budgets, robots
 * files) that most processes fill late or never (docs/performance.md).
 */
export function lazyLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(options: LRUCache.Options<K, V, unknown>): LazyLru<K, V> {
  let cache: LRUCache<K, V> | undefined;
  return {
    get: (key) => cache?.get(key),
    set(key, value, setOptions) {
      (cache ??= new LRUCache(options)).set(key, value, setOptions);
    },
    delete: (key) => cache?.delete(key) ?? false,
    clear: () => cache?.clear(),
  };
}
