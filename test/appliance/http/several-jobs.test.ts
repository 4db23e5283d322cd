/**
 * Several jobs in one request through the real HTTP service (issue 11 item 2):
 * a job that names only half of itself is completed by the job before, priced
 * in extras with its own price, and a job whose task is unknown is listed in
 * unpriced with its reason instead of being folded into the main job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ credits: 100 });
});
afterAll(() => api.close());

async function estimate(region: string, input: string | string[]) {
  const body =
    typeof input === 'string'
      ? { input: { text: input }, region }
      : { input: { messages: input.map((content, i) => ({ role: i % 2 === 0 ? 'customer' : 'business', content })) }, region };
  const res = await api.call('POST', '/v1/estimates', { body, idempotencyKey: newIdempotencyKey() });
  expect(res.status).toBe(200);
  return res.body;
}

describe('several jobs through the service', () => {
  it('a new deck and "the one I already have" varnished: two jobs, each with its own size and price', async () => {
    const e = await estimate(
      'MX-NLE',
      'Quiero construir una terraza de madera de 5 x 4 m y barnizar la que ya tengo atrás, que es de 3 x 4',
    );
    expect(e).toMatchObject({ status: 'priced', task: { slug: 'carpentry.deck.build' }, scope: { quantity: 20 } });
    expect(e.extras).toEqual([expect.objectContaining({ slug: 'painting.deck.stain', quantity: 12, unit: 'sq_m' })]);
    expect(e.extras[0].price.min_cents).toBeGreaterThan(0);
    expect(e.extras[0].price.max_cents).toBeGreaterThanOrEqual(e.extras[0].price.min_cents);
    expect(e.unpriced).toEqual([]);
  });

  it('a later turn that stains "the whole thing" adds the stain as an extra of the deck talked about', async () => {
    const e = await estimate('US-IL', [
      'need some help with my deck',
      'What needs doing?',
      "swap out the rotted boards, about 30 sq ft, and then stain the whole thing, it's 10x20",
    ]);
    expect(e).toMatchObject({ status: 'priced', task: { slug: 'carpentry.deck.repair' }, scope: { quantity: 30 } });
    expect(e.extras).toEqual([expect.objectContaining({ slug: 'painting.deck.stain', quantity: 200, unit: 'sq_ft' })]);
  });

  it('a job asked for whose task is not known is listed as unpriced, with its trade and reason', async () => {
    const e = await estimate('MX-CMX', 'instalar un calentador de paso y revisar una fuga en la cocina');
    expect(e).toMatchObject({ status: 'priced', task: { slug: 'plumbing.water_heater.replace' } });
    expect(e.unpriced).toEqual([{ text: 'revisar una fuga en la cocina', reason: expect.any(String), trade: 'plumbing' }]);
    expect(e.unpriced[0].reason.length).toBeGreaterThan(0);
  });
});
