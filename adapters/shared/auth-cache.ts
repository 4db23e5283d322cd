/**
 * Key lookups by hash, cached in-process: every request authenticates, and
 * keys and accounts change rarely. Safe by construction:
 * - every change made through this storage (revoke, rotate, pause, account
 *   update such as suspension) clears the cache, so it takes effect at once
 *   on this instance, also for a lookup that was in flight meanwhile;
 * - a change made by another instance (or another process on the same SQLite
 *   file, such as the CLI) is seen within `ttlMs` (2 s by default);
 * - unknown keys are never cached, so a key made elsewhere works at once and
 *   random keys cannot fill the cache; at most `max` entries are kept.
 */
export const authCacheTtlMs = 2_000;

export interface AuthCacheOptions {
  ttlMs?: number;
  max?: number;
  /** Wall-clock milliseconds (a bound on real time, not the service clock). */
  now?: () => number;
}

export function createAuthCache<T>(options: AuthCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? authCacheTtlMs;
  const max = options.max ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; at: number }>();
  let generation = 0;

  return {
    async get(hash: string, load: () => Promise<T | null> | T | null): Promise<T | null> {
      const at = now();
      const hit = entries.get(hash);
      if (hit && at >= hit.at && at - hit.at < ttlMs) return hit.value;
      const started = generation;
      const value = await load();
      entries.delete(hash);
      // A change cleared the cache while this lookup ran: its answer may predate the change.
      if (value !== null && started === generation && ttlMs > 0) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(hash, { value, at });
      }
      return value;
    },
    /** After any change to keys or accounts. */
    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}

export type AuthCache<T> = ReturnType<typeof createAuthCache<T>>;
