import { describe, expect, it } from 'vitest';
import {
  fanOutTargets,
  fullEndpoints,
  listens,
  redeliveryTargets,
  shouldDisable,
  tombstoneCutoff,
  tombstoneRetentionMs,
  withinShare,
} from '../../../core/webhooks/rules.js';

const endpoint = (id: string, events: string[], status: 'active' | 'disabled' = 'active') => ({ id, events, status });

describe('webhook rules', () => {
  it('an endpoint listens to the types it names, or to every type with *', () => {
    expect(listens({ events: ['*'] }, 'estimate.completed')).toBe(true);
    expect(listens({ events: ['*'] }, 'some.future_type')).toBe(true);
    expect(listens({ events: ['estimate.failed'] }, 'estimate.failed')).toBe(true);
    expect(listens({ events: ['estimate.failed'] }, 'estimate.completed')).toBe(false);
    expect(listens({ events: [] }, 'estimate.completed')).toBe(false);
  });

  it('fans an event out to the active endpoints listening to its type, in the given order', () => {
    const all = [
      endpoint('a', ['*']),
      endpoint('b', ['estimate.failed']),
      endpoint('c', ['*'], 'disabled'),
      endpoint('d', ['estimate.completed']),
    ];
    expect(fanOutTargets(all, 'estimate.completed')).toEqual(['a', 'd']);
    expect(fanOutTargets(all, 'estimate.failed')).toEqual(['a', 'b']);
    expect(fanOutTargets([], 'estimate.failed')).toEqual([]);
  });

  it('redelivers to a named active endpoint whatever it listens to, or to every listener', () => {
    const all = [endpoint('a', ['estimate.failed']), endpoint('b', ['*'], 'disabled'), endpoint('c', ['*'])];
    expect(redeliveryTargets(all, 'estimate.completed', 'a')).toEqual(['a']);
    expect(redeliveryTargets(all, 'estimate.completed', 'b')).toBe('endpoint_inactive');
    expect(redeliveryTargets(all, 'estimate.completed', 'whe_unknown')).toBe('endpoint_inactive');
    expect(redeliveryTargets(all, 'estimate.completed', null)).toEqual(['c']);
  });

  it('disables an active endpoint only when nothing got through since the first attempt', () => {
    const since = 1_000;
    expect(shouldDisable({ status: 'active' }, null, since)).toBe(true);
    expect(shouldDisable({ status: 'active' }, since - 1, since)).toBe(true);
    expect(shouldDisable({ status: 'active' }, since, since)).toBe(false);
    expect(shouldDisable({ status: 'active' }, since + 1, since)).toBe(false);
    expect(shouldDisable({ status: 'disabled' }, null, since)).toBe(false);
    expect(shouldDisable({ status: 'active' }, null, null), 'one-off deliveries never disable').toBe(false);
  });

  it("holds each endpoint's deliveries to its share, a wider one for the endpoints given one", () => {
    const jobs = ['a', 'a', 'a', 'b', 'b', 'b', 'c'].map((endpoint_id, i) => ({ endpoint_id, i }));
    const share = { perEndpoint: 2, held: { a: 1, b: 1, c: 2 }, wider: { perEndpoint: 4, endpoints: new Set(['b']) } };
    expect(fullEndpoints(share)).toEqual(['c']);
    const { kept, surplus } = withinShare(jobs, share);
    expect(kept.map((j) => j.i)).toEqual([0, 3, 4, 5]);
    expect(surplus.map((j) => j.i)).toEqual([1, 2, 6]);
    expect(fullEndpoints({ perEndpoint: 2, held: { b: 4 }, wider: { perEndpoint: 4, endpoints: new Set(['b']) } })).toEqual(['b']);
  });

  it('keeps tombstones a year past the purge', () => {
    expect(tombstoneRetentionMs).toBe(365 * 86_400_000);
    expect(tombstoneCutoff(400 * 86_400_000)).toBe(35 * 86_400_000);
  });
});
