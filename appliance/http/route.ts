import type { AuthContext } from '../../core/accounts/service.js';
import type { Operation } from '../../core/operation.js';

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

/** What the OpenAPI contract says of this operation: its declaration (core/operations.ts) and the prose around it. */
export interface RouteDoc {
  /** Input, output and problem codes, declared once; the core parses the same declaration. */
  operation: Operation;
  summary: string;
  tag: string;
}

/** JSON already serialized (stored estimate JSON, a kept balance text): sent as is, no parse, no re-serialization. */
export const jsonText = (content: string, status = 200, headers?: Record<string, string>): ApiResult => ({
  status,
  text: { contentType: 'application/json', content },
  ...(headers ? { headers } : {}),
});

/** The list envelope of decisions.md. */
export function listBody<T>(url: string, page: { data: T[]; hasMore: boolean }) {
  return { object: 'list' as const, url, data: page.data, has_more: page.hasMore };
}
