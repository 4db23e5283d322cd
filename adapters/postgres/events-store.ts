import type { EventFanOut, EventRecord, EventsStorage } from '../../core/events/storage-port.js';
import { type AttemptRow, type EventRow, type JobRow, toAttempt, toPendingAttempt } from '../shared/rows.js';
import { fanOutTargets, redeliveryTargets, tombstoneCutoff } from '../../core/webhooks/rules.js';
import type { Database, Sql } from './database.js';
import { endpointsOf, queue } from './webhooks-store.js';

/** Stores the event and queues its deliveries inside the caller's transaction. */
export async function storeEvent(q: Sql, event: EventRecord, target: EventFanOut, newId: () => string, now: number): Promise<string[]> {
  await q.run('INSERT INTO events (id, account_id, environment, type, created_at, body) VALUES ($1, $2, $3, $4, $5, $6)', [
    event.id,
    event.scope.accountId,
    event.scope.environment,
    event.type,
    event.createdAt,
    event.body,
  ]);
  if (target.to === 'nobody') return [];
  if (target.to === 'endpoint') {
    await queue(q, event, [target.endpointId], 'once', () => target.jobId, now);
    return [target.endpointId];
  }
  const targets = fanOutTargets(await endpointsOf(q, event.scope), event.type);
  await queue(q, event, targets, 'event', newId, now);
  return targets;
}

/** Events: stored with their deliveries queued in one transaction; listed, redelivered and purged. */
export function eventsStore({ sql, tx }: Database): EventsStorage {
  return {
    recordEvent: (event, target, newId, now) => tx((q) => storeEvent(q, event, target, newId, now)),
    async getEvent(scope, id) {
      const row = await sql.one<EventRow>('SELECT * FROM events WHERE id = $1 AND account_id = $2 AND environment = $3', [
        id,
        scope.accountId,
        scope.environment,
      ]);
      if (!row) return null;
      const attempts = (
        await sql.rows<AttemptRow>('SELECT * FROM delivery_attempts WHERE event_id = $1 ORDER BY created_at, id', [id])
      ).map(toAttempt);
      const pending = (await sql.rows<JobRow>('SELECT * FROM delivery_jobs WHERE event_id = $1 ORDER BY due_at, id', [id])).map(
        toPendingAttempt,
      );
      return {
        event: { id: row.id, scope, type: row.type, createdAt: row.created_at, body: row.body ?? '' },
        attempts: [...attempts, ...pending],
      };
    },
    async listEvents(scope, query) {
      if (query.startingAfter !== undefined) {
        const exists = await sql.one('SELECT 1 FROM events WHERE id = $1 AND account_id = $2 AND environment = $3 AND body IS NOT NULL', [
          query.startingAfter,
          scope.accountId,
          scope.environment,
        ]);
        if (!exists) return { ok: false, reason: 'invalid_cursor' };
      }
      const rows = await sql.rows<EventRow>(
        `SELECT * FROM events WHERE account_id = $1 AND environment = $2 AND body IS NOT NULL AND created_at >= $3
        AND ($4::text IS NULL OR type = $4) AND ($5::text IS NULL OR id < $5) ORDER BY id DESC LIMIT $6`,
        [scope.accountId, scope.environment, query.since, query.type ?? null, query.startingAfter ?? null, query.limit + 1],
      );
      return {
        ok: true,
        items: rows.slice(0, query.limit).map((r) => ({ id: r.id, scope, type: r.type, createdAt: r.created_at, body: r.body! })),
        hasMore: rows.length > query.limit,
      };
    },
    redeliverEvent: (scope, eventId, endpointId, newId, now) =>
      tx(async (q) => {
        // Only an event of this scope that still has its body: a delivery must never carry another tenant's event.
        const event = await q.one<{ type: string }>(
          'SELECT type FROM events WHERE id = $1 AND account_id = $2 AND environment = $3 AND body IS NOT NULL',
          [eventId, scope.accountId, scope.environment],
        );
        if (!event) return [];
        const targets = redeliveryTargets(await endpointsOf(q, scope), event.type, endpointId);
        if (targets === 'endpoint_inactive') return targets;
        await queue(q, { id: eventId, scope }, targets, 'once', newId, now);
        return targets;
      }),
    purgeEventsBefore: (before) =>
      tx(async (q) => {
        const doomed = (
          await q.rows<{ id: string }>('SELECT id FROM events WHERE created_at < $1 AND body IS NOT NULL FOR UPDATE', [before])
        ).map((r) => r.id);
        if (doomed.length) {
          await q.run('DELETE FROM delivery_jobs WHERE event_id = ANY($1)', [doomed]);
          await q.run('DELETE FROM delivery_attempts WHERE event_id = ANY($1)', [doomed]);
          await q.run('UPDATE events SET body = NULL WHERE id = ANY($1)', [doomed]);
        }
        await q.run('DELETE FROM events WHERE body IS NULL AND created_at < $1', [tombstoneCutoff(before)]);
        return { events: doomed.length };
      }),
  };
}
