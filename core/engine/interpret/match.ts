/**
 * Finds the job a clause talks about: the task whose phrase matches with the
 * most groups, then the most specific tokens (rarer across tasks, longer);
 * ties go to the task listed first. Without a task, only the trade.
 */
import { VERB_TOKENS } from '../catalog/tasks/define.js';
import type { TaskDef, Trade } from '../catalog/types.js';
import { wordTokens, type Lexicon } from './lexicon.js';
import { matchesOf, WORD } from './scan.js';

export interface TaskHit {
  def: TaskDef;
  score: number;
  /** The customer wrote the job's noun in the plural ("faucets") or with "some", "varios"... */
  plural: boolean;
  /** Character positions of the words that matched, to find the number that counts them. */
  positions: number[];
  /** Some word matched only as a likely typo: weaker evidence. */
  fuzzy: boolean;
  /** A number stands right before one of the task's nouns. */
  counted: boolean;
  /** Every one of its things is named after "in / on / under / en...": the place of another thing. */
  placed?: boolean;
}
export interface ClauseMatch {
  task: TaskHit | null;
  trade: Trade | null;
}

const VAGUE =
  /\b(?:some|several|a few|multiple|many|various|every|whole house|entire house|full house|whole home|entire home|full home|toda la casa|toda la vivienda|todo el piso|toda la vivienda|all (?:the|my|of|our)|bunch|lots|unos|unas|algunos|algunas|varios|varias|todos|todas|muchos|muchas|cuantos|cuantas)\b/;
const NOT_PLURAL = new Set([
  'gas',
  'glass',
  'grass',
  'this',
  'his',
  'has',
  'was',
  'yes',
  'lens',
  'tennis',
  'mas',
  'tres',
  'dos',
  'seis',
  'mes',
  'lunes',
  'bus',
  'plus',
  'less',
  'press',
  'class',
  'boss',
  'cross',
  'moss',
  'chassis',
  'always',
  'its',
  'status',
  'nos',
  'los',
  'las',
  'les',
  'sus',
  'tus',
  'mis',
  'pies',
  'lavavajillas',
  'lavaplatos',
  'lavatrastes',
  'microondas',
  'paraguas',
  'tenis',
  'series',
  'gutters',
  'stairs',
  'steps',
  'escaleras',
  'blinds',
  'pants',
  'premises',
  'ductos',
  // Parts of one appliance: "range burners won't light" is one range.
  'burners',
  'quemadores',
  'hornillas',
  'knobs',
  'perillas',
  'racks',
  'coils',
]);

/** Mass nouns that name several things at once. */
const MASS = /^(?:lighting|iluminacion)$/;

function isPlural(word: string): boolean {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !NOT_PLURAL.has(word) && !VOSOTROS.test(word);
}

/** "the oak has dead branches hanging over the roof": a tree's parts, many to one tree, do not make the trees plural. */
const TREE_PARTS = /^(?:branches|limbs|fronds|ramas|pencas)$/;
const ONE_TREE =
  /\b(?:the|a|an|my|our|one|el|la|un|una|mi)\s+(?:big\s+|old\s+|huge\s+)?(?:tree|oak|maple|palm|pine|elm|pecan|sycamore|arbol|palmera|pino|roble|encino)\b/;

/** Spain's vosotros verbs ("¿me limpiáis el horno?", "que me cambiéis") end in s but are no plural things. */
const VOSOTROS = /^(?:[a-z]{3,}(?:ais|eis)|[a-z]{3,}(?:adme|edme|idme))$/;

interface Word {
  text: string;
  pos: number;
  ids: readonly number[];
}

const CAUSE = /\b(?:after|because of|due to|caused by|from a|from the|tras|debido a|por culpa de|despues de|a causa de)\b/;

function words(lex: Lexicon, text: string): Word[] {
  const out: Word[] = [];
  for (const m of matchesOf(WORD, text)) out.push({ text: m[0], pos: m.index, ids: wordTokens(lex, m[0]) });
  return out;
}

