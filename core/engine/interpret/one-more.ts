/**
 * One more of the thing counted: "a minisplit in the bedroom and another in the living room", "3 holes and then one
 * more", "6 y la del baño". Each reading finds its phrases, sets aside the "1" inside them, and adds one per phrase to
 * the count said (or to one thing when none is).
 */
import type { TaskDef } from '../catalog/types.js';
import type { Quantity } from './quantities.js';
import { matchesOf } from './scan.js';

/** "a minisplit in the bedroom and another in the living room", "y otro en la sala": one more of the same thing. */
const ANOTHER =
  /(?:\band|\by|\bplus|\+|,)\s+(?:also\s+|then\s+|luego\s+)?(?:another(?:\s+(?:one|1))?|(?:one|1)\s+more|the\s+(?:one|1)|otro|otra|(?:uno|una|1)\s+mas|(?<=\by\s+)(?:el|la)(?=\s+del?\b))(?=\s*(?:$|[,.;:!?)]|(?:in|on|for|at|by|upstairs|downstairs|outside|inside|too|also|please|where|from|that|which|en|para|de|del|al|arriba|abajo|afuera|adentro|tambien|igual|donde|que)\b))/g;

/** "unos cuadritos", "some hooks": things in the plural after a vague word, no number. */
// "unas en los baños y otra en la cocina": some at a place, said with no thing after the vague word, are no number either.
export const SOME_THINGS =
  /\b(?:unos|unas|some|a few|several|varios|varias|algunos|algunas)\s+(?:(?!(?:\d|horas?|dias?|metros?|pies|minutos|cuantos|cuantas|hours?|days?|feet|more|other)\b)[a-z]+s\b|(?:en|in|on|at)\s+(?:el|la|los|las|the|my|mi|mis)\b)/;
const EVERY_ONE =
  /\b(?:de toda la (?:casa|vivienda)|de todo el (?:piso|depa|departamento|edificio)|(?:in|of|around) the (?:whole|entire) (?:house|home|place|unit|condo)|all (?:the|my|our) [a-z]+s)\b/;

/** "3 holes from door knobs and then one more where my son put a chair through it": the count said, plus one more. */
const ONE_MORE_ADDED =
  /(?:\band|\by|\bplus|,)\s+(?:also\s+|then\s+|luego\s+)?(?:(?:one|1)\s+more|another\s+(?:one|1)|(?:uno|una|1)\s+mas|otr[oa]\s+mas)\b/g;

interface MorePhrases {
  /** Where each "another" phrase lies. */
  spans: Array<readonly [number, number]>;
  /** The quantities said outside those phrases (the "1" of "another 1" is part of the phrase). */
  base: Quantity[];
}

/** The phrases of one more and the figures beside them, for a task counted in several things; null when there are none. */
function morePhrases(def: TaskDef, text: string, own: Quantity[], phrase: RegExp): MorePhrases | null {
  if (def.dimension !== 'count' || def.single) return null;
  const spans = matchesOf(phrase, text).map((m) => [m.index, m.index + m[0].length] as const);
  if (spans.length === 0) return null;
  return { spans, base: own.filter((q) => !spans.some(([a, b]) => q.pos >= a && q.pos < b)) };
}

/** "a fan in the bedroom and another in the office": one thing and one more per phrase, when no count is said. */
export function anotherOne(def: TaskDef, text: string, own: Quantity[]): number | null {
  // "las persianas de toda la casa… y la de la cocina": every one of them, however many; the one named is among them.
  // "unos cuadritos… y el de la Virgencita": one more of some things named with no number is still no number.
  if (EVERY_ONE.test(text) || SOME_THINGS.test(text)) return null;
  const more = morePhrases(def, text, own, ANOTHER);
  if (!more || more.base.some((q) => q.kind === 'count')) return null;
  return 1 + more.spans.length;
}

/** The phrases beside exactly one count said: that count and where the phrases lie. */
function besideOneCount(more: MorePhrases | null): { spans: MorePhrases['spans']; count: Quantity } | null {
  const count = more?.base.length === 1 ? more.base[0] : undefined;
  return more && count?.kind === 'count' ? { spans: more.spans, count } : null;
}

/** "3 holes … and then one more": the one count said, plus one per phrase after it. */
export function oneMoreAdded(def: TaskDef, text: string, own: Quantity[]): number | null {
  const one = besideOneCount(morePhrases(def, text, own, ONE_MORE_ADDED));
  if (!one?.spans.every(([a]) => a > one.count.pos)) return null;
  // "4 in total, 3 here and one more there": a total already holds it.
  if (/\b(?:in total|total|en total|all together|altogether)\b/.test(text)) return null;
  return one.count.value + one.spans.length;
}

/** "6 y la del baño", "4, and another one in the garage" in an answer: one count and one more for each "another". */
export function countAndMore(def: TaskDef, text: string, own: Quantity[]): Quantity | null {
  const one = besideOneCount(morePhrases(def, text, own, ANOTHER));
  if (!one) return null;
  const { spans, count } = one;
  // "y el de la cocina también, así que 3": a count that closes the reckoning already holds the one more said before it.
  // "…y la de la otra habitación igual, son 2": a count said after the other one, as a total, holds it too.
  if (
    spans.every(([a]) => a < count.pos) &&
    (count.corrected || /\b(?:son|serian|seran|so|total|en total|that s|thats|that makes)\s+$/.test(text.slice(0, count.pos)))
  )
    return null;
  // "3. ah non, 4, I forgot the one near the fridge": the one forgotten is why the count changed, not one more.
  if (count.corrected && /\b(?:forgot|forget|forgetting|missed|left out|olvide|olvidaba|me falto|me faltaba)\b/.test(text)) return null;
  // "ambos, el del baño y el de la cocina": the two are named one by one, not one more.
  if (/\b(?:(?:el|la)\s+del?|the\s+one)\b.*\b(?:y|and)\s+(?:(?:el|la)\s+del?|the\s+one)\b/.test(text)) return null;
  return { ...count, value: count.value + spans.length, corrected: true };
}
