import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'estimate-cli-'));
const db = join(dir, 'cli.db');
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const { stdout } = await run(tsx, ['appliance/main.ts', ...args, '--db', db]);
  return JSON.parse(stdout);
}

describe('operator CLI', () => {
  it('creates an account, keys and credits, then serves them', async () => {
    const account = await cli('admin', 'account', 'create', '--name', 'Acme', '--email', 'ops@acme.test', '--terms-accepted');
    expect(account).toMatchObject({ object: 'account', name: 'Acme', records_addon: false });
    expect(account.terms_accepted_at).not.toBeNull();
    const live = await cli('admin', 'key', 'create', '--account', account.id, '--env', 'live');
    expect(live.key).toMatch(/^svc_live_[0-9A-Za-z]{40}$/);
    const test = await cli('admin', 'key', 'create', '--account', account.id, '--env', 'test', '--scopes', 'webhooks:manage');
    expect(test.key).toMatch(/^svc_test_/);
    const balance = await cli('admin', 'credits', 'grant', '--account', account.id, '--credits', '250');
    expect(balance.available_credits).toBe(250);
    const addon = await cli('admin', 'addon', 'enable', '--account', account.id, 'records');
    expect(addon.records_addon).toBe(true);
    const rotated = await cli('admin', 'key', 'rotate', '--key', test.id, '--expires-in-hours', '2');
    expect(rotated.previous.id).toBe(test.id);
    const revoked = await cli('admin', 'key', 'revoke', '--key', rotated.id);
    expect(revoked.id).toBe(rotated.id);
    expect((await cli('admin', 'account', 'suspend', '--account', account.id)).suspended_at).not.toBeNull();
    expect((await cli('admin', 'account', 'unsuspend', '--account', account.id)).suspended_at).toBeNull();

    const server = spawn(tsx, ['appliance/main.ts', 'serve', '--port', '0', '--db', db], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let log = '';
        server.stderr.on('data', (chunk) => {
          log += chunk;
          const match = /"url":"(http:[^"]+)"/.exec(log);
          if (match) resolve(match[1]!);
        });
        server.once('exit', () => reject(new Error(log)));
      });
      const me = await fetch(`${url}/v1/me`, { headers: { authorization: `Bearer ${live.key}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { key: { scopes: string[] } }).key.scopes).toEqual(['webhooks:manage', 'customers:write', 'records:read', 'records:write']);
    } finally {
      server.kill('SIGTERM');
    }
  }, 120_000);

  it('exits 2 with usage on a bad command, 1 on an unknown account', async () => {
    await expect(run(tsx, ['appliance/main.ts', 'admin', 'frobnicate', '--db', db])).rejects.toMatchObject({ code: 2 });
    await expect(run(tsx, ['appliance/main.ts', 'admin', 'terms', 'accept', '--account', 'acct_nope', '--db', db])).rejects.toMatchObject({ code: 1 });
  }, 60_000);
});
