import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CustomerMessage } from '../../../core/engine/types.js';
import { engine } from './helpers.js';

interface Case {
  id: string;
  lang: 'en' | 'es';
  region: string;
  text?: string;
  messages?: CustomerMessage[];
  expect: { status: string; trade: string | null; quantity: number | null; crew: number | null };
}

const cases = JSON.parse(readFileSync(new URL('../../fixtures/eval-set.json', import.meta.url), 'utf8')) as Case[];

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
    let status = 0; let trade = 0; let trades = 0; let qty = 0; let qtys = 0;
    for (const c of cases) {
      const a = engine.estimateSync({ region: c.region, messages: c.messages ?? [{ role: 'customer', content: c.text! }], photos: [] });
      if (a.status === c.expect.status) status++;
      if (c.expect.trade) { trades++; if (a.task?.trade === c.expect.trade) trade++; }
      if (c.expect.quantity !== null) {
        qtys++;
        const q = a.scope?.quantity;
        if (q !== undefined && Math.abs(q - c.expect.quantity) <= Math.max(0.01, c.expect.quantity * 0.01)) qty++;
      }
    }
    expect(status / cases.length).toBeGreaterThanOrEqual(0.95);
    expect(trade / trades).toBeGreaterThanOrEqual(0.95);
    expect(qty / qtys).toBeGreaterThanOrEqual(0.92);
  });
});
