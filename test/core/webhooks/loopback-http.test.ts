import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../../core/errors/problem.js';
import { resolvePinned } from '../../../core/webhooks/url-check.js';

/** Answers from a fixed DNS table; the transport is never reached by resolvePinned. */
const deps = (loopbackHttp: boolean, table: Record<string, string[]> = {}) => ({
  resolver: { resolve: async (host: string) => table[host] ?? [] },
  transport: {
    send: async () => {
      throw new Error('not called');
    },
  },
  allowPrivate: false,
  loopbackHttp,
});

const detail = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProblemError);
  return (error as ProblemError).detail;
};

describe('plain http webhooks to loopback (the ci command only)', () => {
  it('are refused unless switched on', async () => {
    expect(await detail(resolvePinned('http://127.0.0.1:9000/hooks', deps(false)))).toBe('Rule 1: the URL must use https.');
  });

  it('reach loopback addresses, by literal or by a name resolving only to loopback', async () => {
    expect((await resolvePinned('http://127.0.0.1:9000/hooks', deps(true))).address).toBe('127.0.0.1');
    expect((await resolvePinned('http://[::1]:9000/hooks', deps(true))).address).toBe('::1');
    expect((await resolvePinned('http://localhost:9000/hooks', deps(true, { localhost: ['127.0.0.1', '::1'] }))).address).toBe('127.0.0.1');
  });

  it('go nowhere else: private, public, mapped or mixed answers are refused', async () => {
    for (const url of ['http://10.0.0.8:9000/h', 'http://93.184.215.14:9000/h', 'http://[::ffff:127.0.0.1]:9000/h']) {
      expect(await detail(resolvePinned(url, deps(true)))).toMatch(/^Rule 1: a plain http URL must point at a loopback address/);
    }
    expect(
      await detail(resolvePinned('http://mixed.example:9000/h', deps(true, { 'mixed.example': ['127.0.0.1', '93.184.215.14'] }))),
    ).toMatch(/resolves to 93\.184\.215\.14/);
    // https keeps its own rules: loopback stays refused without webhook_allow_private.
    expect(await detail(resolvePinned('https://127.0.0.1:9000/h', deps(true)))).toMatch(/^Rule 3:/);
  });
});
