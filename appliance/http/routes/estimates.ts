import type { EstimateService } from '../../../core/index.js';
import type { EstimateAnswer } from '../../../core/estimates/service.js';
import { operations } from '../../../core/operations.js';
import { type ApiResult, jsonText, type Route } from '../route.js';

// Stored estimate JSON goes out as stored: no parse, no re-serialization (jsonText).
const answer = (a: EstimateAnswer): ApiResult => jsonText(a.json, a.status, a.headers);
/** The list envelope of listBody, around the stored JSON of each item. */
const listJson = (url: string, page: { json: string[]; hasMore: boolean }) =>
  `{"object":"list","url":${JSON.stringify(url)},"data":[${page.json.join(',')}],"has_more":${page.hasMore}}`;

export function estimateRoutes(service: EstimateService): Route[] {
  const { estimates } = service;
  return [
    {
      method: 'POST',
      path: '/v1/estimates',
      body: 'required',
      photos: true,
      handle: async ({ ctx, body, headers }) => answer(await estimates.create(ctx, body, headers.get('idempotency-key'))),
      doc: { operation: operations.createEstimate, summary: 'Estimate a job (sync 200, or async 202)', tag: 'Estimates' },
    },
    {
      method: 'GET',
      path: '/v1/estimates',
      handle: async ({ ctx, query }) => jsonText(listJson('/v1/estimates', await estimates.listJson(ctx, query))),
      doc: { operation: operations.listEstimates, summary: 'Estimates, newest first', tag: 'Estimates' },
    },
    {
      method: 'GET',
      path: '/v1/estimates/:id',
      // At once (no promise) when the storage has the JSON at hand (the SQLite read cache).
      handle: ({ ctx, params }) => {
        const json = estimates.getJson(ctx, params.id!);
        return json instanceof Promise ? json.then((text) => jsonText(text)) : jsonText(json);
      },
      doc: { operation: operations.getEstimate, summary: 'One estimate', tag: 'Estimates' },
    },
    {
      method: 'DELETE',
      path: '/v1/estimates/:id',
      handle: async ({ ctx, params }) => {
        await estimates.remove(ctx, params.id!);
        return { status: 204 };
      },
      doc: { operation: operations.deleteEstimate, summary: 'Delete an estimate and its follow-ups', tag: 'Estimates' },
    },
    {
      method: 'POST',
      path: '/v1/estimates/:id/follow-up',
      body: 'required',
      handle: async ({ ctx, params, body, headers }) =>
        answer(await estimates.followUp(ctx, params.id!, body, headers.get('idempotency-key'))),
      doc: {
        operation: operations.followUpEstimate,
        summary: 'Answer the question of a needs_detail estimate (a new estimate)',
        tag: 'Estimates',
      },
    },
  ];
}
