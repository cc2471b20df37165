import { LRUCache } from 'lru-cache';

/**
 * An LRUCache made at its first `set`. lru-cache allocates all `max` slots when it is made, and
 * a start makes several caches of thousands of slots (keys, tokens, failure budgets, robots
 * files) that most processes fill late or never (docs/performance.md).
 */
export function lazyLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(options: LRUCache.Options<K, V, unknown>) {
  let cache: LRUCache<K, V> | undefined;
  return {
    get: (key: K) => cache?.get(key),
    set(key: K, value: V, setOptions?: LRUCache.SetOptions<K, V, unknown>) {
      (cache ??= new LRUCache(options)).set(key, value, setOptions);
    },
    delete: (key: K) => cache?.delete(key) ?? false,
    clear: () => cache?.clear(),
  };
}
