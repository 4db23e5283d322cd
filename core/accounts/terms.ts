/** The terms of service in force, and the grace a live key gets before acceptance is required. */
export interface TermsPolicy {
  version: string;
  /** Epoch ms when the terms were published. */
  publishedAt: number;
  graceDays: number;
}

const day = 86_400_000;

/** 2026-10-14 publication + 30 days = 2026-11-13, the cut-off the specification names for older accounts. */
export const defaultTermsPolicy: TermsPolicy = {
  version: '2026-10-14',
  publishedAt: Date.parse('2026-10-14T00:00:00Z'),
  graceDays: 30,
};

/**
 * Live calls are refused once the grace is over: counted from publication for
 * accounts opened before it, from opening for accounts opened after.
 */
export function termsBlockLiveCalls(
  policy: TermsPolicy,
  account: { createdAt: number; termsAcceptedAt: number | null; termsVersion: string | null },
  now: number,
): boolean {
  if (account.termsAcceptedAt !== null && account.termsVersion === policy.version) return false;
  const graceStart = Math.max(policy.publishedAt, account.createdAt);
  return now >= graceStart + policy.graceDays * day;
}
