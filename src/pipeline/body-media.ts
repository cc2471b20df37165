/**
 * Request bodies beyond JSON, per media type: which declared type a Content-Type takes, and its
 * bytes as the value its schema validates. Multipart is parsed by the platform's
 * `Response#formData()` (no dependency; the body is already read whole and bounded); binary
 * bodies are taken as sent, not schema-checked.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { ApiError } from '../errors.js';
import { isJsonMediaType } from './media-type.js';
import { readFormValue, shapeOf } from './parameter-styles.js';
import { resolveRef, type OpenApiDocument } from './spec-model.js';
import type { ValidationProblem } from './schema-compiler.js';
import { decodeUtf8, findInvalidText } from './text-checks.js';

export type BodyKind = 'json' | 'form' | 'multipart' | 'text' | 'binary';

export type FormField = ReturnType<typeof formFieldsOf>[number];

export function bodyKindOf(mediaType: string): BodyKind {
  if (isJsonMediaType(mediaType)) return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  if (mediaType === 'multipart/form-data') return 'multipart';
  return mediaType.startsWith('text/') ? 'text' : 'binary';
}

/** The media type as compared: lower case, no parameters. */
export const bareMediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

/** Whether a declared media type (`image/*`, `*\/*` included) takes this one. */
export function mediaTypeMatches(declared: string, sent: string): boolean {
  return declared === sent || declared === '*/*' || (declared.endsWith('/*') && sent.startsWith(declared.slice(0, -1)));
}

/** The declared media type a body takes: its own, any JSON type for JSON, else a range; undefined: 415. */
export function chooseMedia<T extends { type: string; kind: BodyKind }>(media: T[], contentType: string | undefined): T | undefined {
  const sent = bareMediaType(contentType);
  if (sent === '') return undefined;
  return (
    media.find((entry) => entry.type === sent) ??
    (isJsonMediaType(sent) ? media.find((entry) => entry.kind === 'json') : undefined) ??
    media.find((entry) => mediaTypeMatches(entry.type, sent))
  );
}

/** How each field of a form or multipart body travels, from its schema and the media type's `encoding`. */
export function formFieldsOf(document: OpenApiDocument, media: OpenAPIV3.MediaTypeObject) {
  const schema = media.schema ? resolveRef<OpenAPIV3.SchemaObject>(document, media.schema) : {};
  const properties = schema.properties ?? {};
  const encoding = media.encoding ?? {};
  return [...new Set([...Object.keys(properties), ...Object.keys(encoding)])].map((name) => {
    const declared = encoding[name];
    const { shape, properties: keys } = shapeOf(document, properties[name]);
    const style = declared?.style ?? 'form';
    // Multipart: the media types a file part may have (its encoding's `contentType`); null: any.
    const contentTypes = declared?.contentType ? declared.contentType.split(',').map((type) => type.trim().toLowerCase()) : null;
    const itemShape = shape === 'array' ? shapeOf(document, (resolveRef<OpenAPIV3.ArraySchemaObject>(document, properties[name] as OpenAPIV3.ArraySchemaObject)).items).shape : shape;
    return {
      name,
      shape,
      style,
      explode: declared?.explode ?? style === 'form',
      properties: keys,
      // False only where the encoding says so: elsewhere reserved characters are taken as sent (curl sends `/` and `:`).
      allowReserved: declared?.allowReserved !== false,
      // Multipart: the part is JSON (an object's default, or its encoding's `contentType`).
      json: contentTypes ? contentTypes.some((type) => isJsonMediaType(type)) : itemShape === 'object',
      contentTypes,
    };
  });
}

export const bodyProblem = (path: string, message: string): ValidationProblem => ({ location: 'body', path, message });
/** 400 VALIDATION_FAILED listing what is wrong with a request body. */
export const refusedBody = (problems: ValidationProblem[]) => new ApiError('VALIDATION_FAILED', undefined, { details: problems });

