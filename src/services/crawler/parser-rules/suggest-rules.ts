/**
 * Parser-rule suggestion: CSS and XPath rules extracting a page's repeating records field by
 * field, located from sampleValues (by text, else by an attribute) or, without them, from the
 * best-ranked group of similar siblings (records.ts). Both selectors of every rule are run on
 * the page (XPath with xpath-evaluator.ts, which says why not a general engine) and a rule
 * whose two node sets differ is dropped with a warning.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { components } from '../../../../generated/crawler.js';
import type { AnyNode, Element } from 'domhandler';
import { checkList, invalid } from '../request-problems.js';
import {
  bestGroup,
  elementChildren,
  isElement,
  isSkipped,
  makeGroup,
  memo,
  parentElement,
  PageIndex,
  usableClasses,
  fieldKey,
  type FieldInfo,
  type FieldSource,
  type RecordGroup,
} from './records.js';
import { normaliseForMatch } from './page-text.js';
import { childPath, isPlainIdentifier, stepToCss, toCss, toXPath, type SelectorPath, type Step } from './selectors.js';
import { MAX_NESTING_DEPTH, nestsDeeperThan } from './nesting.js';
import { evaluateXPath, type XPathCache } from './xpath-evaluator.js';

import { MAX_RULES, MAX_SAMPLE_CHARS, MAX_SAMPLE_VALUES, MAX_SAMPLE_VALUE_CHARS, MAX_SELECTOR_CHARS, RULE_SAMPLE_LIMIT, MAX_HTML_BYTES } from './limits.js';

const MAX_OCCURRENCES_PER_SAMPLE = 50;

export type SuggestParserRulesInput = components['schemas']['ParserRuleHtmlRequest'];
export type SuggestedRule = components['schemas']['SuggestedRule'];
type Answer = components['schemas']['ParserRuleSuggestion'];
export type RecordSelector = NonNullable<Answer['recordSelector']>;
/** The answer's rules and record selector (absent, not null, when there is none), and the warnings. */
export type ParserRuleSuggestion = Pick<Answer, 'rules'> & { recordSelector?: RecordSelector; warnings?: string[] };

interface Context {
  $: CheerioAPI;
  page: PageIndex;
  warnings: string[];
  css: Map<string, Element[]>;
  xpath: XPathCache;
  headerRows: Map<AnyNode, Element | null>;
}

type PlannedField = Pick<FieldInfo, 'steps' | 'source' | 'example'> & {
  exampleRecord: Element | null;
  /** Set when there is no group: the path of the field's own element. */
  path?: SelectorPath;
};

interface Plan {
  group: RecordGroup | null;
  fields: PlannedField[];
}

function validate(input: SuggestParserRulesInput): string[] | undefined {
  const { html, sampleValues } = input;
  if (typeof html !== 'string') throw invalid('html', 'html must be a string');
  const bytes = Buffer.byteLength(html, 'utf8');
  if (bytes > MAX_HTML_BYTES) {
    throw invalid('html', `html is ${bytes} bytes; the limit is ${MAX_HTML_BYTES} bytes (5 MiB)`);
  }
  if (sampleValues === undefined) return undefined;
  checkList('sampleValues', sampleValues, MAX_SAMPLE_VALUES);
  sampleValues.forEach((value, i) => {
    if (typeof value !== 'string' || value.trim() === '') {
      throw invalid(`sampleValues[${i}]`, 'each sample value must be a string with a non-space character');
    }
    if ([...value].length > MAX_SAMPLE_VALUE_CHARS) {
      throw invalid(`sampleValues[${i}]`, `sample value is longer than ${MAX_SAMPLE_VALUE_CHARS} characters`);
    }
  });
  return sampleValues.length > 0 ? sampleValues : undefined;
}

