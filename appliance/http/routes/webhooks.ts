import type { EstimateService } from '../../../core/index.js';
import { operations } from '../../../core/operations.js';
import { listBody, type Route } from '../route.js';

const scope = 'webhooks:manage';

/** Webhook endpoints and the events log (scope webhooks:manage). */
export function webhookRoutes(service: EstimateService): Route[] {
  const endpoints = service.webhookEndpoints;
  const events = service.events;
  const tag = 'Webhooks';
  return [
    {
      method: 'GET',
      path: '/v1/webhook_endpoints',
      scope,
      handle: async ({ ctx, query }) => ({ status: 200, body: listBody('/v1/webhook_endpoints', await endpoints.list(ctx, query)) }),
      doc: { operation: operations.listWebhookEndpoints, summary: "Webhook endpoints of the key's environment, newest first", tag },
    },
    {
      method: 'POST',
      path: '/v1/webhook_endpoints',
      scope,
      body: 'required',
      handle: async ({ ctx, body }) => ({ status: 201, body: await endpoints.create(ctx, body) }),
      doc: { operation: operations.createWebhookEndpoint, summary: 'Register an endpoint (the secret is shown once)', tag },
    },
    {
      method: 'GET',
      path: '/v1/webhook_endpoints/:id',
      scope,
      handle: async ({ ctx, params }) => ({ status: 200, body: await endpoints.get(ctx, params.id!) }),
      doc: { operation: operations.getWebhookEndpoint, summary: 'One endpoint (no secret)', tag },
    },
    {
      method: 'PATCH',
      path: '/v1/webhook_endpoints/:id',
      scope,
      body: 'required',
      handle: async ({ ctx, params, body }) => ({ status: 200, body: await endpoints.update(ctx, params.id!, body) }),
      doc: { operation: operations.updateWebhookEndpoint, summary: 'Change url, description, events or status', tag },
    },
    {
      method: 'DELETE',
      path: '/v1/webhook_endpoints/:id',
      scope,
      handle: async ({ ctx, params }) => {
        await endpoints.remove(ctx, params.id!);
        return { status: 204 };
      },
      doc: { operation: operations.deleteWebhookEndpoint, summary: 'Delete an endpoint, its waiting deliveries and its history', tag },
    },
    {
      method: 'POST',
      path: '/v1/webhook_endpoints/:id/rotate_secret',
      scope,
      handle: async ({ ctx, params }) => ({ status: 200, body: await endpoints.rotateSecret(ctx, params.id!) }),
      doc: { operation: operations.rotateWebhookSecret, summary: 'New secret; the previous one also signs for 24 hours', tag },
    },
    {
      method: 'POST',
      path: '/v1/webhook_endpoints/:id/test',
      scope,
      handle: async ({ ctx, params }) => ({ status: 202, body: await endpoints.sendTest(ctx, params.id!) }),
      doc: { operation: operations.testWebhookEndpoint, summary: 'Send webhook.test to this endpoint once', tag },
    },
    {
      method: 'GET',
      path: '/v1/events',
      scope,
      handle: async ({ ctx, query }) => ({ status: 200, body: listBody('/v1/events', await events.list(ctx, query)) }),
      doc: { operation: operations.listEvents, summary: 'Events of the last 30 days, newest first', tag: 'Events' },
    },
    {
      method: 'GET',
      path: '/v1/events/:id',
      scope,
      handle: async ({ ctx, params }) => ({ status: 200, body: await events.get(ctx, params.id!) }),
      doc: { operation: operations.getEvent, summary: 'One event with every delivery attempt', tag: 'Events' },
    },
    {
      method: 'POST',
      path: '/v1/events/:id/redeliver',
      scope,
      body: 'optional',
      handle: async ({ ctx, params, body }) => ({ status: 202, body: await events.redeliver(ctx, params.id!, body) }),
      doc: { operation: operations.redeliverEvent, summary: 'Send an event again (same body, same event id)', tag: 'Events' },
    },
  ];
}
