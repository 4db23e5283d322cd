import type { Migration } from './migration.js';

/** An endpoint's last successful delivery in its own small row (the SQLite migration 008 says why). */
export const m006: Migration = {
  version: 6,
  name: 'webhook endpoint health',
  sql: `
    CREATE TABLE webhook_endpoint_health (
      endpoint_id text COLLATE "C" PRIMARY KEY,
      last_success_at bigint NOT NULL
    );
    INSERT INTO webhook_endpoint_health (endpoint_id, last_success_at)
      SELECT id, (body::jsonb ->> 'lastSuccessAt')::bigint FROM webhook_endpoints WHERE body::jsonb ->> 'lastSuccessAt' IS NOT NULL;
    UPDATE webhook_endpoints SET body = (body::jsonb - 'lastSuccessAt')::text;
  `,
};
