import { readFileSync } from 'node:fs';
import * as v from 'valibot';

/**
 * Server configuration from flags, environment and an optional JSON file
 * (`--config FILE` / `ESTIMATE_CONFIG`): flags > env > file > defaults.
 * Each layer is validated on its own so an error names where the bad value came from.
 */
export interface ApplianceConfig {
  db: string;
  port: number;
  host: string;
  /** Public base address without `/v1`. */
  publicUrl?: string;
  tlsCert?: string;
  tlsKey?: string;
  testHelpers: boolean;
}

/** A configuration the appliance cannot start with: exit 2, one line. */
export class ConfigError extends Error {}

const portMessage = 'must be an integer from 0 to 65535';
const text = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'));
const Layer = v.strictObject({
  db: v.optional(text),
  // Flags and environment give strings, the file a number.
  port: v.optional(v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], portMessage),
    v.integer(portMessage), v.minValue(0, portMessage), v.maxValue(65535, portMessage),
  )),
  host: v.optional(text),
  public_url: v.optional(v.pipe(text, v.url('must be an absolute URL'), v.regex(/^https?:\/\//, 'must be an http or https URL'))),
  tls_cert: v.optional(text),
  tls_key: v.optional(text),
  test_helpers: v.optional(v.boolean('must be true or false')),
}, 'must be a JSON object');
type Layer = v.InferOutput<typeof Layer>;
type Key = keyof Layer;

const keys: Key[] = ['db', 'port', 'host', 'public_url', 'tls_cert', 'tls_key', 'test_helpers'];
const envNames: Record<Key, string> = {
  db: 'ESTIMATE_DB', port: 'PORT', host: 'HOST', public_url: 'ESTIMATE_PUBLIC_URL',
  tls_cert: 'ESTIMATE_TLS_CERT', tls_key: 'ESTIMATE_TLS_KEY', test_helpers: 'ESTIMATE_TEST_HELPERS',
};
const flagName = (key: Key) => key.replace(/_/g, '-');

/** Flags that configure the server (admin commands read only `--db` and `--config`). */
export const configFlags = [...keys.map(flagName), 'config'];

export function loadConfig(flags: Record<string, string | true>, env: NodeJS.ProcessEnv = process.env): ApplianceConfig {
  const fileFlag = flags.config;
  if (fileFlag === true) throw new ConfigError('--config needs a file path');
  const file = fileFlag ?? (env.ESTIMATE_CONFIG || undefined);
  const fromFile = file ? validate(readConfigFile(file), (key) => `${file}: ${key}`, `config file ${file}`) : {};

  const envRaw: Record<string, unknown> = {};
  for (const key of keys) {
    const value = env[envNames[key]];
    // An empty variable counts as unset (systemd and CI often leave them blank).
    if (value) envRaw[key] = key === 'test_helpers' ? value === '1' : value;
  }
  const fromEnv = validate(envRaw, (key) => envNames[key as Key], 'environment');

  const flagRaw: Record<string, unknown> = {};
  for (const key of keys) {
    const value = flags[flagName(key)];
    if (value === undefined) continue;
    if (key === 'test_helpers') flagRaw[key] = value === true || value === '1' || value === 'true';
    else if (value === true) throw new ConfigError(`--${flagName(key)} needs a value`);
    else flagRaw[key] = value;
  }
  const fromFlags = validate(flagRaw, (key) => `--${flagName(key as Key)}`, 'flags');

  const merged: Layer = { ...fromFile, ...fromEnv, ...fromFlags };
  if (Boolean(merged.tls_cert) !== Boolean(merged.tls_key)) throw new ConfigError('TLS needs both a certificate and a key (--tls-cert and --tls-key)');
  return {
    db: merged.db ?? './data/estimate.db',
    port: merged.port ?? 8080,
    host: merged.host ?? '127.0.0.1',
    publicUrl: merged.public_url,
    tlsCert: merged.tls_cert,
    tlsKey: merged.tls_key,
    testHelpers: merged.test_helpers ?? false,
  };
}

/** Reads the certificate and key now, so a bad path stops the start instead of the first handshake. */
export function readTls(config: ApplianceConfig): { cert: Buffer; key: Buffer } | undefined {
  if (!config.tlsCert || !config.tlsKey) return undefined;
  return { cert: readOrFail(config.tlsCert, 'TLS certificate'), key: readOrFail(config.tlsKey, 'TLS key') };
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
  if (result.success) return result.output;
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  if (key === undefined) throw new ConfigError(`${source} ${issue.message}`);
  if (issue.type === 'strict_object') throw new ConfigError(`${source}: unknown key "${String(key)}" (known: ${keys.join(', ')})`);
  throw new ConfigError(`${label(String(key))} ${issue.message}`);
}
