import type { Clock, Logger, TenantScope } from '../ports.js';
import { parseQueryOf } from '../operation.js';
import { operations } from '../operations.js';
import { renderUsage, resolveRange } from './query.js';
import { createUsageRecorder, type RecorderOptions } from './recorder.js';
import type { UsageStorage } from './storage-port.js';

/** Usage analytics: `record` on the request path, `query` behind GET /v1/usage. */
export function createUsage(deps: { storage: UsageStorage; clock: Clock; logger: Logger; options?: Partial<RecorderOptions> }) {
  const recorder = createUsageRecorder(deps);
  return {
    record: recorder.record,
    /** Writes the buffered entries (one storage call); resolves once they are stored. */
    flush: recorder.flush,
    /** Shutdown: final flush, no timers left. */
    close: recorder.close,
    stats: recorder.stats,

    async query(scope: TenantScope, query: Record<string, string>) {
      const range = resolveRange(parseQueryOf(operations.getUsage, query), deps.clock.now());
      // The caller's own earlier requests show up at once, not a second later.
      await recorder.flush();
      return renderUsage(scope.environment, range, await deps.storage.readUsage(scope, range.from, range.to));
    },
  };
}

export type UsageService = ReturnType<typeof createUsage>;
export type { UsageEntry } from './recorder.js';