export function suggestParserRules(input: SuggestParserRulesInput): ParserRuleSuggestion {
  const sampleValues = validate(input);
  if (input.html.trim() === '') return { rules: [], warnings: ['html is empty: there is nothing to suggest rules for'] };

  if (nestsDeeperThan(input.html)) {
    return {
      rules: [],
      warnings: [`the page nests elements more than ${MAX_NESTING_DEPTH} levels deep, deeper than browsers build pages; it was not analysed`],
    };
  }

  const $ = load(input.html);
  const ctx: Context = { $, page: new PageIndex($.root()[0]), warnings: [], css: new Map(), xpath: new Map(), headerRows: new Map() };
  // parse5 always builds an <html> element; a frameset page has no <body>.
  const root = ($('body').get(0) ?? $.root().children().get(0)) as Element;
  try {
    let plan: Plan | null = null;
    if (sampleValues !== undefined) {
      plan = planFromSamples(ctx, root, sampleValues);
      if (plan === null) {
        ctx.warnings.push('none of the sample values was found on the page; rules were suggested from the page structure');
      }
    }
    if (plan === null) {
      const group = bestGroup(root, ctx.page);
      if (group === null) {
        ctx.warnings.push('no repeating structure (two or more similar sibling elements with text) was found on the page');
        return finish(ctx, []);
      }
      plan = { group, fields: group.fields };
    }
    return render(ctx, plan);
  } catch (error) {
    // The walks recurse; a page nested tens of thousands of levels deep exhausts the stack.
    if (!(error instanceof RangeError)) throw error;
    return { rules: [], warnings: ['the page is nested too deeply to analyse'] };
  }
}

// Above the 22 that 20 missing samples can give; each dropped rule adds one, and a page can make thousands.
const MAX_WARNINGS = 30;

function finish(ctx: Context, rules: SuggestedRule[], recordSelector?: RecordSelector): ParserRuleSuggestion {
  const { warnings } = ctx;
  const listed = warnings.length > MAX_WARNINGS ? [...warnings.slice(0, MAX_WARNINGS), `${warnings.length - MAX_WARNINGS} more warnings were left out`] : warnings;
  return {
    rules,
    ...(recordSelector ? { recordSelector } : {}),
    ...(listed.length > 0 ? { warnings: listed } : {}),
  };
}

interface Occurrence {
  element: Element;
  source: FieldSource;
}

const ATTRIBUTE_SOURCES: FieldSource[] = ['href', 'src', 'alt', 'title', 'datetime'];

/** Elements holding `sample`: innermost by text, else by a link/image/time attribute. */
function findOccurrences(ctx: Context, root: Element, sample: string): Occurrence[] {
  const needle = normaliseForMatch(sample);
  const text = ctx.page.text;

  // Most values sit in one text node: its parent is the innermost element holding them.
  const inTextNodes = text.textNodeParents(root, needle, MAX_OCCURRENCES_PER_SAMPLE);
  if (inTextNodes.length > 0) return inTextNodes.map((element) => ({ element, source: 'text' }));

  // A value split over inline elements ("$<b>12</b>.00"): the innermost element whose
  // whole text holds it. The walk goes down only into elements that hold it.
  const found: Occurrence[] = [];
  const add = (element: Element, source: FieldSource): void => {
    if (found.length < MAX_OCCURRENCES_PER_SAMPLE) found.push({ element, source });
  };
  const holds = text.holderTest(needle);
  const walkElements = (element: Element): boolean => {
    if (!holds(element)) return false;
    let inChild = false;
    for (const child of elementChildren(element)) if (!isSkipped(child) && walkElements(child)) inChild = true;
    if (!inChild) add(element, 'text');
    return true;
  };
  walkElements(root);
  if (found.length > 0) return found;

  const walkAttributes = (element: Element): void => {
    for (const name of ATTRIBUTE_SOURCES) {
      if (element.attribs[name] !== undefined && ctx.page.normalisedAttribute(element, name).includes(needle)) add(element, name);
    }
    for (const child of elementChildren(element)) if (!isSkipped(child)) walkAttributes(child);
  };
  walkAttributes(root);
  return found;
}

