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
      expect(((await me.json()) as { key: { scopes: string[] } }).key.scopes).toEqual([
        'webhooks:manage',
        'customers:write',
        'records:read',
        'records:write',
      ]);
    } finally {
      server.kill('SIGTERM');
    }
  }, 120_000);

  it("lists accounts, an account's keys (never the key itself) and its credit lots", async () => {
    const account = await cli('admin', 'account', 'create', '--name', 'Listed', '--email', 'list@acme.test');
    const key = await cli('admin', 'key', 'create', '--account', account.id, '--env', 'test');
    await cli('admin', 'credits', 'grant', '--account', account.id, '--credits', '40', '--expires-at', '2030-01-01');
    const accounts = await cli('admin', 'account', 'list');
    expect(accounts.object).toBe('list');
    expect(accounts.data.map((a: { id: string }) => a.id)).toContain(account.id);
    const keys = await cli('admin', 'key', 'list', '--account', account.id);
    expect(keys.data).toEqual([
      expect.objectContaining({
        id: key.id,
        object: 'api_key',
        environment: 'test',
        last4: key.key.slice(-4),
        revoked_at: null,
        paused_at: null,
      }),
    ]);
    expect(JSON.stringify(keys)).not.toContain(key.key);
    const lots = await cli('admin', 'credits', 'list', '--account', account.id);
    expect(lots.data).toEqual([
      expect.objectContaining({ object: 'credit_lot', initial_credits: 40, remaining_credits: 40, expires_at: '2030-01-01T00:00:00.000Z' }),
    ]);
    await expect(run(tsx, ['appliance/main.ts', 'admin', 'key', 'list', '--account', 'acct_nope', '--db', db])).rejects.toMatchObject({
      code: 1,
    });
  }, 60_000);

  it('refuses a misspelled flag, naming the one meant, with exit 2', async () => {
    const typo = await run(tsx, [
      'appliance/main.ts',
      'admin',
      'account',
      'create',
      '--name',
      'A',
      '--emial',
      'a@b.test',
      '--db',
      db,
    ]).catch((e) => e);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/^error: unknown option --emial; did you mean --email\?\n/);
    const serve = await run(tsx, ['appliance/main.ts', 'serve', '--prot', '8080']).catch((e) => e);
    expect(serve.code).toBe(2);
    expect(serve.stderr).toMatch(/^error: unknown option --prot; did you mean --port\?\n/);
    const secret = await run(tsx, ['appliance/main.ts', 'serve', '--encryption-key', 'x']).catch((e) => e);
    expect(secret.code).toBe(2);
    expect(secret.stderr).toMatch(/^error: unknown option --encryption-key\n/);
    const command = await run(tsx, ['appliance/main.ts', 'admin', 'acount', 'list', '--db', db]).catch((e) => e);
    expect(command.code).toBe(2);
    expect(command.stderr).toMatch(/^error: unknown admin command: acount list; did you mean admin account list\?\n/);
    const missing = await run(tsx, ['appliance/main.ts', 'admin', 'key', 'list', '--db', db, '--account']).catch((e) => e);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^error: --account needs a value\n/);
  }, 60_000);

  it('exits 2 with usage on a bad command, 1 on an unknown account', async () => {
    await expect(run(tsx, ['appliance/main.ts', 'admin', 'frobnicate', '--db', db])).rejects.toMatchObject({ code: 2 });
    await expect(run(tsx, ['appliance/main.ts', 'admin', 'terms', 'accept', '--account', 'acct_nope', '--db', db])).rejects.toMatchObject({
      code: 1,
    });
  }, 60_000);
});