/**
 * Gives each group of a phrase its own word ("muros" cannot be both the thing
 * and the action), preferring the most specific token; tries the groups in
 * reverse order when the greedy first pass runs out of words.
 */
function assign(
  lex: Lexicon,
  groups: number[][],
  wordsOf: Map<number, Word[]>,
  causeAt: number,
): { hitWords: Word[]; score: number } | null {
  for (const order of [groups.map((_, i) => i), groups.map((_, i) => groups.length - 1 - i)]) {
    const hitWords: Word[] = new Array(groups.length);
    const used = new Set<Word>();
    let score = groups.length * 100;
    let ok = true;
    for (const g of order) {
      let found: Word | undefined;
      let weight = 0;
      for (const id of groups[g]!) {
        const w = (wordsOf.get(id) ?? []).find((c) => !used.has(c));
        // Words describing the cause ("after a plumbing leak") count half.
        const value = w ? lex.specificity[id]! * (w.pos > causeAt ? 0.5 : 1) : 0;
        if (w && value > weight) {
          found = w;
          weight = value;
        }
      }
      if (!found) {
        ok = false;
        break;
      }
      hitWords[g] = found;
      used.add(found);
      score += weight;
    }
    if (ok) return { hitWords, score };
  }
  return null;
}

/** Spans of time are not a vague amount of the job ("after a few minutes"). */
const TIME_SPAN =
  /\b(?:(?:some|several|a few|many|unos|unas|algunos|algunas|varios|varias|muchos|muchas)\s+(?:minutes|hours|days|weeks|months|years|times|minutos|horas|dias|semanas|meses|anos|veces)|all the (?:way|time|while)|muchas gracias|muchos saludos|many thanks|every\s+(?:single\s+)?(?:other\s+)?(?:cycle|time|day|night|morning|evening|week|month|year|wash|load|use|run|flush|shower|rain|storm|winter|summer|hour|minute)s?|tod[oa]s\s+l[oa]s\s+(?:dias|noches|mananas|tardes|semanas|meses|anos|veces|inviernos|veranos|ciclos|lavados))\b/g;

/** "one of my outlets", "zone 2 of my sprinklers", "una sección de mi cerca": one part of plural things is one. */
const PART_OF =
  /\b(?:one|1|a|an|zone|section|part|half|piece|panel|stretch|uno|una|zona|parte|pedazo|tramo|seccion|mitad)\s+(?:[a-z]+\s+)?(?:of|de)\s+(?:my|the|our|these|those|mis|los|las|nuestr[oa]s|sus)\s+(?:[a-z]+\s+)?$/;

/** "¿Reparáis neveras?", "do you install ceiling fans?": asking what the business does names the kind, not how many. */
const KIND_ASKED =
  /\b(?:do you|do u|can you|does your company|you guys)\s+(?:(?:also|still|even)\s+)?(?:fix|repair|service|install|do|work on|clean|replace|handle)\s+$|\b(?:reparais|reparan|arreglan|arreglais|instalan|instalais|haceis|hacen|trabajan|trabajais|atienden|limpian|limpiais|revisan|revisais|dan servicio a|desatascais|destapan|destapais|colgais|cuelgan|montais|montan|cambiais|cambian|pintais|pintan|podais|podan)\s+(?:tambien\s+)?$/;

function partOf(text: string, w: Word): boolean {
  const before = text.slice(Math.max(0, w.pos - 40), w.pos);
  return PART_OF.test(before) || KIND_ASKED.test(before);
}

/**
 * One system that serves the whole home ("un purificador para toda la casa", "a whole-house water filter",
 * "whole home surge protector") is one thing, not an unknown number of them.
 */
const WHOLE_HOME_UNIT =
  /\b(?:(?:for|para)\s+(?:the\s+|my\s+|our\s+)?(?:whole|entire|all the|toda la|todo el)\s+(?:house|home|casa|departamento|piso|vivienda)|(?:whole|entire)[\s-](?:house|home)(?=\s+[a-z]+\s*(?:filter|filtration|softener|purifier|fan|humidifier|dehumidifier|surge|generator|system|water)))\b/g;

