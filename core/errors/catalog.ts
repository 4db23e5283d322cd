/**
 * Every problem code the API can answer, in one table (decisions.md "Errors").
 * The HTTP layer renders these; the OpenAPI contract lists them from here.
 */
export const problemCatalog = {
  invalid_request: { status: 400, title: 'Invalid request' },
  invalid_parameter: { status: 400, title: 'Invalid parameter' },
  invalid_cursor: { status: 400, title: 'Invalid cursor' },
  unsupported_version: { status: 400, title: 'Unsupported API version' },
  idempotency_key_missing: { status: 400, title: 'Idempotency-Key header required' },
  api_key_missing: { status: 401, title: 'API key missing' },
  api_key_invalid: { status: 401, title: 'API key invalid' },
  insufficient_credits: { status: 402, title: 'Insufficient credits' },
  scope_missing: { status: 403, title: 'Scope missing' },
  addon_not_enabled: { status: 403, title: 'Add-on not enabled' },
  terms_not_accepted: { status: 403, title: 'Terms not accepted' },
  tenant_suspended: { status: 403, title: 'Account suspended' },
  api_key_paused: { status: 403, title: 'API key paused' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  request_timeout: { status: 408, title: 'Request timeout' },
  idempotency_in_progress: { status: 409, title: 'Request with this Idempotency-Key in progress' },
  external_id_taken: { status: 409, title: 'External id already taken' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  idempotency_key_reused: { status: 422, title: 'Idempotency-Key reused with a different request' },
  validation_failed: { status: 422, title: 'Validation failed' },
  estimate_not_awaiting_detail: { status: 422, title: 'Estimate is not awaiting detail' },
  content_rejected: { status: 422, title: 'Content rejected' },
  unknown_sandbox_entry: { status: 422, title: 'Unknown sandbox entry' },
  sandbox_requires_test_key: { status: 422, title: 'Sandbox input requires a test key' },
  webhook_url_rejected: { status: 422, title: 'Webhook URL rejected' },
  webhook_endpoint_limit: { status: 422, title: 'Webhook endpoint limit reached' },
  event_not_redeliverable: { status: 422, title: 'Event not redeliverable' },
  records_cap_reached: { status: 422, title: 'Records cap reached' },
  rate_limited: { status: 429, title: 'Rate limited' },
  headers_too_large: { status: 431, title: 'Request header fields too large' },
  test_estimate_limit: { status: 429, title: 'Daily test estimate limit reached' },
  internal_error: { status: 500, title: 'Internal error' },
  model_unavailable: { status: 503, title: 'Estimator unavailable' },
  estimator_timeout: { status: 503, title: 'Estimator timeout' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof problemCatalog;

export interface FieldError {
  /** JSON Pointer into the request body, e.g. `/input/text`. */
  pointer?: string;
  /** Name of the offending query parameter or header. */
  parameter?: string;
  message: string;
}
