/**
 * Row shapes and row ↔ record mapping shared by the SQLite and PostgreSQL
 * adapters (both store the same columns; only the SQL differs).
 */
import type { AccountRecord, ApiKeyRecord } from '../../core/accounts/storage-port.js';
import type { Estimate } from '../../core/estimates/types.js';
import type { DeliveryAttempt } from '../../core/events/types.js';
import type { DeliveryJob } from '../../core/webhooks/types.js';
import type { StoredEstimate } from '../../core/estimates/storage-port.js';
import type { CustomerRecord, StoredRecord } from '../../core/records/types.js';

export interface EstimateRow {
  id: string;
  account_id: string;
  environment: 'test' | 'live';
  parent_id: string | null;
  body: string;
  internal: string;
}
export type EstimateInternal = Omit<StoredEstimate, 'estimate' | 'parentId'>;

export const toStored = (row: EstimateRow): StoredEstimate => ({
  estimate: JSON.parse(row.body) as Estimate,
  parentId: row.parent_id,
  ...(JSON.parse(row.internal) as EstimateInternal),
});

/** What the estimate row keeps beside the public body (conversation, sandbox plan, held credits...). */
export function internalOf(stored: StoredEstimate): string {
  const { estimate: _estimate, parentId: _parent, ...internal } = stored;
  return JSON.stringify(internal);
}

/** The columns both adapters insert an estimate with. */
export const ESTIMATE_COLUMNS = 'id, account_id, environment, status, parent_id, customer_id, created_at, body, internal, idempotency_key';

/** The values of an estimate row, in `ESTIMATE_COLUMNS` order (positional: no object built per request). */
export function estimateRowValues(
  scope: { accountId: string; environment: 'test' | 'live' },
  stored: StoredEstimate,
  json: string,
  idempotencyKey: string | null,
): unknown[] {
  const e = stored.estimate;
  return [
    e.id,
    scope.accountId,
    scope.environment,
    e.status,
    stored.parentId,
    e.customer_id ?? null,
    Date.parse(e.created_at),
    json,
    internalOf(stored),
    idempotencyKey,
  ];
}

export interface CustomerRow {
  id: string;
  account_id: string;
  environment: 'test' | 'live';
  external_id: string;
  name: string;
  phone_sealed: string | null;
  email_sealed: string | null;
  region_code: string | null;
  metadata: string;
  created_at: number;
  updated_at: number;
}
export interface RecordRow {
  collection: string;
  id: string;
  data: string;
  updated_at_ms: number;
  created_at: number;
}

export const toCustomer = (r: CustomerRow): CustomerRecord => ({
  id: r.id,
  accountId: r.account_id,
  environment: r.environment,
  externalId: r.external_id,
  name: r.name,
  phoneSealed: r.phone_sealed,
  emailSealed: r.email_sealed,
  regionCode: r.region_code,
  metadata: JSON.parse(r.metadata) as Record<string, string>,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});
export const toRecord = (r: RecordRow): StoredRecord => ({
  collection: r.collection,
  id: r.id,
  data: r.data,
  updatedAtMs: r.updated_at_ms,
  createdAt: r.created_at,
});

/** A sealed value (core/crypto/sealer.ts); JSON bodies never look like this. */
export const sealedPattern = /^v1\.[^.]+\.[^.]+\.[^.]+\.[^.]*$/;

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  api_version: string;
  created_at: number;
  terms_accepted_at: number | null;
  terms_version: string | null;
  suspended_at: number | null;
  /** 0/1 in SQLite, a boolean in PostgreSQL. */
  records_addon: number | boolean;
}
export interface KeyRow {
  id: string;
  account_id: string;
  environment: 'test' | 'live';
  hash: string;
  last4: string;
  scopes: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  paused_at: number | null;
}

export const toAccount = (r: AccountRow): AccountRecord => ({
  id: r.id,
  name: r.name,
  email: r.email,
  apiVersion: r.api_version,
  createdAt: r.created_at,
  termsAcceptedAt: r.terms_accepted_at,
  termsVersion: r.terms_version,
  suspendedAt: r.suspended_at,
  recordsAddon: Boolean(r.records_addon),
});
/**
 * One array per distinct scope list (a few at most): every cached key lookup holds its key's
 * scopes, and a fresh `JSON.parse` per key was ~4 strings and an array each. Shared, so read-only.
 */
const scopeLists = new Map<string, string[]>();
export const scopesOf = (json: string): string[] => {
  let scopes = scopeLists.get(json);
  if (scopes === undefined) {
    scopes = JSON.parse(json) as string[];
    if (scopeLists.size < 256) scopeLists.set(json, scopes);
  }
  return scopes;
};

export const toKey = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  accountId: r.account_id,
  environment: r.environment,
  hash: r.hash,
  last4: r.last4,
  scopes: scopesOf(r.scopes),
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  pausedAt: r.paused_at,
});

export interface JobRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  account_id: string;
  environment: 'test' | 'live';
  attempt: number;
  kind: 'event' | 'once';
  due_at: number;
  first_attempt_at: number | null;
}
export interface EventRow {
  id: string;
  account_id: string;
  environment: 'test' | 'live';
  type: string;
  created_at: number;
  body: string | null;
}
export interface AttemptRow {
  id: string;
  endpoint_id: string;
  attempt: number;
  status: 'succeeded' | 'failed';
  response_status: number | null;
  error: string | null;
  created_at: number;
  duration_ms: number;
}

export const toDeliveryJob = (j: JobRow): DeliveryJob => ({
  id: j.id,
  eventId: j.event_id,
  endpointId: j.endpoint_id,
  accountId: j.account_id,
  environment: j.environment,
  attempt: j.attempt,
  kind: j.kind,
  dueAt: j.due_at,
  firstAttemptAt: j.first_attempt_at,
});

const iso = (ms: number) => new Date(ms).toISOString();

/** A finished attempt as the event's `attempts` list shows it. */
export const toAttempt = (a: AttemptRow): DeliveryAttempt => ({
  id: a.id,
  endpoint: a.endpoint_id,
  attempt: a.attempt,
  status: a.status,
  response_status: a.response_status,
  error: a.error,
  created_at: iso(a.created_at),
  duration_ms: a.duration_ms,
});

/** A queued delivery as the event's `attempts` list shows it: pending, due at its time. */
export const toPendingAttempt = (j: JobRow): DeliveryAttempt => ({
  id: j.id,
  endpoint: j.endpoint_id,
  attempt: j.attempt,
  status: 'pending',
  response_status: null,
  error: null,
  created_at: iso(j.due_at),
  duration_ms: null,
});
