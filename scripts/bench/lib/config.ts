/** Bench settings, from the environment (defaults suit a 2-core machine). */
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export const config = {
  /** Measured seconds per load phase. */
  seconds: num('BENCH_SECONDS', 5),
  /** Warm-up seconds before each measured phase (JIT, caches, pools). */
  warmup: num('BENCH_WARMUP', 2),
  connections: num('BENCH_CONNECTIONS', 50),
  /** Seconds of real estimates at full load while the server's RSS is sampled. */
  rssSeconds: num('BENCH_RSS_SECONDS', 60),
  /** Stored estimates for the large list phase. */
  bigRows: num('BENCH_LIST_ROWS', 1_000_000),
  smallRows: 1_000,
  coldStartRuns: num('BENCH_COLD_RUNS', 7),
  // 2,000 events finish in under a second a round: too short for a stable figure on a shared machine.
  deliveryEvents: num('BENCH_DELIVERY_EVENTS', 6_000),
};

/** Every rate-limit window is 600 requests a minute per key, and 3,000 a minute pauses a key: each key takes at most this many per phase. */
export const requestsPerKey = 250;
