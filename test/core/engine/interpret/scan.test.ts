import { describe, expect, it } from 'vitest';
import { matchesOf, splitOn } from '../../../../core/engine/interpret/scan.js';

describe('matchesOf', () => {
  it('answers what matchAll answers, and leaves the pattern reusable', () => {
    const pattern = /(\d+)\s*(rooms?|doors?)/g;
    const text = 'paint 2 rooms and 3 doors, then 1 room';
    const expected = [...text.matchAll(pattern)].map((m) => [m.index, ...m]);
    expect(matchesOf(pattern, text).map((m) => [m.index, ...m])).toEqual(expected);
    expect(pattern.lastIndex).toBe(0);
    expect(matchesOf(pattern, text)).toHaveLength(3);
  });

  it('steps past empty matches instead of looping', () => {
    expect(matchesOf(/x*/g, 'ab').map((m) => m.index)).toEqual([0, 1, 2]);
  });

  it('refuses a pattern without the global flag', () => {
    expect(() => matchesOf(/a/, 'a')).toThrow(TypeError);
  });
});

describe('splitOn', () => {
  it('splits like String.prototype.split, capture groups included', () => {
    const clause = /(,|\s+and\s+)/g;
    for (const text of ['paint the hall, fix a door and clean', 'one', ',lead', 'trail and ', '']) {
      expect(splitOn(text, clause)).toEqual(text.split(new RegExp(clause.source)));
    }
  });
});
