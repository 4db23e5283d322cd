import type { Clock } from '../ports.js';
import { resolvePinned, type UrlCheckDeps } from './url-check.js';

/** How long a resolved and checked address is reused for an endpoint URL. */
export const addressReuseMs = 60_000;
/** Endpoint URLs remembered at once; the oldest entry goes first beyond it. */
const maxEntries = 1024;

/**
 * `resolvePinned` with a short memory: a delivery reuses the address resolved
 * and checked against the private ranges for the same URL less than
 * `addressReuseMs` ago (real time), instead of a DNS lookup per delivery. The
 * connection still goes only to that checked address (the transport pins it,
 * so there is no second lookup and no rebinding window), and a URL that fails
 * the check is never remembered, so it is checked again on the next try.
 */
export function createAddressCache(deps: { urls: UrlCheckDeps; clock: Clock }) {
  const entries = new Map<string, { url: URL; address: string; until: number }>();
  return async function pinned(rawUrl: string): Promise<{ url: URL; address: string }> {
    const now = deps.clock.now().getTime();
    const hit = entries.get(rawUrl);
    if (hit && hit.until > now) return hit;
    const fresh = await resolvePinned(rawUrl, deps.urls);
    entries.delete(rawUrl);
    entries.set(rawUrl, { ...fresh, until: now + addressReuseMs });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return fresh;
  };
}
