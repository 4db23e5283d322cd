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
import type { SqliteDatabase } from './database.js';

/** Webhook endpoints and the durable delivery queue. `queue` and `endpointsOf` serve the events store inside its transactions. */
export function webhooksStore(db: SqliteDatabase) {
  const endpointRow = db.prepare('SELECT body FROM webhook_endpoints WHERE id = ? AND account_id = ? AND environment = ?').pluck();
  const endpointById = db.prepare('SELECT body FROM webhook_endpoints WHERE id = ?').pluck();
  const activeCount = db
    .prepare("SELECT count(*) FROM webhook_endpoints WHERE account_id = ? AND environment = ? AND status = 'active' AND id != ?")
    .pluck();
  const scopeEndpoints = db.prepare('SELECT body FROM webhook_endpoints WHERE account_id = ? AND environment = ?').pluck();
  const insertEndpoint = db.prepare(
    'INSERT INTO webhook_endpoints (id, account_id, environment, status, created_at, body) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const updateEndpoint = db.prepare('UPDATE webhook_endpoints SET status = ?, body = ? WHERE id = ?');
  const insertJob = db.prepare(
    'INSERT INTO delivery_jobs (id, event_id, endpoint_id, account_id, environment, attempt, kind, due_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)',
  );
  const dropJobsOf = db.prepare('DELETE FROM delivery_jobs WHERE endpoint_id = ?');
  const dropEventJobsOf = db.prepare("DELETE FROM delivery_jobs WHERE endpoint_id = ? AND kind = 'event'");
  // Walks delivery_jobs_due (due_at, id) in claim order; `skip` is a JSON array of endpoint ids. By rowid
  // (which the index carries): each row is updated through the table itself, not through the id index first.
  const leaseDue = db.prepare(`UPDATE delivery_jobs SET lease_until = @leaseUntil, lease_owner = @owner
    WHERE rowid IN (SELECT rowid FROM delivery_jobs WHERE due_at <= @now AND lease_until <= @now
      AND endpoint_id NOT IN (SELECT value FROM json_each(@skip)) ORDER BY due_at, id LIMIT @limit) RETURNING *`);
  const eventBody = db.prepare('SELECT body FROM events WHERE id = ?').pluck();
  const dropJob = db.prepare('DELETE FROM delivery_jobs WHERE id = ?');
  const unlease = db.prepare('UPDATE delivery_jobs SET lease_until = 0, lease_owner = NULL WHERE id = ?');
  const settleJob = db.prepare('DELETE FROM delivery_jobs WHERE id = ? AND lease_owner = ?');
  const insertAttempt =
    db.prepare(`INSERT INTO delivery_attempts (id, event_id, endpoint_id, attempt, status, response_status, error, created_at, duration_ms)
    VALUES (@id, @eventId, @endpointId, @attempt, @status, @responseStatus, @error, @createdAt, @durationMs)`);
  // A job taken over after its lease (a stalled process finishing late) is only moved on by the finish of its current claim.
  const retryJob = db.prepare(
    'UPDATE delivery_jobs SET attempt = attempt + 1, due_at = ?, lease_until = 0, lease_owner = NULL, first_attempt_at = coalesce(first_attempt_at, ?) WHERE id = ? AND lease_owner = ?',
  );
  const recordSuccess = db.prepare(`INSERT INTO webhook_endpoint_health (endpoint_id, last_success_at) VALUES (?, ?)
    ON CONFLICT (endpoint_id) DO UPDATE SET last_success_at = max(last_success_at, excluded.last_success_at)`);
  const lastSuccess = db.prepare('SELECT last_success_at FROM webhook_endpoint_health WHERE endpoint_id = ?').pluck();
  const ownerEmail = db.prepare('SELECT email FROM accounts WHERE id = ?').pluck();

  const parse = (body: string | undefined) => (body ? (JSON.parse(body) as WebhookEndpointRecord) : null);
  const getEndpoint = (scope: TenantScope, id: string) =>
    parse(endpointRow.get(id, scope.accountId, scope.environment) as string | undefined);
  const endpointsOf = (scope: TenantScope) =>
    (scopeEndpoints.all(scope.accountId, scope.environment) as string[]).map((b) => JSON.parse(b) as WebhookEndpointRecord);

  const queue = (
    event: { id: string; scope: TenantScope },
    endpointIds: string[],
    kind: 'event' | 'once',
    newId: () => string,
    now: number,
  ) => {
    for (const endpointId of endpointIds)
      insertJob.run(newId(), event.id, endpointId, event.scope.accountId, event.scope.environment, kind, now);
  };

  /** Leases due deliveries under a fresh owner token; one whose endpoint or event body is gone is dropped. */
  function claim(now: number, { limit, leaseUntil, share }: DeliveryClaim): ClaimedDelivery[] {
    const owner = randomBytes(12).toString('base64url');
    const leased = (leaseDue.all({ now, limit, leaseUntil, owner, skip: JSON.stringify(fullEndpoints(share)) }) as JobRow[]).sort(
      (a, b) => a.due_at - b.due_at || (a.id < b.id ? -1 : 1),
    );
    const { kept: jobs, surplus } = withinShare(leased, share);
    for (const j of surplus) unlease.run(j.id);
    // A batch mostly goes to a few endpoints: each is read and parsed once.
    const endpoints = new Map<string, WebhookEndpointRecord | null>();
    const claimed: ClaimedDelivery[] = [];
    for (const j of jobs) {
      if (!endpoints.has(j.endpoint_id)) endpoints.set(j.endpoint_id, parse(endpointById.get(j.endpoint_id) as string | undefined));
      const endpoint = endpoints.get(j.endpoint_id)!;
      const body = eventBody.get(j.event_id) as string | null | undefined;
      if (!endpoint || !body) {
        dropJob.run(j.id);
        continue;
      }
      claimed.push({ job: toDeliveryJob(j), endpoint, eventBody: body, lease: owner });
    }
    return claimed;
  }

  /** Logs the attempts and moves on the jobs their claims still own; applies the disable rule. */
  function finish(finished: FinishedAttempt[], now: number): DisabledEndpoint[] {
    const disabled: DisabledEndpoint[] = [];
    const succeeded = new Set<string>();
    const givenUp: FinishedAttempt[] = [];
    for (const f of finished) {
      const { attempt, outcome, lease } = f;
      insertAttempt.run(attempt);
      if (attempt.status === 'succeeded') succeeded.add(attempt.endpointId);
      if (outcome.next === 'retry') retryJob.run(outcome.retryAt, attempt.createdAt, attempt.jobId, lease);
      else if (settleJob.run(attempt.jobId, lease).changes === 1 && outcome.next === 'give_up') givenUp.push(f);
    }
    for (const endpointId of succeeded) recordSuccess.run(endpointId, now);
    for (const { attempt, outcome } of givenUp) {
      if (outcome.next !== 'give_up') continue;
      const endpoint = parse(endpointById.get(attempt.endpointId) as string | undefined);
      if (
        !endpoint ||
        !shouldDisable(endpoint, (lastSuccess.get(endpoint.id) as number | undefined) ?? null, outcome.disableIfNoSuccessSince)
      )
        continue;
      updateEndpoint.run('disabled', JSON.stringify({ ...endpoint, status: 'disabled', disabledReason: 'delivery_failures' }), endpoint.id);
      dropEventJobsOf.run(endpoint.id);
      disabled.push({ endpointId: endpoint.id, ownerEmail: ownerEmail.get(endpoint.accountId) as string, url: endpoint.url });
    }
    return disabled;
  }

  const claimTx = db.transaction(claim);
  const finishTx = db.transaction(finish);
  // The finish of one round and the claim of the next share a commit: the jobs' pages are written once, not twice.
  const bothTx = db.transaction((finished: FinishedAttempt[], now: number, next: DeliveryClaim) => ({
    disabled: finish(finished, now),
    claimed: claim(now, next),
  }));

  const port: WebhookStorage = {
    async createWebhookEndpoint(endpoint, limit) {
      return db
        .transaction(() => {
          if ((activeCount.get(endpoint.accountId, endpoint.environment, endpoint.id) as number) >= limit) return 'limit' as const;
          insertEndpoint.run(
            endpoint.id,
            endpoint.accountId,
            endpoint.environment,
            endpoint.status,
            endpoint.createdAt,
            JSON.stringify(endpoint),
          );
          return 'ok' as const;
        })
        .immediate();
    },
    getWebhookEndpoint: async (scope, id) => getEndpoint(scope, id),
    async listWebhookEndpoints(scope, page) {
      const params = {
        accountId: scope.accountId,
        environment: scope.environment,
        cursor: page.startingAfter ?? null,
        limit: page.limit + 1,
      };
      if (page.startingAfter !== undefined && !getEndpoint(scope, page.startingAfter)) return { ok: false, reason: 'invalid_cursor' };
      const rows = db
        .prepare(`SELECT body FROM webhook_endpoints WHERE account_id = @accountId AND environment = @environment
        AND (@cursor IS NULL OR id < @cursor) ORDER BY id DESC LIMIT @limit`)
        .pluck()
        .all(params) as string[];
      return {
        ok: true,
        items: rows.slice(0, page.limit).map((b) => JSON.parse(b) as WebhookEndpointRecord),
        hasMore: rows.length > page.limit,
      };
    },
    async updateWebhookEndpoint(endpoint, limit) {
      return db
        .transaction(() => {
          const current = getEndpoint({ accountId: endpoint.accountId, environment: endpoint.environment }, endpoint.id);
          if (!current) return 'missing' as const;
          if (
            endpoint.status === 'active' &&
            current.status !== 'active' &&
            (activeCount.get(endpoint.accountId, endpoint.environment, endpoint.id) as number) >= limit
          )
            return 'limit' as const;
          updateEndpoint.run(endpoint.status, JSON.stringify(endpoint), endpoint.id);
          if (endpoint.status === 'disabled') dropEventJobsOf.run(endpoint.id);
          return 'ok' as const;
        })
        .immediate();
    },
    async deleteWebhookEndpoint(scope, id) {
      return db
        .transaction(() => {
          if (!getEndpoint(scope, id)) return false;
          dropJobsOf.run(id);
          db.prepare('DELETE FROM delivery_attempts WHERE endpoint_id = ?').run(id);
          db.prepare('DELETE FROM webhook_endpoint_health WHERE endpoint_id = ?').run(id);
          db.prepare('DELETE FROM webhook_endpoints WHERE id = ?').run(id);
          return true;
        })
        .immediate();
    },

    claimDueDeliveries: async (now, limit, leaseUntil, share) => claimTx.immediate(now, { limit, leaseUntil, ...(share ? { share } : {}) }),
    finishDeliveries: async (finished, now) => (finished.length ? finishTx.immediate(finished, now) : []),
    finishAndClaimDeliveries: async (finished, now, claim) => bothTx.immediate(finished, now, claim),
  };

  return { port, queue, endpointsOf };
}

export type WebhooksStore = ReturnType<typeof webhooksStore>;
