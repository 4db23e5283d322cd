import * as v from 'valibot';
import { TRADES, type Catalog } from '../engine/catalog/types.js';
import { defaultCatalog } from '../engine/index.js';

const Cents = v.pipe(v.number(), v.integer(), v.minValue(1));
const Rates = v.object(Object.fromEntries(TRADES.map((t) => [t, Cents])) as Record<(typeof TRADES)[number], typeof Cents>);
const Words = v.object({ en: v.array(v.string()), es: v.array(v.string()) });

const TaskDef = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/, 'a dotted slug such as painting.interior.walls')),
  trade: v.picklist(TRADES),
  action: v.string(),
  dimension: v.picklist(['area', 'length', 'count', 'room', 'hour']),
  setup_hours: v.pipe(v.number(), v.minValue(0)),
  hours_per_unit: v.pipe(v.number(), v.minValue(0)),
  typical_crew: v.pipe(v.number(), v.integer(), v.minValue(1)),
  by_the_hour: v.boolean(),
  name: v.object({ en: v.string(), es: v.string() }),
  keywords: Words,
  perimeter: v.optional(v.boolean()),
  single: v.optional(v.boolean()),
  default_hours: v.optional(v.pipe(v.number(), v.minValue(0))),
});

const RegionDef = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'a code of the form US-CA')),
  name: v.string(),
  country: v.picklist(['US', 'CA', 'MX', 'ES']),
  currency: v.picklist(['USD', 'CAD', 'MXN', 'EUR']),
  locale: v.string(),
  time_zone: v.string(),
  unit_system: v.picklist(['imperial', 'metric']),
  hourly_rates_cents: Rates,
  job_minimum_cents: Cents,
});

/** An operator's catalog file: tasks and regions replace the built-in ones; trade words are optional. */
export const CatalogFile = v.object({
  tasks: v.pipe(v.array(TaskDef), v.minLength(1)),
  regions: v.pipe(v.array(RegionDef), v.minLength(1)),
  tradeKeywords: v.optional(v.record(v.picklist(TRADES), v.array(v.string()))),
});

/** Per-account hourly rates: `{ "<account id>": { "<trade>": cents } }` (answers with `rate_source: account`). */
export const AccountRatesFile = v.record(v.pipe(v.string(), v.startsWith('acct_')), v.record(v.picklist(TRADES), Cents));

function describe(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 5)
    .map((i) => `${(i.path ?? []).map((p) => String(p.key)).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

export function parseCatalogFile(json: unknown): Catalog {
  const result = v.safeParse(CatalogFile, json);
  if (!result.success) throw new Error(`catalog file is not valid: ${describe(result.issues)}`);
  return { ...result.output, tradeKeywords: { ...defaultCatalog.tradeKeywords, ...result.output.tradeKeywords } } as Catalog;
}

export function parseAccountRatesFile(json: unknown): Record<string, Record<string, number>> {
  const result = v.safeParse(AccountRatesFile, json);
  if (!result.success) throw new Error(`account rates file is not valid: ${describe(result.issues)}`);
  return result.output;
}
