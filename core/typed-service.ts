/**
 * The service as a library caller sees it: inputs typed from the same valibot
 * schemas that validate them (`v.InferInput`), instead of the `unknown` bodies
 * and string maps the HTTP layer hands over. Only types: the functions are the
 * service's own, which still validate everything at run time.
 */
import type * as v from 'valibot';
import type { AuthContext } from './accounts/service.js';
import type { EstimateService } from './index.js';
import type { CreateEstimateBody, FollowUpBody, ListEstimatesQuery } from './schemas/estimates.js';
import type { CreateCustomerBody, ListCustomersQuery, ListRecordsQuery, PutRecordBody, UpdateCustomerBody } from './schemas/records.js';
import type { UsageQuery } from './schemas/usage.js';
import type { CreateEndpointBody, ListEventsQuery, PageQuery, RedeliverBody, UpdateEndpointBody } from './schemas/webhooks.js';

export type CreateEstimateInput = v.InferInput<typeof CreateEstimateBody>;
export type FollowUpEstimateInput = v.InferInput<typeof FollowUpBody>;
export type ListEstimatesInput = v.InferInput<typeof ListEstimatesQuery>;
export type CreateWebhookEndpointInput = v.InferInput<typeof CreateEndpointBody>;
export type UpdateWebhookEndpointInput = v.InferInput<typeof UpdateEndpointBody>;
export type ListPageInput = v.InferInput<typeof PageQuery>;
export type ListEventsInput = v.InferInput<typeof ListEventsQuery>;
export type RedeliverEventInput = v.InferInput<typeof RedeliverBody>;
export type CreateCustomerInput = v.InferInput<typeof CreateCustomerBody>;
export type UpdateCustomerInput = v.InferInput<typeof UpdateCustomerBody>;
export type ListCustomersInput = v.InferInput<typeof ListCustomersQuery>;
export type PutRecordInput = v.InferInput<typeof PutRecordBody>;
export type ListRecordsInput = v.InferInput<typeof ListRecordsQuery>;
export type UsageQueryInput = v.InferInput<typeof UsageQuery>;

type Core = EstimateService;
type Key = string | null | undefined;
/** T with the members of U replaced. */
type Retyped<T, U> = Omit<T, keyof U> & U;

export type TypedEstimates = Retyped<Core['estimates'], {
  create(ctx: AuthContext, input: CreateEstimateInput, idempotencyKey: Key): ReturnType<Core['estimates']['create']>;
  followUp(ctx: AuthContext, id: string, input: FollowUpEstimateInput, idempotencyKey: Key): ReturnType<Core['estimates']['followUp']>;
  list(ctx: AuthContext, query: ListEstimatesInput, filter?: { customerId?: string }): ReturnType<Core['estimates']['list']>;
}>;

export type TypedWebhookEndpoints = Retyped<Core['webhookEndpoints'], {
  create(ctx: AuthContext, input: CreateWebhookEndpointInput): ReturnType<Core['webhookEndpoints']['create']>;
  update(ctx: AuthContext, id: string, input: UpdateWebhookEndpointInput): ReturnType<Core['webhookEndpoints']['update']>;
  list(ctx: AuthContext, query: ListPageInput): ReturnType<Core['webhookEndpoints']['list']>;
}>;

export type TypedEvents = Retyped<Core['events'], {
  list(ctx: AuthContext, query: ListEventsInput): ReturnType<Core['events']['list']>;
  redeliver(ctx: AuthContext, id: string, input: RedeliverEventInput): ReturnType<Core['events']['redeliver']>;
}>;

export type TypedCustomers = Retyped<Core['customers'], {
  create(ctx: AuthContext, input: CreateCustomerInput, idempotencyKey: Key): ReturnType<Core['customers']['create']>;
  update(ctx: AuthContext, id: string, input: UpdateCustomerInput): ReturnType<Core['customers']['update']>;
  list(ctx: AuthContext, query: ListCustomersInput): ReturnType<Core['customers']['list']>;
  listEstimates(ctx: AuthContext, id: string, query: ListEstimatesInput): ReturnType<Core['customers']['listEstimates']>;
}>;

export type TypedRecords = Retyped<Core['records'], {
  put(ctx: AuthContext, collection: string, id: string, input: PutRecordInput): ReturnType<Core['records']['put']>;
  list(ctx: AuthContext, collection: string, query: ListRecordsInput): ReturnType<Core['records']['list']>;
}>;

export type TypedUsage = Retyped<Core['usage'], {
  query(scope: AuthContext['scope'], query: UsageQueryInput): ReturnType<Core['usage']['query']>;
}>;

/** `EstimateService` with typed inputs; assignable to it (createApiApp takes either). */
export type TypedEstimateService = Retyped<Core, {
  estimates: TypedEstimates;
  webhookEndpoints: TypedWebhookEndpoints;
  events: TypedEvents;
  customers: TypedCustomers;
  records: TypedRecords;
  usage: TypedUsage;
}>;
