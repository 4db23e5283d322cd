import type { EstimateService } from '../../../core/index.js';
import type { EstimateAnswer } from '../../../core/estimates/service.js';
import { listBody, type ApiResult, type Route } from '../route.js';

const answer = (a: EstimateAnswer): ApiResult => ({ status: a.status, body: a.estimate, headers: a.headers });

export function estimateRoutes(service: EstimateService): Route[] {
  const { estimates } = service;
  return [
    {
      method: 'POST', path: '/v1/estimates', body: 'required',
      handle: async ({ ctx, body, headers }) => answer(await estimates.create(ctx, body, headers.get('idempotency-key'))),
    },
    {
      method: 'GET', path: '/v1/estimates',
      handle: async ({ ctx, query }) => ({ status: 200, body: listBody('/v1/estimates', await estimates.list(ctx, query)) }),
    },
    {
      method: 'GET', path: '/v1/estimates/:id',
      handle: async ({ ctx, params }) => ({ status: 200, body: await estimates.get(ctx, params.id!) }),
    },
    {
      method: 'DELETE', path: '/v1/estimates/:id',
      handle: async ({ ctx, params }) => {
        await estimates.remove(ctx, params.id!);
        return { status: 204 };
      },
    },
    {
      method: 'POST', path: '/v1/estimates/:id/follow-up', body: 'required',
      handle: async ({ ctx, params, body, headers }) => answer(await estimates.followUp(ctx, params.id!, body, headers.get('idempotency-key'))),
    },
  ];
}
