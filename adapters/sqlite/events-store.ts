import type { EventFanOut, EventRecord, EventsStorage } from '../../core/events/storage-port.js';
import { type AttemptRow, type EventRow, type JobRow, toAttempt, toPendingAttempt } from '../shared/rows.js';
import { fanOutTargets, redeliveryTargets, tombstoneCutoff } from '../../core/webhooks/rules.js';
import type { SqliteDatabase } from './database.js';
import type { WebhooksStore } from './webhooks-store.js';

/** Events: stored with their deliveries queued (through the webhooks store) in one transaction; listed, redelivered and purged. */
export function eventsStore(db: SqliteDatabase, webhooks: WebhooksStore) {
  const { queue, endpointsOf } = webhooks;
  const insertEvent = db.prepare('INSERT INTO events (id, account_id, environment, type, created_at, body) VALUES (?, ?, ?, ?, ?, ?)');

  /** Queues an event's deliveries inside the caller's transaction. */
  function fanOut(event: EventRecord, target: EventFanOut, newId: () => string, now: number): string[] {
    if (target.to === 'nobody') return [];
    if (target.to === 'endpoint') {
      queue(event, [target.endpointId], 'once', () => target.jobId, now);
      return [target.endpointId];
    }
    const targets = fanOutTargets(endpointsOf(event.scope), event.type);
    queue(event, targets, 'event', newId, now);
    return targets;
  }

  function storeEvent(event: EventRecord, target: EventFanOut, newId: () => string, now: number): string[] {
    insertEvent.run(event.id, event.scope.accountId, event.scope.environment, event.type, event.createdAt, event.body);
    return fanOut(event, target, newId, now);
  }

  const port: EventsStorage = {
    async recordEvent(event, target, newId, now) {
      return db.transaction(() => storeEvent(event, target, newId, now)).immediate();
    },
    async getEvent(scope, id) {
      const row = db
        .prepare('SELECT * FROM events WHERE id = ? AND account_id = ? AND environment = ?')
        .get(id, scope.accountId, scope.environment) as EventRow | undefined;
      if (!row) return null;
      const attempts = (
        db.prepare('SELECT * FROM delivery_attempts WHERE event_id = ? ORDER BY created_at, id').all(id) as AttemptRow[]
      ).map(toAttempt);
      const pending = (db.prepare('SELECT * FROM delivery_jobs WHERE event_id = ? ORDER BY due_at, id').all(id) as JobRow[]).map(
        toPendingAttempt,
      );
      return {
        event: { id: row.id, scope, type: row.type, createdAt: row.created_at, body: row.body ?? '' },
        attempts: [...attempts, ...pending],
      };
    },
    async listEvents(scope, query) {
      const base = { accountId: scope.accountId, environment: scope.environment, since: query.since };
      if (query.startingAfter !== undefined) {
        const exists = db
          .prepare('SELECT 1 FROM events WHERE id = ? AND account_id = ? AND environment = ? AND body IS NOT NULL')
          .get(query.startingAfter, scope.accountId, scope.environment);
        if (!exists) return { ok: false, reason: 'invalid_cursor' };
      }
      const rows = db
        .prepare(`SELECT * FROM events WHERE account_id = @accountId AND environment = @environment AND body IS NOT NULL AND created_at >= @since
        AND (@type IS NULL OR type = @type) AND (@cursor IS NULL OR id < @cursor) ORDER BY id DESC LIMIT @limit`)
        .all({ ...base, type: query.type ?? null, cursor: query.startingAfter ?? null, limit: query.limit + 1 }) as EventRow[];
      return {
        ok: true,
        items: rows.slice(0, query.limit).map((r) => ({ id: r.id, scope, type: r.type, createdAt: r.created_at, body: r.body! })),
        hasMore: rows.length > query.limit,
      };
    },
    async redeliverEvent(scope, eventId, endpointId, newId, now) {
      return db
        .transaction(() => {
          // Only an event of this scope that still has its body: a delivery must never carry another tenant's event.
          const type = db
            .prepare('SELECT type FROM events WHERE id = ? AND account_id = ? AND environment = ? AND body IS NOT NULL')
            .pluck()
            .get(eventId, scope.accountId, scope.environment) as string | undefined;
          if (type === undefined) return [];
          const targets = redeliveryTargets(endpointsOf(scope), type, endpointId);
          if (targets === 'endpoint_inactive') return targets;
          queue({ id: eventId, scope }, targets, 'once', newId, now);
          return targets;
        })
        .immediate();
    },
    async purgeEventsBefore(before) {
      return db
        .transaction(() => {
          const doomed = db.prepare('SELECT id FROM events WHERE created_at < ? AND body IS NOT NULL').pluck().all(before) as string[];
          for (const id of doomed) {
            db.prepare('DELETE FROM delivery_jobs WHERE event_id = ?').run(id);
            db.prepare('DELETE FROM delivery_attempts WHERE event_id = ?').run(id);
          }
          db.prepare('UPDATE events SET body = NULL WHERE created_at < ? AND body IS NOT NULL').run(before);
          db.prepare('DELETE FROM events WHERE body IS NULL AND created_at < ?').run(tombstoneCutoff(before));
          return { events: doomed.length };
        })
        .immediate();
    },
  };

  return { port, storeEvent };
}

export type EventsStore = ReturnType<typeof eventsStore>;
