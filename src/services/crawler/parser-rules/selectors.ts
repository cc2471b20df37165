/**
 * One selector model printed as CSS and as XPath 1.0, from a subset where the two mean the same:
 *
 * | step part          | CSS                     | XPath                                                    |
 * |--------------------|-------------------------|----------------------------------------------------------|
 * | tag                | `div`                   | `div`                                                    |
 * | n-th of its tag    | `div:nth-of-type(2)`    | `div[2]` (position first, so it counts all div siblings) |
 * | id                 | `div#main`              | `div[@id='main']`                                        |
 * | class              | `div.card`              | `div[contains(concat(' ', normalize-space(@class), ' '), ' card ')]` |
 * | child / descendant | `a > b` / `a b`         | `a/b` / `a//b`                                           |
 * | first step         | matches anywhere        | `//` prefix                                              |
 *
 * Only plain identifiers are used, so neither language needs escaping; sameness is still
 * checked on each page by running both (suggest-rules.ts).
 */

export interface Step {
  tag: string;
  id?: string;
  classes: string[];
  /** 1-based position among the parent's children with the same tag (:nth-of-type). */
  nth?: number;
}

export interface PathPart {
  /** The first step matches anywhere. */
  axis: 'child' | 'descendant';
  step: Step;
}

export type SelectorPath = PathPart[];

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const TAG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** An id or class that both CSS and XPath can carry without escaping. */
export function isPlainIdentifier(value: string): boolean {
  return IDENTIFIER.test(value) && !value.startsWith('--');
}

export function isPlainTag(tag: string): boolean {
  return TAG.test(tag);
}

export function stepToCss(step: Step): string {
  let css = step.tag;
  if (step.id !== undefined) css += `#${step.id}`;
  for (const name of step.classes) css += `.${name}`;
  if (step.nth !== undefined) css += `:nth-of-type(${step.nth})`;
  return css;
}

export function stepToXPath(step: Step): string {
  let xpath = step.tag;
  if (step.nth !== undefined) xpath += `[${step.nth}]`;
  if (step.id !== undefined) xpath += `[@id='${step.id}']`;
  for (const name of step.classes) xpath += `[contains(concat(' ', normalize-space(@class), ' '), ' ${name} ')]`;
  return xpath;
}

export function toCss(path: SelectorPath): string {
  return path
    .map((part, i) => (i === 0 ? '' : part.axis === 'child' ? ' > ' : ' ') + stepToCss(part.step))
    .join('');
}

export function toXPath(path: SelectorPath): string {
  return path.map((part, i) => (i === 0 || part.axis === 'descendant' ? '//' : '/') + stepToXPath(part.step)).join('');
}

export function childPath(base: SelectorPath, steps: Step[]): SelectorPath {
  return [...base, ...steps.map((step): PathPart => ({ axis: 'child', step }))];
}
