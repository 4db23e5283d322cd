/**
 * What turns the generated contract into a reference people read: named
 * components, the `webhooks` section, examples for every operation, curl
 * samples and the introduction with the signature guide. Runs on the document
 * appliance/http/openapi.ts builds, so the schemas stay generated from valibot.
 */
import type { GenericSchema } from 'valibot';
import { problemCatalog, type ProblemCode } from '../../core/errors/catalog.js';
import { namedSchemas, useComponents } from './openapi-components.js';
import { requestExamples, resourceExamples, responseOverrides } from './openapi-examples.js';
import { introduction } from './openapi-guide.js';
import { webhooksSection } from './openapi-webhooks.js';
import type { Route } from './route.js';

type Json = Record<string, any>;

const refName = (schema: Json | undefined) => (typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined);

function successExample(operationId: string, status: string, schema: Json | undefined, path: string): unknown {
  const override = responseOverrides[`${operationId} ${status}`];
  if (override) return override;
  const name = refName(schema);
  if (name) return resourceExamples[name];
  const item = refName(schema?.properties?.data?.items);
  // A list's `url` is the API path, /v1 included, whether or not the document's paths carry it (servers[0].url may).
  if (schema?.properties?.object?.const === 'list' && item)
    return { object: 'list', url: path.startsWith('/v1') ? path : `/v1${path}`, data: [resourceExamples[item]], has_more: false };
  return undefined;
}

/** The first `code` enum value anywhere in a problem schema (however openapi.ts nests it). */
function firstCode(node: unknown): ProblemCode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const code = (node as Json).properties?.code?.enum?.[0];
  if (typeof code === 'string' && code in problemCatalog) return code as ProblemCode;
  for (const child of Object.values(node)) {
    const found = firstCode(child);
    if (found) return found;
  }
  return undefined;
}

function problemExample(status: string, schema: Json): unknown {
  const code = firstCode(schema);
  if (!code) return undefined;
  return {
    type: 'about:blank',
    title: problemCatalog[code].title,
    status: Number(status),
    detail: `An example detail of \`${code}\`: it says what to do next.`,
    code,
    request_id: 'req_01JBX5D4E5F6G7H8J9KAMBNCPD',
  };
}

function curlSample(method: string, url: string, op: Json): string {
  const lines = [`curl -sS -X ${method.toUpperCase()} "${url.replace(/\{([A-Za-z_]+)\}/g, '$$$1')}"`];
  if (op.security?.length !== 0) lines.push('-H "Authorization: Bearer $ESTIMATE_API_KEY"');
  if (op.parameters?.some((p: Json) => p.name === 'Idempotency-Key')) lines.push(`-H "Idempotency-Key: $(node -p 'crypto.randomUUID()')"`);
  const example = op.requestBody?.content?.['application/json']?.example;
  if (example !== undefined) lines.push('-H "Content-Type: application/json"', `-d '${JSON.stringify(example)}'`);
  return lines.join(' \\\n  ');
}

export function enrichOpenApi(doc: Json, routes: Route[], schemaOf: (s: GenericSchema) => Json): Json {
  useComponents(doc, namedSchemas(routes), schemaOf);
  doc.webhooks = webhooksSection(doc.components.schemas, schemaOf);
  doc.info.description = introduction;
  const server = String(doc.servers?.[0]?.url ?? '').replace(/\/+$/, '');
  for (const [path, ops] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(ops as Json) as [string, Json][]) {
      const body = op.requestBody?.content?.['application/json'];
      if (body && requestExamples[op.operationId] !== undefined) body.example = requestExamples[op.operationId];
      for (const [status, response] of Object.entries(op.responses as Json) as [string, Json][]) {
        const json = response.content?.['application/json'];
        if (json) json.example = successExample(op.operationId, status, json.schema, path);
        const problem = response.content?.['application/problem+json'];
        if (problem) problem.example = problemExample(status, problem.schema);
      }
      op['x-codeSamples'] = [{ lang: 'Shell', label: 'curl', source: curlSample(method, `${server}${path}`, op) }];
    }
  }
  return doc;
}
