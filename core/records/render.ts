import type { Sealer } from '../crypto/sealer.js';
import type { CustomerResource } from '../schemas/customer.js';
import type { RecordResource } from '../schemas/record.js';
import type { CustomerRecord, StoredRecord } from './types.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** The customer object of decisions.md; phone and e-mail are opened only here, on the way out. */
export function renderCustomer(c: CustomerRecord, sealer: Sealer): CustomerResource {
  return {
    id: c.id,
    object: 'customer' as const,
    external_id: c.externalId,
    name: c.name,
    phone: c.phoneSealed === null ? null : sealer.open(c.phoneSealed),
    email: c.emailSealed === null ? null : sealer.open(c.emailSealed),
    region_code: c.regionCode,
    environment: c.environment,
    metadata: c.metadata,
    created_at: iso(c.createdAt),
    updated_at: iso(c.updatedAt),
  };
}

export function renderRecord(r: StoredRecord): RecordResource {
  return {
    object: 'record' as const,
    collection: r.collection,
    id: r.id,
    data: JSON.parse(r.data) as Record<string, unknown>,
    updated_at_ms: r.updatedAtMs,
    created_at: iso(r.createdAt),
  };
}
