import type { EstimateService } from '../../../core/index.js';
import { listBody, type Route } from '../route.js';

/** Account and reference data: /me, /balance, /regions, /tasks. */
export function accountRoutes(service: EstimateService): Route[] {
  return [
    { method: 'GET', path: '/v1/me', handle: ({ ctx }) => ({ status: 200, body: service.me(ctx) }) },
    { method: 'GET', path: '/v1/balance', handle: async ({ ctx }) => ({ status: 200, body: await service.balance(ctx) }) },
    { method: 'GET', path: '/v1/regions', handle: () => ({ status: 200, body: listBody('/v1/regions', service.reference.regions()) }) },
    { method: 'GET', path: '/v1/tasks', handle: ({ query }) => ({ status: 200, body: listBody('/v1/tasks', service.reference.tasks(query)) }) },
  ];
}
