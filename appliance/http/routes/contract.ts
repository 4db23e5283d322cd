import { buildOpenApi } from '../openapi.js';
import { redocScript } from '../docs-assets.js';
import { docsPageCsp, redocPath, renderDocsPage } from '../docs-page.js';
import type { Route } from '../route.js';

/** GET /openapi.json, GET /docs and the page's renderer script: the contract and its reference, no key needed. */
export function contractRoutes(apiRoutes: Route[], publicUrl: () => string): Route[] {
  let cached: { url: string; contract: Record<string, unknown>; page: string } | null = null;
  const current = () => {
    if (!cached || cached.url !== publicUrl()) {
      // Paths carry /v1 themselves, so the server is the bare base address (no /v1/v1).
      const contract = buildOpenApi(apiRoutes, publicUrl());
      cached = { url: publicUrl(), contract, page: renderDocsPage(contract) };
    }
    return cached;
  };
  return [
    { method: 'GET', path: '/openapi.json', auth: false, handle: () => ({ status: 200, body: current().contract }) },
    {
      method: 'GET',
      path: '/docs',
      auth: false,
      handle: () => ({
        status: 200,
        text: { contentType: 'text/html; charset=utf-8', content: current().page },
        headers: { 'Content-Security-Policy': docsPageCsp },
      }),
    },
    // The renderer, bundled with the package and the executable (appliance/http/docs-assets.ts).
    {
      method: 'GET',
      path: `/${redocPath}`,
      auth: false,
      handle: () => ({
        status: 200,
        text: { contentType: 'text/javascript; charset=utf-8', content: redocScript() },
        headers: { 'Cache-Control': 'public, max-age=86400' },
      }),
    },
  ];
}
