/**
 * Projects a stored task into a region: the unit follows the region's unit
 * system and hours per unit are converted so the labor stays the same.
 */
import type { Unit } from '../../schemas/estimate.js';
import type { Region, Task } from '../types.js';
import { METRIC_HOURS_PER_UNIT } from './metric-times.js';
import type { Dimension, RegionDef, TaskDef } from './types.js';

export const SQ_FT_PER_SQ_M = 10.7639;
export const FT_PER_M = 3.28084;

export function unitFor(dimension: Dimension, system: RegionDef['unit_system']): Unit {
  switch (dimension) {
    case 'area':
      return system === 'metric' ? 'sq_m' : 'sq_ft';
    case 'length':
      return system === 'metric' ? 'linear_m' : 'linear_ft';
    case 'count':
      return 'each';
    case 'room':
      return 'room';
    case 'hour':
      return 'hour';
  }
}

/** Hours per region unit: the task's own figure, or the one written for metric units (metric-times.ts). */
export function hoursPerUnit(def: TaskDef, system: RegionDef['unit_system']): number {
  if (system === 'imperial') return def.hours_per_unit;
  const written = METRIC_HOURS_PER_UNIT[def.slug];
  if (written !== undefined) return written;
  const factor = def.dimension === 'area' ? SQ_FT_PER_SQ_M : def.dimension === 'length' ? FT_PER_M : 1;
  return Math.round(def.hours_per_unit * factor * 10_000) / 10_000;
}

export function toRegion(def: RegionDef): Region {
  return {
    object: 'region',
    code: def.code,
    name: def.name,
    country: def.country,
    currency: def.currency,
    locale: def.locale,
    time_zone: def.time_zone,
    unit_system: def.unit_system,
    hourly_rates_cents: { ...def.hourly_rates_cents },
    job_minimum_cents: def.job_minimum_cents,
  };
}

export function toTask(def: TaskDef, region: RegionDef): Task {
  return {
    object: 'task',
    slug: def.slug,
    trade: def.trade,
    action: def.action,
    unit: unitFor(def.dimension, region.unit_system),
    setup_hours: def.setup_hours,
    hours_per_unit: hoursPerUnit(def, region.unit_system),
    typical_crew: def.typical_crew,
    by_the_hour: def.by_the_hour,
    region: region.code,
    hourly_rate_cents: region.hourly_rates_cents[def.trade],
    currency: region.currency,
  };
}
