import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import type { RuntimeSettings } from './compose.js';

/**
 * Every setting of the appliance, in one table: its config-file key, flag,
 * environment variable, valibot schema, default and help line. Values come from
 * flags > environment > JSON file (`--config FILE` / `ESTIMATE_CONFIG`) > defaults;
 * each layer is validated on its own so an error names where a bad value came from.
 * `--help` and the README's settings table are rendered from this table.
 * Nothing else in the appliance, the adapters or the library reads the environment.
 */
export interface ApplianceConfig extends RuntimeSettings {
  db: string;
  port: number;
  host: string;
  /** Public base address without `/v1`. */
  publicUrl?: string;
  tlsCert?: string;
  tlsKey?: string;
  testHelpers: boolean;
  /** Bearer token `/metrics` requires; unset: open (bind it to a private interface). */
  metricsToken?: string;
}

/** A configuration the appliance cannot start with: exit 2, one line. */
export class ConfigError extends Error {}

const portMessage = 'must be an integer from 0 to 65535';
const text = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'));
/** Flags and environment give strings, the file a number. */
const integer = (message: string, min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^[0-9]+$/), v.transform(Number))], message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
/** `1`/`true`/`0`/`false` from flags and environment, a JSON boolean from the file. */
const flag = v.union(
  [
    v.boolean(),
    v.pipe(
      v.picklist(['1', 'true', '0', 'false']),
      v.transform((s) => s === '1' || s === 'true'),
    ),
  ],
  'must be true or false (1 or 0)',
);
const httpUrl = v.pipe(text, v.url('must be an absolute URL'), v.regex(/^https?:\/\//, 'must be an http or https URL'));

interface Setting {
  env: string;
  schema: v.GenericSchema<unknown, unknown>;
  /** Shown in help and the README; the value used when no layer sets one. */
  default?: string | number | boolean;
  help: string;
  /** Secrets take no flag: command lines are visible to every user of the machine (`ps`). */
  secret?: boolean;
  boolean?: boolean;
}

export const settings = {
  db: { env: 'ESTIMATE_DB', schema: text, default: './data/estimate.db', help: 'SQLite file path, or a `postgres://` URL' },
  port: { env: 'PORT', schema: integer(portMessage, 0, 65535), default: 8080, help: 'TCP port to listen on (0: any free port)' },
  host: { env: 'HOST', schema: text, default: '127.0.0.1', help: 'address to listen on (`0.0.0.0` on a VM)' },
  public_url: {
    env: 'ESTIMATE_PUBLIC_URL',
    schema: httpUrl,
    help: 'public base address without `/v1` (default `http(s)://<host>:<port>`)',
  },
  tls_cert: { env: 'ESTIMATE_TLS_CERT', schema: text, help: 'PEM certificate file: serve HTTPS (with `tls_key`)' },
  tls_key: { env: 'ESTIMATE_TLS_KEY', schema: text, help: 'PEM private key file of `tls_cert`' },
  test_helpers: {
    env: 'ESTIMATE_TEST_HELPERS',
    schema: flag,
    default: false,
    boolean: true,
    help: 'test clock routes under `/v1/test_helpers` (test keys only); the clock moves only when advanced',
  },
  encryption_key: {
    env: 'ESTIMATE_ENCRYPTION_KEY',
    schema: text,
    secret: true,
    help: 'base64 of 32 bytes, comma-separated to rotate (first encrypts, all decrypt); default: the key file `<db>.key` made on first start',
  },
  metrics_token: {
    env: 'ESTIMATE_METRICS_TOKEN',
    schema: text,
    secret: true,
    help: '`/metrics` then requires `Authorization: Bearer <token>`',
  },
  webhook_allow_private: {
    env: 'ESTIMATE_WEBHOOK_ALLOW_PRIVATE',
    schema: flag,
    default: false,
    boolean: true,
    help: 'webhook hosts may resolve to loopback/private addresses (offline CI only)',
  },
  webhook_loopback_http: {
    env: 'ESTIMATE_WEBHOOK_LOOPBACK_HTTP',
    schema: flag,
    default: false,
    boolean: true,
    help: 'webhook URLs may be plain `http://` when the host is a loopback address (CI only; never elsewhere)',
  },
  extra_ca_certs: {
    env: 'NODE_EXTRA_CA_CERTS',
    schema: text,
    help: 'PEM file of extra CAs trusted for webhook HTTPS (Node also reads the variable itself at start)',
  },
  catalog_file: {
    env: 'ESTIMATE_CATALOG_FILE',
    schema: text,
    help: "an operator's own catalog (JSON `tasks`, `regions`), validated at start",
  },
  account_rates_file: {
    env: 'ESTIMATE_ACCOUNT_RATES_FILE',
    schema: text,
    help: 'per-account hourly rates in cents, `{"acct_...": {"painting": 8500}}`',
  },
  model_url: {
    env: 'ESTIMATE_MODEL_URL',
    schema: httpUrl,
    help: 'OpenAI-compatible chat-completions URL: read requests with a model (the engine still computes every figure)',
  },
  model_key: { env: 'ESTIMATE_MODEL_KEY', schema: text, secret: true, help: 'API key of `model_url`' },
  model_name: { env: 'ESTIMATE_MODEL_NAME', schema: text, default: 'gpt-4o-mini', help: 'model asked at `model_url`' },
  model_timeout_ms: {
    env: 'ESTIMATE_MODEL_TIMEOUT_MS',
    schema: integer('must be an integer from 1 to 600000', 1, 600_000),
    default: 20_000,
    help: 'milliseconds before a model call answers 503 `estimator_timeout`',
  },
  smtp_url: {
    env: 'ESTIMATE_SMTP_URL',
    schema: text,
    secret: true,
    help: "send the owner's mail over SMTP (`smtp://` or `smtps://`); default: the `mail_outbox` table and the log",
  },
  mail_from: { env: 'ESTIMATE_MAIL_FROM', schema: text, default: 'Estimate API <no-reply@localhost>', help: 'sender of that mail' },
} satisfies Record<string, Setting>;

export type SettingKey = keyof typeof settings;
const keys = Object.keys(settings) as SettingKey[];
const table: Record<SettingKey, Setting> = settings;
export const flagName = (key: SettingKey) => key.replace(/_/g, '-');

const Layer = v.strictObject(
  Object.fromEntries(keys.map((key) => [key, v.optional(table[key].schema)])) as Record<
    SettingKey,
    v.OptionalSchema<v.GenericSchema, undefined>
  >,
  'must be a JSON object',
);
type Layer = Partial<Record<SettingKey, unknown>>;

/** The flags `serve` (and `ci`) accept, for node:util parseArgs: every non-secret setting, plus `--config`. */
export function configOptions(): Record<string, { type: 'string' | 'boolean' }> {
  const options: Record<string, { type: 'string' | 'boolean' }> = { config: { type: 'string' } };
  for (const key of keys) if (!table[key].secret) options[flagName(key)] = { type: table[key].boolean ? 'boolean' : 'string' };
  return options;
}

export type Flags = Record<string, string | boolean | undefined>;

export function loadConfig(flags: Flags, env: NodeJS.ProcessEnv = process.env): ApplianceConfig {
  const fileFlag = flags.config;
  if (fileFlag === true) throw new ConfigError('--config needs a file path');
  const file = (typeof fileFlag === 'string' ? fileFlag : undefined) ?? (env.ESTIMATE_CONFIG || undefined);
  const fromFile = file ? validate(readConfigFile(file), (key) => `${file}: ${key}`, `config file ${file}`) : {};

  const envRaw: Record<string, unknown> = {};
  for (const key of keys) {
    const value = env[table[key].env];
    // An empty variable counts as unset (systemd and CI often leave them blank).
    if (value) envRaw[key] = value;
  }
  const fromEnv = validate(envRaw, (key) => table[key as SettingKey].env, 'environment');

  const flagRaw: Record<string, unknown> = {};
  for (const key of keys) {
    const value = flags[flagName(key)];
    if (value === undefined || table[key].secret) continue;
    if (value === true && !table[key].boolean) throw new ConfigError(`--${flagName(key)} needs a value`);
    flagRaw[key] = value;
  }
  const fromFlags = validate(flagRaw, (key) => `--${flagName(key as SettingKey)}`, 'flags');

  const merged: Layer = { ...fromFile, ...fromEnv, ...fromFlags };
  if (Boolean(merged.tls_cert) !== Boolean(merged.tls_key))
    throw new ConfigError('TLS needs both a certificate and a key (--tls-cert and --tls-key)');
  const value = <T>(key: SettingKey) => (merged[key] ?? table[key].default) as T;
  return {
    db: value('db'),
    port: value('port'),
    host: value('host'),
    publicUrl: value('public_url'),
    tlsCert: value('tls_cert'),
    tlsKey: value('tls_key'),
    testHelpers: value('test_helpers'),
    metricsToken: value('metrics_token'),
    encryptionKey: value('encryption_key'),
    webhookAllowPrivate: value('webhook_allow_private'),
    webhookLoopbackHttp: value('webhook_loopback_http'),
    extraCaCerts: value('extra_ca_certs'),
    catalogFile: value('catalog_file'),
    accountRatesFile: value('account_rates_file'),
    model:
      merged.model_url === undefined
        ? undefined
        : {
            url: value('model_url'),
            apiKey: value<string | undefined>('model_key') ?? '',
            model: value('model_name'),
            timeoutMs: value('model_timeout_ms'),
          },
    smtp: merged.smtp_url === undefined ? undefined : { url: value('smtp_url'), from: value('mail_from') },
  };
}

/** Reads the certificate and key now, so a bad path stops the start instead of the first handshake. */
export function readTls(config: ApplianceConfig): { cert: Buffer; key: Buffer } | undefined {
  if (!config.tlsCert || !config.tlsKey) return undefined;
  return { cert: readOrFail(config.tlsCert, 'TLS certificate'), key: readOrFail(config.tlsKey, 'TLS key') };
}

const shown = (value: Setting['default']) => (value === undefined ? '' : typeof value === 'string' ? value : String(value));

/** The settings part of `--help`. */
export function settingsHelp(): string {
  const lines = ['Settings (flags > environment > config file > default; file keys are the names below):'];
  for (const key of keys) {
    const s = table[key];
    const via = [s.secret ? null : `--${flagName(key)}`, s.env].filter(Boolean).join(', ');
    const fallback = s.default === undefined ? '' : ` [default: ${shown(s.default)}]`;
    lines.push(`  ${key.padEnd(22)} ${via}${fallback}`, `  ${''.padEnd(22)} ${s.help.replace(/`/g, '')}`);
  }
  lines.push(
    '  config                 --config, ESTIMATE_CONFIG: the JSON config file',
    'Secrets take no flag (command lines are visible in `ps`): set them in the environment or the file.'.replace(/`/g, ''),
  );
  return lines.join('\n');
}

