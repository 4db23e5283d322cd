import type { EstimateService } from '../../../core/index.js';
import { ListTasksQuery } from '../../../core/reference/service.js';
import { AccountResource, BalanceResource, listOf, RegionResource, TaskResource } from '../../../core/schemas/resources.js';
import { listBody, type Route } from '../route.js';

/** Account and reference data: /me, /balance, /regions, /tasks. */
export function accountRoutes(service: EstimateService): Route[] {
  return [
    {
      method: 'GET', path: '/v1/me', handle: ({ ctx }) => ({ status: 200, body: service.me(ctx) }),
      doc: { operationId: 'getMe', summary: 'The account and the key making the call', tag: 'Account', responses: { 200: AccountResource }, problems: [] },
    },
    {
      method: 'GET', path: '/v1/balance', handle: async ({ ctx }) => ({ status: 200, body: await service.balance(ctx) }),
      doc: { operationId: 'getBalance', summary: 'Live credits by lot', tag: 'Account', responses: { 200: BalanceResource }, problems: [] },
    },
    {
      method: 'GET', path: '/v1/regions', handle: () => ({ status: 200, body: listBody('/v1/regions', service.reference.regions()) }),
      doc: { operationId: 'listRegions', summary: 'Regions with currency, language, time zone and rates', tag: 'Reference', responses: { 200: listOf(RegionResource) }, problems: [] },
    },
    {
      method: 'GET', path: '/v1/tasks', handle: ({ query }) => ({ status: 200, body: listBody('/v1/tasks', service.reference.tasks(query)) }),
      doc: { operationId: 'listTasks', summary: 'Jobs priced in a region (without `region`: catalog units, no rate), paged by slug', tag: 'Reference', query: ListTasksQuery, responses: { 200: listOf(TaskResource) }, problems: ['invalid_parameter', 'invalid_cursor', 'validation_failed'] },
    },
  ];
}
