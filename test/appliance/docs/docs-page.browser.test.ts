import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';

/** Debian's chromium (installed by .ci/run when missing); flags keep it off the closed network. */
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const artifacts = join(process.cwd(), 'test-artifacts');

let api: TestApi;
let browser: Browser;
beforeAll(async () => {
  if (!executablePath) throw new Error('chromium is not installed: apt-get install -y chromium (.ci/run does it)');
  api = await startTestApi();
  browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await api?.close();
});

describe('GET /docs in a real browser', () => {
  it('renders the reference offline: every operation listed, no request leaves the appliance', async () => {
    const page = await browser.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(api.url)) outside.push(request.url());
    });
    const response = await page.goto(`${api.url}/docs`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain('Home-Service Estimate API');
    const headings = await page.locator('section h2').allInnerTexts();
    expect(headings).toEqual(expect.arrayContaining(['POST /v1/estimates', 'GET /v1/estimates/{id}', 'POST /v1/webhook_endpoints', 'GET /v1/usage']));
    expect(await page.locator('a[href="/openapi.json"]').count()).toBe(1);
    expect(outside).toEqual([]);
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'docs.png'), fullPage: false });
    expect(existsSync(join(artifacts, 'docs.png'))).toBe(true);
  }, 60_000);
});
