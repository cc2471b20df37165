/**
 * Repeating records in a parsed page and their fields. A record group is a set of same-shape
 * siblings (same tag and classes, or same tag when classes vary); a field is a descendant
 * reached by the same steps in at least half the records and carrying a value (text, an
 * image's src, a link's href).
 *
 * Groups rank by sqrt(records) x min(fields, 8)^2: fields weigh more than records (8 cards
 * of 4 fields beat a tag cloud of 50 links), capped so a few big sections read by position
 * do not beat the list items; groups in navigation chrome count a quarter, groups of lists
 * or tables a twentieth (their items or rows are the records).
 */
import { isTag as isElement, type AnyNode, type Element, type ParentNode } from 'domhandler';
import { collapse, normaliseForMatch, PageText } from './page-text.js';
import { isPlainIdentifier, isPlainTag, type Step } from './selectors.js';

export { isElement };

/** Where a field's value comes from: the element's text or one of its attributes. */
export type FieldSource = 'text' | 'href' | 'src' | 'alt' | 'title' | 'datetime';

export interface FieldPath {
  /** Empty for the record itself. */
  steps: Step[];
  source: FieldSource;
  key: string;
}

export interface FieldInfo extends FieldPath {
  records: number;
  /** The field in the first record that has it. */
  example: Element;
  exampleRecord: Element;
  firstValue: string;
  varies: boolean;
}

export interface RecordGroup {
  parent: Element;
  members: Element[];
  memberSet: ReadonlySet<Element>;
  memberStep: Step;
  fields: FieldInfo[];
  score: number;
}

/** Subtrees that hold no page content to extract, or whose tree differs between parsers. */
const SKIPPED = new Set([
  'head', 'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed',
  'canvas', 'select', 'option', 'optgroup', 'datalist', 'textarea', 'br', 'hr', 'wbr',
]);
const CHROME = new Set(['nav', 'header', 'footer', 'aside']);
const CHROME_NAME = /(?:^|[-_])(?:nav|navbar|navigation|menu|footer|header|sidebar|breadcrumbs?)(?:$|[-_])/i;
const LIST_CONTAINERS = new Set(['ul', 'ol', 'dl', 'menu', 'table', 'thead', 'tbody', 'tfoot']);
const MAX_SCORED_FIELDS = 8;
/** Usually part of their parent's sentence rather than a field. */
const INLINE = new Set(['b', 'i', 'em', 'strong', 'small', 'span', 'sup', 'sub', 'u', 'mark', 'abbr', 'code', 'q', 's']);

export const MAX_FIELD_DEPTH = 6;
const MAX_FIELDS_PER_RECORD = 200;

export function elementChildren(element: Element): Element[] {
  return element.children.filter(isElement);
}

export function parentElement(element: Element): Element | null {
  const parent = element.parent;
  return parent !== null && isElement(parent) ? parent : null;
}

export function isSkipped(element: Element): boolean {
  return SKIPPED.has(element.name) || !isPlainTag(element.name);
}

type Memo<K, V> = { get(key: K): V | undefined; set(key: K, value: V): unknown };

