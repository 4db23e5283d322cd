import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes } from '../../../core/schemas/event.js';
import { eventSchemaName } from '../../../appliance/http/openapi-webhooks.js';
import { startWebhookFixture, type WebhookFixture } from '../../support/webhook-fixture.js';

const Ajv = ((AjvModule as any).default ?? AjvModule) as new (options: object) => any;
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: unknown) => void;
type Json = Record<string, any>;
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

let fixture: WebhookFixture;
let doc: Json;
let ajv: any;
/** Errors of `value` against the schema at `pointer` in the served document ('' when valid). */
const violations = (pointer: string, value: unknown) => {
  const validate = ajv.compile({ $ref: `contract#${pointer}` });
  return validate(value) ? '' : `${pointer}: ${ajv.errorsText(validate.errors)}`;
};

beforeAll(async () => {
  fixture = await startWebhookFixture();
  doc = (await (await fetch(`${fixture.api.url}/openapi.json`)).json()) as Json;
  ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'contract');
});
afterAll(() => fixture?.close());

const operations = () =>
  Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
    Object.entries(ops as Json).map(([method, op]) => ({ path, method, op: op as Json })),
  );
/** An operation by its id (paths may or may not carry the /v1 prefix, depending on servers[0].url). */
const operation = (id: string) => operations().find(({ op }) => op.operationId === id)!.op;

describe('the OpenAPI document as a reference', () => {
  it('has an example for every request body and every answer with a body, each valid against its schema', () => {
    const missing: string[] = [];
    const invalid: string[] = [];
    let checked = 0;
    for (const { path, method, op } of operations()) {
      const base = `/paths/${escapePointer(path)}/${method}`;
      const media: Array<[string, Json]> = [];
      if (op.requestBody) media.push([`${base}/requestBody/content/application~1json`, op.requestBody.content['application/json']]);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        for (const [type, content] of Object.entries((response as Json).content ?? {}))
          media.push([`${base}/responses/${status}/content/${escapePointer(type)}`, content as Json]);
      }
      for (const [pointer, content] of media) {
        if (content.example === undefined) missing.push(pointer);
        else {
          checked++;
          const error = violations(`${pointer}/schema`, content.example);
          if (error) invalid.push(error);
        }
      }
      expect(op['x-codeSamples']?.[0]?.source, op.operationId).toMatch(/^curl -sS -X [A-Z]+ "/);
    }
    expect(missing).toEqual([]);
    expect(invalid).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('names the resources and request bodies as components and refers to them', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining([
        'Estimate',
        'CreateEstimateRequest',
        'WebhookEndpoint',
        'Event',
        'Customer',
        'Record',
        'Balance',
        'Account',
        'Usage',
        'Region',
        'Task',
        'Problem',
        'ApiKey',
      ]),
    );
    const create = operation('createEstimate');
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CreateEstimateRequest' });
    expect(create.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Estimate' });
    for (const id of ['listEstimates', 'listCustomerEstimates']) {
      expect(operation(id).responses['200'].content['application/json'].schema.properties.data.items).toEqual({
        $ref: '#/components/schemas/Estimate',
      });
    }
    // No named schema is left inline anywhere in the paths.
    const inline = JSON.stringify(doc.paths);
    for (const name of ['Estimate', 'WebhookEndpoint', 'Customer'])
      expect(inline).not.toContain(JSON.stringify(doc.components.schemas[name]));
  });

  it('has a webhooks section with every event type, its payload schema and a valid example', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...eventTypes].sort());
    for (const type of eventTypes) {
      const body = doc.webhooks[type].post.requestBody.content['application/json'];
      expect(body.schema).toEqual({ $ref: `#/components/schemas/${eventSchemaName(type)}` });
      expect(body.example.type).toBe(type);
      expect(violations(`/webhooks/${escapePointer(type)}/post/requestBody/content/application~1json/schema`, body.example)).toBe('');
      expect(doc.webhooks[type].post.parameters.map((p: Json) => p.name)).toContain('Service-Signature');
    }
    // A payload of another type does not pass: the schemas say which resource each type carries.
    expect(
      violations(
        `/components/schemas/${eventSchemaName('credits.low')}`,
        doc.webhooks['webhook.test'].post.requestBody.content['application/json'].example,
      ),
    ).not.toBe('');
  });

  it('describes the events the server really sends', async () => {
    const { api } = fixture;
    const endpoint = await api.call('POST', '/v1/webhook_endpoints', { body: { url: fixture.hookUrl } });
    expect(endpoint.status).toBe(201);
    expect(violations('/components/schemas/WebhookEndpoint', endpoint.body)).toBe('');
    expect((await api.call('POST', `/v1/webhook_endpoints/${endpoint.body.id}/test`)).status).toBe(202);
    const asyncEstimate = await api.call('POST', '/v1/estimates', {
      body: { input: { text: 'sandbox:async' }, region: 'US-CA' },
      idempotencyKey: 'docs-async-1',
    });
    expect(asyncEstimate.status).toBe(202);
    await api.app.service.accounts.rotateKey((await api.app.service.accounts.authenticate(`Bearer ${api.testKey}`)).key.id);
    // A live account spending its last credits (credits.exhausted), seen by an endpoint of its own.
    const poor = await api.newAccount({ credits: 10 });
    expect((await api.call('POST', '/v1/webhook_endpoints', { key: poor.liveKey, body: { url: fixture.hookUrl } })).status).toBe(201);
    const spend = await api.call('POST', '/v1/estimates', {
      key: poor.liveKey,
      body: { input: { text: 'Paint the walls of a 12x14 bedroom' }, region: 'US-CA' },
      idempotencyKey: 'docs-spend-1',
    });
    expect(spend.headers.get('x-credits-remaining')).toBe('0');
    // Moving the test clock runs everything due, deliveries and the hourly checks (credits.low) included, before it answers.
    await fixture.advance(1);
    await fixture.advance(3600);
    const seen = new Set<string>();
    for (const post of fixture.posts()) {
      const event = JSON.parse(post.rawBody) as Json;
      expect(violations(`/components/schemas/${eventSchemaName(event.type)}`, event)).toBe('');
      seen.add(event.type);
    }
    expect([...seen].sort()).toEqual(['api_key.rotated', 'credits.exhausted', 'credits.low', 'estimate.completed', 'webhook.test']);
  });
});
