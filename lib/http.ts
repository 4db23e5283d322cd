/**
 * `estimate-appliance/http`: the /v1 API (with /openapi.json and /docs) to
 * mount in an existing server. The answer's types are our own, not h3's, so a
 * consumer type-checks without h3's optional peers (crossws) or esnext libs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { toNodeHandler } from 'h3';
import { createApiApp as createH3App } from '../appliance/http/api.js';
import type { EstimateService } from '../core/index.js';
import type { Logger } from '../core/ports.js';
import type { TypedEstimateService } from '../core/typed-service.js';

export interface ApiAppOptions {
  logger: Logger;
  /** Public base address without `/v1` (it goes into the contract and the API root), read per request. */
  publicUrl: () => string;
}

export interface ApiApp {
  /** Web-standard handler: Request in, Response out (srvx, Bun, Deno, workers, undici tests). */
  fetch(request: Request): Response | Promise<Response>;
  /** The same for node:http (and Express or Fastify's raw server): `createServer(app.node)`. */
  node(req: IncomingMessage, res: ServerResponse): unknown;
}

export function createApiApp(service: EstimateService | TypedEstimateService, options: ApiAppOptions): ApiApp {
  const app = createH3App(service as EstimateService, options);
  const node = toNodeHandler(app);
  return { fetch: (request) => app.fetch(request), node: (req, res) => node(req, res) };
}
