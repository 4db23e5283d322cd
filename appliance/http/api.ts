import type { H3 } from 'h3';
import type { EstimateService } from '../../core/index.js';
import type { Logger } from '../../core/ports.js';
import type { TestClock } from '../../adapters/system/clock.js';
import { createHttpApp } from './app.js';
import type { PipelineHooks } from './pipeline.js';
import type { Route } from './route.js';
import { accountRoutes } from './routes/account.js';
import { contractRoutes } from './routes/contract.js';
import { estimateRoutes } from './routes/estimates.js';
import { recordsRoutes } from './routes/records.js';
import { rootRoutes } from './routes/root.js';
import { testHelperRoutes } from './routes/test-helpers.js';
import { usageRoutes } from './routes/usage.js';
import { webhookRoutes } from './routes/webhooks.js';

export interface ApiOptions {
  logger: Logger;
  /** Public base address without `/v1`, read per request (it may be known only once listening). */
  publicUrl: () => string;
  /** With a test clock, the test-helper routes are served too. */
  testClock?: TestClock | null;
  runDueJobs?: () => Promise<void>;
  hooks?: PipelineHooks;
  /** Operator routes outside /v1 (health, metrics): same pipeline, left out of the contract. */
  extraRoutes?: Route[];
}

/** The /v1 routes (the contract documents these), test helpers included when there is a test clock. */
export function apiRoutes(service: EstimateService, options: Pick<ApiOptions, 'publicUrl' | 'testClock' | 'runDueJobs'>): Route[] {
  const runDueJobs = options.runDueJobs ?? service.runDueJobs;
  return [
    ...rootRoutes(options.publicUrl),
    ...accountRoutes(service),
    ...usageRoutes(service),
    ...estimateRoutes(service),
    ...webhookRoutes(service),
    ...recordsRoutes(service),
    ...(options.testClock ? testHelperRoutes(service, options.testClock, runDueJobs) : []),
  ];
}

/** The whole /v1 API as an h3 app, ready for any Node or fetch server. */
export function createApiApp(service: EstimateService, options: ApiOptions): H3 {
  const api = apiRoutes(service, options);
  return createHttpApp(
    service,
    [...api, ...contractRoutes(api, options.publicUrl), ...(options.extraRoutes ?? [])],
    options.logger,
    options.hooks,
  );
}
