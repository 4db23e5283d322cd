/**
 * The service as a library caller sees it: inputs typed from the operation
 * declarations whose schemas validate them (core/operations.ts), instead of the `unknown` bodies
 * and string maps the HTTP layer hands over. Only types: the functions are the
 * service's own, which still validate everything at run time.
 */
import type { AuthContext } from './accounts/service.js';
import type { EstimateService } from './index.js';
import type { BodyInput, QueryInput } from './operation.js';
import type { operations } from './operations.js';

type Ops = typeof operations;
export type CreateEstimateInput = BodyInput<Ops['createEstimate']>;
export type FollowUpEstimateInput = BodyInput<Ops['followUpEstimate']>;
export type ListEstimatesInput = QueryInput<Ops['listEstimates']>;
export type CreateWebhookEndpointInput = BodyInput<Ops['createWebhookEndpoint']>;
export type UpdateWebhookEndpointInput = BodyInput<Ops['updateWebhookEndpoint']>;
export type ListPageInput = QueryInput<Ops['listWebhookEndpoints']>;
export type ListEventsInput = QueryInput<Ops['listEvents']>;
export type RedeliverEventInput = BodyInput<Ops['redeliverEvent']>;
export type CreateCustomerInput = BodyInput<Ops['createCustomer']>;
export type UpdateCustomerInput = BodyInput<Ops['updateCustomer']>;
export type ListCustomersInput = QueryInput<Ops['listCustomers']>;
export type PutRecordInput = BodyInput<Ops['putRecord']>;
export type ListRecordsInput = QueryInput<Ops['listRecords']>;
export type UsageQueryInput = QueryInput<Ops['getUsage']>;

type Core = EstimateService;
type Key = string | null | undefined;
/** T with the members of U replaced. */
type Retyped<T, U> = Omit<T, keyof U> & U;

export type TypedEstimates = Retyped<
  Core['estimates'],
  {
    create(ctx: AuthContext, input: CreateEstimateInput, idempotencyKey: Key): ReturnType<Core['estimates']['create']>;
    followUp(ctx: AuthContext, id: string, input: FollowUpEstimateInput, idempotencyKey: Key): ReturnType<Core['estimates']['followUp']>;
    list(ctx: AuthContext, query: ListEstimatesInput, filter?: { customerId?: string }): ReturnType<Core['estimates']['list']>;
  }
>;

export type TypedWebhookEndpoints = Retyped<
  Core['webhookEndpoints'],
  {
    create(ctx: AuthContext, input: CreateWebhookEndpointInput): ReturnType<Core['webhookEndpoints']['create']>;
    update(ctx: AuthContext, id: string, input: UpdateWebhookEndpointInput): ReturnType<Core['webhookEndpoints']['update']>;
    list(ctx: AuthContext, query: ListPageInput): ReturnType<Core['webhookEndpoints']['list']>;
  }
>;

export type TypedEvents = Retyped<
  Core['events'],
  {
    list(ctx: AuthContext, query: ListEventsInput): ReturnType<Core['events']['list']>;
    redeliver(ctx: AuthContext, id: string, input: RedeliverEventInput): ReturnType<Core['events']['redeliver']>;
  }
>;

export type TypedCustomers = Retyped<
  Core['customers'],
  {
    create(ctx: AuthContext, input: CreateCustomerInput, idempotencyKey: Key): ReturnType<Core['customers']['create']>;
    update(ctx: AuthContext, id: string, input: UpdateCustomerInput): ReturnType<Core['customers']['update']>;
    list(ctx: AuthContext, query: ListCustomersInput): ReturnType<Core['customers']['list']>;
    listEstimates(ctx: AuthContext, id: string, query: ListEstimatesInput): ReturnType<Core['customers']['listEstimates']>;
  }
>;

export type TypedRecords = Retyped<
  Core['records'],
  {
    put(ctx: AuthContext, collection: string, id: string, input: PutRecordInput): ReturnType<Core['records']['put']>;
    list(ctx: AuthContext, collection: string, query: ListRecordsInput): ReturnType<Core['records']['list']>;
  }
>;

export type TypedUsage = Retyped<
  Core['usage'],
  {
    query(scope: AuthContext['scope'], query: UsageQueryInput): ReturnType<Core['usage']['query']>;
  }
>;

/** `EstimateService` with typed inputs; assignable to it (createApiApp takes either). */
export type TypedEstimateService = Retyped<
  Core,
  {
    estimates: TypedEstimates;
    webhookEndpoints: TypedWebhookEndpoints;
    events: TypedEvents;
    customers: TypedCustomers;
    records: TypedRecords;
    usage: TypedUsage;
  }
>;
