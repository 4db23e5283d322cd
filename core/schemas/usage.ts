import * as v from 'valibot';
import { dateParam } from './common.js';

/** GET /v1/usage query. Range rules that involve both dates are checked in core/usage/query.ts. */
export const UsageQuery = v.strictObject({
  from: v.pipe(dateParam, v.description('First UTC day, YYYY-MM-DD (default: 29 days before today).')),
  to: v.pipe(dateParam, v.description('Last UTC day, on or after from, at most 89 days after it (default: today).')),
  group_by: v.pipe(
    v.optional(v.picklist(['day', 'route'], 'must be day or route'), 'day'),
    v.description('day: every day of the range, oldest first; route: each route template with traffic.'),
  ),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const figures = {
  requests: v.pipe(count, v.description('Authenticated requests answered.')),
  errors: v.pipe(count, v.description('Of those, answers with status 400 or above.')),
  credits: v.pipe(count, v.description('Live credits spent (X-Credits-Used of first answers; replays and holds count 0).')),
  p95_latency_ms: v.pipe(
    v.nullable(v.number()),
    v.description(
      '95th percentile server latency in ms (nearest rank), from a log histogram: within 1% of the exact value, rounded to 0.01 ms. null when there were no requests.',
    ),
  ),
};
const date = v.pipe(v.string(), v.isoDate());

export const UsageDayRow = v.object({ day: date, ...figures });
export const UsageRouteRow = v.object({
  route: v.pipe(v.string(), v.description('Method and route template, e.g. `GET /v1/estimates/:id`.')),
  ...figures,
});

const common = { object: v.literal('usage'), environment: v.picklist(['test', 'live']), from: date, to: date, totals: v.object(figures) };

/** The Usage resource: every day of the range when grouped by day (zeros included), only routes with traffic (most requests first) when grouped by route. */
export const UsageResource = v.variant('group_by', [
  v.object({
    ...common,
    group_by: v.literal('day'),
    data: v.pipe(v.array(UsageDayRow), v.description('One row per UTC day from `from` through `to`, oldest first.')),
  }),
  v.object({
    ...common,
    group_by: v.literal('route'),
    data: v.pipe(v.array(UsageRouteRow), v.description('One row per route with traffic, most requests first, then by route.')),
  }),
]);

export type UsageBody = v.InferOutput<typeof UsageResource>;
