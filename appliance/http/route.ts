import type { AuthContext } from '../../core/accounts/service.js';

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
  body?: unknown;
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
  /** Scope the key must carry. */
  scope?: string;
  handle(request: ApiRequest): Promise<ApiResult> | ApiResult;
}

/** The list envelope of decisions.md. */
export function listBody<T>(url: string, page: { data: T[]; hasMore: boolean }) {
  return { object: 'list' as const, url, data: page.data, has_more: page.hasMore };
}
