/** Carried by every key created without an explicit list. */
export const baseScopes = ['webhooks:manage'] as const;
/** Records add-on scopes: they take effect only while the add-on is on. */
export const recordsScopes = ['customers:write', 'records:read', 'records:write'] as const;
export const knownScopes = [...baseScopes, ...recordsScopes] as readonly string[];
/** A key made without an explicit list holds every scope; the add-on decides whether the records ones count. */
export const defaultScopes = knownScopes;

const records: ReadonlySet<string> = new Set<string>(recordsScopes);
/** Without the add-on, by key list: storage answers one shared list per distinct scopes (adapters/shared/rows.ts). */
const withoutRecords = new WeakMap<readonly string[], string[]>();

/** The scopes a key actually has: its own, minus the records scopes while the add-on is off. Read-only (may be shared). */
export function effectiveScopes(keyScopes: readonly string[], recordsAddon: boolean): string[] {
  if (recordsAddon) return keyScopes as string[];
  let scopes = withoutRecords.get(keyScopes);
  if (scopes === undefined) withoutRecords.set(keyScopes, (scopes = keyScopes.filter((s) => !records.has(s))));
  return scopes;
}