/** RFC 3986 section 2.2's reserved characters, which `allowReserved: false` wants percent-encoded; `+` is how this media type writes a space. */
const RESERVED = /[:/?#[\]@!$&'()*,;=]/;

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Values by name, in the order sent: one value as itself, a repeated name as the list of its values. */
class Fields {
  private readonly byName = new Map<string, unknown[]>();
  add(name: string, value: unknown): void {
    const list = this.byName.get(name);
    if (list) list.push(value);
    else this.byName.set(name, [value]);
  }
  values(): Record<string, unknown> {
    const values: Record<string, unknown> = Object.create(null);
    for (const [name, list] of this.byName) values[name] = list.length === 1 ? list[0] : list;
    return values;
  }
}

/** A form body's fields, each read by its style; 400 for what cannot be read or more than `fieldLimit` fields. */
export function readUrlEncoded(raw: Buffer, fields: FormField[], fieldLimit: number): Record<string, unknown> {
  let separators = 0;
  for (let at = raw.indexOf(0x26); at !== -1 && separators < fieldLimit; at = raw.indexOf(0x26, at + 1)) separators++;
  if (separators >= fieldLimit) throw refusedBody([bodyProblem('(root)', `holds more than ${fieldLimit} fields; no valid request holds that many`)]);
  const read = new Fields();
  const sent: Record<string, string> = Object.create(null);
  const problems: ValidationProblem[] = [];
  const text = decodeUtf8(raw);
  if (text === null) throw refusedBody([bodyProblem('(root)', 'is not valid UTF-8')]);
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decodeComponent(at === -1 ? pair : pair.slice(0, at));
    const value = decodeComponent(at === -1 ? '' : pair.slice(at + 1));
    if (name === null || value === null) {
      problems.push(bodyProblem(name ?? '(root)', 'is not percent-encoded UTF-8'));
      continue;
    }
    read.add(name, value);
    sent[name] = at === -1 ? '' : pair.slice(at + 1);
  }
  for (const field of fields) {
    // The commas of a list or object that is not exploded are its separators, not its text.
    const text = field.shape !== 'scalar' && !field.explode && field.style === 'form' ? sent[field.name]?.replace(/,/g, '') : sent[field.name];
    if (!field.allowReserved && text !== undefined && RESERVED.test(text)) {
      problems.push(bodyProblem(field.name, 'holds reserved characters that are not percent-encoded (its encoding does not allow them)'));
    }
  }
  if (problems.length > 0) throw refusedBody(problems);
  const values = read.values();
  const taken = new Set(fields.map((field) => field.name));
  for (const field of fields) readFormValue(values, field, taken);
  return checkedText(values);
}

/** A multipart/form-data body's parts by name; throws 400 for a body that is not one. */
export async function readMultipart(raw: Buffer, contentType: string, fields: FormField[]): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(raw as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw refusedBody([bodyProblem('(root)', 'is not a multipart/form-data body with the boundary its Content-Type names')]);
  }
  const byName = new Map(fields.map((field) => [field.name, field]));
  const read = new Fields();
  const problems: ValidationProblem[] = [];
  for (const [name, part] of form) {
    const field = byName.get(name);
    if (typeof part !== 'string') {
      const type = bareMediaType(part.type) || 'application/octet-stream';
      if (field?.contentTypes && !field.contentTypes.some((declared) => mediaTypeMatches(declared, type))) {
        problems.push(bodyProblem(name, `was sent as ${type}; its encoding takes ${field.contentTypes.join(', ')}`));
      } else {
        // A file's bytes, one latin1 character a byte (its length is its size); text and JSON files as UTF-8.
        const text = Buffer.from(await part.arrayBuffer()).toString(type.startsWith('text/') || isJsonMediaType(type) ? 'utf8' : 'latin1');
        read.add(name, field?.json ? parsedPart(name, text, problems) : text);
      }
      continue;
    }
    const invalid = findInvalidText(part);
    if (invalid !== null) problems.push(bodyProblem(name, invalid.message));
    else read.add(name, field?.json ? parsedPart(name, part, problems) : part);
  }
  if (problems.length > 0) throw refusedBody(problems);
  return read.values();
}

/** A JSON part, its text held to what a store can hold as a JSON body's is. */
function parsedPart(name: string, text: string, problems: ValidationProblem[]): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    problems.push(bodyProblem(name, 'is not valid JSON'));
    return undefined;
  }
  const invalid = findInvalidText(value);
  if (invalid !== null) problems.push(bodyProblem(invalid.path === '(root)' ? name : `${name}.${invalid.path}`, invalid.message));
  return value;
}

/** A text body in the charset its Content-Type names: 415 for a charset unknown here, 400 for bytes not in it. */
export function readText(raw: Buffer, contentType: string): string {
  const charset = /;\s*charset="?([^";\s]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset, { fatal: true });
  } catch {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `The request body's charset ${charset} is not supported.`);
  }
  let text: string;
  try {
    text = decoder.decode(raw);
  } catch {
    throw refusedBody([bodyProblem('(root)', `is not valid ${charset} text`)]);
  }
  return checkedText(text);
}

/** Text no store can hold (NUL, lone surrogates) is refused in any body (src/pipeline/text-checks.ts). */
export function checkedText<T>(value: T): T {
  const invalid = findInvalidText(value);
  if (invalid !== null) throw refusedBody([bodyProblem(invalid.path, invalid.message)]);
  return value;
}
