import { describe, expect, it } from 'vitest';
import { createDefaultEstimator } from '../../../core/engine/index.js';

const engine = createDefaultEstimator();
const ask = (region: string, text: string) => engine.estimateSync({ region, messages: [{ role: 'customer', content: text }], photos: [] });

describe('wall tasks sized from a room', () => {
  it("keep the room's floor area as the amount and price its walls: perimeter × 8 ft", () => {
    const a = ask('US-CA', 'Please paint the walls of a 12x14 bedroom');
    expect(a.task?.slug).toBe('painting.interior.walls');
    expect(a.scope?.quantity).toBe(168);
    // 0.75 setup + 0.02 h per sq ft of wall × 416 sq ft of wall, said per sq ft of floor.
    expect(a.labor?.hours).toBeCloseTo(0.75 + 0.02 * 2 * (12 + 14) * 8, 1);
    expect(a.steps.at(-1)!.text).toContain('about 416 sq ft of wall');
  });

  it('in metric regions: perimeter × 2.4 m', () => {
    const a = ask('MX-CMX', 'quiero pintar las paredes de una recámara de 3x4 m');
    expect(a.task?.slug).toBe('painting.interior.walls');
    expect(a.scope?.quantity).toBe(12);
    expect(a.labor?.hours).toBeCloseTo(0.75 + 0.22 * 2 * (3 + 4) * 2.4, 1);
    expect(a.steps.at(-1)!.text).toContain('unos 34 m² de pared');
  });

  it('a stated wall area is taken as is', () => {
    expect(ask('US-CA', 'paint 300 sq ft of walls').scope?.quantity).toBe(300);
    expect(ask('US-MA', 'wallpaper one accent wall, the wall is 11 ft wide x 8 ft high').scope?.quantity).toBe(88);
  });
});
