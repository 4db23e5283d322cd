/**
 * One canonical form for matching: lower case, no accents (so "recámara"
 * and "recamara" are one word), a few spellings joined, other symbols dropped.
 */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2018\u2019\u02bc\u00b4`]/g, "'"],
  [/[\u201c\u201d\u2033]/g, '"'],
  [/[\u2013\u2014]/g, '-'],
  [/\bt\.\s?v\.?(?=\s|$)/g, 'tv'],
  [/\ba\s?\/\s?c\b/g, 'ac'],
  [/\bmini[\s-]split/g, 'minisplit'],
  [/\bu[\s-]haul/g, 'uhaul'],
  [/\bbuilt[\s-]in/g, 'builtin'],
  [/\bw\//g, 'with '],
  [/&/g, ' and '],
  [/([a-z])'([a-z])/g, '$1$2'],
  [/(\d)\s*(?:×|\*)\s*(?=\d)/g, '$1 x '],
  [/[^a-z0-9\s.,'"\-x$%#/²]/g, ' '],
  [/\s+/g, ' '],
];

export function normalize(text: string): string {
  let out = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [pattern, replacement] of REWRITES) out = out.replace(pattern, replacement);
  return out.trim();
}
