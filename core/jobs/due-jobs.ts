import { eventRetentionMs } from '../events/service.js';
import type { Clock, Logger, Storage } from '../ports.js';

export interface PeriodicTask {
  name: string;
  periodMs: number;
  run(): Promise<unknown>;
}

const hour = 3_600_000;

/** Retention: events older than 30 days stop being listed and delivered; their bodies are purged. */
export function retentionTask(storage: Storage, clock: Clock): PeriodicTask {
  return { name: 'retention', periodMs: hour, run: () => storage.purgeBefore(clock.now().getTime() - eventRetentionMs, clock.now().getTime()) };
}

/**
 * Runs what is due by the clock: the immediate workers, then each periodic
 * task whose period has passed (recorded in storage, so a restart or a second
 * instance does not run it twice).
 */
export function createDueJobs(deps: { storage: Storage; clock: Clock; logger: Logger; workers: Array<() => Promise<unknown>>; periodic: PeriodicTask[] }) {
  return async function runDueJobs(): Promise<void> {
    for (const task of deps.periodic) {
      if (await deps.storage.claimPeriodicRun(task.name, deps.clock.now().getTime(), task.periodMs)) {
        await task.run().catch((error) => deps.logger.error('periodic task failed', { task: task.name, error: String(error) }));
      }
    }
    for (const work of deps.workers) await work().catch((error) => deps.logger.error('worker failed', { error: String(error) }));
  };
}
