/**
 * Start-up loads only what is configured (issue 14 item 4): a server on SQLite
 * that has answered requests has not loaded pg, nodemailer or undici (nor the
 * model adapter); they load on first use. Checked in a fresh Node process,
 * where the CommonJS module cache shows every package that was evaluated.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'lazy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function loadedAfter(body: string): string[] {
  const script = join(dir, `probe-${Math.random().toString(36).slice(2)}.mts`);
  writeFileSync(
    script,
    `
    import { createRequire } from 'node:module';
    import { startAppliance } from ${JSON.stringify(join(root, 'appliance', 'server.ts'))};
    import { createJsonLogger } from ${JSON.stringify(join(root, 'adapters', 'system', 'logger.ts'))};
    const app = await startAppliance({ db: ${JSON.stringify(join(dir, 'lazy.db'))}, port: 0, host: '127.0.0.1', logger: createJsonLogger({ silent: true }), sweepSeconds: 0 });
    ${body}
    await app.close();
    const packages = new Set(Object.keys(createRequire(import.meta.url).cache).map((p) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(p)?.[1]).filter(Boolean));
    const models = Object.keys(createRequire(import.meta.url).cache).filter((p) => p.includes('chat-completions'));
    console.log(JSON.stringify([...packages, ...models]));
  `,
  );
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  return JSON.parse(out.trim().split('\n').pop()!) as string[];
}

describe('lazy adapters', () => {
  it('a SQLite server answering requests never loads pg, nodemailer or undici', () => {
    const loaded = loadedAfter(`
      for (const path of ['/readyz', '/v1/regions']) await (await fetch(app.url + path)).text();
    `);
    expect(loaded).toContain('better-sqlite3');
    expect(loaded).not.toContain('pg');
    expect(loaded).not.toContain('nodemailer');
    expect(loaded).not.toContain('undici');
  });

  it('the lazy webhook transport loads undici at its first send', () => {
    const loaded = loadedAfter(`
      const transport = (await import(${JSON.stringify(join(root, 'appliance', 'lazy-adapters.ts'))})).lazyUndiciTransport();
      await transport.send({ method: 'GET', url: 'https://127.0.0.1:9/', address: '127.0.0.1', headers: {}, timeoutMs: 200 });
      await transport.close();
    `);
    expect(loaded).toContain('undici');
    expect(loaded).not.toContain('pg');
  });
});
