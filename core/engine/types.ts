/**
 * The contract between the estimate service and any estimator (the default
 * deterministic engine, or a model adapter). An estimator turns what a
 * customer wrote into an answer; it never touches storage, credits or ids.
 */
import type {
  AnswerStatus, EstimateCalendar, EstimateLabor, EstimateScope, EstimateTask,
  ExtraItem, PriceRange, Question, StepLine, UnpricedItem, Unit,
} from '../estimates/types.js';

export interface CustomerMessage {
  role: 'customer' | 'business';
  content: string;
}

export type PhotoInput =
  | { url: string }
  | { data: string; media_type: 'image/jpeg' | 'image/png' | 'image/webp' };

export interface EstimatorRequest {
  /** Region code, already checked to exist in the catalog. */
  region: string;
  /** The conversation so far, oldest first. A plain `text` input arrives as one customer message. */
  messages: CustomerMessage[];
  photos: PhotoInput[];
  /** Account-specific rate table (cents per hour by trade), when the operator loaded one. */
  accountRates?: Record<string, number>;
}

/** Everything of an Estimate that the estimator decides. */
export interface EstimatorAnswer {
  status: AnswerStatus;
  locale: string;
  locale_fallback: 'en' | null;
  task: EstimateTask | null;
  scope: EstimateScope | null;
  labor: EstimateLabor | null;
  price: PriceRange | null;
  calendar: EstimateCalendar | null;
  steps: StepLine[];
  extras: ExtraItem[];
  unpriced: UnpricedItem[];
  question: Question | null;
  /** How many model calls produced this answer (0 for the deterministic engine). */
  model_calls: number;
}

/** The Estimator port. Rejects with a ProblemError (`model_unavailable`, `estimator_timeout`) when it cannot answer. */
export interface Estimator {
  estimate(request: EstimatorRequest): Promise<EstimatorAnswer>;
}

/** Reference data shapes served by GET /regions and GET /tasks. */
export interface Region {
  object: 'region';
  code: string;
  name: string;
  country: string;
  currency: string;
  locale: string;
  time_zone: string;
  unit_system: 'imperial' | 'metric';
  /** Hourly labor rate per trade, integer cents of `currency`. */
  hourly_rates_cents: Record<string, number>;
  /** Smallest labor charge for any job, integer cents. */
  job_minimum_cents: number;
}

export interface Task {
  object: 'task';
  slug: string;
  trade: string;
  action: string;
  /** Unit in this region's unit system. */
  unit: Unit;
  setup_hours: number;
  /** Labor hours per `unit`. */
  hours_per_unit: number;
  typical_crew: number;
  by_the_hour: boolean;
  region: string;
  hourly_rate_cents: number;
  currency: string;
}
