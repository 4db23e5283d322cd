/**
 * A clause that is its own job but names only half of it, read together with
 * the job before it: "limpieza profunda 75 m² + horno" (the thing, with the
 * verb said once: cleaning the oven), "build a deck and stain the old one"
 * (the verb, with the thing said before: staining a deck), "fix the dryer and
 * clean the vent" (the dryer's vent, not the furnace ducts). In a later turn
 * the job talked about so far is the topic: "need help with the deck" then
 * "replace the rotten boards" is the deck's boards.
 */
import { VERB_TOKENS } from '../catalog/tasks/define.js';
import type { Trade } from '../catalog/types.js';
import type { Lexicon } from './lexicon.js';
import { wordTokens } from './lexicon.js';
import { matchClause, namesWork, type TaskHit } from './match.js';
import { matchesOf, WORD } from './scan.js';

/** The part of a job that says what is worked on, and the verb that says what is done to it. */
export interface JobWords {
  task: TaskHit;
  /** The job's normalized text. */
  text: string;
  /** Words naming the thing worked on ("deck", "minisplit", "valla madera"). */
  thing: string;
  /** The last verb of doing ("clean", "pintar"), when the job has one. */
  verb: string | null;
}

/** Verbs that say what work is done (not only that something is wanted). */
const DOING =
  /^(?:install|replace|put|fix|repair|paint|repaint|clean|build|mount|hang|remove|swap|change|trim|grind|service|stain|seal|tile|patch|haul|move|lay|instal\w*|cambi\w*|pon\w*|coloc\w*|arregl\w*|repar\w*|pint\w*|limpi\w*|quit\w*|colg\w*|mont\w*|pod\w*|destap\w*|desatasc\w*|revis\w*|mantenimiento|impermeabiliz\w*|sustitu\w*|reemplaz\w*|lav(?:ar|ado|ada)|barniz\w*|constru\w*)$/;
/** Words that only say the work is wanted or made, never what is worked on. */
const NOT_THING = /^(?:want|need|needs|new|make|do|build|built|construir|construccion|hacer|quiero|queremos|necesito|ocupo|nuevo|nueva)$/;

/** A clause pointing back at the thing just named: "stain it", "the whole thing", "pintarla". */
const SAME_THING = /\b(?:it|them|the whole thing|all of it|todo eso|[a-z]+(?:ar|er|ir)(?:lo|la|los|las|le))\b/;
/** A clause pointing at another one of the same kind: "the other one", "el otro", "la que ya tengo". */
const OTHER_OF_KIND =
  /\b(?:the (?:other|old|existing|second) (?:one|1|ones)|the other|the (?:one|1)|that (?:one|1)|those|el otro|la otra|los otros|las otras|al otro|a la otra|el que|la que|los que|las que|el viejo|la vieja)\b/;

/** "and then seal it", "stain the whole thing": the thing just named, not another of its kind. */
export function refersToSameThing(norm: string): boolean {
  return SAME_THING.test(norm) && !OTHER_OF_KIND.test(norm);
}

/** Clauses joined by a word that adds something: "and", "y", "plus", "+", "aparte", "also", "(tanto X) como Y". */
export const JOINED =
  /^\s*(?:,\s*)?(?:and|y|e|plus|\+|also|then|tambien|ademas|aparte|luego|despues|as well as|como(?=\s+(?:el|la|los|las|un|una|mi|mis)\s))(?:\s|$)/;

/** "the faucet of the shower", "el grifo de la ducha": what follows names whose the thing is. */
const OWNER_BEFORE = /\b(?:de|del|of|of the|de la|de las|de los)\s+(?:la\s+|el\s+|las\s+|los\s+|the\s+)?$/;
/** "2 dead outlets in the garage": a word after "in the" says where the thing is; it does not replace it. */
const PLACE_BEFORE = /\b(?:in|inside|on|at|en|dentro de)\s+(?:the\s+|my\s+|our\s+|la\s+|el\s+|mi\s+)?$/;

/** A word of the catalog's doing or trouble vocabulary ("sticking", "broken", "replace", "new"). */
export function isWorkWord(lex: Lexicon, word: string): boolean {
  return wordTokens(lex, word).some((id) => VERB_TOKENS.has(lex.tokens[id]!));
}

function isAction(lex: Lexicon, word: string): boolean {
  return (
    DOING.test(word) || NOT_THING.test(word) || namesWork(word) || wordTokens(lex, word).some((id) => VERB_TOKENS.has(lex.tokens[id]!))
  );
}

/** The thing and the verb of a job, from its normalized text. */
export function jobWords(lex: Lexicon, norm: string, task: TaskHit | null = null): JobWords | null {
  const hit = matchClause(lex, norm).task;
  const own = task && hit?.def.slug !== task.def.slug ? null : hit;
  const positions = own?.positions ?? [];
  const thing = positions
    .map((pos) => /^[a-z0-9]+/.exec(norm.slice(pos))?.[0] ?? '')
    .filter((w) => w !== '' && !isAction(lex, w))
    .join(' ');
  const verbs = (norm.match(/[a-z]+/g) ?? []).filter((w) => DOING.test(w) || (namesWork(w) && !/^(?:move|moving|movers?)$/.test(w)));
  const final = own ?? task;
  if (!final) return null;
  return { task: final, text: norm, thing, verb: verbs.at(-1) ?? null };
}

