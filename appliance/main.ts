#!/usr/bin/env node
/**
 * The appliance command line: `serve` (default) and `admin ...` (decisions.md).
 * JSON on stdout; logs on stderr.
 */
import { readFileSync } from 'node:fs';
import { describeError, parseFlags, UsageError } from './cli/args.js';
import { ConfigError, configFlags, loadConfig, readTls } from './config.js';

const usage = `estimate-appliance [serve] [--port N] [--host H] [--db PATH] [--public-url URL] [--tls-cert PEM --tls-key PEM]
                   [--config FILE] [--test-helpers] [--dev-bootstrap]
estimate-appliance admin account create --name N --email E [--terms-accepted] [--created-at ISO]
estimate-appliance admin account suspend|unsuspend --account ID
estimate-appliance admin key create --account ID --env test|live [--scopes s1,s2] [--expires-at ISO]
estimate-appliance admin key rotate --key ID [--expires-in-hours H]
estimate-appliance admin key revoke --key ID
estimate-appliance admin key pause|resume --key ID
estimate-appliance admin credits grant --account ID --credits N [--expires-at ISO]
estimate-appliance admin addon enable|disable --account ID records
estimate-appliance admin terms accept --account ID
estimate-appliance admin encryption rotate
estimate-appliance admin backup --to FILE
estimate-appliance --version | --help
Settings: flags > environment > config file (JSON: db, port, host, public_url, tls_cert, tls_key, test_helpers) > defaults.
Environment: ESTIMATE_CONFIG, ESTIMATE_DB, PORT, HOST, ESTIMATE_PUBLIC_URL, ESTIMATE_TLS_CERT, ESTIMATE_TLS_KEY,
  ESTIMATE_TEST_HELPERS=1, ESTIMATE_ENCRYPTION_KEY, ESTIMATE_WEBHOOK_ALLOW_PRIVATE=1, ESTIMATE_SMTP_URL, ESTIMATE_MAIL_FROM,
  NODE_EXTRA_CA_CERTS. --db takes a SQLite path or a postgres:// URL.
Probes: GET /healthz, GET /readyz, GET /metrics (Prometheus). SIGTERM/SIGINT stop gracefully.`;

/** Replaced with the package version when the single executable is bundled. */
declare const ESTIMATE_VERSION: string | undefined;

export function applianceVersion(): string {
  if (typeof ESTIMATE_VERSION === 'string') return ESTIMATE_VERSION;
  // From source (tsx) and from dist/cli.js, package.json is one directory up.
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/**
 * Runs one command and answers its exit code (-1: keep running, the server is up).
 * `nativeBinding` is better-sqlite3's addon, or a function loading it only when a database is opened.
 */
export async function main(argv: string[], nativeBinding?: unknown): Promise<number> {
  const { words, flags } = parseFlags(argv);
  if (flags.version || words[0] === 'version') {
    process.stdout.write(applianceVersion() + '\n');
    return 0;
  }
  if (flags.help || words[0] === 'help') {
    process.stdout.write(usage + '\n');
    return 0;
  }
  const binding = () => (typeof nativeBinding === 'function' ? nativeBinding() : nativeBinding);
  const command = words[0] ?? 'serve';
  try {
    if (command === 'serve') {
      const unknown = Object.keys(flags).filter((f) => !configFlags.includes(f) && f !== 'dev-bootstrap');
      if (unknown.length) throw new UsageError(`unknown flag --${unknown[0]} for serve`);
      const config = loadConfig(flags);
      const tls = readTls(config);
      // Loaded on demand: --help, --version and admin commands start faster without the HTTP stack.
      const { startAppliance } = await import('./server.js');
      const running = await startAppliance({
        db: config.db, nativeBinding: binding(), port: config.port, host: config.host, publicUrl: config.publicUrl, tls, testHelpers: config.testHelpers,
      });
      if (flags['dev-bootstrap']) {
        const { bootstrapDevAccount } = await import('./cli/bootstrap.js');
        const created = await bootstrapDevAccount(running.service, running.storage);
        if (created) process.stdout.write(JSON.stringify({ ...created, api: `${running.url}/v1`, note: 'keys are shown once; keep them' }, null, 2) + '\n');
      }
      const stop = (signal: NodeJS.Signals) => {
        running.logger.info('shutting down', { signal });
        running.close().then(
          () => {
            running.logger.info('stopped', { signal });
            process.exit(0);
          },
          (error) => {
            running.logger.error('shutdown failed', { error: String(error) });
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
      return -1;
    }
    if (command === 'admin') {
      // Admin commands take their own flags; only the database location comes from the configuration.
      const { db } = loadConfig(Object.fromEntries(Object.entries(flags).filter(([name]) => name === 'db' || name === 'config')));
      const [{ compose }, { runAdmin }] = await Promise.all([import('./compose.js'), import('./cli/admin.js')]);
      const composition = compose({ db, nativeBinding: binding() });
      try {
        process.stdout.write(JSON.stringify(await runAdmin(composition.service, words.slice(1), flags, composition.storage), null, 2) + '\n');
      } finally {
        await composition.close();
      }
      return 0;
    }
    throw new UsageError(`unknown command: ${command}`);
  } catch (error) {
    process.stderr.write(`error: ${describeError(error)}\n`);
    if (error instanceof UsageError) process.stderr.write(usage + '\n');
    return error instanceof UsageError || error instanceof ConfigError ? 2 : 1;
  }
}

const isEntry = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isEntry) {
  void main(process.argv.slice(2), undefined).then((code) => {
    if (code >= 0) process.exitCode = code;
  });
}
