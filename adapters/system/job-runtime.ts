import { Cron } from 'croner';
import type { Logger } from '../../core/ports.js';

export interface JobRuntimeOptions {
  /** What to run: the service's `runDueJobs` (async estimates, deliveries and retries, hourly checks, retention). */
  run: () => Promise<void>;
  logger: Logger;
  /** Seconds between runs (default 5; 1 to 59). 0 runs once at start and then only when `runNow` is called. */
  everySeconds?: number;
}

export interface JobRuntime {
  /** Runs the due jobs now (sharing nothing with the timer but the drain on stop). */
  runNow(): Promise<void>;
  /** Stops the timer at once, then waits for runs in flight: after it resolves, nothing touches storage. */
  stop(): Promise<void>;
}

/**
 * The in-process scheduler behind the library and the appliance: one run at
 * start (work left from before a restart), then one every few seconds. A run
 * still going when the next is due is not overlapped (croner's `protect`).
 */
export function startJobRuntime(options: JobRuntimeOptions): JobRuntime {
  const every = checkEverySeconds(options.everySeconds ?? 5);
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve();
    const run = options.run().catch((error) => options.logger.error('due jobs failed', { error: String(error) }));
    inFlight.add(run);
    return run.finally(() => inFlight.delete(run));
  };
  const timer = every > 0 ? new Cron(`*/${every} * * * * *`, { protect: true }, runNow) : null;
  void runNow();
  return {
    runNow,
    async stop() {
      stopped = true;
      timer?.stop();
      await Promise.all(inFlight);
    },
  };
}

/** `everySeconds` when it is one `startJobRuntime` takes; a RangeError otherwise (a caller starting it later checks first). */
export function checkEverySeconds(every: number): number {
  if (!Number.isInteger(every) || every < 0 || every > 59) throw new RangeError('everySeconds must be an integer from 0 to 59');
  return every;
}
