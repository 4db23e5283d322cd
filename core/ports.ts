/**
 * Ports: everything the core needs from the world. Storage operations are
 * coarse — one call is one transaction — and async, so a networked database
 * can implement them without the core changing.
 */
import type { CustomerMessage, PhotoInput } from './engine/types.js';
import type { Environment, Estimate, EstimateStatus } from './estimates/types.js';
import type { DeliveryAttempt } from './events/types.js';
import type { RecordsStorage } from './records/storage-port.js';
import type { UsageStorage } from './usage/storage-port.js';
import type { DeliveryJob, WebhookEndpointRecord } from './webhooks/types.js';

export interface Clock {
  now(): Date;
}

export type IdPrefix = 'est' | 'evt' | 'whe' | 'cus' | 'req' | 'acct' | 'key' | 'lot' | 'del' | 'rdl';

export interface Ids {
  /** `<prefix>_<ULID>`: sortable by creation time, monotonic within a millisecond. */
  next(prefix: IdPrefix): string;
  /** A high-entropy random token in base62, `length` characters long. */
  token(length: number): string;
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Tenant and environment: every read and write of caller data is confined to one. */
export interface TenantScope {
  accountId: string;
  environment: Environment;
}

export interface AccountRecord {
  id: string;
  name: string;
  email: string;
  apiVersion: string;
  createdAt: number;
  termsAcceptedAt: number | null;
  termsVersion: string | null;
  suspendedAt: number | null;
  recordsAddon: boolean;
}

export type AccountPatch = Partial<Pick<AccountRecord, 'termsAcceptedAt' | 'termsVersion' | 'suspendedAt' | 'recordsAddon'>>;

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  environment: Environment;
  /** SHA-256 of the whole key; the key itself is never stored. */
  hash: string;
  /** Last four characters, to recognise a key in listings. */
  last4: string;
  scopes: string[];
  createdAt: number;
  expiresAt: number | null;
  revokedAt: number | null;
  /** Set when suspicious-activity detection paused the key (403 api_key_paused until an operator resumes it). */
  pausedAt: number | null;
}

