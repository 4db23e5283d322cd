import type { AuthContext } from '../accounts/service.js';
import { notFound, ProblemError } from '../errors/problem.js';
import type { Clock, Ids } from '../ports.js';
import type { EventsStorage } from './storage-port.js';
import { parseBodyOf, parseQueryOf } from '../operation.js';
import { operations } from '../operations.js';
import type { EventBody, RedeliveryResource } from '../schemas/event.js';

export const eventRetentionMs = 30 * 86_400_000;

/** GET /events, GET /events/{id}, POST /events/{id}/redeliver. */
export function createEvents(deps: { storage: EventsStorage; clock: Clock; ids: Ids; onQueued: () => void }) {
  const { storage, clock, ids } = deps;

  return {
    async list(ctx: AuthContext, query: Record<string, string>) {
      const q = parseQueryOf(operations.listEvents, query);
      const page = await storage.listEvents(ctx.scope, {
        limit: q.limit,
        since: clock.now().getTime() - eventRetentionMs,
        ...(q.starting_after ? { startingAfter: q.starting_after } : {}),
        ...(q.type ? { type: q.type } : {}),
      });
      if (!page.ok)
        throw new ProblemError('invalid_cursor', `starting_after '${q.starting_after}' names no event of this list.`, {
          errors: [{ parameter: 'starting_after', message: 'unknown id' }],
        });
      return { data: page.items.map((e) => JSON.parse(e.body) as EventBody), hasMore: page.hasMore };
    },

    async get(ctx: AuthContext, id: string) {
      const found = await storage.getEvent(ctx.scope, id);
      if (!found || found.event.createdAt < clock.now().getTime() - eventRetentionMs) throw notFound('event', id);
      return { ...(JSON.parse(found.event.body) as EventBody), deliveries: found.attempts };
    },

    async redeliver(ctx: AuthContext, id: string, body: unknown): Promise<RedeliveryResource> {
      const input = parseBodyOf(operations.redeliverEvent, body) ?? {};
      const now = clock.now().getTime();
      const found = await storage.getEvent(ctx.scope, id);
      if (!found) throw notFound('event', id);
      if (found.event.createdAt < now - eventRetentionMs) {
        throw new ProblemError(
          'event_not_redeliverable',
          `Event ${id} is older than 30 days and can no longer be redelivered. Re-read the resource instead.`,
        );
      }
      const endpoints = await storage.redeliverEvent(ctx.scope, id, input.endpoint ?? null, () => ids.next('del'), now);
      if (endpoints === 'endpoint_inactive') {
        throw new ProblemError(
          'validation_failed',
          `Endpoint ${input.endpoint} is not an active endpoint of this environment. Enable it first (PATCH status active).`,
          { errors: [{ pointer: '/endpoint', message: 'not an active endpoint' }] },
        );
      }
      if (endpoints.length) deps.onQueued();
      return { id: ids.next('rdl'), object: 'redelivery' as const, event: id, endpoints, created_at: new Date(now).toISOString() };
    },
  };
}
