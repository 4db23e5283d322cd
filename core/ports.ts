/**
 * Ports: everything the core needs from the world. The small shared ports
 * live here; each module's storage port lives beside it
 * (core/<module>/storage-port.ts) with the record types it stores, and
 * `Storage` below composes them into the one storage the service takes.
 * Storage operations are coarse (one call is one transaction) and async, so
 * a networked database can implement them without the core changing.
 */
import type { AccountsStorage } from './accounts/storage-port.js';
import type { EstimatesStorage } from './estimates/storage-port.js';
import type { Environment } from './estimates/types.js';
import type { EventsStorage } from './events/storage-port.js';
import type { IdempotencyStorage } from './idempotency/storage-port.js';
import type { JobStorage } from './jobs/storage-port.js';
import type { LedgerStorage } from './ledger/storage-port.js';
import type { NoticeStorage } from './notices/storage-port.js';
import type { RecordsStorage } from './records/storage-port.js';
import type { UsageStorage } from './usage/storage-port.js';
import type { WebhookStorage } from './webhooks/storage-port.js';

// The module ports and their record types, re-exported for callers of the whole `Storage` and the package's types (core/index.ts).
export type { AccountPatch, AccountRecord, AccountsStorage, ApiKeyRecord } from './accounts/storage-port.js';
export type {
  EstimateCompletion,
  EstimateListQuery,
  EstimatesStorage,
  EstimateWrite,
  EstimateWriteResult,
  StoredEstimate,
} from './estimates/storage-port.js';
export type { EventFanOut, EventQuery, EventRecord, EventsStorage } from './events/storage-port.js';
export type {
  IdempotencyClaim,
  IdempotencyClaimResult,
  IdempotencyRefusal,
  IdempotencyStorage,
  IdempotentWrite,
  StoredResponse,
} from './idempotency/storage-port.js';
export type { JobStorage } from './jobs/storage-port.js';
export type { CreditLotRecord, LedgerStorage } from './ledger/storage-port.js';
export type { LiveCreditState, NoticeStorage } from './notices/storage-port.js';
export type { RecordsStorage } from './records/storage-port.js';
export type { UsageAggregate, UsageStorage } from './usage/storage-port.js';
export type {
  AttemptOutcome,
  AttemptRecord,
  ClaimedDelivery,
  DeliveryClaim,
  DisabledEndpoint,
  EndpointPage,
  FinishedAttempt,
  WebhookStorage,
} from './webhooks/storage-port.js';

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
  /**
   * Optional: `info` with the fields already written as JSON members (`"a":1,"b":"x"`, no braces), for
   * lines written per request. Loggers without it get `info` with the fields as an object.
   */
  infoJson?(message: string, members: string): void;
}

/** Tenant and environment: every read and write of caller data is confined to one. */
export interface TenantScope {
  accountId: string;
  environment: Environment;
}

/** One page of a listing, or a cursor that names nothing in the scope. */
export type Page<T> = { ok: true; items: T[]; hasMore: boolean } | { ok: false; reason: 'invalid_cursor' };

/** The storage the service takes: every module's port, implemented by one adapter (SQLite or PostgreSQL). */
export interface Storage
  extends AccountsStorage,
    LedgerStorage,
    IdempotencyStorage,
    EstimatesStorage,
    EventsStorage,
    WebhookStorage,
    JobStorage,
    NoticeStorage,
    UsageStorage,
    RecordsStorage {}

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
