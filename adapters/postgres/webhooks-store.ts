import { randomBytes } from 'node:crypto';
import type { TenantScope } from '../../core/ports.js';
import { type JobRow, toDeliveryJob } from '../shared/rows.js';
import { fullEndpoints, shouldDisable, withinShare } from '../../core/webhooks/rules.js';
import type {
  ClaimedDelivery,
  DeliveryClaim,
  DisabledEndpoint,
  FinishedAttempt,
  WebhookStorage,
} from '../../core/webhooks/storage-port.js';
import type { WebhookEndpointRecord } from '../../core/webhooks/types.js';
import type { Database, Sql } from './database.js';

const parse = (row: { body: string } | undefined) => (row ? (JSON.parse(row.body) as WebhookEndpointRecord) : null);

const getEndpoint = async (q: Sql, scope: TenantScope, id: string, lock = false) =>
  parse(
    await q.one<{ body: string }>(
      `SELECT body FROM webhook_endpoints WHERE id = $1 AND account_id = $2 AND environment = $3${lock ? ' FOR UPDATE' : ''}`,
      [id, scope.accountId, scope.environment],
    ),
  );
export const endpointsOf = async (q: Sql, scope: TenantScope) =>
  (
    await q.rows<{ body: string }>('SELECT body FROM webhook_endpoints WHERE account_id = $1 AND environment = $2', [
      scope.accountId,
      scope.environment,
    ])
  ).map((r) => JSON.parse(r.body) as WebhookEndpointRecord);
const activeOthers = async (q: Sql, e: WebhookEndpointRecord) =>
  (await q.one<{ n: number }>(
    "SELECT count(*) AS n FROM webhook_endpoints WHERE account_id = $1 AND environment = $2 AND status = 'active' AND id <> $3",
    [e.accountId, e.environment, e.id],
  ))!.n;
/** Serialises endpoint-limit checks of one scope across instances (a transaction-scoped advisory lock). */
const lockScope = (q: Sql, scope: { accountId: string; environment: string }) =>
  q.run('SELECT pg_advisory_xact_lock(hashtext($1))', [`webhook_endpoints:${scope.accountId}:${scope.environment}`]);
const saveEndpoint = (q: Sql, e: WebhookEndpointRecord) =>
  q.run('UPDATE webhook_endpoints SET status = $1, body = $2 WHERE id = $3', [e.status, JSON.stringify(e), e.id]);

/** Queues deliveries of an event to the given endpoints, inside the caller's transaction (the events store's too). */
export async function queue(
  q: Sql,
  event: { id: string; scope: TenantScope },
  endpointIds: string[],
  kind: 'event' | 'once',
  newId: () => string,
  now: number,
) {
  for (const endpointId of endpointIds) {
    await q.run(
      'INSERT INTO delivery_jobs (id, event_id, endpoint_id, account_id, environment, attempt, kind, due_at) VALUES ($1, $2, $3, $4, $5, 1, $6, $7)',
      [newId(), event.id, endpointId, event.scope.accountId, event.scope.environment, kind, now],
    );
  }
}

/** Leases due deliveries under a fresh owner token; one whose endpoint or event body is gone is dropped. */
async function claim(q: Sql, now: number, { limit, leaseUntil, share }: DeliveryClaim): Promise<ClaimedDelivery[]> {
  const owner = randomBytes(12).toString('base64url');
  // SKIP LOCKED: instances claiming at once each take different due jobs instead of waiting on each other.
  const jobs = await q.rows<JobRow & { endpoint_body: string | null; event_body: string | null }>(
    `
  SELECT j.*, w.body AS endpoint_body, e.body AS event_body FROM delivery_jobs j
  LEFT JOIN webhook_endpoints w ON w.id = j.endpoint_id LEFT JOIN events e ON e.id = j.event_id
  WHERE j.due_at <= $1 AND j.lease_until <= $1 AND NOT (j.endpoint_id = ANY($3::text[]))
  ORDER BY j.due_at, j.id LIMIT $2 FOR UPDATE OF j SKIP LOCKED`,
    [now, limit, fullEndpoints(share)],
  );
  // The surplus past an endpoint's share is only left unleased (its row lock ends with the transaction).
  const { kept } = withinShare(jobs, share);
  const claimed: ClaimedDelivery[] = [];
  const gone: string[] = [];
  const endpoints = new Map<string, WebhookEndpointRecord>();
  for (const j of kept) {
    if (!j.endpoint_body || !j.event_body) {
      gone.push(j.id);
      continue;
    }
    // A batch mostly goes to a few endpoints: each is parsed once.
    let endpoint = endpoints.get(j.endpoint_id);
    if (!endpoint) endpoints.set(j.endpoint_id, (endpoint = JSON.parse(j.endpoint_body) as WebhookEndpointRecord));
    claimed.push({ job: toDeliveryJob(j), endpoint, eventBody: j.event_body, lease: owner });
  }
  if (gone.length) await q.run('DELETE FROM delivery_jobs WHERE id = ANY($1)', [gone]);
  if (claimed.length)
    await q.run('UPDATE delivery_jobs SET lease_until = $1, lease_owner = $2 WHERE id = ANY($3)', [
      leaseUntil,
      owner,
      claimed.map((c) => c.job.id),
    ]);
  return claimed;
}

