/**
 * Common English words, for telling a real word from a typo: "widow" is not "window" misspelt, nor "hearing"
 * "heating", nor "friends" "fronds". A hand-kept list of such words grew every round; a maintained word list
 * (english-word-lists.ts) settles the family. Loaded on the first fuzzy lookup, never at start-up.
 */
import { wordLists } from './english-word-lists.js';

/**
 * Real words that, written to a home-service business, are far likelier a slip of the keys: "panting the
 * bedroom" is painting it.
 */
const LIKELY_TYPOS = new Set(['panting']);

let words: Set<string> | undefined;

/** Whether `word` (lower case, no accents) is a common English word as it stands. */
export function isEnglishWord(word: string): boolean {
  words ??= new Set(wordLists().flatMap((list) => list.map((w) => w.toLowerCase())));
  return words.has(word) && !LIKELY_TYPOS.has(word);
}
