import { describe, expect, it } from 'vitest';
import type { EstimatorAnswer } from '../../../core/engine/types.js';
import { ask } from './helpers.js';

/** Every job an answer holds, main first: slug of a priced job, trade of an unpriced one. */
const jobsOf = (a: EstimatorAnswer) => [a.task?.slug, ...a.extras.map((x) => x.slug), ...a.unpriced.map((u) => u.trade)];

describe('a touch-up is painting', () => {
  it('reads "touch up" / "touch-ups" and "retocar" as painting the thing named', () => {
    expect(ask('US-TX', 'touch up the shutters').task?.slug).toBe('painting.item');
    expect(ask('US-TX', 'touch up the paint on the trim in the hallway').task?.slug).toBe('painting.trim');
    expect(ask('MX-JAL', 'necesito retocar la pintura de la recámara').task?.trade).toBe('painting');
    expect(ask('ES-MD', 'retocar la pintura del salón').task?.trade).toBe('painting');
  });

  it('keeps a touch-up beside a whole-house paint job as a second painting job', () => {
    for (const [region, text] of [
      ['US-TX', 'Paint the exterior of the house and touch up the shutters'],
      ['CA-ON', 'Paint the siding this summer and touch-up the shutters too'],
      ['MX-JAL', 'pintar la fachada y retocar el barandal'],
      ['ES-MD', 'pintar la fachada y retocar las contraventanas'],
    ] as const) {
      const a = ask(region, text);
      expect(a.task?.slug, text).toBe('painting.exterior.house');
      expect(jobsOf(a), text).toHaveLength(2);
    }
  });
});

describe('stairs are refinished like the floor', () => {
  it('reads refinishing stairs as floor refinishing, in both languages', () => {
    expect(ask('CA-BC', 'sand and refinish the staircase').task?.slug).toBe('flooring.refinish');
    expect(ask('MX-CMX', 'pulir y barnizar la escalera de madera').task?.slug).toBe('flooring.refinish');
  });

  it('keeps new flooring and refinished stairs as two jobs', () => {
    const a = ask('US-NY', 'We want new hardwood throughout the main floor and the stairs refinished');
    expect(a.task?.slug).toBe('flooring.hardwood.install');
    expect(jobsOf(a)).toEqual(['flooring.hardwood.install', 'flooring']);
  });
});