/** Logs the attempts and moves on the jobs their claims still own; applies the disable rule. */
async function finish(q: Sql, finished: FinishedAttempt[], now: number): Promise<DisabledEndpoint[]> {
  const attempts = finished.map((f) => f.attempt);
  const column = <K extends keyof (typeof attempts)[number]>(key: K) => attempts.map((a) => a[key]);
  await q.run(
    `INSERT INTO delivery_attempts (id, event_id, endpoint_id, attempt, status, response_status, error, created_at, duration_ms)
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::int[], $7::text[], $8::bigint[], $9::int[])`,
    [
      column('id'),
      column('eventId'),
      column('endpointId'),
      column('attempt'),
      column('status'),
      column('responseStatus'),
      column('error'),
      column('createdAt'),
      column('durationMs'),
    ],
  );
  const retries = finished.filter((f) => f.outcome.next === 'retry');
  if (retries.length) {
    // A job taken over after its lease (a stalled process finishing late) is only moved on by the finish of its current claim.
    await q.run(
      `UPDATE delivery_jobs j SET attempt = j.attempt + 1, due_at = u.due_at, lease_until = 0, lease_owner = NULL,
        first_attempt_at = coalesce(j.first_attempt_at, u.first_at)
      FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[]) AS u(id, owner, due_at, first_at) WHERE j.id = u.id AND j.lease_owner = u.owner`,
      [
        retries.map((f) => f.attempt.jobId),
        retries.map((f) => f.lease),
        retries.map((f) => (f.outcome as { retryAt: number }).retryAt),
        retries.map((f) => f.attempt.createdAt),
      ],
    );
  }
  const settling = finished.filter((f) => f.outcome.next !== 'retry');
  const settled = new Set<string>();
  if (settling.length) {
    const rows = await q.rows<{ id: string }>(
      `DELETE FROM delivery_jobs j USING unnest($1::text[], $2::text[]) AS u(id, owner) WHERE j.id = u.id AND j.lease_owner = u.owner
      RETURNING j.id`,
      [settling.map((f) => f.attempt.jobId), settling.map((f) => f.lease)],
    );
    for (const row of rows) settled.add(row.id);
  }
  // Sorted: instances recording the same endpoints lock their rows in one order.
  const succeeded = [...new Set(attempts.filter((a) => a.status === 'succeeded').map((a) => a.endpointId))].sort();
  if (succeeded.length) {
    await q.run(
      `INSERT INTO webhook_endpoint_health (endpoint_id, last_success_at) SELECT unnest($1::text[]), $2
      ON CONFLICT (endpoint_id) DO UPDATE SET last_success_at = GREATEST(webhook_endpoint_health.last_success_at, excluded.last_success_at)`,
      [succeeded, now],
    );
  }
  const disabled: DisabledEndpoint[] = [];
  for (const { attempt, outcome } of finished) {
    if (outcome.next !== 'give_up' || outcome.disableIfNoSuccessSince === null || !settled.has(attempt.jobId)) continue;
    // The endpoint row is locked: the disable decision is read-modify-write.
    const endpoint = parse(
      await q.one<{ body: string }>('SELECT body FROM webhook_endpoints WHERE id = $1 FOR UPDATE', [attempt.endpointId]),
    );
    const health = await q.one<{ last_success_at: number }>('SELECT last_success_at FROM webhook_endpoint_health WHERE endpoint_id = $1', [
      attempt.endpointId,
    ]);
    if (!endpoint || !shouldDisable(endpoint, health?.last_success_at ?? null, outcome.disableIfNoSuccessSince)) continue;
    await saveEndpoint(q, { ...endpoint, status: 'disabled', disabledReason: 'delivery_failures' });
    await q.run("DELETE FROM delivery_jobs WHERE endpoint_id = $1 AND kind = 'event'", [endpoint.id]);
    const owner = await q.one<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [endpoint.accountId]);
    disabled.push({ endpointId: endpoint.id, ownerEmail: owner?.email ?? '', url: endpoint.url });
  }
  return disabled;
}