function planFromSamples(ctx: Context, root: Element, samples: string[]): Plan | null {
  const occurrences = samples.map((sample, i) => {
    const found = findOccurrences(ctx, root, sample);
    if (found.length === 0) ctx.warnings.push(`sampleValues[${i}] '${sample}' was not found on the page`);
    return found;
  });
  if (occurrences.every((found) => found.length === 0)) return null;

  // The group around any occurrence holding the most sample values wins, then the best-ranked.
  const candidates = new Map<Element, Map<number, { members: Element[]; covered: Set<number> }>>();
  occurrences.forEach((found, sampleIndex) => {
    for (const { element } of found) {
      for (let current: Element | null = element; current !== null && current !== root; current = parentElement(current)) {
        for (const members of ctx.page.groupsAround(current)) {
          // Keyed by first member and size: an element's same-shape and same-tag groups differ in size if at all.
          const bySize = memo(candidates, members[0], () => new Map());
          memo(bySize, members.length, () => ({ members, covered: new Set<number>() })).covered.add(sampleIndex);
        }
      }
    }
  });

  if (candidates.size === 0) {
    ctx.warnings.push('no repeating structure was found around the sample values; each rule selects the one element found');
    const fields: PlannedField[] = [];
    for (const found of occurrences) {
      if (found.length === 0) continue;
      const { element, source } = found[0];
      fields.push({ steps: [], source, example: element, exampleRecord: null, path: uniquePath(ctx, element) });
    }
    return { group: null, fields };
  }

  let best: { group: RecordGroup; covered: number } | null = null;
  for (const { members, covered } of [...candidates.values()].flatMap((bySize) => [...bySize.values()])) {
    const group = makeGroup(members, ctx.page);
    if (
      best === null ||
      covered.size > best.covered ||
      (covered.size === best.covered && group.score > best.group.score)
    ) {
      best = { group, covered: covered.size };
    }
  }
  const group = (best as { group: RecordGroup }).group;

  // One field per distinct path from a record to an occurrence, in sample order.
  const fields: PlannedField[] = [];
  const seen = new Set<string>();
  for (const found of occurrences) {
    for (const { element, source } of found) {
      const record = recordHolding(group, element);
      if (record === null) continue;
      const steps = stepsBetween(ctx, record, element);
      const key = fieldKey(steps, source);
      if (!seen.has(key)) {
        seen.add(key);
        fields.push({ steps, source, example: element, exampleRecord: record });
      }
      break; // the first occurrence inside a record stands for this sample
    }
  }
  return { group, fields };
}

/** The member of `group` that is `element` or holds it. */
function recordHolding(group: RecordGroup, element: Element): Element | null {
  for (let current: Element | null = element; current !== null; current = parentElement(current)) {
    if (parentElement(current) === group.parent) return group.memberSet.has(current) ? current : null;
  }
  return null;
}

function stepsBetween(ctx: Context, record: Element, element: Element): Step[] {
  const steps: Step[] = [];
  for (let current: Element | null = element; current !== null && current !== record; current = parentElement(current)) {
    steps.unshift(ctx.page.stepFor(current));
  }
  return steps;
}

/**
 * The elements `path` selects by CSS, once per page. A path ending in a child step is run as
 * its prefix's elements' children matching the last step (what `prefix > step` means), so that
 * each rule does not walk the whole page.
 */
function selectCss(ctx: Context, path: SelectorPath): Element[] {
  const css = toCss(path);
  const last = path[path.length - 1];
  return memo(ctx.css, css, () =>
    path.length > 1 && last.axis === 'child'
      ? // Children gathered here: cheerio's .children() concatenates arrays per parent, quadratic in their number.
        ctx.$(selectCss(ctx, path.slice(0, -1)).flatMap(elementChildren)).filter(stepToCss(last.step)).toArray().filter(isElement)
      : ctx.$(css).toArray().filter(isElement),
  );
}

/** `element` alone by its id or its classes, if either picks it out on the page. */
function anchorPath(ctx: Context, element: Element): SelectorPath | null {
  const { name: tag, attribs } = element;
  const classes = usableClasses(element);
  const steps: Step[] = [];
  if (attribs.id !== undefined && isPlainIdentifier(attribs.id)) steps.push({ tag, id: attribs.id, classes: [] });
  if (classes.length > 0) steps.push({ tag, classes });
  const paths = steps.map((step): SelectorPath => [{ axis: 'descendant', step }]);
  return paths.find((path) => selectCss(ctx, path).length === 1) ?? null;
}

// Past this many same-tag siblings a position is left out of container paths (the path may select
// a few more): it is fragile, and css-select checks :nth-of-type by walking every candidate's siblings.
const MAX_POSITIONED_SIBLINGS = 64;

function positionedStep(ctx: Context, element: Element): Step {
  const step = ctx.page.stepFor(element);
  if (step.nth === undefined || ctx.page.sameTag(element).length <= MAX_POSITIONED_SIBLINGS) return step;
  return { tag: step.tag, classes: step.classes };
}

