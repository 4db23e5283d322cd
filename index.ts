/**
 * Package entry (`estimate-appliance`): the core service without storage or
 * HTTP, for callers who bring their own ports. The batteries are subpaths:
 * `./sqlite` and `./postgres` (a running service on a database), `./http`
 * (the /v1 API as an h3 app), `./webhooks` (signature check for receivers).
 */
import { createEstimateService as createCore, type ServiceOptions, type ServicePorts } from './core/index.js';
import type { TypedEstimateService } from './core/typed-service.js';

export * from './core/index.js';
export type * from './core/typed-service.js';
export { startJobRuntime, type JobRuntime, type JobRuntimeOptions } from './adapters/system/job-runtime.js';

/** The whole API without HTTP on your ports. Nothing runs in the background: call `runDueJobs()` on a timer, or `startJobRuntime`. */
export const createEstimateService: (ports: ServicePorts, options?: ServiceOptions) => TypedEstimateService = createCore;