/** The README's settings table (written by `npm run settings:table`, checked by test/appliance/config.test.ts). */
export function settingsTable(): string {
  const rows = ['| File key | Flag | Environment | Default | Meaning |', '|---|---|---|---|---|'];
  for (const key of keys) {
    const s = table[key];
    const cell = (value: string) => (value ? `\`${value}\`` : '');
    rows.push(
      `| \`${key}\` | ${s.secret ? 'none (secret)' : cell(`--${flagName(key)}`)} | ${cell(s.env)} | ${cell(shown(s.default))} | ${s.help.replace(/\|/g, '\\|')} |`,
    );
  }
  rows.push('| (none) | `--config` | `ESTIMATE_CONFIG` | | the JSON config file holding any of the keys above |');
  return rows.join('\n');
}

function readConfigFile(file: string): unknown {
  const content = readOrFail(file, 'config file').toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    throw new ConfigError(`config file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  // valibot takes an array for an object; a config file is never one.
  if (Array.isArray(parsed)) throw new ConfigError(`config file ${file} must be a JSON object`);
  return parsed;
}

function readOrFail(file: string, what: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new ConfigError(`cannot read ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function validate(raw: unknown, label: (key: string) => string, source: string): Layer {
  const result = v.safeParse(Layer, raw);
  if (result.success) return result.output as Layer;
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  if (key === undefined) throw new ConfigError(`${source} ${issue.message}`);
  if (issue.type === 'strict_object') throw new ConfigError(`${source}: unknown key "${String(key)}" (known: ${keys.join(', ')})`);
  throw new ConfigError(`${label(String(key))} ${issue.message}`);
}
