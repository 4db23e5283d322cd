/**
 * The prom-client side of the appliance's metrics (appliance/ops/metrics.ts): loaded on demand, a
 * moment after the server listens or at the first scrape, so prom-client's index and the default
 * metrics are off the path to readiness. Not imported by appliance/sea/run.ts: prom-client's index
 * requires node:http, which a startup snapshot cannot hold (its parts that can are in
 * appliance/sea/snapshot-prom-client.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { QUEUE_COUNT_CAP, type MetricCounts } from './metrics.js';

/** A registry with the default metrics, and the appliance's own reading `counts` at each scrape. */
export function createRegistry(counts: MetricCounts): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Counter({
    name: 'estimate_http_requests_total',
    help: 'Answered API requests by route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      for (const [route, statuses] of counts.requests)
        for (const [status, count] of statuses)
          if (count > 0) this.inc({ method: route.method, route: route.path, status: String(status) }, count);
      counts.requests.clear();
    },
  });
  counts.latency.register(registry);
  const sends = new Counter({
    name: 'estimate_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts sent by this process, by outcome (succeeded: a 2xx answer).',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      for (const outcome of ['succeeded', 'failed'] as const) {
        if (counts.sends[outcome] > 0) this.inc({ outcome }, counts.sends[outcome]);
        counts.sends[outcome] = 0;
      }
    },
  });
  // Both outcomes show from the first scrape, so rate() has a series to start from.
  sends.inc({ outcome: 'succeeded' }, 0);
  sends.inc({ outcome: 'failed' }, 0);
  let depths: Promise<Awaited<ReturnType<MetricCounts['queueDepths']>>> | null = null;
  // One capped read per scrape, shared by both gauges.
  const read = () => (depths ??= counts.queueDepths(QUEUE_COUNT_CAP).finally(() => setImmediate(() => (depths = null))));
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
  return registry;
}
