import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** The same page in a real browser: docs-page.browser.test.ts (npm run test:browser). */
describe('GET /docs', () => {
  it('embeds the served contract and links only relatively, so a mount prefix keeps working', async () => {
    const res = await fetch(`${api.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`up + "docs/redoc.standalone.js"`);
    expect(html).toContain('href="openapi.json"');
    expect(html).not.toMatch(/(src|href)="(\/|https?:)/);
    const embedded = JSON.parse(/<script id="contract" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(embedded).toEqual(await (await fetch(`${api.url}/openapi.json`)).json());
  });

  it('allows only its own inline script, by hash, and nothing from other origins', async () => {
    const res = await fetch(`${api.url}/docs`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const inline = /<script>(.*?)<\/script>/s.exec(await res.text())![1]!;
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https?:/);
  });

  it('serves the bundled renderer itself (no CDN)', async () => {
    const res = await fetch(`${api.url}/docs/redoc.standalone.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const script = await res.text();
    expect(script.length).toBeGreaterThan(500_000);
    expect(script).toContain('Redoc');
  });
});
