import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Encryption keys for data at rest. The configured value (`encryption_key`)
 * holds one or more base64 32-byte keys separated by commas (the first
 * encrypts, all decrypt: that is how a key is rotated). Without it, a key file
 * beside the database is used, made on first start with mode 0600.
 */
export function loadEncryptionKeys(options: { configured?: string; dbPath: string }): Buffer[] {
  const configured = options.configured?.trim();
  if (configured) {
    const keys = configured.split(',').map((k) => Buffer.from(k.trim(), 'base64'));
    if (keys.some((k) => k.length !== 32))
      throw new Error('ESTIMATE_ENCRYPTION_KEY must be base64 of 32 bytes (comma-separated for several)');
    return keys;
  }
  if (options.dbPath === ':memory:') return [randomBytes(32)];
  const file = `${options.dbPath}.key`;
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8')
    .trim()
    .split(',')
    .map((k) => Buffer.from(k.trim(), 'base64'));
}
