import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueDepths } from '../../core/ops/port.js';
import type { WebhookTransport } from '../../core/ports.js';
import type { RequestDone } from '../http/pipeline.js';

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
  const requests = new Counter({
    name: 'estimate_http_requests_total',
    help: 'Answered API requests by route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'estimate_http_request_duration_seconds',
    help: 'Time to answer an API request.',
    labelNames: ['method', 'route'] as const,
    buckets,
    registers: [registry],
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

  const byRoute = new Map<
    RequestDone['route'],
    { latency: Histogram.Internal<'method' | 'route'>; statuses: Map<number, Counter.Internal> }
  >();

  return {
    contentType: registry.contentType,
    observe(done: RequestDone): void {
      // Label children are looked up once per route (and status), not hashed from label objects per request.
      let children = byRoute.get(done.route);
      if (!children)
        byRoute.set(done.route, (children = { latency: latency.labels(done.route.method, done.route.path), statuses: new Map() }));
      let counter = children.statuses.get(done.status);
      if (!counter)
        children.statuses.set(done.status, (counter = requests.labels(done.route.method, done.route.path, String(done.status))));
      counter.inc();
      children.latency.observe(done.latencyMs / 1000);
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
