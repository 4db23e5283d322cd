import type { AuthContext } from '../accounts/service.js';
import type { Sealer } from '../crypto/sealer.js';
import { notFound, ProblemError } from '../errors/problem.js';
import type { Estimates } from '../estimates/service.js';
import { idempotent, replayOrThrow, requireIdempotencyKey } from '../idempotency/guard.js';
import type { IdempotencyStorage, StoredResponse } from '../idempotency/storage-port.js';
import type { Clock, Ids, TenantScope } from '../ports.js';
import type { RecordsStorage } from './storage-port.js';
import type { ReferenceData } from '../reference/types.js';
import { parseBodyOf, parseQueryOf } from '../operation.js';
import { operations } from '../operations.js';
import type { CreateCustomerBody, CustomerResource } from '../schemas/customer.js';
import { capReached } from './cap.js';
import { renderCustomer } from './render.js';
import type { CustomerPatch, CustomerRecord } from './types.js';

export interface CustomerAnswer {
  status: 201;
  customer: CustomerResource;
  headers: Record<string, string>;
}

const externalIdTaken = (externalId: string) =>
  new ProblemError(
    'external_id_taken',
    `A customer with external_id '${externalId}' already exists in this environment. GET /v1/customers?external_id=${externalId} finds it.`,
    {
      errors: [{ pointer: '/external_id', message: 'already taken' }],
    },
  );

export function createCustomers(deps: {
  storage: RecordsStorage & IdempotencyStorage;
  clock: Clock;
  ids: Ids;
  sealer: Sealer;
  reference: ReferenceData;
  estimates: Estimates;
  cap: number;
}) {
  const { storage, clock, ids, sealer, reference } = deps;
  const seal = (value: string | null | undefined) => (value === null || value === undefined ? null : sealer.seal(value));

  function regionOrReject(code: string | null | undefined): string | null {
    if (code === null || code === undefined) return null;
    if (!reference.region(code)) {
      throw new ProblemError('validation_failed', `Unknown region '${code}'. GET /v1/regions lists the codes.`, {
        errors: [{ pointer: '/region_code', message: 'unknown region' }],
      });
    }
    return code;
  }

  async function requireCustomer(scope: TenantScope, id: string): Promise<CustomerRecord> {
    const customer = await storage.getCustomer(scope, id);
    if (!customer) throw notFound('customer', id);
    return customer;
  }

  /** The first answer under a key, opened again (it is stored sealed). */
  const replayed = (replay: StoredResponse): CustomerAnswer => ({
    status: 201,
    customer: JSON.parse(sealer.open(replay.body)) as CustomerResource,
    headers: { 'Idempotent-Replayed': 'true' },
  });

  /**
   * Inserts the customer; with a key, its answer is stored sealed (it carries
   * phone and e-mail) in the same transaction, and only while `owner` still holds the claim.
   */
  async function insert(ctx: AuthContext, input: CreateCustomerBody, key: { key: string; owner: string } | null): Promise<CustomerAnswer> {
    const now = clock.now().getTime();
    const customer: CustomerRecord = {
      id: ids.next('cus'),
      accountId: ctx.account.id,
      environment: ctx.scope.environment,
      externalId: input.external_id,
      name: input.name,
      phoneSealed: seal(input.phone),
      emailSealed: seal(input.email),
      regionCode: regionOrReject(input.region_code),
      metadata: input.metadata ?? {},
      createdAt: now,
      updatedAt: now,
    };
    const rendered = renderCustomer(customer, sealer);
    const response: StoredResponse = { status: 201, headers: {}, body: sealer.seal(JSON.stringify(rendered)) };
    const saved = await storage.createCustomer({ customer, cap: deps.cap, ...(key ? { idempotency: { ...key, response } } : {}) });
    if (typeof saved === 'object') return replayed(replayOrThrow(saved.refusal).replay);
    if (saved === 'external_id_taken') throw externalIdTaken(input.external_id);
    if (saved === 'cap') throw capReached(deps.cap);
    return { status: 201, customer: rendered, headers: key ? { 'Idempotent-Replayed': 'false' } : {} };
  }

  return {
    /** POST /customers; `Idempotency-Key` is optional here (decisions.md) and replays the first 201. */
    async create(ctx: AuthContext, body: unknown, idempotencyKeyHeader: string | null | undefined): Promise<CustomerAnswer> {
      const input = parseBodyOf(operations.createCustomer, body);
      if (idempotencyKeyHeader === null || idempotencyKeyHeader === undefined) return insert(ctx, input, null);
      const key = requireIdempotencyKey(idempotencyKeyHeader);
      const outcome = await idempotent({ storage, clock, ids }, { scope: ctx.scope, key, operation: 'POST /v1/customers', body }, (owner) =>
        insert(ctx, input, { key, owner }),
      );
      return 'result' in outcome ? outcome.result : replayed(outcome.replay);
    },

    async get(ctx: AuthContext, id: string) {
      return renderCustomer(await requireCustomer(ctx.scope, id), sealer);
    },

    async list(ctx: AuthContext, query: Record<string, string>) {
      const q = parseQueryOf(operations.listCustomers, query);
      const page = await storage.listCustomers(ctx.scope, {
        limit: q.limit,
        ...(q.starting_after ? { startingAfter: q.starting_after } : {}),
        ...(q.external_id ? { externalId: q.external_id } : {}),
      });
      if (!page.ok)
        throw new ProblemError(
          'invalid_cursor',
          `starting_after '${q.starting_after}' names no customer of this list. Pass the id of the last item of the previous page.`,
          { errors: [{ parameter: 'starting_after', message: 'unknown id' }] },
        );
      return { data: page.items.map((c) => renderCustomer(c, sealer)), hasMore: page.hasMore };
    },

    async update(ctx: AuthContext, id: string, body: unknown) {
      const input = parseBodyOf(operations.updateCustomer, body);
      const patch: CustomerPatch = {};
      if (input.external_id !== undefined) patch.externalId = input.external_id;
      if (input.name !== undefined) patch.name = input.name;
      if (input.phone !== undefined) patch.phoneSealed = seal(input.phone);
      if (input.email !== undefined) patch.emailSealed = seal(input.email);
      if (input.region_code !== undefined) patch.regionCode = regionOrReject(input.region_code);
      if (input.metadata !== undefined) patch.metadata = input.metadata;
      const updated = await storage.updateCustomer(ctx.scope, id, patch, clock.now().getTime());
      if (updated === 'missing') throw notFound('customer', id);
      if (updated === 'external_id_taken') throw externalIdTaken(input.external_id ?? '');
      return renderCustomer(updated, sealer);
    },

    /** Deletes the customer; its estimates stay, unlinked. */
    async remove(ctx: AuthContext, id: string): Promise<void> {
      if (!(await storage.deleteCustomer(ctx.scope, id))) throw notFound('customer', id);
    },

    /** GET /customers/{id}/estimates: the estimate list, same query, only this customer's. */
    async listEstimates(ctx: AuthContext, id: string, query: Record<string, string>) {
      await requireCustomer(ctx.scope, id);
      return deps.estimates.list(ctx, query, { customerId: id });
    },
  };
}

export type Customers = ReturnType<typeof createCustomers>;
