import type { Registry } from 'prom-client';
import type { Route } from '../http/route.js';

/** One route's counts: per bucket (not cumulative, the last one past every bound), sum and count. */
interface Counts {
  method: string;
  route: string;
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * The request latency histogram by route, counted into plain numbers and handed to the registry
 * in prom-client's histogram shape when it is scraped (same exposition as a prom-client Histogram:
 * `_bucket` lines with `le`, then `_sum` and `_count`). prom-client's own `observe` builds a label
 * object, validates and hashes the labels on every call, even on a label child: more than the rest
 * of the per-request bookkeeping of a cached GET.
 */
export function routeLatencyHistogram(options: { name: string; help: string; buckets: number[]; registry?: Registry }) {
  const { name, help, buckets } = options;
  const byRoute = new Map<Route, Counts>();

  const metric = {
    name,
    help,
    type: 'histogram' as const,
    aggregator: 'sum' as const,
    get() {
      const values: Array<{ value: number; labels: Record<string, string | number>; metricName: string }> = [];
      for (const c of byRoute.values()) {
        const labels = { method: c.method, route: c.route };
        let cumulative = 0;
        buckets.forEach((le, i) => {
          cumulative += c.buckets[i]!;
          values.push({ value: cumulative, labels: { le, ...labels }, metricName: `${name}_bucket` });
        });
        values.push({ value: c.count, labels: { le: '+Inf', ...labels }, metricName: `${name}_bucket` });
        values.push({ value: c.sum, labels, metricName: `${name}_sum` });
        values.push({ value: c.count, labels, metricName: `${name}_count` });
      }
      return { name, help, type: metric.type, aggregator: metric.aggregator, values };
    },
    reset() {
      byRoute.clear();
    },
  };
  // The registry takes any object with this shape (it calls get() at each scrape).
  const register = (registry: Registry) => registry.registerMetric(metric as never);
  if (options.registry) register(options.registry);

  return {
    /** Hands the histogram to a registry made later (appliance/ops/metrics.ts: counting starts before prom-client loads). */
    register,
    observe(route: Route, seconds: number): void {
      let c = byRoute.get(route);
      if (c === undefined)
        byRoute.set(
          route,
          (c = { method: route.method, route: route.path, buckets: new Array(buckets.length + 1).fill(0), sum: 0, count: 0 }),
        );
      let i = 0;
      while (i < buckets.length && seconds > buckets[i]!) i++;
      c.buckets[i]! += 1;
      c.sum += seconds;
      c.count += 1;
    },
  };
}
