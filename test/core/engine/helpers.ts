import { createDefaultEstimator, defaultCatalog, listTasks } from '../../../core/engine/index.js';
import type { EstimatorAnswer, Task } from '../../../core/engine/types.js';

export const engine = createDefaultEstimator();

/** One plain-text request, as the service sends `input.text`. */
export function ask(region: string, text: string, accountRates?: Record<string, number>): EstimatorAnswer {
  return engine.estimateSync({
    region,
    messages: [{ role: 'customer', content: text }],
    photos: [],
    ...(accountRates ? { accountRates } : {}),
  });
}

/** A conversation; turns alternate customer / business starting with the customer. */
export function converse(region: string, ...turns: string[]): EstimatorAnswer {
  return engine.estimateSync({
    region,
    messages: turns.map((content, i) => ({ role: i % 2 === 0 ? ('customer' as const) : ('business' as const), content })),
    photos: [],
  });
}

/** Every job an answer holds, main first: slug of a priced job, trade of an unpriced one. */
export const jobsOf = (a: EstimatorAnswer) => [a.task?.slug, ...a.extras.map((x) => x.slug), ...a.unpriced.map((u) => u.trade)];

export function taskIn(region: string, slug: string): Task {
  const task = listTasks(defaultCatalog, region).find((t) => t.slug === slug);
  if (!task) throw new Error(`no task ${slug} in ${region}`);
  return task;
}
