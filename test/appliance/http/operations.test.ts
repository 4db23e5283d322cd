/**
 * Each operation is declared once (core/operations.ts): the core parses its input through the
 * declaration, and the route table documents the same declaration. These checks fail when a route
 * documents a schema of its own, when the core parses a bare schema, or when the served contract's
 * request, query or answers differ from what the declaration says.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { GenericSchema } from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../adapters/system/clock.js';
import { apiRoutes } from '../../../appliance/http/api.js';
import type { Route, RouteDoc } from '../../../appliance/http/route.js';
import { testHelperOperations } from '../../../appliance/http/routes/test-helpers.js';
import type { Operation } from '../../../core/operation.js';
import { operations } from '../../../core/operations.js';
import { startTestApi, type TestApi } from '../../support/appliance.js';

type Json = Record<string, any>;
const root = join(import.meta.dirname, '../../..');

let api: TestApi;
let routes: Array<Route & { doc: RouteDoc }>;
let contract: Json;
beforeAll(async () => {
  api = await startTestApi();
  routes = apiRoutes(api.app.service, { publicUrl: () => api.url, testClock: createTestClock() }).filter(
    (r): r is Route & { doc: RouteDoc } => Boolean(r.doc),
  );
  contract = (await api.call('GET', '/openapi.json', { key: null })).body;
});
afterAll(() => api.close());

const declared: Record<string, Operation> = { ...operations, ...testHelperOperations };

function sources(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [{ file: relative(root, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

const jsonOf = (schema: GenericSchema) => {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as Json;
  return rest;
};
const resolve = (schema: Json) => (schema.$ref ? contract.components.schemas[schema.$ref.split('/').pop()] : schema);

describe('operation declarations', () => {
  it('every documented route points at a declared operation, and every declaration is routed once', () => {
    for (const { doc, method, path } of routes) {
      expect(declared[doc.operation.id], `${method} ${path}`).toBe(doc.operation);
    }
    expect(routes.map((r) => r.doc.operation.id).sort()).toEqual(Object.keys(declared).sort());
  });

  it('a route reads a body exactly when its operation declares one', () => {
    for (const { doc, body, method, path } of routes) expect(Boolean(body), `${method} ${path}`).toBe(doc.operation.body !== undefined);
  });

  it('the served contract documents the request, query and answers of each declaration', () => {
    for (const { doc, method, path } of routes) {
      const op = contract.paths[path.replace(/:([A-Za-z_]+)/g, '{$1}')][method.toLowerCase()];
      const { operation } = doc;
      expect(op.operationId).toBe(operation.id);
      const request = op.requestBody?.content['application/json'].schema;
      expect(request ? resolve(request) : undefined, operation.id).toEqual(operation.body ? jsonOf(operation.body) : undefined);
      const queryNames = op.parameters.filter((p: Json) => p.in === 'query').map((p: Json) => p.name);
      expect(queryNames, operation.id).toEqual(operation.query ? Object.keys(jsonOf(operation.query).properties) : []);
      for (const [status, schema] of Object.entries(operation.output)) {
        const served = op.responses[status].content?.['application/json']?.schema;
        if (schema === null) expect(served, `${operation.id} ${status}`).toBeUndefined();
        else expect(served, `${operation.id} ${status}`).toBeDefined();
      }
      const problemCodes = Object.values(op.responses).flatMap(
        (r: any) => r.content?.['application/problem+json']?.schema.allOf[1].properties.code.enum ?? [],
      );
      expect(problemCodes, operation.id).toEqual(expect.arrayContaining([...operation.problems]));
    }
  });

  it('the core and the routes parse input only through declarations, each one through its own', () => {
    const files = [...sources(join(root, 'core')), ...sources(join(root, 'appliance'))];
    const parsers = new Set(['core/operation.ts', 'core/schemas/validate.ts']);
    const bare = files.filter(({ file, text }) => !parsers.has(file) && /\bparse(Body|Query)\(/.test(text)).map(({ file }) => file);
    expect(bare).toEqual([]);
    const parsed = new Set(
      files.flatMap(({ text }) =>
        [...text.matchAll(/parse(?:Body|Query)Of\((?:operations|testHelperOperations)\.(\w+)/g)].map((m) => m[1]!),
      ),
    );
    for (const operation of Object.values(declared)) {
      for (const part of ['body', 'query'] as const) {
        const schema = operation[part];
        if (!schema) continue;
        // An operation may reuse another's parse when it documents the very same schema (customer estimates list = estimate list).
        const parsedBy = Object.values(declared).filter((o) => o[part] === schema && parsed.has(o.id));
        expect(parsedBy.length, `${operation.id} ${part}`).toBeGreaterThan(0);
      }
    }
  });
});
