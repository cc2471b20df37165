/**
 * A schema's constraints for boundary values and mutations, `$ref`s followed and `allOf` merged;
 * `oneOf`/`anyOf` are not: fields under them are generated whole, never mutated.
 */
import type { OpenApiDocument } from '../pipeline/spec-model.js';
import { resolveRef } from '../pipeline/spec-model.js';

export interface SchemaInfo {
  /** Declared or inferred JSON types; empty when anything goes. */
  types: string[];
  nullable: boolean;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum: boolean;
  exclusiveMaximum: boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  items?: unknown;
  properties: Record<string, unknown>;
  required: string[];
  /** `false` when unknown properties are refused. */
  additionalProperties: unknown;
  readOnly: boolean;
  /** oneOf/anyOf/not, which are not taken apart. */
  composite: boolean;
}

type Raw = Record<string, unknown>;

const SCALAR_KEYS = [
  'minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'format', 'minItems', 'maxItems', 'items',
] as const;

export function inspectSchema(document: OpenApiDocument, schema: unknown, depth = 0): SchemaInfo {
  const info: SchemaInfo = {
    types: [],
    nullable: false,
    exclusiveMinimum: false,
    exclusiveMaximum: false,
    properties: {},
    required: [],
    additionalProperties: true,
    readOnly: false,
    composite: false,
  };
  if (!schema || typeof schema !== 'object' || depth > 10) return info;
  const raw = resolveRef<Raw>(document, schema as Raw);
  for (const part of (raw.allOf as unknown[] | undefined) ?? []) merge(info, inspectSchema(document, part, depth + 1));
  if (typeof raw.type === 'string') info.types = [raw.type];
  if (raw.nullable === true) info.nullable = true;
  if (Array.isArray(raw.enum)) info.enum = raw.enum;
  for (const key of SCALAR_KEYS) if (raw[key] !== undefined) (info as unknown as Raw)[key] = raw[key];
  if (raw.exclusiveMinimum === true) info.exclusiveMinimum = true;
  if (raw.exclusiveMaximum === true) info.exclusiveMaximum = true;
  if (raw.properties && typeof raw.properties === 'object') info.properties = { ...info.properties, ...(raw.properties as Raw) };
  if (Array.isArray(raw.required)) info.required = [...new Set([...info.required, ...(raw.required as string[])])];
  if (raw.additionalProperties !== undefined) info.additionalProperties = raw.additionalProperties;
  if (raw.readOnly === true) info.readOnly = true;
  if (raw.oneOf || raw.anyOf || raw.not) info.composite = true;
  if (info.types.length === 0) {
    if (Object.keys(info.properties).length > 0) info.types = ['object'];
    else if (info.items !== undefined) info.types = ['array'];
    else if (info.enum && info.enum.length > 0) {
      const kinds = new Set(info.enum.filter((v) => v !== null).map((v) => (Number.isInteger(v) ? 'integer' : typeof v)));
      info.types = [...kinds];
    }
  }
  if (info.enum?.includes(null)) info.nullable = true;
  return info;
}

function merge(into: SchemaInfo, from: SchemaInfo): void {
  if (from.types.length > 0) into.types = from.types;
  into.nullable = into.nullable || from.nullable;
  for (const key of [...SCALAR_KEYS, 'enum'] as const) {
    const value = (from as unknown as Raw)[key];
    if (value !== undefined) (into as unknown as Raw)[key] = value;
  }
  into.exclusiveMinimum ||= from.exclusiveMinimum;
  into.exclusiveMaximum ||= from.exclusiveMaximum;
  into.properties = { ...into.properties, ...from.properties };
  into.required = [...new Set([...into.required, ...from.required])];
  if (from.additionalProperties !== true) into.additionalProperties = from.additionalProperties;
  into.readOnly ||= from.readOnly;
  into.composite ||= from.composite;
}
