import { describe, expect, it } from 'vitest';
import {
  addInto,
  bucketOf,
  decode,
  emptyDense,
  encode,
  MIN_MS,
  mergeEncoded,
  quantile,
  RELATIVE_ERROR,
} from '../../../core/usage/histogram.js';

/** Deterministic PRNG (mulberry32), so a failure reproduces. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Log-normal latencies (median ~40 ms, long tail) with a slow 3% mode, like an API with an estimator behind it. */
function latencies(n: number, seed: number): number[] {
  const next = rng(seed);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    out.push(next() < 0.03 ? 800 + 400 * next() : Math.exp(Math.log(40) + 0.8 * normal));
  }
  return out;
}

const exactQuantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1]!;
};

const histogramOf = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(bucketOf(v), (counts.get(bucketOf(v)) ?? 0) + 1);
  return encode(counts);
};

describe('latency histogram', () => {
  it('documents a relative error under 1%', () => {
    expect(RELATIVE_ERROR).toBeLessThan(0.01);
  });

  it.each([0.5, 0.95, 0.99])('q=%s is within the documented error of an exact sort', (q) => {
    for (const seed of [1, 2, 3]) {
      const values = latencies(100_000, seed);
      const dense = emptyDense();
      addInto(dense, histogramOf(values));
      const exact = exactQuantile(values, q);
      expect(Math.abs(quantile(dense, q)! - exact) / exact).toBeLessThanOrEqual(RELATIVE_ERROR + 1e-12);
    }
  });

  it('merging per-day histograms gives the p95 of all the values (within the error)', () => {
    const days = [latencies(5_000, 7), latencies(20_000, 8).map((v) => v * 3), latencies(500, 9)];
    const merged = days.map(histogramOf).reduce(mergeEncoded);
    const dense = emptyDense();
    addInto(dense, merged);
    const exact = exactQuantile(days.flat(), 0.95);
    expect(Math.abs(quantile(dense, 0.95)! - exact) / exact).toBeLessThanOrEqual(RELATIVE_ERROR + 1e-12);
    expect([...decode(merged).values()].reduce((a, b) => a + b, 0)).toBe(25_500);
  });

  it('small samples: nearest rank, tiny and huge latencies clamp', () => {
    const dense = emptyDense();
    addInto(dense, histogramOf([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 1000]));
    expect(quantile(dense, 0.95)).toBeCloseTo(190, -1); // rank 19 of 20
    expect(Math.abs(quantile(dense, 0.95)! - 190) / 190).toBeLessThanOrEqual(RELATIVE_ERROR);
    expect(quantile(emptyDense(), 0.95)).toBeNull();
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(MIN_MS / 2)).toBe(0);
    expect(bucketOf(1e12)).toBe(bucketOf(1e13));
  });
});
