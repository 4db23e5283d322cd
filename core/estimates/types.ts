/** The Estimate resource exactly as the API returns it (spec part 2). */
export type Environment = 'test' | 'live';

export type EstimateStatus = 'priced' | 'needs_detail' | 'unsupported' | 'unclear' | 'processing' | 'failed';
/** The statuses an estimator can answer with; `processing`/`failed` belong to async handling. */
export type AnswerStatus = 'priced' | 'needs_detail' | 'unsupported' | 'unclear';

export type Confidence = 'high' | 'medium' | 'low';
export type RateSource = 'typical' | 'account' | 'minimum';
export type Unit = 'sq_ft' | 'sq_m' | 'linear_ft' | 'linear_m' | 'each' | 'room' | 'hour';
export type QuestionField = 'quantity' | 'task' | 'crew_size' | 'scope';

export interface EstimateTask {
  slug: string;
  trade: string;
  action: string;
  unit: Unit;
  exact_match: boolean;
}
export interface EstimateScope {
  quantity: number;
  crew_size: number;
  confidence: Confidence;
}
export interface EstimateLabor {
  hours: number;
  elapsed_hours: number;
  hourly_rate_cents: number;
  rate_source: RateSource;
  by_the_hour: boolean;
}
export interface PriceRange {
  min_cents: number;
  max_cents: number;
}
export interface EstimateCalendar {
  days: number;
  minutes_per_day: number;
  total_minutes: number;
}
export interface StepLine {
  text: string;
}
export interface ExtraItem {
  slug: string;
  text: string;
  /** Amount of the extra job, in `unit`. */
  quantity: number;
  unit: Unit;
  price: PriceRange;
}
export interface UnpricedItem {
  text: string;
  reason: string;
  /** Trade of the job when it is a home service, else null. */
  trade: string | null;
}
export interface Question {
  text: string;
  field: QuestionField;
  options: string[] | null;
}

export interface Estimate {
  id: string;
  object: 'estimate';
  environment: Environment;
  status: EstimateStatus;
  region: string;
  currency: string;
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
  usage: { model_calls: number; credits: number };
  metadata: Record<string, string>;
  customer_id?: string;
  error?: { code: string; message: string };
  created_at: string;
}
