/**
 * Storage contract, idempotency: one claimant per key (also between
 * instances), replays byte for byte, mismatches, takeover of abandoned or
 * expired claims, release and commit fenced by the claim's owner.
 */
import { describe, expect, it } from 'vitest';
import type { IdempotencyClaim, IdempotentWrite, Storage, StoredEstimate, TenantScope } from '../../core/ports.js';
import { adapterName, useStorage } from './harness.js';
import { creditLot, customerRecord, live, newAccount, newId, now, storedEstimate, test } from './fixtures.js';

const ctx = useStorage();
const lockMs = 60_000;
const ttlMs = 86_400_000;

const claimOf = (scope: TenantScope, key: string, overrides: Partial<IdempotencyClaim> = {}): IdempotencyClaim => ({
  scope,
  key,
  fingerprint: 'fp-a',
  now,
  expiresAt: now + ttlMs,
  lockUntil: now + lockMs,
  owner: newId('owner'),
  ...overrides,
});
/** The answer's headers carry the balance the write left, as the real answer does. */
const headers = (creditsRemaining: number) => ({ 'content-type': 'application/json', 'x-credits-remaining': String(creditsRemaining) });

/** A write answering `key`: claimed in the same transaction (`fingerprint` given) or under an earlier claim of `owner`. */
const idempotentWrite = (key: string, owner: string, fingerprint: string | null, status = 201): IdempotentWrite => ({
  key,
  owner,
  claim: fingerprint === null ? null : { fingerprint, expiresAt: now + ttlMs, lockUntil: now + lockMs },
  respond: (creditsRemaining) => ({ status, headers: headers(creditsRemaining) }),
});
const saveAnswering = (
  scope: TenantScope,
  stored: StoredEstimate,
  idempotency: IdempotentWrite,
  options: { credits?: number; at?: number; storage?: Storage } = {},
) =>
  (options.storage ?? ctx.storage).saveEstimate({
    scope,
    stored,
    now: options.at ?? now,
    idempotency,
    ...(options.credits ? { charge: { accountId: scope.accountId, credits: options.credits, mode: 'spend' as const } } : {}),
  });

