import { describe, expect, it } from 'vitest';
import { rewritePairs } from '../../../../core/engine/interpret/pair-rewrites.js';

describe('rewritePairs: pairs kept together before the cut at "and"', () => {
  it.each([
    ['the bathroom floor and shower walls regrouted', 'the bathroom floor regrouted and shower walls regrouted'],
    ['got a washer and dryer, need them hooked up', 'got 2 new laundry appliances to install, need them hooked up'],
    ['repaint the garage door and the front door', 'repaint 2 doors'],
    ['take apart the old spa and haul it away', 'haul away the old hot tub'],
    ['Son 5 cosas: dos colchones, el sofa y la mesa', 'Son 5 piezas'],
    ['laminate in the 12x12 bedroom and paint that room too', 'laminate in the 12x12 bedroom. paint that one room too'],
    ['3 azulejos, al lado de la ducha', '3 azulejos'],
  ])('%s → %s', (text, rewritten) => {
    expect(rewritePairs(text)).toBe(rewritten);
  });

  it.each([
    'two things: paint the hall and fix the toilet',
    'my son is moving into our basement, need 2 movers for 3 hours',
    'the washer and dryer both stopped working',
    'the pipe burst in the attic, need a plumber',
  ])('leaves "%s" alone', (text) => {
    expect(rewritePairs(text)).toBe(text);
  });
});
