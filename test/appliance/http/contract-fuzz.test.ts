/**
 * The served OpenAPI document as a promise: every operation is driven with data generated from
 * the document itself (fast-check), valid and invalid, and every answer is checked against it.
 * Valid data must succeed (or fail only for state the document cannot know, listed below);
 * invalid data must be refused with a declared status and a problem code from that status's enum.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../support/contract.js';
import { createDocumentValidator } from '../../support/contract-validator.js';
import { arbitraryOf } from '../../support/schema-arbitrary.js';
import { newIdempotencyKey, startTestApi, type TestApi } from '../../support/appliance.js';
import { startHttpsReceiver, type HttpsReceiver } from '../../support/https-receiver.js';
import { makeThrowawayCa } from '../../support/throwaway-ca.js';
import { createUndiciTransport } from '../../../adapters/net/undici-transport.js';

type Json = Record<string, any>;
interface Operation {
  method: string;
  template: string;
  op: Json;
}
interface Request {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

let api: TestApi;
let receiver: HttpsReceiver;
let transport: ReturnType<typeof createUndiciTransport>;
let dir: string;
let doc: Json;
let base: string;
let check: ReturnType<typeof createContractChecker>;
let valid: ReturnType<typeof createDocumentValidator>;
let regions: string[];
/** Ids that exist, by collection path, so generated paths reach real resources as well as unknown ones. */
const pools: Record<string, string[]> = {};

const numRuns = 12;

/**
 * Answers to valid data that depend on state the document cannot know (what exists, what was
 * sent before): an unknown id, a taken external_id or Idempotency-Key, a full endpoint list.
 */
