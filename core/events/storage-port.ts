/** The storage side of events: stored with their deliveries queued, in one transaction. */
import type { Page, TenantScope } from '../ports.js';
import type { DeliveryAttempt } from './types.js';

export interface EventRecord {
  id: string;
  scope: TenantScope;
  type: string;
  createdAt: number;
  /** The exact JSON delivered. */
  body: string;
}

/** Where an event goes: every active endpoint of its scope listening to its type, or one endpoint once. */
export type EventFanOut = { to: 'subscribers' } | { to: 'endpoint'; endpointId: string; jobId: string } | { to: 'nobody' };

export interface EventQuery {
  limit: number;
  startingAfter?: string;
  type?: string;
  /** Only events created at or after this time (retention window). */
  since: number;
}

export interface EventsStorage {
  /** Stores the event and queues its deliveries, atomically. Returns the endpoints it was queued for. */
  recordEvent(event: EventRecord, fanOut: EventFanOut, ids: () => string, now: number): Promise<string[]>;
  getEvent(scope: TenantScope, id: string): Promise<{ event: EventRecord; attempts: DeliveryAttempt[] } | null>;
  listEvents(scope: TenantScope, query: EventQuery): Promise<Page<EventRecord>>;
  /** Queues one more try of an event for the given active endpoints (all listening ones when null). */
  redeliverEvent(
    scope: TenantScope,
    eventId: string,
    endpointId: string | null,
    ids: () => string,
    now: number,
  ): Promise<string[] | 'endpoint_inactive'>;
  /** Deletes the bodies (and attempts and jobs) of events created before `before`, and tombstones past their cutoff. */
  purgeEventsBefore(before: number): Promise<{ events: number }>;
}
