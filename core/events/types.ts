import type { Environment } from '../estimates/types.js';

export const eventTypes = [
  'estimate.completed', 'estimate.failed', 'credits.low', 'credits.exhausted',
  'api_key.rotated', 'api_key.expiring', 'api_key.suspicious_activity', 'webhook.test',
] as const;
export type EventType = (typeof eventTypes)[number];

/** The Event resource exactly as delivered and listed. */
export interface EventBody {
  id: string;
  object: 'event';
  type: EventType;
  api_version: string;
  environment: Environment;
  created_at: string;
  data: { object: unknown; previous?: unknown; anomaly?: unknown };
}

export interface DeliveryAttempt {
  id: string;
  endpoint: string;
  attempt: number;
  status: 'succeeded' | 'failed' | 'pending';
  response_status: number | null;
  error: string | null;
  created_at: string;
  duration_ms: number | null;
}
