/**
 * Parser-rule suggestion on realistic pages. Every returned rule is run three ways: its
 * CSS with cheerio, its XPath with jsdom's XPath 1.0 engine (an independent one), and its
 * XPath with the service's own subset evaluator; all three must select the same
 * elements, one per record, with the expected samples.
 */
import { expect } from 'chai';
import { load } from 'cheerio';
import type { AnyNode, Element as CheerioElement } from 'domhandler';
import { JSDOM } from 'jsdom';
import { ApiError } from '../../../src/errors.js';
import { suggestParserRules, type ParserRuleSuggestion, type SuggestedRule } from '../../../src/services/crawler/parser-rules/suggest-rules.js';
import {
  MAX_HTML_BYTES,
  MAX_SAMPLE_CHARS,
  MAX_SAMPLE_VALUES,
  MAX_SELECTOR_CHARS,
  RULE_SAMPLE_LIMIT,
} from '../../../src/services/crawler/parser-rules/limits.js';
import { evaluateXPath, parseXPath, UnsupportedXPathError } from '../../../src/services/crawler/parser-rules/xpath-evaluator.js';
import { toCss, toXPath, type SelectorPath, type Step } from '../../../src/services/crawler/parser-rules/selectors.js';
import { isElement, isSkipped, textOf } from '../../../src/services/crawler/parser-rules/records.js';
import { PageText } from '../../../src/services/crawler/parser-rules/page-text.js';
import { ARTICLE_ELEMENTS, ARTICLE_LIST, ARTICLES, COUNTRIES, PRODUCT_GRID, PRODUCTS, RECORDED_CASES, TABLE_PAGE } from './parser-rule-pages.js';
import recordedAnswers from './parser-rules-before.json' with { type: 'json' };

// ---------------------------------------------------------------------------------------
// Running a rule three ways

/** Element-index path from the document, the same in cheerio's and jsdom's parse5 trees. */
function cheerioKey(element: CheerioElement): string {
  const indexes: number[] = [];
  for (let node: AnyNode | null = element; node !== null && node.type !== 'root'; node = node.parent) {
    const siblings = (node.parent?.children ?? []).filter((n) => n.type === 'tag' || n.type === 'script' || n.type === 'style');
    indexes.unshift(siblings.indexOf(node as CheerioElement));
  }
  return indexes.join('/');
}

function domKey(element: Element): string {
  const indexes: number[] = [];
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const siblings = node.parentElement === null ? node.ownerDocument.children : node.parentElement.children;
    indexes.unshift(Array.prototype.indexOf.call(siblings, node));
  }
  return indexes.join('/');
}

interface Selected {
  keys: string[];
  texts: string[];
  attributes: Array<Record<string, string>>;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function byCss(html: string, css: string): Selected {
  const $ = load(html);
  const elements = $(css).toArray() as CheerioElement[];
  return { keys: elements.map(cheerioKey), texts: elements.map((e) => collapse($(e).text())), attributes: elements.map((e) => e.attribs) };
}

function byJsdomXPath(html: string, xpath: string): Selected {
  const { window } = new JSDOM(html);
  const { document } = window;
  const result = document.evaluate(xpath, document, null, window.XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  const elements: Element[] = [];
  for (let i = 0; i < result.snapshotLength; i++) elements.push(result.snapshotItem(i) as Element);
  const selected = {
    keys: elements.map(domKey),
    texts: elements.map((e) => collapse(e.textContent ?? '')),
    attributes: elements.map((e) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value]))),
  };
  window.close();
  return selected;
}

function byOwnXPath(html: string, xpath: string): string[] {
  const $ = load(html);
  return evaluateXPath($.root()[0], xpath).map(cheerioKey);
}

/** Runs the rule three ways, asserts they agree, returns what CSS selected. */
function runRule(html: string, rule: { css: string; xpath: string; matchCount: number }): Selected {
  const css = byCss(html, rule.css);
  const xpath = byJsdomXPath(html, rule.xpath);
  expect(xpath.keys, `jsdom XPath ${rule.xpath} vs CSS ${rule.css}`).to.deep.equal(css.keys);
  expect(byOwnXPath(html, rule.xpath), `own XPath ${rule.xpath}`).to.deep.equal(css.keys);
  expect(rule.matchCount).to.equal(css.keys.length);
  return css;
}

