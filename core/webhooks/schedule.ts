/** Waits before retries 1 to 8 (spec part 6): about three days in all. */
export const retryDelaysMs = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000, 86_400_000] as const;

export const maxAttempts = retryDelaysMs.length + 1;

/** When attempt `attempt` (1-based) failed at `now`, when to try again; null after the last. */
export function nextRetryAt(attempt: number, now: number): number | null {
  const delay = retryDelaysMs[attempt - 1];
  return delay === undefined ? null : now + delay;
}