/**
 * A path that selects `element` alone: its own id or classes; else a nearby ancestor's
 * (up to three levels) and the steps down from it, which outlast a bare tag such as
 * `tbody`; else its tag if unique; else its parent's path and one step.
 */
function uniquePath(ctx: Context, element: Element): SelectorPath {
  const tag = element.name;
  const byTag: SelectorPath = [{ axis: 'descendant', step: { tag, classes: [] } }];
  if (tag === 'html' || tag === 'body') return byTag;
  const anchored = anchorPath(ctx, element);
  if (anchored !== null) return anchored;
  const steps = [positionedStep(ctx, element)];
  for (let up = parentElement(element), level = 1; up !== null && level <= 3; up = parentElement(up), level++) {
    if (up.name === 'html' || up.name === 'body') break;
    const anchor = anchorPath(ctx, up);
    if (anchor !== null) return childPath(anchor, steps);
    steps.unshift(positionedStep(ctx, up));
  }
  if (selectCss(ctx, byTag).length === 1) return byTag;
  const parent = parentElement(element);
  if (parent === null) return byTag;
  return childPath(uniquePath(ctx, parent), [positionedStep(ctx, element)]);
}

function sameElements(a: Element[], b: Element[]): boolean {
  if (a.length !== b.length) return false;
  const inB = new Set(b);
  return a.every((element) => inB.has(element));
}

type Checked = { ok: true; css: string; xpath: string; elements: Element[] } | { ok: false; css: string; xpath: string; why: string };

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);
const DISAGREE = 'its CSS and XPath select different elements';

function runBoth(ctx: Context, path: SelectorPath): Checked {
  const css = toCss(path);
  const xpath = toXPath(path);
  if (css.length > MAX_SELECTOR_CHARS || xpath.length > MAX_SELECTOR_CHARS) {
    return { ok: false, css: clip(css, 100), xpath: clip(xpath, 100), why: `it is longer than ${MAX_SELECTOR_CHARS} characters` };
  }
  try {
    const elements = selectCss(ctx, path);
    if (!sameElements(elements, evaluateXPath(ctx.$.root()[0], xpath, ctx.xpath))) return { ok: false, css, xpath, why: DISAGREE };
    return { ok: true, css, xpath, elements };
  } catch {
    return { ok: false, css, xpath, why: DISAGREE };
  }
}

function render(ctx: Context, plan: Plan): ParserRuleSuggestion {
  let base: SelectorPath = [];
  let recordSelector: RecordSelector | undefined;
  if (plan.group !== null) {
    const { parent, members, memberStep } = plan.group;
    const container = uniquePath(ctx, parent);
    const short: SelectorPath = [{ axis: 'descendant', step: memberStep }];
    // The member step alone (`div.product-card`) if it has a class and picks exactly the members,
    // else the container's path and the member step; when CSS and XPath disagree (a class split by
    // a form feed is whitespace to CSS, not to normalize-space), the container and the bare tag.
    const shortFits = memberStep.classes.length > 0 && sameElements(selectCss(ctx, short), members);
    const bareTag = childPath(container, [{ tag: memberStep.tag, classes: [] }]);
    for (const path of [shortFits ? short : childPath(container, [memberStep]), bareTag]) {
      const checked = runBoth(ctx, path);
      if (checked.ok) {
        base = path;
        recordSelector = { css: checked.css, xpath: checked.xpath, matchCount: checked.elements.length };
        break;
      }
      ctx.warnings.push(`the record selector '${checked.css}' was dropped: ${checked.why}`);
    }
    if (recordSelector === undefined) return finish(ctx, []);
  }

  const rules: SuggestedRule[] = [];
  const names = new Set<string>();
  plan.fields.forEach((field, i) => {
    if (rules.length >= MAX_RULES) return;
    const path = field.path ?? childPath(base, field.steps);
    const checked = runBoth(ctx, path);
    if (!checked.ok) {
      ctx.warnings.push(`a rule '${checked.css}' was dropped: ${checked.why}`);
      return;
    }
    if (checked.elements.length === 0) return;
    rules.push({
      name: uniqueName(names, nameFor(ctx, plan.group, field, i)),
      css: checked.css,
      xpath: checked.xpath,
      matchCount: checked.elements.length,
      samples: checked.elements.slice(0, RULE_SAMPLE_LIMIT).map((element) => clip(ctx.page.valueOf(element, field.source), MAX_SAMPLE_CHARS)),
    });
  });
  if (plan.fields.length > MAX_RULES) ctx.warnings.push(`only the first ${MAX_RULES} rules are returned`);
  return finish(ctx, rules, recordSelector);
}

