import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../core/engine/index.js';
import { price } from '../../../core/engine/pricing.js';
import { taskIn } from './helpers.js';

const CA = defaultCatalog.regions.find((r) => r.code === 'US-CA')!;

describe('pricing', () => {
  it('charges (setup + per unit × quantity) hours at the typical rate', () => {
    const task = taskIn('US-CA', 'painting.interior.room');
    const p = price(task, 168, 1, CA);
    const hours = Math.round((task.setup_hours + task.hours_per_unit * 168) * 100) / 100;
    expect(p.labor).toEqual({
      hours,
      elapsed_hours: hours,
      hourly_rate_cents: CA.hourly_rates_cents.painting,
      rate_source: 'typical',
      by_the_hour: false,
    });
    expect(p.costCents).toBe(Math.round(hours * CA.hourly_rates_cents.painting));
    expect(p.price.min_cents).toBe(Math.round((p.costCents * 0.9) / 100) * 100);
    expect(p.price.max_cents).toBe(Math.round((p.costCents * 1.25) / 100) * 100);
  });

  it('keeps labor hours and cost with a larger crew, shortening elapsed time and the calendar', () => {
    const task = taskIn('US-CA', 'painting.exterior.house');
    const one = price(task, 2000, 1, CA);
    const three = price(task, 2000, 3, CA);
    expect(three.labor.hours).toBe(one.labor.hours);
    expect(three.costCents).toBe(one.costCents);
    expect(three.labor.elapsed_hours).toBe(Math.round((one.labor.hours / 3) * 100) / 100);
    expect(three.calendar.minutes_per_day).toBe(480);
    expect(three.calendar.total_minutes).toBe(Math.round(three.labor.elapsed_hours * 60));
    expect(three.calendar.days).toBe(Math.ceil(three.calendar.total_minutes / 480));
    expect(one.calendar.days).toBeGreaterThan(three.calendar.days);
  });

  it('applies the regional job minimum and says so', () => {
    const task = taskIn('US-CA', 'electrical.switch.replace');
    const p = price(task, 1, 1, CA);
    expect(p.rawCostCents).toBeLessThan(CA.job_minimum_cents);
    expect(p.costCents).toBe(CA.job_minimum_cents);
    expect(p.labor.rate_source).toBe('minimum');
    expect(p.calendar.days).toBe(1);
  });

  it('uses the account rate table when it has the trade', () => {
    const task = taskIn('US-CA', 'painting.interior.room');
    const p = price(task, 300, 1, CA, { painting: 12_345 });
    expect(p.labor.hourly_rate_cents).toBe(12_345);
    expect(p.labor.rate_source).toBe('account');
    expect(p.costCents).toBe(Math.round(p.labor.hours * 12_345));
    const other = price(task, 300, 1, CA, { plumbing: 20_000 });
    expect(other.labor.rate_source).toBe('typical');
  });

  it('keeps all money in integer cents', () => {
    for (const slug of ['tile.floor.install', 'landscaping.mowing', 'moving.local', 'hvac.ac.install']) {
      const p = price(taskIn('US-NY', slug), 37.5, 2, defaultCatalog.regions.find((r) => r.code === 'US-NY')!);
      for (const v of [p.costCents, p.price.min_cents, p.price.max_cents, p.labor.hourly_rate_cents])
        expect(Number.isInteger(v)).toBe(true);
    }
  });
});