export interface CreditLotRecord {
  id: string;
  accountId: string;
  source: string;
  initialCredits: number;
  remainingCredits: number;
  expiresAt: number | null;
  createdAt: number;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface IdempotencyClaim {
  scope: TenantScope;
  key: string;
  fingerprint: string;
  now: number;
  /** When a finished answer stops being replayed. */
  expiresAt: number;
  /** When an unfinished claim counts as abandoned (its process died) and may be taken over. */
  lockUntil: number;
  /** A random token naming this claimant: its commit and release act only while it still holds the claim (fencing). */
  owner: string;
}

/** Why a key cannot be used by this request: answered before, held by another request, or used with another request. */
export type IdempotencyRefusal =
  | { state: 'in_progress' }
  | { state: 'mismatch' }
  | { state: 'replay'; response: StoredResponse };

export type IdempotencyClaimResult = { state: 'claimed' } | IdempotencyRefusal;

/**
 * The idempotent side of a write. `claim` set: the key is claimed in the same
 * transaction (one transaction per request). `claim` null: `owner` claimed it
 * earlier (before a slow estimator ran) and the write commits only while that
 * claim is still its own; a claim taken over meanwhile rolls the write back.
 */
export interface IdempotentWrite {
  key: string;
  owner: string;
  claim: { fingerprint: string; expiresAt: number; lockUntil: number } | null;
  /** Status and headers of the answer, once the remaining balance is known; its body is the stored estimate. */
  respond(creditsRemaining: number): { status: number; headers: Record<string, string> };
}

export interface StoredEstimate {
  estimate: Estimate;
  parentId: string | null;
  /** The whole conversation that produced this estimate, oldest first (carried into follow-ups). */
  conversation: CustomerMessage[];
  sandbox: boolean;
  /** For an async sandbox input: how it finishes. */
  sandboxOutcome?: 'priced' | 'failed';
  /** Photos an unfinished async estimate still needs; dropped once it finishes. */
  photos?: PhotoInput[];
  /** Live credits held for an unfinished async estimate. */
  heldCredits?: number;
}

export interface EstimateWrite {
  scope: TenantScope;
  stored: StoredEstimate;
  now: number;
  /** Live credits to take: `spend` now, or `hold` until an async estimate finishes. */
  charge?: { accountId: string; credits: number; mode: 'spend' | 'hold' };
  /** A per-day counter that must stay at or under `limit` (test-key real estimates). */
  dailyCap?: { name: string; day: string; limit: number };
  /** The idempotency key this write answers (the answer is stored once: replays read the estimate). */
  idempotency?: IdempotentWrite;
}

export type EstimateWriteResult =
  | { ok: true; creditsRemaining: number }
  /** Nothing was written: the key was answered, is held by another request, or names another request. */
  | { ok: false; reason: 'idempotency'; refusal: IdempotencyRefusal }
  | { ok: false; reason: 'insufficient_credits'; available: number }
  | { ok: false; reason: 'daily_cap' }
  /** The linked customer was deleted after it was looked up. */
  | { ok: false; reason: 'customer_missing' };

export interface EstimateListQuery {
  limit: number;
  startingAfter?: string;
  status?: EstimateStatus;
  /** Inclusive bounds on created_at, epoch ms. */
  from?: number;
  to?: number;
  customerId?: string;
}

export type Page<T> = { ok: true; items: T[]; hasMore: boolean } | { ok: false; reason: 'invalid_cursor' };

/** Outcome of settling an async estimate's hold. */
export interface EstimateCompletion {
  scope: TenantScope;
  estimate: Estimate;
  now: number;
  /** `spend` turns the hold into a charge; `release` gives the credits back. */
  hold: 'spend' | 'release';
  /** The event announcing the outcome, stored and queued in the same transaction. */
  event?: EventRecord;
  newId?: () => string;
}

export interface Storage extends WebhookStorage, JobStorage, NoticeStorage, UsageStorage, RecordsStorage {
  // Accounts and keys
  createAccount(account: AccountRecord): Promise<void>;
  getAccount(id: string): Promise<AccountRecord | null>;
  updateAccount(id: string, patch: AccountPatch): Promise<AccountRecord | null>;
  countAccounts(): Promise<number>;
  createApiKey(key: ApiKeyRecord): Promise<void>;
  getApiKey(id: string): Promise<ApiKeyRecord | null>;
  findApiKeyByHash(hash: string): Promise<{ key: ApiKeyRecord; account: AccountRecord } | null>;
  /** Creates `replacement` and sets the old key's expiry, atomically. */
  rotateApiKey(oldKeyId: string, oldExpiresAt: number, replacement: ApiKeyRecord): Promise<void>;
  revokeApiKey(id: string, at: number): Promise<ApiKeyRecord | null>;
  /** Pauses (`at`) or resumes (null) a key. */
  setApiKeyPaused(id: string, at: number | null): Promise<ApiKeyRecord | null>;

  // Credit ledger (live only)
  grantCredits(lot: CreditLotRecord): Promise<void>;
  listCreditLots(accountId: string): Promise<CreditLotRecord[]>;
  heldCredits(accountId: string): Promise<number>;

  // Idempotency
  claimIdempotencyKey(claim: IdempotencyClaim): Promise<IdempotencyClaimResult>;
  /** Drops an unfinished claim still held by `owner`, so an error answer is never replayed. */
  releaseIdempotencyKey(scope: TenantScope, key: string, owner: string): Promise<void>;

