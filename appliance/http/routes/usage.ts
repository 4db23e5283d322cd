import type { EstimateService } from '../../../core/index.js';
import { operations } from '../../../core/operations.js';
import type { Route } from '../route.js';

/** GET /v1/usage: the key's account and environment, by UTC day or by route. */
export function usageRoutes(service: EstimateService): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/usage',
      handle: async ({ ctx, query }) => ({ status: 200, body: await service.usage.query(ctx.scope, query) }),
      doc: {
        operation: operations.getUsage,
        summary:
          'Requests, errors, credits and p95 latency of this account and environment, by UTC day or by route (range at most 90 days; default the last 30 days through today)',
        tag: 'Account',
      },
    },
  ];
}
