/**
 * Row shapes and row ↔ record mapping shared by the SQLite and PostgreSQL
 * adapters (both store the same columns; only the SQL differs).
 */
import type { Estimate } from '../../core/estimates/types.js';
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
