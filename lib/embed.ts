/**
 * What the `./sqlite` and `./postgres` entries share: the core service on a
 * storage adapter with the system ports, and the job runtime started beside it.
 * Reads no environment variable: everything comes from the options.
 */
import { createDnsResolver } from '../adapters/net/resolver.js';
import { createUndiciTransport } from '../adapters/net/undici-transport.js';
import { systemClock } from '../adapters/system/clock.js';
import { createIds } from '../adapters/system/ids.js';
import { startJobRuntime, type JobRuntime } from '../adapters/system/job-runtime.js';
import { createJsonLogger } from '../adapters/system/logger.js';
import { createEstimateService, createSealer, type ServiceOptions, type ServicePorts } from '../core/index.js';
import type { Logger, Mailer, Storage } from '../core/ports.js';
import type { TypedEstimateService } from '../core/typed-service.js';

export interface EmbedOptions {
  /** JSON lines on stderr by default. */
  logger?: Logger;
  /** Replace ports: an estimator, a mailer, a transport that trusts a private CA... */
  ports?: Partial<ServicePorts>;
  service?: ServiceOptions;
  /**
   * Background work (async estimates, webhook deliveries and retries, hourly
   * checks, retention) runs in this process by default, every `everySeconds`
   * (5). `false`: nothing is scheduled; call `service.runDueJobs()` yourself.
   */
  jobs?: false | { everySeconds?: number };
}

export interface EmbeddedEstimateService {
  /** The whole API without HTTP; inputs typed from the schemas that validate them. `service.close()` is `close()`. */
  service: TypedEstimateService & { close(): Promise<void> };
  storage: Storage;
  /** The running job runtime; null with `jobs: false`. */
  jobs: JobRuntime | null;
  /** Stops the job runtime (a run in flight finishes), writes buffered usage, closes connections and the database. */
  close(): Promise<void>;
}

export function embed(
  options: EmbedOptions,
  adapter: { storage: Storage; outbox: (logger: Logger, now: () => number) => Mailer; keys: Buffer[]; close(): Promise<void> | void },
): EmbeddedEstimateService {
  const logger = options.logger ?? createJsonLogger();
  const clock = options.ports?.clock ?? systemClock;
  // Our transport only when the caller brings none (it owns and closes its own).
  const ownTransport = options.ports?.transport ? null : createUndiciTransport();
  const service = createEstimateService(
    {
      storage: adapter.storage,
      clock,
      logger,
      ids: createIds(clock),
      sealer: createSealer(adapter.keys),
      resolver: createDnsResolver(),
      transport: options.ports?.transport ?? ownTransport!,
      mailer: adapter.outbox(logger, () => clock.now().getTime()),
      ...options.ports,
    },
    options.service,
  );
  const jobs =
    options.jobs === false ? null : startJobRuntime({ run: service.runDueJobs, logger, everySeconds: options.jobs?.everySeconds ?? 5 });
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await jobs?.stop();
      await ownTransport?.close();
      await service.usage.close();
      await adapter.close();
    })();
    return closing;
  };
  return { service: Object.assign(service, { close }), storage: adapter.storage, jobs, close };
}
