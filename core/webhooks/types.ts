import type { Environment } from '../estimates/types.js';

export interface WebhookEndpointRecord {
  id: string;
  accountId: string;
  environment: Environment;
  url: string;
  description: string;
  /** Event types listened to; `*` is every type, present and future. */
  events: string[];
  status: 'active' | 'disabled';
  disabledReason: 'delivery_failures' | 'manual' | null;
  apiVersion: string;
  /** Sealed (encrypted) secrets: the current one, and the one before a rotation during its 24-hour overlap. */
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: number | null;
  createdAt: number;
}

/** A delivery waiting to be tried. */
export interface DeliveryJob {
  id: string;
  eventId: string;
  endpointId: string;
  accountId: string;
  environment: Environment;
  /** 1 for the first try, up to 9 (8 retries). */
  attempt: number;
  /** `event`: retried on the schedule; `once`: tried a single time (webhook.test, redelivery). */
  kind: 'event' | 'once';
  dueAt: number;
  /** When the first attempt of this delivery was made (for the disabling rule). */
  firstAttemptAt: number | null;
}