/** "un portón para la entrada de los carros": the cars a gate lets in are never what a home job counts. */
const VEHICLES = /^(?:coches|carros|autos|trocas|cars|trucks|vehicles|vehiculos)$/;

const WINDOWS_OF_HOME =
  /\b(?:windows?|ventanas?|cristales|vidrios)\b[\s\S]*\b(?:whole|entire|all the|toda la|todo el|de toda la|de todo el)\s+(?:house|home|casa|piso|depa|departamento|vivienda)\b|\ball (?:the |our |my )?windows\b|\btodas las ventanas\b|\blas (?:persiana|ventana)s?\b[^.]{0,24}\b(?:de|en) (?:la |mi |nuestra )?casa\b/;

/** A number right before one of the matched nouns ("2 new gates"); a count of places after a preposition ("mosquiteras en 3 ventanas") does not count the thing. */
const COUNTED = /\b\d+(?:\.\d+)?\s+(?:[a-z]+\s+)?$/;
// "under our 3 sinks", "de los 3 lavabos": a determiner may stand between the place word and the count.
const PLACES =
  /\b(?:en|in|on|for|para|de|of|at|under|bajo)\s+(?:(?:the|my|our|these|those|all|all the|los|las|mis|sus|nuestr[oa]s|todos los|todas las)\s+)?\d+(?:\.\d+)?\s+(?:[a-z]+\s+)?$/;

function countedNoun(text: string, hitWords: Word[], verb: boolean[]): boolean {
  return hitWords.some((w, g) => {
    if (verb[g]) return false;
    const before = text.slice(Math.max(0, w.pos - 24), w.pos);
    return COUNTED.test(before) && !PLACES.test(before);
  });
}

/** "in a sliding glass door", "under the sink", "off the back door", "junto a la puerta": what follows names a place. */
const PLACE_PREP =
  /\b(?:in|into|on|onto|under|underneath|around|behind|inside|above|over|off|off of|next to|beside|alongside|along|by|near|outside|en|bajo|debajo de|alrededor de|dentro de|encima de|sobre|junto a|junto al|al lado de|cerca de|detras de|fuera de|afuera de|a lo largo de)\s+(?:(?:a|an|the|my|our|this|that|un|una|el|la|los|las|mi|mis|nuestr[oa])\s+)?(?:[a-z]+\s+){0,2}$/;

function placedOnly(text: string, hitWords: Word[], verb: boolean[]): boolean {
  const things = hitWords.filter((_, g) => !verb[g]);
  return things.length > 0 && things.every((w) => PLACE_PREP.test(text.slice(Math.max(0, w.pos - 40), w.pos)));
}

/** "the light switches", "my old changes": a word after a determiner or a describing word is a thing, not the verb. */
const DETERMINER_BEFORE = /\b(?:the|my|our|all|these|those|both|light|wall|dimmer|old|new|broken|cracked|los|las|mis|sus|nuestr[oa]s)\s+$/;

function afterDeterminer(text: string, w: Word): boolean {
  return DETERMINER_BEFORE.test(text.slice(Math.max(0, w.pos - 12), w.pos));
}

