import type { Logger } from '../../core/ports.js';
import type { RequestDone } from '../http/pipeline.js';

/**
 * One line per answered request. Only the route template, never the raw path
 * (ids), headers (the key) or bodies (customer text): no secrets, no PII.
 */
export function accessLog(logger: Logger): (done: RequestDone) => void {
  const infoJson = logger.infoJson?.bind(logger);
  if (!infoJson)
    return (done) =>
      logger.info('request', {
        request_id: done.requestId,
        method: done.route.method,
        route: done.route.path,
        status: done.status,
        latency_ms: Math.round(done.latencyMs * 10) / 10,
        key_id: done.ctx?.key.id ?? null,
      });
  // The same members, in the same order, written without serializing an object per request: the
  // method and route as JSON once per route, the key id once per key record; the request id is ours
  // (a prefix and a ULID), the status and latency are numbers.
  const routeMembers = new WeakMap<RequestDone['route'], string>();
  const keyIds = new WeakMap<object, string>();
  return (done) => {
    let route = routeMembers.get(done.route);
    if (route === undefined)
      routeMembers.set(done.route, (route = `"method":${JSON.stringify(done.route.method)},"route":${JSON.stringify(done.route.path)}`));
    const key = done.ctx?.key;
    let keyId = 'null';
    if (key) {
      keyId = keyIds.get(key) ?? '';
      if (keyId === '') keyIds.set(key, (keyId = JSON.stringify(key.id)));
    }
    infoJson(
      'request',
      `"request_id":${JSON.stringify(done.requestId)},${route},"status":${done.status},"latency_ms":${Math.round(done.latencyMs * 10) / 10},"key_id":${keyId}`,
    );
  };
}
