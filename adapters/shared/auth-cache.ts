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
 *
 * With `version` (a number the database changes with every change to a key or
 * an account, whoever makes it), the bound is kept for the whole cache at once:
 * the version is read at most once per `ttlMs`, and while it is unchanged every
 * entry stays valid; when it changed, the cache starts over. Without it, each
 * entry is looked up again `ttlMs` after it was cached (with many keys, each used
 * less often than that, every request paid a lookup).
 */
export const authCacheTtlMs = 2_000;

export interface AuthCacheOptions {
  ttlMs?: number;
  max?: number;
  /** Wall-clock milliseconds (a bound on real time, not the service clock). */
  now?: () => number;
}

export function createAuthCache<T>(options: AuthCacheOptions & { version?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? authCacheTtlMs;
  const max = options.max ?? 10_000;
  const now = options.now ?? Date.now;
  const version = options.version;
  const entries = new Map<string, { value: T; at: number }>();
  let generation = 0;
  // The version the entries were loaded under, and when it was last read (never: NaN).
  let known = Number.NaN;
  let checkedAt = Number.NaN;

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const fresh = (at: number, since: number) => at >= since && at - since < ttlMs;

  return {
    async get(hash: string, load: () => Promise<T | null> | T | null): Promise<T | null> {
      const at = now();
      if (version) {
        // Read before any load below, so an entry is never older than the version it is kept under.
        if (!fresh(at, checkedAt)) {
          const current = version();
          if (current !== known) {
            clear();
            known = current;
          }
          checkedAt = at;
        }
        const hit = entries.get(hash);
        if (hit) return hit.value;
      } else {
        const hit = entries.get(hash);
        if (hit && fresh(at, hit.at)) return hit.value;
      }
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
    clear,
  };
}

export type AuthCache<T> = ReturnType<typeof createAuthCache<T>>;
