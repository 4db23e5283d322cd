/**
 * Example bodies for the OpenAPI document: one per named resource, one per
 * request body, one per event type. test/appliance/docs/openapi-enrichment.test.ts
 * validates every one against the schema it illustrates, so they cannot drift.
 */
import { currentApiVersion } from '../../core/versioning.js';

const created = '2026-11-02T15:04:05.000Z';
const later = '2026-11-02T15:09:41.000Z';

const pricedEstimate = {
  id: 'est_01JBX4M8Q2F7K9ZJ5N3W6Y8T1A',
  object: 'estimate',
  environment: 'live',
  status: 'priced',
  region: 'US-CA',
  currency: 'USD',
  locale: 'en-US',
  locale_fallback: null,
  task: { slug: 'painting.interior.room', trade: 'painting', action: 'paint', unit: 'sq_ft', exact_match: true },
  scope: { quantity: 168, crew_size: 2, confidence: 'high' },
  labor: { hours: 8.56, elapsed_hours: 4.28, hourly_rate_cents: 7000, rate_source: 'typical', by_the_hour: false },
  price: { min_cents: 53900, max_cents: 74900 },
  calendar: { days: 1, minutes_per_day: 480, total_minutes: 257 },
  steps: [
    { text: 'Scope: Paint an interior room (walls and ceiling, by floor area), 168 square feet, crew of 2.' },
    { text: 'Hours: 1 setup + 0.045 per square foot × 168 square feet = 8.56 labor hours.' },
    { text: 'Rate: $70.00 per hour, the typical painting rate in California.' },
    { text: 'Labor cost: 8.56 labor hours × $70.00 = $599.20.' },
  ],
  extras: [],
  unpriced: [],
  question: null,
  usage: { model_calls: 0, credits: 10 },
  metadata: { order: 'A-1042' },
  created_at: created,
};

const processingEstimate = {
  ...pricedEstimate,
  id: 'est_01JBX4P0V7C3R8D2H6M1N4S9QE',
  status: 'processing',
  task: null,
  scope: null,
  labor: null,
  price: null,
  calendar: null,
  steps: [],
  usage: { model_calls: 0, credits: 0 },
};

const failedEstimate = {
  ...processingEstimate,
  status: 'failed',
  error: { code: 'estimator_timeout', message: 'The estimator did not answer in time; the held credits were released.' },
};

const webhookEndpoint = {
  id: 'whe_01JBX50K3T8M2V6Q9R4Z7W1Y5D',
  object: 'webhook_endpoint',
  url: 'https://hooks.example.com/estimates',
  description: 'Order system',
  events: ['estimate.completed', 'estimate.failed'],
  status: 'active',
  environment: 'live',
  api_version: currentApiVersion,
  created_at: created,
  disabled_reason: null,
};

const balance = {
  object: 'balance',
  environment: 'live',
  available_credits: 180,
  held_credits: 10,
  lots: [
    {
      id: 'lot_01JBX3Z9Y1W2V3U4T5S6R7Q8P9',
      object: 'credit_lot',
      source: 'grant',
      initial_credits: 1000,
      remaining_credits: 180,
      expires_at: '2027-12-31T00:00:00.000Z',
      expired: false,
      created_at: created,
    },
  ],
};

const apiKey = {
  id: 'key_01JBX3Y2D6F8H1K4M7P9R2T5V8',
  object: 'api_key',
  environment: 'live',
  last4: 'x9Qa',
  scopes: ['webhooks:manage'],
  created_at: created,
  expires_at: '2026-11-16T15:04:05.000Z',
};

const event = (type: string, object: unknown, extra: Record<string, unknown> = {}) => ({
  id: 'evt_01JBX5A1B2C3D4E5F6G7H8J9KA',
  object: 'event',
  type,
  api_version: currentApiVersion,
  environment: 'live',
  created_at: later,
  data: { object, ...extra },
});

/** The payload of each event type, as delivered (and as `GET /v1/events/{id}` shows it). */
export const eventExamples: Record<string, unknown> = {
  'estimate.completed': event('estimate.completed', { ...pricedEstimate, id: processingEstimate.id }),
  'estimate.failed': event('estimate.failed', failedEstimate),
  'credits.low': event('credits.low', balance),
  'credits.exhausted': event('credits.exhausted', {
    ...balance,
    available_credits: 0,
    held_credits: 0,
    lots: [{ ...balance.lots[0], remaining_credits: 0 }],
  }),
  'api_key.rotated': event(
    'api_key.rotated',
    { ...apiKey, id: 'key_01JBX6C4E6G8J1L3N5Q7S9U2W4', expires_at: null },
    { previous: { id: apiKey.id, expires_at: '2026-11-03T15:09:41.000Z' } },
  ),
  'api_key.expiring': event('api_key.expiring', apiKey),
  'api_key.suspicious_activity': event('api_key.suspicious_activity', apiKey, {
    anomaly: { rule: 'request_burst', window_seconds: 60, requests: 3400, baseline_per_minute: 12.5, paused: true },
  }),
  'webhook.test': event('webhook.test', webhookEndpoint),
};

