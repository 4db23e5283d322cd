/** Runs against the API the global setup started: a live estimate spends credits, a test key gets fixed sandbox answers. */
import { expect, inject, it } from 'vitest';

const { ESTIMATE_API_URL, ESTIMATE_LIVE_KEY, ESTIMATE_TEST_KEY, ESTIMATE_LIVE_CREDITS } = inject('estimate');

const estimate = (key: string, text: string) =>
  fetch(`${ESTIMATE_API_URL}/estimates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
    body: JSON.stringify({ input: { text }, region: 'US-CA' }),
  });

it('prices a request with the live key and spends credits', async () => {
  const answer = await estimate(ESTIMATE_LIVE_KEY, 'Paint the walls of a 12x14 bedroom');
  expect(answer.status).toBe(200);
  const used = Number(answer.headers.get('x-credits-used'));
  expect(used).toBeGreaterThan(0);
  expect(Number(answer.headers.get('x-credits-remaining'))).toBe(Number(ESTIMATE_LIVE_CREDITS) - used);
  expect(await answer.json()).toMatchObject({ object: 'estimate', status: 'priced' });
});

it('answers a fixed sandbox outcome with the test key', async () => {
  const answer = await estimate(ESTIMATE_TEST_KEY, 'sandbox:priced');
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ object: 'estimate', status: 'priced' });
});
