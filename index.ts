/**
 * Package entry for embedding: the core service, plus a one-call wiring of it
 * to the SQLite adapter and the system ports. `createApiApp` gives the same
 * /v1 API as an h3 app to mount in an existing server (`toNodeHandler(app)`).
 */
import { compose, type RuntimeSettings } from './appliance/compose.js';
import type { ServiceOptions, ServicePorts } from './core/index.js';
import type { Logger } from './core/ports.js';

export * from './core/index.js';
export { createSqliteStorage } from './adapters/sqlite/storage.js';
export { startAppliance } from './appliance/server.js';
export { createApiApp } from './appliance/http/api.js';

/**
 * The service on a SQLite file: system clock, DNS, undici transport, JSON logs, mail outbox.
 * `settings` (encryption key, SMTP, model, catalog files...) are plain values: the library reads no environment.
 */
export function createSqliteEstimateService(options: { db: string; logger?: Logger; ports?: Partial<ServicePorts>; service?: ServiceOptions; settings?: RuntimeSettings }) {
  const { service, storage, close } = compose(options);
  return { service, storage, close };
}
