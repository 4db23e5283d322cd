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
  // Every subject's window is aligned the same way (it starts at a multiple of the window), so one
  // start serves all, and when it moves every count starts over: the counts of the current window
  // only, no start per subject, and nothing left behind from earlier windows.
  let start = Number.NaN;
  const used = new Map<string, number>();
  const windowMs = policy.windowSeconds * 1000;

  return {
    policy,
    take(subject: string, now: number): RateDecision {
      const current = now - (now % windowMs);
      if (current !== start) {
        start = current;
        used.clear();
      }
      const before = used.get(subject) ?? 0;
      const allowed = before < policy.quota;
      const after = allowed ? before + 1 : before;
      if (allowed) used.set(subject, after);
      return {
        allowed,
        remaining: policy.quota - after,
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
