import * as v from 'valibot';
import { Metadata, chars, cursorParam, limitParam, text } from './common.js';

/** Limits of the Records add-on, written here so they reach the OpenAPI contract. */
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

/** Collection names and record ids (decisions.md). */
export const recordKeyPattern = /^[A-Za-z0-9_.-]{1,128}$/;
const RecordKey = v.pipe(v.string(), v.regex(recordKeyPattern, 'must be 1 to 128 characters of A-Z a-z 0-9 _ . -'));
/** The path of one record; the collection alone for the list. */
export const RecordPath = v.object({ collection: RecordKey, id: RecordKey });

/** Largest record: the canonical JSON of `data`, in UTF-8 bytes. */
export const maxRecordBytes = 64 * 1024;

/**
 * A JSON object. valibot's record turns an array into an object, so arrays are
 * refused (422) before it; the contract still reads `type: object`.
 */
const RecordData = v.pipe(
  v.unknown(),
  v.check((value) => !Array.isArray(value), 'must be a JSON object, not an array'),
  v.record(v.string(), v.unknown()),
  v.description('Any JSON object, at most 64 KB as canonical JSON (sorted keys, no whitespace) in UTF-8.'),
);

export const PutRecordBody = v.strictObject({
  data: RecordData,
  updated_at_ms: v.pipe(v.number(), v.integer('must be an integer'), v.minValue(0, 'must not be negative'), v.maxValue(Number.MAX_SAFE_INTEGER)),
});
export type PutRecordBody = v.InferOutput<typeof PutRecordBody>;

export const ListRecordsQuery = v.strictObject({
  limit: limitParam(20),
  starting_after: v.optional(RecordKey),
});
