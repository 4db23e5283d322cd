import type { Migration } from './migration.js';

/**
 * An endpoint's last successful delivery lives in its own small row: recording
 * it no longer rewrites the endpoint's whole JSON per delivery, and an
 * endpoint update (PATCH) can no longer write back a stale value.
 */
export const m008: Migration = {
  version: 8,
  name: 'webhook endpoint health',
  sql: `
    CREATE TABLE webhook_endpoint_health (
      endpoint_id TEXT PRIMARY KEY,
      last_success_at INTEGER NOT NULL
    ) STRICT, WITHOUT ROWID;
    INSERT INTO webhook_endpoint_health (endpoint_id, last_success_at)
      SELECT id, json_extract(body, '$.lastSuccessAt') FROM webhook_endpoints WHERE json_extract(body, '$.lastSuccessAt') IS NOT NULL;
    UPDATE webhook_endpoints SET body = json_remove(body, '$.lastSuccessAt');
  `,
};
