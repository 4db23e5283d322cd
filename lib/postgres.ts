/**
 * `estimate-appliance/postgres`: the service on a PostgreSQL database (pg is
 * loaded by this entry only), with its background jobs running. Several
 * processes may share the database; they must share the encryption keys.
 */
import { createPostgresOutboxMailer } from '../adapters/postgres/outbox-mailer.js';
import { createPostgresStorage } from '../adapters/postgres/storage.js';
import { loadEncryptionKeys } from '../adapters/system/encryption-keys.js';
import { embed, type EmbedOptions, type EmbeddedEstimateService } from './embed.js';

export type { EmbedOptions, EmbeddedEstimateService } from './embed.js';
export type { JobRuntime } from '../adapters/system/job-runtime.js';

export interface PostgresServiceOptions extends EmbedOptions {
  /** `postgres://user:password@host/database`; migrations run on first use. */
  url: string;
  /** Base64 of 32 bytes each, the first seals, all open; the same in every process. */
  encryptionKeys: string[];
  /** Pool size (default 10). */
  maxConnections?: number;
}

export function createPostgresEstimateService(options: PostgresServiceOptions): EmbeddedEstimateService {
  if (!options.encryptionKeys?.length)
    throw new Error('encryptionKeys is required with PostgreSQL (every process sharing the database needs the same keys)');
  const keys = loadEncryptionKeys({ configured: options.encryptionKeys.join(','), dbPath: options.url });
  const storage = createPostgresStorage(options.url, options.maxConnections ? { max: options.maxConnections } : {});
  return embed(options, {
    storage,
    keys,
    outbox: (logger, now) => createPostgresOutboxMailer(storage, logger, now),
    close: () => storage.close(),
  });
}
