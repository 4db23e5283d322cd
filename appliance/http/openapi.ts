import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { problemCatalog, type ProblemCode } from '../../core/errors/catalog.js';
import { IdempotencyKey } from '../../core/schemas/common.js';
import { ProblemResource } from '../../core/schemas/problem.js';
import { currentApiVersion } from '../../core/versioning.js';
import { enrichOpenApi } from './openapi-enrich.js';
import type { Route, RouteDoc } from './route.js';

type Json = Record<string, unknown>;

/** `input`: what a request must be (bodies). `output`: what a pipe ends in (query text parsed to numbers). */
const schemaOf = (schema: GenericSchema, typeMode: 'ignore' | 'output' = 'ignore'): Json => {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, { errorMode: 'ignore', typeMode }) as Json;
  return rest;
};

const everyKeyed: ProblemCode[] = [
  'api_key_missing',
  'api_key_invalid',
  'api_key_paused',
  'tenant_suspended',
  'terms_not_accepted',
  'scope_missing',
  'unsupported_version',
  'rate_limited',
  'internal_error',
];

const headerDocs: Record<string, string> = {
  'X-Request-Id': 'Id of this request (`req_...`), repeated in problem bodies.',
  'Service-Version': 'API version of the answer.',
  RateLimit: 'Remaining requests and seconds to reset (draft-ietf-httpapi-ratelimit-headers).',
  'RateLimit-Policy': "The key's rate policy.",
  'Retry-After': 'Seconds to wait before retrying (429, 409).',
  'X-Credits-Used': 'Credits this call spent (200).',
  'X-Credits-Remaining': 'Live credits left after the call (200).',
  'X-Credits-Held': 'Credits held until the async estimate finishes (202).',
  'Idempotent-Replayed': '`true` when this is the stored answer of an earlier request with the same Idempotency-Key.',
};
const header = (name: string) => ({ description: headerDocs[name] ?? name, schema: { type: 'string' } });

/** A default is written as the query text it stands for; the contract shows it as the parsed value. */
function parsedDefault(s: Json): Json {
  return (s.type === 'integer' || s.type === 'number') && typeof s.default === 'string' ? { ...s, default: Number(s.default) } : s;
}

function queryParameters(schema: GenericSchema): Json[] {
  const json = schemaOf(schema, 'output') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: parsedDefault(s),
  }));
}

function pathParameters(route: Route & { doc: RouteDoc }): Json[] {
  const { params } = route.doc.operation;
  const ruled = (params ? schemaOf(params).properties : {}) as Record<string, Json>;
  return [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: ruled[m[1]!] ?? { type: 'string' },
  }));
}

/** Codes that follow from what an operation reads, whatever its handler does. */
function readingProblems(route: Route & { doc: RouteDoc }): ProblemCode[] {
  return [
    ...(route.auth !== false ? everyKeyed : []),
    // A path whose parameters cannot be percent-decoded.
    ...(route.path.includes(':') ? ['invalid_request' as const] : []),
    ...(route.doc.operation.query ? ['invalid_parameter' as const] : []),
    ...(route.body ? ['invalid_request' as const, 'unsupported_media_type' as const, 'payload_too_large' as const] : []),
    // An empty or malformed Idempotency-Key header.
    ...(route.doc.operation.idempotencyKey ? ['invalid_request' as const, 'idempotency_key_missing' as const] : []),
  ];
}

function operation(route: Route & { doc: RouteDoc }): Json {
  const { doc } = route;
  const { operation: op } = doc;
  const keyed = route.auth !== false;
  const successHeaders = ['X-Request-Id', 'Service-Version', ...(keyed ? ['RateLimit', 'RateLimit-Policy'] : []), ...(op.headers ?? [])];
  const responses: Json = {};
  for (const [status, schema] of Object.entries(op.output)) {
    responses[status] = {
      description: status === '202' ? 'Accepted; finished in the background' : status === '204' ? 'Done, no body' : 'Success',
      headers: Object.fromEntries(successHeaders.map((h) => [h, header(h)])),
      ...(schema ? { content: { 'application/json': { schema: schemaOf(schema) } } } : {}),
    };
  }
  const codes = [...new Set([...readingProblems(route), ...op.problems])];
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of codes) byStatus.set(problemCatalog[code].status, [...(byStatus.get(problemCatalog[code].status) ?? []), code]);
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `Problem: ${list.map((c) => `\`${c}\``).join(', ')}`,
      headers: Object.fromEntries(
        ['X-Request-Id', 'Service-Version', ...(status === 429 ? ['Retry-After'] : [])].map((h) => [h, header(h)]),
      ),
      content: {
        'application/problem+json': {
          schema: { allOf: [{ $ref: '#/components/schemas/Problem' }, { properties: { code: { enum: list } } }] },
        },
      },
    };
  }
  return {
    operationId: op.id,
    summary: doc.summary,
    tags: [doc.tag],
    ...(keyed ? {} : { security: [] }),
    parameters: [
      ...pathParameters(route),
      ...(op.query ? queryParameters(op.query) : []),
      ...(op.idempotencyKey
        ? [{ name: 'Idempotency-Key', in: 'header', required: op.idempotencyKey === 'required', schema: schemaOf(IdempotencyKey) }]
        : []),
      { name: 'Service-Version', in: 'header', required: false, schema: { type: 'string', enum: [currentApiVersion] } },
    ],
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body) } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 contract, generated from the route table and its operation declarations (the valibot schemas that validate requests). */
export function buildOpenApi(routes: Route[], serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    if (!route.doc) continue;
    const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route as Route & { doc: RouteDoc }) };
  }
  // Named components, webhooks, examples and the guide: appliance/http/openapi-enrich.ts.
  return enrichOpenApi(
    {
      openapi: '3.1.0',
      info: {
        title: 'Home-Service Estimate API',
        version: currentApiVersion,
        description:
          'Estimates for home-service jobs: hours, rate, steps and a price range. Every answer carries `X-Request-Id`; every error is `application/problem+json`. Requests that are not HTTP the server can read answer 400 `invalid_request`, 408 `request_timeout` or 431 `headers_too_large` on any path. String lengths count characters (Unicode code points). Request bodies nest at most 64 levels.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: serverUrl }],
      security: [{ bearer: [] }],
      paths,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '`svc_test_...` or `svc_live_...`' } },
        schemas: { Problem: schemaOf(ProblemResource) },
      },
    },
    routes,
    schemaOf,
  );
}
