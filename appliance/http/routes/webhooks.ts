import * as v from 'valibot';
import type { EstimateService } from '../../../core/index.js';
import { CreateEndpointBody, ListEventsQuery, PageQuery, RedeliverBody, UpdateEndpointBody } from '../../../core/schemas/webhooks.js';
import { listBody, type Route } from '../route.js';

const scope = 'webhooks:manage';

const Endpoint = v.object({
  id: v.string(), object: v.literal('webhook_endpoint'), url: v.string(), description: v.string(), events: v.array(v.string()),
  status: v.picklist(['active', 'disabled']), environment: v.picklist(['test', 'live']), api_version: v.string(), created_at: v.string(),
  disabled_reason: v.nullable(v.picklist(['delivery_failures', 'manual'])), secret: v.optional(v.string()),
});
const Event = v.object({
  id: v.string(), object: v.literal('event'), type: v.string(), api_version: v.string(), environment: v.picklist(['test', 'live']), created_at: v.string(),
  data: v.object({ object: v.unknown(), previous: v.optional(v.unknown()), anomaly: v.optional(v.unknown()) }),
});
const Delivery = v.object({
  id: v.string(), endpoint: v.string(), attempt: v.number(), status: v.picklist(['succeeded', 'failed', 'pending']),
  response_status: v.nullable(v.number()), error: v.nullable(v.string()), created_at: v.string(), duration_ms: v.nullable(v.number()),
});
const EventWithDeliveries = v.object({ ...Event.entries, deliveries: v.array(Delivery) });
const Redelivery = v.object({ id: v.string(), object: v.literal('redelivery'), event: v.string(), endpoints: v.array(v.string()), created_at: v.string() });
const list = (item: v.GenericSchema) => v.object({ object: v.literal('list'), url: v.string(), data: v.array(item), has_more: v.boolean() });

/** Webhook endpoints and the events log (scope webhooks:manage). */
export function webhookRoutes(service: EstimateService): Route[] {
  const endpoints = service.webhookEndpoints;
  const events = service.events;
  const tag = 'Webhooks';
  return [
    {
      method: 'GET', path: '/v1/webhook_endpoints', scope,
      handle: async ({ ctx, query }) => ({ status: 200, body: listBody('/v1/webhook_endpoints', await endpoints.list(ctx, query)) }),
      doc: { operationId: 'listWebhookEndpoints', summary: 'Webhook endpoints of the key\'s environment, newest first', tag, query: PageQuery, responses: { 200: list(Endpoint) }, problems: ['invalid_parameter', 'invalid_cursor'] },
    },
    {
      method: 'POST', path: '/v1/webhook_endpoints', scope, body: 'required',
      handle: async ({ ctx, body }) => ({ status: 201, body: await endpoints.create(ctx, body) }),
      doc: { operationId: 'createWebhookEndpoint', summary: 'Register an endpoint (the secret is shown once)', tag, request: CreateEndpointBody, responses: { 201: Endpoint }, problems: ['invalid_request', 'webhook_url_rejected', 'webhook_endpoint_limit', 'validation_failed', 'unsupported_media_type', 'payload_too_large'] },
    },
    {
      method: 'GET', path: '/v1/webhook_endpoints/:id', scope,
      handle: async ({ ctx, params }) => ({ status: 200, body: await endpoints.get(ctx, params.id!) }),
      doc: { operationId: 'getWebhookEndpoint', summary: 'One endpoint (no secret)', tag, responses: { 200: Endpoint }, problems: ['not_found'] },
    },
    {
      method: 'PATCH', path: '/v1/webhook_endpoints/:id', scope, body: 'required',
      handle: async ({ ctx, params, body }) => ({ status: 200, body: await endpoints.update(ctx, params.id!, body) }),
      doc: { operationId: 'updateWebhookEndpoint', summary: 'Change url, description, events or status', tag, request: UpdateEndpointBody, responses: { 200: Endpoint }, problems: ['not_found', 'invalid_request', 'webhook_url_rejected', 'webhook_endpoint_limit', 'validation_failed', 'unsupported_media_type'] },
    },
    {
      method: 'DELETE', path: '/v1/webhook_endpoints/:id', scope,
      handle: async ({ ctx, params }) => {
        await endpoints.remove(ctx, params.id!);
        return { status: 204 };
      },
      doc: { operationId: 'deleteWebhookEndpoint', summary: 'Delete an endpoint, its waiting deliveries and its history', tag, responses: { 204: null }, problems: ['not_found'] },
    },
    {
      method: 'POST', path: '/v1/webhook_endpoints/:id/rotate_secret', scope,
      handle: async ({ ctx, params }) => ({ status: 200, body: await endpoints.rotateSecret(ctx, params.id!) }),
      doc: { operationId: 'rotateWebhookSecret', summary: 'New secret; the previous one also signs for 24 hours', tag, responses: { 200: Endpoint }, problems: ['not_found'] },
    },
    {
      method: 'POST', path: '/v1/webhook_endpoints/:id/test', scope,
      handle: async ({ ctx, params }) => ({ status: 202, body: await endpoints.sendTest(ctx, params.id!) }),
      doc: { operationId: 'testWebhookEndpoint', summary: 'Send webhook.test to this endpoint once', tag, responses: { 202: Event }, problems: ['not_found'] },
    },
    {
      method: 'GET', path: '/v1/events', scope,
      handle: async ({ ctx, query }) => ({ status: 200, body: listBody('/v1/events', await events.list(ctx, query)) }),
      doc: { operationId: 'listEvents', summary: 'Events of the last 30 days, newest first', tag: 'Events', query: ListEventsQuery, responses: { 200: list(Event) }, problems: ['invalid_parameter', 'invalid_cursor'] },
    },
    {
      method: 'GET', path: '/v1/events/:id', scope,
      handle: async ({ ctx, params }) => ({ status: 200, body: await events.get(ctx, params.id!) }),
      doc: { operationId: 'getEvent', summary: 'One event with every delivery attempt', tag: 'Events', responses: { 200: EventWithDeliveries }, problems: ['not_found'] },
    },
    {
      method: 'POST', path: '/v1/events/:id/redeliver', scope, body: 'optional',
      handle: async ({ ctx, params, body }) => ({ status: 202, body: await events.redeliver(ctx, params.id!, body) }),
      doc: { operationId: 'redeliverEvent', summary: 'Send an event again (same body, same event id)', tag: 'Events', request: RedeliverBody, responses: { 202: Redelivery }, problems: ['not_found', 'event_not_redeliverable', 'invalid_request', 'validation_failed'] },
    },
  ];
}
