import type { Registry } from 'prom-client';
import type { QueueDepths } from '../../core/ops/port.js';
import type { WebhookTransport } from '../../core/ports.js';
import type { RequestDone } from '../http/pipeline.js';
import { routeLatencyHistogram } from './route-latency.js';

/** Latency buckets in seconds (Prometheus convention), from a cached read to a slow estimate. */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Queue gauges count up to this many rows: a scrape's work stays bounded however long a queue grows. */
export const QUEUE_COUNT_CAP = 10_000;

/** What is counted per request and per delivery into plain numbers, handed to prom-client when it is scraped. */
export interface MetricCounts {
  /** Answered requests by route and status since the last scrape. */
  requests: Map<RequestDone['route'], Map<number, number>>;
  latency: ReturnType<typeof routeLatencyHistogram>;
  /** Webhook POSTs by outcome since the last scrape. */
  sends: { succeeded: number; failed: number };
  queueDepths: (cap: number) => Promise<QueueDepths>;
}

/**
 * The appliance's metrics on its own prom-client registry (several appliances may
 * share a process in tests): process and Node runtime metrics (CPU, memory, event
 * loop lag, GC, handles), requests by route and status, latency, webhook sends by
 * outcome, counted as they happen, and queue depths read with capped counts.
 * A scrape does no table scan.
 *
 * Counting needs no prom-client: requests, latency and sends go into plain numbers from the first
 * request on. prom-client itself (its index loads the Pushgateway and node:http's client side) and
 * the default metrics (an event loop delay monitor and a GC observer, native handles a startup
 * snapshot cannot hold) are set up by `start()` (appliance/ops/metrics-registry.ts): the server calls
 * it a moment after it listens, off the path to readiness, and the first scrape calls it too, so
 * `/metrics` answers in full whenever it is asked. The default metrics count from then on (the GCs of
 * the start-up are not in `nodejs_gc_duration_seconds`; `process_start_time_seconds` is the real start).
 */
export function createMetrics(queueDepths: (cap: number) => Promise<QueueDepths>) {
  const counts: MetricCounts = {
    // Counted per request into plain numbers (prom-client's label children validate and hash their
    // labels on every call); the counter takes what came since the last scrape when it is collected.
    requests: new Map(),
    latency: routeLatencyHistogram({ name: 'estimate_http_request_duration_seconds', help: 'Time to answer an API request.', buckets }),
    sends: { succeeded: 0, failed: 0 },
    queueDepths,
  };
  let registry: Promise<Registry> | null = null;
  const start = () =>
    (registry ??= import('./metrics-registry.js').then(
      ({ createRegistry }) => createRegistry(counts),
      (error: unknown) => ((registry = null), Promise.reject(error)),
    ));

  return {
    /** Loads prom-client and starts the default metrics (once; later calls share the first). */
    start,
    observe(done: RequestDone): void {
      let statuses = counts.requests.get(done.route);
      if (!statuses) counts.requests.set(done.route, (statuses = new Map()));
      statuses.set(done.status, (statuses.get(done.status) ?? 0) + 1);
      counts.latency.observe(done.route, done.latencyMs / 1000);
    },
    /** Counts each webhook POST the transport makes (URL probes at registration are GETs and not counted). */
    countDeliveries(transport: WebhookTransport): WebhookTransport {
      return {
        ...transport,
        async send(request) {
          const result = await transport.send(request);
          if (request.method === 'POST')
            counts.sends[result.status !== null && result.status >= 200 && result.status < 300 ? 'succeeded' : 'failed'] += 1;
          return result;
        },
      };
    },
    /** The exposition text and its content type. */
    async render(): Promise<{ contentType: string; content: string }> {
      const ready = await start();
      return { contentType: ready.contentType, content: await ready.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
