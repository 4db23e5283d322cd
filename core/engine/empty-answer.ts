import type { Question } from '../schemas/estimate.js';
import type { EstimatorAnswer } from './types.js';

/** An answer with nothing priced yet: both the text reader and the structured (model) path start from it. */
export function emptyAnswer(
  locale: string,
  status: EstimatorAnswer['status'] = 'unclear',
  question: Question | null = null,
): EstimatorAnswer {
  return {
    status,
    locale,
    locale_fallback: null,
    task: null,
    scope: null,
    labor: null,
    price: null,
    calendar: null,
    steps: [],
    extras: [],
    unpriced: [],
    question,
    model_calls: 0,
  };
}
