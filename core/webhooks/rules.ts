/**
 * The webhook rules both SQL adapters apply inside their transactions: who an
 * event goes to, who a redelivery goes to, when an endpoint is disabled, and
 * how long purged events leave a tombstone. Pure functions (like
 * core/ledger/plan.ts): adapters read the rows, call these, and write what
 * they decide, so a rule is written once whatever the dialect.
 */
import type { WebhookEndpointRecord } from './types.js';

type Listener = Pick<WebhookEndpointRecord, 'id' | 'status' | 'events'>;

/** An endpoint listens to a type when it names it or `*` (every type, present and future). */
export function listens(endpoint: Pick<WebhookEndpointRecord, 'events'>, type: string): boolean {
  return endpoint.events.includes('*') || endpoint.events.includes(type);
}

/** Where a new event is queued: every active endpoint of its scope that listens to its type. */
export function fanOutTargets(endpoints: readonly Listener[], type: string): string[] {
  return endpoints.filter((e) => e.status === 'active' && listens(e, type)).map((e) => e.id);
}

/**
 * Where a redelivery goes: the named endpoint if it is active (otherwise
 * `endpoint_inactive`), or, with none named, every active endpoint listening to the type.
 */
export function redeliveryTargets(endpoints: readonly Listener[], type: string, endpointId: string | null): string[] | 'endpoint_inactive' {
  if (endpointId === null) return fanOutTargets(endpoints, type);
  return endpoints.some((e) => e.id === endpointId && e.status === 'active') ? [endpointId] : 'endpoint_inactive';
}

/**
 * After the last retry of a delivery failed: the endpoint is disabled when it
 * is still active and answered nothing else since that delivery's first
 * attempt (spec part 3). `since` null: the delivery was a one-off (test, redelivery), never disabling.
 */
export function shouldDisable(
  endpoint: { status: WebhookEndpointRecord['status'] },
  lastSuccessAt: number | null,
  since: number | null,
): boolean {
  if (since === null || endpoint.status !== 'active') return false;
  return lastSuccessAt === null || lastSuccessAt < since;
}

/** Purged events keep a tombstone this long, so a late redelivery still answers "too old" rather than "unknown". */
export const tombstoneRetentionMs = 365 * 86_400_000;

/** Tombstones of events created before this instant are deleted, for a purge of bodies older than `before`. */
export function tombstoneCutoff(before: number): number {
  return before - tombstoneRetentionMs;
}

/** How many deliveries one worker may hold per endpoint (in flight or waiting), counting what it holds already. */
export interface EndpointShare {
  perEndpoint: number;
  held?: Readonly<Record<string, number>>;
  /** A larger share, in place of `perEndpoint`, for the endpoints named (those answering fast). */
  wider?: { perEndpoint: number; endpoints: ReadonlySet<string> };
}

/** The share of one endpoint. */
function shareOf(share: EndpointShare, endpointId: string): number {
  return share.wider?.endpoints.has(endpointId) ? share.wider.perEndpoint : share.perEndpoint;
}

/** Endpoints already holding their whole share: a claim leaves their deliveries for later (or for another worker). */
export function fullEndpoints(share: EndpointShare | undefined): string[] {
  if (!share?.held) return [];
  return Object.keys(share.held).filter((id) => share.held![id]! >= shareOf(share, id));
}

/**
 * Splits claimed deliveries (in claim order) into those within each endpoint's
 * share and the surplus, which the adapter hands back at once, so one
 * endpoint's backlog is never leased beyond what this worker can start soon.
 */
export function withinShare<T extends { endpoint_id: string }>(jobs: T[], share: EndpointShare | undefined): { kept: T[]; surplus: T[] } {
  if (!share) return { kept: jobs, surplus: [] };
  const taken = new Map<string, number>();
  const kept: T[] = [];
  const surplus: T[] = [];
  for (const job of jobs) {
    const n = (taken.get(job.endpoint_id) ?? share.held?.[job.endpoint_id] ?? 0) + 1;
    taken.set(job.endpoint_id, n);
    (n <= shareOf(share, job.endpoint_id) ? kept : surplus).push(job);
  }
  return { kept, surplus };
}
