import { describe, expect, it } from 'vitest';
import { defaultCatalog, findRegion, listRegions, listTasks, TRADES } from '../../../core/engine/index.js';
import { METRIC_HOURS_PER_UNIT } from '../../../core/engine/catalog/metric-times.js';

describe('catalog', () => {
  it('has at least 80 tasks covering all 16 trades, with unique dotted slugs', () => {
    expect(defaultCatalog.tasks.length).toBeGreaterThanOrEqual(80);
    expect(new Set(defaultCatalog.tasks.map((t) => t.trade))).toEqual(new Set(TRADES));
    const slugs = defaultCatalog.tasks.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const t of defaultCatalog.tasks) {
      expect(t.slug).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
      expect(t.slug.startsWith(`${t.trade}.`)).toBe(true);
      expect(t.keywords.en.length + t.keywords.es.length).toBeGreaterThan(0);
      expect(t.keywords.es.length).toBeGreaterThan(0);
      expect(t.by_the_hour).toBe(t.dimension === 'hour');
    }
  });

  it('has the required regions with currency, locale, zone and unit system', () => {
    const codes = listRegions(defaultCatalog).map((r) => r.code);
    for (const code of [
      'US-CA',
      'US-TX',
      'US-NY',
      'US-FL',
      'US-WA',
      'US-IL',
      'US-MA',
      'US-CO',
      'CA-ON',
      'CA-BC',
      'MX-CMX',
      'MX-JAL',
      'MX-NLE',
      'ES-MD',
      'ES-CT',
      'ES-AN',
    ]) {
      expect(codes).toContain(code);
    }
    expect(codes.length).toBeGreaterThanOrEqual(16);
    expect(findRegion(defaultCatalog, 'US-CA')).toMatchObject({
      object: 'region',
      currency: 'USD',
      locale: 'en-US',
      time_zone: 'America/Los_Angeles',
      unit_system: 'imperial',
    });
    expect(findRegion(defaultCatalog, 'CA-ON')).toMatchObject({ currency: 'CAD', locale: 'en-CA', unit_system: 'imperial' });
    expect(findRegion(defaultCatalog, 'MX-CMX')).toMatchObject({
      currency: 'MXN',
      locale: 'es-MX',
      time_zone: 'America/Mexico_City',
      unit_system: 'metric',
    });
    expect(findRegion(defaultCatalog, 'ES-MD')).toMatchObject({
      currency: 'EUR',
      locale: 'es-ES',
      time_zone: 'Europe/Madrid',
      unit_system: 'metric',
    });
    expect(findRegion(defaultCatalog, 'XX-YY')).toBeUndefined();
  });

  it('gives every region an integer-cent rate for every trade and a job minimum', () => {
    for (const region of listRegions(defaultCatalog)) {
      expect(region.code).toMatch(/^[A-Z]{2}-[A-Z]{2,3}$/);
      for (const trade of TRADES) {
        const rate = region.hourly_rates_cents[trade];
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThan(0);
      }
      expect(Number.isInteger(region.job_minimum_cents)).toBe(true);
      expect(region.job_minimum_cents).toBeGreaterThan(0);
    }
  });

  it('lists tasks for a region sorted by slug, in the region units', () => {
    const us = listTasks(defaultCatalog, 'US-CA');
    const mx = listTasks(defaultCatalog, 'MX-CMX');
    expect(us.map((t) => t.slug)).toEqual([...us.map((t) => t.slug)].sort());
    const usPaint = us.find((t) => t.slug === 'painting.interior.room')!;
    const mxPaint = mx.find((t) => t.slug === 'painting.interior.room')!;
    expect(usPaint).toMatchObject({ object: 'task', unit: 'sq_ft', region: 'US-CA', currency: 'USD' });
    expect(mxPaint).toMatchObject({ unit: 'sq_m', region: 'MX-CMX', currency: 'MXN' });
    // Same labor for the same floor: 1 m² is 10.7639 ft².
    // Metric regions use hours written for square metres, close to the converted figure but rounded as an estimator writes it.
    expect(mxPaint.hours_per_unit).toBe(METRIC_HOURS_PER_UNIT[mxPaint.slug]);
    expect(Math.abs(mxPaint.hours_per_unit - usPaint.hours_per_unit * 10.7639) / mxPaint.hours_per_unit).toBeLessThan(0.05);
    expect(String(mxPaint.hours_per_unit).length).toBeLessThanOrEqual(5);
    const fence = mx.find((t) => t.slug === 'fencing.wood.install')!;
    expect(fence.unit).toBe('linear_m');
    expect(us.find((t) => t.slug === 'fencing.wood.install')!.unit).toBe('linear_ft');
    expect(us.find((t) => t.slug === 'handyman.general')).toMatchObject({ unit: 'hour', by_the_hour: true });
    expect(usPaint.hourly_rate_cents).toBe(findRegion(defaultCatalog, 'US-CA')!.hourly_rates_cents.painting);
    expect(listTasks(defaultCatalog, 'XX-YY')).toEqual([]);
  });
});

describe('catalog keywords', () => {
  it('are written in the matching alphabet (lower case, no accents, no punctuation)', () => {
    for (const t of defaultCatalog.tasks) {
      for (const phrase of [...t.keywords.en, ...t.keywords.es]) {
        for (const token of phrase.split(/[\s|]+/)) expect(token, `${t.slug}: ${phrase}`).toMatch(/^[a-z0-9]+$/);
      }
    }
  });
});
