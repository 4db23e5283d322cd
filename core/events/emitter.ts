import type { Environment } from '../estimates/types.js';
import type { Clock, Ids, TenantScope } from '../ports.js';
import type { EventFanOut, EventRecord, EventsStorage } from './storage-port.js';
import type { EventBody, EventType } from './types.js';

export interface EventDraft {
  scope: TenantScope;
  type: EventType;
  apiVersion: string;
  object: unknown;
  previous?: unknown;
  anomaly?: unknown;
}

/** Builds an event record; the body is frozen here and delivered byte for byte. */
export function buildEvent(ids: Ids, now: number, draft: EventDraft): EventRecord {
  const id = ids.next('evt');
  const body: EventBody = {
    id,
    object: 'event',
    type: draft.type,
    api_version: draft.apiVersion,
    environment: draft.scope.environment as Environment,
    created_at: new Date(now).toISOString(),
    data: {
      object: draft.object,
      ...(draft.previous !== undefined ? { previous: draft.previous } : {}),
      ...(draft.anomaly !== undefined ? { anomaly: draft.anomaly } : {}),
    },
  };
  return { id, scope: draft.scope, type: draft.type, createdAt: now, body: JSON.stringify(body) };
}

/** Stores an event with its queued deliveries, then wakes the delivery worker. */
export function createEmitter(deps: { storage: EventsStorage; clock: Clock; ids: Ids; onQueued: () => void }) {
  return async function emit(draft: EventDraft, fanOut: EventFanOut = { to: 'subscribers' }): Promise<EventRecord> {
    const now = deps.clock.now().getTime();
    const event = buildEvent(deps.ids, now, draft);
    const queued = await deps.storage.recordEvent(event, fanOut, () => deps.ids.next('del'), now);
    if (queued.length) deps.onQueued();
    return event;
  };
}

export type Emit = ReturnType<typeof createEmitter>;
