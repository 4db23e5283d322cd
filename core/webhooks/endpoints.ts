import type { AuthContext } from '../accounts/service.js';
import type { Sealer } from '../crypto/sealer.js';
import type { Emit } from '../events/emitter.js';
import { notFound, ProblemError } from '../errors/problem.js';
import type { Clock, Ids } from '../ports.js';
import type { WebhookStorage } from './storage-port.js';
import { parseBodyOf, parseQueryOf } from '../operation.js';
import { operations } from '../operations.js';
import { renderEndpoint } from './render.js';
import type { WebhookEndpointRecord } from './types.js';
import { checkWebhookUrl, type UrlCheckDeps } from './url-check.js';

export const activeEndpointLimit = 16;
export const secretOverlapMs = 24 * 3_600_000;

const limitReached = () =>
  new ProblemError(
    'webhook_endpoint_limit',
    `An environment has at most ${activeEndpointLimit} active webhook endpoints. Disable or delete one first.`,
  );

export function createWebhookEndpoints(deps: {
  storage: WebhookStorage;
  clock: Clock;
  ids: Ids;
  sealer: Sealer;
  urls: UrlCheckDeps;
  emit: Emit;
}) {
  const { storage, clock, ids, sealer } = deps;
  const newSecret = () => `svcsec_${ids.token(40)}`;

  async function requireEndpoint(ctx: AuthContext, id: string): Promise<WebhookEndpointRecord> {
    const endpoint = await storage.getWebhookEndpoint(ctx.scope, id);
    if (!endpoint) throw notFound('webhook endpoint', id);
    return endpoint;
  }

  async function save(next: WebhookEndpointRecord): Promise<void> {
    const saved = await storage.updateWebhookEndpoint(next, activeEndpointLimit);
    if (saved === 'limit') throw limitReached();
    if (saved === 'missing') throw notFound('webhook endpoint', next.id);
  }

  return {
    async create(ctx: AuthContext, body: unknown) {
      const input = parseBodyOf(operations.createWebhookEndpoint, body);
      const url = await checkWebhookUrl(input.url, deps.urls);
      const secret = newSecret();
      const endpoint: WebhookEndpointRecord = {
        id: ids.next('whe'),
        accountId: ctx.account.id,
        environment: ctx.scope.environment,
        url,
        description: input.description ?? '',
        events: input.events ?? ['*'],
        status: 'active',
        disabledReason: null,
        apiVersion: ctx.account.apiVersion,
        secretSealed: sealer.seal(secret),
        previousSecretSealed: null,
        previousSecretExpiresAt: null,
        createdAt: clock.now().getTime(),
      };
      if ((await storage.createWebhookEndpoint(endpoint, activeEndpointLimit)) === 'limit') throw limitReached();
      return renderEndpoint(endpoint, secret);
    },

    async get(ctx: AuthContext, id: string) {
      return renderEndpoint(await requireEndpoint(ctx, id));
    },

    async list(ctx: AuthContext, query: Record<string, string>) {
      const q = parseQueryOf(operations.listWebhookEndpoints, query);
      const page = await storage.listWebhookEndpoints(ctx.scope, {
        limit: q.limit,
        ...(q.starting_after ? { startingAfter: q.starting_after } : {}),
      });
      if (!page.ok)
        throw new ProblemError('invalid_cursor', `starting_after '${q.starting_after}' names no webhook endpoint of this list.`, {
          errors: [{ parameter: 'starting_after', message: 'unknown id' }],
        });
      return { data: page.items.map((e) => renderEndpoint(e)), hasMore: page.hasMore };
    },

    async update(ctx: AuthContext, id: string, body: unknown) {
      const input = parseBodyOf(operations.updateWebhookEndpoint, body);
      const current = await requireEndpoint(ctx, id);
      const next: WebhookEndpointRecord = { ...current };
      if (input.description !== undefined) next.description = input.description;
      if (input.events !== undefined) next.events = input.events;
      const reactivating = input.status === 'active' && current.status !== 'active';
      if (input.url !== undefined && input.url !== current.url) next.url = await checkWebhookUrl(input.url, deps.urls);
      else if (reactivating) await checkWebhookUrl(current.url, deps.urls);
      if (input.status !== undefined && input.status !== current.status) {
        next.status = input.status;
        next.disabledReason = input.status === 'disabled' ? 'manual' : null;
      }
      await save(next);
      return renderEndpoint(next);
    },

    async remove(ctx: AuthContext, id: string): Promise<void> {
      if (!(await storage.deleteWebhookEndpoint(ctx.scope, id))) throw notFound('webhook endpoint', id);
    },

    /** New secret from now on; the one it replaces signs too for 24 hours. An older one ends at once. */
    async rotateSecret(ctx: AuthContext, id: string) {
      const current = await requireEndpoint(ctx, id);
      const secret = newSecret();
      const next: WebhookEndpointRecord = {
        ...current,
        secretSealed: sealer.seal(secret),
        previousSecretSealed: current.secretSealed,
        previousSecretExpiresAt: clock.now().getTime() + secretOverlapMs,
      };
      await save(next);
      return renderEndpoint(next, secret);
    },

    /** Sends `webhook.test` to this endpoint only, once, whatever its subscription or status. */
    async sendTest(ctx: AuthContext, id: string) {
      const endpoint = await requireEndpoint(ctx, id);
      const event = await deps.emit(
        { scope: ctx.scope, type: 'webhook.test', apiVersion: ctx.account.apiVersion, object: renderEndpoint(endpoint) },
        { to: 'endpoint', endpointId: endpoint.id, jobId: ids.next('del') },
      );
      return JSON.parse(event.body) as unknown;
    },
  };
}

/** Secrets that sign a delivery now: the current one, and the previous one during its overlap. */
export function signingSecrets(endpoint: WebhookEndpointRecord, sealer: Sealer, now: number): string[] {
  const secrets = [sealer.open(endpoint.secretSealed)];
  if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt !== null && endpoint.previousSecretExpiresAt > now) {
    secrets.push(sealer.open(endpoint.previousSecretSealed));
  }
  return secrets;
}
