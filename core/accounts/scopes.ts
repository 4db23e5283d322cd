/** Every key carries this scope unless created with an explicit list. */
export const defaultScopes = ['webhooks:manage'] as const;
/** Added to an account's keys while the Records add-on is on. */
export const recordsScopes = ['customers:write', 'records:read', 'records:write'] as const;
export const knownScopes = [...defaultScopes, ...recordsScopes] as readonly string[];

/** The scopes a key actually has: every key gains the records scopes while the add-on is on, and loses them when it is off. */
export function effectiveScopes(keyScopes: readonly string[], recordsAddon: boolean): string[] {
  const records = new Set<string>(recordsScopes);
  const own = keyScopes.filter((s) => !records.has(s));
  return recordsAddon ? [...own, ...recordsScopes] : own;
}
