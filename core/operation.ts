/**
 * An operation of the API, declared once: what it reads (body, query, path
 * rules, Idempotency-Key), what it answers (status → resource schema) and the
 * problem codes it can answer. The core parses its input through the
 * declaration; the HTTP route table points at the same declaration, and the
 * OpenAPI contract is generated from it, so the two cannot disagree.
 */
import type * as v from 'valibot';
import type { ProblemCode } from './errors/catalog.js';
import { parseBody, parseQuery } from './schemas/validate.js';

export interface Operation {
  /** The contract's operationId. */
  id: string;
  /** JSON body: wrong shape 400 `invalid_request`, broken rules 422 `validation_failed`. */
  body?: v.GenericSchema;
  /** Query parameters: anything wrong 400 `invalid_parameter`. */
  query?: v.GenericSchema;
  /** Object schema of the path parameters that have rules (others are plain strings). */
  params?: v.GenericSchema;
  idempotencyKey?: 'required' | 'optional';
  /** Success statuses and the resource each answers with (null: no body). */
  output: Readonly<Record<number, v.GenericSchema | null>>;
  /** Answer headers beyond the ones every answer carries. */
  headers?: readonly string[];
  /** Problem codes the operation can answer, beyond the ones every keyed operation can. */
  problems: readonly ProblemCode[];
}

/** Keeps the exact schema types of a declaration (for the inferred input types of core/typed-service.ts). */
export const defineOperation = <const O extends Operation>(operation: O): O => operation;

type WithBody = Operation & { body: v.GenericSchema };
type WithQuery = Operation & { query: v.GenericSchema };

/** The operation's body, parsed by its declared schema. */
export function parseBodyOf<O extends WithBody>(operation: O, body: unknown): v.InferOutput<O['body']> {
  return parseBody(operation.body, body);
}

/** The operation's query parameters, parsed by its declared schema. */
export function parseQueryOf<O extends WithQuery>(operation: O, query: Record<string, string>): v.InferOutput<O['query']> {
  return parseQuery(operation.query, query);
}

/** What a library caller passes as the body or query of an operation (the schema's input type). */
export type BodyInput<O extends WithBody> = v.InferInput<O['body']>;
export type QueryInput<O extends WithQuery> = v.InferInput<O['query']>;
