/**
 * Every operation of the /v1 API, declared once (core/operation.ts): the core
 * services parse their input through these, and the HTTP route table
 * (appliance/http/routes/) documents them from these.
 */
import { defineOperation } from './operation.js';
import { AccountResource, ApiRootResource, BalanceResource } from './schemas/account.js';
import { listOf } from './schemas/common.js';
import { CreateCustomerBody, CustomerResource, ListCustomersQuery, UpdateCustomerBody } from './schemas/customer.js';
import { CreateEstimateBody, EstimateResource, FollowUpBody, ListEstimatesQuery } from './schemas/estimate.js';
import { EventResource, EventWithDeliveriesResource, ListEventsQuery, RedeliverBody, RedeliveryResource } from './schemas/event.js';
import { ListRecordsQuery, PutRecordBody, RecordPath, RecordResource } from './schemas/record.js';
import { ListTasksQuery, RegionResource, TaskResource } from './schemas/reference.js';
import { UsageQuery, UsageResource } from './schemas/usage.js';
import { CreateEndpointBody, PageQuery, UpdateEndpointBody, WebhookEndpointResource } from './schemas/webhook-endpoint.js';

const answerHeaders = ['X-Credits-Used', 'X-Credits-Remaining', 'X-Credits-Held', 'Idempotent-Replayed'] as const;
const creationProblems = [
  'invalid_request',
  'idempotency_key_missing',
  'insufficient_credits',
  'idempotency_in_progress',
  'idempotency_key_reused',
  'validation_failed',
  'content_rejected',
  'unknown_sandbox_entry',
  'sandbox_requires_test_key',
  'test_estimate_limit',
  'model_unavailable',
  'estimator_timeout',
  'payload_too_large',
  'unsupported_media_type',
] as const;

const account = {
  getApiRoot: defineOperation({ id: 'getApiRoot', output: { 200: ApiRootResource }, problems: ['unsupported_version'] }),
  getMe: defineOperation({ id: 'getMe', output: { 200: AccountResource }, problems: [] }),
  getBalance: defineOperation({ id: 'getBalance', output: { 200: BalanceResource }, problems: [] }),
  getUsage: defineOperation({ id: 'getUsage', query: UsageQuery, output: { 200: UsageResource }, problems: ['invalid_parameter'] }),
};

const reference = {
  listRegions: defineOperation({ id: 'listRegions', output: { 200: listOf(RegionResource) }, problems: [] }),
  listTasks: defineOperation({
    id: 'listTasks',
    query: ListTasksQuery,
    output: { 200: listOf(TaskResource) },
    problems: ['invalid_parameter', 'invalid_cursor', 'validation_failed'],
  }),
};

const estimates = {
  createEstimate: defineOperation({
    id: 'createEstimate',
    body: CreateEstimateBody,
    idempotencyKey: 'required',
    output: { 200: EstimateResource, 202: EstimateResource },
    headers: answerHeaders,
    problems: [...creationProblems, 'not_found'],
  }),
  listEstimates: defineOperation({
    id: 'listEstimates',
    query: ListEstimatesQuery,
    output: { 200: listOf(EstimateResource) },
    problems: ['invalid_parameter', 'invalid_cursor'],
  }),
  getEstimate: defineOperation({ id: 'getEstimate', output: { 200: EstimateResource }, problems: ['not_found'] }),
  deleteEstimate: defineOperation({ id: 'deleteEstimate', output: { 204: null }, problems: ['not_found'] }),
  followUpEstimate: defineOperation({
    id: 'followUpEstimate',
    body: FollowUpBody,
    idempotencyKey: 'required',
    output: { 200: EstimateResource, 202: EstimateResource },
    headers: answerHeaders,
    problems: [...creationProblems, 'not_found', 'estimate_not_awaiting_detail'],
  }),
};

