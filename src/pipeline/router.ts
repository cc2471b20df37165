/**
 * Our own operation router. openapi-backend's router rebuilds its operation list and
 * RegExps on every request; this one builds its matchers once, at start: static paths are
 * one Map lookup, templated paths are tried only among those with the same segment count.
 */
import type { HttpMethod } from './spec-model.js';

export interface RouteTarget<T> {
  method: HttpMethod;
  path: string;
  target: T;
}

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

function allowHeader(methods: Iterable<string>): string[] {
  const allow = new Set([...methods].map((m) => m.toUpperCase()));
  if (allow.has('GET')) allow.add('HEAD');
  return [...allow].sort();
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
  private readonly staticRoutes = new Map<string, Map<string, T>>();
  private readonly templateRoutes = new Map<number, TemplateRoute<T>[]>();

  constructor(routes: RouteTarget<T>[]) {
    const templates = new Map<string, TemplateRoute<T>>();
    for (const route of routes) {
      if (!route.path.includes('{')) {
        const methods = this.staticRoutes.get(route.path) ?? new Map<string, T>();
        methods.set(route.method, route.target);
        this.staticRoutes.set(route.path, methods);
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
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
   * Paths match the spec exactly: `/employees/` is not `/employees` (docs/product-decisions.md
   * "Trailing slashes"), so every answer is one the spec describes. Among the paths a request
   * matches (a literal one, then templates with literal segments first, then in declared order),
   * the first that has its method answers: a template documenting only DELETE never shadows
   * another's GET. HEAD is a documented `head` operation, else the GET. 405 only when none has it.
   */
  match(method: string, path: string): RouteMatch<T> {
    const lower = method.toLowerCase();
    const wanted = lower === 'head' ? ['head', 'get'] : [lower];
    let refused: { allow: Set<string>; template: string } | undefined;
    const methods = this.staticRoutes.get(path);
    if (methods) {
      const target = pick(methods, wanted);
      if (target !== undefined) return { kind: 'match', target, params: {}, template: path };
      refused = { allow: new Set(methods.keys()), template: path };
    }
    for (const route of this.templateRoutes.get(segmentCount(path)) ?? []) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      const target = pick(route.byMethod, wanted);
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

/** The target of the first of `wanted` the path documents. */
function pick<T>(byMethod: Map<string, T>, wanted: string[]): T | undefined {
  for (const method of wanted) {
    const target = byMethod.get(method);
    if (target !== undefined) return target;
  }
  return undefined;
}