/** `map`'s value for `key`, made on first use: the suggester asks the same of a page many times. */
export function memo<K, V>(map: Memo<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

const classCache = new WeakMap<Element, string[]>();

/** The element's classes that selectors can carry, sorted, without repeats. */
export function usableClasses(element: Element): string[] {
  return memo(classCache, element, () => {
    const raw = element.attribs.class ?? '';
    return [...new Set(raw.split(/[\t\n\f\r ]+/).filter((name) => name !== '' && isPlainIdentifier(name)))].sort();
  });
}

const shapeOf = (element: Element): string => usableClasses(element).join(' ');

/** An element's text, walked: for elements PageText did not index (inside skipped subtrees). */
export function textOf(node: AnyNode): string {
  let text = '';
  const walk = (current: AnyNode): void => {
    if (current.type === 'text') text += current.data;
    else if (isElement(current) && !isSkipped(current)) current.children.forEach(walk);
  };
  walk(node);
  return collapse(text);
}

/**
 * What the suggester asks of one page many times, each answered once: uncached, the answers
 * cost page size x depth or list length squared.
 */
export class PageIndex {
  private texts: PageText | undefined;
  private readonly chrome = new WeakMap<Element, boolean>();
  private readonly ownWords = new WeakMap<Element, boolean>();
  private readonly attributes = new WeakMap<Element, Map<string, string>>();
  private readonly groups = new WeakMap<Element[], Map<string, Element[][]>>();

  constructor(private readonly document: ParentNode) {}

  get text(): PageText {
    this.texts ??= new PageText(this.document, { isElement, isSkipped });
    return this.texts;
  }

  textOf(element: Element): string {
    return this.text.textOf(element) ?? textOf(element);
  }

  valueOf(element: Element, source: FieldSource): string {
    return source === 'text' ? this.textOf(element) : (element.attribs[source] ?? '').trim();
  }

  /** An attribute's value as sample values are compared with it. */
  normalisedAttribute(element: Element, name: string): string {
    const values = memo(this.attributes, element, () => new Map<string, string>());
    return memo(values, name, () => normaliseForMatch(element.attribs[name] ?? ''));
  }

  hasOwnWords(element: Element): boolean {
    return memo(this.ownWords, element, () => element.children.some((c) => c.type === 'text' && /\S/.test(c.data)));
  }

  /** Whether the element or an ancestor is page chrome. */
  insideChrome(element: Element): boolean {
    return memo(this.chrome, element, () => {
      if (CHROME.has(element.name) || element.attribs.role === 'navigation') return true;
      if (CHROME_NAME.test(element.attribs.id ?? '') || usableClasses(element).some((name) => CHROME_NAME.test(name))) return true;
      const parent = parentElement(element);
      return parent !== null && this.insideChrome(parent);
    });
  }

  /** The candidate groups (groupsAmong) holding `element`, cached per list of same-tag siblings and class list. */
  groupsAround(element: Element): Element[][] {
    const sameTag = this.sameTag(element);
    const mine = shapeOf(element);
    const byShape = memo(this.groups, sameTag, () => new Map<string, Element[][]>());
    // Same-tag siblings are all skipped or none.
    return memo(byShape, mine, () =>
      isSkipped(element) ? [] : groupsAmong(sameTag).filter((group) => group === sameTag || shapeOf(group[0]) === mine),
    );
  }

  private readonly cache = new WeakMap<AnyNode, Map<string, Element[]>>();
  private readonly steps = new WeakMap<Element, Step>();
  private readonly positions = new WeakMap<Element, number>();
  // Per list of same-tag siblings, how many have each class list: "how many have at least my
  // classes" then costs the number of distinct lists.
  private readonly shapes = new WeakMap<Element[], Map<string, { classes: string[]; count: number }>>();

  sameTag(element: Element): Element[] {
    const parent = element.parent;
    if (parent === null) return [element];
    const byTag = memo(this.cache, parent, () => {
      const lists = groupBy(parent.children.filter(isElement), (child) => child.name);
      for (const list of lists) list.forEach((child, position) => this.positions.set(child, position));
      return new Map(lists.map((list) => [list[0].name, list]));
    });
    return byTag.get(element.name) ?? [element];
  }

  /** Tag and classes, and the position among same-tag siblings when another has them too. */
  stepFor(element: Element): Step {
    return memo(this.steps, element, () => this.newStep(element));
  }

  private newStep(element: Element): Step {
    const classes = usableClasses(element);
    const sameTag = this.sameTag(element);
    const step: Step = { tag: element.name, classes };
    if (sameTag.length > 1) {
      let alike = 0;
      for (const shape of this.shapesOf(sameTag).values()) {
        if (classes.every((name) => shape.classes.includes(name))) alike += shape.count;
      }
      if (alike > 1) step.nth = (this.positions.get(element) ?? sameTag.indexOf(element)) + 1;
    }
    return step;
  }

  private shapesOf(sameTag: Element[]): Map<string, { classes: string[]; count: number }> {
    return memo(this.shapes, sameTag, () => {
      const shapes = new Map<string, { classes: string[]; count: number }>();
      for (const sibling of sameTag) {
        const classes = usableClasses(sibling);
        memo(shapes, classes.join(' '), () => ({ classes, count: 0 })).count++;
      }
      return shapes;
    });
  }
}

export function fieldKey(steps: Step[], source: FieldSource): string {
  const step = (s: Step) => `${s.tag}${s.classes.map((c) => `.${c}`).join('')}${s.nth ? `:${s.nth}` : ''}`;
  return `${steps.map(step).join('>')}|${source}`;
}

/** The value-carrying elements of one record, with their paths from the record. */
export function fieldsOfRecord(record: Element, page: PageIndex): Array<FieldPath & { element: Element }> {
  const found: Array<FieldPath & { element: Element }> = [];
  const visit = (element: Element, steps: Step[], depth: number): void => {
    if (found.length >= MAX_FIELDS_PER_RECORD) return;
    for (const source of sourcesOf(element, page)) {
      found.push({ steps, source, key: fieldKey(steps, source), element });
    }
    if (depth >= MAX_FIELD_DEPTH) return;
    for (const child of elementChildren(element)) {
      if (isSkipped(child)) continue;
      visit(child, [...steps, page.stepFor(child)], depth + 1);
    }
  };
  visit(record, [], 0);
  return found;
}

function sourcesOf(element: Element, page: PageIndex): FieldSource[] {
  if (element.name === 'img') return element.attribs.src?.trim() ? ['src'] : [];
  const own = page.hasOwnWords(element);
  if (element.name === 'a') {
    // A link gives its address, and its words when it has its own (a headline).
    const href: FieldSource[] = element.attribs.href?.trim() ? ['href'] : [];
    return own ? ['text', ...href] : href;
  }
  if (!own) return [];
  // <p>By <b>Ann</b></p>: the <b> is part of the sentence, not a field of its own.
  const parent = parentElement(element);
  if (INLINE.has(element.name) && usableClasses(element).length === 0 && parent !== null && page.hasOwnWords(parent)) {
    return [];
  }
  return ['text'];
}

/** Fields shared by at least half the members (and by two at least). */
export function sharedFields(members: Element[], page: PageIndex): FieldInfo[] {
  const byKey = new Map<string, FieldInfo & { order: number }>();
  members.forEach((member) => {
    // A record's fields have distinct keys: a step tells its element from every sibling.
    fieldsOfRecord(member, page).forEach((field, order) => {
      const info = byKey.get(field.key);
      if (info === undefined) {
        const { element, ...path } = field;
        const firstValue = page.valueOf(element, field.source);
        byKey.set(field.key, { ...path, records: 1, example: element, exampleRecord: member, firstValue, varies: false, order });
      } else {
        info.records++;
        if (!info.varies) info.varies = page.valueOf(field.element, field.source) !== info.firstValue;
      }
    });
  });
  const needed = Math.max(2, Math.ceil(members.length / 2));
  return [...byKey.values()]
    .filter((info) => info.records >= needed)
    // A value that is the same in every record (a "Read more" label) is not a field.
    .filter((info) => members.length < 3 || info.varies)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...info }) => info);
}