const stateDependent = new Set([
  'not_found',
  'external_id_taken',
  'webhook_endpoint_limit',
  'idempotency_key_reused',
  'event_not_redeliverable',
  'estimate_not_awaiting_detail',
]);
/** Webhook rule 4 (the URL must answer a GET at creation) depends on the network, not on the document: most generated hosts answer nothing. */
const networkDependent = (body: any) => body?.code === 'webhook_url_rejected' && String(body.detail).startsWith('Rule 4');
/** A pattern cannot check Punycode: an `xn--` label that is not valid IDNA matches it, and the URL parser refuses it (rule 1). */
const invalidPunycode = (request: any, body: any) =>
  body?.code === 'webhook_url_rejected' && /(^|[/.])xn--/i.test(String(request?.body?.url ?? ''));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'contract-fuzz-'));
  const ca = await makeThrowawayCa(dir);
  receiver = await startHttpsReceiver({ certPem: ca.certPem, keyPem: ca.keyPem, respond: () => ({ status: 200 }) });
  transport = createUndiciTransport({ ca: ca.caPem });
  api = await startTestApi({
    service: {
      webhookAllowPrivate: true,
      testEstimatesPerDay: 100_000,
      ratePolicy: { name: 'contract', quota: 1_000_000, windowSeconds: 60 },
    },
    // Generated webhook hosts are made-up names: every one resolves to loopback (nothing listens on most ports).
    ports: { resolver: { resolve: async () => ['127.0.0.1'] }, transport },
  });
  await api.app.service.accounts.setRecordsAddon(api.accountId, true);
  doc = (await (await fetch(`${api.url}/openapi.json`)).json()) as Json;
  // Clients join servers[0].url and the path, as the document says.
  base = doc.servers[0].url;
  check = createContractChecker(doc);
  valid = createDocumentValidator(doc);
  regions = (await api.call('GET', '/v1/regions')).body.data.map((r: any) => r.code);
  const estimate = await api.call('POST', '/v1/estimates', {
    body: { input: { text: 'sandbox:needs_detail' }, region: 'US-CA' },
    idempotencyKey: newIdempotencyKey(),
  });
  const customer = await api.call('POST', '/v1/customers', { body: { external_id: 'contract-1', name: 'Contract' } });
  const endpoint = await api.call('POST', '/v1/webhook_endpoints', { body: { url: `https://127.0.0.1:${receiver.port}/hooks` } });
  const event = await api.call('POST', `/v1/webhook_endpoints/${endpoint.body.id}/test`);
  Object.assign(pools, {
    estimates: [estimate.body.id],
    customers: [customer.body.id],
    webhook_endpoints: [endpoint.body.id],
    events: [event.body.id],
  });
}, 60_000);
afterAll(async () => {
  await api.close();
  await transport.close();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

function operations(): Operation[] {
  return Object.entries(doc.paths as Json).flatMap(([template, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({ method: method.toUpperCase(), template, op: op as Json })),
  );
}

// WHATWG URL parsing turns a "." or ".." segment into a step up the path: such ids can only be sent raw.
const dotSegment = (s: string) => s === '.' || s === '..';

function pathArbitrary({ template, op }: Operation): fc.Arbitrary<string> {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const collection = template.split('/')[2]!;
  const parts = names.map((name) => {
    const schema = op.parameters.find((p: Json) => p.in === 'path' && p.name === name).schema;
    const generated = (arbitraryOf(schema, doc) as fc.Arbitrary<string>).filter((s) => !dotSegment(s) && s.length > 0);
    return name === 'id' && pools[collection] ? fc.oneof(fc.constantFrom(...pools[collection]!), generated) : generated;
  });
  return fc
    .tuple(...parts)
    .map((values) => values.reduce((path, value, i) => path.replace(`{${names[i]}}`, encodeURIComponent(value)), template));
}

/** Values the document cannot promise to be valid on their own: regions come from GET /regions; cursors and links to other resources are left out. */
function withKnownState(op: Operation, request: Request): Request {
  const query = { ...request.query };
  delete query.starting_after;
  if (query.region !== undefined) query.region = regions[query.region.length % regions.length]!;
  // Rules between parameters (written in their descriptions): from on or before to; usage ranges at most 90 days, defaults around today.
  if (query.from && query.to) [query.from, query.to] = [query.from, query.to].sort() as [string, string];
  if (op.template === '/v1/usage') {
    const today = Date.parse(api.app.service.clock.now().toISOString().slice(0, 10));
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const clamp = (d: string, min: number, max: number) => day(Math.min(Math.max(Date.parse(d), min), max));
    if (query.from && query.to) query.to = clamp(query.to, Date.parse(query.from), Date.parse(query.from) + 89 * 86_400_000);
    else if (query.from) query.from = clamp(query.from, today - 89 * 86_400_000, today);
    else if (query.to) query.to = clamp(query.to, today - 29 * 86_400_000, today + 60 * 86_400_000);
  }
  let body = request.body as Json | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    body = { ...body };
    if ('region' in body) body.region = regions[String(body.region).length % regions.length];
    if (typeof body.region_code === 'string') body.region_code = regions[body.region_code.length % regions.length];
    delete body.customer_id;
    delete body.endpoint;
  }
  return { ...request, query, body };
}

function requestArbitrary(operation: Operation): fc.Arbitrary<Request> {
  const { method, op } = operation;
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  const headers: Record<string, fc.Arbitrary<unknown>> = {};
  const required: { query: string[]; headers: string[] } = { query: [], headers: [] };
  for (const p of op.parameters as Json[]) {
    if (p.in === 'query') (query[p.name] = arbitraryOf(p.schema, doc)), p.required && required.query.push(p.name);
    if (p.in === 'header') (headers[p.name] = arbitraryOf(p.schema, doc)), p.required && required.headers.push(p.name);
  }
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const body = bodySchema ? arbitraryOf(bodySchema, doc).filter((b) => valid.body(operation, b)) : fc.constant(undefined);
  return fc
    .record({
      path: pathArbitrary(operation),
      query: fc.record(query, { requiredKeys: required.query }),
      headers: fc.record(headers, { requiredKeys: required.headers }),
      body,
    })
    .map((r) =>
      withKnownState(operation, {
        method,
        path: r.path,
        body: r.body,
        query: Object.fromEntries(Object.entries(r.query).map(([k, v]) => [k, String(v)])),
        headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])),
      }),
    );
}

