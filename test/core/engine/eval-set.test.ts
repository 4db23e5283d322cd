import { describe, expect, it } from 'vitest';
import { loadEvalSet, scoreEvalSet } from '../../../scripts/eval/score.js';
import { engine } from './helpers.js';

const cases = loadEvalSet();

describe('labeled request set', () => {
  it('is large, mostly English with a large Spanish share, and covers every status and trade', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const en = cases.filter((c) => c.lang === 'en').length / cases.length;
    expect(en).toBeGreaterThan(0.5);
    expect(en).toBeLessThan(0.7);
    expect(new Set(cases.map((c) => c.expect.status))).toEqual(new Set(['priced', 'needs_detail', 'unsupported', 'unclear']));
    expect(new Set(cases.map((c) => c.expect.trade).filter(Boolean)).size).toBe(16);
  });

  it('meets the accuracy targets (status 95%, trade 95%, quantity 92%)', () => {
    const score = scoreEvalSet(cases, engine);
    expect(score.status.hit / score.status.total).toBeGreaterThanOrEqual(0.95);
    expect(score.trade.hit / score.trade.total).toBeGreaterThanOrEqual(0.95);
    expect(score.quantity.hit / score.quantity.total).toBeGreaterThanOrEqual(0.92);
  });
});
