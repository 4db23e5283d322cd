import type { AuthContext } from '../accounts/service.js';
import type { CustomerMessage, Estimator, EstimatorAnswer, Region } from '../engine/types.js';
import { notFound, ProblemError } from '../errors/problem.js';
import { claimTerms, idempotent, replayOrThrow, requireIdempotencyKey, type IdempotentRequest } from '../idempotency/guard.js';
import { creditCost, estimateCost } from '../ledger/cost.js';
import { availableCredits } from '../ledger/plan.js';
import type { IdempotencyStorage, IdempotentWrite, StoredResponse } from '../idempotency/storage-port.js';
import type { LedgerStorage } from '../ledger/storage-port.js';
import type { Clock, Ids, TenantScope } from '../ports.js';
import type { RecordsStorage } from '../records/storage-port.js';
import type { EstimatesStorage, EstimateWrite, StoredEstimate } from './storage-port.js';
import type { ReferenceData } from '../reference/types.js';
import { parseBodyOf, parseQueryOf } from '../operation.js';
import { operations } from '../operations.js';
import type { CreateEstimateBody } from '../schemas/estimate.js';
import { answeredEstimate, processingEstimate, type EstimateFrame } from './assemble.js';
import { planSandbox, sandboxEntryOf, sandboxFixtures } from './sandbox/entries.js';
import type { Estimate } from '../schemas/estimate.js';

export interface EstimatesDeps {
  /** Its own port, plus the lots it checks a balance against, the customer it links and the keys it answers. */
  storage: EstimatesStorage & IdempotencyStorage & Pick<LedgerStorage, 'listCreditLots'> & Pick<RecordsStorage, 'getCustomer'>;
  clock: Clock;
  ids: Ids;
  estimator: Estimator;
  reference: ReferenceData;
  /** The account's own rate table, when the operator loaded one. */
  accountRates?: (accountId: string) => Record<string, number> | undefined;
  /** Real (non-sandbox) estimates a test environment may make per UTC day. */
  testEstimatesPerDay: number;
  /** Told when a new async estimate is waiting, so a worker can pick it up at once. */
  onAsyncAccepted?: () => void;
  /** Told after live credits were taken, with what remains (credits.exhausted). */
  onCharged?: (accountId: string, remaining: number) => Promise<void>;
  /**
   * The estimator is slow or paid (a remote model): claim the key before calling
   * it, so a retry does not call it again, and commit only while the claim is
   * still ours. Otherwise (the built-in engine, sandbox answers) the estimate is
   * computed first and claim, charge, estimate and answer are one transaction.
   */
  claimBeforeEstimating?: boolean;
}

/** An answer of POST /estimates or follow-up: status, the estimate, and the headers the API declares. */
export interface EstimateAnswer {
  status: 200 | 202;
  estimate: Estimate;
  /** `estimate` as JSON, exactly as stored (HTTP sends it without serializing again). */
  json: string;
  headers: Record<string, string>;
  replayed: boolean;
}

interface Plan {
  scope: TenantScope;
  region: Region;
  messages: CustomerMessage[];
  photos: NonNullable<CreateEstimateBody['input']['photos']>;
  metadata: Record<string, string>;
  customerId: string | undefined;
  parentId: string | null;
  async: boolean;
  credits: number;
  /** A fixed sandbox answer, when the input asked for one. */
  sandbox: { answer: EstimatorAnswer; region: string } | { async: 'priced' | 'failed' } | null;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const secondsToNextUtcDay = (ms: number) =>
  Math.ceil((Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), new Date(ms).getUTCDate() + 1) - ms) / 1000);

function fromStored(response: StoredResponse): EstimateAnswer {
  return {
    status: response.status as 200 | 202,
    estimate: JSON.parse(response.body) as Estimate,
    json: response.body,
    headers: { ...response.headers, 'Idempotent-Replayed': 'true' },
    replayed: true,
  };
}