describe(`idempotency storage contract (${adapterName})`, () => {
  it('claims a new key once: the same request then waits, another request is a mismatch, another scope is another key', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k1'))).toEqual({ state: 'claimed' });
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k1', { now: now + lockMs - 1 }))).toEqual({ state: 'in_progress' });
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k1', { fingerprint: 'fp-b' }))).toEqual({ state: 'mismatch' });
    expect(await ctx.storage.claimIdempotencyKey(claimOf(test(accountId), 'k1', { fingerprint: 'fp-b' }))).toEqual({ state: 'claimed' });
    // Keys compare byte for byte: case makes another key.
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'K1', { fingerprint: 'fp-b' }))).toEqual({ state: 'claimed' });
  });

  it('lets a retry take over a claim whose lock ran out, and anyone use a key once it expired', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k'));
    const later = now + lockMs;
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k', { now: later, lockUntil: later + lockMs }))).toEqual({
      state: 'claimed',
    });
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k', { now: later + 1 }))).toEqual({ state: 'in_progress' });
    const expired = now + ttlMs;
    expect(
      await ctx.storage.claimIdempotencyKey(
        claimOf(scope, 'k', { fingerprint: 'fp-new', now: expired, expiresAt: expired + ttlMs, lockUntil: expired + lockMs }),
      ),
    ).toEqual({ state: 'claimed' });
  });

  it('releases an unfinished claim for its owner only, and never an answered one', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const mine = claimOf(scope, 'k');
    await ctx.storage.claimIdempotencyKey(mine);
    await ctx.storage.releaseIdempotencyKey(scope, 'k', 'someone-else');
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k'))).toEqual({ state: 'in_progress' });
    await ctx.storage.releaseIdempotencyKey(scope, 'k', mine.owner);
    const next = claimOf(scope, 'k', { fingerprint: 'fp-b' });
    expect(await ctx.storage.claimIdempotencyKey(next)).toEqual({ state: 'claimed' });
    const stored = storedEstimate(scope, 'priced');
    expect(await saveAnswering(scope, stored, idempotentWrite('k', next.owner, null))).toMatchObject({ ok: true });
    await ctx.storage.releaseIdempotencyKey(scope, 'k', next.owner);
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k', { fingerprint: 'fp-b' }))).toMatchObject({ state: 'replay' });
  });

  it("replays an estimate's answer: its status and headers, the estimate's JSON as body, also after the estimate is deleted", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const claim = claimOf(scope, 'k');
    await ctx.storage.claimIdempotencyKey(claim);
    const stored = storedEstimate(scope, 'priced');
    expect(await saveAnswering(scope, stored, idempotentWrite('k', claim.owner, null, 201))).toEqual({ ok: true, creditsRemaining: 0 });
    const replay = { state: 'replay', response: { status: 201, headers: headers(0), body: JSON.stringify(stored.estimate) } };
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k', { now: now + lockMs }))).toEqual(replay);
    expect(await ctx.storage.deleteEstimate(scope, stored.estimate.id, now)).toBe(true);
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'k'))).toEqual(replay);
  });

  it('replays the first answer of an async estimate even after it finished', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const stored = storedEstimate(scope, 'processing');
    expect(await saveAnswering(scope, stored, idempotentWrite('async', newId('owner'), 'fp-a', 202))).toMatchObject({ ok: true });
    await ctx.storage.completeEstimate({ scope, estimate: { ...stored.estimate, status: 'priced' }, now, hold: 'release' });
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'async'))).toEqual({
      state: 'replay',
      response: { status: 202, headers: headers(0), body: JSON.stringify(stored.estimate) },
    });
  });

  it('claims and answers in one write; a second write with the key is refused and changes nothing', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 100));
    const scope = live(accountId);
    const first = storedEstimate(scope, 'priced');
    expect(await saveAnswering(scope, first, idempotentWrite('once', newId('owner'), 'fp-a'), { credits: 10 })).toEqual({
      ok: true,
      creditsRemaining: 90,
    });
    const again = storedEstimate(scope, 'priced');
    expect(await saveAnswering(scope, again, idempotentWrite('once', newId('owner'), 'fp-a'), { credits: 10 })).toEqual({
      ok: false,
      reason: 'idempotency',
      refusal: { state: 'replay', response: { status: 201, headers: headers(90), body: JSON.stringify(first.estimate) } },
    });
    expect(await saveAnswering(scope, again, idempotentWrite('once', newId('owner'), 'fp-other'), { credits: 10 })).toEqual({
      ok: false,
      reason: 'idempotency',
      refusal: { state: 'mismatch' },
    });
    expect(await ctx.storage.getEstimate(scope, again.estimate.id)).toBeNull();
    expect((await ctx.storage.listCreditLots(accountId))[0]!.remainingCredits).toBe(90);
  });

  it('answers a replay even when the write would now be refused for credits', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 10));
    const scope = live(accountId);
    const first = storedEstimate(scope, 'priced');
    expect(await saveAnswering(scope, first, idempotentWrite('paid', newId('owner'), 'fp-a'), { credits: 10 })).toEqual({
      ok: true,
      creditsRemaining: 0,
    });
    expect(
      await saveAnswering(scope, storedEstimate(scope, 'priced'), idempotentWrite('paid', newId('owner'), 'fp-a'), { credits: 10 }),
    ).toMatchObject({ ok: false, reason: 'idempotency', refusal: { state: 'replay' } });
  });

  it('fences a claimant whose claim was taken over: its late write is refused and writes nothing', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 100));
    const scope = live(accountId);
    const slow = claimOf(scope, 'k');
    await ctx.storage.claimIdempotencyKey(slow);
    const retry = claimOf(scope, 'k', { now: now + lockMs, lockUntil: now + 2 * lockMs });
    expect(await ctx.storage.claimIdempotencyKey(retry)).toEqual({ state: 'claimed' });
    const late = storedEstimate(scope, 'priced');
    expect(await saveAnswering(scope, late, idempotentWrite('k', slow.owner, null), { credits: 10, at: now + lockMs + 1 })).toEqual({
      ok: false,
      reason: 'idempotency',
      refusal: { state: 'in_progress' },
    });
    expect(await ctx.storage.getEstimate(scope, late.estimate.id)).toBeNull();
    expect((await ctx.storage.listCreditLots(accountId))[0]!.remainingCredits).toBe(100);
    // The slow one cannot release the retry's claim either.
    await ctx.storage.releaseIdempotencyKey(scope, 'k', slow.owner);
    const winner = storedEstimate(scope, 'priced');
    expect(await saveAnswering(scope, winner, idempotentWrite('k', retry.owner, null), { credits: 10, at: now + lockMs + 2 })).toEqual({
      ok: true,
      creditsRemaining: 90,
    });
    // Once answered, the fenced-out claimant learns the answer instead.
    expect(await saveAnswering(scope, late, idempotentWrite('k', slow.owner, null), { credits: 10 })).toMatchObject({
      ok: false,
      reason: 'idempotency',
      refusal: { state: 'replay', response: { body: JSON.stringify(winner.estimate) } },
    });
  });

  it("replays a customer's stored answer, recorded in the same write as the customer", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const claim = claimOf(scope, 'cust');
    await ctx.storage.claimIdempotencyKey(claim);
    const response = { status: 201, headers: { 'content-type': 'application/json' }, body: 'v1.k.sealed-answer.iv.tag' };
    expect(
      await ctx.storage.createCustomer({
        customer: customerRecord(scope),
        cap: 10,
        idempotency: { key: 'cust', owner: claim.owner, response },
      }),
    ).toBe('ok');
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'cust'))).toEqual({ state: 'replay', response });
    // A customer write that is refused records no answer: the claim stays open.
    const taken = claimOf(scope, 'taken');
    await ctx.storage.claimIdempotencyKey(taken);
    expect(
      await ctx.storage.createCustomer({
        customer: customerRecord(scope),
        cap: 1,
        idempotency: { key: 'taken', owner: taken.owner, response },
      }),
    ).toBe('cap');
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'taken'))).toEqual({ state: 'in_progress' });
  });

  it("fences a customer write whose claim was taken over: it inserts nothing and learns the winner's answer", async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const slow = claimOf(scope, 'cust-race');
    await ctx.storage.claimIdempotencyKey(slow);
    const retry = claimOf(scope, 'cust-race', { now: now + lockMs, lockUntil: now + 2 * lockMs });
    expect(await ctx.storage.claimIdempotencyKey(retry)).toEqual({ state: 'claimed' });
    const answer = (body: string) => ({ status: 201, headers: { 'content-type': 'application/json' }, body });
    const late = customerRecord(scope);
    expect(
      await ctx.storage.createCustomer({
        customer: late,
        cap: 10,
        idempotency: { key: 'cust-race', owner: slow.owner, response: answer('late') },
      }),
    ).toEqual({ refusal: { state: 'in_progress' } });
    expect(await ctx.storage.getCustomer(scope, late.id)).toBeNull();
    const winner = customerRecord(scope);
    expect(
      await ctx.storage.createCustomer({
        customer: winner,
        cap: 10,
        idempotency: { key: 'cust-race', owner: retry.owner, response: answer('won') },
      }),
    ).toBe('ok');
    // Once answered, the fenced-out writer learns the answer; still nothing of its own is written, and the cap counted one.
    expect(
      await ctx.storage.createCustomer({
        customer: late,
        cap: 10,
        idempotency: { key: 'cust-race', owner: slow.owner, response: answer('late') },
      }),
    ).toEqual({ refusal: { state: 'replay', response: answer('won') } });
    expect(await ctx.storage.getCustomer(scope, late.id)).toBeNull();
    expect(await ctx.storage.claimIdempotencyKey(claimOf(scope, 'cust-race'))).toEqual({ state: 'replay', response: answer('won') });
  });

  it('gives a key to exactly one of many concurrent claims from two instances', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    const scope = live(accountId);
    const instances = [ctx.storage, ctx.instance()];
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => instances[i % 2]!.claimIdempotencyKey(claimOf(scope, 'race'))));
    expect(results.filter((r) => r.state === 'claimed')).toHaveLength(1);
    expect(results.filter((r) => r.state !== 'claimed').every((r) => r.state === 'in_progress')).toBe(true);
  });

  it('lets exactly one of many concurrent claiming writes through, charging once', async () => {
    const { id: accountId } = await newAccount(ctx.storage);
    await ctx.storage.grantCredits(creditLot(accountId, 100));
    const scope = live(accountId);
    const instances = [ctx.storage, ctx.instance()];
    const writes = Array.from({ length: 12 }, () => storedEstimate(scope, 'priced'));
    const results = await Promise.all(
      writes.map((stored, i) =>
        saveAnswering(scope, stored, idempotentWrite('race-write', newId('owner'), 'fp-a'), { credits: 10, storage: instances[i % 2] }),
      ),
    );
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, creditsRemaining: 90 }]);
    expect(
      results
        .filter((r) => !r.ok)
        .every((r) => !r.ok && r.reason === 'idempotency' && (r.refusal.state === 'replay' || r.refusal.state === 'in_progress')),
    ).toBe(true);
    const kept = [];
    for (const stored of writes) if (await ctx.storage.getEstimate(scope, stored.estimate.id)) kept.push(stored);
    expect(kept).toHaveLength(1);
    expect((await ctx.storage.listCreditLots(accountId))[0]!.remainingCredits).toBe(90);
  });
});
