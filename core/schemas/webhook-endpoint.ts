import * as v from 'valibot';
import { Environment, charLength, chars, cursorParam, limitParam, urlHostPattern } from './common.js';
import { eventTypes } from './event.js';

const EventTypeList = v.pipe(v.array(v.picklist([...eventTypes, '*'])), v.minLength(1, 'needs at least one event type'), v.maxLength(32));
/**
 * Webhook URL rules 1-2 as far as a pattern can say them: absolute https, a host name or IPv4 address, port 443
 * or 1024-65535, no user name, password or fragment. core/webhooks/url-policy.ts enforces them
 * (422 webhook_url_rejected, naming the rule), and rule 3 (public addresses only) needs DNS.
 */
const urlPattern =
  `^https://${urlHostPattern}` +
  '(?::(?:443|102[4-9]|10[3-9][0-9]|1[1-9][0-9]{2}|[2-9][0-9]{3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?' +
  '(?:[/?][!"$-~]*)?$';
export const webhookUrlPattern = new RegExp(urlPattern);
const Url = v.pipe(
  v.string(),
  ...charLength({ min: 1, max: 2048 }),
  v.metadata({
    format: 'uri',
    pattern: urlPattern,
    description:
      'Absolute https URL of a host name or IPv4 address whose every address is public; port 443 or 1024 to 65535; no user name, password or fragment. Punycode (`xn--`) labels must also be valid IDNA.',
  }),
);
const Description = chars({ max: 500 });

export const CreateEndpointBody = v.strictObject({
  url: Url,
  description: v.optional(Description),
  events: v.optional(EventTypeList),
});

export const UpdateEndpointBody = v.strictObject({
  url: v.optional(Url),
  description: v.optional(Description),
  events: v.optional(EventTypeList),
  status: v.optional(v.picklist(['active', 'disabled'])),
});

export const PageQuery = v.strictObject({ limit: limitParam(20), starting_after: cursorParam });

/** The webhook endpoint resource; `secret` only on create and rotate. */
export const WebhookEndpointResource = v.object({
  id: v.string(),
  object: v.literal('webhook_endpoint'),
  url: v.string(),
  description: v.string(),
  events: v.array(v.string()),
  status: v.picklist(['active', 'disabled']),
  environment: Environment,
  api_version: v.string(),
  created_at: v.string(),
  disabled_reason: v.nullable(v.picklist(['delivery_failures', 'manual'])),
  secret: v.optional(v.string()),
});
export type WebhookEndpointResource = v.InferOutput<typeof WebhookEndpointResource>;