function messagesOf(input: CreateEstimateBody['input']): CustomerMessage[] {
  if (input.messages) return input.messages;
  return input.text !== undefined ? [{ role: 'customer', content: input.text }] : [];
}

export function createEstimates(deps: EstimatesDeps) {
  const { storage, clock, ids, estimator, reference } = deps;

  function regionOrReject(code: string, pointer: string): Region {
    const region = reference.region(code);
    if (!region) {
      throw new ProblemError('validation_failed', `Unknown region '${code}'. GET /v1/regions lists the codes.`, {
        errors: [{ pointer, message: 'unknown region' }],
      });
    }
    return region;
  }

  async function ensureCredits(plan: Plan): Promise<void> {
    if (plan.scope.environment !== 'live') return;
    const available = availableCredits(await storage.listCreditLots(plan.scope.accountId), clock.now().getTime());
    if (available < plan.credits) throw insufficient(plan.credits, available);
  }

  const insufficient = (needed: number, available: number) =>
    new ProblemError(
      'insufficient_credits',
      `This estimate needs ${needed} credits and ${available} are available. Buy credits, then retry.`,
    );

  /** Runs the estimator (or the sandbox), then stores the estimate with its charge and idempotent answer in one transaction. */
  async function execute(plan: Plan, idempotency: Omit<IdempotentWrite, 'respond'>): Promise<EstimateAnswer> {
    const live = plan.scope.environment === 'live';
    const charging = live && plan.sandbox === null;
    const isAsync = plan.async || (plan.sandbox !== null && 'async' in plan.sandbox);
    // Before a paid model call, a cheap read spares it when the credits cannot pay (the write checks again).
    if (charging && !isAsync && idempotency.claim === null) await ensureCredits(plan);

    const now = clock.now().getTime();
    const frame: EstimateFrame = {
      id: ids.next('est'),
      scope: plan.scope,
      createdAt: now,
      metadata: plan.metadata,
      customerId: plan.customerId,
    };
    let estimate: Estimate;
    if (isAsync) {
      estimate = processingEstimate(frame, plan.region);
    } else if (plan.sandbox && 'answer' in plan.sandbox) {
      estimate = answeredEstimate(frame, regionOrReject(plan.sandbox.region, '/region'), plan.sandbox.answer, 0);
    } else {
      const rates = deps.accountRates?.(plan.scope.accountId);
      const answer = await estimator.estimate({
        region: plan.region.code,
        messages: plan.messages,
        photos: plan.photos,
        ...(rates ? { accountRates: rates } : {}),
      });
      estimate = answeredEstimate(frame, plan.region, answer, charging ? plan.credits : 0);
    }

    const spent = charging ? plan.credits : 0;
    const status = isAsync ? 202 : 200;
    const headersFor = (remaining: number): Record<string, string> =>
      isAsync ? { 'X-Credits-Held': String(spent) } : { 'X-Credits-Used': String(spent), 'X-Credits-Remaining': String(remaining) };

    const json = JSON.stringify(estimate);
    const write: EstimateWrite = {
      scope: plan.scope,
      json,
      now,
      stored: {
        estimate,
        parentId: plan.parentId,
        conversation: plan.messages,
        sandbox: plan.sandbox !== null,
        ...(plan.sandbox && 'async' in plan.sandbox ? { sandboxOutcome: plan.sandbox.async } : {}),
        ...(isAsync && plan.photos.length ? { photos: plan.photos } : {}),
        ...(isAsync ? { heldCredits: spent } : {}),
      },
      ...(charging
        ? { charge: { accountId: plan.scope.accountId, credits: plan.credits, mode: isAsync ? ('hold' as const) : ('spend' as const) } }
        : {}),
      ...(!live && plan.sandbox === null
        ? { dailyCap: { name: `test_estimates:${plan.scope.accountId}`, day: utcDay(now), limit: deps.testEstimatesPerDay } }
        : {}),
      idempotency: { ...idempotency, respond: (remaining) => ({ status, headers: headersFor(remaining) }) },
    };
    const saved = await storage.saveEstimate(write);
    if (!saved.ok) {
      if (saved.reason === 'idempotency') return fromStored(replayOrThrow(saved.refusal).replay);
      if (saved.reason === 'insufficient_credits') throw insufficient(plan.credits, saved.available);
      if (saved.reason === 'customer_missing') throw notFound('customer', plan.customerId ?? '');
      throw new ProblemError(
        'test_estimate_limit',
        `Test keys make at most ${deps.testEstimatesPerDay} real estimates per UTC day. Use sandbox: inputs, a live key, or wait for the next UTC day.`,
        {
          headers: { 'Retry-After': String(secondsToNextUtcDay(now)) },
        },
      );
    }
    if (isAsync) deps.onAsyncAccepted?.();
    if (charging) await deps.onCharged?.(plan.scope.accountId, saved.creditsRemaining);
    return {
      status,
      estimate,
      json,
      headers: { ...headersFor(saved.creditsRemaining), 'Idempotent-Replayed': 'false' },
      replayed: false,
    };
  }

  /**
   * Once per idempotency key: a plan that calls a slow estimator claims the key
   * first (fenced by an owner token); anything else is computed, then claimed
   * and stored in one transaction (a duplicate computes for nothing and replays).
   */
  async function once(request: IdempotentRequest, plan: () => Promise<Plan>): Promise<EstimateAnswer> {
    if (deps.claimBeforeEstimating) {
      const outcome = await idempotent({ storage, clock, ids }, request, async (owner) => {
        const p = await plan();
        return execute(p, { key: request.key, owner, claim: null });
      });
      return 'replay' in outcome ? fromStored(outcome.replay) : outcome.result;
    }
    const terms = claimTerms({ clock, ids }, request);
    return execute(await plan(), {
      key: request.key,
      owner: terms.owner,
      claim: { fingerprint: terms.fingerprint, expiresAt: terms.expiresAt, lockUntil: terms.lockUntil },
    });
  }

  function sandboxPlanFor(ctx: AuthContext, text: string | undefined): Plan['sandbox'] {
    const entry = sandboxEntryOf(text);
    if (entry === null) return null;
    if (ctx.scope.environment !== 'test') {
      throw new ProblemError(
        'sandbox_requires_test_key',
        'Sandbox inputs work with test keys only (svc_test_...). Send real text with a live key.',
        {
          errors: [{ pointer: '/input/text', message: 'sandbox input with a live key' }],
        },
      );
    }
    const sandbox = planSandbox(entry);
    return sandbox.kind === 'answer' ? { answer: sandbox.fixture.answer, region: sandbox.fixture.region } : { async: sandbox.outcome };
  }

  async function requireStored(scope: TenantScope, id: string): Promise<StoredEstimate> {
    const stored = await storage.getEstimate(scope, id);
    if (!stored) throw notFound('estimate', id);
    return stored;
  }

  /** A page of estimates as their stored JSON texts (the HTTP list splices them into the envelope). */
  async function listJson(
    ctx: AuthContext,
    query: Record<string, string>,
    filter: { customerId?: string } = {},
  ): Promise<{ json: string[]; hasMore: boolean }> {
    const q = parseQueryOf(operations.listEstimates, query);
    const page = await storage.listEstimates(ctx.scope, {
      limit: q.limit,
      ...(q.starting_after ? { startingAfter: q.starting_after } : {}),
      ...(q.status ? { status: q.status } : {}),
      ...(q.from ? { from: Date.parse(`${q.from}T00:00:00.000Z`) } : {}),
      ...(q.to ? { to: Date.parse(`${q.to}T23:59:59.999Z`) } : {}),
      ...filter,
    });
    if (!page.ok)
      throw new ProblemError(
        'invalid_cursor',
        `starting_after '${q.starting_after}' names no estimate of this list. Pass the id of the last item of the previous page.`,
        { errors: [{ parameter: 'starting_after', message: 'unknown id' }] },
      );
    return { json: page.items, hasMore: page.hasMore };
  }

  return {
    async create(ctx: AuthContext, body: unknown, idempotencyKeyHeader: string | null | undefined): Promise<EstimateAnswer> {
      const key = requireIdempotencyKey(idempotencyKeyHeader);
      const input = parseBodyOf(operations.createEstimate, body);
      const region = regionOrReject(input.region, '/region');
      // Links only to a customer of the caller's account and environment (404 otherwise, like any foreign id).
      if (input.customer_id !== undefined && !(await storage.getCustomer(ctx.scope, input.customer_id)))
        throw notFound('customer', input.customer_id);
      return once({ scope: ctx.scope, key, operation: 'POST /v1/estimates', body }, async () => ({
        scope: ctx.scope,
        region,
        messages: messagesOf(input.input),
        photos: input.input.photos ?? [],
        metadata: input.metadata ?? {},
        customerId: input.customer_id,
        parentId: null,
        async: input.mode === 'async',
        credits: estimateCost(input.input),
        sandbox: sandboxPlanFor(ctx, input.input.text),
      }));
    },

    async followUp(ctx: AuthContext, id: string, body: unknown, idempotencyKeyHeader: string | null | undefined): Promise<EstimateAnswer> {
      const key = requireIdempotencyKey(idempotencyKeyHeader);
      const input = parseBodyOf(operations.followUpEstimate, body);
      return once({ scope: ctx.scope, key, operation: `POST /v1/estimates/${id}/follow-up`, body }, async () => {
        const parent = await requireStored(ctx.scope, id);
        if (parent.estimate.status !== 'needs_detail') {
          throw new ProblemError(
            'estimate_not_awaiting_detail',
            `Estimate ${id} has status '${parent.estimate.status}'; only an estimate with status 'needs_detail' takes a follow-up. Create a new estimate instead.`,
          );
        }
        const fixture = sandboxFixtures.priced;
        return {
          scope: ctx.scope,
          region: regionOrReject(parent.estimate.region, '/region'),
          messages: [...parent.conversation, ...input.input.messages],
          photos: [],
          metadata: input.metadata ?? parent.estimate.metadata,
          customerId: parent.estimate.customer_id,
          parentId: parent.estimate.id,
          async: input.mode === 'async',
          credits: creditCost.followUp,
          // A sandbox question is answered by the fixed priced example (decisions.md).
          sandbox: parent.sandbox
            ? input.mode === 'async'
              ? { async: 'priced' }
              : { answer: fixture.answer, region: fixture.region }
            : null,
        };
      });
    },

    async get(ctx: AuthContext, id: string): Promise<Estimate> {
      return (await requireStored(ctx.scope, id)).estimate;
    },

    /**
     * The estimate's JSON exactly as stored (GET /v1/estimates/{id} sends it without parsing); without a
     * promise when the storage answers without one (an unknown id then throws at once).
     */
    getJson(ctx: AuthContext, id: string): string | Promise<string> {
      const found = (json: string | null) => {
        if (json === null) throw notFound('estimate', id);
        return json;
      };
      const json = storage.getEstimateJson(ctx.scope, id);
      return json instanceof Promise ? json.then(found) : found(json);
    },

    async remove(ctx: AuthContext, id: string): Promise<void> {
      const deleted = await storage.deleteEstimate(ctx.scope, id, clock.now().getTime());
      if (!deleted) throw notFound('estimate', id);
    },

    listJson,

    async list(
      ctx: AuthContext,
      query: Record<string, string>,
      filter: { customerId?: string } = {},
    ): Promise<{ data: Estimate[]; hasMore: boolean }> {
      const page = await listJson(ctx, query, filter);
      return { data: page.json.map((json) => JSON.parse(json) as Estimate), hasMore: page.hasMore };
    },
  };
}

export type Estimates = ReturnType<typeof createEstimates>;
