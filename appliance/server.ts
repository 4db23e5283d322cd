import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from 'h3';
import { checkEverySeconds, startJobRuntime, type JobRuntime } from '../adapters/system/job-runtime.js';
import type { ServiceOptions } from '../core/index.js';
import type { Logger } from '../core/ports.js';
import { compose, type ComposeOptions, type Composition } from './compose.js';
import { createApiApp } from './http/api.js';
import { answerClientError } from './http/client-error.js';
import type { PipelineHooks } from './http/pipeline.js';
import { opsRoutes } from './http/routes/ops.js';
import { accessLog } from './ops/access-log.js';
import { encryptionKeyCheck } from './ops/key-check.js';
import { createMetrics } from './ops/metrics.js';
import type { OpsPort } from '../core/ops/port.js';

/**
 * How long after the server listens the work readiness does not need starts: the job runtime (its
 * first sweep picks up work left from before a restart, then one every few seconds; at once when
 * `sweepSeconds` is 0) and prom-client's
 * registry with the default metrics (appliance/ops/metrics.ts; the first scrape starts it sooner).
 * Neither is needed to answer: requests are served and counted from the first one. Out of the way of
 * the first answers, a readiness probe's among them (scripts/bench/README.md, Round 7: the first sweep
 * claims every periodic task on a new database, a write and an fsync each start).
 */
export const DEFERRED_START_MS = 200;

export interface ServeOptions {
  db: string;
  port: number;
  host: string;
  /** Public base address without `/v1`; defaults to http(s)://<host>:<port>. */
  publicUrl?: string;
  /** PEM certificate and key: serve HTTPS instead of HTTP. */
  tls?: { cert: Buffer; key: Buffer };
  testHelpers?: boolean;
  logger?: Logger;
  nativeBinding?: unknown;
  service?: ServiceOptions;
  ports?: ComposeOptions['ports'];
  settings?: ComposeOptions['settings'];
  /** Seconds between sweeps for work that fell due (default 5); 0 turns the periodic sweep off (tests drive time themselves). */
  sweepSeconds?: number;
  /** Milliseconds after listening until the job runtime (with a periodic sweep) and the metrics registry start (default DEFERRED_START_MS). */
  deferredStartMs?: number;
  /** Milliseconds in-flight requests get on shutdown before their connections are cut (default 10 000). */
  shutdownGraceMs?: number;
  /** Called for every answered request, after the access log and metrics. */
  hooks?: PipelineHooks;
  /** Bearer token `/metrics` requires (constant-time compare); unset: open. */
  metricsToken?: string;
}

export interface RunningAppliance extends Composition {
  url: string;
  server: Server;
  /** Graceful stop: no new connections, in-flight requests and the sweep finish, then the database is checkpointed and closed. */
  close(): Promise<void>;
}

/** Starts the whole /v1 API on one SQLite file, with /healthz, /readyz and /metrics beside it. */
export async function startAppliance(options: ServeOptions): Promise<RunningAppliance> {
  const everySeconds = checkEverySeconds(options.sweepSeconds ?? 5);
  const verifyKey = encryptionKeyCheck(options.db);
  let ops: OpsPort | undefined;
  const metrics = createMetrics((cap) => ops!.queueDepths(cap));
  const composition = compose({ ...options, wrapTransport: metrics.countDeliveries });
  ops = composition.ops;
  // Sealed data the key cannot open would answer 500 later: refuse to start instead (exit 3).
  await verifyKey(composition.ops, composition.sealer).catch(async (error) => {
    await composition.close();
    throw error;
  });
  const { service, logger, testClock } = composition;
  const runDueJobs = () => service.runDueJobs();
  let closing: Promise<void> | null = null;

  const log = accessLog(logger);
  const extraRoutes = opsRoutes({
    ready: async () => closing === null && (await composition.ops.ping()),
    metrics: () => metrics.render(),
    metricsToken: options.metricsToken,
  });
  const hooks: PipelineHooks = {
    onRequestDone: (done) => {
      log(done);
      metrics.observe(done);
      options.hooks?.onRequestDone?.(done);
    },
  };

  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const app = createApiApp(service, { logger, publicUrl: () => publicUrl, testClock, runDueJobs, hooks, extraRoutes });
  const handler = toNodeHandler(app);
  const server: Server = options.tls ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, handler) : createServer(handler);
  server.on(
    'clientError',
    answerClientError(() => service.ids.next('req')),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `${options.tls ? 'https' : 'http'}://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  publicUrl ||= url;

  // Work waiting from before a restart, then a sweep every few seconds for what fell due
  // (retries, hourly checks, retention): the same job runtime the library starts, a moment after
  // listening (DEFERRED_START_MS), with the metrics registry. Without a periodic sweep (sweepSeconds 0:
  // tests drive time themselves) its one run still comes at once, as it always did: a run 200 ms later
  // would race whatever the test does first. Under a test clock, time moves only when advanced.
  const startJobs = () => startJobRuntime({ run: runDueJobs, logger, everySeconds });
  let jobs: JobRuntime | null = everySeconds === 0 ? startJobs() : null;
  const deferred = setTimeout(() => {
    metrics.start().catch((error) => logger.error('metrics failed to start', { error: String(error) }));
    jobs ??= startJobs();
  }, options.deferredStartMs ?? DEFERRED_START_MS);

  logger.info('serving', {
    url,
    public_url: publicUrl,
    db: withoutPassword(options.db),
    tls: Boolean(options.tls),
    test_helpers: Boolean(testClock),
  });
  return {
    ...composition,
    url,
    server,
    close() {
      closing ??= (async () => {
        // The timer stops at once (the runtime's, or the one that would start it); a run in flight
        // finishes before the database closes.
        clearTimeout(deferred);
        const drained = jobs?.stop();
        await stopServer(server, options.shutdownGraceMs ?? 10_000);
        await drained;
        await composition.close();
      })();
      return closing;
    },
  };
}

/** Stops accepting, lets answered keep-alive sockets go at once, and cuts whatever is still open after the grace period. */
function stopServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** A PostgreSQL URL may carry a password; logs never do (up to the last `@`: over-redacting beats a leak). */
const withoutPassword = (db: string) => db.replace(/^([a-z]+:\/\/[^:/@]*):.*@/i, '$1:***@');
