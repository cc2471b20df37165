/**
 * The static API reference of each area: a Swagger UI page with the bundled spec inlined,
 * so it opens from disk (file://) or any static host. Swagger UI's files are copied from
 * the installed swagger-ui-dist into `assets/`; the page loads nothing from the network
 * (no CDN, and Swagger UI's online validator badge is switched off).
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SpecDocument } from './partner-specs.js';

const require = createRequire(import.meta.url);

/** Swagger UI's files the pages use, plus its licence and notice (Apache-2.0). */
export const SWAGGER_UI_ASSETS = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png', 'LICENSE', 'NOTICE'] as const;

const INIT_SCRIPT = `// Renders the spec inlined in the page (script#spec) with Swagger UI.
window.addEventListener('DOMContentLoaded', function () {
  var spec = JSON.parse(document.getElementById('spec').textContent);
  window.ui = SwaggerUIBundle({
    spec: spec,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
  });
});
`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function referencePage(area: string, document: SpecDocument): string {
  const title = `${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}: API reference`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="stylesheet" href="assets/swagger-ui.css">
  <link rel="icon" type="image/png" href="assets/favicon-32x32.png">
</head>
<body>
  <p style="font-family: sans-serif; margin: 1em 2em">Download this spec: <a href="${area}.json">${area}.json</a> · <a href="${area}.yaml">${area}.yaml</a> · <a href="index.html">all areas</a></p>
  <div id="swagger-ui"></div>
  <script id="spec" type="application/json">${scriptJson(document)}</script>
  <script src="assets/swagger-ui-bundle.js"></script>
  <script src="assets/reference-init.js"></script>
</body>
</html>
`;
}

export function indexPage(entries: Array<{ area: string; document: SpecDocument }>): string {
  const rows = entries
    .map(({ area, document }) => `    <tr><td>${escapeHtml(document.info.title)}</td><td>${escapeHtml(document.info.version)}</td><td><a href="${area}.html">reference</a></td><td><a href="${area}.json">${area}.json</a></td><td><a href="${area}.yaml">${area}.yaml</a></td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Published API specs</title>
  <style>body { font-family: sans-serif; margin: 2em } td, th { padding: .3em 1em; text-align: left }</style>
</head>
<body>
  <h1>Published API specs</h1>
  <table>
    <tr><th>API</th><th>version</th><th>reference</th><th>JSON</th><th>YAML</th></tr>
${rows}
  </table>
</body>
</html>
`;
}

/** Copies Swagger UI's files and the page start-up script into `<outDir>/assets`. */
export async function writeReferenceAssets(outDir: string): Promise<void> {
  const assets = path.join(outDir, 'assets');
  await mkdir(assets, { recursive: true });
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  await Promise.all(SWAGGER_UI_ASSETS.map((file) => copyFile(path.join(dist, file), path.join(assets, file))));
  await writeFile(path.join(assets, 'reference-init.js'), INIT_SCRIPT);
}
