/**
 * An index of whole-word rewrite patterns by the literal letters every match must begin with, so a text is only run
 * through the patterns one of its words can start (a list of two thousand rewrites, most texts touch a few dozen).
 * A pattern whose start cannot be read off (a digit class, an optional start with nothing after it) runs on every text.
 */

/** Longest literal start a pattern is keyed by; a text word is looked up by its first two to this many letters. */
const KEY_MAX = 5;

/** The index just past the group or class opened at `open`. */
function closing(pattern: string, open: number): number {
  const close = pattern[open] === '[' ? ']' : ')';
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[' && close === ')') i = closing(pattern, i) - 1;
    else if (c === '(' && close === ')') depth++;
    else if (c === close && (close === ']' || --depth === 0)) return i + 1;
  }
  return pattern.length;
}

/** The pattern's top-level alternatives. */
function alternatives(pattern: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') i = closing(pattern, i) - 1;
    else if (c === '|') {
      out.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  out.push(pattern.slice(start));
  return out;
}

/** Whether what follows a literal makes it a whole word (a required space or word boundary, or the pattern's end). */
function endsWordAt(rest: string, patternEndsWord: boolean): boolean {
  if (rest === '') return patternEndsWord;
  return /^(?: (?![?*{])|\\b|\\s(?![?*{])|\\W(?![?*{]))/.test(rest);
}

/** The literal starts of one alternative, or null when it has none that binds every match. */
function startsOfAlternative(alt: string, endsWord: boolean): string[] | null {
  if (alt.startsWith('\\b')) return startsOfAlternative(alt.slice(2), endsWord);
  if (alt.startsWith('(')) {
    const end = closing(alt, 0);
    // Lookarounds take no letters: the match starts where the rest starts.
    if (/^\(\?<?[=!]/.test(alt)) return startsOfAlternative(alt.slice(end), endsWord);
    const quantifier = alt[end];
    if (quantifier === '{') return null;
    const optional = quantifier === '?' || quantifier === '*';
    const rest = alt.slice(end + (optional || quantifier === '+' ? 1 : 0));
    const inner = literalStarts(alt.slice(alt.startsWith('(?:') ? 3 : 1, end - 1), endsWordAt(rest, endsWord));
    if (!inner || !optional) return inner;
    // An optional group ("(?:the )?x"): a match starts with the group or with what follows it.
    if (rest === '') return null;
    const after = startsOfAlternative(rest, endsWord);
    return after ? [...inner, ...after] : null;
  }
  const literal = /^[a-z0-9]+/.exec(alt)?.[0] ?? '';
  const next = alt[literal.length];
  const usable = next === '?' || next === '*' || next === '{' ? literal.slice(0, -1) : literal;
  if (usable.length >= 2) return [usable.slice(0, KEY_MAX)];
  // A one-letter start binds only as a whole word ("a c", "q", "3 tab"): it is looked up for one-letter words only.
  if (usable.length === 1 && usable === literal && endsWordAt(alt.slice(1), endsWord)) return [usable];
  return null;
}

/**
 * The literal starts every match of a pattern must begin with (one whole one-letter word, or two to KEY_MAX letters
 * of a word), or null when that cannot be read off the pattern.
 */
export function literalStarts(pattern: string, endsWord = true): string[] | null {
  const out: string[] = [];
  for (const alt of alternatives(pattern)) {
    const starts = startsOfAlternative(alt, endsWord);
    if (!starts) return null;
    out.push(...starts);
  }
  return out;
}

export interface PatternIndex {
  /** Marks in `marked` every pattern one of the words of `text` can start (and every pattern that runs always). */
  mark(text: string, marked: Uint8Array): void;
  /** The patterns one of the words of `text` can start, without those that run always. */
  keyedBy(text: string): number[];
  /** The patterns with no literal start, which run on every text. */
  readonly always: readonly number[];
}

/** Indexes whole-word patterns (each wrapped in \b…\b by its user) over text that is lower case without accents. */
export function indexPatterns(patterns: readonly string[]): PatternIndex {
  const always: number[] = [];
  const byStart = new Map<string, number[]>();
  patterns.forEach((pattern, i) => {
    const starts = literalStarts(pattern);
    if (!starts) always.push(i);
    else for (const start of new Set(starts)) byStart.set(start, [...(byStart.get(start) ?? []), i]);
  });
  const eachKeyed = (text: string, visit: (i: number) => void): void => {
    for (const word of text.split(/[^a-z0-9]+/)) {
      const longest = Math.min(word.length, KEY_MAX);
      for (let k = word.length === 1 ? 1 : 2; k <= longest; k++) byStart.get(word.slice(0, k))?.forEach(visit);
    }
  };
  return {
    always,
    mark(text, marked) {
      for (const i of always) marked[i] = 1;
      eachKeyed(text, (i) => {
        marked[i] = 1;
      });
    },
    keyedBy(text) {
      const found = new Set<number>();
      eachKeyed(text, (i) => found.add(i));
      return [...found];
    },
  };
}
