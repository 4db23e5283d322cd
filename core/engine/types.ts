/**
 * The contract between the estimate service and any estimator (the default
 * deterministic engine, or a model adapter). An estimator turns what a
 * customer wrote into an answer; it never touches storage, credits or ids.
 */
import type { AnswerStatus, Estimate } from '../schemas/estimate.js';

export interface CustomerMessage {
  role: 'customer' | 'business';
  content: string;
}

export type PhotoInput = { url: string } | { data: string; media_type: 'image/jpeg' | 'image/png' | 'image/webp' };

export interface EstimatorRequest {
  /** Region code, already checked to exist in the catalog. */
  region: string;
  /** The conversation so far, oldest first. A plain `text` input arrives as one customer message. */
  messages: CustomerMessage[];
  photos: PhotoInput[];
  /** Account-specific rate table (cents per hour by trade), when the operator loaded one. */
  accountRates?: Record<string, number>;
}

/** Everything of an Estimate that the estimator decides (its fields typed by the Estimate schema). */
export type EstimatorAnswer = Pick<
  Estimate,
  'locale' | 'locale_fallback' | 'task' | 'scope' | 'labor' | 'price' | 'calendar' | 'steps' | 'extras' | 'unpriced' | 'question'
> & {
  status: AnswerStatus;
  /** How many model calls produced this answer (0 for the deterministic engine). */
  model_calls: number;
};

/** The Estimator port. Rejects with a ProblemError (`model_unavailable`, `estimator_timeout`) when it cannot answer. */
export interface Estimator {
  estimate(request: EstimatorRequest): Promise<EstimatorAnswer>;
}

/** Reference data shapes served by GET /regions and GET /tasks (core/schemas/reference.ts). */
export type { Region, Task } from '../schemas/reference.js';
