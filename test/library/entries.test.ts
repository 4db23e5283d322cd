import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../core/webhooks/signer.js';
import { buildLibrary } from '../../scripts/build-lib.js';

const run = promisify(execFile);
// Built into a temp directory with no node_modules above it: no package can resolve there.
const dist = join(mkdtempSync(join(tmpdir(), 'estimate-dist-')), 'dist');
beforeAll(() => buildLibrary({ outdir: dist, declarations: false }), 60_000);
afterAll(() => rmSync(dirname(dist), { recursive: true, force: true }));

/** Every package a built entry loads, following its static imports through the chunks. */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Static imports only: a dynamic import() loads when called (the CLI's lazily loaded commands).
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s*"([^"]+)";?$|^import\s*"([^"]+)";?$/gm)) {
      if (!spec) continue;
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      else if (!spec.startsWith('node:'))
        packages.add(
          spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  };
  visit(join(dist, entry));
  return packages;
}

describe('built entries', () => {
  it('load only the drivers they are for: pg and nodemailer only when configured', () => {
    const drivers = ['better-sqlite3', 'pg', 'nodemailer'];
    const loaded = (entry: string) => drivers.filter((d) => packagesLoadedBy(entry).has(d));
    expect(loaded('index.js')).toEqual([]);
    expect(loaded('webhooks.js')).toEqual([]);
    expect(loaded('http.js')).toEqual([]);
    expect(loaded('sqlite.js')).toEqual(['better-sqlite3']);
    // pg itself loads at the first query (adapters/postgres/database.ts imports it dynamically).
    expect(loaded('postgres.js')).toEqual([]);
    expect(packagesLoadedBy('webhooks.js')).toEqual(new Set());
  });

  it('estimate-appliance/webhooks verifies a delivery in a process where no driver, native module or mailer can resolve', async () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'webhook.test', data: { object: {} } });
    const header = signatureHeader(['whsec_isolated'], Math.floor(Date.now() / 1000), body);
    const script = `
      for (const name of ['better-sqlite3', 'pg', 'nodemailer']) {
        await import(name).then(() => { throw new Error(name + ' resolved'); }, (e) => { if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e; });
      }
      const { verifyWebhook } = await import(${JSON.stringify(join(dist, 'webhooks.js'))});
      console.log(JSON.stringify(verifyWebhook(process.env.BODY, process.env.HEADER, ['whsec_isolated'])));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dirname(dist),
      env: { PATH: process.env.PATH, BODY: body, HEADER: header },
    });
    expect(JSON.parse(stdout)).toMatchObject({ ok: true });
    // The same process setup cannot load the SQLite entry: the check above is real.
    await expect(
      run(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(join(dist, 'sqlite.js'))})`], {
        cwd: dirname(dist),
      }),
    ).rejects.toThrow(/Cannot find package/);
  });
});
