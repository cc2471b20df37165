/**
 * The page at /swagger: swagger-ui-dist's assets served under /swagger/ (no CDN), only those the
 * page uses; refusals are ApiErrors the app answers in the area's envelope.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { ApiError } from '../../errors.js';

const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Asset name under /swagger/ → its file in swagger-ui-dist. */
export const SWAGGER_ASSETS: Readonly<Record<string, string>> = Object.fromEntries(
  ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png'].map((name) => [name, path.join(distDir, name)]),
);

/** Our initializer: the page's own address first in `servers`, so "Try it out" calls what the CSP allows. */
export const SWAGGER_INITIALIZER = `'use strict';
window.addEventListener('load', function () {
  var root = document.getElementById('swagger-ui');
  var base = window.location.href.replace(/\\/swagger\\/?([?#].*)?$/, '');
  fetch(base + '/api/v1/openapi.json', { headers: { accept: 'application/json' } })
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    })
    .then(function (spec) {
      var others = (spec.servers || []).filter(function (server) { return server.url !== base; });
      spec.servers = [{ url: base, description: 'This server' }].concat(others);
      window.ui = SwaggerUIBundle({
        spec: spec,
        dom_id: '#swagger-ui',
        deepLinking: true,
        presets: [SwaggerUIBundle.presets.apis],
        layout: 'BaseLayout',
        validatorUrl: null
      });
    })
    .catch(function (error) {
      root.textContent = 'The API description could not be loaded (' + error.message + ').';
    });
});
`;

/** Scripts, styles and calls from this service only; Swagger UI sets inline styles and data: images. */
export const SWAGGER_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function swaggerPage(title: string): string {
  const safeTitle = title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // Relative URLs: the page works at any address the service is reached at.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${safeTitle}</title>
<link rel="stylesheet" href="swagger/swagger-ui.css">
<link rel="icon" type="image/png" href="swagger/favicon-32x32.png" sizes="32x32">
<link rel="icon" type="image/png" href="swagger/favicon-16x16.png" sizes="16x16">
</head>
<body>
<div id="swagger-ui"></div>
<script src="swagger/swagger-ui-bundle.js"></script>
<script src="swagger/swagger-initializer.js"></script>
</body>
</html>
`;
}

const ASSET_METHODS = 'GET, HEAD';

/** Headers a file's answer sets before it can fail; an error answer must not carry them (nor be cached). */
const FILE_HEADERS = ['Cache-Control', 'Last-Modified', 'ETag', 'Content-Type', 'Content-Length'];

/** A failure of `send` as the client's error: 416 with the size (RFC 9110 §15.5.17), 412; else as it came. */
function fileError(error: Error & { status?: number; headers?: Record<string, string> }, response: Response): unknown {
  if (error.status !== 416 && error.status !== 412) return error;
  for (const name of FILE_HEADERS) response.removeHeader(name);
  if (error.status === 412) return new ApiError('PRECONDITION_FAILED', 'The file does not meet the precondition of If-Match or If-Unmodified-Since.', { cause: error });
  const contentRange = String(error.headers?.['Content-Range'] ?? response.getHeader('Content-Range'));
  response.removeHeader('Content-Range');
  return new ApiError('RANGE_NOT_SATISFIABLE', `The requested range is not within the file, which has ${contentRange.slice('bytes */'.length)} bytes.`, {
    headers: { 'Content-Range': contentRange },
    cause: error,
  });
}

/** GET and HEAD of a fixed list of files (ranges and conditions by `send`); other methods 405 with `Allow`. */
export function mountSwaggerAssets(app: Express): void {
  const headers = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=3600' };
  app.get('/swagger/swagger-initializer.js', (_request: Request, response: Response) => {
    response.set(headers).type('text/javascript').send(SWAGGER_INITIALIZER);
  });
  for (const [name, file] of Object.entries(SWAGGER_ASSETS)) {
    app.get(`/swagger/${name}`, (_request: Request, response: Response, next: NextFunction) => {
      response.sendFile(file, { headers, dotfiles: 'deny' }, (error) => error && next(fileError(error, response)));
    });
  }
  const assetPaths = ['/swagger/swagger-initializer.js', ...Object.keys(SWAGGER_ASSETS).map((name) => `/swagger/${name}`)];
  app.all(assetPaths, (request: Request, response: Response, next: NextFunction) => {
    if (request.method === 'OPTIONS') {
      response.set('Allow', ASSET_METHODS).status(204).end();
      return;
    }
    next(new ApiError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${request.path}; allowed methods are ${ASSET_METHODS}.`, { headers: { Allow: ASSET_METHODS } }));
  });
}
