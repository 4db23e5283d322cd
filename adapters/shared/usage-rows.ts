import type { TenantScope } from '../../core/ports.js';
import type { UsageAggregate } from '../../core/usage/storage-port.js';

export interface UsageRow {
  day: string;
  route: string;
  requests: number;
  errors: number;
  latency: Uint8Array;
}
export interface CreditRow {
  day: string;
  route: string;
  credits: number;
}

const empty = new Uint8Array(0);

/** Traffic rows with the ledger's credits beside them; a day and route with charges but no request (an async settlement) gets its own row. */
export function withCredits(scope: TenantScope, traffic: UsageRow[], credits: CreditRow[]): UsageAggregate[] {
  const rows = new Map<string, UsageAggregate>();
  for (const r of traffic)
    rows.set(`${r.day} ${r.route}`, {
      scope,
      day: r.day,
      route: r.route,
      requests: r.requests,
      errors: r.errors,
      credits: 0,
      latency: r.latency,
    });
  for (const c of credits) {
    const key = `${c.day} ${c.route}`;
    const row = rows.get(key);
    if (row) row.credits += c.credits;
    else rows.set(key, { scope, day: c.day, route: c.route, requests: 0, errors: 0, credits: c.credits, latency: empty });
  }
  return [...rows.values()];
}
