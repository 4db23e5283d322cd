/**
 * GET /docs: the API reference, rendered in the browser by Redoc from the
 * contract embedded in the page. Every link is relative, so the page works
 * wherever the appliance is mounted (`/docs` or behind a proxy at `/api/docs`):
 * `docs/redoc.standalone.js` and `openapi.json` resolve beside the page.
 */
import { createHash } from 'node:crypto';
import { redocAsset } from './docs-assets.js';

type Json = Record<string, any>;

const escapeHtml = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script> element: `<` escaped so no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Relative to the page (`/docs` → `/docs/redoc.standalone.js`). */
export const redocPath = `docs/${redocAsset}`;

const redocOptions = {
  scrollYOffset: 'header',
  expandResponses: '200,201,202',
  jsonSampleExpandLevel: 3,
  hideDownloadButton: true,
  sortPropsAlphabetically: false,
  theme: {
    typography: {
      fontFamily: 'system-ui, sans-serif',
      headings: { fontFamily: 'system-ui, sans-serif' },
      code: { fontFamily: 'ui-monospace, monospace' },
    },
  },
};

/**
 * Loads the renderer beside the page and starts it. The router answers `/docs/`
 * as `/docs`; from there, links one level up reach the same files.
 */
const init = `(() => {
  const up = location.pathname.endsWith('/') ? '../' : './';
  document.getElementById('contract-link').href = up + 'openapi.json';
  const script = document.createElement('script');
  script.src = up + ${scriptJson(redocPath)};
  script.onload = () => Redoc.init(JSON.parse(document.getElementById('contract').textContent), ${scriptJson(redocOptions)}, document.getElementById('reference'));
  document.body.appendChild(script);
})();`;

/**
 * Sent with the page: nothing loads from elsewhere (Redoc's sidebar badge would
 * fetch its logo from a CDN; this blocks it before any request leaves), the one
 * inline script is allowed by its hash, and Redoc's search runs in a blob worker.
 */
export const docsPageCsp = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(init).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export function renderDocsPage(contract: Json): string {
  const title = `${escapeHtml(contract.info.title)} ${escapeHtml(contract.info.version)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{margin:0;font:15px/1.5 system-ui,sans-serif}header{position:sticky;top:0;z-index:10;display:flex;gap:1.5rem;align-items:center;padding:.5rem 1rem;background:#24292f;color:#fff}
header a{color:#fff}header b{font-weight:600}</style>
</head><body>
<header><b>${title}</b><a href="openapi.json" id="contract-link">OpenAPI document (openapi.json)</a></header>
<noscript><p style="padding:1rem">This reference needs JavaScript. The contract itself is <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p></noscript>
<div id="reference"></div>
<script id="contract" type="application/json">${scriptJson(contract)}</script>
<script>${init}</script>
</body></html>`;
}
