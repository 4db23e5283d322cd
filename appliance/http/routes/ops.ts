import type { Route } from '../route.js';

export interface OpsOptions {
  /** False (or a throw) when the service cannot take traffic: database down, shutting down. */
  ready: () => Promise<boolean>;
  /** The Prometheus exposition text. */
  metrics: () => Promise<string>;
}

/** Probes and metrics for the operator: outside /v1, no key, not in the contract. */
export function opsRoutes(options: OpsOptions): Route[] {
  return [
    { method: 'GET', path: '/healthz', auth: false, handle: () => ({ status: 200, body: { status: 'ok' } }) },
    {
      method: 'GET', path: '/readyz', auth: false,
      handle: async () => {
        const ready = await options.ready().catch(() => false);
        return { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'unavailable' } };
      },
    },
    {
      method: 'GET', path: '/metrics', auth: false,
      handle: async () => ({ status: 200, text: { contentType: 'text/plain; version=0.0.4; charset=utf-8', content: await options.metrics() } }),
    },
  ];
}