const wordAt = (text: string, pos: number): string => /^[a-z0-9]+/.exec(text.slice(pos))?.[0] ?? '';

const DETERMINER =
  /^(?:the|a|an|my|our|some|any|another|one|el|la|los|las|lo|un|una|unos|unas|mi|mis|nuestro|nuestra|algun|alguno|alguna|algunos|algunas|otro|otra|\d+)$/;

/**
 * A clause that lists a thing: after "and / y / + / aparte", a determiner, a number
 * or the thing itself comes first ("y zoclo de madera", "+ horno", "y si os da tiempo
 * algunos radiadores"), not a verb of its own ("y entra el aire" describes the job before).
 */
function listsThing(norm: string, own: TaskHit | null): boolean {
  const joined = JOINED.exec(norm);
  if (!joined) return false;
  const rest = norm.slice(joined[0].length);
  const offset = norm.length - rest.length;
  for (const m of matchesOf(WORD, rest)) {
    const word = m[0];
    if (/^(?:and|y|e|plus|also|tambien|ademas|aparte|too)$/.test(word)) continue;
    if (DETERMINER.test(word) || own?.positions.includes(offset + m.index)) return true;
    // "if you have time, some radiators", "si os da tiempo algunos radiadores": a condition before the thing.
    if (/^(?:si|if)$/.test(word)) return /\b(?:the|a|an|some|any|el|la|los|las|un|una|unos|unas|algun\w*)\s/.test(rest.slice(m.index));
    return false;
  }
  return false;
}

/**
 * The clause read with the thing of the job before: all its words, else one at a time
 * ("+ puerta" with "valla madera" is the fence's gate, not more wood fence). The job found
 * must use a word of the clause.
 */
function withThing(lex: Lexicon, norm: string, before: JobWords, accept: (hit: TaskHit | null) => hit is TaskHit): TaskHit | null {
  const words = before.thing.split(' ').filter((w) => w !== '');
  // Last, every other word of the job before: "power wash the deck" names the deck outside its task's words.
  const rest = (before.text.match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !isAction(lex, w)).join(' ');
  const attempts = [...(words.length > 1 ? [before.thing, ...words] : words), ...(rest !== before.thing ? [rest] : [])];
  for (const [i, thing] of attempts.entries()) {
    const hit = matchClause(lex, `${norm} ${thing}`).task;
    // With one word of the thing, the clause must name a thing of its own ("+ puerta"), not only a verb ("2 of them to replace").
    const single = i > 0 && thing !== rest;
    // With the whole job before, the clause must add a word more telling than "put" or "fix" ("seal it", not "put a bucket under it").
    const loose = i > 0 && thing === rest;
    const uses = (p: number): boolean =>
      p < norm.length && (!single || !isAction(lex, wordAt(norm, p))) && (!loose || !isWorkWord(lex, wordAt(norm, p)));
    if (accept(hit) && hit.positions.some(uses)) return hit;
  }
  return null;
}

const groupsOf = (hit: TaskHit): number => Math.floor(hit.score / 100);

function strong(hit: TaskHit | null): hit is TaskHit {
  return hit !== null && !hit.fuzzy && hit.score >= 200;
}

/** The tests of `readWithJobBefore` that need no second reading, so most clauses cost nothing more. */
export function worthReading(
  lex: Lexicon,
  norm: string,
  ownTask: TaskHit | null,
  hasVerb: boolean,
  laterTurn: boolean,
  beforeTrade: Trade,
): boolean {
  const weak = !ownTask || ownTask.fuzzy || ownTask.score < 200;
  const troubled = (norm.match(/[a-z]+/g) ?? []).some((w) => isWorkWord(lex, w));
  if (!hasVerb && !troubled) return !laterTurn && ownTask !== null && listsThing(norm, ownTask);
  const points = (laterTurn && (!ownTask || ownTask.fuzzy)) || OTHER_OF_KIND.test(norm) || SAME_THING.test(norm);
  return weak ? points : !laterTurn && ownTask!.def.trade !== beforeTrade;
}

/**
 * The job a clause names when read with the job before, or null when the clause
 * stands on its own (or is only a detail of that job). `hasVerb`: the clause says
 * what is done; `ownTask`: what the clause names read alone.
 */