function ruleNamed(result: ParserRuleSuggestion, name: string): SuggestedRule {
  const rule = result.rules.find((r) => r.name === name);
  expect(rule, `rule ${name} in ${JSON.stringify(result.rules.map((r) => r.name))}`).to.not.equal(undefined);
  return rule as SuggestedRule;
}

/** The rule extracts exactly `values`, one per record, and lists the first of them. */
function expectExtracts(html: string, rule: SuggestedRule, values: string[], pick: (s: Selected, i: number) => string = (s, i) => s.texts[i]): void {
  const selected = runRule(html, rule);
  expect(selected.keys.map((_, i) => pick(selected, i))).to.deep.equal(values);
  expect(rule.samples).to.deep.equal(values.slice(0, RULE_SAMPLE_LIMIT));
}

function expectAllRulesAgree(html: string, result: ParserRuleSuggestion): void {
  for (const rule of result.rules) runRule(html, rule);
  if (result.recordSelector) runRule(html, result.recordSelector);
}

function validationError(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).code).to.equal('VALIDATION_FAILED');
    return error as ApiError;
  }
  throw new Error('expected a VALIDATION_FAILED ApiError');
}

// ---------------------------------------------------------------------------------------

describe('services/crawler/parser-rules', () => {
  describe('answers recorded before the suggester was made linear', () => {
    for (const { name, html, sampleValues } of RECORDED_CASES) {
      it(`gives the same answer for: ${name}`, () => {
        const recorded = (recordedAnswers as Record<string, unknown>)[name];
        expect(recorded, 'recorded').to.not.equal(undefined);
        expect(suggestParserRules({ html, sampleValues })).to.deep.equal(recorded);
      });
    }
  });

  describe('page text collected once', () => {
    // The text of every element, sliced from the page's joined text, equals the text
    // collected by walking the element (how every element's text was taken before).
    const expectSameTexts = (html: string): number => {
      const $ = load(html);
      const page = new PageText($.root()[0], { isElement, isSkipped });
      let compared = 0;
      for (const element of $('*').toArray() as CheerioElement[]) {
        const sliced = page.textOf(element);
        if (sliced === undefined) continue; // inside a skipped subtree: walked on demand
        expect(sliced, `text of <${element.name}> in ${html.slice(0, 200)}`).to.equal(textOf(element));
        compared++;
      }
      return compared;
    };

    it('on the test pages', () => {
      for (const { html } of RECORDED_CASES) expect(expectSameTexts(html)).to.be.greaterThan(3);
    });

    it('on random pages with white space at every boundary', () => {
      let seed = 7;
      const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
      const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
      const words = ['a', 'b c', ' d', 'e ', '  ', '\n', '\u00a0f', 'g\t', '', 'h\u3000i', ' j  k '];
      const tags = ['div', 'span', 'p', 'b', 'li', 'script', 'select', 'br', 'td'];
      const build = (depth: number): string =>
        Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
          const tag = pick(tags);
          return `${pick(words)}<${tag}>${pick(words)}${depth > 0 ? build(depth - 1) : ''}${pick(words)}</${tag}>${pick(words)}`;
        }).join('');
      let compared = 0;
      for (let i = 0; i < 60; i++) compared += expectSameTexts(`<html><body>${build(4)}</body></html>`);
      expect(compared).to.be.greaterThan(1000);
    });
  });

  describe('product grid', () => {
    it('finds the cards and their name, price, link and image without samples', () => {
      const result = suggestParserRules({ html: PRODUCT_GRID });
      expect(result.warnings).to.equal(undefined);
      expect(result.recordSelector).to.deep.equal({
        css: 'div.product-card',
        xpath: "//div[contains(concat(' ', normalize-space(@class), ' '), ' product-card ')]",
        matchCount: 4,
      });
      runRule(PRODUCT_GRID, result.recordSelector!);
      expect(result.rules.map((r) => r.name)).to.deep.equal(['link', 'image', 'name', 'price']);
      expectExtracts(PRODUCT_GRID, ruleNamed(result, 'name'), PRODUCTS.map((p) => p.name));
      expectExtracts(PRODUCT_GRID, ruleNamed(result, 'price'), PRODUCTS.map((p) => p.price));
      expectExtracts(PRODUCT_GRID, ruleNamed(result, 'link'), PRODUCTS.map((p) => `/p/${p.slug}`), (s, i) => s.attributes[i].href);
      expectExtracts(PRODUCT_GRID, ruleNamed(result, 'image'), PRODUCTS.map((p) => `/img/${p.slug}.jpg`), (s, i) => s.attributes[i].src);
      expect(ruleNamed(result, 'price').css).to.equal('div.product-card > span.price');
      // A label that is the same on every card is not a field.
      expect(result.rules.some((r) => r.samples.includes('Add to cart'))).to.equal(false);
    });

    it('generalises one sample value to every card', () => {
      const result = suggestParserRules({ html: PRODUCT_GRID, sampleValues: ['Red Teapot'] });
      expect(result.rules).to.have.length(1);
      expectExtracts(PRODUCT_GRID, ruleNamed(result, 'name'), PRODUCTS.map((p) => p.name));
      expect(result.recordSelector?.matchCount).to.equal(4);
      expect(result.warnings).to.equal(undefined);
    });

    it('gives one rule per sampled field, in sample order', () => {
      const result = suggestParserRules({ html: PRODUCT_GRID, sampleValues: ['$34.50', 'Green Bowl'] });
      expect(result.rules.map((r) => r.name)).to.deep.equal(['price', 'name']);
      expectExtracts(PRODUCT_GRID, result.rules[0], PRODUCTS.map((p) => p.price));
      expectExtracts(PRODUCT_GRID, result.rules[1], PRODUCTS.map((p) => p.name));
    });

    it('finds a sample held in an attribute (a link address)', () => {
      const result = suggestParserRules({ html: PRODUCT_GRID, sampleValues: ['/p/red-teapot'] });
      expect(result.rules).to.have.length(1);
      expectExtracts(PRODUCT_GRID, ruleNamed(result, 'link'), PRODUCTS.map((p) => `/p/${p.slug}`), (s, i) => s.attributes[i].href);
    });

    it('matches sample text case- and whitespace-insensitively', () => {
      const result = suggestParserRules({ html: PRODUCT_GRID, sampleValues: ['  yellow   PLATE '] });
      expectExtracts(PRODUCT_GRID, ruleNamed(result, 'name'), PRODUCTS.map((p) => p.name));
    });
  });

  describe('table', () => {
    it('finds the rows and names the columns after the header cells', () => {
      const result = suggestParserRules({ html: TABLE_PAGE });
      expect(result.recordSelector?.css).to.equal('table#countries > tbody > tr');
      expect(result.recordSelector?.xpath).to.equal("//table[@id='countries']/tbody/tr");
      runRule(TABLE_PAGE, result.recordSelector!);
      expect(result.recordSelector?.matchCount).to.equal(COUNTRIES.length);
      expect(result.rules.map((r) => r.name)).to.deep.equal(['country', 'capital', 'population', 'currency']);
      result.rules.forEach((rule, column) => {
        expect(rule.css).to.equal(`table#countries > tbody > tr > td:nth-of-type(${column + 1})`);
        expect(rule.xpath).to.equal(`//table[@id='countries']/tbody/tr/td[${column + 1}]`);
        expectExtracts(TABLE_PAGE, rule, COUNTRIES.map((row) => row[column]));
      });
    });

    it('turns one sampled cell into its column', () => {
      const result = suggestParserRules({ html: TABLE_PAGE, sampleValues: ['Tokyo'] });
      expect(result.rules).to.have.length(1);
      expectExtracts(TABLE_PAGE, ruleNamed(result, 'capital'), COUNTRIES.map((row) => row[1]));
      expect(result.recordSelector?.matchCount).to.equal(COUNTRIES.length);
    });

    it('turns cells from different rows into their columns', () => {
      const result = suggestParserRules({ html: TABLE_PAGE, sampleValues: ['JPY', 'India'] });
      expect(result.rules.map((r) => r.name)).to.deep.equal(['currency', 'country']);
      expectExtracts(TABLE_PAGE, result.rules[0], COUNTRIES.map((row) => row[3]));
      expectExtracts(TABLE_PAGE, result.rules[1], COUNTRIES.map((row) => row[0]));
    });

    it('numbers the columns of a table without a header', () => {
      const html = `<table><tr><td>a1</td><td>b1</td></tr><tr><td>a2</td><td>b2</td></tr><tr><td>a3</td><td>b3</td></tr></table>`;
      const result = suggestParserRules({ html });
      expect(result.rules.map((r) => r.name)).to.deep.equal(['column-1', 'column-2']);
      expectExtracts(html, result.rules[1], ['b1', 'b2', 'b3']);
    });
  });

  describe('article list', () => {
    it('finds the list items and their headline, author, date and summary', () => {
      const result = suggestParserRules({ html: ARTICLE_LIST });
      expect(result.recordSelector?.css).to.equal('ul.articles > li');
      expect(result.recordSelector?.matchCount).to.equal(ARTICLES.length);
      expectAllRulesAgree(ARTICLE_LIST, result);
      expectExtracts(ARTICLE_LIST, ruleNamed(result, 'title'), ARTICLES.map((a) => a.headline));
      // The headline link also gives its address, from the same element.
      expectExtracts(ARTICLE_LIST, ruleNamed(result, 'link'), ['/news/1', '/news/2', '/news/3'], (s, i) => s.attributes[i].href);
      expect(ruleNamed(result, 'link').css).to.equal(ruleNamed(result, 'title').css);
      expectExtracts(ARTICLE_LIST, ruleNamed(result, 'author'), ARTICLES.map((a) => a.author));
      expectExtracts(ARTICLE_LIST, ruleNamed(result, 'date'), ARTICLES.map((a) => a.date));
      expectExtracts(ARTICLE_LIST, ruleNamed(result, 'text'), ARTICLES.map((a) => a.summary));
      // The summary is the second <p> of each article: a position, in both languages.
      expect(ruleNamed(result, 'text').css).to.equal('ul.articles > li > article > p:nth-of-type(2)');
      expect(ruleNamed(result, 'text').xpath).to.equal('//ul[contains(concat(\' \', normalize-space(@class), \' \'), \' articles \')]/li/article/p[2]');
    });

    it('generalises an author and a date given as samples', () => {
      const result = suggestParserRules({ html: ARTICLE_LIST, sampleValues: ['Bo Chen', '2026-02-14'] });
      expect(result.rules.map((r) => r.name)).to.deep.equal(['author', 'date']);
      expectExtracts(ARTICLE_LIST, result.rules[0], ARTICLES.map((a) => a.author));
      expectExtracts(ARTICLE_LIST, result.rules[1], ARTICLES.map((a) => a.date));
    });

    it('finds sibling <article> elements and their fields', () => {
      const result = suggestParserRules({ html: ARTICLE_ELEMENTS });
      expect(result.recordSelector).to.include({ css: 'article.post', matchCount: 3 });
      expectAllRulesAgree(ARTICLE_ELEMENTS, result);
      expectExtracts(ARTICLE_ELEMENTS, ruleNamed(result, 'post-title'), ARTICLES.map((a) => a.headline));
      expectExtracts(ARTICLE_ELEMENTS, ruleNamed(result, 'author'), ARTICLES.map((a) => a.author));
      expectExtracts(ARTICLE_ELEMENTS, ruleNamed(result, 'date'), ARTICLES.map((a) => a.date));
    });

    it('generalises a headline sample on the <article> page', () => {
      const result = suggestParserRules({ html: ARTICLE_ELEMENTS, sampleValues: ['Why XPath still matters'] });
      expectExtracts(ARTICLE_ELEMENTS, ruleNamed(result, 'post-title'), ARTICLES.map((a) => a.headline));
    });
  });

  describe('choosing the records', () => {
    it('takes the items of several lists, not the lists, as records', () => {
      // Reference pages list items in a few <dl>s; read by position, the lists would have
      // many "fields", but the records are the terms.
      const terms = (prefix: string, n: number) =>
        Array.from({ length: n }, (_, i) => `<dt><a class="item" href="${prefix}/${i}.html">${prefix}${i}</a></dt><dd>About ${prefix} ${i}.</dd>`).join('');
      const html = `<html><body><h2>Modules</h2><dl class="items">${terms('mod', 12)}</dl><h2>Macros</h2><dl class="items">${terms('mac', 5)}</dl><h2>Keywords</h2><dl class="items">${terms('kw', 4)}</dl></body></html>`;
      const result = suggestParserRules({ html });
      expect(result.recordSelector?.matchCount).to.equal(12);
      expect(result.rules.map((r) => r.name)).to.deep.equal(['item', 'item-url']);
      expectAllRulesAgree(html, result);
      expectExtracts(html, ruleNamed(result, 'item'), Array.from({ length: 12 }, (_, i) => `mod${i}`));
    });

    it('prefers the content over a longer menu and footer link list', () => {
      const links = (n: number) => Array.from({ length: n }, (_, i) => `<li><a href="/l${i}">Link ${i}</a></li>`).join('');
      const html = PRODUCT_GRID.replace('<main>', `<div class="sidebar-menu"><ul>${links(40)}</ul></div><main>`).replace(
        '</footer>',
        `<ul class="footer-links">${links(30)}</ul></footer>`,
      );
      const result = suggestParserRules({ html });
      expect(result.recordSelector?.css).to.equal('div.product-card');
    });

    it('refuses to parse a page nested deeper than browsers build', () => {
      const html = `<html><body>${'<div>'.repeat(600)}<ul><li>a</li><li>b</li></ul>${'</div>'.repeat(600)}</body></html>`;
      expect(suggestParserRules({ html })).to.deep.equal({
        rules: [],
        warnings: ['the page nests elements more than 512 levels deep, deeper than browsers build pages; it was not analysed'],
      });
      // Unclosed list items and paragraphs close each other: not deep.
      const flat = `<ul>${Array.from({ length: 2000 }, (_, i) => `<li>item ${i}`).join('')}</ul>`;
      expect(suggestParserRules({ html: flat }).recordSelector?.matchCount).to.equal(2000);
    });
  });

  describe('pages without records', () => {
    const single = '<html><body><article><h1 class="title">Quarterly results</h1><span class="price">19.99</span></article></body></html>';

    it('returns no rules and a warning when nothing repeats', () => {
      const result = suggestParserRules({ html: single });
      expect(result).to.deep.equal({
        rules: [],
        warnings: ['no repeating structure (two or more similar sibling elements with text) was found on the page'],
      });
    });

    it('returns an empty suggestion for empty html', () => {
      expect(suggestParserRules({ html: '   ' })).to.deep.equal({
        rules: [],
        warnings: ['html is empty: there is nothing to suggest rules for'],
      });
    });

    it('selects the one element holding a sample when nothing repeats around it', () => {
      const result = suggestParserRules({ html: single, sampleValues: ['Quarterly results'] });
      expect(result).to.deep.equal({
        rules: [
          {
            name: 'title',
            css: 'h1.title',
            xpath: "//h1[contains(concat(' ', normalize-space(@class), ' '), ' title ')]",
            matchCount: 1,
            samples: ['Quarterly results'],
          },
        ],
        warnings: ['no repeating structure was found around the sample values; each rule selects the one element found'],
      });
      runRule(single, result.rules[0]);
    });

    it('warns about a sample that is not on the page and falls back to the structure', () => {
      const result = suggestParserRules({ html: PRODUCT_GRID, sampleValues: ['Purple Spoon'] });
      expect(result.warnings).to.deep.equal([
        "sampleValues[0] 'Purple Spoon' was not found on the page",
        'none of the sample values was found on the page; rules were suggested from the page structure',
      ]);
      expect(result.rules.map((r) => r.name)).to.deep.equal(['link', 'image', 'name', 'price']);
    });
  });

  describe('agreement of CSS and XPath', () => {
    it('drops a record selector the two languages read differently, and falls back', () => {
      // A form feed separates classes for CSS but not for XPath's normalize-space().
      const html = `<html><body><div class="grid">${[1, 2, 3]
        .map((i) => `<div class="card\fitem"><h2 class="name">N${i}</h2><span class="price">$${i}</span></div>`)
        .join('')}</div></body></html>`;
      const result = suggestParserRules({ html });
      expect(result.warnings).to.deep.equal([
        "the record selector 'div.card.item' was dropped: its CSS and XPath select different elements",
      ]);
      expect(result.recordSelector?.css).to.equal('div.grid > div');
      expectAllRulesAgree(html, result);
      expectExtracts(html, ruleNamed(result, 'name'), ['N1', 'N2', 'N3']);
    });

    it('prints selectors whose CSS and XPath select the same elements (random pages and paths)', () => {
      // Seeded: the same 40 pages x 10 paths on every run.
      let seed = 42;
      const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
      const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
      const tags = ['div', 'span', 'p', 'li'];
      const classes = ['a', 'b', 'c'];
      const build = (depth: number): string => {
        let html = '';
        const n = 1 + Math.floor(random() * 4);
        for (let i = 0; i < n; i++) {
          const tag = pick(tags);
          const cls = classes.filter(() => random() < 0.4).join(' ');
          html += `<${tag}${cls ? ` class="${cls}"` : ''}>${depth > 0 ? build(depth - 1) : 'x'}</${tag}>`;
        }
        return html;
      };
      const randomStep = (): Step => ({
        tag: pick(tags),
        classes: classes.filter(() => random() < 0.25),
        ...(random() < 0.4 ? { nth: 1 + Math.floor(random() * 3) } : {}),
      });
      let nonEmpty = 0;
      for (let page = 0; page < 40; page++) {
        const html = `<html><body><section>${build(3)}</section></body></html>`;
        const $ = load(html);
        const { window } = new JSDOM(html);
        for (let i = 0; i < 10; i++) {
          const path: SelectorPath = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, j) => ({
            axis: j > 0 && random() < 0.3 ? ('descendant' as const) : ('child' as const),
            step: randomStep(),
          }));
          const css = ($(toCss(path)).toArray() as CheerioElement[]).map(cheerioKey);
          const result = window.document.evaluate(toXPath(path), window.document, null, window.XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
          const jsdom = Array.from({ length: result.snapshotLength }, (_, k) => domKey(result.snapshotItem(k) as Element));
          expect(jsdom, `${toXPath(path)} (jsdom) vs ${toCss(path)} on ${html}`).to.deep.equal(css);
          expect(evaluateXPath($.root()[0], toXPath(path)).map(cheerioKey), `${toXPath(path)} (own) on ${html}`).to.deep.equal(css);
          if (css.length > 0) nonEmpty++;
        }
        window.close();
      }
      // Enough of the paths select something for the comparison to mean something.
      expect(nonEmpty).to.be.greaterThan(100);
    });
  });

  describe('xpath evaluator', () => {
    it('applies predicates in order, as XPath does', () => {
      const html = '<div><p>1</p><p class="x">2</p><p class="x">3</p></div>';
      const $ = load(html);
      const texts = (xpath: string) => evaluateXPath($.root()[0], xpath).map((e) => $(e).text());
      const hasX = "[contains(concat(' ', normalize-space(@class), ' '), ' x ')]";
      expect(texts(`//div/p[2]${hasX}`)).to.deep.equal(['2']);
      expect(texts(`//div/p${hasX}[2]`)).to.deep.equal(['3']);
      expect(texts('//p[1]')).to.deep.equal(['1']);
      expect(byJsdomXPath(html, `//div/p${hasX}[2]`).texts).to.deep.equal(['3']);
    });

    it('rejects expressions outside the subset it prints', () => {
      for (const xpath of ['p', '//p[last()]', '//*', '//p/@href', '//p | //div', "//p[@class='x']", '//p/text()', '//P']) {
        expect(() => parseXPath(xpath), xpath).to.throw(UnsupportedXPathError);
      }
    });
  });

  describe('input bounds', () => {
    it('refuses html over 5 MiB in UTF-8 bytes, naming the field', () => {
      // Fewer characters than the limit, but two bytes each.
      const html = 'é'.repeat(MAX_HTML_BYTES / 2 + 1);
      const error = validationError(() => suggestParserRules({ html }));
      expect(error.details).to.deep.equal([
        { field: 'html', reason: `html is ${MAX_HTML_BYTES + 2} bytes; the limit is 5242880 bytes (5 MiB)` },
      ]);
    });

    it('accepts html of exactly 5 MiB', () => {
      const html = `<p>${'x'.repeat(MAX_HTML_BYTES - 7)}</p>`;
      expect(Buffer.byteLength(html)).to.equal(MAX_HTML_BYTES);
      expect(suggestParserRules({ html }).rules).to.deep.equal([]);
    });

    it('refuses too many or empty sample values', () => {
      const many = validationError(() =>
        suggestParserRules({ html: PRODUCT_GRID, sampleValues: Array.from({ length: MAX_SAMPLE_VALUES + 1 }, (_, i) => `v${i}`) }),
      );
      expect(many.details).to.deep.equal([{ field: 'sampleValues', reason: 'sampleValues has 21 items; the limit is 20' }]);
      const empty = validationError(() => suggestParserRules({ html: PRODUCT_GRID, sampleValues: ['Blue Mug', ' '] }));
      expect(empty.details).to.deep.equal([{ field: 'sampleValues[1]', reason: 'each sample value must be a string with a non-space character' }]);
      const long = validationError(() => suggestParserRules({ html: PRODUCT_GRID, sampleValues: ['x'.repeat(501)] }));
      expect(long.details).to.deep.equal([{ field: 'sampleValues[0]', reason: 'sample value is longer than 500 characters' }]);
    });

    it('answers a bounded suggestion for a page of long texts: samples cut at 200 characters', () => {
      // Each record's fields hold 100 KB of text: answers once carried it whole, five times per rule.
      const long = 'lorem ipsum '.repeat(8_000);
      const card = (i: number) => `<div class="card"><h2 class="title">Title ${i} ${long}</h2><p class="body">${long} ${i}</p><span class="price">${i}.99</span></div>`;
      const html = `<html><body><main>${Array.from({ length: 30 }, (_, i) => card(i)).join('')}</main></body></html>`;
      expect(html.length).to.be.above(5_000_000);
      const suggestion = suggestParserRules({ html: html.slice(0, MAX_HTML_BYTES - 100) });
      expect(suggestion.rules.length).to.be.above(0);
      for (const rule of suggestion.rules) {
        for (const sample of rule.samples) expect(sample.length).to.be.at.most(MAX_SAMPLE_CHARS);
      }
      expect(suggestion.rules.some((rule) => rule.samples.some((sample) => sample.length === MAX_SAMPLE_CHARS && sample.endsWith('…')))).to.equal(true);
      expect(JSON.stringify(suggestion).length).to.be.below(64 * 1024);
    });

    it('drops a rule longer than 2,000 characters with a warning (an element with thousands of classes)', () => {
      const classes = Array.from({ length: 500 }, (_, i) => `c${i}`).join(' ');
      const html = `<ul>${Array.from({ length: 5 }, (_, i) => `<li class="${classes}"><b class="${classes}">Item ${i}</b></li>`).join('')}</ul>`;
      const suggestion = suggestParserRules({ html });
      for (const rule of suggestion.rules) {
        expect(rule.css.length).to.be.at.most(MAX_SELECTOR_CHARS);
        expect(rule.xpath.length).to.be.at.most(MAX_SELECTOR_CHARS);
      }
      expect(suggestion.warnings?.some((warning) => warning.includes(`longer than ${MAX_SELECTOR_CHARS} characters`))).to.equal(true);
      expect(JSON.stringify(suggestion).length).to.be.below(16 * 1024);
    });
  });
});
