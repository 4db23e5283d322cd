import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../adapters/system/clock.js';
import type { Resolver, WebhookTransport } from '../../../core/ports.js';
import { addressReuseMs, createAddressCache } from '../../../core/webhooks/address-cache.js';

/** A DNS stand-in whose answer the test changes (as a rebinding attacker would), counting lookups. */
function changingResolver(first: string[]) {
  const state = { answer: first, lookups: 0 };
  const resolver: Resolver = {
    resolve: async () => {
      state.lookups++;
      return state.answer;
    },
  };
  return { state, resolver };
}
const transport: WebhookTransport = { send: async () => ({ status: 200, error: null, durationMs: 0 }) };

describe('address reuse for deliveries', () => {
  it('reuses a checked address for 60 s, then resolves and checks again (a host turned private is refused)', async () => {
    const clock = createTestClock(new Date('2026-11-23T12:00:00Z'));
    const { state, resolver } = changingResolver(['93.184.216.34']);
    const pinned = createAddressCache({ urls: { resolver, transport, allowPrivate: false }, clock });
    expect((await pinned('https://hooks.example.com/a')).address).toBe('93.184.216.34');
    state.answer = ['10.0.0.7'];
    clock.advance(addressReuseMs / 1000 - 1);
    expect((await pinned('https://hooks.example.com/a')).address, 'still the checked address').toBe('93.184.216.34');
    expect(state.lookups).toBe(1);
    clock.advance(1);
    await expect(pinned('https://hooks.example.com/a')).rejects.toMatchObject({ code: 'webhook_url_rejected' });
    expect(state.lookups).toBe(2);
    // A refused answer is not remembered: the next delivery looks again.
    state.answer = ['93.184.216.35'];
    expect((await pinned('https://hooks.example.com/a')).address).toBe('93.184.216.35');
    expect(state.lookups).toBe(3);
  });

  it('remembers each URL on its own', async () => {
    const clock = createTestClock();
    const { state, resolver } = changingResolver(['93.184.216.34']);
    const pinned = createAddressCache({ urls: { resolver, transport, allowPrivate: false }, clock });
    await pinned('https://a.example.com/x');
    await pinned('https://b.example.com/x');
    await pinned('https://a.example.com/x');
    expect(state.lookups).toBe(2);
  });
});
