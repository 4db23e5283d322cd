import type { RequestDone } from '../http/pipeline.js';

/** Latency buckets in seconds (Prometheus convention), from a cached read to a slow estimate. */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Gauge {
  name: string;
  help: string;
  samples: { labels: Record<string, string>; value: number }[];
}

interface Histogram {
  labels: Record<string, string>;
  counts: number[];
  sum: number;
  count: number;
}

/** In-process request metrics, rendered in the Prometheus text exposition format (0.0.4). */
export function createMetrics() {
  const requests = new Map<string, { labels: Record<string, string>; value: number }>();
  const latency = new Map<string, Histogram>();

  return {
    observe(done: RequestDone): void {
      const route = { method: done.route.method, route: done.route.path };
      const labels = { ...route, status: String(done.status) };
      const key = JSON.stringify(labels);
      const counter = requests.get(key) ?? requests.set(key, { labels, value: 0 }).get(key)!;
      counter.value++;
      const hKey = JSON.stringify(route);
      const h = latency.get(hKey) ?? latency.set(hKey, { labels: route, counts: buckets.map(() => 0), sum: 0, count: 0 }).get(hKey)!;
      const seconds = done.latencyMs / 1000;
      buckets.forEach((le, i) => { if (seconds <= le) h.counts[i]!++; });
      h.sum += seconds;
      h.count++;
    },

    /** The exposition text; `gauges` are read by the caller at scrape time. */
    render(gauges: Gauge[] = []): string {
      const lines = ['# HELP estimate_http_requests_total Answered API requests by route template and status.', '# TYPE estimate_http_requests_total counter'];
      for (const c of requests.values()) lines.push(`estimate_http_requests_total${labelText(c.labels)} ${c.value}`);
      lines.push('# HELP estimate_http_request_duration_seconds Time to answer an API request.', '# TYPE estimate_http_request_duration_seconds histogram');
      for (const h of latency.values()) {
        buckets.forEach((le, i) => lines.push(`estimate_http_request_duration_seconds_bucket${labelText({ ...h.labels, le: String(le) })} ${h.counts[i]}`));
        lines.push(`estimate_http_request_duration_seconds_bucket${labelText({ ...h.labels, le: '+Inf' })} ${h.count}`);
        lines.push(`estimate_http_request_duration_seconds_sum${labelText(h.labels)} ${h.sum}`);
        lines.push(`estimate_http_request_duration_seconds_count${labelText(h.labels)} ${h.count}`);
      }
      for (const g of gauges) {
        lines.push(`# HELP ${g.name} ${g.help}`, `# TYPE ${g.name} gauge`);
        for (const s of g.samples) lines.push(`${g.name}${labelText(s.labels)} ${s.value}`);
      }
      return lines.join('\n') + '\n';
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function labelText(labels: Record<string, string>): string {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}
