import type { Logger } from '../../core/ports.js';
import type { RequestDone } from '../http/pipeline.js';

/**
 * One line per answered request. Only the route template, never the raw path
 * (ids), headers (the key) or bodies (customer text): no secrets, no PII.
 */
export function accessLog(logger: Logger): (done: RequestDone) => void {
  return (done) =>
    logger.info('request', {
      request_id: done.requestId,
      method: done.route.method,
      route: done.route.path,
      status: done.status,
      latency_ms: Math.round(done.latencyMs * 10) / 10,
      key_id: done.ctx?.key.id ?? null,
    });
}
