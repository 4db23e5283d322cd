import type { EstimateService } from '../../../core/index.js';
import { operations } from '../../../core/operations.js';
import { listBody, type Route } from '../route.js';

const addon = 'records' as const;
const customersScope = 'customers:write';

/** Customers and JSON records (Records add-on): 403 addon_not_enabled without it, scopes per operation. */
export function recordsRoutes(service: EstimateService): Route[] {
  const { customers, records } = service;
  const tag = 'Customers';
  const recordsTag = 'Records';
  return [
    {
      method: 'GET',
      path: '/v1/customers',
      scope: customersScope,
      addon,
      handle: async ({ ctx, query }) => ({ status: 200, body: listBody('/v1/customers', await customers.list(ctx, query)) }),
      doc: { operation: operations.listCustomers, summary: 'Customers, newest first (external_id: only that customer)', tag },
    },
    {
      method: 'POST',
      path: '/v1/customers',
      scope: customersScope,
      addon,
      body: 'required',
      handle: async ({ ctx, body, headers }) => {
        const answer = await customers.create(ctx, body, headers.get('idempotency-key'));
        return { status: answer.status, body: answer.customer, headers: answer.headers };
      },
      doc: { operation: operations.createCustomer, summary: 'Create a customer (phone and e-mail are stored encrypted)', tag },
    },
    {
      method: 'GET',
      path: '/v1/customers/:id',
      scope: customersScope,
      addon,
      handle: async ({ ctx, params }) => ({ status: 200, body: await customers.get(ctx, params.id!) }),
      doc: { operation: operations.getCustomer, summary: 'One customer', tag },
    },
    {
      method: 'PATCH',
      path: '/v1/customers/:id',
      scope: customersScope,
      addon,
      body: 'required',
      handle: async ({ ctx, params, body }) => ({ status: 200, body: await customers.update(ctx, params.id!, body) }),
      doc: { operation: operations.updateCustomer, summary: 'Change only the given fields; null clears phone, email or region_code', tag },
    },
    {
      method: 'DELETE',
      path: '/v1/customers/:id',
      scope: customersScope,
      addon,
      handle: async ({ ctx, params }) => {
        await customers.remove(ctx, params.id!);
        return { status: 204 };
      },
      doc: { operation: operations.deleteCustomer, summary: 'Delete a customer; its estimates stay, without customer_id', tag },
    },
    {
      method: 'GET',
      path: '/v1/customers/:id/estimates',
      scope: customersScope,
      addon,
      handle: async ({ ctx, params, query }) => ({
        status: 200,
        body: listBody(`/v1/customers/${params.id!}/estimates`, await customers.listEstimates(ctx, params.id!, query)),
      }),
      doc: {
        operation: operations.listCustomerEstimates,
        summary: "The customer's estimates, newest first (same query as the estimate list)",
        tag,
      },
    },
    {
      method: 'GET',
      path: '/v1/records/:collection',
      scope: 'records:read',
      addon,
      handle: async ({ ctx, params, query }) => ({
        status: 200,
        body: listBody(`/v1/records/${params.collection!}`, await records.list(ctx, params.collection!, query)),
      }),
      doc: { operation: operations.listRecords, summary: 'Records of a collection, newest updated_at_ms first', tag: recordsTag },
    },
    {
      method: 'PUT',
      path: '/v1/records/:collection/:id',
      scope: 'records:write',
      addon,
      body: 'required',
      handle: async ({ ctx, params, body }) => {
        const answer = await records.put(ctx, params.collection!, params.id!, body);
        return { status: answer.status, body: answer.record };
      },
      doc: {
        operation: operations.putRecord,
        summary: 'Write a record, last writer (updated_at_ms, then larger canonical JSON) wins; 201 when created, else 200 with the winner',
        tag: recordsTag,
      },
    },
    {
      method: 'GET',
      path: '/v1/records/:collection/:id',
      scope: 'records:read',
      addon,
      handle: async ({ ctx, params }) => ({ status: 200, body: await records.get(ctx, params.collection!, params.id!) }),
      doc: { operation: operations.getRecord, summary: 'One record', tag: recordsTag },
    },
    {
      method: 'DELETE',
      path: '/v1/records/:collection/:id',
      scope: 'records:write',
      addon,
      handle: async ({ ctx, params }) => {
        await records.remove(ctx, params.collection!, params.id!);
        return { status: 204 };
      },
      doc: { operation: operations.deleteRecord, summary: 'Delete a record', tag: recordsTag },
    },
  ];
}