/** Words that name the work itself (a trade's verb or its worker), not a thing of the home. */
const NAMED_TRADES: ReadonlyArray<readonly [Trade, RegExp]> = [
  ['painting', /\b(?:paint\w*|repaint\w*|pint[aeo]\w*|repint\w*|stain\w*|barniz\w*)\b/],
  // Washers, lavadoras and lavabos are things, not the work of washing.
  [
    'cleaning',
    /\b(?:clean\w*|limpi\w*|scrub\w*|wash(?!ers?\b)\w*|lav(?!adoras?\b|abos?\b|avajillas|aplatos|atrastes|amanos|aderos?\b|anderia)[aeo]\w*|shampoo\w*|champu\w*)\b/,
  ],
  ['plumbing', /\b(?:plumber|plumbers|plomer\w*|fontaner\w*)\b/],
  ['electrical', /\b(?:electrician|electricians|electricista\w*)\b/],
  ['handyman', /\b(?:handyman|handymen|manitas|todero)\b/],
  ['moving', /\b(?:move|moving|movers?|mudanza\w*|mudar\w*|porte|portes|acarre\w*)\b/],
  ['landscaping', /\b(?:gardener\w*|landscaper\w*|jardiner\w*)\b/],
  ['roofing', /\b(?:roofer\w*|techador\w*)\b/],
  ['carpentry', /\b(?:carpenter\w*|carpinter\w*)\b/],
  // "hang the basement, 900 sq ft, and then texture it": texturing or skimming is drywall's next step, its own job.
  ['drywall', /\b(?:textur(?:e|ed|ing)|texturiz\w*|skim\s?coat\w*|drywaller\w*|tablaroquer\w*|pladurist\w*)\b/],
];

/** Workers of a trade: "un plomero dos horas" asks for that trade's hours, not a handyman's. */
const WORKERS: ReadonlyArray<readonly [Trade, RegExp]> = [
  ['plumbing', /\b(?:plumber|plumbers|plomer[oa]s?|fontaner[oa]s?)\b/],
  ['electrical', /\b(?:electrician|electricians|electricistas?)\b/],
  ['carpentry', /\b(?:carpenter|carpenters|carpinter[oa]s?|ebanistas?)\b/],
  ['painting', /\b(?:painter|painters|pintor|pintora|pintores)\b/],
];