const webhookEndpoints = {
  listWebhookEndpoints: defineOperation({
    id: 'listWebhookEndpoints',
    query: PageQuery,
    output: { 200: listOf(WebhookEndpointResource) },
    problems: ['invalid_parameter', 'invalid_cursor'],
  }),
  createWebhookEndpoint: defineOperation({
    id: 'createWebhookEndpoint',
    body: CreateEndpointBody,
    output: { 201: WebhookEndpointResource },
    problems: [
      'invalid_request',
      'webhook_url_rejected',
      'webhook_endpoint_limit',
      'validation_failed',
      'unsupported_media_type',
      'payload_too_large',
    ],
  }),
  getWebhookEndpoint: defineOperation({ id: 'getWebhookEndpoint', output: { 200: WebhookEndpointResource }, problems: ['not_found'] }),
  updateWebhookEndpoint: defineOperation({
    id: 'updateWebhookEndpoint',
    body: UpdateEndpointBody,
    output: { 200: WebhookEndpointResource },
    problems: [
      'not_found',
      'invalid_request',
      'webhook_url_rejected',
      'webhook_endpoint_limit',
      'validation_failed',
      'unsupported_media_type',
    ],
  }),
  deleteWebhookEndpoint: defineOperation({ id: 'deleteWebhookEndpoint', output: { 204: null }, problems: ['not_found'] }),
  rotateWebhookSecret: defineOperation({ id: 'rotateWebhookSecret', output: { 200: WebhookEndpointResource }, problems: ['not_found'] }),
  testWebhookEndpoint: defineOperation({ id: 'testWebhookEndpoint', output: { 202: EventResource }, problems: ['not_found'] }),
};

const events = {
  listEvents: defineOperation({
    id: 'listEvents',
    query: ListEventsQuery,
    output: { 200: listOf(EventResource) },
    problems: ['invalid_parameter', 'invalid_cursor'],
  }),
  getEvent: defineOperation({ id: 'getEvent', output: { 200: EventWithDeliveriesResource }, problems: ['not_found'] }),
  redeliverEvent: defineOperation({
    id: 'redeliverEvent',
    body: RedeliverBody,
    output: { 202: RedeliveryResource },
    problems: ['not_found', 'event_not_redeliverable', 'invalid_request', 'validation_failed'],
  }),
};

const customers = {
  listCustomers: defineOperation({
    id: 'listCustomers',
    query: ListCustomersQuery,
    output: { 200: listOf(CustomerResource) },
    problems: ['addon_not_enabled', 'invalid_parameter', 'invalid_cursor'],
  }),
  createCustomer: defineOperation({
    id: 'createCustomer',
    body: CreateCustomerBody,
    idempotencyKey: 'optional',
    output: { 201: CustomerResource },
    headers: ['Idempotent-Replayed'],
    problems: [
      'addon_not_enabled',
      'invalid_request',
      'validation_failed',
      'external_id_taken',
      'records_cap_reached',
      'idempotency_in_progress',
      'idempotency_key_reused',
      'unsupported_media_type',
      'payload_too_large',
    ],
  }),
  getCustomer: defineOperation({ id: 'getCustomer', output: { 200: CustomerResource }, problems: ['addon_not_enabled', 'not_found'] }),
  updateCustomer: defineOperation({
    id: 'updateCustomer',
    body: UpdateCustomerBody,
    output: { 200: CustomerResource },
    problems: ['addon_not_enabled', 'not_found', 'invalid_request', 'validation_failed', 'external_id_taken', 'unsupported_media_type'],
  }),
  deleteCustomer: defineOperation({ id: 'deleteCustomer', output: { 204: null }, problems: ['addon_not_enabled', 'not_found'] }),
  listCustomerEstimates: defineOperation({
    id: 'listCustomerEstimates',
    query: ListEstimatesQuery,
    output: { 200: listOf(EstimateResource) },
    problems: ['addon_not_enabled', 'not_found', 'invalid_parameter', 'invalid_cursor'],
  }),
};

const records = {
  listRecords: defineOperation({
    id: 'listRecords',
    params: RecordPath,
    query: ListRecordsQuery,
    output: { 200: listOf(RecordResource) },
    problems: ['addon_not_enabled', 'invalid_parameter', 'invalid_cursor'],
  }),
  putRecord: defineOperation({
    id: 'putRecord',
    params: RecordPath,
    body: PutRecordBody,
    output: { 200: RecordResource, 201: RecordResource },
    problems: [
      'addon_not_enabled',
      'invalid_parameter',
      'invalid_request',
      'validation_failed',
      'payload_too_large',
      'records_cap_reached',
      'unsupported_media_type',
    ],
  }),
  getRecord: defineOperation({
    id: 'getRecord',
    params: RecordPath,
    output: { 200: RecordResource },
    problems: ['addon_not_enabled', 'invalid_parameter', 'not_found'],
  }),
  deleteRecord: defineOperation({
    id: 'deleteRecord',
    params: RecordPath,
    output: { 204: null },
    problems: ['addon_not_enabled', 'invalid_parameter', 'not_found'],
  }),
};

/** The operations, by operationId. */
export const operations = { ...account, ...reference, ...estimates, ...webhookEndpoints, ...events, ...customers, ...records };
export type OperationId = keyof typeof operations;
