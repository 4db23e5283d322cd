import type { WebhookEndpointResource } from '../schemas/webhook-endpoint.js';
import type { WebhookEndpointRecord } from './types.js';

/** The webhook endpoint resource; `secret` only on create and rotate. */
export function renderEndpoint(e: WebhookEndpointRecord, secret?: string): WebhookEndpointResource {
  return {
    id: e.id,
    object: 'webhook_endpoint' as const,
    url: e.url,
    description: e.description,
    events: e.events,
    status: e.status,
    environment: e.environment,
    api_version: e.apiVersion,
    created_at: new Date(e.createdAt).toISOString(),
    disabled_reason: e.disabledReason,
    ...(secret !== undefined ? { secret } : {}),
  };
}
