/**
 * Counts the things of one task listed together: "2 PAX wardrobes, 1 MALM
 * dresser and 3 nightstands" (6), "recaulk 2 tubs and the kitchen sink" (3),
 * "deep clean my oven and fridge" (2). An item is a run of the task's own
 * nouns; its count is the number just before it, else one when it is singular
 * or has an article. A plural without a number makes the total unknown.
 */
import { CONTEXT_TOKENS } from '../catalog/tasks/define.js';
import type { TaskDef } from '../catalog/types.js';
import { wordTokens, type Lexicon } from './lexicon.js';
import type { Quantity } from './quantities.js';
import { matchesOf, WORD } from './scan.js';

const ONE = /^(?:a|an|the|one|my|our|his|her|this|that|another|un|una|el|la|mi|su|otro|otra|este|esta|ese|esa)$/;
/**
 * Words of a vague amount right before a thing: its count is unknown. One word each, the last word of the phrases in
 * resolve.ts `VAGUE_AMOUNT` plus "unos", "a handful" and the slang of a lot ("un montón", "un chingo").
 */
const VAGUE_BEFORE =
  /^(?:bunch|few|some|several|lot|lots|many|various|handful|multiple|varios|varias|unos|unas|algunos|algunas|cuantos|cuantas|monton|chingo|chorro)$/;
const JOIN = /(?:,|\band\b|\bplus\b|\+|\by\b|\be\b|&|\bas well as\b|\btambien\b)/;
const EVERY_JOIN = new RegExp(JOIN.source, 'g');
const nounCache = new WeakMap<TaskDef, Set<number>>();

/**
 * Jobs done to any household thing (moving it, assembling it): their keywords name "furniture", so the
 * things themselves are read from this list ("my chesterfield and a dresser", "una litera y 2 burós").
 */
const HOUSEHOLD_THINGS =
  /^(?:sofas?|couch(?:es)?|chesterfields?|loveseats?|sectionals?|recliners?|armchairs?|chairs?|tables?|desks?|dressers?|nightstands?|bed|beds|bedframes?|headboards?|bunk|cribs?|bookcases?|bookshelf|bookshelves|shelves|shelving|wardrobes?|armoires?|cabinets?|hutch(?:es)?|sideboards?|buffets?|credenzas?|vanity|vanities|mirrors?|pianos?|fridges?|refrigerators?|freezers?|washers?|dryers?|stoves?|ranges?|ovens?|dishwashers?|treadmills?|ellipticals?|bikes?|safes?|mattress(?:es)?|futons?|ottomans?|benches|bench|tvs?|televisions?|grills?|cribs?|chest|trampolines?|swingsets?|sillon(?:es)?|sofa|sofas|sillas?|mesas?|mesitas?|escritorios?|comodas?|buros?|camas?|literas?|cunas?|libreros?|estanterias?|estantes?|repisas?|armarios?|roperos?|closets?|alacenas?|vitrinas?|aparadores?|trinchadores?|tocadores?|espejos?|cabeceras?|refris?|refrigeradores?|neveras?|frigorificos?|congeladores?|lavadoras?|secadoras?|estufas?|hornos?|lavavajillas|caminadoras?|bicicletas?|colchon(?:es)?|colchones|televisores?|pantallas?|asadores?|zapateros?|sinfonier|canape|canapes|butacas?|taburetes?|bancos?)$/;
/** "hook up the washer and dryer", "instalar lavadora y secadora": the appliances an install counts. */
const APPLIANCES =
  /^(?:washers?|dryers?|dishwashers?|fridges?|refrigerators?|freezers?|stoves?|ranges?|ovens?|microwaves?|cooktops?|hoods?|lavadoras?|secadoras?|lavavajillas|lavaplatos|refris?|refrigeradores?|neveras?|frigorificos?|congeladores?|estufas?|hornos?|microondas|campanas?|parrillas?|vitroceramicas?|placas?)$/;
const THINGS: ReadonlyMap<string, RegExp> = new Map([
  ['moving.furniture', HOUSEHOLD_THINGS],
  ['appliances.install', APPLIANCES],
  ['moving.junk.items', HOUSEHOLD_THINGS],
  ['handyman.furniture.assembly', HOUSEHOLD_THINGS],
]);

/** What a task's things are made of or sit in ("a hole in the drywall", "un hoyo en la tablaroca"): never one of them. */
const NOT_THINGS: ReadonlyMap<string, RegExp> = new Map([
  ['drywall.patch', /^(?:drywall|sheetrock|gypsum|walls?|ceilings?|pared|paredes|tablaroca|pladur|yeso|muros?|tabiques?|techos?|plafon)$/],
  // "take away an old couch and a mattress to the dump": where the things go, not one of them.
  ['moving.junk.items', /^(?:dump|landfill|curb|tip|transfer|basurero|vertedero|deposito|tiradero|chatarreria)$/],
]);

