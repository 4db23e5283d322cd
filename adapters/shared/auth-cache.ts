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
 *
 * Memory: an entry past its TTL is never answered again, so entries are
 * dropped once expired (oldest first, as new ones come in) rather than kept
 * until `max` pushes them out: the cache holds the keys of the last `ttlMs`,
 * not every key seen since the start (with the context the service builds
 * on each and the rate and anomaly counts, ~8,100 bench keys held ~13 MB of
 * the V8 heap, ~1.6 KB a key).
 * `shared` (in a lookup) keeps what many keys have in common (their account) for the same
 * TTL (with `version`: while the version is unchanged), so the entries of one account's keys hold
 * one account record, not one each. With `version`, entries are kept until `max` or a change
 * (the bench's ~9,000 keys, sharing their accounts, hold a few MB).
 */
export const authCacheTtlMs = 2_000;

export interface AuthCacheOptions {
  ttlMs?: number;
  max?: number;
  /** Wall-clock milliseconds (a bound on real time, not the service clock). */
  now?: () => number;
}

/** A record shared by several cached entries, read synchronously when not cached (see `get`). */
export type Shared = <P>(id: string, read: () => P | null) => P | null;

export function createAuthCache<T>(options: AuthCacheOptions & { version?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? authCacheTtlMs;
  const max = options.max ?? 10_000;
  const now = options.now ?? Date.now;
  const version = options.version;
  const entries = new Map<string, { value: T; at: number }>();
  const parts = new Map<string, { value: unknown; at: number }>();
  let generation = 0;
  // The version the entries were loaded under, and when it was last read (never: NaN).
  let known = Number.NaN;
  let checkedAt = Number.NaN;

  const clear = () => {
    generation += 1;
    entries.clear();
    parts.clear();
  };
  const fresh = (at: number, since: number) => at >= since && at - since < ttlMs;

  /** Drops expired entries from the front (insertion order is lookup order, so the oldest come first). */
  const sweep = (map: Map<string, { at: number }>, at: number) => {
    for (const [hash, entry] of map) {
      if (at >= entry.at && at - entry.at < ttlMs) break;
      map.delete(hash);
    }
  };

  return {
    /**
     * The cached answer for `hash`, or `load`'s. `load` may take records shared with other
     * entries (a key's account) through `shared`, which caches them the same way (for `ttlMs`,
     * until `clear()`, at most `max`) and is for synchronous reads: the entry is then dated by
     * its oldest part, so nothing it holds is older than `ttlMs` when answered.
     * A hit is answered as is, not in a promise: every request authenticates, and a promise (with
     * the microtask hops of awaiting it) per hit was a measurable part of a cached GET.
     */
    get(hash: string, load: (shared: Shared) => Promise<T | null> | T | null): T | Promise<T | null> {
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
      return miss(hash, load, at);
    },
    /** After any change to keys or accounts. */
    clear,
  };

  async function miss(hash: string, load: (shared: Shared) => Promise<T | null> | T | null, at: number): Promise<T | null> {
    const started = generation;
    let dated = at;
    const shared: Shared = (id, read) => {
      const part = parts.get(id);
      // Under a version, a part is good while the version is (the whole cache starts over when it changes).
      if (part && (version || fresh(at, part.at))) {
        dated = Math.min(dated, part.at);
        return part.value as ReturnType<typeof read>;
      }
      const value = read();
      parts.delete(id);
      if (value !== null && ttlMs > 0) {
        if (!version) sweep(parts, at);
        if (parts.size >= max) parts.delete(parts.keys().next().value!);
        parts.set(id, { value, at });
      }
      return value;
    };
    const value = await load(shared);
    entries.delete(hash);
    // A change cleared the cache while this lookup ran: its answer may predate the change.
    if (value !== null && started === generation && ttlMs > 0) {
      if (!version) sweep(entries, at);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(hash, { value, at: dated });
    }
    return value;
  }
}

export type AuthCache<T> = ReturnType<typeof createAuthCache<T>>;
