/**
 * An exact XPath 1.0 evaluator for the subset selectors.ts prints, on the same cheerio tree
 * as the CSS selectors. Not a general engine: jsdom's `document.evaluate` and the `xpath`
 * package sort node sets by walking previous siblings, quadratic in a list's width. Grammar:
 *
 *   path      := ('//' | '/') step (('/' | '//') step)*
 *   step      := NAME predicate*
 *   predicate := '[' INTEGER ']' | "[@id='" VALUE "']"
 *              | "[contains(concat(' ', normalize-space(@class), ' '), ' " CLASS " ')]"
 *
 * with XPath 1.0 semantics (predicates apply in order, so `div[2][...]` is "the second div,
 * if it has the class"); anything else is rejected. Tests check it against jsdom's engine.
 */
import type { AnyNode, Element } from 'domhandler';
import { isElement, memo } from './records.js';

type Predicate =
  | { kind: 'position'; position: number }
  | { kind: 'id'; value: string }
  | { kind: 'class'; name: string };

interface ParsedStep {
  descendant: boolean;
  name: string;
  predicates: Predicate[];
  /** Offset just past this step: the text up to it is a path of its own. */
  end: number;
}

/** Node sets of one document's evaluated paths: a page's rules share their costly record path. */
export type XPathCache = Map<string, Set<AnyNode>>;

export class UnsupportedXPathError extends Error {
  constructor(xpath: string, at: number) {
    super(`XPath outside the supported subset at offset ${at}: ${xpath}`);
    this.name = 'UnsupportedXPathError';
  }
}

const SEPARATOR = /^\/\/?/;
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*/;
const POSITION = /^\[([1-9][0-9]*)\]/;
const ID = /^\[@id='([^']*)'\]/;
const CLASS = /^\[contains\(concat\(' ', normalize-space\(@class\), ' '\), ' ([^' ]+) '\)\]/;

export function parseXPath(xpath: string): ParsedStep[] {
  const steps: ParsedStep[] = [];
  let rest = xpath;
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const m = pattern.exec(rest);
    if (m !== null) rest = rest.slice(m[0].length);
    return m;
  };
  do {
    const descendant = rest.startsWith('//');
    const name = take(SEPARATOR) && take(NAME);
    if (name === null) throw new UnsupportedXPathError(xpath, xpath.length - rest.length);
    const predicates: Predicate[] = [];
    for (let m; ; ) {
      if ((m = take(POSITION))) predicates.push({ kind: 'position', position: Number(m[1]) });
      else if ((m = take(ID))) predicates.push({ kind: 'id', value: m[1] });
      else if ((m = take(CLASS))) predicates.push({ kind: 'class', name: m[1] });
      else break;
    }
    steps.push({ descendant, name: name[0], predicates, end: xpath.length - rest.length });
  } while (rest.length > 0);
  return steps;
}

// XPath normalize-space(): strip and collapse XML whitespace (space, tab, CR, LF) only.
function normalizeSpace(text: string): string {
  return text.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

/** child::NAME[p1][p2]... */
function childStep(context: AnyNode, step: ParsedStep, out: Set<Element>): void {
  if (!('children' in context)) return;
  let candidates: Element[] | null = null;
  for (const child of context.children) {
    if (isElement(child) && child.name === step.name) (candidates ??= []).push(child);
  }
  if (candidates !== null) applyPredicates(candidates, step, out);
}

function applyPredicates(children: Element[], step: ParsedStep, out: Set<Element>): void {
  let candidates = children;
  for (const predicate of step.predicates) {
    if (predicate.kind === 'position') {
      const kept: Element | undefined = candidates[predicate.position - 1];
      candidates = kept === undefined ? [] : [kept];
    } else if (predicate.kind === 'id') {
      candidates = candidates.filter((c) => c.attribs.id === predicate.value);
    } else {
      const name = ` ${predicate.name} `;
      candidates = candidates.filter((c) => ` ${normalizeSpace(c.attribs.class ?? '')} `.includes(name));
    }
  }
  for (const candidate of candidates) out.add(candidate);
}

/** //NAME[...] from the document: its NAME elements grouped by parent, as childStep would list them. */
function fromDocument(root: AnyNode, step: ParsedStep, out: Set<Element>): void {
  const byParent = new Map<AnyNode, Element[]>();
  for (const element of orderOf(root).keys()) {
    if (element.name !== step.name || element === root || element.parent === null) continue;
    memo(byParent, element.parent, () => []).push(element);
  }
  for (const children of byParent.values()) applyPredicates(children, step, out);
}

/** Iterative, as pages can nest deeply. */
function eachDescendantOrSelf(node: AnyNode, visit: (node: AnyNode) => void): void {
  const stack: AnyNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as AnyNode;
    visit(current);
    if ('children' in current) {
      for (let i = current.children.length - 1; i >= 0; i--) {
        const child = current.children[i];
        if (isElement(child)) stack.push(child);
      }
    }
  }
}

const documentOrder = new WeakMap<AnyNode, Map<Element, number>>();

function orderOf(root: AnyNode): Map<Element, number> {
  return memo(documentOrder, root, () => {
    const positions = new Map<Element, number>();
    eachDescendantOrSelf(root, (node) => {
      if (isElement(node)) positions.set(node, positions.size);
    });
    return positions;
  });
}

/** Elements selected by `xpath` from `root`, in document order. */
export function evaluateXPath(root: AnyNode, xpath: string, cache?: XPathCache): Element[] {
  const steps = parseXPath(xpath);
  // Resume after the longest prefix already evaluated on this page.
  let done = steps.length;
  while (done > 0 && !cache?.has(xpath.slice(0, steps[done - 1].end))) done--;
  let contexts = done === 0 ? new Set<AnyNode>([root]) : cache!.get(xpath.slice(0, steps[done - 1].end))!;
  for (const step of steps.slice(done)) {
    const selected = new Set<Element>();
    for (const context of contexts) {
      if (!step.descendant) {
        childStep(context, step, selected);
        continue;
      }
      // descendant-or-self::node() of a context inside another context's subtree adds
      // nothing: that subtree is walked anyway.
      if (hasAncestorIn(context, contexts)) continue;
      if (context === root) fromDocument(root, step, selected);
      else eachDescendantOrSelf(context, (node) => childStep(node, step, selected));
    }
    contexts = selected;
    cache?.set(xpath.slice(0, step.end), contexts);
  }
  const order = orderOf(root);
  return [...(contexts as Set<Element>)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

function hasAncestorIn(node: AnyNode, set: Set<AnyNode>): boolean {
  for (let current = node.parent; current !== null; current = current.parent) if (set.has(current)) return true;
  return false;
}
