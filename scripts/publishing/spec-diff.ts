/**
 * What changed between two versions of a bundled spec, as partners see it, with the
 * changes that can break an existing client marked. Requests and responses are judged
 * in their own direction: a new required request field breaks callers, a new response
 * field does not; a response field that disappears or becomes nullable breaks readers.
 * Wording-only edits (descriptions, summaries, examples) are reported as one line.
 */
import { isDeepStrictEqual } from 'node:util';
import { operationsOf, type SpecDocument } from './partner-specs.js';

export interface SpecChange {
  breaking: boolean;
  text: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents walked as plain JSON
type Schema = Record<string, any>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents walked as plain JSON
function resolve(document: SpecDocument, node: any): any {
  for (let hops = 0; node && typeof node === 'object' && typeof node.$ref === 'string' && hops < 32; hops++) {
    if (!node.$ref.startsWith('#/')) return node;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents walked as plain JSON
    node = node.$ref.slice(2).split('/').map((part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((at: any, key: string) => at?.[key], document);
  }
  return node ?? {};
}

/** The schema's type, folding OpenAPI 3.0 `nullable` out of it. */
function typeOf(schema: Schema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.filter((t: string) => t !== 'null').join('|') || undefined;
  return undefined;
}

function nullable(schema: Schema): boolean {
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}

const show = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

class SchemaComparer {
  readonly changes: SpecChange[] = [];
  private readonly inProgress = new Set<string>();

  constructor(private readonly before: SpecDocument, private readonly after: SpecDocument) {}

  private add(breaking: boolean, text: string): void {
    if (!this.changes.some((change) => change.text === text)) this.changes.push({ breaking, text });
  }

  compare(previousNode: unknown, currentNode: unknown, direction: 'request' | 'response', where: string): void {
    // A recursive schema is followed until it comes back to a pair of references already being compared.
    const refs = `${direction}|${(previousNode as Schema)?.$ref ?? ''}|${(currentNode as Schema)?.$ref ?? ''}`;
    const isRefPair = Boolean((previousNode as Schema)?.$ref || (currentNode as Schema)?.$ref);
    if (isRefPair && this.inProgress.has(refs)) return;
    if (isRefPair) this.inProgress.add(refs);
    try {
      this.compareResolved(previousNode, currentNode, direction, where);
    } finally {
      if (isRefPair) this.inProgress.delete(refs);
    }
  }

  private compareResolved(previousNode: unknown, currentNode: unknown, direction: 'request' | 'response', where: string): void {
    const previous: Schema = resolve(this.before, previousNode);
    const current: Schema = resolve(this.after, currentNode);
    const request = direction === 'request';

    const [typeBefore, typeAfter] = [typeOf(previous), typeOf(current)];
    if (typeBefore !== typeAfter && typeBefore !== undefined) {
      this.add(true, `${where}: type changed from ${typeBefore} to ${typeAfter ?? 'any'}`);
      return;
    }
    if (!request && !nullable(previous) && nullable(current)) this.add(true, `${where}: can now be null`);
    if (request && nullable(previous) && !nullable(current)) this.add(true, `${where}: no longer accepts null`);
    if (!request && nullable(previous) && !nullable(current)) this.add(false, `${where}: is never null any more`);

    if (Array.isArray(previous.enum) || Array.isArray(current.enum)) {
      const before = previous.enum ?? [];
      const after = current.enum ?? [];
      const removed = before.filter((value: unknown) => !after.some((other: unknown) => isDeepStrictEqual(value, other)));
      const added = after.filter((value: unknown) => !before.some((other: unknown) => isDeepStrictEqual(value, other)));
      if (!Array.isArray(current.enum)) this.add(false, `${where}: no longer limited to fixed values`);
      else if (!Array.isArray(previous.enum)) this.add(request, `${where}: now limited to ${show(after)}`);
      else {
        if (removed.length) this.add(request, `${where}: value(s) ${show(removed)} removed`);
        if (added.length) this.add(false, `${where}: new value(s) ${show(added)}${request ? '' : ' (clients that switch over every value must handle them)'}`);
      }
    }

    if (request) {
      const tighter: Array<[string, (a: number, b: number) => boolean]> = [
        ['minimum', (a, b) => b > a], ['exclusiveMinimum', (a, b) => b > a], ['minLength', (a, b) => b > a], ['minItems', (a, b) => b > a],
        ['maximum', (a, b) => b < a], ['exclusiveMaximum', (a, b) => b < a], ['maxLength', (a, b) => b < a], ['maxItems', (a, b) => b < a], ['maxProperties', (a, b) => b < a],
      ];
      for (const [keyword, isTighter] of tighter) {
        const [a, b] = [previous[keyword], current[keyword]];
        if (typeof b === 'number' && (typeof a !== 'number' || isTighter(a, b))) this.add(true, `${where}: ${keyword} is now ${b}${typeof a === 'number' ? ` (was ${a})` : ''}`);
      }
      if (current.pattern !== undefined && current.pattern !== previous.pattern) this.add(true, `${where}: pattern is now ${current.pattern}`);
      if (current.format !== undefined && current.format !== previous.format) this.add(true, `${where}: format is now ${current.format}`);
      if (previous.additionalProperties !== false && current.additionalProperties === false) this.add(true, `${where}: unknown properties are now refused`);
    }

    const requiredBefore: string[] = previous.required ?? [];
    const requiredAfter: string[] = current.required ?? [];
    const propsBefore: Record<string, unknown> = previous.properties ?? {};
    const propsAfter: Record<string, unknown> = current.properties ?? {};
    for (const name of Object.keys(propsBefore)) {
      const at = `${where}.${name}`;
      if (!(name in propsAfter)) {
        if (request) this.add(current.additionalProperties === false, `${at}: removed`);
        else this.add(requiredBefore.includes(name), `${at}: removed`);
        continue;
      }
      if (!request && requiredBefore.includes(name) && !requiredAfter.includes(name)) this.add(true, `${at}: no longer always present`);
      if (request && !requiredBefore.includes(name) && requiredAfter.includes(name)) this.add(true, `${at}: now required`);
      this.compare(propsBefore[name], propsAfter[name], direction, at);
    }
    for (const name of Object.keys(propsAfter)) {
      if (name in propsBefore) continue;
      const required = requiredAfter.includes(name);
      this.add(request && required, `${where}.${name}: added${request ? (required ? ' (required)' : ' (optional)') : ''}`);
    }
    if (previous.items || current.items) this.compare(previous.items ?? {}, current.items ?? {}, direction, `${where}[]`);
    for (const combiner of ['allOf', 'oneOf', 'anyOf'] as const) {
      const before: unknown[] = previous[combiner] ?? [];
      const after: unknown[] = current[combiner] ?? [];
      for (let index = 0; index < Math.min(before.length, after.length); index++) this.compare(before[index], after[index], direction, where);
      if (before.length !== after.length) {
        // More alternatives widen what a request accepts but what a response may hold; a
        // oneOf/anyOf where there was none is a new constraint, and none where there was one lifts it.
        const widened = after.length === 0 || (before.length > 0 && after.length > before.length);
        this.add(combiner === 'allOf' ? true : request ? !widened : widened, `${where}: ${combiner} now has ${after.length} schema(s) (was ${before.length})`);
      }
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents walked as plain JSON
function mediaSchema(document: SpecDocument, holder: any): unknown {
  const resolved = resolve(document, holder);
  const content = resolved?.content ?? {};
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents walked as plain JSON
function parameterList(document: SpecDocument, pathItem: any, operation: any): Map<string, Schema> {
  const parameters = new Map<string, Schema>();
  for (const raw of [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolve(document, raw);
    parameters.set(`${parameter.in} parameter ${parameter.name}`, parameter);
  }
  return parameters;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents walked as plain JSON
function securityOf(document: SpecDocument, operation: any): string {
  const requirements: Array<Record<string, string[]>> = operation.security ?? document.security ?? [];
  return requirements.map((requirement) => Object.keys(requirement).sort().join('+') || 'none').sort().join(' or ') || 'none';
}

/** The changes from `before` to `after`; empty when the documents are equal. */
export function compareSpecs(before: SpecDocument, after: SpecDocument): SpecChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  const comparer = new SchemaComparer(before, after);
  const changes = comparer.changes;
  const previousOps = new Map(operationsOf(before).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
  const currentOps = new Map(operationsOf(after).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));

  for (const [key, op] of previousOps) if (!currentOps.has(key)) changes.push({ breaking: true, text: `${key} (${op.operationId}): removed` });
  for (const [key, op] of currentOps) if (!previousOps.has(key)) changes.push({ breaking: false, text: `${key} (${op.operationId}): added` });

  for (const [key, current] of currentOps) {
    const previous = previousOps.get(key);
    if (!previous) continue;
    const was = previous.operation;
    const now = current.operation;
    if (was.operationId !== now.operationId) changes.push({ breaking: true, text: `${key}: operationId changed from ${was.operationId} to ${now.operationId} (generated function names change)` });
    const [securityBefore, securityAfter] = [securityOf(before, was), securityOf(after, now)];
    if (securityBefore !== securityAfter) changes.push({ breaking: true, text: `${key}: security changed from ${securityBefore} to ${securityAfter}` });
    if (!isDeepStrictEqual(was['x-required-scopes'] ?? [], now['x-required-scopes'] ?? [])) {
      const added = (now['x-required-scopes'] ?? []).filter((scope: string) => !(was['x-required-scopes'] ?? []).includes(scope));
      changes.push({ breaking: added.length > 0, text: `${key}: required scopes are now ${(now['x-required-scopes'] ?? []).join(', ') || 'none'}` });
    }
    if (now.deprecated && !was.deprecated) changes.push({ breaking: false, text: `${key}: deprecated` });

    const paramsBefore = parameterList(before, before.paths[previous.path], was);
    const paramsAfter = parameterList(after, after.paths[current.path], now);
    for (const [name, parameter] of paramsBefore) {
      const next = paramsAfter.get(name);
      // This service refuses unknown parameters, so a removed one breaks callers that send it.
      if (!next) changes.push({ breaking: true, text: `${key}: ${name} removed` });
      else {
        if (!parameter.required && next.required) changes.push({ breaking: true, text: `${key}: ${name} is now required` });
        comparer.compare(parameter.schema ?? {}, next.schema ?? {}, 'request', `${key} ${name}`);
      }
    }
    for (const [name, parameter] of paramsAfter) {
      if (!paramsBefore.has(name)) changes.push({ breaking: parameter.required === true, text: `${key}: ${name} added${parameter.required ? ' (required)' : ' (optional)'}` });
    }

    const bodyBefore = resolve(before, was.requestBody);
    const bodyAfter = resolve(after, now.requestBody);
    if (!was.requestBody && now.requestBody) changes.push({ breaking: bodyAfter.required === true, text: `${key}: request body added` });
    else if (was.requestBody && !now.requestBody) changes.push({ breaking: true, text: `${key}: request body removed` });
    else if (was.requestBody && now.requestBody) {
      if (!bodyBefore.required && bodyAfter.required) changes.push({ breaking: true, text: `${key}: request body is now required` });
      comparer.compare(mediaSchema(before, bodyBefore) ?? {}, mediaSchema(after, bodyAfter) ?? {}, 'request', `${key} request body`);
    }

    const responsesBefore: Record<string, unknown> = was.responses ?? {};
    const responsesAfter: Record<string, unknown> = now.responses ?? {};
    for (const status of Object.keys(responsesBefore)) {
      if (!(status in responsesAfter)) changes.push({ breaking: /^2/.test(status), text: `${key}: response ${status} removed` });
      else comparer.compare(mediaSchema(before, responsesBefore[status]) ?? {}, mediaSchema(after, responsesAfter[status]) ?? {}, 'response', `${key} ${status} response`);
    }
    for (const status of Object.keys(responsesAfter)) {
      if (!(status in responsesBefore)) changes.push({ breaking: /^2/.test(status), text: `${key}: response ${status} added` });
    }
  }

  if (changes.length === 0) changes.push({ breaking: false, text: 'Descriptions, examples or other documentation changed; no change to requests or responses.' });
  return changes;
}

/** JSON pointers of the first places where two documents differ (for failure messages). */
export function differingPointers(before: unknown, after: unknown, limit = 5, at = ''): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  const bothObjects = before && after && typeof before === 'object' && typeof after === 'object' && Array.isArray(before) === Array.isArray(after);
  if (!bothObjects) return [at || '/'];
  const found: string[] = [];
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  for (const key of keys) {
    if (found.length >= limit) break;
    const pointer = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents walked as plain JSON
    found.push(...differingPointers((before as any)[key], (after as any)[key], limit - found.length, pointer));
  }
  return found;
}
