/** The access log line: the same members whether the logger takes them as JSON (`infoJson`) or as an object. */
import { describe, expect, it } from 'vitest';
import { createJsonLogger } from '../../adapters/system/logger.js';
import type { Logger } from '../../core/ports.js';
import type { RequestDone } from '../../appliance/http/pipeline.js';
import { accessLog } from '../../appliance/ops/access-log.js';

const route = { method: 'GET' as const, path: '/v1/estimates/:id', handle: () => ({ status: 200 }) };
const key = { id: 'key_01ABC' };
const done = (over: Partial<RequestDone> = {}): RequestDone =>
  ({ requestId: 'req_01XYZ', route, ctx: { key }, status: 200, latencyMs: 1.26, creditsUsed: 0, ...over }) as RequestDone;

describe('the access log', () => {
  it('writes the members of the object form, in the same order, through infoJson', () => {
    const lines: string[] = [];
    const log = accessLog(createJsonLogger({ write: (l) => lines.push(l) }));
    const fields: Record<string, unknown>[] = [];
    const plain: Logger = { info: (_m, f) => fields.push(f!), warn: () => undefined, error: () => undefined };
    const logPlain = accessLog(plain);
    for (const d of [done(), done(), done({ ctx: null, status: 401, latencyMs: 0.04 }), done({ status: 500, latencyMs: 12.35 })]) {
      log(d);
      logPlain(d);
    }
    expect(lines).toHaveLength(4);
    lines.forEach((line, i) => {
      const { time, level, message, ...rest } = JSON.parse(line);
      expect({ level, message }).toEqual({ level: 'info', message: 'request' });
      expect(new Date(time).toISOString()).toBe(time);
      expect(Object.keys(rest)).toEqual(Object.keys(fields[i]!));
      expect(rest).toEqual(fields[i]);
    });
    expect(fields[0]).toEqual({
      request_id: 'req_01XYZ',
      method: 'GET',
      route: '/v1/estimates/:id',
      status: 200,
      latency_ms: 1.3,
      key_id: 'key_01ABC',
    });
    expect(fields[2]).toMatchObject({ status: 401, latency_ms: 0, key_id: null });
  });
});
