/** Carried by every key created without an explicit list. */
export const baseScopes = ['webhooks:manage'] as const;
/** Records add-on scopes: they take effect only while the add-on is on. */
export const recordsScopes = ['customers:write', 'records:read', 'records:write'] as const;
export const knownScopes = [...baseScopes, ...recordsScopes] as readonly string[];
/** A key made without an explicit list holds every scope; the add-on decides whether the records ones count. */
export const defaultScopes = knownScopes;

/** The scopes a key actually has: its own, minus the records scopes while the add-on is off. */
export function effectiveScopes(keyScopes: readonly string[], recordsAddon: boolean): string[] {
  const records = new Set<string>(recordsScopes);
  return keyScopes.filter((s) => recordsAddon || !records.has(s));
}