/** The trade whose worker the customer asks for by name, if any. */
export function namedWorker(text: string): Trade | null {
  return WORKERS.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** Whether the text names the work of some trade by its verb or its worker. */
export function namesWork(text: string): boolean {
  return NAMED_TRADES.some(([, re]) => re.test(text));
}

/**
 * One reading's matches by text: grouping and resolving ask about the same clause more than once.
 * Cleared at the start of every reading (`forgetClauses`): a request does not reuse another's matches.
 */
const clauseMemo = new Map<string, ClauseMatch>();
let memoLexicon: Lexicon | null = null;

export function forgetClauses(): void {
  clauseMemo.clear();
  memoLexicon = null;
}

/** The best task (and trade) a clause names. Callers treat the answer as read-only: it may be shared within a reading. */
export function matchClause(lex: Lexicon, text: string): ClauseMatch {
  if (memoLexicon !== lex) {
    clauseMemo.clear();
    memoLexicon = lex;
  }
  let match = clauseMemo.get(text);
  if (match === undefined) {
    match = matchFresh(lex, text);
    // Bounded even for a caller that matches outside a reading.
    if (clauseMemo.size >= 512) clauseMemo.clear();
    clauseMemo.set(text, match);
  }
  return match;
}

/**
 * The words found for the thing groups of a phrase, in group then token order, that are not verbs (or
 * follow a determiner) and come before any cause. A loop, not nested flatMaps: a thing group lists
 * many tokens ("room|bedroom|..."), and an empty array per token not in the text cost ~7% of an estimate.
 */
function thingWords(
  lex: Lexicon,
  text: string,
  phrase: { groups: number[][]; verb: boolean[] },
  wordsOf: Map<number, Word[]>,
  causeAt: number,
): Word[] {
  const out: Word[] = [];
  for (let g = 0; g < phrase.groups.length; g++) {
    if (phrase.verb[g]) continue;
    for (const id of phrase.groups[g]!) {
      const found = wordsOf.get(id);
      if (found === undefined) continue;
      for (const w of found)
        if ((!w.ids.some((t) => VERB_TOKENS.has(lex.tokens[t]!)) || afterDeterminer(text, w)) && !(w.pos > causeAt)) out.push(w);
    }
  }
  return out;
}

function matchFresh(lex: Lexicon, text: string): ClauseMatch {
  const ws = words(lex, text);
  const wordsOf = new Map<number, Word[]>();
  const satisfied = new Map<number, number>();
  for (const w of ws) {
    for (const id of w.ids) {
      const list = wordsOf.get(id);
      if (list) {
        list.push(w);
        continue;
      }
      wordsOf.set(id, [w]);
      for (const [phrase, bit] of lex.postings.get(id) ?? []) satisfied.set(phrase, (satisfied.get(phrase) ?? 0) | bit);
    }
  }

  // The trade the customer names ("paint the front door", "clean the windows") settles a tie between tasks of equal weight.
  const named = new Set(NAMED_TRADES.filter(([, re]) => re.test(text)).map(([trade]) => trade));
  const cause = CAUSE.exec(text);
  const causeAt = cause ? cause.index : Infinity;
  let best: TaskHit | null = null;
  let bestIndex = Infinity;
  let windowsOfHome: boolean | undefined;
  for (const [index, mask] of satisfied) {
    const ref = lex.phrases[index]!;
    if (mask !== ref.full) continue;
    const assigned = assign(lex, ref.phrase.groups, wordsOf, causeAt);
    if (!assigned) continue;
    const { hitWords, score } = assigned;
    // More phrase groups win; at equal groups a task of the trade the customer named; then the score; ties go to the task listed first.
    if (best) {
      const groups = Math.floor(score / 100) - Math.floor(best.score / 100);
      const trade = Number(named.has(ref.task.def.trade)) - Number(named.has(best.def.trade));
      // Then the task whose thing the customer counted ("2 new gates on our wood fence").
      const counted = Number(countedNoun(text, hitWords, ref.phrase.verb)) - Number(best.counted);
      // Then the task whose thing is not only named as the place of the other ("a pet door in a sliding glass door").
      const place =
        groups === 0 && trade === 0 && counted === 0 ? Number(best.placed) - Number(placedOnly(text, hitWords, ref.phrase.verb)) : 0;
      if (
        groups < 0 ||
        (groups === 0 &&
          (trade < 0 ||
            (trade === 0 &&
              (counted < 0 ||
                (counted === 0 &&
                  (place < 0 || (place === 0 && (score < best.score || (score === best.score && ref.task.index >= bestIndex)))))))))
      )
        continue;
    }
    // Every word of a thing's group counts: "shutoff valves" is plural though "shutoff" was the word assigned.
    const nouns = thingWords(lex, text, ref.phrase, wordsOf, causeAt);
    const plural =
      VAGUE.test(text.replace(TIME_SPAN, ' ').replace(WHOLE_HOME_UNIT, ' ')) ||
      nouns.some(
        (w) => isPlural(w.text) && !partOf(text, w) && !VEHICLES.test(w.text) && !(TREE_PARTS.test(w.text) && ONE_TREE.test(text)),
      ) ||
      // "recessed lighting in the kitchen": lighting of a kind that comes several to a room is several lights.
      (ref.task.def.several_per_place === true && nouns.some((w) => MASS.test(w.text))) ||
      // "window washing for the whole house, 2 story": a whole home's windows are many, their count unknown.
      (ref.task.def.dimension === 'count' && (windowsOfHome ??= WINDOWS_OF_HOME.test(text)));
    best = {
      def: ref.task.def,
      score,
      plural,
      positions: hitWords.map((w) => w.pos),
      fuzzy: hitWords.some((w) => lex.fuzzy.has(w.text)),
      counted: countedNoun(text, hitWords, ref.phrase.verb),
      placed: placedOnly(text, hitWords, ref.phrase.verb),
    };
    bestIndex = ref.task.index;
  }

  let trade: Trade | null = best?.def.trade ?? null;
  if (!trade) {
    for (const entry of lex.trades) {
      if (ws.some((w) => w.ids.some((id) => entry.tokens.has(id)))) {
        trade = entry.trade;
        break;
      }
    }
  }
  return { task: best, trade };
}
