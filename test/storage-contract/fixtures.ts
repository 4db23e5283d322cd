/** Records the contract tests write: accounts, keys, lots, endpoints, events, customers, estimates, with ids that sort by creation like the real ones. */
import { createHash } from 'node:crypto';
import type { Estimate, EstimateStatus } from '../../core/estimates/types.js';
import type { AccountRecord, ApiKeyRecord, CreditLotRecord, EventRecord, Storage, StoredEstimate, TenantScope } from '../../core/ports.js';
import type { CustomerRecord, StoredRecord } from '../../core/records/types.js';
import type { WebhookEndpointRecord } from '../../core/webhooks/types.js';

/** A fixed instant: time in the contract is always passed in, never read. */
export const now = Date.UTC(2026, 10, 23, 12);
export const day = 86_400_000;

let seq = 0;
/** `<prefix>_<counter>`: later ids sort after earlier ones, as ULIDs do. */
export const newId = (prefix: string) => `${prefix}_${String(++seq).padStart(10, '0')}`;

export const live = (accountId: string): TenantScope => ({ accountId, environment: 'live' });
export const test = (accountId: string): TenantScope => ({ accountId, environment: 'test' });

export async function newAccount(storage: Storage, overrides: Partial<AccountRecord> = {}): Promise<AccountRecord> {
  const id = newId('acct');
  const account: AccountRecord = {
    id,
    name: `Account ${id}`,
    email: `${id}@example.com`,
    apiVersion: '2026-10-05',
    createdAt: now,
    termsAcceptedAt: now,
    termsVersion: '1',
    suspendedAt: null,
    recordsAddon: true,
    ...overrides,
  };
  await storage.createAccount(account);
  return account;
}

export function endpointRecord(scope: TenantScope, overrides: Partial<WebhookEndpointRecord> = {}): WebhookEndpointRecord {
  const id = newId('whe');
  return {
    id,
    accountId: scope.accountId,
    environment: scope.environment,
    url: `https://hooks.example.com/${id}`,
    description: '',
    events: ['*'],
    status: 'active',
    disabledReason: null,
    apiVersion: '2026-10-05',
    secretSealed: `v1.k.${id}.iv.tag`,
    previousSecretSealed: null,
    previousSecretExpiresAt: null,
    createdAt: now,
    ...overrides,
  };
}

export function eventRecord(scope: TenantScope, type = 'estimate.completed', createdAt = now): EventRecord {
  const id = newId('evt');
  return { id, scope, type, createdAt, body: JSON.stringify({ id, object: 'event', type }) };
}

export function customerRecord(scope: TenantScope, overrides: Partial<CustomerRecord> = {}): CustomerRecord {
  const id = newId('cus');
  return {
    id,
    accountId: scope.accountId,
    environment: scope.environment,
    externalId: `ext-${id}`,
    name: `Customer ${id}`,
    phoneSealed: `v1.k.phone-${id}.iv.tag`,
    emailSealed: `v1.k.email-${id}.iv.tag`,
    regionCode: 'US-CA',
    metadata: { crm: id },
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

export const jsonRecord = (collection: string, id: string, data: unknown, updatedAtMs = now): StoredRecord => ({
  collection,
  id,
  data: JSON.stringify(data),
  updatedAtMs,
  createdAt: now,
});

/**
 * A stored estimate with the fields storage reads (id, status, environment,
 * created_at, customer_id); the rest of the public body is opaque to storage.
 */
export function storedEstimate(
  scope: TenantScope,
  status: EstimateStatus,
  overrides: { createdAt?: number; parentId?: string; customerId?: string; heldCredits?: number } = {},
): StoredEstimate {
  const id = newId('est');
  const estimate = {
    id,
    object: 'estimate',
    status,
    environment: scope.environment,
    created_at: new Date(overrides.createdAt ?? now).toISOString(),
    ...(overrides.customerId ? { customer_id: overrides.customerId } : {}),
    summary: `Estimate ${id}`,
  } as unknown as Estimate;
  return {
    estimate,
    parentId: overrides.parentId ?? null,
    conversation: [{ role: 'customer', content: `Paint room ${id}` }],
    sandbox: false,
    ...(status === 'processing' ? { photos: [], heldCredits: overrides.heldCredits ?? 0 } : {}),
  };
}

export function keyRecord(scope: TenantScope, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  const id = newId('key');
  return {
    id,
    accountId: scope.accountId,
    environment: scope.environment,
    hash: createHash('sha256').update(id).digest('hex'),
    last4: id.slice(-4),
    scopes: ['estimates:write', 'estimates:read'],
    createdAt: now,
    expiresAt: null,
    revokedAt: null,
    pausedAt: null,
    ...overrides,
  };
}

export const creditLot = (accountId: string, credits: number, overrides: Partial<CreditLotRecord> = {}): CreditLotRecord => ({
  id: newId('lot'),
  accountId,
  source: 'purchase',
  initialCredits: credits,
  remainingCredits: credits,
  expiresAt: null,
  createdAt: now,
  ...overrides,
});
