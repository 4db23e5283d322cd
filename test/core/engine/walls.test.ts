import { describe, expect, it } from 'vitest';
import { createDefaultEstimator } from '../../../core/engine/index.js';

const engine = createDefaultEstimator();
const ask = (region: string, text: string) => engine.estimateSync({ region, messages: [{ role: 'customer', content: text }], photos: [] });

describe('wall tasks sized from a room', () => {
  it('read "12x14" as the room\'s walls: perimeter × 8 ft', () => {
    const a = ask('US-CA', 'Please paint the walls of a 12x14 bedroom');
    expect(a.task?.slug).toBe('painting.interior.walls');
    expect(a.scope?.quantity).toBe(2 * (12 + 14) * 8);
  });

  it('in metric regions: perimeter × 2.4 m', () => {
    const a = ask('MX-CMX', 'quiero pintar las paredes de una recámara de 3x4 m');
    expect(a.task?.slug).toBe('painting.interior.walls');
    expect(a.scope?.quantity).toBeCloseTo(2 * (3 + 4) * 2.4, 1);
  });

  it('a stated wall area is taken as is', () => {
    expect(ask('US-CA', 'paint 300 sq ft of walls').scope?.quantity).toBe(300);
  });
});
