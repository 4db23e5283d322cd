/**
 * Per-key request budget in fixed windows (decisions.md: `q=600;w=60` by
 * default). Counters live in this process: with several instances each
 * enforces its own budget.
 */
export interface RatePolicy {
  name: string;
  quota: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  resetSeconds: number;
  policy: RatePolicy;
}

export function createRateLimiter(policy: RatePolicy) {
  const windows = new Map<string, { start: number; used: number }>();
  const windowMs = policy.windowSeconds * 1000;

  return {
    policy,
    take(subject: string, now: number): RateDecision {
      const start = now - (now % windowMs);
      let window = windows.get(subject);
      if (!window || window.start !== start) {
        window = { start, used: 0 };
        windows.set(subject, window);
        if (windows.size > 100_000) for (const [k, w] of windows) if (w.start !== start) windows.delete(k);
      }
      const allowed = window.used < policy.quota;
      if (allowed) window.used++;
      return {
        allowed,
        remaining: policy.quota - window.used,
        resetSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
        policy,
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** IETF draft-ietf-httpapi-ratelimit-headers structured-field headers. */
export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const { policy } = decision;
  return {
    'RateLimit-Policy': `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`,
    RateLimit: `"${policy.name}";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
}
