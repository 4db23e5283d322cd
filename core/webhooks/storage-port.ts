/** The storage side of webhook endpoints and the durable delivery queue. One call is one transaction. */
import type { Page, TenantScope } from '../ports.js';
import type { EndpointShare } from './rules.js';
import type { DeliveryJob, WebhookEndpointRecord } from './types.js';

export interface EndpointPage {
  limit: number;
  startingAfter?: string;
}

export interface ClaimedDelivery {
  job: DeliveryJob;
  endpoint: WebhookEndpointRecord;
  eventBody: string;
  /** The claim's owner token, fresh per claim: only a finish carrying it moves the delivery on. */
  lease: string;
}

export interface AttemptRecord {
  id: string;
  jobId: string;
  eventId: string;
  endpointId: string;
  attempt: number;
  status: 'succeeded' | 'failed';
  responseStatus: number | null;
  error: string | null;
  createdAt: number;
  durationMs: number;
}

/** What happens after an attempt: done, try again at `retryAt`, or give up (and maybe disable the endpoint). */
export type AttemptOutcome =
  | { next: 'done' }
  | { next: 'retry'; retryAt: number }
  | { next: 'give_up'; disableIfNoSuccessSince: number | null };

export interface FinishedAttempt {
  attempt: AttemptRecord;
  outcome: AttemptOutcome;
  /** The `lease` of the claim the attempt was made under. */
  lease: string;
}

/** What a claim takes: at most `limit` due deliveries, leased until `leaseUntil`, within each endpoint's `share`. */
export interface DeliveryClaim {
  limit: number;
  leaseUntil: number;
  share?: EndpointShare;
}

export interface DisabledEndpoint {
  endpointId: string;
  ownerEmail: string;
  url: string;
}

export interface WebhookStorage {
  /** Creates an active endpoint unless the scope already has `activeLimit` active ones. */
  createWebhookEndpoint(endpoint: WebhookEndpointRecord, activeLimit: number): Promise<'ok' | 'limit'>;
  getWebhookEndpoint(scope: TenantScope, id: string): Promise<WebhookEndpointRecord | null>;
  listWebhookEndpoints(scope: TenantScope, page: EndpointPage): Promise<Page<WebhookEndpointRecord>>;
  /** Replaces an endpoint; turning it active respects `activeLimit`; turning it disabled drops its waiting deliveries. */
  updateWebhookEndpoint(endpoint: WebhookEndpointRecord, activeLimit: number): Promise<'ok' | 'limit' | 'missing'>;
  /** Deletes the endpoint, its waiting deliveries and its delivery history. */
  deleteWebhookEndpoint(scope: TenantScope, id: string): Promise<boolean>;

  /**
   * Leases due deliveries (oldest first) so no other worker takes them until
   * `leaseUntil`, under one owner token fresh for this claim. With a `share`,
   * no endpoint ends up with more than `share.perEndpoint` held (counting
   * `share.held`): the rest of its deliveries stay free for later or for others.
   */
  claimDueDeliveries(now: number, limit: number, leaseUntil: number, share?: EndpointShare): Promise<ClaimedDelivery[]>;
  /**
   * Logs a batch of attempts and settles their jobs in one transaction: records
   * each endpoint's last success in its own small row, and applies the disable
   * rule (core/webhooks/rules.ts). Every attempt is logged, but a job is moved on
   * (done, retried, given up) only by a finish whose `lease` still owns it: a
   * process that stalled past its lease cannot settle what another instance took
   * over. Returns the endpoints it disabled, with the owner's e-mail.
   */
  finishDeliveries(finished: FinishedAttempt[], now: number): Promise<DisabledEndpoint[]>;
  /**
   * `finishDeliveries` then `claimDueDeliveries`, in one transaction: a worker
   * records a round of attempts and leases the next round with one commit.
   */
  finishAndClaimDeliveries(
    finished: FinishedAttempt[],
    now: number,
    claim: DeliveryClaim,
  ): Promise<{ disabled: DisabledEndpoint[]; claimed: ClaimedDelivery[] }>;
}
