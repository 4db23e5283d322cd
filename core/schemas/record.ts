import * as v from 'valibot';
import { limitParam } from './common.js';

/**
 * Collection names and record ids (decisions.md), except "." and "..": URL
 * normalization turns /records/c/.. into /records, so no client could read or
 * delete a record stored under them.
 */
// Without lookahead, so every JSON Schema tool (and test data generator) reads it: a first character
// other than ".", or "." then another character, or ".." then at least one more.
export const recordKeyPattern = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}|\.[A-Za-z0-9_-][A-Za-z0-9_.-]{0,126}|\.\.[A-Za-z0-9_.-]{1,126})$/;
export const recordKeyRule = 'must be 1 to 128 characters of A-Z a-z 0-9 _ . -, and not "." or ".."';
const RecordKey = v.pipe(
  v.string(),
  v.regex(recordKeyPattern, recordKeyRule),
  v.description('1 to 128 characters of A-Z a-z 0-9 _ . -; not "." or ".." (no URL can address them).'),
);
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
  updated_at_ms: v.pipe(
    v.number(),
    v.integer('must be an integer'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(Number.MAX_SAFE_INTEGER),
  ),
});
export type PutRecordBody = v.InferOutput<typeof PutRecordBody>;

export const ListRecordsQuery = v.strictObject({
  limit: limitParam(20),
  starting_after: v.optional(RecordKey),
});

/** A JSON record of a collection, as PUT and GET answer it. */
export const RecordResource = v.object({
  object: v.literal('record'),
  collection: v.string(),
  id: v.string(),
  data: v.record(v.string(), v.unknown()),
  updated_at_ms: v.pipe(v.number(), v.integer()),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type RecordResource = v.InferOutput<typeof RecordResource>;
