import type { ChatModelOptions } from '../adapters/model/chat-completions-estimator.js';
import { loadCatalogFiles } from '../adapters/system/catalog-files.js';
import type { Catalog } from '../core/engine/catalog/types.js';
import type { OpsPort } from '../core/ops/port.js';
import { postgresOps } from '../adapters/postgres/ops.js';
import { sqliteOps } from '../adapters/sqlite/ops.js';
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
import {
  createEstimateService,
  createSealer,
  type EstimateService,
  type Sealer,
  type ServiceOptions,
  type ServicePorts,
} from '../core/index.js';
import type { Logger, Mailer, Storage, WebhookTransport } from '../core/ports.js';
import { lazyMailer, lazyModelEstimator, lazyUndiciTransport } from './lazy-adapters.js';

/** Whichever adapter `db` chose: a SQLite path, or a `postgres://` / `postgresql://` URL. */
export type ApplianceStorage = Storage & {
  close(): Promise<void> | void;
  /** SQLite only: the open database file (backup, internals). */
  db?: SqliteDatabase;
};

export interface Composition {
  service: EstimateService;
  storage: ApplianceStorage;
  /** Probes, queue depths, listings and backup of whichever database is in use. */
  ops: OpsPort;
  /** The key-holding sealer (the start checks it opens the data at rest). */
  sealer: Sealer;
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
  /** Plain settings (the appliance reads them in appliance/config.ts); nothing here reads the environment. */
  settings?: RuntimeSettings;
  /** Wraps the webhook transport (the appliance counts deliveries for /metrics). */
  wrapTransport?: (transport: WebhookTransport) => WebhookTransport;
}

/** Settings of the adapters the composition picks; every one is optional. */
export interface RuntimeSettings {
  /** Base64 32-byte keys, comma-separated (first encrypts); default: the `<db>.key` file. Required with PostgreSQL. */
  encryptionKey?: string;
  /** Webhook hosts may resolve to loopback/private addresses (offline CI only). */
  webhookAllowPrivate?: boolean;
  /** Webhook URLs may be plain http:// when the host is a loopback address (CI only). */
  webhookLoopbackHttp?: boolean;
  /** A PEM file of extra CAs for webhook HTTPS (what NODE_EXTRA_CA_CERTS names). */
  extraCaCerts?: string;
  catalogFile?: string;
  accountRatesFile?: string;
  /** An OpenAI-compatible chat-completions model reads requests (the engine still computes every figure). */
  model?: Omit<ChatModelOptions, 'catalog'>;
  /** SMTP for the owner's mail; default: the outbox table. */
  smtp?: { url: string; from?: string };
}

/**
 * The storage `db` names, with its outbox mailer and probes. PostgreSQL's pool
 * connects (and migrates) on first use, so this stays synchronous.
 */
function openStorage(options: ComposeOptions, settings: RuntimeSettings, logger: Logger, now: () => number) {
  if (isPostgresUrl(options.db)) {
    // Instances sharing a database must share the key: no key file beside a URL.
    if (!settings.encryptionKey?.trim())
      throw new Error('ESTIMATE_ENCRYPTION_KEY is required with a PostgreSQL database (every instance needs the same key)');
    const storage = createPostgresStorage(options.db);
    const outbox: Mailer = createPostgresOutboxMailer(storage, logger, now);
    return { storage: storage as ApplianceStorage, outbox, ops: postgresOps(storage.database) };
  }
  const storage = createSqliteStorage(options.db, { nativeBinding: options.nativeBinding });
  return { storage: storage as ApplianceStorage, outbox: createOutboxMailer(storage.db, logger, now), ops: sqliteOps(storage.db) };
}

/** The model adapter when a model URL is configured; otherwise the core's deterministic engine. */
function modelEstimator(settings: RuntimeSettings, catalog: Catalog | undefined): Partial<ServicePorts> {
  const estimator = lazyModelEstimator(settings.model, catalog);
  return estimator ? { estimator } : {};
}

/** Wires the core to the storage adapter `db` names (SQLite file or PostgreSQL URL) and the system ports. */
export function compose(options: ComposeOptions): Composition {
  const settings = options.settings ?? {};
  const files = loadCatalogFiles(settings);
  const logger = options.logger ?? createJsonLogger();
  const testClock = options.testHelpers ? createTestClock() : null;
  const clock = testClock ?? systemClock;
  const { storage, outbox, ops } = openStorage(options, settings, logger, () => clock.now().getTime());
  // An extra CA file from the configuration (not only Node's own NODE_EXTRA_CA_CERTS) joins the usual roots.
  const transport = lazyUndiciTransport(settings.extraCaCerts ? { ca: [], extraCaFile: settings.extraCaCerts } : {});
  const wrap = options.wrapTransport ?? ((t: WebhookTransport) => t);
  const sealer = createSealer(loadEncryptionKeys({ configured: settings.encryptionKey, dbPath: options.db }));
  const service = createEstimateService(
    {
      storage,
      clock,
      logger,
      // Webhook signatures carry the real time even under a test clock.
      wallClock: systemClock,
      ids: createIds(clock),
      sealer,
      resolver: createDnsResolver(),
      mailer: lazyMailer(settings.smtp, outbox),
      ...modelEstimator(settings, files.catalog),
      ...options.ports,
      transport: wrap(options.ports?.transport ?? transport),
    },
    {
      webhookAllowPrivate: settings.webhookAllowPrivate ?? false,
      webhookLoopbackHttp: settings.webhookLoopbackHttp ?? false,
      ...files,
      ...options.service,
    },
  );
  return {
    service,
    storage,
    ops,
    sealer,
    logger,
    testClock,
    async close() {
      await transport.close();
      // Buffered usage entries are written before the database closes.
      await service.usage.close();
      await storage.close();
    },
  };
}
