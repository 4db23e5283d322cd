/**
 * The `webhooks` section (OpenAPI 3.1): one entry per event type, with the
 * envelope, the resource in `data.object`, the delivery headers and an example.
 */
import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import { ApiKeyResource } from '../../core/schemas/account.js';
import { eventTypes, type EventType } from '../../core/schemas/event.js';
import { eventExamples } from './openapi-examples.js';

type Json = Record<string, unknown>;

const PreviousKey = v.object({ id: v.string(), expires_at: v.pipe(v.string(), v.isoTimestamp()) });
const Anomaly = v.object({
  rule: v.literal('request_burst'),
  window_seconds: v.pipe(v.number(), v.integer()),
  requests: v.pipe(v.number(), v.integer()),
  baseline_per_minute: v.number(),
  paused: v.boolean(),
});

const about: Record<EventType, { object: string; summary: string; extra?: Record<string, GenericSchema> }> = {
  'estimate.completed': {
    object: 'Estimate',
    summary: 'An async estimate finished (any status but `failed`); its held credits became a charge.',
  },
  'estimate.failed': { object: 'Estimate', summary: 'An async estimate failed (`error` says why); its held credits were released.' },
  'credits.low': {
    object: 'Balance',
    summary: 'Checked hourly: 20% or less of what the unexpired lots started with remains. Sent once until credits are granted.',
  },
  'credits.exhausted': { object: 'Balance', summary: 'A live charge left zero available credits.' },
  'api_key.rotated': {
    object: 'ApiKey',
    summary: 'A key was rotated: `data.object` is the new key, `data.previous` the old one and when it stops working.',
    extra: { previous: PreviousKey },
  },
  'api_key.expiring': { object: 'ApiKey', summary: 'Checked hourly: the key stops working within 14 days. Sent once per key.' },
  'api_key.suspicious_activity': {
    object: 'ApiKey',
    summary: "A burst of requests far above the key's usual rate; `data.anomaly.paused` tells whether the key was paused.",
    extra: { anomaly: Anomaly },
  },
  'webhook.test': { object: 'WebhookEndpoint', summary: 'Sent by `POST /v1/webhook_endpoints/{id}/test`, once, to that endpoint only.' },
};

const pascal = (type: string) =>
  type
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
export const eventSchemaName = (type: EventType) => `${pascal(type)}Event`;

const deliveryHeaders = [
  {
    name: 'Service-Signature',
    description:
      '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`; two `v1` values while a rotated secret still signs. See "Verifying signatures".',
  },
  { name: 'Service-Event-Id', description: 'The event id (`evt_...`): the same on every attempt and redelivery. Deduplicate on it.' },
  { name: 'Service-Version', description: "API version the payload is rendered in (the endpoint's)." },
  { name: 'User-Agent', description: '`Service-Webhooks/1.0`.' },
];

/** Adds the event schemas to components and returns the `webhooks` object. */
export function webhooksSection(components: Record<string, Json>, schemaOf: (s: GenericSchema) => Json): Json {
  components.ApiKey = schemaOf(ApiKeyResource);
  const webhooks: Json = {};
  for (const type of eventTypes) {
    const { object, summary, extra = {} } = about[type];
    const envelope = schemaOf(
      v.object({
        id: v.pipe(v.string(), v.startsWith('evt_')),
        object: v.literal('event'),
        type: v.literal(type),
        api_version: v.string(),
        environment: v.picklist(['test', 'live']),
        created_at: v.pipe(v.string(), v.isoTimestamp()),
        data: v.object({ object: v.unknown(), ...extra }),
      }),
    ) as { properties: { data: { properties: Json } } };
    envelope.properties.data.properties.object = { $ref: `#/components/schemas/${object}` };
    components[eventSchemaName(type)] = envelope;
    webhooks[type] = {
      post: {
        operationId: `event_${type.replace(/\./g, '_')}`,
        summary: type,
        description: `${summary}\n\nAnswer any 2xx within 10 seconds; anything else (3xx included) is retried after 1m, 5m, 30m, 2h, 6h, 12h, 24h and 24h.`,
        tags: ['Events'],
        security: [],
        parameters: deliveryHeaders.map(({ name, description }) => ({
          name,
          in: 'header',
          required: true,
          description,
          schema: { type: 'string' },
        })),
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: `#/components/schemas/${eventSchemaName(type)}` }, example: eventExamples[type] },
          },
        },
        responses: { '200': { description: 'Received (any 2xx).' } },
      },
    };
  }
  return webhooks;
}
