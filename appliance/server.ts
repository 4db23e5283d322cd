import { Cron } from 'croner';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from 'h3';
import type { ServiceOptions } from '../core/index.js';
import type { Logger } from '../core/ports.js';
import { compose, type ComposeOptions, type Composition } from './compose.js';
import { createApiApp } from './http/api.js';

export interface ServeOptions {
  db: string;
  port: number;
  host: string;
  /** Public base address without `/v1`; defaults to http://<host>:<port>. */
  publicUrl?: string;
  testHelpers?: boolean;
  logger?: Logger;
  nativeBinding?: unknown;
  service?: ServiceOptions;
  ports?: ComposeOptions['ports'];
  /** Seconds between sweeps for work that fell due (default 5); 0 turns the periodic sweep off (tests drive time themselves). */
  sweepSeconds?: number;
}

export interface RunningAppliance extends Composition {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Starts the whole /v1 API on one SQLite file. */
export async function startAppliance(options: ServeOptions): Promise<RunningAppliance> {
  const composition = compose(options);
  const { service, logger, testClock } = composition;
  const runDueJobs = () => service.runDueJobs();

  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const app = createApiApp(service, { logger, publicUrl: () => publicUrl, testClock, runDueJobs });
  const server = createServer(toNodeHandler(app));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  publicUrl ||= url;

  // Work waiting from before a restart, then a sweep every few seconds for what fell due
  // (retries, hourly checks, retention). Under a test clock, time moves only when advanced.
  const sweepOnce = () => runDueJobs().catch((error) => logger.error('sweep failed', { error: String(error) }));
  const every = options.sweepSeconds ?? 5;
  const sweep = every > 0 ? new Cron(`*/${every} * * * * *`, { protect: true }, sweepOnce) : null;
  void sweepOnce();

  logger.info('serving', { url, public_url: publicUrl, db: options.db, test_helpers: Boolean(testClock) });
  return {
    ...composition,
    url,
    server,
    async close() {
      sweep?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await composition.close();
    },
  };
}