export function readWithJobBefore(
  lex: Lexicon,
  before: JobWords,
  norm: string,
  ownTask: TaskHit | null,
  hasVerb: boolean,
  laterTurn: boolean,
): TaskHit | null {
  const weak = !ownTask || ownTask.fuzzy || ownTask.score < 200;
  // Only another job counts: more words about the same job stay with it (in a later turn, with the job asked about).
  const differs = (hit: TaskHit | null): hit is TaskHit => strong(hit) && hit.def.slug !== before.task.def.slug;
  // A thing with its own trouble ("and the washer is leaking too") is read like a clause with its own verb.
  const troubled = (norm.match(/[a-z]+/g) ?? []).some((w) => isWorkWord(lex, w));
  if (!hasVerb && !troubled) {
    // "+ horno", "y zoclo de madera", "and the front door too": the verb said once serves the next thing.
    if (laterTurn || !ownTask || !listsThing(norm, ownTask)) return null;
    const hit = before.verb ? matchClause(lex, `${before.verb} ${norm}`).task : withThing(lex, norm, before, differs);
    if (!differs(hit)) return null;
    // "the carpet cleaned and the tile floor too": read with the verb, the thing is the job before's trade's work.
    const keepsTrade = hit.def.trade === before.task.def.trade && ownTask.def.trade !== before.task.def.trade;
    // A thing already named outright keeps its own task within its trade ("and a tile backsplash").
    const moves = weak || hit.def.trade !== ownTask.def.trade;
    if (!moves || !(weak || groupsOf(hit) > groupsOf(ownTask) || (groupsOf(hit) === groupsOf(ownTask) && keepsTrade))) return null;
    // "paint the walls and ceiling": together they name one job (a room) that is not the new one: a detail.
    const merged = matchClause(lex, `${before.text} ${norm}`).task;
    const at = before.text.length + 1;
    const usesBoth = merged
      ? merged.positions.some((p) => p < at && !isAction(lex, wordAt(before.text, p))) &&
        merged.positions.some((p) => p >= at && !isAction(lex, wordAt(`${before.text} ${norm}`, p)))
      : false;
    if (usesBoth && merged && merged.def.slug !== hit.def.slug) return null;
    // Within the thing's own trade, a reading that drops the thing named says less ("and a tile backsplash" is wall
    // tile, not the floor tile of "install tile"); one that keeps it gains the verb ("install ... and faucet").
    const offset = before.verb ? before.verb.length + 1 : 0;
    const things = ownTask.positions.filter((p) => !isAction(lex, wordAt(norm, p)));
    const keepsThing = things.every((p) => hit.positions.includes(p + offset));
    return hit.def.trade === ownTask.def.trade && !keepsThing && ownTask.def.slug !== before.task.def.slug ? ownTask : hit;
  }
  // Cheap tests first: most clauses name their own job and need no second reading.
  const points = (laterTurn && (!ownTask || ownTask.fuzzy)) || OTHER_OF_KIND.test(norm) || SAME_THING.test(norm);
  if (weak ? !points : laterTurn || ownTask!.def.trade === before.task.def.trade) return null;
  const hit = withThing(lex, norm, before, differs);
  if (!hit) return null;
  // "darle mantenimiento al otro", "stain the whole thing" (other work on the same thing: another trade; "quiero
  // cambiarlos" is the same job), or any clause of a later turn about the job talked about.
  if (weak)
    return (laterTurn && (!ownTask || ownTask.fuzzy)) ||
      OTHER_OF_KIND.test(norm) ||
      (SAME_THING.test(norm) && hit.def.trade !== before.task.def.trade)
      ? hit
      : null;
  // "canaletas nuevas … y que limpien las que están atrás, llenas de hojas": "the ones" are the job before's things; what
  // fills them ("hojas") is no job of its own.
  if (!laterTurn && OTHER_OF_KIND.test(norm) && hit.def.trade !== ownTask!.def.trade && groupsOf(hit) >= groupsOf(ownTask!)) {
    const at = norm.length + 1;
    if (hit.positions.some((p) => p >= at)) return hit;
  }
  // "fix the dryer and clean the vent": a thing of the job before's trade, not the other trade's same-named thing.
  const sameTrade = hit.def.trade === before.task.def.trade && ownTask!.def.trade !== before.task.def.trade;
  // "a new dishwasher, also the kitchen faucet leaks": a reading that drops the thing the clause names, and finds no
  // other thing in it ("fix the section the tree fell on" finds the section), is not it.
  const keepsThing =
    ownTask!.positions.every((p) => isAction(lex, wordAt(norm, p)) || hit.positions.includes(p)) ||
    hit.positions.some(
      (p) =>
        p < norm.length &&
        !ownTask!.positions.includes(p) &&
        !isAction(lex, wordAt(norm, p)) &&
        // "el grifo de la ducha": a word that only says whose the thing is does not replace it.
        !OWNER_BEFORE.test(norm.slice(Math.max(0, p - 12), p)) &&
        !PLACE_BEFORE.test(norm.slice(Math.max(0, p - 14), p)),
    );
  // "…y de una vez q cambien el wc xq ya esta estrellado": a clause whose verb takes its own thing first keeps it,
  // whatever word of the job before's trade it holds later ("fix the section the tree fell on" takes the section).
  const thingAt = (positions: number[], skip: number[]): number =>
    Math.min(...positions.filter((p) => p < norm.length && !skip.includes(p) && !isAction(lex, wordAt(norm, p))));
  if (hasVerb && ownTask!.score >= 200 && thingAt(ownTask!.positions, hit.positions) < thingAt(hit.positions, ownTask!.positions))
    return null;
  return !laterTurn && sameTrade && keepsThing && groupsOf(hit) >= groupsOf(ownTask!) ? hit : null;
}
