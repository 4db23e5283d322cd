import { eventRetentionMs } from '../events/service.js';
import type { EventsStorage } from '../events/storage-port.js';
import type { IdempotencyStorage } from '../idempotency/storage-port.js';
import type { Clock, Logger } from '../ports.js';
import type { JobStorage } from './storage-port.js';

export interface PeriodicTask {
  name: string;
  periodMs: number;
  run(): Promise<unknown>;
}

const hour = 3_600_000;

/** Retention: events older than 30 days stop being listed and delivered; their bodies are purged. Expired idempotency keys go too. */
export function retentionTask(storage: EventsStorage & IdempotencyStorage, clock: Clock): PeriodicTask {
  return {
    name: 'retention',
    periodMs: hour,
    async run() {
      const purged = await storage.purgeEventsBefore(clock.now().getTime() - eventRetentionMs);
      await storage.purgeExpiredIdempotencyKeys(clock.now().getTime());
      return purged;
    },
  };
}

/**
 * Runs what is due by the clock: the immediate workers, then each periodic
 * task whose period has passed (recorded in storage, so a restart or a second
 * instance does not run it twice).
 */
export function createDueJobs(deps: {
  storage: JobStorage;
  clock: Clock;
  logger: Logger;
  workers: Array<() => Promise<unknown>>;
  periodic: PeriodicTask[];
}) {
  return async function runDueJobs(): Promise<void> {
    for (const task of deps.periodic) {
      if (await deps.storage.claimPeriodicRun(task.name, deps.clock.now().getTime(), task.periodMs)) {
        await task.run().catch((error) => deps.logger.error('periodic task failed', { task: task.name, error: String(error) }));
      }
    }
    for (const work of deps.workers) await work().catch((error) => deps.logger.error('worker failed', { error: String(error) }));
  };
}
