/**
 * `estimate-appliance/sqlite`: the service on one SQLite file, with its
 * background jobs running. Loads better-sqlite3, never pg or nodemailer.
 */
import { createOutboxMailer } from '../adapters/sqlite/outbox-mailer.js';
import { createSqliteStorage } from '../adapters/sqlite/storage.js';
import { loadEncryptionKeys } from '../adapters/system/encryption-keys.js';
import { embed, type EmbedOptions, type EmbeddedEstimateService } from './embed.js';

export type { EmbedOptions, EmbeddedEstimateService } from './embed.js';
export type { JobRuntime } from '../adapters/system/job-runtime.js';

export interface SqliteServiceOptions extends EmbedOptions {
  /** The database file (its directory is made if missing), or `:memory:`. */
  db: string;
  /**
   * Keys that seal webhook secrets and customer PII at rest: base64 of 32 bytes
   * each, the first seals, all open (rotation). Default: a key file `<db>.key`
   * (mode 0600) made beside the database on first use; back it up with it.
   */
  encryptionKeys?: string[];
}

export function createSqliteEstimateService(options: SqliteServiceOptions): EmbeddedEstimateService {
  const keys = loadEncryptionKeys({ configured: options.encryptionKeys?.join(','), dbPath: options.db });
  const storage = createSqliteStorage(options.db);
  return embed(options, {
    storage,
    keys,
    outbox: (logger, now) => createOutboxMailer(storage.db, logger, now),
    close: () => storage.close(),
  });
}
