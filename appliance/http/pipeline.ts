import { HTTPResponse, type H3Event } from 'h3';
import type { EstimateService } from '../../core/index.js';
import { ProblemError } from '../../core/errors/problem.js';
import type { Logger } from '../../core/ports.js';
import { rateLimitHeaders } from '../../core/ratelimit/fixed-window.js';
import { currentApiVersion, resolveApiVersion } from '../../core/versioning.js';
import { readJsonBody } from './body.js';
import { asProblem, problemResponse } from './problem.js';
import type { AuthContext } from '../../core/accounts/service.js';
import type { ApiRequest, ApiResult, Route } from './route.js';

/** What the pipeline reports once a request is answered (usage analytics, metrics). */
export interface RequestDone {
  requestId: string;
  route: Route;
  ctx: AuthContext | null;
  status: number;
  latencyMs: number;
  creditsUsed: number;
}

export interface PipelineHooks {
  onRequestDone?: (done: RequestDone) => void;
}

/**
 * The one path every API request takes: request id, version, key, rate limit,
 * body, handler, and a single place that turns any error into a problem.
 */
export function toHandler(route: Route, service: EstimateService, logger: Logger, hooks: PipelineHooks = {}) {
  return async (event: H3Event): Promise<HTTPResponse> => {
    const started = performance.now();
    let ctx: AuthContext | null = null;
    const response = await answer(event, (c) => (ctx = c));
    const done: RequestDone = {
      requestId: response.headers.get('x-request-id') ?? '', route, ctx, status: response.status ?? 200,
      latencyMs: performance.now() - started, creditsUsed: Number(response.headers.get('x-credits-used') ?? 0),
    };
    hooks.onRequestDone?.(done);
    // Usage analytics: a synchronous push into an in-memory buffer (flushed in batches off this path).
    // Credits are not passed: storage counts them from the ledger.
    if (done.ctx) {
      service.usage.record({
        scope: done.ctx.scope, keyId: done.ctx.key.id, route: `${route.method} ${route.path}`, status: done.status, latencyMs: done.latencyMs,
      });
    }
    return response;
  };

  async function answer(event: H3Event, authenticated: (ctx: AuthContext) => void): Promise<HTTPResponse> {
    const requestId = service.ids.next('req');
    const headers: Record<string, string> = { 'X-Request-Id': requestId, 'Service-Version': currentApiVersion };
    try {
      const requested = event.req.headers.get('service-version');
      if (route.auth === false) {
        if (requested !== null) headers['Service-Version'] = resolveApiVersion(requested, currentApiVersion);
        return respond(await route.handle({ ctx: undefined as never, params: {}, query: {}, body: undefined, headers: event.req.headers }), headers);
      }
      const ctx = await service.accounts.authenticate(event.req.headers.get('authorization'));
      authenticated(ctx);
      await service.anomalies.observe(ctx);
      Object.assign(headers, rateLimitHeaders(takeRate(service, ctx.key.id)));
      headers['Service-Version'] = resolveApiVersion(requested, ctx.account.apiVersion);
      if (route.addon === 'records' && !ctx.account.recordsAddon) {
        throw new ProblemError('addon_not_enabled', 'The Records add-on is off for this account. Turn it on to use customers and records.');
      }
      if (route.scope && !ctx.scopes.includes(route.scope)) {
        throw new ProblemError('scope_missing', `This key lacks the '${route.scope}' scope. Use a key that carries it.`);
      }
      const request: ApiRequest = {
        ctx,
        params: decodeParams(event.context.params ?? {}),
        query: Object.fromEntries(event.url.searchParams),
        body: route.body ? await readJsonBody(event.req, { required: route.body === 'required', photos: route.photos }) : undefined,
        headers: event.req.headers,
      };
      return respond(await route.handle(request), headers);
    } catch (error) {
      const problem = asProblem(error);
      if (problem.status >= 500) logger.error('request failed', { request_id: requestId, route: `${route.method} ${route.path}`, code: problem.code, error: error instanceof Error ? error.stack : String(error) });
      return problemResponse(problem, requestId, headers);
    }
  }
}

function takeRate(service: EstimateService, keyId: string) {
  const decision = service.rateLimiter.take(keyId, service.clock.now().getTime());
  if (!decision.allowed) {
    throw new ProblemError('rate_limited', `Too many requests for this key. Retry after ${decision.resetSeconds} seconds.`, {
      headers: { 'Retry-After': String(decision.resetSeconds), ...rateLimitHeaders(decision) },
    });
  }
  return decision;
}

function decodeParams(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

/** h3 writes an HTTPResponse straight to the socket; a web Response would be read back through a stream. */
function respond(result: ApiResult, headers: Record<string, string>): HTTPResponse {
  const all = { ...headers, ...result.headers };
  if (result.text) return new HTTPResponse(result.text.content, { status: result.status, headers: { ...all, 'Content-Type': result.text.contentType } });
  if (result.body === undefined) return new HTTPResponse(null, { status: result.status, headers: all });
  return new HTTPResponse(JSON.stringify(result.body), { status: result.status, headers: { ...all, 'Content-Type': 'application/json' } });
}
