/**
 * A list's record format is its item in the spec (`data.items` of its 200 answer), checked with
 * the compiler response validation uses: a record an import accepts is one the API may answer.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { specPathOf } from '../../config/spec-paths.js';
import { listOperations, readSpec, resolveRef, type OpenApiDocument } from '../../pipeline/openapi-document.js';
import { createSchemaCompiler, describeAjvErrors, type CheckingFunction } from '../../pipeline/schema-compiler.js';
import { resolvePointer } from '../../pipeline/spec-model.js';
import type { FieldProblem } from '../../store/item-rows.js';
import type { ListDeclaration } from '../../store/lists.js';

type Schema = OpenAPIV3.SchemaObject;
type SchemaOrRef = Schema | OpenAPIV3.ReferenceObject;

/** The properties of an object schema, following references and merging `allOf`. */
export function propertiesOf(document: OpenApiDocument, schema: SchemaOrRef | undefined): Record<string, SchemaOrRef> {
  if (!schema) return {};
  const resolved = resolveRef<Schema>(document, schema);
  return Object.assign({}, ...(resolved.allOf ?? []).map((part) => propertiesOf(document, part)), resolved.properties);
}

/** The item schema when the operation's success `data` is a list (`{items: [...], ...}`), else null. */
export function pageItemSchema(document: OpenApiDocument, operation: OpenAPIV3.OperationObject): Schema | null {
  const success = operation.responses?.['200'];
  if (!success) return null;
  const envelope = resolveRef<OpenAPIV3.ResponseObject>(document, success).content?.['application/json']?.schema;
  const data = propertiesOf(document, envelope).data;
  const items = propertiesOf(document, data).items;
  if (!items) return null;
  const list = resolveRef<Schema>(document, items);
  return list.type === 'array' ? resolveRef<Schema>(document, list.items) : null;
}

/** OpenAPI 3.0 `nullable`, directly or through allOf. */
function nullable(document: OpenApiDocument, schema: SchemaOrRef | undefined): boolean {
  if (!schema) return false;
  const resolved = resolveRef<Schema>(document, schema);
  return resolved.nullable === true || (resolved.allOf ?? []).some((part) => nullable(document, part));
}

export interface ItemSchema {
  /** `field`: `issues.critical`, or `(record)` for the whole. */
  check(record: unknown): FieldProblem[];
  /** `a.b` for nested fields. */
  nullable(field: string): boolean;
}

const compilers = new Map<string, ReturnType<typeof createSchemaCompiler>>();
const schemas = new Map<string, ItemSchema>();

/** Compiled once per process. */
export function itemSchemaOf(list: ListDeclaration): ItemSchema {
  const key = `${list.area}:${list.operationId}`;
  const known = schemas.get(key);
  if (known) return known;
  const document = readSpec(specPathOf(list.area));
  const operation = listOperations(document).find((candidate) => candidate.operationId === list.operationId);
  const schema = operation ? pageItemSchema(document, operation.operation) : null;
  if (!schema) throw new Error(`spec/${list.area}.yaml: ${list.operationId} does not answer a list of items (src/store/lists.ts names it for ${list.name})`);
  let compiler = compilers.get(list.area);
  if (!compiler) compilers.set(list.area, (compiler = createSchemaCompiler(document, { coerceTypes: false, name: `${list.area}-records` })));
  const validate: CheckingFunction = compiler.compile(schema);
  const properties = propertiesOf(document, schema);
  const itemSchema: ItemSchema = {
    check(record) {
      if (validate(record)) return [];
      return describeAjvErrors(validate.errors, 'body', record).map((problem) => {
        const error = validate.errors?.find((candidate) => candidate.instancePath.split('/').slice(1).join('.') === problem.path);
        return { field: problem.path, message: problem.message, value: error ? resolvePointer(record, `#${error.instancePath}`) : undefined };
      });
    },
    nullable(field) {
      const [top, member] = field.split('.');
      const property = properties[top];
      if (member === undefined) return nullable(document, property);
      return nullable(document, propertiesOf(document, property)[member]);
    },
  };
  schemas.set(key, itemSchema);
  return itemSchema;
}
