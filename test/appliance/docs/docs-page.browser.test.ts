import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';

/** Debian's chromium (installed by .ci/run when missing); flags keep it off the closed network. */
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const artifacts = join(process.cwd(), 'test-artifacts');

let api: TestApi;
let browser: BrowserContext;
let proxy: Server;
let proxyUrl: string;
const profile = mkdtempSync(join(tmpdir(), 'estimate-chromium-'));

/** A reverse proxy that serves the appliance under /api/ (prefix stripped), as an operator might mount it. */
async function startPrefixProxy(target: string): Promise<Server> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/api/')) {
      res.writeHead(404).end('outside the mount');
      return;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url.slice('/api'.length), method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  if (!executablePath) throw new Error('chromium is not installed: apt-get install -y chromium (.ci/run does it)');
  api = await startTestApi();
  proxy = await startPrefixProxy(api.url);
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // A new, empty profile directory for this run (the persistent context passes it as --user-data-dir).
  browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    viewport: { width: 1400, height: 900 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  mkdirSync(artifacts, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  await api?.close();
  rmSync(profile, { recursive: true, force: true });
});

/**
 * Opens a page and records every request for another origin that was not
 * stopped by the page's Content-Security-Policy (Redoc's sidebar badge asks for
 * a CDN logo; the policy blocks it inside the browser), and every failure.
 */
async function open(url: string, origin: string): Promise<{ page: Page; outside: string[]; failed: string[] }> {
  const page = await browser.newPage();
  const outside: string[] = [];
  const failed: string[] = [];
  const local = (u: string) => u.startsWith(origin) || u.startsWith('blob:') || u.startsWith('data:');
  page.on('requestfinished', (r) => {
    if (!local(r.url())) outside.push(r.url());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (local(r.url())) failed.push(`${error} ${r.url()}`);
    else if (!['csp', 'net::ERR_BLOCKED_BY_CSP'].includes(error)) outside.push(`${error} ${r.url()}`);
  });
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { page, outside, failed };
}

describe('GET /docs in a real browser', () => {
  it('renders the reference offline with Redoc: operations, examples, webhooks and the signature guide', async () => {
    const { page, outside, failed } = await open(`${api.url}/docs`, api.url);
    expect(await page.title()).toContain('Home-Service Estimate API');
    // Redoc renders the operations (with their ids as section anchors), the webhooks and the introduction.
    await page.locator('[data-section-id="operation/createEstimate"]').waitFor();
    expect(await page.locator('[data-section-id^="operation/"]').count()).toBeGreaterThanOrEqual(30);
    await expect.poll(() => page.locator('[data-section-id*="webhook"], [data-section-id*="event_"]').count()).toBeGreaterThanOrEqual(8);
    const text = await page.locator('#reference').textContent();
    for (const phrase of [
      'Verifying signatures',
      'verify_signature',
      'openssl dgst -sha256 -hmac',
      'timingSafeEqual',
      'estimate.completed',
      'curl -sS -X POST',
    ])
      expect(text).toContain(phrase);
    expect(outside).toEqual([]);
    expect(failed).toEqual([]);
    await page.screenshot({ path: join(artifacts, 'docs.png') });
    for (const [anchor, file] of [
      ['operation/createEstimate', 'docs-create-estimate.png'],
      ['section/Verifying-signatures', 'docs-signatures.png'],
      ['tag/Events/operation/event_estimate_completed', 'docs-webhook.png'],
    ]) {
      await page.evaluate((hash) => ((globalThis as unknown as { location: { hash: string } }).location.hash = hash), anchor!);
      // Redoc scrolls the section to the top (under the header) on hashchange: wait for it before the picture.
      const top = () =>
        page
          .locator(`[data-section-id="${anchor}"]`)
          .first()
          .evaluate((el) => (el as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top);
      await expect.poll(top).toBeLessThan(120);
      await page.screenshot({ path: join(artifacts, file!) });
    }
    expect(existsSync(join(artifacts, 'docs.png'))).toBe(true);
  });

  it('works mounted under a prefix: the renderer and the contract link resolve under /api/', async () => {
    const { page, outside, failed } = await open(`${proxyUrl}/api/docs`, proxyUrl);
    await page.locator('[data-section-id="operation/createEstimate"]').waitFor();
    expect(outside).toEqual([]);
    expect(failed).toEqual([]);
    const link = await page.locator('#contract-link').evaluate((a) => (a as unknown as { href: string }).href);
    expect(link).toBe(`${proxyUrl}/api/openapi.json`);
    const contract = (await page.evaluate(async (href) => (await fetch(href)).json(), link)) as { openapi: string };
    expect(contract.openapi).toBe('3.1.0');
    await page.screenshot({ path: join(artifacts, 'docs-under-prefix.png') });
  });

  it("works at the page's address with a trailing slash too (/api/docs/)", async () => {
    const { page, outside, failed } = await open(`${proxyUrl}/api/docs/`, proxyUrl);
    await page.locator('[data-section-id="operation/createEstimate"]').waitFor();
    expect(outside).toEqual([]);
    expect(failed).toEqual([]);
    expect(await page.locator('#contract-link').evaluate((a) => (a as unknown as { href: string }).href)).toBe(
      `${proxyUrl}/api/openapi.json`,
    );
  });
});
