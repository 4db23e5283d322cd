import * as v from 'valibot';
import type { EstimateService } from '../../../core/index.js';
import { ListEstimatesQuery } from '../../../core/schemas/estimates.js';
import { CreateCustomerBody, ListCustomersQuery, ListRecordsQuery, PutRecordBody, RecordPath, UpdateCustomerBody } from '../../../core/schemas/records.js';
import { EstimateResource, listOf } from '../../../core/schemas/resources.js';
import { listBody, type Route } from '../route.js';

const addon = 'records' as const;
const customersScope = 'customers:write';

const Customer = v.object({
  id: v.pipe(v.string(), v.startsWith('cus_')), object: v.literal('customer'), external_id: v.string(), name: v.string(),
  phone: v.nullable(v.string()), email: v.nullable(v.string()), region_code: v.nullable(v.string()), environment: v.picklist(['test', 'live']),
  metadata: v.record(v.string(), v.string()), created_at: v.pipe(v.string(), v.isoTimestamp()), updated_at: v.pipe(v.string(), v.isoTimestamp()),
});
const RecordResource = v.object({
  object: v.literal('record'), collection: v.string(), id: v.string(), data: v.record(v.string(), v.unknown()),
  updated_at_ms: v.pipe(v.number(), v.integer()), created_at: v.pipe(v.string(), v.isoTimestamp()),
});

/** Customers and JSON records (Records add-on): 403 addon_not_enabled without it, scopes per operation. */
export function recordsRoutes(service: EstimateService): Route[] {
  const { customers, records } = service;
  const tag = 'Customers';
  const recordsTag = 'Records';
  return [
    {
      method: 'GET', path: '/v1/customers', scope: customersScope, addon,
      handle: async ({ ctx, query }) => ({ status: 200, body: listBody('/v1/customers', await customers.list(ctx, query)) }),
      doc: { operationId: 'listCustomers', summary: 'Customers, newest first (external_id: only that customer)', tag, query: ListCustomersQuery, responses: { 200: listOf(Customer) }, problems: ['addon_not_enabled', 'invalid_parameter', 'invalid_cursor'] },
    },
    {
      method: 'POST', path: '/v1/customers', scope: customersScope, addon, body: 'required',
      handle: async ({ ctx, body, headers }) => {
        const answer = await customers.create(ctx, body, headers.get('idempotency-key'));
        return { status: answer.status, body: answer.customer, headers: answer.headers };
      },
      doc: {
        operationId: 'createCustomer', summary: 'Create a customer (phone and e-mail are stored encrypted)', tag, request: CreateCustomerBody, idempotencyKey: 'optional',
        responses: { 201: Customer }, headers: ['Idempotent-Replayed'],
        problems: ['addon_not_enabled', 'invalid_request', 'validation_failed', 'external_id_taken', 'records_cap_reached', 'idempotency_in_progress', 'idempotency_key_reused', 'unsupported_media_type', 'payload_too_large'],
      },
    },
    {
      method: 'GET', path: '/v1/customers/:id', scope: customersScope, addon,
      handle: async ({ ctx, params }) => ({ status: 200, body: await customers.get(ctx, params.id!) }),
      doc: { operationId: 'getCustomer', summary: 'One customer', tag, responses: { 200: Customer }, problems: ['addon_not_enabled', 'not_found'] },
    },
    {
      method: 'PATCH', path: '/v1/customers/:id', scope: customersScope, addon, body: 'required',
      handle: async ({ ctx, params, body }) => ({ status: 200, body: await customers.update(ctx, params.id!, body) }),
      doc: { operationId: 'updateCustomer', summary: 'Change only the given fields; null clears phone, email or region_code', tag, request: UpdateCustomerBody, responses: { 200: Customer }, problems: ['addon_not_enabled', 'not_found', 'invalid_request', 'validation_failed', 'external_id_taken', 'unsupported_media_type'] },
    },
    {
      method: 'DELETE', path: '/v1/customers/:id', scope: customersScope, addon,
      handle: async ({ ctx, params }) => {
        await customers.remove(ctx, params.id!);
        return { status: 204 };
      },
      doc: { operationId: 'deleteCustomer', summary: 'Delete a customer; its estimates stay, without customer_id', tag, responses: { 204: null }, problems: ['addon_not_enabled', 'not_found'] },
    },
    {
      method: 'GET', path: '/v1/customers/:id/estimates', scope: customersScope, addon,
      handle: async ({ ctx, params, query }) => ({ status: 200, body: listBody(`/v1/customers/${params.id!}/estimates`, await customers.listEstimates(ctx, params.id!, query)) }),
      doc: { operationId: 'listCustomerEstimates', summary: 'The customer\'s estimates, newest first (same query as the estimate list)', tag, query: ListEstimatesQuery, responses: { 200: listOf(EstimateResource) }, problems: ['addon_not_enabled', 'not_found', 'invalid_parameter', 'invalid_cursor'] },
    },
    {
      method: 'GET', path: '/v1/records/:collection', scope: 'records:read', addon,
      handle: async ({ ctx, params, query }) => ({ status: 200, body: listBody(`/v1/records/${params.collection!}`, await records.list(ctx, params.collection!, query)) }),
      doc: { operationId: 'listRecords', summary: 'Records of a collection, newest updated_at_ms first', tag: recordsTag, params: RecordPath, query: ListRecordsQuery, responses: { 200: listOf(RecordResource) }, problems: ['addon_not_enabled', 'invalid_parameter', 'invalid_cursor'] },
    },
    {
      method: 'PUT', path: '/v1/records/:collection/:id', scope: 'records:write', addon, body: 'required',
      handle: async ({ ctx, params, body }) => {
        const answer = await records.put(ctx, params.collection!, params.id!, body);
        return { status: answer.status, body: answer.record };
      },
      doc: {
        operationId: 'putRecord', summary: 'Write a record, last writer (updated_at_ms, then larger canonical JSON) wins; 201 when created, else 200 with the winner', tag: recordsTag, params: RecordPath,
        request: PutRecordBody, responses: { 200: RecordResource, 201: RecordResource },
        problems: ['addon_not_enabled', 'invalid_parameter', 'invalid_request', 'validation_failed', 'payload_too_large', 'records_cap_reached', 'unsupported_media_type'],
      },
    },
    {
      method: 'GET', path: '/v1/records/:collection/:id', scope: 'records:read', addon,
      handle: async ({ ctx, params }) => ({ status: 200, body: await records.get(ctx, params.collection!, params.id!) }),
      doc: { operationId: 'getRecord', summary: 'One record', tag: recordsTag, params: RecordPath, responses: { 200: RecordResource }, problems: ['addon_not_enabled', 'invalid_parameter', 'not_found'] },
    },
    {
      method: 'DELETE', path: '/v1/records/:collection/:id', scope: 'records:write', addon,
      handle: async ({ ctx, params }) => {
        await records.remove(ctx, params.collection!, params.id!);
        return { status: 204 };
      },
      doc: { operationId: 'deleteRecord', summary: 'Delete a record', tag: recordsTag, params: RecordPath, responses: { 204: null }, problems: ['addon_not_enabled', 'invalid_parameter', 'not_found'] },
    },
  ];
}
