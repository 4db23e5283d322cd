import type { H3Event } from 'h3';
import type { EstimateService } from '../../core/index.js';
import { ProblemError } from '../../core/errors/problem.js';
import type { Logger } from '../../core/ports.js';
import { rateLimitHeaders, type RateDecision } from '../../core/ratelimit/fixed-window.js';
import { currentApiVersion, resolveApiVersion } from '../../core/versioning.js';
import { readJsonBody } from './body.js';
import { asProblem, sendProblem } from './problem.js';
import { send, type Sent } from './send.js';
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
  // Per-route facts computed once, not per request.
  const routeName = `${route.method} ${route.path}`;
  const onRequestDone = hooks.onRequestDone;
  const readBody = route.body ? { required: route.body === 'required', photos: route.photos } : null;

  // A request whose steps all answer at once (a cached key, a cached read: GET one estimate, GET balance)
  // is answered within the call, without a promise or a microtask hop; the first step that returns a
  // promise continues asynchronously (`finish`). Either way it reports once its answer is written.
  return (event: H3Event): Sent | Promise<Sent> => {
    const started = performance.now();
    const state: Answered = { requestId: service.ids.next('req'), ctx: null, status: 0, creditsUsed: 0 };
    const headers: Record<string, string> = { 'X-Request-Id': state.requestId, 'Service-Version': currentApiVersion };
    let sent: Sent;
    try {
      const result = begin(event, state, headers);
      if (result instanceof Promise) return finish(event, result, state, headers, started);
      sent = respond(event, result, headers, state);
    } catch (error) {
      sent = fail(event, error, state, headers);
    }
    reportDone(state, started);
    return sent;
  };

  async function finish(
    event: H3Event,
    result: Promise<ApiResult>,
    state: Answered,
    headers: Record<string, string>,
    started: number,
  ): Promise<Sent> {
    try {
      return respond(event, await result, headers, state);
    } catch (error) {
      return fail(event, error, state, headers);
    } finally {
      reportDone(state, started);
    }
  }

  /** Every step up to the route's answer: version, key, anomaly counter, rate limit, scope, body, handler. */
  function begin(event: H3Event, state: Answered, headers: Record<string, string>): ApiResult | Promise<ApiResult> {
    const requested = event.req.headers.get('service-version');
    if (route.auth === false) {
      if (requested !== null) headers['Service-Version'] = resolveApiVersion(requested, currentApiVersion);
      return route.handle({ ctx: undefined as never, params: {}, query: {}, body: undefined, headers: event.req.headers });
    }
    const ctx = service.accounts.authenticateNow(event.req.headers.get('authorization'));
    if (ctx instanceof Promise) return ctx.then((found) => authenticated(event, found, requested, state, headers));
    return authenticated(event, ctx, requested, state, headers);
  }

  function authenticated(
    event: H3Event,
    ctx: AuthContext,
    requested: string | null,
    state: Answered,
    headers: Record<string, string>,
  ): ApiResult | Promise<ApiResult> {
    state.ctx = ctx;
    const judgement = service.anomalies.observe(ctx);
    if (judgement) return judgement.then(() => admitted(event, ctx, requested, headers));
    return admitted(event, ctx, requested, headers);
  }

  function admitted(
    event: H3Event,
    ctx: AuthContext,
    requested: string | null,
    headers: Record<string, string>,
  ): ApiResult | Promise<ApiResult> {
    const decision = takeRate(service, ctx.key.id);
    headers['RateLimit-Policy'] = policyHeader(decision.policy);
    headers.RateLimit = remainingHeader(decision);
    headers['Service-Version'] = resolveApiVersion(requested, ctx.account.apiVersion);
    if (route.addon === 'records' && !ctx.account.recordsAddon) {
      throw new ProblemError('addon_not_enabled', 'The Records add-on is off for this account. Turn it on to use customers and records.');
    }
    if (route.scope && !ctx.scopes.includes(route.scope)) {
      throw new ProblemError('scope_missing', `This key lacks the '${route.scope}' scope. Use a key that carries it.`);
    }
    const params = event.context.params;
    const request: ApiRequest = {
      ctx,
      params: params ? decodeParams(params) : {},
      query: event.url.search ? Object.fromEntries(event.url.searchParams) : {},
      body: undefined,
      headers: event.req.headers,
    };
    if (readBody === null) return route.handle(request);
    return readJsonBody(event.req, readBody, event.runtime?.node?.req).then((body) => {
      request.body = body;
      return route.handle(request);
    });
  }

  function fail(event: H3Event, error: unknown, state: Answered, headers: Record<string, string>): Sent {
    const problem = asProblem(error);
    if (problem.status >= 500)
      logger.error('request failed', {
        request_id: state.requestId,
        route: routeName,
        code: problem.code,
        error: error instanceof Error ? error.stack : String(error),
      });
    state.status = problem.status;
    return sendProblem(event, problem, state.requestId, headers);
  }

  function reportDone(state: Answered, started: number): void {
    const latencyMs = performance.now() - started;
    if (onRequestDone)
      onRequestDone({ requestId: state.requestId, route, ctx: state.ctx, status: state.status, latencyMs, creditsUsed: state.creditsUsed });
    // Usage analytics: a synchronous push into an in-memory buffer (flushed in batches off this path).
    // Credits are not passed: storage counts them from the ledger.
    if (state.ctx)
      service.usage.record({ scope: state.ctx.scope, keyId: state.ctx.key.id, route: routeName, status: state.status, latencyMs });
  }
}

/** What the pipeline learns while answering, read once the answer is built (no header parsing back). */
interface Answered {
  requestId: string;
  ctx: AuthContext | null;
  status: number;
  creditsUsed: number;
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
  for (const k in params) {
    const v = params[k]!;
    if (!v.includes('%')) {
      out[k] = v;
      continue;
    }
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

// The policy header is the same for every answer under one policy: built once per policy object.
const policyHeaders = new WeakMap<RateDecision['policy'], string>();
function policyHeader(policy: RateDecision['policy']): string {
  let header = policyHeaders.get(policy);
  if (header === undefined)
    policyHeaders.set(policy, (header = rateLimitHeaders({ allowed: true, remaining: 0, resetSeconds: 0, policy })['RateLimit-Policy']!));
  return header;
}
const remainingHeader = (decision: RateDecision) => `"${decision.policy.name}";r=${decision.remaining};t=${decision.resetSeconds}`;

function respond(event: H3Event, result: ApiResult, headers: Record<string, string>, state: Answered): Sent {
  state.status = result.status;
  // The route's headers go over the pipeline's (same order of precedence as before: route last).
  if (result.headers) {
    Object.assign(headers, result.headers);
    const used = result.headers['X-Credits-Used'];
    if (used !== undefined) state.creditsUsed = Number(used);
  }
  if (result.text) {
    headers['Content-Type'] = result.text.contentType;
    return send(event, result.status, headers, result.text.content);
  }
  if (result.body === undefined) return send(event, result.status, headers, null);
  headers['Content-Type'] = 'application/json';
  return send(event, result.status, headers, JSON.stringify(result.body));
}
