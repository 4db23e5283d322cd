import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../appliance/http/route.js';
import { routeLatencyHistogram } from '../../appliance/ops/route-latency.js';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

describe('the route latency histogram', () => {
  it('exposes exactly what a prom-client Histogram labelled by method and route exposes', async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const histogram = new Histogram({ name: 'x_seconds', help: 'Latency.', labelNames: ['method', 'route'], buckets, registers: [theirs] });
    const latency = routeLatencyHistogram({ name: 'x_seconds', help: 'Latency.', buckets, registry: ours });
    const balance = { method: 'GET', path: '/v1/balance' } as Route;
    const create = { method: 'POST', path: '/v1/estimates' } as Route;
    // On a bound, past the last one, and in between.
    const seen: Array<[Route, number]> = [
      [balance, 0.001],
      [balance, 0.005],
      [balance, 0.0051],
      [create, 0.3],
      [create, 12],
      [balance, 10],
      [create, 0.05],
    ];
    for (const [route, seconds] of seen) {
      histogram.labels(route.method, route.path).observe(seconds);
      latency.observe(route, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
