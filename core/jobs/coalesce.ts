/**
 * Wraps a drain function so concurrent callers share one run, and a call that
 * arrives during a run schedules exactly one more (work queued meanwhile is not missed).
 */
export function coalesce<T>(drain: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let again = false;
  const run = (): Promise<T> => {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
      if (again) {
        again = false;
        void run().catch(() => undefined);
      }
    });
    return running;
  };
  return run;
}
