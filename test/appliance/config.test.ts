import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import { ConfigError, loadConfig, readTls, settings, settingsTable } from '../../appliance/config.js';
import { startAppliance } from '../../appliance/server.js';
import { makeThrowawayCa } from '../support/throwaway-ca.js';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const dir = mkdtempSync(join(tmpdir(), 'estimate-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function configFile(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('appliance configuration', () => {
  it('has defaults', () => {
    expect(loadConfig({}, {})).toEqual({
      db: './data/estimate.db',
      port: 8080,
      host: '127.0.0.1',
      publicUrl: undefined,
      tlsCert: undefined,
      tlsKey: undefined,
      testHelpers: false,
      metricsToken: undefined,
      encryptionKey: undefined,
      webhookAllowPrivate: false,
      webhookLoopbackHttp: false,
      extraCaCerts: undefined,
      catalogFile: undefined,
      accountRatesFile: undefined,
      model: undefined,
      smtp: undefined,
    });
  });

  it('takes flags over environment over file over defaults', () => {
    const file = configFile('layers.json', {
      port: 7001,
      host: '0.0.0.0',
      db: '/srv/file.db',
      public_url: 'https://estimates.example.com',
      test_helpers: true,
    });
    const fromFile = loadConfig({ config: file }, {});
    expect(fromFile).toMatchObject({
      port: 7001,
      host: '0.0.0.0',
      db: '/srv/file.db',
      publicUrl: 'https://estimates.example.com',
      testHelpers: true,
    });
    const env = { ESTIMATE_CONFIG: file, PORT: '7002', ESTIMATE_DB: '/srv/env.db', ESTIMATE_TEST_HELPERS: '0', HOST: '' };
    expect(loadConfig({}, env)).toMatchObject({ port: 7002, host: '0.0.0.0', db: '/srv/env.db', testHelpers: false });
    expect(loadConfig({ port: '7003' }, env)).toMatchObject({ port: 7003, db: '/srv/env.db' });
  });

  it('names the source of a bad value', () => {
    const fail = (flags: Record<string, string | true>, env: NodeJS.ProcessEnv = {}) => {
      try {
        loadConfig(flags, env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(fail({ port: '70000' })).toBe('--port must be an integer from 0 to 65535');
    expect(fail({}, { PORT: 'eighty' })).toBe('PORT must be an integer from 0 to 65535');
    const typo = configFile('typo.json', { prot: 8080 });
    expect(fail({ config: typo })).toBe(`config file ${typo}: unknown key "prot" (known: ${Object.keys(settings).join(', ')})`);
    expect(fail({ config: configFile('port.json', { port: '8080x' }) })).toMatch(/port\.json: port must be an integer/);
    expect(fail({ config: configFile('list.json', [1]) })).toMatch(/list\.json must be a JSON object$/);
    expect(fail({ config: configFile('broken.json', '{') })).toMatch(/is not valid JSON/);
    expect(fail({ config: join(dir, 'missing.json') })).toMatch(/^cannot read config file .*missing\.json: ENOENT$/);
    expect(fail({ 'public-url': 'estimates.example.com' })).toBe('--public-url must be an absolute URL');
    expect(fail({ 'tls-cert': '/x.pem' })).toMatch(/needs both a certificate and a key/);
  });

  it('covers every setting: secrets from environment or file only, booleans from flags, grouped model and SMTP settings', () => {
    const file = configFile('all.json', {
      model_url: 'https://models.example.com/v1',
      model_name: 'from-file',
      smtp_url: 'smtp://mail.example.com',
      metrics_token: 'file-token',
    });
    const env = {
      ESTIMATE_CONFIG: file,
      ESTIMATE_MODEL_TIMEOUT_MS: '5000',
      ESTIMATE_METRICS_TOKEN: 'env-token',
      NODE_EXTRA_CA_CERTS: '/etc/ca.pem',
      ESTIMATE_WEBHOOK_ALLOW_PRIVATE: '1',
    };
    expect(loadConfig({ 'model-name': 'from-flag', 'webhook-loopback-http': true, 'webhook-allow-private': false }, env)).toMatchObject({
      model: { url: 'https://models.example.com/v1', apiKey: '', model: 'from-flag', timeoutMs: 5000 },
      smtp: { url: 'smtp://mail.example.com', from: 'Estimate API <no-reply@localhost>' },
      metricsToken: 'env-token',
      extraCaCerts: '/etc/ca.pem',
      webhookLoopbackHttp: true,
      webhookAllowPrivate: false,
    });
    // Secrets never come from a flag: command lines are visible to every user of the machine.
    expect(loadConfig({ 'metrics-token': 'leaked' }, {}).metricsToken).toBeUndefined();
    expect(() => loadConfig({}, { ESTIMATE_WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
      'ESTIMATE_WEBHOOK_ALLOW_PRIVATE must be true or false (1 or 0)',
    );
  });

  it('is the only reader of the environment in the appliance, the adapters and the library entry', () => {
    const files = [
      'index.ts',
      ...['appliance', 'adapters', 'core', 'lib'].flatMap((root) =>
        readdirSync(root, { recursive: true }).map((f) => join(root, String(f))),
      ),
    ]
      // openapi-guide.ts holds receiver code samples shown in /docs (text), not code that runs here;
      // sea/snapshot-guard.ts wraps process.env while the build takes the snapshot, to catch reads, and reads no setting.
      .filter(
        (f) =>
          f.endsWith('.ts') &&
          ![
            join('appliance', 'config.ts'),
            join('appliance', 'http', 'openapi-guide.ts'),
            join('appliance', 'sea', 'snapshot-guard.ts'),
          ].includes(f),
      );
    const readers = files.filter((f) => /process\.env|\benv\.[A-Z_]+|env\[/.test(readFileSync(f, 'utf8')));
    expect(readers).toEqual([]);
  });

  it('renders the README settings table and --help from the same table', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = /<!-- settings:start -->\n([\s\S]*?)\n<!-- settings:end -->/.exec(readme)?.[1];
    expect(table, 'README.md must hold the table written by `npm run settings:table`').toBe(settingsTable());
    const { stdout } = await run(tsx, ['appliance/main.ts', '--help']);
    for (const [key, setting] of Object.entries(settings)) {
      expect(stdout).toContain(key);
      expect(stdout).toContain(setting.env);
    }
  }, 30_000);

  it('reads TLS files at start and refuses unreadable ones', () => {
    const config = loadConfig({ 'tls-cert': join(dir, 'nope.pem'), 'tls-key': join(dir, 'nope.key') }, {});
    expect(() => readTls(config)).toThrow(/^cannot read TLS certificate .*nope\.pem: ENOENT$/);
  });

  it('exits 2 with one line on a bad configuration', async () => {
    const bad = await run(tsx, ['appliance/main.ts', 'serve', '--port', '99999', '--db', join(dir, 'x.db')]).catch((error) => error);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('error: --port must be an integer from 0 to 65535\n');
    const tls = await run(tsx, [
      'appliance/main.ts',
      'serve',
      '--tls-cert',
      join(dir, 'c.pem'),
      '--tls-key',
      join(dir, 'k.pem'),
      '--db',
      join(dir, 'x.db'),
    ]).catch((error) => error);
    expect(tls.code).toBe(2);
    expect(tls.stderr.trim().split('\n')).toHaveLength(1);
  }, 30_000);

  it('serves HTTPS with a certificate and key', async () => {
    const ca = await makeThrowawayCa(dir);
    const app = await startAppliance({
      db: join(dir, 'tls.db'),
      port: 0,
      host: '127.0.0.1',
      sweepSeconds: 0,
      logger: createJsonLogger({ silent: true }),
      tls: { cert: Buffer.from(ca.certPem), key: Buffer.from(ca.keyPem) },
    });
    try {
      expect(app.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const status = await new Promise<number | undefined>((resolve, reject) => {
        get(`${app.url}/healthz`, { ca: ca.caPem }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).on('error', reject);
      });
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
