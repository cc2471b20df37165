/**
 * Values as OpenAPI serializes them (3.0 "Style Values"): text for an array or object becomes it
 * before validation, for parameters and form fields alike; scalars stay text for the validator.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { resolveRef, type OpenApiDocument } from './spec-model.js';

export type Shape = 'array' | 'object' | 'scalar';

/** Whether a schema takes an array, an object or a scalar (a 3.1 type list counts if it names one). */
export function shapeOf(document: OpenApiDocument, raw: unknown): { shape: Shape; properties: string[] } {
  const schema = raw && typeof raw === 'object' ? resolveRef<OpenAPIV3.SchemaObject>(document, raw as OpenAPIV3.SchemaObject) : {};
  const types = ([] as unknown[]).concat((schema as { type?: unknown }).type ?? []);
  const properties = Object.keys(schema.properties ?? {});
  if (types.includes('array') || (types.length === 0 && 'items' in schema)) return { shape: 'array', properties };
  if (types.includes('object') || (types.length === 0 && properties.length > 0)) return { shape: 'object', properties };
  return { shape: 'scalar', properties };
}

/** Objects whose keys a client names: without a prototype, so `__proto__` is a key like any other. */
const bare = <T = unknown>(): Record<string, T> => Object.create(null);

/** `k1,v1,k2,v2` (or, exploded, `k1=v1<sep>k2=v2`) as an object. */
function pairs(items: string[], exploded: boolean): Record<string, string> {
  const object = bare<string>();
  if (exploded) {
    for (const item of items) {
      const at = item.indexOf('=');
      if (at > 0) object[item.slice(0, at)] = item.slice(at + 1);
    }
  } else {
    for (let i = 0; i + 1 < items.length; i += 2) object[items[i]] = items[i + 1];
  }
  return object;
}

const last = (sent: unknown): string => String(Array.isArray(sent) ? sent[sent.length - 1] : sent);

export interface FormRule {
  name: string;
  shape: Shape;
  style: string;
  explode: boolean;
  /** An object's property names: exploded `form` objects travel as those keys (none: every key not taken by another name). */
  properties: string[];
}

const DELIMITERS: Record<string, string> = { form: ',', spaceDelimited: ' ', pipeDelimited: '|' };

/** Reads one value into `values[rule.name]`, consuming its keys; `taken` names are never an exploded object's keys. */
export function readFormValue(values: Record<string, unknown>, rule: FormRule, taken: ReadonlySet<string>): void {
  const { name, shape, style, explode } = rule;
  if (style === 'deepObject') {
    const prefix = `${name}[`;
    let object: Record<string, unknown> | undefined;
    for (const key of Object.keys(values)) {
      if (!key.startsWith(prefix) || !key.endsWith(']')) continue;
      (object ??= bare())[key.slice(prefix.length, -1)] = values[key];
      delete values[key];
    }
    if (object && values[name] === undefined) values[name] = object;
    return;
  }
  const sent = values[name];
  if (shape === 'array') {
    // Exploded, each item is its own `name=value` (the validator wraps a lone one).
    if (sent !== undefined && !explode) values[name] = last(sent).split(DELIMITERS[style] ?? ',');
  } else if (shape === 'object') {
    if (!explode) {
      if (sent !== undefined) values[name] = pairs(last(sent).split(','), false);
      return;
    }
    let object: Record<string, unknown> | undefined;
    for (const key of Object.keys(values)) {
      if (rule.properties.length > 0 ? !rule.properties.includes(key) : taken.has(key) || key === name) continue;
      (object ??= bare())[key] = values[key];
      delete values[key];
    }
    if (object) values[name] = object;
  }
}

/** A path or header value of style `simple`, `label` or `matrix` as the array, object or text it stands for. */
export function readSimpleValue(text: string, name: string, shape: Shape, style: string, explode: boolean): unknown {
  let body = text;
  let separator = ',';
  if (style === 'label') {
    if (!body.startsWith('.')) return text;
    body = body.slice(1);
    if (explode) separator = '.';
  } else if (style === 'matrix') {
    const prefix = `;${name}=`;
    if (explode && shape !== 'scalar') {
      // `;name=a;name=b` for arrays, `;k1=v1;k2=v2` for objects.
      const items = body.split(';').slice(1);
      return shape === 'array' ? items.map((item) => item.slice(item.indexOf('=') + 1)) : pairs(items, true);
    }
    if (!body.startsWith(prefix)) return body === `;${name}` ? '' : text;
    body = body.slice(prefix.length);
  }
  if (shape === 'scalar') return body;
  const items = body.split(separator);
  return shape === 'array' ? items : pairs(items, explode);
}
