#!/usr/bin/env node
/**
 * The appliance command line: `serve` (default), `ci` and `admin ...` (decisions.md).
 * JSON on stdout; logs on stderr. Exit codes: 0 done, 1 refused operation,
 * 2 usage or configuration error, 3 the encryption key does not open the data.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  describeError,
  integerFlag,
  optionalString,
  parseOptions,
  stringFlag,
  suggest,
  UsageError,
  type OptionSpec,
  type Values,
} from './cli/args.js';
import { ConfigError, configOptions, flagName, loadConfig, readTls, settingsHelp, type ApplianceConfig } from './config.js';
import { KEY_MISMATCH_EXIT, KeyMismatchError } from './ops/key-mismatch.js';
import type { RunningAppliance } from './server.js';

const s = { type: 'string' } as const;
const b = { type: 'boolean' } as const;
const adminBase: OptionSpec = { db: s, config: s };
const restoreOptions: OptionSpec = { from: s, 'key-file': s, ...adminBase };
/** `ci` takes the listening and public-address settings; the database, test helpers and webhook rules are its own. */
const ciFixed = ['db', 'test_helpers', 'webhook_allow_private', 'webhook_loopback_http'].map((k) => flagName(k as never));
const ciOptions = (): OptionSpec => ({
  ...Object.fromEntries(Object.entries(configOptions()).filter(([name]) => !ciFixed.includes(name))),
  'env-out': s,
  credits: s,
});

/** The whole --help text: commands from the admin table, settings from the configuration table. */
export async function usage(): Promise<string> {
  const { adminCommands } = await import('./cli/admin.js');
  const admin = Object.entries(adminCommands).map(([name, c]) => `estimate-appliance admin ${name}${c.usage ? ` ${c.usage}` : ''}`);
  return [
    'estimate-appliance [serve] [--port N] [--host H] [--db PATH|URL] [--config FILE] [--dev-bootstrap] [any setting below as --flag]',
    'estimate-appliance ci [--port N] [--host H] [--env-out PATH] [--credits N]',
    '    throwaway in-memory database, test helpers on, webhooks to http:// on loopback allowed; prints KEY=value lines when ready',
    ...admin,
    'estimate-appliance admin restore --from FILE --db NEW_PATH [--key-file FILE]   (key from FILE.key or ESTIMATE_ENCRYPTION_KEY; checked first)',
    'estimate-appliance --version | --help',
    'Every admin command takes --db and --config and prints JSON on stdout.',
    `Exit codes: 0 done, 1 refused operation, 2 usage or configuration error, ${KEY_MISMATCH_EXIT} the encryption key does not open the data at rest.`,
    settingsHelp(),
    'Probes: GET /healthz, GET /readyz, GET /metrics (Prometheus). SIGTERM/SIGINT stop gracefully.',
  ].join('\n');
}

/** Replaced with the package version when the single executable is bundled. */
declare const ESTIMATE_VERSION: string | undefined;