function nounsOf(lex: Lexicon, def: TaskDef): Set<number> {
  let set = nounCache.get(def);
  if (!set) {
    set = new Set();
    for (const m of lex.tasks) {
      if (m.def !== def) continue;
      for (const p of m.phrases)
        p.groups.forEach((g, i) => {
          if (!p.verb[i]) for (const id of g) if (!CONTEXT_TOKENS.has(lex.tokens[id]!)) set!.add(id);
        });
    }
    nounCache.set(def, set);
  }
  return set;
}

/** Between two items of one list: a joiner and a few words, never a hedge, a negation, a new verb or a new sentence. */
const NOT_A_LIST =
  /\n|\b(?:no|not|dont|doesnt|isnt|wont|stopped|still|works|working|quit|died|broke|put|remove|replace|install|poner|quitar|cambiar|instalar|colocar|maybe|or|o|quizas|tal vez|already|ya|want|need|have|has|is|are|tengo|tiene|quiero|necesito|es|esta|son)\b/;
/** A place after the joiner ("the bathtub recaulked, black mold in the old caulk"): the noun is where, not another thing. */
const PLACE_IN_GAP = /(?:,|\band\b|\by\b|\+)[^,]*\b(?:in|on|at|from|into|inside|under|behind|en|sobre|debajo|dentro|detras)\b/;
const MAX_GAP = 24;
/** Only a joiner between two bare nouns: "washer and dryer", "lavadora y secadora". */
const BARE_PAIR = /^\W*(?:and|plus|y|e|\+|&)\W*$/;
/** Verb forms ("draining", "desatascarlo", "atascado"): the work or the symptom, not a thing. */
// "my son kicked a hole": a past tense of doing is no thing either.
const VERB_LIKE =
  /(?:ing|arlo|arla|arlos|arlas|erlo|irlo|ado|ada|ados|adas|ido|ida|ando|iendo)$|^(?=.{6,})(?!.*air$).*(?:ar|ir)$|^(?:kicked|punched|knocked|smashed|busted|cracked|dented|ripped|tore|broke)$/;

/** How the thing is doing ("tragan muy lento", "running slow"): not a thing of the list. */
const SYMPTOM = /^(?:lento|lenta|lentos|lentas|slow|slowly|clogged|backed|leaky|leaking|loose|broken|roto|rota|rotos|rotas)$/;

/** Jobs whose things are any household things (a move, an assembly). */
export function countsThings(def: TaskDef): boolean {
  return THINGS.has(def.slug);
}

/** A plural household word: "sofas", "couches", "mattresses" (not "mattress", "lavavajillas"). */
const PLURAL_THING = /(?:[^s]s|ches|sses)$/;
const VAGUE_WORDS =
  /\b(?:some|several|few|bunch|lots?|many|various|stuff|things|boxes|unos|unas|algunos|algunas|varios|varias|cosas|monton|trastos|cajas)\b/;

/** The text names one household thing in the singular ("subir un refri al camión", "haul away an old couch"), and nothing vaguer. */
export function oneHouseholdThing(text: string): boolean {
  if (VAGUE_WORDS.test(text)) return false;
  const words = matchesOf(WORD, text).map((m) => m[0]);
  const things = words.flatMap((w, i) => (HOUSEHOLD_THINGS.test(w) ? [i] : []));
  if (things.length !== 1) return false;
  const i = things[0]!;
  const word = words[i]!;
  if (PLURAL_THING.test(word) && !/^(?:mattress|lavavajillas|bus)$/.test(word)) return false;
  return words.slice(Math.max(0, i - 3), i).some((w) => ONE.test(w));
}

