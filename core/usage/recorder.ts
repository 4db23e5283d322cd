import type { Clock, Logger, TenantScope } from '../ports.js';
import { bucketOf, encode } from './histogram.js';
import type { UsageAggregate, UsageStorage } from './storage-port.js';

/** One answered, authenticated API request. */
export interface UsageEntry {
  scope: TenantScope;
  keyId: string;
  /** Route template: `GET /v1/estimates/:id`. */
  route: string;
  status: number;
  latencyMs: number;
}

export interface RecorderOptions {
  /** Buffered entries that trigger a flush. */
  flushAt: number;
  /** Longest time an entry waits in the buffer. */
  intervalMs: number;
  /** Hard cap while storage fails or lags: beyond it entries are dropped (and counted), memory stays bounded. */
  maxBuffered: number;
}

export const defaultRecorderOptions: RecorderOptions = { flushAt: 1000, intervalMs: 1000, maxBuffered: 200_000 };

interface Buffered extends UsageEntry {
  at: number;
}

const dayMs = 86_400_000;

/** Folds raw entries into one aggregate per (scope, UTC day, route): what one storage call writes. */
export function aggregate(batch: readonly Buffered[]): UsageAggregate[] {
  const days = new Map<number, string>();
  const groups = new Map<string, { row: Omit<UsageAggregate, 'latency'>; buckets: Map<number, number> }>();
  for (const e of batch) {
    const dayNumber = Math.floor(e.at / dayMs);
    let day = days.get(dayNumber);
    if (day === undefined) days.set(dayNumber, (day = new Date(dayNumber * dayMs).toISOString().slice(0, 10)));
    const key = `${e.scope.accountId}\u0000${e.scope.environment}\u0000${day}\u0000${e.route}`;
    let group = groups.get(key);
    // Credits are not counted here: storage keeps them from the ledger, in the charge's own transaction.
    if (!group)
      groups.set(key, (group = { row: { scope: e.scope, day, route: e.route, requests: 0, errors: 0, credits: 0 }, buckets: new Map() }));
    group.row.requests += 1;
    if (e.status >= 400) group.row.errors += 1;
    const bucket = bucketOf(e.latencyMs);
    group.buckets.set(bucket, (group.buckets.get(bucket) ?? 0) + 1);
  }
  return [...groups.values()].map(({ row, buckets }) => ({ ...row, latency: encode(buckets) }));
}

/**
 * The request path only pushes into an array (`record`, synchronous, O(1)).
 * Storage sees one call per flush: when `flushAt` entries wait, `intervalMs`
 * after the first one arrived (unref'd timer), or when asked (`flush`: due
 * jobs, the usage query, shutdown). Flushes are chained, so they never overlap.
 */
export function createUsageRecorder(deps: { storage: UsageStorage; clock: Clock; logger: Logger; options?: Partial<RecorderOptions> }) {
  const options = { ...defaultRecorderOptions, ...deps.options };
  let buffer: Buffered[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let timerDue = 0;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;
  let closed = false;

  function schedule(delayMs: number): void {
    if (closed || (timer && timerDue <= delayMs)) return;
    if (timer) clearTimeout(timer);
    timerDue = delayMs;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, delayMs);
    timer.unref();
  }

  async function write(batch: Buffered[]): Promise<void> {
    try {
      await deps.storage.addUsage(aggregate(batch));
    } catch (error) {
      // Keep the batch for the next flush while there is room; past the cap, count what is lost.
      const room = Math.max(0, options.maxBuffered - buffer.length);
      dropped += Math.max(0, batch.length - room);
      buffer = batch.slice(0, room).concat(buffer);
      deps.logger.error('usage flush failed', { error: String(error), entries: batch.length, dropped_total: dropped });
      if (buffer.length) schedule(options.intervalMs);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (buffer.length === 0) return writing;
    const batch = buffer;
    buffer = [];
    writing = writing.then(() => write(batch));
    return writing;
  }

  return {
    record(entry: UsageEntry): void {
      if (closed) return;
      if (buffer.length >= options.maxBuffered) {
        dropped += 1;
        return;
      }
      buffer.push({
        scope: entry.scope,
        keyId: entry.keyId,
        route: entry.route,
        status: entry.status,
        latencyMs: entry.latencyMs,
        at: deps.clock.now().getTime(),
      });
      // A full buffer is written on the next turn of the event loop, after the current answer is sent.
      schedule(buffer.length >= options.flushAt ? 0 : options.intervalMs);
    },
    flush,
    /** Final flush; later records are ignored and no timer is left behind. */
    async close(): Promise<void> {
      closed = true;
      await flush();
    },
    /** Entries waiting for the next flush, and entries lost since start (storage failing past the cap). */
    stats: () => ({ buffered: buffer.length, dropped }),
  };
}