function scoreGroup(members: Element[], fields: number, page: PageIndex): number {
  if (fields === 0) return 0;
  const scored = Math.min(fields, MAX_SCORED_FIELDS);
  const chrome = page.insideChrome(parentElement(members[0]) as Element) ? 0.25 : 1;
  const lists = LIST_CONTAINERS.has(members[0].name) ? 0.05 : 1;
  return Math.sqrt(members.length) * scored * scored * chrome * lists;
}

function commonClasses(members: Element[]): string[] {
  const [first, ...rest] = members.map(usableClasses);
  return first.filter((name) => rest.every((classes) => classes.includes(name)));
}

export function makeGroup(members: Element[], page: PageIndex): RecordGroup {
  const parent = parentElement(members[0]) as Element;
  const fields = sharedFields(members, page);
  return {
    parent,
    members,
    memberSet: new Set(members),
    memberStep: { tag: members[0].name, classes: commonClasses(members) },
    fields,
    score: scoreGroup(members, fields.length, page),
  };
}

function groupBy(elements: Element[], key: (element: Element) => string): Element[][] {
  const groups = new Map<string, Element[]>();
  for (const element of elements) memo(groups, key(element), () => []).push(element);
  return [...groups.values()];
}

/**
 * The candidate record groups among same-tag siblings, in page order: each shape (class list)
 * of two or more, and all of them when shapes vary.
 */
function groupsAmong(sameTag: Element[]): Element[][] {
  if (sameTag.length < 2) return [];
  const shapes = groupBy(sameTag, shapeOf);
  const groups = shapes.filter((members) => members.length >= 2);
  if (shapes.length > 1) groups.push(sameTag);
  return groups;
}

/** The members of every candidate record group under `root`, in page order. */
export function candidateMemberLists(root: Element): Element[][] {
  const lists: Element[][] = [];
  const visit = (element: Element): void => {
    const children = elementChildren(element).filter((child) => !isSkipped(child));
    for (const sameTag of groupBy(children, (child) => child.name)) lists.push(...groupsAmong(sameTag));
    children.forEach(visit);
  };
  visit(root);
  return lists;
}

/**
 * The best-ranked record group: highest score, then more records, then earlier; null when no
 * group has a field. Finding fields walks every record, so groups are tried by the most they
 * could score and the search stops at the first that cannot beat the best: the same winner.
 */
export function bestGroup(root: Element, page: PageIndex): RecordGroup | null {
  const candidates = candidateMemberLists(root)
    // The highest score a group of these members can reach, however many fields it has.
    .map((members, index) => ({ members, index, bound: scoreGroup(members, MAX_SCORED_FIELDS, page) }))
    .sort((a, b) => b.bound - a.bound || a.index - b.index);
  let best: { group: RecordGroup; index: number } | null = null;
  for (const { members, index, bound } of candidates) {
    if (best !== null && bound < best.group.score) break;
    const group = makeGroup(members, page);
    if (group.score <= 0) continue;
    const b = best?.group;
    if (
      b === undefined ||
      group.score > b.score ||
      (group.score === b.score && (group.members.length > b.members.length || (group.members.length === b.members.length && index < best!.index)))
    ) {
      best = { group, index };
    }
  }
  return best?.group ?? null;
}
