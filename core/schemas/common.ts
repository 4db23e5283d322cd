import * as v from 'valibot';

/** Characters as JSON Schema counts them for minLength/maxLength: Unicode code points, not UTF-16 units. */
export function codePointLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/**
 * Length rules counted in characters (code points), so an emoji counts once, as the contract's
 * minLength/maxLength say; the metadata writes those keywords into the contract. Two pipe
 * actions, no nested schema: a failed rule before them keeps the value typed (unions stay precise).
 */
export function charLength(range: { min?: number; max?: number }, message?: string) {
  const { min = 0, max = Infinity } = range;
  const text =
    message ??
    (max === Infinity
      ? `must be at least ${min} characters`
      : min > 0
        ? `must be ${min} to ${max} characters`
        : `must be at most ${max} characters`);
  return [
    v.check<string, string>((s) => {
      // Code points are at most the UTF-16 length and at least half of it: most strings need no count.
      if (s.length < min) return false;
      if (s.length <= max && s.length / 2 >= min) return true;
      const n = codePointLength(s);
      return n >= min && n <= max;
    }, text),
    v.metadata<string, { minLength?: number; maxLength?: number }>({
      ...(min > 0 ? { minLength: min } : {}),
      ...(max < Infinity ? { maxLength: max } : {}),
    }),
  ] as const;
}

/** A string of `min` to `max` characters. */
export const chars = (range: { min?: number; max?: number }, message?: string) => v.pipe(v.string(), ...charLength(range, message));

/** Caller metadata: at most 50 keys of up to 40 characters, string values up to 500. */
export const Metadata = v.pipe(
  v.record(
    chars({ min: 1, max: 40 }, 'metadata keys are 1 to 40 characters'),
    chars({ max: 500 }, 'metadata values are at most 500 characters'),
  ),
  v.maxEntries(50, 'metadata has at most 50 keys'),
);

/**
 * A page size. Query values arrive as text; the contract documents the parsed value
 * (an integer 1 to 100), which is what the pipe ends in.
 */
export const limitParam = (defaultLimit: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9]{1,3}$/, 'must be an integer from 1 to 100'),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(100, 'must be at most 100'),
    ),
    String(defaultLimit),
  );

export const cursorParam = v.optional(v.pipe(v.string(), chars({ min: 1, max: 64 })));

/** A UTC calendar date, `YYYY-MM-DD` (format: date). */
export const dateParam = v.optional(
  v.pipe(
    v.string(),
    v.isoDate('must be a date YYYY-MM-DD'),
    v.check(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'must be a real calendar date',
    ),
  ),
);

/** A host in a URL pattern: a DNS name whose last label starts with a letter (so no parser reads it as a number), or an IPv4 address. */
export const urlHostPattern =
  '(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)*[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?' +
  '|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))';

/** Idempotency-Key: 1 to 255 visible ASCII characters (decisions.md). */
export const IdempotencyKey = v.pipe(v.string(), v.regex(/^[!-~]{1,255}$/, 'must be 1 to 255 visible ASCII characters'));

/** Some character that String.prototype.trim keeps, written in ASCII escapes so the contract's pattern reads the same everywhere. */
const notBlank = /[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/**
 * A whole number with comma thousands separators, as `toLocaleString('en-US')` writes it.
 * Without Intl: the first Intl call costs ICU ~20 ms, and schemas call this as their modules load.
 */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Free text: trimmed, then not empty and at most `max` characters (the pattern says "not blank" of the untrimmed text, the same rule). */
export const text = (max: number, message = `must be at most ${groupThousands(max)} characters`) =>
  v.pipe(v.string(), v.trim(), v.regex(notBlank, 'must not be empty'), ...charLength({ min: 1, max }, message));

/** The two environments every key, estimate, event and record belongs to. */
export const Environment = v.picklist(['test', 'live']);
export type Environment = v.InferOutput<typeof Environment>;

/** An integer (counts, cents, minutes). */
export const int = v.pipe(v.number(), v.integer());

/** The list envelope of decisions.md around items of `item`. */
export const listOf = <S extends v.GenericSchema>(item: S) =>
  v.object({ object: v.literal('list'), url: v.string(), data: v.array(item), has_more: v.boolean() });
