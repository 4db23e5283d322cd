import type { EstimatorAnswer, Region } from '../engine/types.js';
import type { TenantScope } from '../ports.js';
import type { Estimate } from './types.js';

export interface EstimateFrame {
  id: string;
  scope: TenantScope;
  createdAt: number;
  metadata: Record<string, string>;
  customerId?: string | undefined;
}

/**
 * The last fields, in the specification's order: `customer_id` only when linked, then `created_at`.
 * Built by assignment, not object spread: a literal that starts with a spread and
 * goes on with many fields is built property by property (tens of µs per estimate).
 */
function finish(e: Omit<Estimate, 'created_at'>, f: EstimateFrame): Estimate {
  if (f.customerId) e.customer_id = f.customerId;
  (e as Estimate).created_at = new Date(f.createdAt).toISOString();
  return e as Estimate;
}

/** An answered estimate, fields in the order of the specification's table. */
export function answeredEstimate(
  f: EstimateFrame,
  region: Pick<Region, 'code' | 'currency'>,
  answer: EstimatorAnswer,
  credits: number,
): Estimate {
  return finish(
    {
      id: f.id,
      object: 'estimate',
      environment: f.scope.environment,
      status: answer.status,
      region: region.code,
      currency: region.currency,
      locale: answer.locale,
      locale_fallback: answer.locale_fallback,
      task: answer.task,
      scope: answer.scope,
      labor: answer.labor,
      price: answer.price,
      calendar: answer.calendar,
      steps: answer.steps,
      extras: answer.extras,
      unpriced: answer.unpriced,
      question: answer.question,
      usage: { model_calls: answer.model_calls, credits },
      metadata: f.metadata,
    },
    f,
  );
}

/** An async estimate that has not finished: nothing decided yet, nothing charged. */
export function processingEstimate(f: EstimateFrame, region: Pick<Region, 'code' | 'currency' | 'locale'>): Estimate {
  return finish(
    {
      id: f.id,
      object: 'estimate',
      environment: f.scope.environment,
      status: 'processing',
      region: region.code,
      currency: region.currency,
      locale: region.locale,
      locale_fallback: null,
      task: null,
      scope: null,
      labor: null,
      price: null,
      calendar: null,
      steps: [],
      extras: [],
      unpriced: [],
      question: null,
      usage: { model_calls: 0, credits: 0 },
      metadata: f.metadata,
    },
    f,
  );
}

/** An async estimate that could not finish: nothing charged, `error` says why. */
export function failedEstimate(processing: Estimate, error: { code: string; message: string }): Estimate {
  const { created_at, ...rest } = processing;
  return { ...rest, status: 'failed', error, created_at };
}
