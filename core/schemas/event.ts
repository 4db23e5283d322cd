import * as v from 'valibot';
import { Environment, cursorParam, limitParam } from './common.js';

export const eventTypes = [
  'estimate.completed',
  'estimate.failed',
  'credits.low',
  'credits.exhausted',
  'api_key.rotated',
  'api_key.expiring',
  'api_key.suspicious_activity',
  'webhook.test',
] as const;
export type EventType = (typeof eventTypes)[number];

export const ListEventsQuery = v.strictObject({
  limit: limitParam(20),
  starting_after: cursorParam,
  type: v.optional(v.picklist(eventTypes)),
});

export const RedeliverBody = v.optional(
  v.strictObject({ endpoint: v.optional(v.pipe(v.string(), v.startsWith('whe_', 'must be a webhook endpoint id'))) }),
);

/**
 * The Event resource exactly as delivered and listed. The contract keeps `type` a plain string here
 * (each type's payload is its own `webhooks` entry); the type narrows it to the known ones.
 */
export const EventResource = v.object({
  id: v.string(),
  object: v.literal('event'),
  type: v.string(),
  api_version: v.string(),
  environment: Environment,
  created_at: v.string(),
  data: v.object({ object: v.unknown(), previous: v.optional(v.unknown()), anomaly: v.optional(v.unknown()) }),
});
export type EventBody = Omit<v.InferOutput<typeof EventResource>, 'type'> & { type: EventType };

/** One try of delivering an event to one endpoint. */
export const DeliveryAttemptResource = v.object({
  id: v.string(),
  endpoint: v.string(),
  attempt: v.number(),
  status: v.picklist(['succeeded', 'failed', 'pending']),
  response_status: v.nullable(v.number()),
  error: v.nullable(v.string()),
  created_at: v.string(),
  duration_ms: v.nullable(v.number()),
});
export type DeliveryAttempt = v.InferOutput<typeof DeliveryAttemptResource>;

/** GET /v1/events/{id}: the event and every delivery attempt. */
export const EventWithDeliveriesResource = v.object({ ...EventResource.entries, deliveries: v.array(DeliveryAttemptResource) });

/** POST /v1/events/{id}/redeliver: which endpoints the event goes to again. */
export const RedeliveryResource = v.object({
  id: v.string(),
  object: v.literal('redelivery'),
  event: v.string(),
  endpoints: v.array(v.string()),
  created_at: v.string(),
});
export type RedeliveryResource = v.InferOutput<typeof RedeliveryResource>;
