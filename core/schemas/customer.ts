import * as v from 'valibot';
import { Environment, Metadata, chars, cursorParam, limitParam, text } from './common.js';

/** Limits of the Records add-on's customers, written here so they reach the OpenAPI contract. */
export const ExternalId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'must be 1 to 128 characters of A-Z a-z 0-9 _ . : -'));
const Name = text(200);
const Phone = v.pipe(v.string(), v.regex(/^\+[1-9][0-9]{6,14}$/, 'must be an E.164 number such as +14155550123'));
// RFC 5321 mailbox syntax, as the contract's `format: email`: o'brien@, a%b@ and IDNA (xn--) domains are addresses.
const Email = v.pipe(v.string(), chars({ max: 254 }), v.rfcEmail('must be an e-mail address'));
const RegionCode = chars({ min: 1, max: 16 });

export const CreateCustomerBody = v.strictObject({
  external_id: ExternalId,
  name: Name,
  phone: v.optional(v.nullable(Phone)),
  email: v.optional(v.nullable(Email)),
  region_code: v.optional(v.nullable(RegionCode)),
  metadata: v.optional(Metadata),
});
export type CreateCustomerBody = v.InferOutput<typeof CreateCustomerBody>;

/** Only the fields to change; `null` clears phone, email or region_code; metadata replaces the whole object. */
export const UpdateCustomerBody = v.strictObject({
  external_id: v.optional(ExternalId),
  name: v.optional(Name),
  phone: v.optional(v.nullable(Phone)),
  email: v.optional(v.nullable(Email)),
  region_code: v.optional(v.nullable(RegionCode)),
  metadata: v.optional(Metadata),
});
export type UpdateCustomerBody = v.InferOutput<typeof UpdateCustomerBody>;

export const ListCustomersQuery = v.strictObject({
  limit: limitParam(20),
  starting_after: cursorParam,
  external_id: v.optional(ExternalId),
});

/** The customer object of decisions.md (phone and e-mail opened on the way out). */
export const CustomerResource = v.object({
  id: v.pipe(v.string(), v.startsWith('cus_')),
  object: v.literal('customer'),
  external_id: v.string(),
  name: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  region_code: v.nullable(v.string()),
  environment: Environment,
  metadata: v.record(v.string(), v.string()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  updated_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type CustomerResource = v.InferOutput<typeof CustomerResource>;
