import { catalogFilesFromEnv } from '../adapters/system/catalog-files.js';
import type { Catalog } from '../core/engine/catalog/types.js';
import { createDnsResolver } from '../adapters/net/resolver.js';
import { createPostgresOutboxMailer } from '../adapters/postgres/outbox-mailer.js';
import { createPostgresStorage, isPostgresUrl } from '../adapters/postgres/storage.js';
import type { SqliteDatabase } from '../adapters/sqlite/database.js';
import { createOutboxMailer } from '../adapters/sqlite/outbox-mailer.js';
import { createSqliteStorage } from '../adapters/sqlite/storage.js';
import { createTestClock, systemClock, type TestClock } from '../adapters/system/clock.js';
import { loadEncryptionKeys } from '../adapters/system/encryption-keys.js';
import { createIds } from '../adapters/system/ids.js';
import { createJsonLogger } from '../adapters/system/logger.js';
import { createEstimateService, createSealer, type EstimateService, type ServiceOptions, type ServicePorts } from '../core/index.js';
import type { Logger, Mailer, Storage } from '../core/ports.js';
import { lazyMailerFromEnv, lazyModelEstimatorFromEnv, lazyUndiciTransport } from './lazy-adapters.js';
import { gaugesFrom, queueGauges } from './ops/queue-stats.js';
import type { Gauge } from './ops/metrics.js';

/** Whichever adapter `db` chose: a SQLite path, or a `postgres://` / `postgresql://` URL. */
export type ApplianceStorage = Storage & {
  close(): Promise<void> | void;
  /** SQLite only: the open database file (backup, internals). */
  db?: SqliteDatabase;
};

export interface Composition {
  service: EstimateService;
  storage: ApplianceStorage;
  /** Readiness and queue gauges of whichever database is in use. */
  probes: { ready(): Promise<boolean>; gauges(): Promise<Gauge[]> };
  logger: Logger;
  /** Present when test helpers are on: the service's clock then only moves when told. */
  testClock: TestClock | null;
  close(): Promise<void>;
}

export interface ComposeOptions {
  db: string;
  testHelpers?: boolean;
  logger?: Logger;
  nativeBinding?: unknown;
  service?: ServiceOptions;
  /** Replace ports (a transport trusting a test CA, another mailer...). */
  ports?: Partial<ServicePorts>;
  env?: NodeJS.ProcessEnv;
}

/**
 * The storage `db` names, with its outbox mailer and probes. PostgreSQL's pool
 * connects (and migrates) on first use, so this stays synchronous.
 */
function openStorage(options: ComposeOptions, env: NodeJS.ProcessEnv, logger: Logger, now: () => number) {
  if (isPostgresUrl(options.db)) {
    // Instances sharing a database must share the key: no key file beside a URL.
    if (!env.ESTIMATE_ENCRYPTION_KEY?.trim()) throw new Error('ESTIMATE_ENCRYPTION_KEY is required with a PostgreSQL database (every instance needs the same key)');
    const storage = createPostgresStorage(options.db);
    const outbox: Mailer = createPostgresOutboxMailer(storage, logger, now);
    const probes = { ready: storage.ping, gauges: async () => gaugesFrom(await storage.queueCounts()) };
    return { storage: storage as ApplianceStorage, outbox, probes };
  }
  const storage = createSqliteStorage(options.db, { nativeBinding: options.nativeBinding });
  const gauges = queueGauges(storage.db);
  const ping = storage.db.prepare('SELECT 1').pluck();
  const probes = { ready: async () => ping.get() === 1, gauges: async () => gauges() };
  return { storage: storage as ApplianceStorage, outbox: createOutboxMailer(storage.db, logger, now), probes };
}

/** The model adapter when ESTIMATE_MODEL_URL is set; otherwise the core's deterministic engine. */
function estimatorFromEnv(env: NodeJS.ProcessEnv, catalog: Catalog | undefined): Partial<ServicePorts> {
  const estimator = lazyModelEstimatorFromEnv(env, catalog);
  return estimator ? { estimator } : {};
}

/** Wires the core to the storage adapter `db` names (SQLite file or PostgreSQL URL) and the system ports. */
export function compose(options: ComposeOptions): Composition {
  const env = options.env ?? process.env;
  const files = catalogFilesFromEnv(env);
  const logger = options.logger ?? createJsonLogger();
  const testClock = options.testHelpers ? createTestClock() : null;
  const clock = testClock ?? systemClock;
  const { storage, outbox, probes } = openStorage(options, env, logger, () => clock.now().getTime());
  const transport = lazyUndiciTransport();
  const service = createEstimateService(
    {
      storage, clock, logger,
      // Webhook signatures carry the real time even under a test clock.
      wallClock: systemClock,
      ids: createIds(clock),
      sealer: createSealer(loadEncryptionKeys({ env, dbPath: options.db })),
      resolver: createDnsResolver(),
      transport,
      mailer: lazyMailerFromEnv(env, outbox),
      ...estimatorFromEnv(env, files.catalog),
      ...options.ports,
    },
    { webhookAllowPrivate: env.ESTIMATE_WEBHOOK_ALLOW_PRIVATE === '1', ...files, ...options.service },
  );
  return {
    service, storage, probes, logger, testClock,
    async close() {
      await transport.close();
      // Buffered usage entries are written before the database closes.
      await service.usage.close();
      await storage.close();
    },
  };
}
