/**
 * Our own operation router, its matchers built once (openapi-backend's rebuilds them per request):
 * a static path is one Map lookup, templates are tried among those of the same segment count.
 */
import type { HttpMethod } from './spec-model.js';

export type RouteMatch<T> =
  | { kind: 'match'; target: T; params: Record<string, string>; template: string }
  | { kind: 'method-not-allowed'; allow: string[]; template: string }
  | { kind: 'not-found' };

interface TemplateRoute<T> {
  template: string;
  pattern: RegExp;
  names: string[];
  byMethod: Map<string, T>;
}

/** The methods of an `Allow` header: upper case, sorted, HEAD wherever GET is. */
export function allowHeader(methods: Iterable<string>): string[] {
  const allow = new Set([...methods].map((m) => m.toUpperCase()));
  if (allow.has('GET')) allow.add('HEAD');
  return [...allow].sort();
}

/** Characters encodeURIComponent leaves as they are: a path made of them only is already in canonical form. */
const CANONICAL = /^[A-Za-z0-9\-_.!~*'()/]*$/;

/**
 * A path with each segment percent-encoded one way, however its client encoded it; a request
 * segment not correctly encoded throws (a 400), in a spec's path (`written`) it is text.
 */
function canonical(path: string, written = false): string {
  if (CANONICAL.test(path)) return path;
  const decode = (segment: string): string => {
    try {
      return decodeURIComponent(segment);
    } catch (error) {
      if (written) return segment;
      throw error;
    }
  };
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decode(segment)))
    .join('/');
}

function segmentCount(path: string): number {
  let count = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) count++;
  return count;
}

/** `/a/{b}/c` → `010`: one digit per segment, 1 for a templated one, so literal paths sort first. */
function specificity(template: string): string {
  return template
    .split('/')
    .slice(1)
    .map((segment) => (segment.includes('{') ? '1' : '0'))
    .join('');
}

export class OperationRouter<T> {
  /** By canonical path: the spec's path and its targets by method. */
  private readonly staticRoutes = new Map<string, { path: string; byMethod: Map<string, T> }>();
  private readonly templateRoutes = new Map<number, TemplateRoute<T>[]>();

  constructor(routes: Array<{ method: HttpMethod; path: string; target: T }>) {
    const templates = new Map<string, TemplateRoute<T>>();
    for (const route of routes) {
      if (!route.path.includes('{')) {
        const key = canonical(route.path, true);
        const entry = this.staticRoutes.get(key) ?? { path: route.path, byMethod: new Map<string, T>() };
        entry.byMethod.set(route.method, route.target);
        this.staticRoutes.set(key, entry);
        continue;
      }
      let entry = templates.get(route.path);
      if (!entry) {
        const names: string[] = [];
        const source = route.path
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const name = /^\{([^}]+)\}$/.exec(part)?.[1];
            if (name) {
              names.push(name);
              return '([^/]+)';
            }
            return canonical(part, true).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join('');
        entry = { template: route.path, pattern: new RegExp(`^${source}$`), names, byMethod: new Map() };
        templates.set(route.path, entry);
        const bucket = this.templateRoutes.get(segmentCount(route.path)) ?? [];
        bucket.push(entry);
        this.templateRoutes.set(segmentCount(route.path), bucket);
      }
      entry.byMethod.set(route.method, route.target);
    }
    // A concrete segment wins over a template (OpenAPI: `/pets/mine` before `/pets/{id}`), segment
    // by segment; the sort is stable, so equals keep the declared order.
    for (const bucket of this.templateRoutes.values()) {
      const keys = new Map(bucket.map((entry) => [entry, specificity(entry.template)]));
      bucket.sort((a, b) => keys.get(a)!.localeCompare(keys.get(b)!));
    }
  }

  /**
   * Paths match the spec exactly (docs/product-decisions.md "Trailing slashes"). The first matching
   * path that has the method answers, so a template documenting only DELETE never shadows another's
   * GET; HEAD is a documented `head`, else the GET; 405 only when none has it.
   */
  match(method: string, path: string): RouteMatch<T> {
    const lower = method.toLowerCase();
    const wanted = lower === 'head' ? ['head', 'get'] : [lower];
    let refused: { allow: Set<string>; template: string } | undefined;
    const key = canonical(path);
    const literal = this.staticRoutes.get(key);
    if (literal) {
      const target = firstEntry(literal.byMethod, wanted)?.[1];
      if (target !== undefined) return { kind: 'match', target, params: {}, template: literal.path };
      refused = { allow: new Set(literal.byMethod.keys()), template: literal.path };
    }
    for (const route of this.templateRoutes.get(segmentCount(path)) ?? []) {
      const found = route.pattern.exec(key);
      if (!found) continue;
      const target = firstEntry(route.byMethod, wanted)?.[1];
      if (target === undefined) {
        refused ??= { allow: new Set(), template: route.template };
        for (const known of route.byMethod.keys()) refused.allow.add(known);
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1]);
      });
      return { kind: 'match', target, params, template: route.template };
    }
    return refused ? { kind: 'method-not-allowed', allow: allowHeader(refused.allow), template: refused.template } : { kind: 'not-found' };
  }
}

/** The first of `keys` the map has, with its value: the method a path documents, the response a status answers to. */
export function firstEntry<T>(map: Map<string, T>, keys: string[]): [string, T] | undefined {
  for (const key of keys) {
    const value = map.get(key);
    if (value !== undefined) return [key, value];
  }
  return undefined;
}
