/**
 * A body as XML, shaped by the schema's `xml` objects (OpenAPI's XML Object), built by
 * fast-xml-parser's XMLBuilder as Prism does; the root is `<xml>` without a schema name, as Prism's.
 * A string is taken to be XML already.
 */
import type { XMLBuilder } from 'fast-xml-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { onFirstUse } from '../lazy-require.js';
import { resolveRef, type OpenApiDocument } from './openapi-document.js';

type Schema = OpenAPIV3.SchemaObject;
type Node = Record<string, unknown>;

const ATTRIBUTE = '@_';
const xmlParser = onFirstUse<{ XMLBuilder: typeof XMLBuilder }>('fast-xml-parser');
let builder: XMLBuilder | undefined;

/** `application/xml`, `text/xml` or any `application/<something>+xml`, parameters and case ignored. */
export function isXmlMediaType(contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/xml' || type === 'text/xml' || (type.startsWith('application/') && type.endsWith('+xml'));
}

export function xmlText(value: unknown, schema: unknown, document?: OpenApiDocument): string {
  if (typeof value === 'string') return value;
  builder ??= new (xmlParser().XMLBuilder)({ ignoreAttributes: false, attributeNamePrefix: ATTRIBUTE });
  const resolve = (candidate: unknown): Schema | undefined =>
    candidate && typeof candidate === 'object' ? (document ? resolveRef<Schema>(document, candidate as Schema) : (candidate as Schema)) : undefined;
  const root = resolve(schema);
  const name = qualified(root?.xml, root?.xml?.name ?? 'xml');
  const items = resolve((root as OpenAPIV3.ArraySchemaObject | undefined)?.items);
  const content = Array.isArray(value)
    ? withNamespace({ [itemName(items, 'item')]: value.map((item) => withNamespace(contentOf(item, items, resolve), items)) }, root)
    : withNamespace(contentOf(value, root, resolve), root);
  return builder.build({ [name]: content }) as string;
}

/** An element's content: an object's properties as attributes and child elements, anything else as text. */
function contentOf(value: unknown, schema: Schema | undefined, resolve: (candidate: unknown) => Schema | undefined): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value ?? '';
  const properties = propertiesOf(schema, resolve);
  const node: Node = {};
  for (const [key, child] of Object.entries(value)) {
    const property = resolve(properties[key]);
    const xml = property?.xml;
    if (xml?.attribute && (child === null || typeof child !== 'object')) {
      node[ATTRIBUTE + qualified(xml, xml.name ?? key)] = child ?? '';
    } else if (Array.isArray(child)) {
      const items = resolve((property as OpenAPIV3.ArraySchemaObject | undefined)?.items);
      const elements = child.map((item) => withNamespace(contentOf(item, items, resolve), items));
      const name = itemName(items, key);
      if (xml?.wrapped) node[qualified(xml, xml.name ?? key)] = withNamespace({ [name]: elements }, property);
      else node[name] = elements;
    } else {
      node[qualified(xml, xml?.name ?? key)] = withNamespace(contentOf(child, property, resolve), property);
    }
  }
  return node;
}

/** The properties an object schema names, its `allOf` parts' included. */
function propertiesOf(schema: Schema | undefined, resolve: (candidate: unknown) => Schema | undefined): Record<string, unknown> {
  if (!schema) return {};
  const parts = (schema.allOf ?? []).map((part) => propertiesOf(resolve(part), resolve));
  return Object.assign({}, ...parts, schema.properties);
}

function itemName(items: Schema | undefined, fallback: string): string {
  return qualified(items?.xml, items?.xml?.name ?? fallback);
}

function qualified(xml: OpenAPIV3.XMLObject | undefined, name: string): string {
  return xml?.prefix ? `${xml.prefix}:${name}` : name;
}

/** The element's own namespace declaration (`xmlns` or `xmlns:<prefix>`), when its schema names one. */
function withNamespace(content: unknown, schema: Schema | undefined): unknown {
  const namespace = schema?.xml?.namespace;
  if (!namespace) return content;
  const declaration = schema.xml!.prefix ? `${ATTRIBUTE}xmlns:${schema.xml!.prefix}` : `${ATTRIBUTE}xmlns`;
  return content !== null && typeof content === 'object' ? { [declaration]: namespace, ...content } : { [declaration]: namespace, '#text': content };
}
