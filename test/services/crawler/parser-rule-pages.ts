/**
 * The pages the parser-rule tests run on, and the inputs whose answers were recorded
 * before the suggester was made linear (parser-rules-before.json): the answers must not
 * change.
 */
// ---------------------------------------------------------------------------------------
// Pages

export const PRODUCTS = [
  { name: 'Blue Mug', price: '$12.00', slug: 'blue-mug' },
  { name: 'Red Teapot', price: '$34.50', slug: 'red-teapot' },
  { name: 'Green Bowl', price: '$8.25', slug: 'green-bowl' },
  { name: 'Yellow Plate', price: '$15.75', slug: 'yellow-plate' },
];

export const PRODUCT_GRID = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8"><title>Kitchen - Shop</title>
  <link rel="stylesheet" href="/site.css">
  <script>window.dataLayer = [];</script>
</head>
<body>
  <header class="site-header">
    <nav><ul class="menu">
      <li><a href="/">Home</a></li><li><a href="/kitchen">Kitchen</a></li>
      <li><a href="/garden">Garden</a></li><li><a href="/about">About us</a></li>
      <li><a href="/contact">Contact</a></li>
    </ul></nav>
  </header>
  <main>
    <h1>Kitchen</h1>
    <p class="intro">Our favourite things for the kitchen.</p>
    <div class="product-grid">
      ${PRODUCTS.map(
        (p) => `
      <div class="product-card">
        <a class="product-card__link" href="/p/${p.slug}"><img src="/img/${p.slug}.jpg" alt="${p.name}"></a>
        <h2 class="product-card__name">${p.name}</h2>
        <span class="price">${p.price}</span>
        <button type="button">Add to cart</button>
      </div>`,
      ).join('')}
    </div>
  </main>
  <footer><p>© 2026 Shop</p><p>Prices include VAT.</p></footer>
</body>
</html>`;

export const COUNTRIES = [
  ['Germany', 'Berlin', '83,200,000', 'EUR'],
  ['France', 'Paris', '68,100,000', 'EUR'],
  ['Japan', 'Tokyo', '124,500,000', 'JPY'],
  ['India', 'New Delhi', '1,428,000,000', 'INR'],
  ['Brazil', 'Brasília', '203,000,000', 'BRL'],
  ['Canada', 'Ottawa', '40,100,000', 'CAD'],
];

export const TABLE_PAGE = `<!doctype html>
<html><head><title>Countries</title></head>
<body>
  <h1>Countries by population</h1>
  <table id="countries" class="data">
    <caption>Source: UN estimates</caption>
    <thead><tr><th>Country</th><th>Capital</th><th>Population</th><th>Currency</th></tr></thead>
    <tbody>
      ${COUNTRIES.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n      ')}
    </tbody>
  </table>
  <p>Updated yearly.</p>
</body></html>`;

export const ARTICLES = [
  { headline: 'Rust 2.0 announced', date: '2026-03-01', author: 'Ann Lee', summary: 'The language reaches a new edition with async traits.' },
  { headline: 'Node 24 released', date: '2026-02-14', author: 'Bo Chen', summary: 'Faster startup and a stable permission model.' },
  { headline: 'Why XPath still matters', date: '2026-01-30', author: 'Cy Diaz', summary: 'Scrapers keep reaching for it, and for good reasons.' },
];

export const ARTICLE_LIST = `<!doctype html>
<html><head><title>News</title></head>
<body>
  <nav><a href="/">Home</a> <a href="/news">News</a> <a href="/archive">Archive</a></nav>
  <section class="news">
    <h2>Latest</h2>
    <ul class="articles">
      ${ARTICLES.map(
        (a, i) => `<li>
        <article>
          <h3><a href="/news/${i + 1}">${a.headline}</a></h3>
          <p class="meta">By <span class="author">${a.author}</span> on <time datetime="${a.date}">${a.date}</time></p>
          <p>${a.summary}</p>
        </article>
      </li>`,
      ).join('\n      ')}
    </ul>
  </section>
</body></html>`;

// Articles as sibling <article> elements, no list around them.
export const ARTICLE_ELEMENTS = `<html><body><main id="content">
  ${ARTICLES.map(
    (a) => `<article class="post">
    <h2 class="post-title">${a.headline}</h2>
    <div class="byline"><span class="author">${a.author}</span> · <time>${a.date}</time></div>
  </article>`,
  ).join('\n  ')}
</main></body></html>`;

const links = (n: number) => Array.from({ length: n }, (_, i) => `<li><a href="/l${i}">Link ${i}</a></li>`).join('');
const terms = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `<dt><a class="item" href="${prefix}/${i}.html">${prefix}${i}</a></dt><dd>About ${prefix} ${i}.</dd>`).join('');

/** Every page above and a few variants, each without and with sample values. */
export const RECORDED_CASES: Array<{ name: string; html: string; sampleValues?: string[] }> = [
  { name: 'product grid', html: PRODUCT_GRID },
  { name: 'product grid, one sample', html: PRODUCT_GRID, sampleValues: ['Red Teapot'] },
  { name: 'product grid, two samples', html: PRODUCT_GRID, sampleValues: ['$34.50', 'Green Bowl'] },
  { name: 'product grid, attribute sample', html: PRODUCT_GRID, sampleValues: ['/p/red-teapot'] },
  { name: 'product grid, spaced sample', html: PRODUCT_GRID, sampleValues: ['  yellow   PLATE '] },
  { name: 'product grid, missing sample', html: PRODUCT_GRID, sampleValues: ['Purple Spoon'] },
  { name: 'product grid, split price', html: PRODUCT_GRID.replace('$34.50', '$<b>34</b>.50'), sampleValues: ['$34.50'] },
  {
    name: 'product grid with menus',
    html: PRODUCT_GRID.replace('<main>', `<div class="sidebar-menu"><ul>${links(40)}</ul></div><main>`).replace('</footer>', `<ul class="footer-links">${links(30)}</ul></footer>`),
  },
  { name: 'table', html: TABLE_PAGE },
  { name: 'table, one sample', html: TABLE_PAGE, sampleValues: ['Tokyo'] },
  { name: 'table, two samples', html: TABLE_PAGE, sampleValues: ['JPY', 'India'] },
  { name: 'article list', html: ARTICLE_LIST },
  { name: 'article list, samples', html: ARTICLE_LIST, sampleValues: ['Bo Chen', '2026-02-14'] },
  { name: 'article elements', html: ARTICLE_ELEMENTS },
  { name: 'article elements, sample', html: ARTICLE_ELEMENTS, sampleValues: ['Why XPath still matters'] },
  { name: 'article elements, sample over elements', html: ARTICLE_ELEMENTS, sampleValues: ['Ann Lee · 2026-03-01'] },
  {
    name: 'definition lists',
    html: `<html><body><h2>Modules</h2><dl class="items">${terms('mod', 12)}</dl><h2>Macros</h2><dl class="items">${terms('mac', 5)}</dl><h2>Keywords</h2><dl class="items">${terms('kw', 4)}</dl></body></html>`,
  },
  { name: 'single article, sample', html: '<html><body><article><h1 class="title">Quarterly results</h1><span class="price">19.99</span></article></body></html>', sampleValues: ['Quarterly results'] },
];