// Layout and state classes say nothing about the data.
const UTILITY_CLASS =
  /^(?:[mp][trblxy]?-|text-|font-|bg-|border|rounded|flex|grid|col|row|w-|h-|d-|justify-|items-|align-|gap-|shadow|hidden|visible|block|inline|clearfix|container|wrapper|inner|outer|content|active|selected|odd|even|first|last|js-|is-|has-|sr-only|pull-|float-)/;
const HEADING = /^h[1-6]$/;

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

function classNameOf(step: Step): string | null {
  for (const raw of step.classes) {
    // BEM: product-card__price--sale names the field "price".
    const element = raw.includes('__') ? raw.slice(raw.lastIndexOf('__') + 2) : raw;
    const name = element.split('--')[0];
    if (name === '' || UTILITY_CLASS.test(name)) continue;
    const candidate = slug(name);
    if (candidate !== '') return candidate;
  }
  return null;
}

function headerName(ctx: Context, field: PlannedField): string | null {
  const record = field.exampleRecord;
  if (record === null || record.name !== 'tr' || field.steps.length === 0) return null;
  // The record's child on the way down to the field: its column.
  let cell = field.example;
  while (cell.parent !== record) cell = cell.parent as Element;
  if (cell.name !== 'td' && cell.name !== 'th') return null;
  const column = cellsOf(record).indexOf(cell);
  const table = ctx.$(record).closest('table').get(0);
  if (table === undefined) return null;
  // Once per table, not per column: finding it may look at every row.
  const header = memo(ctx.headerRows, table, () => {
    const rows = ctx.$(table).find('tr').toArray().filter(isElement);
    const head = ctx.$(table).find('thead tr').toArray().filter(isElement)[0];
    return head ?? rows.find((row) => cellsOf(row).length > 0 && cellsOf(row).every((c) => c.name === 'th')) ?? null;
  });
  if (header === null || header === record) return null;
  const headerCell = cellsOf(header)[column];
  if (headerCell === undefined) return null;
  const name = slug(ctx.page.textOf(headerCell));
  return name === '' ? null : name;
}

function cellsOf(row: Element): Element[] {
  return elementChildren(row).filter((c) => c.name === 'td' || c.name === 'th');
}

/**
 * A field's name: its column header; else its own meaningful class; else what its tag or source
 * says; else an ancestor's class up to the record; else a generic name.
 */
function nameFor(ctx: Context, group: RecordGroup | null, field: PlannedField, index: number): string {
  const fromHeader = group !== null ? headerName(ctx, field) : null;
  if (fromHeader !== null) return fromHeader;

  const element = field.example;
  const own = classNameOf({ tag: element.name, classes: usableClasses(element) });
  // A link with words gives two fields, its text and its address: `fn` and `fn-url`.
  const hasText = element.name === 'a' && field.source === 'href' && ctx.page.hasOwnWords(element);
  if (own !== null) return hasText && !/link|url|href/.test(own) ? `${own}-url` : own;

  const tag = element.name;
  if (field.source === 'src') return 'image';
  if (field.source === 'href') return 'link';
  if (field.source !== 'text') return field.source;
  if (tag === 'time') return 'date';
  if (HEADING.test(tag)) return 'title';
  if (tag === 'a') {
    const parent = parentElement(element);
    return parent !== null && HEADING.test(parent.name) ? 'title' : 'link-text';
  }

  for (const step of [...field.steps].reverse().slice(1)) {
    const name = classNameOf(step);
    if (name !== null) return name;
  }

  if (tag === 'td' || tag === 'th') {
    const column = field.steps.at(-1)?.nth;
    return column !== undefined ? `column-${column}` : 'cell';
  }
  if (tag === 'p') return 'text';
  if (tag === 'li') return 'item';
  return `field${index + 1}`;
}

function uniqueName(used: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; used.has(candidate); n++) candidate = `${name}-${n}`;
  used.add(candidate);
  return candidate;
}
