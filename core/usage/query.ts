import { ProblemError } from '../errors/problem.js';
import type { Environment } from '../estimates/types.js';
import type { UsageBody } from '../schemas/usage.js';
import { addInto, emptyDense, quantile } from './histogram.js';
import type { UsageAggregate } from './storage-port.js';

export const maxRangeDays = 90;
/** Default window: 29 days before today through today. */
export const defaultRangeDays = 30;

const dayMs = 86_400_000;
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface UsageRange {
  from: string;
  to: string;
  groupBy: 'day' | 'route';
}

const badParameter = (parameter: string, message: string, detail: string) =>
  new ProblemError('invalid_parameter', detail, { errors: [{ parameter, message }] });

/** Fills the defaults from today (UTC) and checks the range; the error names a parameter the caller sent when there is one. */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined; group_by: 'day' | 'route' },
  now: Date,
): UsageRange {
  const today = dayOf(now.getTime());
  const from = query.from ?? dayOf(msOf(today) - (defaultRangeDays - 1) * dayMs);
  const to = query.to ?? today;
  const days = (msOf(to) - msOf(from)) / dayMs + 1;
  if (days < 1) {
    throw badParameter(
      query.to !== undefined ? 'to' : 'from',
      `must be on or after from (${from})`,
      `to (${to}) is before from (${from}). Send to on or after from.`,
    );
  }
  if (days > maxRangeDays) {
    throw badParameter(
      query.from !== undefined ? 'from' : 'to',
      `range is ${days} days; at most ${maxRangeDays}`,
      `The range ${from} through ${to} spans ${days} days. Ask for at most ${maxRangeDays} days.`,
    );
  }
  return { from, to, groupBy: query.group_by };
}

interface Group {
  requests: number;
  errors: number;
  credits: number;
  latency: Float64Array;
}

const newGroup = (): Group => ({ requests: 0, errors: 0, credits: 0, latency: emptyDense() });

function add(group: Group, row: UsageAggregate): void {
  group.requests += row.requests;
  group.errors += row.errors;
  group.credits += row.credits;
  addInto(group.latency, row.latency);
}

/** Rounded to 0.01 ms: finer digits would claim more precision than the histogram has. */
const figures = (g: Group) => {
  const p95 = quantile(g.latency, 0.95);
  return { requests: g.requests, errors: g.errors, credits: g.credits, p95_latency_ms: p95 === null ? null : Math.round(p95 * 100) / 100 };
};

/** The Usage resource from the stored daily rows of the range: histograms merge, so p95 is exact up to the bucket error. */
export function renderUsage(environment: Environment, range: UsageRange, rows: UsageAggregate[]): UsageBody {
  const totals = newGroup();
  for (const row of rows) add(totals, row);
  const head = { object: 'usage' as const, environment, from: range.from, to: range.to };
  if (range.groupBy === 'day') {
    const byDay = new Map<string, Group>();
    for (let ms = msOf(range.from); ms <= msOf(range.to); ms += dayMs) byDay.set(dayOf(ms), newGroup());
    for (const row of rows) {
      const group = byDay.get(row.day);
      if (group) add(group, row);
    }
    return { ...head, group_by: 'day', data: [...byDay].map(([day, g]) => ({ day, ...figures(g) })), totals: figures(totals) };
  }
  const byRoute = new Map<string, Group>();
  for (const row of rows) {
    let group = byRoute.get(row.route);
    if (!group) byRoute.set(row.route, (group = newGroup()));
    add(group, row);
  }
  const data = [...byRoute]
    .map(([route, g]) => ({ route, ...figures(g) }))
    .sort((a, b) => b.requests - a.requests || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return { ...head, group_by: 'route', data, totals: figures(totals) };
}
