/** One load phase with autocannon: a warm-up, then a fixed duration at a fixed number of connections. */
import autocannon, { type Request } from 'autocannon';
import { config } from './config.js';
import { cpuMs } from './processes.js';

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Keys used in turn, one per request (spreads the per-key rate limit). */
  keys?: string[];
  /** A fresh Idempotency-Key on every request. */
  idempotent?: boolean;
  /** The server's process id: its CPU time over the measured run is divided by the requests answered. */
  pid?: number;
  /** Requests per second across all connections (autocannon `overallRate`); unset: as fast as the server answers. */
  rate?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  /** Server CPU (user + system) per answered request, in ms; NaN without a pid. */
  cpuMsPerRequest: number;
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
  const cpuBefore = target.pid ? cpuMs(target.pid) : NaN;
  const result = await autocannon({
    url: target.url,
    connections: config.connections,
    duration: seconds,
    requests: [request(target)],
    ...(target.rate ? { overallRate: target.rate } : {}),
  });
  const cpu = target.pid ? cpuMs(target.pid) - cpuBefore : NaN;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
    cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
  };
}

/** Warm-up, then the measured run; only 2xx answers count as throughput. */
export async function measure(target: Target, seconds = config.seconds): Promise<LoadResult> {
  await once(target, config.warmup);
  return once(target, seconds);
}

/** Load without measuring (keeps a server busy, e.g. while its RSS is sampled). */
export async function drive(target: Target, seconds: number): Promise<void> {
  if (seconds > 0) await once(target, seconds);
}

/** Keys a phase needs so none takes more than `perKey` requests at `expectedPerSecond`. */
export function keysFor(expectedPerSecond: number, perKey: number): number {
  return Math.max(10, Math.ceil((expectedPerSecond * (config.warmup + config.seconds) * 1.5) / perKey));
}
