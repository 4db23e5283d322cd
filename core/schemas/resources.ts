import * as v from 'valibot';
import { problemCatalog } from '../errors/catalog.js';
import { estimateStatuses } from './estimates.js';

/** Response shapes, for the served OpenAPI contract (requests are validated by the request schemas). */
const nullable = <S extends v.GenericSchema>(s: S) => v.nullable(s);
const Price = v.object({ min_cents: v.pipe(v.number(), v.integer()), max_cents: v.pipe(v.number(), v.integer()) });
const int = v.pipe(v.number(), v.integer());

export const EstimateResource = v.object({
  id: v.pipe(v.string(), v.startsWith('est_')),
  object: v.literal('estimate'),
  environment: v.picklist(['test', 'live']),
  status: v.picklist(estimateStatuses),
  region: v.string(),
  currency: v.string(),
  locale: v.string(),
  locale_fallback: nullable(v.literal('en')),
  task: nullable(v.object({ slug: v.string(), trade: v.string(), action: v.string(), unit: v.picklist(['sq_ft', 'sq_m', 'linear_ft', 'linear_m', 'each', 'room', 'hour']), exact_match: v.boolean() })),
  scope: nullable(v.object({ quantity: v.number(), crew_size: int, confidence: v.picklist(['high', 'medium', 'low']) })),
  labor: nullable(v.object({ hours: v.number(), elapsed_hours: v.number(), hourly_rate_cents: int, rate_source: v.picklist(['typical', 'account', 'minimum']), by_the_hour: v.boolean() })),
  price: nullable(Price),
  calendar: nullable(v.object({ days: int, minutes_per_day: int, total_minutes: int })),
  steps: v.array(v.object({ text: v.string() })),
  extras: v.array(v.object({ slug: v.string(), text: v.string(), quantity: v.number(), unit: v.picklist(['sq_ft', 'sq_m', 'linear_ft', 'linear_m', 'each', 'room', 'hour']), price: Price })),
  unpriced: v.array(v.object({ text: v.string(), reason: v.string(), trade: nullable(v.string()) })),
  question: nullable(v.object({ text: v.string(), field: v.picklist(['quantity', 'task', 'crew_size', 'scope']), options: nullable(v.array(v.string())) })),
  usage: v.object({ model_calls: int, credits: int }),
  metadata: v.record(v.string(), v.string()),
  customer_id: v.optional(v.string()),
  error: v.optional(v.object({ code: v.string(), message: v.string() })),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});

export const ProblemResource = v.object({
  type: v.string(),
  title: v.string(),
  status: int,
  detail: v.string(),
  code: v.picklist(Object.keys(problemCatalog) as [string, ...string[]]),
  request_id: v.string(),
  errors: v.optional(v.array(v.object({ pointer: v.optional(v.string()), parameter: v.optional(v.string()), message: v.string() }))),
});

export const RegionResource = v.object({
  object: v.literal('region'), code: v.string(), name: v.string(), country: v.string(), currency: v.string(), locale: v.string(),
  time_zone: v.string(), unit_system: v.picklist(['imperial', 'metric']), hourly_rates_cents: v.record(v.string(), int), job_minimum_cents: int,
});

export const TaskResource = v.object({
  object: v.literal('task'), slug: v.string(), trade: v.string(), action: v.string(), unit: v.string(), setup_hours: v.number(),
  hours_per_unit: v.number(), typical_crew: int, by_the_hour: v.boolean(),
  // null when the list was asked without a region.
  region: nullable(v.string()), hourly_rate_cents: nullable(int), currency: nullable(v.string()),
});

export const BalanceResource = v.object({
  object: v.literal('balance'), environment: v.literal('live'), available_credits: int, held_credits: int,
  lots: v.array(v.object({
    id: v.string(), object: v.literal('credit_lot'), source: v.string(), initial_credits: int, remaining_credits: int,
    expires_at: nullable(v.string()), expired: v.boolean(), created_at: v.string(),
  })),
});

export const AccountResource = v.object({
  object: v.literal('account'), id: v.string(), name: v.string(), email: v.string(), api_version: v.string(), created_at: v.string(),
  terms: v.object({ accepted_at: nullable(v.string()), version: nullable(v.string()) }),
  addons: v.object({ records: v.boolean() }),
  key: v.object({ id: v.string(), object: v.literal('api_key'), environment: v.picklist(['test', 'live']), last4: v.string(), scopes: v.array(v.string()), created_at: v.string(), expires_at: nullable(v.string()) }),
});

export const ApiRootResource = v.object({ object: v.literal('api'), current_version: v.string(), documentation: v.string(), contract: v.string() });

export const listOf = <S extends v.GenericSchema>(item: S) => v.object({ object: v.literal('list'), url: v.string(), data: v.array(item), has_more: v.boolean() });