export function countItems(lex: Lexicon, def: TaskDef, text: string, own: Quantity[]): number | null {
  if (def.dimension !== 'count' || def.single) return null;
  const nouns = nounsOf(lex, def);
  const things = THINGS.get(def.slug);
  const notThings = NOT_THINGS.get(def.slug);
  const words = matchesOf(WORD, text).map((m) => ({ w: m[0], pos: m.index }));
  const runs: Array<{ start: number; end: number; word: string; at: number }> = [];
  words.forEach((x, i) => {
    // "draining", "trimming": the work, not a thing.
    const thing = things?.test(x.w) ?? false;
    if (
      /^\d/.test(x.w) ||
      notThings?.test(x.w) ||
      (!thing && (VERB_LIKE.test(x.w) || SYMPTOM.test(x.w) || !wordTokens(lex, x.w).some((id) => nouns.has(id))))
    )
      return;
    // "recaulk the tub, the caulk in the corners is black": the material of the work named by the verb, not a thing.
    if (!thing && x.w.length >= 4 && ` ${text}`.includes(` re${x.w}`)) return;
    const prev = runs.at(-1);
    // "un armario de Ikea", "a wardrobe from Ikea": a word after "de" / "from" says which thing, it is not another one.
    const describes = prev && prev.at === i - 2 && !thing && /^\s*(?:de|del|from|by)\s*$/.test(text.slice(prev.end, x.pos));
    if (prev && (prev.at === i - 1 || describes)) {
      prev.at = i;
      prev.end = x.pos + x.w.length;
      prev.word = x.w;
      return;
    }
    runs.push({ start: x.pos, end: x.pos + x.w.length, word: x.w, at: i });
  });
  const counts: number[] = [];
  const named: string[] = [];
  let listed = 0;
  for (const [k, run] of runs.entries()) {
    const from = k > 0 ? runs[k - 1]!.end : 0;
    const gap = text.slice(from, run.start);
    const counted = own.filter((q) => q.kind === 'count' && q.pos >= from && q.pos < run.start && run.start - q.pos <= 16).at(-1);
    // Only the words after the last joiner are said of this thing: "a hole in the hallway, hole about…" has no article.
    const lastJoin = k > 0 ? Math.max(0, ...matchesOf(EVERY_JOIN, gap).map((m) => m.index + m[0].length)) : 0;
    const before = words
      .filter((x) => x.pos >= from + lastJoin && x.pos < run.start)
      .slice(-3)
      .map((x) => x.w);
    // Voice-to-text drops commas: "a sofa a fridge and a washer" is a list too.
    const joined =
      k > 0 &&
      listed > 0 &&
      gap.length <= MAX_GAP &&
      (JOIN.test(gap) || /^\s*(?:a|an|un|una)\s+$/.test(gap)) &&
      !NOT_A_LIST.test(gap) &&
      !PLACE_IN_GAP.test(gap);
    let count: number | null = null;
    if (counted) count = counted.value;
    // "a bunch of pictures", "a few hooks": the article belongs to the vague amount, not to one thing.
    else if (before.some((w) => VAGUE_BEFORE.test(w))) count = null;
    // "the windows", "my tubs": an article before a plural names them without saying how many.
    else if (
      before.some((w) => ONE.test(w)) &&
      !(PLURAL_THING.test(run.word) && /^(?:the|my|our|his|her|their)$/.test(before.at(-1) ?? ''))
    )
      count = 1;
    // "my oven and fridge": a bare noun right after the joiner continues the list.
    else if (joined && /^\W*(?:and|plus|y|e|\+|,)?\W*$/.test(gap) && !/s$/.test(run.word)) count = 1;
    // "washer and dryer need hooking up", "instalar lavadora y secadora": a bare noun that opens such a list is one too.
    else if (listed === 0 && !/s$/.test(run.word) && BARE_PAIR.test(text.slice(run.end, runs[k + 1]?.start ?? run.end))) count = 1;
    if (count === null) {
      if (joined) return null;
      // "a bed and 2 nightstands from Wayfair": a noun after the list ends it, it does not undo it.
      if (listed >= 2) break;
      counts.length = 0;
      named.length = 0;
      listed = 0;
      continue;
    }
    // Not joined to the list before: a new list may start here ("a handyman to recaulk 2 tubs and the sink").
    if (listed > 0 && !joined) {
      counts.length = 0;
      named.length = 0;
      listed = 0;
    }
    counts.push(count);
    named.push(run.word);
    listed += 1;
  }
  const [first, ...rest] = counts;
  if (first === undefined || rest.length === 0) return null;
  // "2 new appliances, a fridge and a range": the list spells out the first count.
  const restTotal = rest.reduce((a, b) => a + b, 0);
  if (first > 1 && restTotal === first) return first;
  // "a washer and a dryer, both LG": a count after the list restates its total.
  const lastCount = counts[counts.length - 1]!;
  // A thing of its own at the end ("..., 1 MALM dresser, 3 nightstands") is counted, not a total.
  const lastWord = named[named.length - 1]!;
  const ownThing = HOUSEHOLD_THINGS.test(lastWord) && !named.slice(0, -1).includes(lastWord);
  if (counts.length > 2 && lastCount > 1 && !ownThing && lastCount === counts.slice(0, -1).reduce((a, b) => a + b, 0)) return lastCount;
  return first + restTotal;
}
