import * as v from 'valibot';
import { chars, cursorParam, int, limitParam } from './common.js';
import type { Unit } from './estimate.js';

/** GET /v1/tasks query. */
export const ListTasksQuery = v.strictObject({
  region: v.optional(
    v.pipe(
      chars({ min: 1, max: 16 }),
      v.description("Region code. Without it, tasks are listed in the catalog's own (imperial) units, with no rate or currency."),
    ),
  ),
  limit: limitParam(100),
  starting_after: cursorParam,
});

/** A region: currency, language, time zone, hourly rates per trade and the job minimum (integer cents of `currency`). */
export const RegionResource = v.object({
  object: v.literal('region'),
  code: v.string(),
  name: v.string(),
  country: v.string(),
  currency: v.string(),
  locale: v.string(),
  time_zone: v.string(),
  unit_system: v.picklist(['imperial', 'metric']),
  hourly_rates_cents: v.record(v.string(), int),
  job_minimum_cents: int,
});
export type Region = v.InferOutput<typeof RegionResource>;

/** A job the catalog prices: labor hours per `unit`, and the region's rate. */
export const TaskResource = v.object({
  object: v.literal('task'),
  slug: v.string(),
  trade: v.string(),
  action: v.string(),
  unit: v.string(),
  setup_hours: v.number(),
  hours_per_unit: v.number(),
  typical_crew: int,
  by_the_hour: v.boolean(),
  // null when the list was asked without a region.
  region: v.nullable(v.string()),
  hourly_rate_cents: v.nullable(int),
  currency: v.nullable(v.string()),
});
type TaskResource = v.InferOutput<typeof TaskResource>;
/** A task priced in a region (the contract leaves `unit` a plain string; the catalog's are the estimate's units). */
export type Task = Omit<TaskResource, 'unit' | 'region' | 'hourly_rate_cents' | 'currency'> & {
  unit: Unit;
  region: string;
  hourly_rate_cents: number;
  currency: string;
};
/** A task listed without a region: the catalog's own units (imperial), no rate, no currency. */
export type UnpricedTask = Omit<Task, 'region' | 'hourly_rate_cents' | 'currency'> & {
  region: null;
  hourly_rate_cents: null;
  currency: null;
};
