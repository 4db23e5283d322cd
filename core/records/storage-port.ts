/**
 * The storage side of the Records add-on. As everywhere in `Storage`, one call
 * is one transaction; the customers-plus-records cap is checked and counted in
 * the same transaction as the insert or delete it limits.
 */
import type { IdempotencyRefusal, StoredResponse } from '../idempotency/storage-port.js';
import type { Page, TenantScope } from '../ports.js';
import type { CustomerPatch, CustomerRecord, StoredRecord } from './types.js';

export interface CustomerCreate {
  customer: CustomerRecord;
  /** Customers plus records an environment may hold. */
  cap: number;
  /**
   * The idempotent answer, recorded with the insert only while `owner` still
   * holds the key's claim (fencing); a claim taken over meanwhile writes nothing.
   */
  idempotency?: { key: string; owner: string; response: StoredResponse };
}

/** Why the key refused the insert: its claim is no longer the writer's (answered, or held by a retry). */
export type CustomerCreateResult = 'ok' | 'external_id_taken' | 'cap' | { refusal: IdempotencyRefusal };

export interface CustomerListQuery {
  limit: number;
  startingAfter?: string;
  externalId?: string;
}

export interface RecordPut {
  scope: TenantScope;
  incoming: StoredRecord;
  cap: number;
  /** The last-writer-wins rule (core/records/lww.ts), applied to the row under the transaction's lock. */
  wins(incoming: StoredRecord, stored: StoredRecord): boolean;
}

export type RecordPutResult = { outcome: 'created' | 'replaced' | 'kept'; record: StoredRecord } | { outcome: 'cap' };

export interface RecordListQuery {
  limit: number;
  /** A record id of the same collection. */
  startingAfter?: string;
}

export interface ResealCount {
  customers: number;
  webhookEndpoints: number;
  idempotentAnswers: number;
}

export interface RecordsStorage {
  createCustomer(write: CustomerCreate): Promise<CustomerCreateResult>;
  getCustomer(scope: TenantScope, id: string): Promise<CustomerRecord | null>;
  listCustomers(scope: TenantScope, query: CustomerListQuery): Promise<Page<CustomerRecord>>;
  /** Applies only the given fields, atomically, and sets `updatedAt`. */
  updateCustomer(
    scope: TenantScope,
    id: string,
    patch: CustomerPatch,
    now: number,
  ): Promise<CustomerRecord | 'missing' | 'external_id_taken'>;
  /** Deletes the customer and unlinks its estimates (column and stored body), in one transaction. */
  deleteCustomer(scope: TenantScope, id: string): Promise<boolean>;

  putRecord(put: RecordPut): Promise<RecordPutResult>;
  getRecord(scope: TenantScope, collection: string, id: string): Promise<StoredRecord | null>;
  /** Newest `updatedAtMs` first (ties: larger id first). */
  listRecords(scope: TenantScope, collection: string, query: RecordListQuery): Promise<Page<StoredRecord>>;
  deleteRecord(scope: TenantScope, collection: string, id: string): Promise<boolean>;

  /**
   * Passes every sealed value at rest (customer phone and e-mail, webhook
   * secrets, sealed idempotent answers) through `reseal`, in one transaction:
   * all are under the new key, or none.
   */
  resealAll(reseal: (sealed: string) => string): Promise<ResealCount>;
}
