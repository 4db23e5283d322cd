import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { compose } from '../../appliance/compose.js';
import { loadConfig } from '../../appliance/config.js';
import { createJsonLogger } from '../../adapters/system/logger.js';

/** One appliance process serving on an ephemeral port. */
export interface Instance {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `node --import tsx appliance/main.ts serve` on `db`, test helpers off; resolves once it logged its address.
 * The child is the server itself (the `tsx` launcher would run it as a grandchild, and a kill -9 would then
 * kill the launcher and leave the server running on the database).
 */
export function startInstance(db: string, env: NodeJS.ProcessEnv): Promise<Instance> {
  const args = ['--import', 'tsx', 'appliance/main.ts', 'serve', '--port', '0', '--host', '127.0.0.1', '--db', db];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ESTIMATE_TEST_HELPERS: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${log}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const url = /"message":"serving".*?"url":"(http:\/\/[^"]+)"/.exec(log)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stderr!.removeAllListeners('data');
      child.stderr!.resume();
      resolve({
        url,
        child,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`instance exited (${code}) before serving:\n${log}`)));
  });
}

/** An account with a test key, a live key and `credits` live credits, made in this process on the shared database. */
export async function seedAccount(db: string, env: NodeJS.ProcessEnv, credits: number) {
  const composition = compose({ db, settings: loadConfig({}, { ...process.env, ...env }), logger: createJsonLogger({ silent: true }) });
  try {
    const { accounts } = composition.service;
    const account = await accounts.createAccount({
      name: `Many ${randomBytes(3).toString('hex')}`,
      email: 'many@example.com',
      termsAccepted: true,
    });
    const test = await accounts.createKey({ accountId: account.id, environment: 'test' });
    const live = await accounts.createKey({ accountId: account.id, environment: 'live' });
    if (credits > 0) await composition.service.grantCredits({ accountId: account.id, credits });
    return { accountId: account.id, testKey: test.key, liveKey: live.key, storage: composition.storage, close: () => composition.close() };
  } catch (error) {
    await composition.close();
    throw error;
  }
}

export async function call(base: string, method: string, path: string, key: string, body?: unknown, idempotencyKey?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as any) : null };
}

export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
