import type { GenericSchema } from 'valibot';
import type { AuthContext } from '../../core/accounts/service.js';
import type { ProblemCode } from '../../core/errors/catalog.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequest {
  /** The caller; present on every route with `auth` (the default). */
  ctx: AuthContext;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

export interface ApiResult {
  status: number;
  /** JSON-encoded into the answer. */
  body?: unknown;
  /** Sent as is, for documents that are not JSON. */
  text?: { contentType: string; content: string };
  headers?: Record<string, string>;
}

export interface Route {
  method: Method;
  /** rou3 pattern, e.g. `/v1/estimates/:id`. */
  path: string;
  /** false for the API root and other public documents. */
  auth?: boolean;
  /** `required`: a JSON body must come; `optional`: may come; absent: none is read. */
  body?: 'required' | 'optional';
  /** The body may carry photos: read up to 25 MiB instead of 1 MiB (estimate creation only). */
  photos?: true;
  /** Scope the key must carry. */
  scope?: string;
  /** Add-on the account must have on (403 addon_not_enabled otherwise). */
  addon?: 'records';
  handle(request: ApiRequest): Promise<ApiResult> | ApiResult;
  /** What the OpenAPI contract says of this operation (documents outside /v1 have none). */
  doc?: RouteDoc;
}

export interface RouteDoc {
  operationId: string;
  summary: string;
  tag: string;
  request?: GenericSchema;
  query?: GenericSchema;
  /** Object schema of the path parameters that have rules (others are plain strings). */
  params?: GenericSchema;
  /** Success statuses and their body schema (null: no body). */
  responses: Record<number, GenericSchema | null>;
  /** Response headers beyond the ones every response carries. */
  headers?: string[];
  /** Problem codes this operation can answer, beyond the ones every keyed operation can. */
  problems: ProblemCode[];
  idempotencyKey?: 'required' | 'optional';
}

/** The list envelope of decisions.md. */
export function listBody<T>(url: string, page: { data: T[]; hasMore: boolean }) {
  return { object: 'list' as const, url, data: page.data, has_more: page.hasMore };
}