/** One example per named component schema (appliance/http/openapi-components.ts). */
export const resourceExamples: Record<string, unknown> = {
  ApiRoot: {
    object: 'api',
    current_version: currentApiVersion,
    documentation: 'https://estimates.example.com/docs',
    contract: 'https://estimates.example.com/openapi.json',
  },
  Account: {
    object: 'account',
    id: 'acct_01JBX3X1C5E7G9J2L4N6Q8S1U3',
    name: 'Acme Home Services',
    email: 'ops@acme.example',
    api_version: currentApiVersion,
    created_at: created,
    terms: { accepted_at: created, version: '2026-10-14' },
    addons: { records: true },
    key: { ...apiKey, scopes: ['webhooks:manage', 'customers:write', 'records:read', 'records:write'], expires_at: null },
  },
  Balance: balance,
  Usage: {
    object: 'usage',
    environment: 'live',
    from: '2026-11-01',
    to: '2026-11-02',
    group_by: 'day',
    data: [
      { day: '2026-11-01', requests: 120, errors: 3, credits: 410, p95_latency_ms: 18.42 },
      { day: '2026-11-02', requests: 0, errors: 0, credits: 0, p95_latency_ms: null },
    ],
    totals: { requests: 120, errors: 3, credits: 410, p95_latency_ms: 18.42 },
  },
  Region: {
    object: 'region',
    code: 'US-CA',
    name: 'California',
    country: 'US',
    currency: 'USD',
    locale: 'en-US',
    time_zone: 'America/Los_Angeles',
    unit_system: 'imperial',
    hourly_rates_cents: { painting: 7000, plumbing: 11500 },
    job_minimum_cents: 13000,
  },
  Task: {
    object: 'task',
    slug: 'painting.interior.room',
    trade: 'painting',
    action: 'paint',
    unit: 'sq_ft',
    setup_hours: 1,
    hours_per_unit: 0.045,
    typical_crew: 1,
    by_the_hour: false,
    region: 'US-CA',
    hourly_rate_cents: 7000,
    currency: 'USD',
  },
  Estimate: pricedEstimate,
  WebhookEndpoint: webhookEndpoint,
  Event: eventExamples['webhook.test'],
  EventWithDeliveries: {
    ...(eventExamples['estimate.completed'] as object),
    deliveries: [
      {
        id: 'del_01JBX5B2C3D4E5F6G7H8J9KAMB',
        endpoint: webhookEndpoint.id,
        attempt: 1,
        status: 'succeeded',
        response_status: 200,
        error: null,
        created_at: later,
        duration_ms: 84,
      },
    ],
  },
  Redelivery: {
    id: 'red_01JBX5C3D4E5F6G7H8J9KAMBNC',
    object: 'redelivery',
    event: 'evt_01JBX5A1B2C3D4E5F6G7H8J9KA',
    endpoints: [webhookEndpoint.id],
    created_at: later,
  },
  Customer: {
    id: 'cus_01JBX4A2B3C4D5E6F7G8H9J1K2',
    object: 'customer',
    external_id: 'crm:4471',
    name: 'Dana Whitfield',
    phone: '+14155550123',
    email: 'dana@example.com',
    region_code: 'US-CA',
    environment: 'live',
    metadata: { source: 'crm' },
    created_at: created,
    updated_at: later,
  },
  Record: {
    object: 'record',
    collection: 'jobs',
    id: 'job-4471',
    data: { stage: 'quoted', crew: ['ana', 'li'] },
    updated_at_ms: 1762095845000,
    created_at: created,
  },
  TestClock: { object: 'test_clock', now: later },
};

/** Request bodies, by operationId. */
export const requestExamples: Record<string, unknown> = {
  createEstimate: {
    input: { text: 'Hi, I need a 12x14 bedroom painted, walls and ceiling. Two painters if possible.' },
    region: 'US-CA',
    metadata: { order: 'A-1042' },
  },
  followUpEstimate: { input: { messages: [{ role: 'customer', content: 'It is about 300 square feet.' }] } },
  createWebhookEndpoint: {
    url: 'https://hooks.example.com/estimates',
    description: 'Order system',
    events: ['estimate.completed', 'estimate.failed'],
  },
  updateWebhookEndpoint: { events: ['*'], status: 'active' },
  redeliverEvent: { endpoint: webhookEndpoint.id },
  createCustomer: {
    external_id: 'crm:4471',
    name: 'Dana Whitfield',
    phone: '+14155550123',
    email: 'dana@example.com',
    region_code: 'US-CA',
    metadata: { source: 'crm' },
  },
  updateCustomer: { phone: null, metadata: { source: 'crm', tier: 'gold' } },
  putRecord: { data: { stage: 'quoted', crew: ['ana', 'li'] }, updated_at_ms: 1762095845000 },
  advanceTestClock: { seconds: 3600 },
};

/** Success answers that differ from the resource's own example, by `operationId status`. */
export const responseOverrides: Record<string, unknown> = {
  'createEstimate 202': processingEstimate,
  'followUpEstimate 202': processingEstimate,
  'createWebhookEndpoint 201': { ...webhookEndpoint, secret: 'whsec_5mQ2vR8tY1uI4oP7aS0dF3gH6jK9lZ2x' },
  'rotateWebhookSecret 200': { ...webhookEndpoint, secret: 'whsec_9kL2mN5bV8cX1zA4sD7fG0hJ3kL6qW9e' },
  'updateCustomer 200': { ...(resourceExamples.Customer as object), phone: null, metadata: { source: 'crm', tier: 'gold' } },
};
