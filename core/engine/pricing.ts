/**
 * The money rules. Labor hours = setup + hours per unit × quantity; the crew
 * only shortens elapsed time. Cost = hours × hourly rate (account table when
 * the operator loaded one, else the region's typical rate), never below the
 * region's job minimum. The quoted range is 90% (never below the job minimum)
 * to 125% of that cost, in whole currency units: jobs run over more often than under. A working day is 480
 * minutes (8 hours on site). Money is integer cents throughout.
 */
import type { EstimateCalendar, EstimateLabor, PriceRange, RateSource } from '../schemas/estimate.js';
import type { RegionDef, Trade } from './catalog/types.js';
import type { Task } from './types.js';

export const MINUTES_PER_DAY = 480;
export const RANGE_LOW = 0.9;
export const RANGE_HIGH = 1.25;

export interface Priced {
  labor: EstimateLabor;
  /** Hours × rate before the minimum, integer cents. */
  rawCostCents: number;
  /** What is charged: the raw cost or the job minimum. */
  costCents: number;
  /** Where the hourly rate came from (the minimum is reported separately). */
  rateOrigin: 'typical' | 'account';
  price: PriceRange;
  calendar: EstimateCalendar;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const wholeUnits = (cents: number): number => Math.round(cents / 100) * 100;

export function accountRate(accountRates: Record<string, number> | undefined, trade: Trade): number | null {
  const rate = accountRates?.[trade];
  return typeof rate === 'number' && Number.isInteger(rate) && rate > 0 ? rate : null;
}

export function price(task: Task, quantity: number, crew: number, region: RegionDef, accountRates?: Record<string, number>): Priced {
  const hours = round2(task.setup_hours + task.hours_per_unit * quantity);
  const elapsed = round2(hours / crew);
  const account = accountRate(accountRates, task.trade as Trade);
  const rate = account ?? region.hourly_rates_cents[task.trade as Trade];
  const rawCostCents = Math.round(hours * rate);
  const belowMinimum = rawCostCents < region.job_minimum_cents;
  const costCents = belowMinimum ? region.job_minimum_cents : rawCostCents;
  const source: RateSource = belowMinimum ? 'minimum' : account !== null ? 'account' : 'typical';
  const totalMinutes = Math.round(elapsed * 60);
  return {
    labor: { hours, elapsed_hours: elapsed, hourly_rate_cents: rate, rate_source: source, by_the_hour: task.by_the_hour },
    rawCostCents,
    costCents,
    rateOrigin: account !== null ? 'account' : 'typical',
    // The low end never undercuts the job minimum: a job charged at the minimum cannot cost less.
    price: {
      min_cents: Math.max(wholeUnits(costCents * RANGE_LOW), region.job_minimum_cents),
      max_cents: wholeUnits(costCents * RANGE_HIGH),
    },
    calendar: {
      days: Math.max(1, Math.ceil(totalMinutes / MINUTES_PER_DAY)),
      minutes_per_day: MINUTES_PER_DAY,
      total_minutes: totalMinutes,
    },
  };
}
