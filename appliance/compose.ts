import { createSqliteStorage, type SqliteStorage } from '../adapters/sqlite/storage.js';
import { createTestClock, systemClock, type TestClock } from '../adapters/system/clock.js';
import { createIds } from '../adapters/system/ids.js';
import { createJsonLogger } from '../adapters/system/logger.js';
import { createEstimateService, type EstimateService, type ServiceOptions } from '../core/index.js';
import type { Logger } from '../core/ports.js';

export interface Composition {
  service: EstimateService;
  storage: SqliteStorage;
  logger: Logger;
  /** Present when test helpers are on: the service's clock then only moves when told. */
  testClock: TestClock | null;
}

/** Wires the core to the SQLite adapter and the system ports. */
export function compose(options: { db: string; testHelpers?: boolean; logger?: Logger; nativeBinding?: unknown; service?: ServiceOptions }): Composition {
  const logger = options.logger ?? createJsonLogger();
  const testClock = options.testHelpers ? createTestClock() : null;
  const clock = testClock ?? systemClock;
  const storage = createSqliteStorage(options.db, { nativeBinding: options.nativeBinding });
  const service = createEstimateService({ storage, clock, ids: createIds(clock), logger }, { finishAsyncAtOnce: !testClock, ...options.service });
  return { service, storage, logger, testClock };
}