async function send(request: Request): Promise<{ status: number; contentType: string | null; body: any; requestId: string | null }> {
  const url = new URL(`${base}${request.path}`);
  for (const [k, v] of Object.entries(request.query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = { authorization: `Bearer ${api.testKey}`, ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: text ? JSON.parse(text) : null,
    requestId: res.headers.get('x-request-id'),
  };
}

function describeCall(request: Request, answer: { status: number; body: any }): string {
  return `${request.method} ${request.path}?${new URLSearchParams(request.query)} ${JSON.stringify(request.headers)} ${JSON.stringify(request.body)?.slice(0, 300)} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 400)}`;
}

function expectInContract(operation: Operation, request: Request, answer: Awaited<ReturnType<typeof send>>) {
  const pathname = new URL(`${base}${request.path}`).pathname;
  const violation = check(request.method, pathname, answer.status, answer.contentType, answer.body);
  expect(violation, describeCall(request, answer)).toBeNull();
  expect(operation.op.responses[String(answer.status)], `undeclared status: ${describeCall(request, answer)}`).toBeDefined();
  expect(answer.requestId, describeCall(request, answer)).toMatch(/^req_/);
}

/** One change that makes a valid request invalid by the document; null when it has nothing to change. */
type Mutation = (request: Request, operation: Operation) => Request | null;

const astralOver = (max: number) => '😀'.repeat(max + 1);

function bodyMutations(schema: Json): Mutation[] {
  const props = Object.entries((schema.properties ?? {}) as Record<string, Json>);
  const asObject = (b: unknown) => (b && typeof b === 'object' ? (b as Json) : null);
  const stringSchemaOf = (s: Json): Json | null =>
    s.type === 'string' ? s : ((s.anyOf ?? []).find((x: Json) => x.type === 'string') ?? null);
  return [
    (r) => {
      const b = asObject(r.body);
      const name = schema.required?.[0];
      if (!b || !name) return null;
      const { [name]: _gone, ...rest } = b;
      return { ...r, body: rest };
    },
    (r) => (asObject(r.body) ? { ...r, body: { ...asObject(r.body), zz_unknown_field: 1 } } : null),
    (r) => {
      const b = asObject(r.body);
      const found = props.find(([, s]) => s.type === 'string' || s.type === 'object' || s.type === 'array');
      return b && found ? { ...r, body: { ...b, [found[0]]: 12_345 } } : null;
    },
    (r) => {
      const b = asObject(r.body);
      const found = props
        .map(([n, s]) => [n, stringSchemaOf(s)] as const)
        .find(([, s]) => s?.maxLength !== undefined && s.maxLength <= 25_000 && !s.pattern);
      return b && found ? { ...r, body: { ...b, [found[0]]: astralOver(found[1]!.maxLength) } } : null;
    },
    (r) => {
      const b = asObject(r.body);
      const found = props.map(([n, s]) => [n, stringSchemaOf(s)] as const).find(([, s]) => s?.pattern?.startsWith('^'));
      return b && found ? { ...r, body: { ...b, [found[0]]: 'not valid here' } } : null;
    },
    (r) => {
      const b = asObject(r.body);
      const input = asObject(b?.input);
      if (!b || !input) return null;
      return {
        ...r,
        body: { ...b, input: input.text !== undefined ? { ...input, messages: [{ role: 'customer', content: 'also this' }] } : {} },
      };
    },
    (r) => {
      const b = asObject(r.body);
      const found = props.find(([, s]) => s.type === 'object' && s.maxProperties !== undefined);
      if (!b || !found) return null;
      return {
        ...r,
        body: { ...b, [found[0]]: Object.fromEntries(Array.from({ length: found[1].maxProperties + 1 }, (_, i) => [`k${i}`, 'v'])) },
      };
    },
  ];
}

function parameterMutations(operation: Operation): Mutation[] {
  const out: Mutation[] = [];
  for (const p of operation.op.parameters as Json[]) {
    const bad: string[] =
      p.schema.type === 'integer'
        ? [String((p.schema.minimum ?? 1) - 1), String((p.schema.maximum ?? 100) + 1), 'ten']
        : p.schema.format === 'date'
          ? ['2026-02-30', '26-1-1', 'today']
          : p.schema.enum
            ? ['not-one-of-them']
            : p.schema.pattern
              ? ['', 'a b', 'é'.repeat(3), 'x'.repeat(300)]
              : p.schema.maxLength !== undefined
                ? [astralOver(p.schema.maxLength)]
                : [];
    for (const value of bad) {
      if (p.in === 'query') out.push((r) => ({ ...r, query: { ...r.query, [p.name]: value } }));
      if (p.in === 'header' && p.name !== 'Service-Version') out.push((r) => ({ ...r, headers: { ...r.headers, [p.name]: value } }));
      if (p.in === 'path' && value !== '') {
        out.push((r) => {
          const segments = operation.template.split('/');
          const at = segments.indexOf(`{${p.name}}`);
          const actual = r.path.split('/');
          actual[at] = encodeURIComponent(value);
          return { ...r, path: actual.join('/') };
        });
      }
    }
  }
  return out;
}

/** True when the document forbids the request: its body, a parameter, or a missing required one. */
function documentRefuses(operation: Operation, request: Request): boolean {
  if (operation.op.requestBody && !valid.body(operation, request.body)) return true;
  for (const p of operation.op.parameters as Json[]) {
    const value =
      p.in === 'query'
        ? request.query[p.name]
        : p.in === 'header'
          ? request.headers[p.name]
          : decodeURIComponent(request.path.split('/')[operation.template.split('/').indexOf(`{${p.name}}`)] ?? '');
    if (value === undefined) {
      if (p.required) return true;
      continue;
    }
    const typed = p.schema.type === 'integer' ? (/^-?[0-9]+$/.test(value) ? Number(value) : value) : value;
    if (!valid.value(p.schema, typed)) return true;
  }
  return false;
}

describe('the served contract, driven with generated data', () => {
  it('has ASCII-only character classes in every pattern', () => {
    const patterns = JSON.stringify(doc).match(/"pattern":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(patterns.length).toBeGreaterThan(5);
    for (const p of patterns) expect(p, p).not.toMatch(/\\\\[dDwWsSbB]/);
  });

  it('drives every operation with valid data: success, or a declared answer for state the document cannot know', async () => {
    for (const operation of operations()) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          const answer = await send(request);
          expectInContract(operation, request, answer);
          if (answer.status >= 400)
            expect(
              stateDependent.has(answer.body?.code) || networkDependent(answer.body) || invalidPunycode(request, answer.body),
              `valid data refused: ${describeCall(request, answer)}`,
            ).toBe(true);
          // Undo creations so limits (endpoints per environment) never decide the answer.
          if (answer.status === 201 && request.method === 'POST' && answer.body?.id && doc.paths[`${operation.template}/{id}`]?.delete) {
            await fetch(`${base}${request.path}/${answer.body.id}`, {
              method: 'DELETE',
              headers: { authorization: `Bearer ${api.testKey}` },
            });
          }
          if (request.method === 'GET') {
            // HEAD on a GET operation answers as GET does, without a body (RFC 9110).
            const head = await send({ ...request, method: 'HEAD' });
            expect(head.status, `HEAD ${describeCall(request, head)}`).toBe(answer.status);
            expect(head.body).toBeNull();
          }
        }),
        { numRuns },
      );
    }
  }, 300_000);

  it('drives every operation with invalid data: refused with a declared status and code', async () => {
    for (const operation of operations()) {
      const bodySchema = operation.op.requestBody?.content['application/json'].schema;
      const samples = fc.sample(requestArbitrary(operation), 20);
      // The mutations that apply to this operation (a body rule it has, a parameter it takes).
      const mutations = [...(bodySchema ? bodyMutations(bodySchema) : []), ...parameterMutations(operation)].filter((mutate) =>
        samples.some((r) => {
          const broken = mutate(r, operation);
          return broken !== null && documentRefuses(operation, broken);
        }),
      );
      // Every mutation on every operation, a few times each (not a random pick among them: none is left to chance).
      for (const mutate of mutations) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation), async (request) => {
            const broken = mutate(request, operation);
            fc.pre(broken !== null && documentRefuses(operation, broken));
            const answer = await send(broken!);
            expectInContract(operation, broken!, answer);
            expect(answer.status >= 400 && answer.status < 500, `invalid data not refused: ${describeCall(broken!, answer)}`).toBe(true);
          }),
          { numRuns: 3, maxSkipsPerRun: 100 },
        );
      }
    }
  }, 300_000);
});
