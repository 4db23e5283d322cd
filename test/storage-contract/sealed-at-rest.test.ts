/** Storage contract: sealed values (customer phone and e-mail, webhook secrets, idempotent answers carrying a customer) are stored as given and re-sealed all at once or not at all. */
import { describe, expect, it } from 'vitest';
import { adapterName, useStorage } from './harness.js';
import { customerRecord, endpointRecord, live, newAccount, now, storedEstimate, test } from './fixtures.js';

const ctx = useStorage();
const reseal = (sealed: string) => `v1.k2.${sealed.split('.').slice(2).join('.')}`;

describe(`sealed values at rest, storage contract (${adapterName})`, () => {
  it('passes every sealed value through reseal in one go, and only sealed values', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const a = customerRecord(live(accountId));
    const b = customerRecord(test(accountId), { phoneSealed: null });
    const plain = customerRecord(live(accountId), { phoneSealed: null, emailSealed: null });
    for (const customer of [a, b, plain]) await ctx.storage.createCustomer({ customer, cap: 10 });
    const rotated = endpointRecord(live(accountId), { previousSecretSealed: 'v1.k.previous.iv.tag', previousSecretExpiresAt: 1 });
    const single = endpointRecord(test(accountId));
    for (const endpoint of [rotated, single]) await ctx.storage.createWebhookEndpoint(endpoint, 16);

    // An idempotent answer carrying a customer is stored sealed and follows the key; an estimate's answer holds no PII and stays.
    const claim = (key: string) =>
      ctx.storage.claimIdempotencyKey({
        scope: live(accountId),
        key,
        fingerprint: 'fp',
        now,
        expiresAt: now + 86_400_000,
        lockUntil: now + 60_000,
        owner: `owner-${key}`,
      });
    await claim('customer');
    const sealedAnswer = { status: 201, headers: { 'content-type': 'application/json' }, body: 'v1.k.answer.iv.tag' };
    await ctx.storage.createCustomer({
      customer: customerRecord(live(accountId), { phoneSealed: null, emailSealed: null }),
      cap: 10,
      idempotency: { key: 'customer', owner: 'owner-customer', response: sealedAnswer },
    });
    const estimate = storedEstimate(live(accountId), 'priced');
    await ctx.storage.saveEstimate({
      scope: live(accountId),
      stored: estimate,
      now,
      idempotency: {
        key: 'estimate',
        owner: 'o',
        claim: { fingerprint: 'fp', expiresAt: now + 86_400_000, lockUntil: now },
        respond: () => ({ status: 201, headers: {} }),
      },
    });

    const seen: string[] = [];
    const counts = await ctx.storage.resealAll((sealed) => (seen.push(sealed), reseal(sealed)));
    expect(counts).toEqual({ customers: 2, webhookEndpoints: 2, idempotentAnswers: 1 });
    expect(seen.sort()).toEqual(
      [
        a.phoneSealed,
        a.emailSealed,
        b.emailSealed,
        rotated.secretSealed,
        rotated.previousSecretSealed,
        single.secretSealed,
        sealedAnswer.body,
      ].sort(),
    );
    expect(await claim('customer')).toEqual({ state: 'replay', response: { ...sealedAnswer, body: reseal(sealedAnswer.body) } });
    expect(await claim('estimate')).toEqual({
      state: 'replay',
      response: { status: 201, headers: {}, body: JSON.stringify(estimate.estimate) },
    });

    expect(await ctx.storage.getCustomer(live(accountId), a.id)).toEqual({
      ...a,
      phoneSealed: reseal(a.phoneSealed!),
      emailSealed: reseal(a.emailSealed!),
    });
    expect(await ctx.storage.getCustomer(test(accountId), b.id)).toEqual({ ...b, emailSealed: reseal(b.emailSealed!) });
    expect(await ctx.storage.getCustomer(live(accountId), plain.id)).toEqual(plain);
    expect(await ctx.storage.getWebhookEndpoint(live(accountId), rotated.id)).toEqual({
      ...rotated,
      secretSealed: reseal(rotated.secretSealed),
      previousSecretSealed: reseal(rotated.previousSecretSealed!),
    });
    expect(await ctx.storage.getWebhookEndpoint(test(accountId), single.id)).toEqual({
      ...single,
      secretSealed: reseal(single.secretSealed),
    });
  });

  it('drops expired idempotent answers, and the sealed customer in them, when expired keys are purged', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const count = async () => (await ctx.storage.resealAll((sealed) => sealed)).idempotentAnswers;
    const before = await count();
    await ctx.storage.claimIdempotencyKey({
      scope: live(accountId),
      key: 'short-lived',
      fingerprint: 'fp',
      now,
      expiresAt: now + 1_000,
      lockUntil: now + 60_000,
      owner: 'o',
    });
    await ctx.storage.createCustomer({
      customer: customerRecord(live(accountId)),
      cap: 10,
      idempotency: { key: 'short-lived', owner: 'o', response: { status: 201, headers: {}, body: 'v1.k.short.iv.tag' } },
    });
    expect(await count()).toBe(before + 1);
    await ctx.storage.purgeExpiredIdempotencyKeys(now + 999);
    expect(await count()).toBe(before + 1);
    await ctx.storage.purgeExpiredIdempotencyKeys(now + 1_000);
    expect(await count()).toBe(before);
  });

  it('changes nothing when resealing fails part-way', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const customer = customerRecord(live(accountId));
    await ctx.storage.createCustomer({ customer, cap: 10 });
    const endpoint = endpointRecord(live(accountId));
    await ctx.storage.createWebhookEndpoint(endpoint, 16);
    const before = {
      customers: await ctx.storage.listCustomers(live(accountId), { limit: 100 }),
      endpoints: await ctx.storage.listWebhookEndpoints(live(accountId), { limit: 100 }),
    };
    let calls = 0;
    // Counted first (an identity pass), so the failing pass throws on the very last value, after all others were re-sealed.
    const everything: string[] = [];
    await ctx.storage.resealAll((sealed) => (everything.push(sealed), sealed));
    expect(everything.length).toBeGreaterThan(2);
    await expect(
      ctx.storage.resealAll((sealed) => {
        if (++calls === everything.length) throw new Error('key store went away');
        return reseal(sealed);
      }),
    ).rejects.toThrow('key store went away');
    expect(calls).toBe(everything.length);
    expect(await ctx.storage.listCustomers(live(accountId), { limit: 100 })).toEqual(before.customers);
    expect(await ctx.storage.listWebhookEndpoints(live(accountId), { limit: 100 })).toEqual(before.endpoints);
    expect(await ctx.storage.getCustomer(live(accountId), customer.id)).toEqual(customer);
  });
});