  // Estimates
  /** Stores the estimate, takes its credits, bumps the daily cap and records the idempotent answer: all or nothing. */
  saveEstimate(write: EstimateWrite): Promise<EstimateWriteResult>;
  getEstimate(scope: TenantScope, id: string): Promise<StoredEstimate | null>;
  /** The estimate's stored JSON, exactly as answered (no parse). */
  getEstimateJson(scope: TenantScope, id: string): Promise<string | null>;
  /** Newest first. Filtered pages (status, from/to) are ordered by created_at then id, which is the same order for ULID ids. */
  listEstimates(scope: TenantScope, query: EstimateListQuery): Promise<Page<string>>;
  /** Deletes the estimate and its follow-ups, releasing any credits they held. */
  deleteEstimate(scope: TenantScope, id: string, now: number): Promise<boolean>;
  /** Replaces a processing estimate with its finished form and settles its hold; false when it is gone or already finished. */
  completeEstimate(completion: EstimateCompletion): Promise<boolean>;
}

/** DNS: every address a host name resolves to (A and AAAA). */
export interface Resolver {
  resolve(host: string): Promise<string[]>;
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: string;
  /** The checked address the connection must go to (no second DNS lookup: no rebinding window). */
  address: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface OutboundResult {
  /** HTTP status, or null when no answer came (refused, timed out, TLS failure). */
  status: number | null;
  /** Why there was no usable answer, for the delivery log. */
  error: string | null;
  durationMs: number;
}

/** Outbound HTTP for webhooks: never follows redirects, never resolves the host again. */
export interface WebhookTransport {
  send(request: OutboundRequest): Promise<OutboundResult>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

// Webhooks and events ------------------------------------------------------

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

export interface EndpointPage {
  limit: number;
  startingAfter?: string;
}

export interface EventQuery {
  limit: number;
  startingAfter?: string;
  type?: string;
  /** Only events created at or after this time (retention window). */
  since: number;
}

export interface ClaimedDelivery {
  job: DeliveryJob;
  endpoint: WebhookEndpointRecord;
  eventBody: string;
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
export type AttemptOutcome = { next: 'done' } | { next: 'retry'; retryAt: number } | { next: 'give_up'; disableIfNoSuccessSince: number | null };

export interface FinishedAttempt {
  attempt: AttemptRecord;
  outcome: AttemptOutcome;
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

  /** Stores the event and queues its deliveries, atomically. Returns the endpoints it was queued for. */
  recordEvent(event: EventRecord, fanOut: EventFanOut, ids: () => string, now: number): Promise<string[]>;
  getEvent(scope: TenantScope, id: string): Promise<{ event: EventRecord; attempts: DeliveryAttempt[] } | null>;
  listEvents(scope: TenantScope, query: EventQuery): Promise<Page<EventRecord>>;
  /** Queues one more try of an event for the given active endpoints (all listening ones when null). */
  redeliverEvent(scope: TenantScope, eventId: string, endpointId: string | null, ids: () => string, now: number): Promise<string[] | 'endpoint_inactive'>;

  /** Leases due deliveries (oldest first) so no other worker takes them until `leaseUntil`. */
  claimDueDeliveries(now: number, limit: number, leaseUntil: number): Promise<ClaimedDelivery[]>;
  /**
   * Logs a batch of attempts and settles their jobs in one transaction: records
   * each endpoint's last success in its own small row, and applies the disable
   * rule (core/webhooks/rules.ts). Returns the endpoints it disabled, with the owner's e-mail.
   */
  finishDeliveries(finished: FinishedAttempt[], now: number): Promise<DisabledEndpoint[]>;
  /** Deletes events (and their attempts and jobs) created before `before`, and expired idempotency keys. */
  purgeBefore(before: number, now: number): Promise<{ events: number }>;

  /** True (and the run recorded) when `name` last ran `periodMs` or more ago. */
  claimPeriodicRun(name: string, now: number, periodMs: number): Promise<boolean>;
}

// Async estimate jobs ---------------------------------------------------------

/**
 * The `processing` estimates are the durable queue of async work. A worker
 * leases one at a time and renews the lease while the estimator runs, so a
 * slow model call is never handed to a second instance while the first lives.
 */
export interface JobStorage {
  /** Leases the oldest processing estimate whose lease ran out (or never existed) until `leaseUntil`; null when none is free. */
  claimProcessingEstimate(now: number, leaseUntil: number): Promise<{ scope: TenantScope; stored: StoredEstimate } | null>;
  /** Extends the lease of a processing estimate; false once it is finished or gone. */
  renewProcessingLease(estimateId: string, leaseUntil: number): Promise<boolean>;
}

// Notices: state behind the credits.* and api_key.expiring events ----------

export interface LiveCreditState {
  accountId: string;
  ownerEmail: string;
  apiVersion: string;
  /** Credits left in unexpired lots. */
  available: number;
  /** What the unexpired lots started with. */
  started: number;
  lowNotified: boolean;
}

export interface NoticeStorage {
  listLiveCreditStates(now: number): Promise<LiveCreditState[]>;
  /** Remembers that credits.low was sent (cleared when credits are granted). */
  setCreditsLowNotified(accountId: string, notified: boolean): Promise<void>;
  /** Keys expiring before `horizon` not yet announced; they are marked announced. */
  claimExpiringKeys(now: number, horizon: number): Promise<Array<{ key: ApiKeyRecord; account: AccountRecord }>>;
}
