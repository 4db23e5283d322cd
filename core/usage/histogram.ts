/**
 * Latency histogram with a bounded relative error (the DDSketch bucketing).
 *
 * Bucket i > 0 holds latencies in (MIN_MS·γ^(i-1), MIN_MS·γ^i] and reports
 * them as 2·MIN_MS·γ^i/(γ+1), so any quantile read from it is within
 * α = (γ-1)/(γ+1) of the exact nearest-rank value: with γ = 1.02, α < 0.99%.
 * Bucket 0 holds everything at or under MIN_MS (absolute error ≤ 0.01 ms);
 * the last bucket also takes anything slower than ~8 hours.
 * Histograms merge by adding counts, so days and routes combine exactly.
 */
export const GAMMA = 1.02;
export const MIN_MS = 0.01;
export const MAX_INDEX = 1100;
/** Guaranteed relative error of a quantile above MIN_MS. */
export const RELATIVE_ERROR = (GAMMA - 1) / (GAMMA + 1);

const LN_GAMMA = Math.log(GAMMA);
const MAX_COUNT = 0xffff_ffff;
const ENTRY_BYTES = 6;

export function bucketOf(latencyMs: number): number {
  if (!(latencyMs > MIN_MS)) return 0;
  return Math.min(MAX_INDEX, Math.max(1, Math.ceil(Math.log(latencyMs / MIN_MS) / LN_GAMMA)));
}

export function bucketValue(index: number): number {
  return index === 0 ? MIN_MS : (2 * MIN_MS * GAMMA ** index) / (GAMMA + 1);
}

/** A dense histogram to merge many stored ones into. */
export const emptyDense = () => new Float64Array(MAX_INDEX + 1);

/**
 * Stored form: sorted (u16 bucket, u32 count) little-endian pairs, only the
 * buckets in use. Real traffic fills a few dozen buckets per route and day.
 */
export function encode(counts: Map<number, number>): Uint8Array {
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const out = new Uint8Array(keys.length * ENTRY_BYTES);
  const view = new DataView(out.buffer);
  keys.forEach((index, n) => {
    view.setUint16(n * ENTRY_BYTES, index, true);
    view.setUint32(n * ENTRY_BYTES + 2, Math.min(MAX_COUNT, counts.get(index) ?? 0), true);
  });
  return out;
}

export function forEachBucket(bytes: Uint8Array, visit: (index: number, count: number) => void): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + ENTRY_BYTES <= bytes.byteLength; at += ENTRY_BYTES) visit(view.getUint16(at, true), view.getUint32(at + 2, true));
}

export function decode(bytes: Uint8Array): Map<number, number> {
  const counts = new Map<number, number>();
  forEachBucket(bytes, (index, count) => counts.set(index, count));
  return counts;
}

/** Adds a stored histogram into a dense one (the query's hot loop: plain byte reads, no callback). */
export function addInto(dense: Float64Array, bytes: Uint8Array): void {
  for (let at = 0; at + ENTRY_BYTES <= bytes.length; at += ENTRY_BYTES) {
    const index = bytes[at]! | (bytes[at + 1]! << 8);
    const count = (bytes[at + 2]! | (bytes[at + 3]! << 8) | (bytes[at + 4]! << 16)) + bytes[at + 5]! * 0x100_0000;
    dense[index] = dense[index]! + count;
  }
}

/** Sum of two stored histograms (what a flush folds into a stored row). */
export function mergeEncoded(a: Uint8Array, b: Uint8Array): Uint8Array {
  const counts = decode(a);
  forEachBucket(b, (index, count) => counts.set(index, (counts.get(index) ?? 0) + count));
  return encode(counts);
}

/** Nearest-rank quantile (the value at rank ⌈q·n⌉), or null for an empty histogram. */
export function quantile(dense: Float64Array, q: number): number | null {
  let total = 0;
  for (const c of dense) total += c;
  if (total === 0) return null;
  // The epsilon keeps a float product q·n that lands a hair above an integer from skipping a rank.
  const rank = Math.max(1, Math.ceil(q * total - 1e-9));
  let seen = 0;
  for (let i = 0; i < dense.length; i++) {
    seen += dense[i] ?? 0;
    if (seen >= rank) return bucketValue(i);
  }
  return bucketValue(MAX_INDEX);
}
