import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundedDigits } from '../../../core/engine/steps/decimal.js';
import { formatFor } from '../../../core/engine/steps/format.js';

// The step lines' numbers are written without ICU (core/engine/steps/decimal.ts): every one must read as Intl writes it.
const served: Array<[string, string]> = [
  ['en-US', 'USD'],
  ['en-CA', 'CAD'],
  ['es-MX', 'MXN'],
  ['es-ES', 'EUR'],
  ['en', 'USD'],
  ['fr-CA', 'CAD'],
];
const edges = [
  0,
  0.5,
  1.005,
  2.675,
  0.045,
  0.0455,
  0.995,
  9.995,
  999.995,
  1000,
  1234,
  1234.5,
  9999.5,
  12345.678,
  1e14 + 0.5,
  1e21,
  1e-7,
  -1.5,
  NaN,
  Infinity,
];

describe('number formatting without ICU', () => {
  it('rounds the shortest decimal form half away from zero, as ICU does', () => {
    expect(roundedDigits(1.005, 2)).toEqual(['1', '01']);
    expect(roundedDigits(9.995, 2)).toEqual(['10', '']);
    expect(roundedDigits(0.045, 1)).toEqual(['0', '']);
    expect(roundedDigits(1e21, 2)).toBeNull();
  });

  for (const [locale, currency] of served) {
    it(`writes numbers and money as Intl does (${locale})`, () => {
      const f = formatFor(locale, currency);
      const intl = [0, 1, 2, 3].map((d) => new Intl.NumberFormat(locale, { maximumFractionDigits: d }));
      const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
      for (const n of edges) for (const d of [0, 1, 2, 3]) expect(f.num(n, d)).toBe(intl[d]!.format(n));
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 3 }), (n, d) => {
          if (Object.is(n, -0)) return;
          expect(f.num(n, d)).toBe(intl[d]!.format(n));
        }),
        { numRuns: 3000 },
      );
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
          expect(f.money(cents)).toBe(money.format(cents / 100));
        }),
        { numRuns: 3000 },
      );
    });
  }
});