export function applianceVersion(): string {
  if (typeof ESTIMATE_VERSION === 'string') return ESTIMATE_VERSION;
  // From source (tsx) and from dist/cli.js, package.json is one directory up.
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/**
 * Runs one command and answers its exit code (-1: keep running, the server is up).
 * `nativeBinding` is better-sqlite3's addon, or a function loading it only when a database is opened;
 * `newDatabase` the file of a new database with the current schema (the executable carries one).
 */
export async function main(argv: string[], nativeBinding?: unknown, newDatabase?: () => Uint8Array): Promise<number> {
  const first = argv[0];
  if (argv.includes('--version') || first === 'version') {
    process.stdout.write(applianceVersion() + '\n');
    return 0;
  }
  if (argv.includes('--help') || argv.includes('-h') || first === 'help') {
    process.stdout.write((await usage()) + '\n');
    return 0;
  }
  // Loaded once (the executable writes its embedded addon to a file to load it), however many callers ask.
  let loaded: { binding: unknown } | undefined;
  const binding = () => (loaded ??= { binding: typeof nativeBinding === 'function' ? nativeBinding() : nativeBinding }).binding;
  const named = first !== undefined && !first.startsWith('-');
  const command = named ? first : 'serve';
  const rest = named ? argv.slice(1) : argv;
  try {
    if (command === 'serve') return await serve(rest, binding, newDatabase);
    if (command === 'ci') return await ci(rest, binding);
    if (command === 'admin') return await admin(rest, binding);
    const close = suggest(command, ['serve', 'ci', 'admin', 'help', 'version']);
    throw new UsageError(`unknown command ${command}${close ? `; did you mean ${close}?` : ''}`);
  } catch (error) {
    process.stderr.write(`error: ${describeError(error)}\n`);
    if (error instanceof UsageError) process.stderr.write('Run with --help for the commands and settings.\n');
    if (error instanceof KeyMismatchError) return KEY_MISMATCH_EXIT;
    return error instanceof UsageError || error instanceof ConfigError ? 2 : 1;
  }
}

async function start(config: ApplianceConfig, binding: () => unknown, newDatabase?: () => Uint8Array): Promise<RunningAppliance> {
  const tls = readTls(config);
  // A new SQLite database is made first, and its two fsyncs wait on libuv's threads while the HTTP
  // layer loads below (h3, srvx and Node's web classes: ~50 ms of main-thread CPU that cannot be in
  // the startup snapshot): the disk waits no longer add to the start.
  const databaseMade = (await databaseAhead())(config.db, binding, newDatabase);
  databaseMade.catch(() => {}); // Awaited below; this only keeps it from counting as unhandled meanwhile.
  // Loaded on demand: --help, --version and admin commands start faster without the HTTP stack.
  const { startAppliance } = await import('./server.js');
  await databaseMade;
  return startAppliance({
    db: config.db,
    nativeBinding: binding(),
    port: config.port,
    host: config.host,
    publicUrl: config.publicUrl,
    tls,
    testHelpers: config.testHelpers,
    settings: config,
    metricsToken: config.metricsToken,
  });
}

/**
 * Makes a SQLite database that does not exist yet, ahead of the composition (which then opens it):
 * the schema at once, the fsyncs in the promise. Loaded on demand like the server.
 */
async function databaseAhead(): Promise<(db: string, binding: () => unknown, newDatabase?: () => Uint8Array) => Promise<void>> {
  const { isPostgresUrl } = await import('../adapters/postgres/storage.js');
  const { createDatabaseAhead } = await import('../adapters/sqlite/database.js');
  return (db, binding, newDatabase) =>
    isPostgresUrl(db) ? Promise.resolve() : createDatabaseAhead(db, { nativeBinding: binding(), image: newDatabase?.() });
}

async function serve(args: string[], binding: () => unknown, newDatabase?: () => Uint8Array): Promise<number> {
  const { values } = parseOptions(args, { ...configOptions(), 'dev-bootstrap': b });
  const running = await start(loadConfig(values), binding, newDatabase);
  if (values['dev-bootstrap']) {
    const { bootstrapDevAccount } = await import('./cli/bootstrap.js');
    const created = await bootstrapDevAccount(running.service, running.storage);
    if (created)
      process.stdout.write(
        JSON.stringify({ ...created, api: `${running.url}/v1`, note: 'keys are shown once; keep them' }, null, 2) + '\n',
      );
  }
  stopOnSignals(running);
  return -1;
}

async function ci(args: string[], binding: () => unknown): Promise<number> {
  const fixed = args.find((arg) => ciFixed.includes(arg.replace(/^--/, '').split('=')[0]!));
  if (fixed)
    throw new UsageError(
      `ci sets ${fixed.split('=')[0]} itself (a throwaway in-memory database, test helpers on, http webhooks to loopback only); use serve to choose`,
    );
  const { values } = parseOptions(args, ciOptions());
  const { ciAccount, ciConfig, envLines, writeEnvFile, CI_CREDITS } = await import('./cli/ci.js');
  const config = ciConfig(loadConfig(values));
  const running = await start(config, binding);
  stopOnSignals(running);
  const lines = await ciAccount(running, integerFlag(values, 'credits', CI_CREDITS), config.publicUrl);
  const envFile = optionalString(values, 'env-out');
  if (envFile) writeEnvFile(envFile, lines);
  process.stdout.write(envLines(lines));
  return -1;
}

async function admin(args: string[], binding: () => unknown): Promise<number> {
  const words = args.slice(0, 2).filter((w) => !w.startsWith('-'));
  if (words[0] === 'restore') {
    const { values } = parseOptions(args.slice(1), restoreOptions);
    const config = loadConfig(configOnly(values));
    if (!values.db) throw new UsageError('--db is required: the new database path to restore into');
    const { restoreDatabase } = await import('./ops/backup.js');
    const result = await restoreDatabase({
      from: stringFlag(values, 'from'),
      to: config.db,
      keyFile: optionalString(values, 'key-file'),
      configuredKey: config.encryptionKey,
      nativeBinding: binding(),
    });
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
    return 0;
  }
  // Loaded on demand, like the server: --version and --help stay quick.
  const { adminCommands, findAdminCommand } = await import('./cli/admin.js');
  const found = findAdminCommand(words);
  if (!found) {
    const close = suggest(words.join(' '), [...Object.keys(adminCommands), 'restore']);
    throw new UsageError(`unknown admin command: ${words.join(' ') || '(none)'}${close ? `; did you mean admin ${close}?` : ''}`);
  }
  const { name, command } = found;
  const { values, positionals } = parseOptions(
    args.slice(name.split(' ').length),
    { ...command.options, ...adminBase },
    command.positionals ?? 0,
  );
  // Admin commands take their own flags; the database and its settings come from the configuration.
  const config = loadConfig(configOnly(values));
  const [{ compose }, { loadEncryptionKeys }] = await Promise.all([
    import('./compose.js'),
    import('../adapters/system/encryption-keys.js'),
  ]);
  const composition = compose({ db: config.db, nativeBinding: binding(), settings: config });
  try {
    const keys = () =>
      loadEncryptionKeys({ configured: config.encryptionKey, dbPath: config.db })
        .map((k) => k.toString('base64'))
        .join(',');
    const result = await command.run({ ...composition, keys }, values, positionals);
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  } finally {
    await composition.close();
  }
  return 0;
}

const configOnly = (values: Values) => ({ db: values.db, config: values.config });

function stopOnSignals(running: RunningAppliance): void {
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
}

/**
 * Run directly (node, tsx, or npm's `.bin` symlink) rather than imported: compare
 * real paths, since npm's bin is a symlink whose name is not this file's.
 */
function isEntry(): boolean {
  const invoked = process.argv[1];
  if (!invoked) return false;
  try {
    return realpathSync(invoked) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntry()) {
  void main(process.argv.slice(2), undefined).then((code) => {
    if (code >= 0) process.exitCode = code;
  });
}
