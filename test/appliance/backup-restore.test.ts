import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { compose } from '../../appliance/compose.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'estimate-backup-'));
const db = join(dir, 'live.db');
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI; answers exit code, stdout and stderr (a non-zero exit is an answer, not a throw). */
async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const environment = { ...process.env, ESTIMATE_ENCRYPTION_KEY: '', ...env };
  return run(tsx, ['appliance/main.ts', ...args], { env: environment }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

let customerEmail = '';

beforeAll(async () => {
  // A customer's e-mail is sealed at rest with the key file made beside the database.
  const c = compose({ db, logger: createJsonLogger({ silent: true }) });
  const { accounts } = c.service;
  const account = await accounts.createAccount({ name: 'Backed up', email: 'owner@example.com', termsAccepted: true });
  await accounts.setRecordsAddon(account.id, true);
  const key = await accounts.createKey({ accountId: account.id, environment: 'live' });
  const ctx = await accounts.authenticate(`Bearer ${key.key}`);
  customerEmail = 'jane@example.com';
  await c.service.customers.create(ctx, { external_id: 'c-1', name: 'Jane', email: customerEmail }, 'seed-1');
  await c.close();
  expect(readFileSync(db).includes(customerEmail)).toBe(false);
});

describe('admin backup and restore', () => {
  it('backs up with the key beside the copy, plain JSON off a terminal', async () => {
    const to = join(dir, 'copy.db');
    const backup = await cli(['admin', 'backup', '--to', to, '--db', db]);
    expect(backup.code).toBe(0);
    expect(JSON.parse(backup.stdout)).toMatchObject({ object: 'backup', path: to, key_file: `${to}.key`, key_checked: true });
    expect(backup.stderr).not.toContain('backup');
    expect(readFileSync(`${to}.key`, 'utf8')).toBe(readFileSync(`${db}.key`, 'utf8'));
  }, 60_000);

  it('shows progress on a terminal (stderr), stdout still JSON; the last report says done = total', async () => {
    // Big enough for several steps of 200 pages.
    const big = join(dir, 'big.db');
    const c = compose({ db: big, logger: createJsonLogger({ silent: true }) });
    const account = await c.service.accounts.createAccount({ name: 'Big', email: 'big@example.com', termsAccepted: true });
    await c.service.accounts.setRecordsAddon(account.id, true);
    const ctx = await c.service.accounts.authenticate(
      `Bearer ${(await c.service.accounts.createKey({ accountId: account.id, environment: 'live' })).key}`,
    );
    for (let i = 0; i < 40; i++)
      await c.service.records.put(ctx, 'bulk', `r-${i}`, { data: { fill: randomBytes(24_000).toString('hex') }, updated_at_ms: 1 });
    // The ops port itself ends on done = total (SQLite reports only before each step).
    const seen: Array<[number, number]> = [];
    const { pages } = await c.ops.backup!(join(dir, 'port.db'), (done, total) => seen.push([done, total]));
    expect(seen.at(-1)).toEqual([pages, pages]);
    await c.close();

    const to = join(dir, 'tty.db');
    // `script` gives the command a pseudo-terminal; its stdout and stderr both arrive on our stdout.
    const command = `${tsx} appliance/main.ts admin backup --to ${to} --db ${big}`;
    const { stdout } = await run('script', ['-qec', command, '/dev/null'], { env: { ...process.env, ESTIMATE_ENCRYPTION_KEY: '' } });
    const reports = [...stdout.matchAll(/backup (\d+)% \((\d+)\/(\d+) pages\)/g)].map((m) => m.slice(1).map(Number));
    expect(reports.length).toBeGreaterThan(1);
    const answer = JSON.parse(stdout.slice(stdout.indexOf('{')));
    expect(answer).toMatchObject({ object: 'backup', path: to });
    expect(reports.at(-1)).toEqual([100, answer.pages, answer.pages]);
    expect(answer.pages).toBeGreaterThan(400);
    expect(stdout).toContain(`backup: done (${answer.pages} pages)`);
  }, 60_000);

  it('restores a backup with its key file, checking the key first', async () => {
    const to = join(dir, 'restored.db');
    const restore = await cli(['admin', 'restore', '--from', join(dir, 'copy.db'), '--db', to]);
    expect(restore.code).toBe(0);
    expect(JSON.parse(restore.stdout)).toMatchObject({ object: 'restore', path: to, key_file: `${to}.key`, key_checked: true });
    expect(readFileSync(`${to}.key`, 'utf8')).toBe(readFileSync(`${db}.key`, 'utf8'));
    const listed = await cli(['admin', 'account', 'list', '--db', to]);
    expect(JSON.parse(listed.stdout).data.map((a: { name: string }) => a.name)).toEqual(['Backed up']);
    // Into a path that exists: refused, nothing touched.
    const again = await cli(['admin', 'restore', '--from', join(dir, 'copy.db'), '--db', to]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  }, 60_000);

  it('refuses a restore without the key, or with a key that does not open the data, leaving nothing behind', async () => {
    const bare = join(dir, 'bare.db');
    copyFileSync(join(dir, 'copy.db'), bare);
    const before = readdirSync(dir).sort();
    const noKey = await cli(['admin', 'restore', '--from', bare, '--db', join(dir, 'nokey.db')]);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toMatch(/^error: no key for .*bare\.db: neither .*bare\.db\.key nor ESTIMATE_ENCRYPTION_KEY/);
    const wrong = await cli(['admin', 'restore', '--from', bare, '--db', join(dir, 'wrong.db')], {
      ESTIMATE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(
      /^error: the key ESTIMATE_ENCRYPTION_KEY does not open the sealed data of .*bare\.db; nothing was restored/,
    );
    expect(readdirSync(dir).sort()).toEqual(before);
  }, 60_000);

  it('will not start a server whose key does not open the sealed data (exit 3), and leaves no new key file', async () => {
    const moved = join(dir, 'moved.db');
    copyFileSync(join(dir, 'copy.db'), moved);
    const refused = await cli(['serve', '--port', '0', '--db', moved]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(
      /error: the encryption key does not open the sealed data in this database; refusing to start\. No key file was found beside it \(.*moved\.db\.key\)/,
    );
    expect(existsSync(`${moved}.key`)).toBe(false);
    const wrongKey = await cli(['serve', '--port', '0', '--db', moved], { ESTIMATE_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    expect(wrongKey.code).toBe(3);
    expect(wrongKey.stderr).toMatch(/Set ESTIMATE_ENCRYPTION_KEY .* to the key the data was sealed with/);
  }, 60_000);
});
