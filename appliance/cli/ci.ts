import { renameSync, writeFileSync } from 'node:fs';
import type { ApplianceConfig } from '../config.js';
import type { RunningAppliance } from '../server.js';

/** Live credits the CI account starts with unless `--credits` says otherwise. */
export const CI_CREDITS = 1000;

/**
 * `estimate-appliance ci`: a throwaway in-memory database, test helpers on,
 * webhooks to plain http:// on loopback allowed (and only there), and a ready
 * account with a test key, a live key and live credits. The answer is `KEY=value`
 * lines for a shell (`source`), a CI env file, or a test runner's global setup.
 */
export function ciConfig(config: ApplianceConfig): ApplianceConfig {
  return { ...config, db: ':memory:', testHelpers: true, webhookLoopbackHttp: true, webhookAllowPrivate: false };
}

export async function ciAccount(running: RunningAppliance, credits: number, publicUrl?: string): Promise<Record<string, string>> {
  const { service, url } = running;
  const account = await service.accounts.createAccount({ name: 'CI', email: 'ci@example.com', termsAccepted: true });
  const test = await service.accounts.createKey({ accountId: account.id, environment: 'test' });
  const live = await service.accounts.createKey({ accountId: account.id, environment: 'live' });
  if (credits > 0) await service.grantCredits({ accountId: account.id, credits, source: 'ci' });
  const base = publicUrl?.replace(/\/+$/, '') ?? url;
  return {
    ESTIMATE_BASE_URL: base,
    ESTIMATE_API_URL: `${base}/v1`,
    ESTIMATE_LISTEN_URL: url,
    ESTIMATE_ACCOUNT_ID: account.id,
    ESTIMATE_TEST_KEY: test.key,
    ESTIMATE_LIVE_KEY: live.key,
    ESTIMATE_LIVE_CREDITS: String(credits),
  };
}

export const envLines = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k}=${v}\n`)
    .join('');

/** Written whole or not at all (a waiting script never reads half a file), mode 0600: it holds keys. */
export function writeEnvFile(path: string, values: Record<string, string>): void {
  const partial = `${path}.partial`;
  writeFileSync(partial, envLines(values), { mode: 0o600 });
  renameSync(partial, path);
}
