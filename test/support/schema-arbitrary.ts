import fc from 'fast-check';

type Json = Record<string, any>;

/** Characters from every plane a client may send: ASCII, accented and CJK letters, and astral ones (emoji) that take two UTF-16 units. */
const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom('é', 'ü', 'ñ', '漢', 'ß', 'Ω') },
  { weight: 2, arbitrary: fc.constantFrom('😀', '🏠', '𝄞', '🎨', '🔧') },
);
const astral = fc.constantFrom('😀', '🏠', '𝄞', '🎨', '🔧');

/** A string of `min` to `max` characters (code points), sometimes exactly `max` of them, astral ones included. */
function text(min: number, max: number): fc.Arbitrary<string> {
  const short = fc.array(character, { minLength: min, maxLength: Math.max(min, Math.min(max, 24)) }).map((cs) => cs.join(''));
  if (!Number.isFinite(max) || max > 25_000) return short;
  // At the limit, in characters that UTF-16 counts twice: where a server counting units refuses what the contract allows.
  const atLimit = fc.array(fc.oneof(character, astral), { minLength: max, maxLength: max }).map((cs) => cs.join(''));
  return fc.oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: atLimit });
}

const label = fc.stringMatching(/^[a-z](?:[a-z0-9-]{0,8}[a-z0-9])?$/);

/** Addresses JSON Schema's `format: email` (RFC 5321 mailbox) accepts, including the less common local parts and IDNA domains. */
const email = fc
  .tuple(
    fc.oneof(
      fc.stringMatching(/^[a-z0-9][a-z0-9._]{0,8}[a-z0-9]$/),
      fc.constantFrom("o'brien", 'a%b', 'x+tag', 'first.last', 'a!b#c$d&e*f=g?h^i`j{k|l}m~n'),
    ),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'org', 'xn--p1ai', 'io', 'example'),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`)
  .filter((e) => !/\.\.|\.@|^\./.test(e));

const date = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const codePoints = (s: string) => [...s].length;

/** A JSON value the given JSON Schema (the subset the served contract uses) accepts. */
export function arbitraryOf(schema: Json | boolean, root: Json): fc.Arbitrary<unknown> {
  if (schema === true) return fc.string();
  if (schema === false) return fc.constant(undefined);
  if (schema.$ref) return arbitraryOf(resolveRef(schema.$ref, root), root);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf || schema.oneOf) {
    const base = withoutKeys(schema, ['anyOf', 'oneOf']);
    // A branch narrows the object it sits on: its properties are laid over the base's, not instead of them.
    const branch = (s: Json) => ({
      ...base,
      ...s,
      ...(base.properties && s.properties ? { properties: { ...base.properties, ...s.properties } } : {}),
    });
    return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((s: Json) => arbitraryOf(branch(s), root)));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? true, root), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, root);
    default:
      return fc.constant({});
  }
}

function stringOf(schema: Json): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (s: string) => codePoints(s) >= min && codePoints(s) <= max;
  if (schema.format === 'date') return date;
  if (schema.format === 'email') return email.filter(fits);
  if (schema.pattern) {
    const anchored = schema.pattern.startsWith('^');
    const pattern = new RegExp(schema.pattern);
    // A pattern that needs only one matching character somewhere ("not blank"): any text that has one.
    if (!anchored) return text(Math.max(min, 1), max).filter((s) => pattern.test(s) && fits(s));
    return fc.stringMatching(pattern).filter(fits);
  }
  if (schema.format === 'uri')
    return fc.tuple(label, fc.stringMatching(/^[a-z0-9/]{0,12}$/)).map(([host, path]) => `https://${host}.example/${path}`);
  return text(min, max);
}

function objectOf(schema: Json, root: Json): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set<string>(schema.required ?? []);
  if (Object.keys(properties).length === 0 && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const keys = arbitraryOf({ type: 'string', ...schema.propertyNames }, root) as fc.Arbitrary<string>;
    const most = schema.maxProperties ?? 5;
    return fc.oneof(
      { weight: 4, arbitrary: fc.dictionary(keys, arbitraryOf(schema.additionalProperties, root), { maxKeys: Math.min(most, 5) }) },
      // At the limit of keys, sometimes.
      {
        weight: 1,
        arbitrary: fc
          .uniqueArray(keys, { minLength: most, maxLength: most })
          .chain((ks) =>
            fc
              .tuple(...ks.map(() => arbitraryOf(schema.additionalProperties, root)))
              .map((vs) => Object.fromEntries(ks.map((k, i) => [k, vs[i]]))),
          ),
      },
    );
  }
  // Each subset of the optional properties as likely as any other: `{}` and "all of them" are both ordinary cases.
  const optional = Object.keys(properties).filter((name) => !required.has(name));
  return fc.subarray(optional).chain((chosen) => {
    const names = [...required, ...chosen];
    return fc.record(Object.fromEntries(names.map((name) => [name, arbitraryOf(properties[name]!, root)]))) as fc.Arbitrary<
      Record<string, unknown>
    >;
  });
}

function withoutKeys(schema: Json, keys: string[]): Json {
  return Object.fromEntries(Object.entries(schema).filter(([k]) => !keys.includes(k)));
}

export function resolveRef(ref: string, root: Json): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: any, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
}
