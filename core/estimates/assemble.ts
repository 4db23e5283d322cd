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

function frame(f: EstimateFrame) {
  return { id: f.id, object: 'estimate' as const, environment: f.scope.environment };
}

function tail(f: EstimateFrame) {
  return { metadata: f.metadata, ...(f.customerId ? { customer_id: f.customerId } : {}) };
}

/** An answered estimate, fields in the order of the specification's table. */
export function answeredEstimate(f: EstimateFrame, region: Pick<Region, 'code' | 'currency'>, answer: EstimatorAnswer, credits: number): Estimate {
  return {
    ...frame(f),
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
    ...tail(f),
    created_at: new Date(f.createdAt).toISOString(),
  };
}

/** An async estimate that has not finished: nothing decided yet, nothing charged. */
export function processingEstimate(f: EstimateFrame, region: Pick<Region, 'code' | 'currency' | 'locale'>): Estimate {
  return {
    ...frame(f),
    status: 'processing',
    region: region.code,
    currency: region.currency,
    locale: region.locale,
    locale_fallback: null,
    task: null, scope: null, labor: null, price: null, calendar: null,
    steps: [], extras: [], unpriced: [], question: null,
    usage: { model_calls: 0, credits: 0 },
    ...tail(f),
    created_at: new Date(f.createdAt).toISOString(),
  };
}

/** An async estimate that could not finish: nothing charged, `error` says why. */
export function failedEstimate(processing: Estimate, error: { code: string; message: string }): Estimate {
  const { created_at, ...rest } = processing;
  return { ...rest, status: 'failed', error, created_at };
}
