/** One load phase with autocannon: a warm-up, then a fixed duration at a fixed number of connections. */
import autocannon, { type Request } from 'autocannon';
import { config } from './config.js';

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Keys used in turn, one per request (spreads the per-key rate limit). */
  keys?: string[];
  /** A fresh Idempotency-Key on every request. */
  idempotent?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}

let run = 0;

function request(target: Target): Request {
  const tag = `${process.pid}-${++run}`;
  let n = 0;
  const base: Request = {
    method: target.method ?? 'GET',
    path: target.path,
    headers: target.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
  };
  if (!target.keys && !target.idempotent) return base;
  const keys = target.keys ?? [];
  return {
    ...base,
    setupRequest: (req) => {
      const i = n++;
      const headers: Record<string, string> = { ...req.headers };
      if (keys.length) headers.authorization = `Bearer ${keys[i % keys.length]}`;
      if (target.idempotent) headers['idempotency-key'] = `bench-${tag}-${i}`;
      return { ...req, headers };
    },
  };
}

async function once(target: Target, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url: target.url, connections: config.connections, duration: seconds, requests: [request(target)] });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** Warm-up, then the measured run; only 2xx answers count as throughput. */
export async function measure(target: Target): Promise<LoadResult> {
  await once(target, config.warmup);
  return once(target, config.seconds);
}

/** Keys a phase needs so none takes more than `perKey` requests at `expectedPerSecond`. */
export function keysFor(expectedPerSecond: number, perKey: number): number {
  return Math.max(10, Math.ceil((expectedPerSecond * (config.warmup + config.seconds) * 1.5) / perKey));
}
