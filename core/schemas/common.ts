import * as v from 'valibot';

/** Caller metadata: at most 50 keys of up to 40 characters, string values up to 500. */
export const Metadata = v.pipe(
  v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(40, 'metadata keys are at most 40 characters')), v.pipe(v.string(), v.maxLength(500, 'metadata values are at most 500 characters'))),
  v.check((m) => Object.keys(m).length <= 50, 'metadata has at most 50 keys'),
);

export const limitParam = (defaultLimit: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be an integer from 1 to 100'), v.transform(Number), v.minValue(1, 'must be at least 1'), v.maxValue(100, 'must be at most 100')),
    String(defaultLimit),
  );

export const cursorParam = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64)));

/** A UTC calendar date, `YYYY-MM-DD`. */
export const dateParam = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
    v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a real calendar date'),
  ),
);
