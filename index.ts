/**
 * Package entry for embedding: the core service, plus a one-call wiring of it
 * to the SQLite adapter. `createApiApp` gives the same /v1 API as an h3 app
 * to mount in an existing server (`toNodeHandler(app)` for node:http).
 */
import { createSqliteStorage } from './adapters/sqlite/storage.js';
import { systemClock } from './adapters/system/clock.js';
import { createIds } from './adapters/system/ids.js';
import { createJsonLogger } from './adapters/system/logger.js';
import { createEstimateService, type ServiceOptions } from './core/index.js';
import type { Estimator } from './core/engine/types.js';
import type { Clock, Logger } from './core/ports.js';

export * from './core/index.js';
export { createSqliteStorage } from './adapters/sqlite/storage.js';
export { startAppliance } from './appliance/server.js';
export { createApiApp } from './appliance/http/api.js';

/** The service on a SQLite file, with the system clock and JSON logs on stderr. */
export function createSqliteEstimateService(options: { db: string; clock?: Clock; logger?: Logger; estimator?: Estimator; service?: ServiceOptions }) {
  const storage = createSqliteStorage(options.db);
  const clock = options.clock ?? systemClock;
  const service = createEstimateService(
    { storage, clock, ids: createIds(clock), logger: options.logger ?? createJsonLogger(), ...(options.estimator ? { estimator: options.estimator } : {}) },
    options.service,
  );
  return { service, storage, close: () => storage.close() };
}