/** Webhook endpoints and the durable delivery queue (leased with FOR UPDATE SKIP LOCKED). */
export function webhooksStore({ sql, tx }: Database): WebhookStorage {
  return {
    createWebhookEndpoint: (endpoint, limit) =>
      tx(async (q) => {
        await lockScope(q, endpoint);
        if ((await activeOthers(q, endpoint)) >= limit) return 'limit' as const;
        await q.run(
          'INSERT INTO webhook_endpoints (id, account_id, environment, status, created_at, body) VALUES ($1, $2, $3, $4, $5, $6)',
          [endpoint.id, endpoint.accountId, endpoint.environment, endpoint.status, endpoint.createdAt, JSON.stringify(endpoint)],
        );
        return 'ok' as const;
      }),
    getWebhookEndpoint: (scope, id) => getEndpoint(sql, scope, id),
    async listWebhookEndpoints(scope, page) {
      if (page.startingAfter !== undefined && !(await getEndpoint(sql, scope, page.startingAfter)))
        return { ok: false, reason: 'invalid_cursor' };
      const rows = await sql.rows<{ body: string }>(
        `SELECT body FROM webhook_endpoints WHERE account_id = $1 AND environment = $2
        AND ($3::text IS NULL OR id < $3) ORDER BY id DESC LIMIT $4`,
        [scope.accountId, scope.environment, page.startingAfter ?? null, page.limit + 1],
      );
      return {
        ok: true,
        items: rows.slice(0, page.limit).map((r) => JSON.parse(r.body) as WebhookEndpointRecord),
        hasMore: rows.length > page.limit,
      };
    },
    updateWebhookEndpoint: (endpoint, limit) =>
      tx(async (q) => {
        await lockScope(q, endpoint);
        const current = await getEndpoint(q, endpoint, endpoint.id, true);
        if (!current) return 'missing' as const;
        if (endpoint.status === 'active' && current.status !== 'active' && (await activeOthers(q, endpoint)) >= limit)
          return 'limit' as const;
        await saveEndpoint(q, endpoint);
        if (endpoint.status === 'disabled')
          await q.run("DELETE FROM delivery_jobs WHERE endpoint_id = $1 AND kind = 'event'", [endpoint.id]);
        return 'ok' as const;
      }),
    deleteWebhookEndpoint: (scope, id) =>
      tx(async (q) => {
        if (!(await getEndpoint(q, scope, id, true))) return false;
        await q.run('DELETE FROM delivery_jobs WHERE endpoint_id = $1', [id]);
        await q.run('DELETE FROM delivery_attempts WHERE endpoint_id = $1', [id]);
        await q.run('DELETE FROM webhook_endpoint_health WHERE endpoint_id = $1', [id]);
        await q.run('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
        return true;
      }),

    claimDueDeliveries: (now, limit, leaseUntil, share) => tx((q) => claim(q, now, { limit, leaseUntil, ...(share ? { share } : {}) })),
    finishDeliveries: async (finished, now) => (finished.length ? tx((q) => finish(q, finished, now)) : []),
    // The finish of one round and the claim of the next share a commit.
    finishAndClaimDeliveries: (finished, now, next) =>
      tx(async (q) => ({ disabled: finished.length ? await finish(q, finished, now) : [], claimed: await claim(q, now, next) })),
  };
}
