import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/appliance.js';
import { createTestClock } from '../../../adapters/system/clock.js';

let api: TestApi;
// Small thresholds so the test stays short: burst at ≥ 8 requests and 4× the mean; pause at ≥ 20 and 10×.
beforeAll(async () => {
  api = await startTestApi({ service: { anomalyRules: { burstFloor: 8, burstFactor: 4, pauseFloor: 20, pauseFactor: 10 } } });
});
afterAll(() => api.close());

const advance = (key: string, seconds: number) => api.call('POST', '/v1/test_helpers/clock/advance', { key, body: { seconds } });
const suspicious = async (key: string) =>
  (await api.call('GET', '/v1/events?type=api_key.suspicious_activity', { key })).body.data as any[];

describe('api_key.suspicious_activity', () => {
  it("a burst far above the key's own baseline is reported; a bigger one pauses the key (403 api_key_paused) until resumed", async () => {
    const acct = await api.newAccount();
    const watcher = await api.app.service.accounts.createKey({ accountId: acct.accountId, environment: 'test' });
    const me = (await api.call('GET', '/v1/me', { key: acct.testKey })).body;
    // A steady minute-by-minute baseline of 2 requests (the advance call is one of them).
    for (let i = 0; i < 5; i++) {
      await api.call('GET', '/v1/me', { key: acct.testKey });
      await advance(acct.testKey, 60);
    }
    for (let i = 0; i < 9; i++) await api.call('GET', '/v1/me', { key: acct.testKey });
    await advance(acct.testKey, 60);
    // The key's next request closes its busy minute and has it judged.
    expect((await api.call('GET', '/v1/me', { key: acct.testKey })).status).toBe(200);
    const [first] = await suspicious(watcher.key);
    expect(first).toMatchObject({ data: { object: { id: me.key.id }, anomaly: { rule: 'request_burst', requests: 10, paused: false } } });
    expect((await api.call('GET', '/v1/me', { key: acct.testKey })).status).toBe(200);

    await advance(acct.testKey, 3600);
    for (let i = 0; i < 30; i++) await api.call('GET', '/v1/me', { key: acct.testKey }); // plus the advance call: 31 in the minute
    await advance(acct.testKey, 60);
    await api.call('GET', '/v1/me', { key: acct.testKey });
    const events = await suspicious(watcher.key);
    expect(events[0].data.anomaly).toMatchObject({ requests: 31, paused: true });
    const refused = await api.call('GET', '/v1/me', { key: acct.testKey });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('api_key_paused');
    expect((await api.call('GET', '/v1/me', { key: watcher.key })).status).toBe(200);
    await api.app.service.accounts.setKeyPaused(me.key.id, false);
    expect((await api.call('GET', '/v1/me', { key: acct.testKey })).status).toBe(200);
  });
});

describe('a clock stepped back', () => {
  it("restarts the key's request counts instead of failing the request (NTP or a test clock set earlier)", async () => {
    const clock = createTestClock(new Date('2026-11-27T12:00:00Z'));
    const stepped = await startTestApi({ ports: { clock } });
    try {
      const acct = await stepped.newAccount();
      expect((await stepped.call('GET', '/v1/me', { key: acct.testKey })).status).toBe(200);
      clock.set(new Date('2026-11-27T10:30:00Z'));
      expect((await stepped.call('GET', '/v1/me', { key: acct.testKey })).status).toBe(200);
      clock.advance(120);
      expect((await stepped.call('GET', '/v1/me', { key: acct.testKey })).status).toBe(200);
    } finally {
      await stepped.close();
    }
  });
});
