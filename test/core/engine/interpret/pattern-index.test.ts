import { describe, expect, it } from 'vitest';
import { indexPatterns, literalStarts } from '../../../../core/engine/interpret/pattern-index.js';

describe('literalStarts', () => {
  it.each([
    ['gyprock|plasterboard|wall ?board', ['gypro', 'plast', 'wall']],
    ['(?:una )?manita de pintura|retoque de pintura', ['una', 'manit', 'retoq']],
    ['(?:the |a |my )?(?:door ?knob|handle)s? went', ['the', 'a', 'my', 'door', 'handl']],
    ['\\b(?:wall|walls) is drywall', ['wall', 'walls']],
    ['(?<=\\btv\\b[\\s\\S]*)drywall walls?', ['drywa']],
    ['a c|aircon', ['a', 'airco']],
    ['colou?r', ['colo']],
    ['q', ['q']],
    ['3 tab(?! shingles?)', ['3']],
  ])('%s starts with %j', (pattern, starts) => {
    expect(literalStarts(pattern)).toEqual(starts);
  });

  it.each([
    '(\\d+) ?\\+ (years?|yrs?)', // a digit class
    'p ?-?trap', // one letter that need not be a whole word
    '(?:ford )?', // an optional start with nothing after it
    'a(?:b|c)', // one letter that runs into more letters
  ])('%s has no literal start', (pattern) => {
    expect(literalStarts(pattern)).toBeNull();
  });
});

describe('indexPatterns', () => {
  const index = indexPatterns(['plasterboard', 'a c', '\\d+ feet', '(?:the )?gutters?']);

  function marked(text: string): number[] {
    const marks = new Uint8Array(4);
    index.mark(text, marks);
    return [...marks.keys()].filter((i) => marks[i] === 1);
  }

  it('marks the patterns a word of the text starts, and those that run always', () => {
    expect(marked('fix the plasterboards')).toEqual([0, 2, 3]);
    expect(marked('my a c is out')).toEqual([1, 2]);
  });

  it('looks a one-letter start up for one-letter words only', () => {
    expect(marked('an ac unit')).toEqual([2]);
  });
});
