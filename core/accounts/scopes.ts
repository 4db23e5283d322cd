/** Every key carries this scope unless created with an explicit list. */
export const defaultScopes = ['webhooks:manage'] as const;
/** Added to an account's keys while the Records add-on is on. */
export const recordsScopes = ['customers:write', 'records:read', 'records:write'] as const;
export const knownScopes = [...defaultScopes, ...recordsScopes] as readonly string[];

/** The scopes a key actually has: records scopes only count while the add-on is on. */
export function effectiveScopes(keyScopes: readonly string[], recordsAddon: boolean): string[] {
  const records = new Set<string>(recordsScopes);
  return keyScopes.filter((s) => recordsAddon || !records.has(s));
}
