import type { Environment } from '../estimates/types.js';

/** A customer as stored: phone and e-mail only ever in sealed (encrypted) form. */
export interface CustomerRecord {
  id: string;
  accountId: string;
  environment: Environment;
  externalId: string;
  name: string;
  phoneSealed: string | null;
  emailSealed: string | null;
  regionCode: string | null;
  metadata: Record<string, string>;
  createdAt: number;
  updatedAt: number;
}

/** Fields a PATCH may change; `null` clears a nullable one, absent leaves it. */
export type CustomerPatch = Partial<
  Pick<CustomerRecord, 'externalId' | 'name' | 'phoneSealed' | 'emailSealed' | 'regionCode' | 'metadata'>
>;

/** A JSON record of a collection; `data` is kept as canonical JSON so replicas compare it byte for byte. */
export interface StoredRecord {
  collection: string;
  id: string;
  data: string;
  updatedAtMs: number;
  createdAt: number;
}
