/** The fields boundary values and mutations target (parameters, body properties a few levels deep), and their edits. */
import { CUSTOM_FORMATS } from '../../formats/index.js';
import { cloneDraft, type RequestDraft } from '../request.js';
import { inspectSchema, type SchemaInfo } from '../schema-info.js';
import type { OperationModel, ParameterLocation, SpecModel } from '../../pipeline/spec-model.js';

export interface Field {
  location: ParameterLocation | 'body';
  /** A parameter name, or the property path in the body. */
  path: string[];
  label: string;
  schema: unknown;
  info: SchemaInfo;
  required: boolean;
}

const MAX_BODY_DEPTH = 3;

/** A canonical valid value of common string formats (boundary values), and an invalid one (mutations). */
export const FORMAT_VALUES: Record<string, [valid: string, invalid?: string]> = {
  'date-time': ['2024-02-29T23:59:59Z', 'not-a-date-time'],
  date: ['2024-02-29', '2024-13-45'],
  time: ['23:59:59Z', '25:61:00'],
  email: ['contract-test@example.com', 'not-an-email'],
  uri: ['https://example.com/contract-test', 'not a uri'],
  url: ['https://example.com/contract-test', 'not a url'],
  'uri-reference': ['/contract-test'],
  hostname: ['example.com', '-not_a_host-'],
  ipv4: ['192.0.2.1', '256.256.256.256'],
  ipv6: ['2001:db8::1', 'not:an:ipv6'],
  uuid: ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'],
  ...Object.fromEntries(Object.entries(CUSTOM_FORMATS).map(([name, format]) => [name, [format.samples[0], format.invalid]])),
};

export function listFields(spec: SpecModel, operation: OperationModel): Field[] {
  const fields: Field[] = operation.parameters.map((parameter) => ({
    location: parameter.in,
    path: [parameter.name],
    label: `${parameter.in}.${parameter.name}`,
    schema: parameter.schema,
    info: inspectSchema(spec.document, parameter.schema),
    required: parameter.required,
  }));
  const body = operation.body;
  if (body?.mediaType && body.schema) {
    const walk = (schema: unknown, path: string[], depth: number) => {
      const info = inspectSchema(spec.document, schema);
      if (!info.types.includes('object') || info.composite) return;
      for (const [name, property] of Object.entries(info.properties)) {
        const propertyInfo = inspectSchema(spec.document, property);
        if (propertyInfo.readOnly) continue;
        const propertyPath = [...path, name];
        fields.push({
          location: 'body',
          path: propertyPath,
          label: `body.${propertyPath.join('.')}`,
          schema: property,
          info: propertyInfo,
          required: info.required.includes(name),
        });
        if (depth < MAX_BODY_DEPTH) walk(property, propertyPath, depth + 1);
      }
    };
    walk(body.schema, [], 1);
  }
  return fields;
}

/** The object holding the field: its location's, or the body's object at its path (created on the way when absent). */
function parentOf(draft: RequestDraft, field: Field, create: boolean): Record<string, unknown> | null {
  if (field.location !== 'body') return draft[field.location];
  if (draft.body.kind !== 'json' || !draft.body.value || typeof draft.body.value !== 'object' || Array.isArray(draft.body.value)) {
    if (!create) return null;
    draft.body = { kind: 'json', value: {} };
  }
  let node = (draft.body as { value: Record<string, unknown> }).value;
  for (const key of field.path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object' || Array.isArray(next)) {
      if (!create) return null;
      node[key] = {};
    }
    node = node[key] as Record<string, unknown>;
  }
  return node;
}

export function withField(draft: RequestDraft, field: Field, value: unknown): RequestDraft {
  const copy = cloneDraft(draft);
  parentOf(copy, field, true)![field.path[field.path.length - 1]] = value;
  return copy;
}

export function withoutField(draft: RequestDraft, field: Field): RequestDraft {
  const copy = cloneDraft(draft);
  const parent = parentOf(copy, field, false);
  if (parent) delete parent[field.path[field.path.length - 1]];
  return copy;
}

/** A short JSON text of a value for labels; long strings keep their length. */
export function show(value: unknown, max = 40): string {
  if (typeof value === 'string' && JSON.stringify(value).length > max) return `${JSON.stringify(value.slice(0, max - 10))}… (${value.length} characters)`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
