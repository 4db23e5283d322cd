import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { QueueDepths } from '../../core/ops/port.js';
import type { WebhookTransport } from '../../core/ports.js';
import type { RequestDone } from '../http/pipeline.js';
import { routeLatencyHistogram } from './route-latency.js';

/** Latency buckets in seconds (Prometheus convention), from a cached read to a slow estimate. */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Queue gauges count up to this many rows: a scrape's work stays bounded however long a queue grows. */
export const QUEUE_COUNT_CAP = 10_000;

/**
 * The appliance's metrics on its own prom-client registry (several appliances may
 * share a process in tests): process and Node runtime metrics (CPU, memory, event
 * loop lag, GC, handles), requests by route and status, latency, webhook sends by
 * outcome, counted as they happen, and queue depths read with capped counts.
 * A scrape does no table scan.
 */
export function createMetrics(queueDepths: (cap: number) => Promise<QueueDepths>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Counted per request into plain numbers (prom-client's label children validate and hash their
  // labels on every call); the counter takes what came since the last scrape when it is collected.
  const pending = new Map<RequestDone['route'], Map<number, number>>();
  new Counter({
    name: 'estimate_http_requests_total',
    help: 'Answered API requests by route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      for (const [route, statuses] of pending)
        for (const [status, count] of statuses)
          if (count > 0) this.inc({ method: route.method, route: route.path, status: String(status) }, count);
      pending.clear();
    },
  });
  const latency = routeLatencyHistogram({
    name: 'estimate_http_request_duration_seconds',
    help: 'Time to answer an API request.',
    buckets,
    registry,
  });
  const sends = new Counter({
    name: 'estimate_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts sent by this process, by outcome (succeeded: a 2xx answer).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // Both outcomes show from the first scrape, so rate() has a series to start from.
  sends.inc({ outcome: 'succeeded' }, 0);
  sends.inc({ outcome: 'failed' }, 0);
  let depths: Promise<QueueDepths> | null = null;
  // One capped read per scrape, shared by both gauges.
  const read = () => (depths ??= queueDepths(QUEUE_COUNT_CAP).finally(() => setImmediate(() => (depths = null))));
  new Gauge({
    name: 'estimate_webhook_delivery_jobs',
    help: `Webhook deliveries waiting to be attempted (counted up to ${QUEUE_COUNT_CAP}).`,
    registers: [registry],
    async collect() {
      this.set((await read()).deliveryJobs);
    },
  });
  new Gauge({
    name: 'estimate_estimates_processing',
    help: `Asynchronous estimates not finished yet (counted up to ${QUEUE_COUNT_CAP}).`,
    registers: [registry],
    async collect() {
      this.set((await read()).processingEstimates);
    },
  });

  return {
    contentType: registry.contentType,
    observe(done: RequestDone): void {
      let statuses = pending.get(done.route);
      if (!statuses) pending.set(done.route, (statuses = new Map()));
      statuses.set(done.status, (statuses.get(done.status) ?? 0) + 1);
      latency.observe(done.route, done.latencyMs / 1000);
    },
    /** Counts each webhook POST the transport makes (URL probes at registration are GETs and not counted). */
    countDeliveries(transport: WebhookTransport): WebhookTransport {
      return {
        ...transport,
        async send(request) {
          const result = await transport.send(request);
          if (request.method === 'POST')
            sends.inc({ outcome: result.status !== null && result.status >= 200 && result.status < 300 ? 'succeeded' : 'failed' });
          return result;
        },
      };
    },
    render: () => registry.metrics(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
