import { mailerFromEnv } from '../adapters/mail/config.js';
import { createDnsResolver } from '../adapters/net/resolver.js';
import { createUndiciTransport } from '../adapters/net/undici-transport.js';
import { createOutboxMailer } from '../adapters/sqlite/outbox-mailer.js';
import { createSqliteStorage, type SqliteStorage } from '../adapters/sqlite/storage.js';
import { createTestClock, systemClock, type TestClock } from '../adapters/system/clock.js';
import { loadEncryptionKeys } from '../adapters/system/encryption-keys.js';
import { createIds } from '../adapters/system/ids.js';
import { createJsonLogger } from '../adapters/system/logger.js';
import { createEstimateService, createSealer, type EstimateService, type ServiceOptions, type ServicePorts } from '../core/index.js';
import type { Logger } from '../core/ports.js';

export interface Composition {
  service: EstimateService;
  storage: SqliteStorage;
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

/** Wires the core to the SQLite adapter and the system ports. */
export function compose(options: ComposeOptions): Composition {
  const env = options.env ?? process.env;
  const logger = options.logger ?? createJsonLogger();
  const testClock = options.testHelpers ? createTestClock() : null;
  const clock = testClock ?? systemClock;
  const storage = createSqliteStorage(options.db, { nativeBinding: options.nativeBinding });
  const transport = createUndiciTransport();
  const service = createEstimateService(
    {
      storage, clock, logger,
      ids: createIds(clock),
      sealer: createSealer(loadEncryptionKeys({ env, dbPath: options.db })),
      resolver: createDnsResolver(),
      transport,
      mailer: mailerFromEnv(env, createOutboxMailer(storage.db, logger, () => clock.now().getTime())),
      ...options.ports,
    },
    { webhookAllowPrivate: env.ESTIMATE_WEBHOOK_ALLOW_PRIVATE === '1', ...options.service },
  );
  return {
    service, storage, logger, testClock,
    async close() {
      await transport.close();
      storage.close();
    },
  };
}
