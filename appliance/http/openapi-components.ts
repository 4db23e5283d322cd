/**
 * Named component schemas: the resources and request bodies a generated client
 * should see as types. Named by operation, found by identity in the route table,
 * then swapped for `$ref`s wherever the same JSON Schema appears inline.
 */
import type { GenericSchema } from 'valibot';
import type { Route } from './route.js';

type Json = Record<string, unknown>;

/** The resource an operation answers (or, for lists, the resource of each item). */
const responseNames: Record<string, string> = {
  getApiRoot: 'ApiRoot',
  getMe: 'Account',
  getBalance: 'Balance',
  getUsage: 'Usage',
  listRegions: 'Region',
  listTasks: 'Task',
  getEstimate: 'Estimate',
  getWebhookEndpoint: 'WebhookEndpoint',
  testWebhookEndpoint: 'Event',
  getEvent: 'EventWithDeliveries',
  redeliverEvent: 'Redelivery',
  getCustomer: 'Customer',
  getRecord: 'Record',
  getTestClock: 'TestClock',
};

/** The request body of an operation. */
const requestNames: Record<string, string> = {
  createEstimate: 'CreateEstimateRequest',
  followUpEstimate: 'FollowUpEstimateRequest',
  createWebhookEndpoint: 'CreateWebhookEndpointRequest',
  updateWebhookEndpoint: 'UpdateWebhookEndpointRequest',
  redeliverEvent: 'RedeliverEventRequest',
  createCustomer: 'CreateCustomerRequest',
  updateCustomer: 'UpdateCustomerRequest',
  putRecord: 'PutRecordRequest',
  advanceTestClock: 'AdvanceTestClockRequest',
};

const listItem = (schema: GenericSchema): GenericSchema | null => {
  const data = (schema as { entries?: { data?: { type?: string; item?: GenericSchema } } }).entries?.data;
  return data?.type === 'array' && data.item ? data.item : null;
};

/** name → valibot schema, for the routes being documented. */
export function namedSchemas(routes: Route[]): Record<string, GenericSchema> {
  const named: Record<string, GenericSchema> = {};
  for (const { doc } of routes) {
    if (!doc) continue;
    const { id, output, body } = doc.operation;
    const responseName = responseNames[id];
    const success = Object.values(output).find((s): s is GenericSchema => Boolean(s));
    if (responseName && success) named[responseName] = id.startsWith('list') ? (listItem(success) ?? success) : success;
    const requestName = requestNames[id];
    if (requestName && body) named[requestName] = body;
  }
  return named;
}

/**
 * Puts the named schemas under components.schemas and replaces every inline copy
 * (same JSON) in paths, and in other components, with a `$ref`.
 */
export function useComponents(doc: Json, named: Record<string, GenericSchema>, schemaOf: (s: GenericSchema) => Json): void {
  const byJson = new Map<string, string>();
  const components = ((doc.components as Json).schemas ??= {}) as Record<string, Json>;
  for (const [name, schema] of Object.entries(named)) {
    const json = schemaOf(schema);
    byJson.set(JSON.stringify(json), name);
    components[name] = json;
  }
  const swap = (node: unknown, self?: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => swap(n));
    if (!node || typeof node !== 'object') return node;
    const name = byJson.get(JSON.stringify(node));
    if (name && name !== self) return { $ref: `#/components/schemas/${name}` };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, swap(v)]));
  };
  doc.paths = swap(doc.paths);
  for (const name of Object.keys(named)) components[name] = swap(components[name], name) as Json;
}
