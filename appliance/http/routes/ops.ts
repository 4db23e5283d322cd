import { createHash, timingSafeEqual } from 'node:crypto';
import { ProblemError } from '../../../core/errors/problem.js';
import type { Route } from '../route.js';

export interface OpsOptions {
  /** False (or a throw) when the service cannot take traffic: database down, shutting down. */
  ready: () => Promise<boolean>;
  /** The Prometheus exposition text and its content type. */
  metrics: () => Promise<{ contentType: string; content: string }>;
  /** When set, `/metrics` answers only `Authorization: Bearer <token>`. */
  metricsToken?: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests of equal length in constant time: neither the token nor its length leaks through timing. */
function bearerCheck(token: string): (authorization: string | null) => void {
  const expected = digest(token);
  return (authorization) => {
    const match = /^Bearer (.+)$/i.exec(authorization ?? '');
    if (!match)
      throw new ProblemError('api_key_missing', '/metrics needs `Authorization: Bearer <metrics token>` (the metrics_token setting).');
    if (!timingSafeEqual(digest(match[1]!), expected))
      throw new ProblemError('api_key_invalid', 'The metrics token is not the one configured.');
  };
}

/** Probes and metrics for the operator: outside /v1, no API key, not in the contract. */
export function opsRoutes(options: OpsOptions): Route[] {
  const check = options.metricsToken ? bearerCheck(options.metricsToken) : null;
  return [
    { method: 'GET', path: '/healthz', auth: false, handle: () => ({ status: 200, body: { status: 'ok' } }) },
    {
      method: 'GET',
      path: '/readyz',
      auth: false,
      handle: async () => {
        const ready = await options.ready().catch(() => false);
        return { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'unavailable' } };
      },
    },
    {
      method: 'GET',
      path: '/metrics',
      auth: false,
      handle: async ({ headers }) => {
        check?.(headers.get('authorization'));
        return { status: 200, text: await options.metrics() };
      },
    },
  ];
}
