/**
 * Ports: everything the core needs from the world. Storage operations are
 * coarse — one call is one transaction — and async, so a networked database
 * can implement them without the core changing.
 */
import type { CustomerMessage, PhotoInput } from './engine/types.js';
import type { Environment, Estimate, EstimateStatus } from './estimates/types.js';

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
}

export type IdempotencyClaimResult =
  | { state: 'claimed' }
  | { state: 'in_progress' }
  | { state: 'mismatch' }
  | { state: 'replay'; response: StoredResponse };

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
  /** The idempotent answer to record, built once the remaining balance is known. */
  idempotency?: { key: string; respond(creditsRemaining: number): StoredResponse };
}

export type EstimateWriteResult =
  | { ok: true; creditsRemaining: number; response?: StoredResponse }
  | { ok: false; reason: 'insufficient_credits'; available: number }
  | { ok: false; reason: 'daily_cap' };

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
}

export interface Storage {
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

  // Credit ledger (live only)
  grantCredits(lot: CreditLotRecord): Promise<void>;
  listCreditLots(accountId: string): Promise<CreditLotRecord[]>;
  heldCredits(accountId: string): Promise<number>;

  // Idempotency
  claimIdempotencyKey(claim: IdempotencyClaim): Promise<IdempotencyClaimResult>;
  /** Drops an unfinished claim, so an error answer is never replayed. */
  releaseIdempotencyKey(scope: TenantScope, key: string): Promise<void>;

  // Estimates
  /** Stores the estimate, takes its credits, bumps the daily cap and records the idempotent answer: all or nothing. */
  saveEstimate(write: EstimateWrite): Promise<EstimateWriteResult>;
  getEstimate(scope: TenantScope, id: string): Promise<StoredEstimate | null>;
  listEstimates(scope: TenantScope, query: EstimateListQuery): Promise<Page<Estimate>>;
  /** Deletes the estimate and its follow-ups, releasing any credits they held. */
  deleteEstimate(scope: TenantScope, id: string, now: number): Promise<boolean>;
  /** Estimates still `processing`, oldest first, for the async worker. */
  listProcessingEstimates(limit: number): Promise<Array<{ scope: TenantScope; stored: StoredEstimate }>>;
  /** Replaces a processing estimate with its finished form and settles its hold; false when it is gone or already finished. */
  completeEstimate(completion: EstimateCompletion): Promise<boolean>;
}
