import type { EstimateService } from '../../../core/index.js';
import type { EstimateAnswer } from '../../../core/estimates/service.js';
import { CreateEstimateBody, FollowUpBody, ListEstimatesQuery } from '../../../core/schemas/estimates.js';
import { EstimateResource, listOf } from '../../../core/schemas/resources.js';
import { type ApiResult, type Route } from '../route.js';

const answerHeaders = ['X-Credits-Used', 'X-Credits-Remaining', 'X-Credits-Held', 'Idempotent-Replayed'];
const creationProblems = ['invalid_request', 'idempotency_key_missing', 'insufficient_credits', 'idempotency_in_progress', 'idempotency_key_reused', 'validation_failed',
  'content_rejected', 'unknown_sandbox_entry', 'sandbox_requires_test_key', 'test_estimate_limit', 'model_unavailable', 'estimator_timeout', 'payload_too_large', 'unsupported_media_type'] as const;

const answer = (a: EstimateAnswer): ApiResult => ({ status: a.status, body: a.estimate, headers: a.headers });
/** Stored estimate JSON goes out as stored: no parse, no re-serialization. */
const jsonText = (content: string): ApiResult => ({ status: 200, text: { contentType: 'application/json', content } });
/** The list envelope of listBody, around the stored JSON of each item. */
const listJson = (url: string, page: { json: string[]; hasMore: boolean }) =>
  `{"object":"list","url":${JSON.stringify(url)},"data":[${page.json.join(',')}],"has_more":${page.hasMore}}`;

export function estimateRoutes(service: EstimateService): Route[] {
  const { estimates } = service;
  return [
    {
      method: 'POST', path: '/v1/estimates', body: 'required', photos: true,
      handle: async ({ ctx, body, headers }) => answer(await estimates.create(ctx, body, headers.get('idempotency-key'))),
      doc: { operationId: 'createEstimate', summary: 'Estimate a job (sync 200, or async 202)', tag: 'Estimates', request: CreateEstimateBody, idempotencyKey: 'required', responses: { 200: EstimateResource, 202: EstimateResource }, headers: answerHeaders, problems: [...creationProblems, 'not_found'] },
    },
    {
      method: 'GET', path: '/v1/estimates',
      handle: async ({ ctx, query }) => jsonText(listJson('/v1/estimates', await estimates.listJson(ctx, query))),
      doc: { operationId: 'listEstimates', summary: 'Estimates, newest first', tag: 'Estimates', query: ListEstimatesQuery, responses: { 200: listOf(EstimateResource) }, problems: ['invalid_parameter', 'invalid_cursor'] },
    },
    {
      method: 'GET', path: '/v1/estimates/:id',
      handle: async ({ ctx, params }) => jsonText(await estimates.getJson(ctx, params.id!)),
      doc: { operationId: 'getEstimate', summary: 'One estimate', tag: 'Estimates', responses: { 200: EstimateResource }, problems: ['not_found'] },
    },
    {
      method: 'DELETE', path: '/v1/estimates/:id',
      handle: async ({ ctx, params }) => {
        await estimates.remove(ctx, params.id!);
        return { status: 204 };
      },
      doc: { operationId: 'deleteEstimate', summary: 'Delete an estimate and its follow-ups', tag: 'Estimates', responses: { 204: null }, problems: ['not_found'] },
    },
    {
      method: 'POST', path: '/v1/estimates/:id/follow-up', body: 'required',
      handle: async ({ ctx, params, body, headers }) => answer(await estimates.followUp(ctx, params.id!, body, headers.get('idempotency-key'))),
      doc: { operationId: 'followUpEstimate', summary: 'Answer the question of a needs_detail estimate (a new estimate)', tag: 'Estimates', request: FollowUpBody, idempotencyKey: 'required', responses: { 200: EstimateResource, 202: EstimateResource }, headers: answerHeaders, problems: [...creationProblems, 'not_found', 'estimate_not_awaiting_detail'] },
    },
  ];
}
