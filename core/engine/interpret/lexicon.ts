/**
 * Keyword phrases compiled once per catalog into token ids, so matching a
 * request is set lookups, not regex compilation. A word matches a token when
 * it starts with it (stems: "paint" ~ "painting"); tokens of three letters or
 * fewer must match whole words; a longer token that is a compound of a
 * shorter one ("doorbell" over "door") hides the shorter one; a word of five
 * or more letters that matches nothing may match a token one typo away.
 */
import type { Catalog, TaskDef, Trade } from '../catalog/types.js';
import { TRADES } from '../catalog/types.js';
import { doubleMetaphone } from 'double-metaphone';
import { distance } from 'fastest-levenshtein';
import { isEnglishWord } from './english-words.js';
import { CONTEXT_TOKENS, VERB_TOKENS } from '../catalog/tasks/define.js';
import { spanishForms, spanishStemBeforeE } from './verb-forms.js';

/**
 * `weight` is the best score the phrase can reach: 100 per group plus the most specific token of each.
 * `verb[g]`: group g describes the work or symptom (fix, install, leaking), not the thing counted.
 */
export interface Phrase {
  groups: number[][];
  weight: number;
  verb: boolean[];
}
export interface TaskMatcher {
  def: TaskDef;
  index: number;
  phrases: Phrase[];
}
/** Flat list of every task phrase, for the inverted index. */
export interface PhraseRef {
  task: TaskMatcher;
  phrase: Phrase;
  full: number;
}

export interface Lexicon {
  tokens: string[];
  /** How much a token says about which task is meant: rarer tokens say more. */
  specificity: number[];
  byFirst: Map<string, number[]>;
  shadows: Map<number, number[]>;
  tasks: TaskMatcher[];
  trades: Array<{ trade: Trade; tokens: Set<number> }>;
  cache: Map<string, readonly number[]>;
  phrases: PhraseRef[];
  /** token id → [phrase index, group bit] pairs: which phrase groups the token satisfies. */
  postings: Map<number, Array<[number, number]>>;
  /** Words that matched only as a likely typo. */
  fuzzy: Set<string>;
  /** Whole Spanish verb forms of a keyword's infinitive ("quiten" → quitar), see verb-forms.ts. */
  forms: Map<string, number[]>;
  /** Stems spelled differently before e ("coloque" → coloc, "reemplace" → reemplaz). */
  stemForms: Array<readonly [string, number]>;
}

const INFLECTIONS = new Set([
  's',
  'es',
  'ed',
  'd',
  'ing',
  'ings',
  'er',
  'ers',
  'r',
  'rs',
  'or',
  'ors',
  'ores',
  'ar',
  'ir',
  'ado',
  'ada',
  'ados',
  'adas',
  'ando',
  'iendo',
  'ido',
  'ida',
  'e',
  'a',
  'o',
  'os',
  'as',
  'y',
  'ies',
  'ura',
  'uras',
  'ion',
  'iones',
  'cion',
  'ciones',
  'ero',
  'eros',
  'era',
  'eras',
  'ista',
  'istas',
  'al',
  'ales',
  'ical',
  'ian',
  'ians',
  'ment',
  'ments',
  'n',
  'en',
  'ting',
  'ning',
  'ping',
  'ry',
  'ery',
  'eza',
  'ieza',
  'ante',
  'ador',
  'adora',
  'adores',
  'adoras',
  'ic',
  'ico',
  'ica',
]);
/** Common words never treated as typos of a keyword. */
const NO_FUZZ = new Set([
  'house',
  // "i was calling about", "she called": a phone call, not "cooling" by ear.
  'calling',
  'called',
  'caller',
  // "¿qué tarifa tenéis?": a rate, not "tarima" one letter off.
  'tarifa',
  'tarifas',
  // "in the Costco parking": a car park, not packing by a typo.
  'parking',
  // "tengo el material": what the customer supplies, not "madera" by a typo.
  'material',
  'materiales',
  'materials',
  // "¿qué precios manejan?" (Mexico): the prices a business works with, not "manija" (a door handle).
  'manejan',
  'manejas',
  'maneja',
  'manejais',
  'manejamos',
  // "un aparador" (a sideboard) is not "apagador" (a light switch in Mexico).
  'aparador',
  'aparadores',
  // "cuatro muchachos" (Mexico: four guys) is a crew, not "muchacha" (a maid) one letter off; a "tortón" is a truck.
  'muchachos',
  'muchacho',
  'torton',
  'tortons',
  // Terrassa is a city near Barcelona, not "terraza" by a typo.
  'terrassa',
  // Real words one letter off a keyword, found by reading every fuzzy hit across the labeled sets: "how much do you
  // charge" is not "change", "any chance" is not "change", "remodel" is not "remove", "cuantos" is not "cuarto".
  ...`charge charges chance chances setting sitting matters selling tripped destroyed pocket popping crooked taking
  dropping leaving shakes timing tilting degrees remodel remodeling remodeled remodelar remodelacion showed classes
  smaller wearing watching recipe barber pioneer counted falling quarter company companys composition deposit
  pontoon freeze supplier techs fleetwood parkade repentigny calgary sacramento granada marbella alicante
  plateau terrebonne cuantos cuantas cuatro entre costaria compania compromiso caliente podrian podria podriais puerto
  fuente equivocado equivoque siempre mandais comida contar contarlas regalar tener modernos combien chicas quedado
  quedaron retrato vestiduras cuadrilla terrazo ayudarte encerado encerar plana juntos planos casita cuela llenarse`.split(/\s+/),
  // "its 112 out and my customers are melting": the heat talked about, not "molding" by a typo.
  ...'melting melted boiling sweating roasting baking cooking freezing'.split(' '),
  // "a loud buzzing noise" is a sound, not "buzón" (a mailbox) by a typo.
  'buzzing',
  'buzzes',
  'buzzed',
  'there',
  'their',
  'where',
  'would',
  'could',
  'should',
  'about',
  'which',
  'these',
  'those',
  'other',
  'while',
  'after',
  'before',
  'since',
  'still',
  'thanks',
  'please',
  'think',
  'thing',
  'things',
  'estimate',
  'quote',
  'price',
  'cuanto',
  'cuesta',
  'precio',
  'quiero',
  'necesito',
  'tengo',
  'donde',
  'porque',
  'cuando',
  'gracias',
  'favor',
  'hello',
  'today',
  'tomorrow',
  'week',
  'month',
  'money',
  'dollars',
  'pesos',
  'euros',
  'total',
  'cost',
  'costs',
  'right',
  // Water coming in is not a floor ("my basement floods" / "floors").
  'flood',
  'floods',
  'flooded',
  'flooding',
  'really',
  'maybe',
  'every',
  'again',
  'first',
  'second',
  'third',
  'large',
  'small',
  'mucho',
  'mucha',
  'store',
  'stores',
  'start',
  'state',
  'stuff',
  'night',
  'sight',
  'water',
  'later',
  'paper',
  'place',
  'plate',
  'plant',
  'plans',
  'prize',
  'check',
  'cheap',
  'clock',
  'flour',
  'quick',
  'quite',
  'quiet',
  'white',
  'whole',
  'worse',
  'worth',
  'world',
  'needs',
  'wants',
  'bring',
  'doing',
  'going',
  'great',
  'green',
  'leave',
  'means',
  'might',
  'never',
  'often',
  'share',
  'spend',
  'takes',
  'looking',
  'someone',
  'somebody',
  'anyone',
  'budget',
  'sweet',
  'sheets',
  'sheet',
  'cuadrados',
  'cuadrado',
  'cuadradas',
  'lineales',
  'lineal',
  'metros',
  'square',
  'linear',
  'inches',
  'pulgadas',
  'yardas',
  'horas',
  'hours',
  'semana',
  'semanas',
  'minutos',
  'minutes',
  'grande',
  'grandes',
  'pequeno',
  'pequena',
  'wedding',
  'weekend',
  'weekly',
  'photos',
  'photo',
  'pictures',
  'lawyer',
  'doctor',
  'dentist',
  // "quedo pendiente": waiting for an answer, not a pendant lamp.
  'pendiente',
  'pendientes',
  'party',
  'parties',
  'nuestro',
  'nuestra',
  'tiene',
  'tienen',
  'puede',
  'pueden',
  'hacer',
  'quisiera',
  'necesitamos',
  'queremos',
  'perdon',
  'perdona',
  'disculpa',
  'disculpe',
  'partner',
  'pardon',
  'person',
  'persona',
  'personas',
  'better',
  'butter',
  'matter',
  'letter',
  'bottom',
  'button',
  'buttons',
  'total',
  'tatal',
  'title',
  'tittle',
  'little',
  'settle',
  'battle',
  'contractor',
  'contractors',
  'contratista',
  'bottle',
  'cattle',
  'gotta',
  'gonna',
  'wanna',
  'kinda',
  'sorta',
  'outta',
  'lotta',
  'totally',
  'actually',
  'usually',
  'referred',
  'referral',
  'treated',
  'bunch',
  'last',
  'cheaper',
  'things',
  // Comparing prices is not a job: "cheaper" is not a misspelled "chapear".
  'cheaper',
  'cheapest',
  'cheaply',
  'pricier',
  'faster',
  'sooner',
  // Water running is not an electric current ("corriente").
  'corriendo',
]);

function tokenId(lex: Lexicon, index: Map<string, number>, token: string): number {
  let id = index.get(token);
  if (id === undefined) {
    id = lex.tokens.length;
    lex.tokens.push(token);
    index.set(token, id);
    const first = token[0]!;
    const list = lex.byFirst.get(first) ?? [];
    list.push(id);
    lex.byFirst.set(first, list);
  }
  return id;
}

function compilePhrase(lex: Lexicon, index: Map<string, number>, phrase: string): Phrase | null {
  const groups: number[][] = [];
  const verb: boolean[] = [];
  let weight = 0;
  for (const part of phrase.split(/\s+/).filter(Boolean)) {
    const alternatives = part.split('|').filter((t) => /^[a-z0-9]+$/.test(t));
    if (alternatives.length === 0) return null;
    groups.push(alternatives.map((t) => tokenId(lex, index, t)));
    verb.push(alternatives.some((t) => VERB_TOKENS.has(t)));
    weight += Math.max(...alternatives.map((t) => t.length));
  }
  return groups.length ? { groups, weight: groups.length * 100 + weight, verb } : null;
}

export function compileLexicon(catalog: Catalog): Lexicon {
  const lex: Lexicon = {
    tokens: [],
    specificity: [],
    byFirst: new Map(),
    shadows: new Map(),
    tasks: [],
    trades: [],
    cache: new Map(),
    fuzzy: new Set(),
    phrases: [],
    postings: new Map(),
    forms: new Map(),
    stemForms: [],
  };
  const index = new Map<string, number>();
  catalog.tasks.forEach((def, i) => {
    const phrases = [...def.keywords.en, ...def.keywords.es]
      .map((p) => compilePhrase(lex, index, p))
      .filter((p): p is Phrase => p !== null);
    lex.tasks.push({ def, index: i, phrases });
  });
  for (const trade of TRADES) {
    const words = catalog.tradeKeywords[trade] ?? [];
    lex.trades.push({
      trade,
      tokens: new Set(
        words
          .flatMap((w) => w.split(/\s+/))
          .filter((t) => /^[a-z0-9]+$/.test(t))
          .map((t) => tokenId(lex, index, t)),
      ),
    });
  }
  addSpanishForms(lex, index, catalog);
  addEnglishIngForms(lex, index, catalog);
  const tasksOf = new Map<number, Set<number>>();
  for (const m of lex.tasks)
    for (const p of m.phrases)
      for (const g of p.groups)
        for (const id of g) {
          tasksOf.set(id, (tasksOf.get(id) ?? new Set()).add(m.index));
        }
  lex.specificity = lex.tokens.map((t, id) => (CONTEXT_TOKENS.has(t) ? 2 : 20 / Math.max(1, tasksOf.get(id)?.size ?? 1)) + t.length / 2);
  for (const m of lex.tasks)
    for (const p of m.phrases) {
      p.weight = p.groups.length * 100 + p.groups.reduce((sum, g) => sum + Math.max(...g.map((id) => lex.specificity[id]!)), 0);
    }
  for (const task of lex.tasks) {
    for (const phrase of task.phrases) {
      const index = lex.phrases.length;
      lex.phrases.push({ task, phrase, full: (1 << phrase.groups.length) - 1 });
      phrase.groups.forEach((group, g) => {
        for (const id of group) lex.postings.set(id, [...(lex.postings.get(id) ?? []), [index, 1 << g]]);
      });
    }
  }
  for (let a = 0; a < lex.tokens.length; a++) {
    for (let b = 0; b < lex.tokens.length; b++) {
      const ta = lex.tokens[a]!;
      const tb = lex.tokens[b]!;
      if (a === b || tb.length <= ta.length || !tb.startsWith(ta)) continue;
      if (INFLECTIONS.has(tb.slice(ta.length))) continue;
      const list = lex.shadows.get(b) ?? [];
      list.push(a);
      lex.shadows.set(b, list);
    }
  }
  return lex;
}

/**
 * "replacing", "removing", "tiling": an English verb of the work that ends in -e drops it before -ing, so the
 * keyword is not a prefix of the form. Only words of a verb group (one with a word of VERB_TOKENS) get the form.
 */
function addEnglishIngForms(lex: Lexicon, index: Map<string, number>, catalog: Catalog): void {
  const verbs = new Set<string>();
  for (const def of catalog.tasks)
    for (const phrase of def.keywords.en)
      for (const group of phrase.split(/\s+/).map((g) => g.split('|'))) {
        if (group.some((t) => VERB_TOKENS.has(t))) for (const t of group) if (/^[a-z]{3,}[^e]e$/.test(t)) verbs.add(t);
      }
  for (const token of verbs) {
    const id = index.get(token);
    if (id === undefined) continue;
    const form = `${token.slice(0, -1)}ing`;
    lex.forms.set(form, [...(lex.forms.get(form) ?? []), id]);
  }
}

/** The request forms of the Spanish verbs the catalog names ("que me quiten", "que coloquen"). */
function addSpanishForms(lex: Lexicon, index: Map<string, number>, catalog: Catalog): void {
  const spanish = new Set(catalog.tasks.flatMap((def) => def.keywords.es.flatMap((p) => p.split(/[\s|]+/))));
  for (const token of spanish) {
    const id = index.get(token);
    if (id === undefined) continue;
    for (const form of spanishForms(token)) {
      lex.forms.set(form, [...(lex.forms.get(form) ?? []), id]);
    }
    const stem = /(?:ar|er|ir)$/.test(token) ? null : spanishStemBeforeE(token);
    if (stem) lex.stemForms.push([stem, id]);
  }
}

function matches(token: string, word: string): boolean {
  // "nos" is not the plural of "no".
  if (token === 'no') return word === 'no';
  if (token.length <= 3) return word === token || word === `${token}s` || word === `${token}es`;
  // "Framingham", "Paintsville": a town named on a keyword is no form of it.
  return word.startsWith(token) && !(word.length > token.length + 2 && TOWN_ENDING.test(word.slice(token.length)));
}
const TOWN_ENDING = /^(?:ham|ton|ville|burg|burgh|borough|boro|field|ford|dale|port|town|shire|mouth|stead|wick|bury|wood)$/;

/** One edit apart (fastest-levenshtein), or two neighbouring letters swapped ("paitn"). */
function withinOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  return distance(a, b) <= 1 || swapped(a, b);
}

const sounds = new Map<string, string>();
/** The primary Double Metaphone code: "fawcet" and "faucet" both sound FST, "toilit" and "toilet" TLT. */
function sound(word: string): string {
  let code = sounds.get(word);
  if (code === undefined) {
    code = doubleMetaphone(word)[0];
    if (sounds.size > 20_000) sounds.clear();
    sounds.set(word, code);
  }
  return code;
}

/** A word without its English ending, so "treads" and "tread", "creaky" and "creak", "supplied" and "supply" share one. */
function stem(word: string): string {
  return word.replace(/ie[sd]$/, 'y').replace(/(?:ing|es|ed|s|y|d)$/, '');
}

/** One word is the other with an English ending: "treads" of "tread", "creak" of "creaky", "removing" of "remove". */
function sameStem(word: string, token: string): boolean {
  const [a, b] = [stem(word), stem(token)];
  return a === b || a === `${b}e` || b === `${a}e`;
}

function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

const TYPO_ENDING =
  /^[a-z]{0,2}(?:les|ble|bles|ing|ings|ers|able|ables|ible|ibles|ado|ados|ada|adas|ando|iendo|aron|ieron|ero|eros|era|eras|ito|itos|ita|itas|ones)?$/;

/** Token ids a word stands for. Cached: the same words recur across requests. */
export function wordTokens(lex: Lexicon, word: string): readonly number[] {
  const cached = lex.cache.get(word);
  if (cached) return cached;
  const candidates = lex.byFirst.get(word[0] ?? '') ?? [];
  let hits = candidates.filter((id) => matches(lex.tokens[id]!, word));
  const forms = lex.forms.get(word);
  if (forms) hits = [...new Set([...hits, ...forms])];
  for (const [stem, id] of lex.stemForms) if (word.startsWith(stem) && !hits.includes(id)) hits.push(id);
  if (hits.length === 0 && word.length >= 5 && !NO_FUZZ.has(word) && !/\d/.test(word)) {
    hits = candidates.filter((id) => {
      const t = lex.tokens[id]!;
      // Typos rarely touch the first two letters; and a five-letter stem one letter off is
      // usually another real word ("story"/"storm"), so only swapped letters count there ("paitn").
      if (t.length < 5 || word[1] !== t[1]) return false;
      if (t.length === 5) return swapped(word.slice(0, 5), t);
      // A typo inside the stem ("plumer", "fuacet", "bathrom"), or a word one letter short of it.
      if (word.length === t.length - 1) return withinOne(word, t);
      // What follows the stem is an ending ("plumers", "fuacets"), not another word run on ("Framingham" is no framing).
      for (const len of [t.length, t.length + 1]) {
        if (word.length >= len && withinOne(word.slice(0, len), t) && TYPO_ENDING.test(word.slice(t.length))) return true;
      }
      return false;
    });
    if (hits.length === 0 && word.length >= 5) {
      // Spelled by ear ("fawcet", "sheetrok", "calking"): same sound and at most two letters off.
      const heard = sound(word);
      if (heard.length >= 3) {
        hits = candidates.filter((id) => {
          const t = lex.tokens[id]!;
          // A longer real word that starts like a short keyword is not a misspelling of it ("referred" / "refri",
          // "treated" / "tread"); a five-letter keyword one letter off by ear is usually another word ("bunch" / "bench").
          if (t.length < 5 || word.length > t.length + 2 || (t.length === 5 && word.length === 5)) return false;
          const stem = word.slice(0, Math.max(t.length, Math.min(word.length, t.length + 1)));
          // Short words sound alike too easily ("drawer" / "dryer"): one letter off at most.
          return (sound(t) === heard || sound(stem) === sound(t)) && distance(stem.slice(0, t.length + 1), t) <= (word.length <= 6 ? 1 : 2);
        });
      }
    }
    // A real word is never a typo ("widow" is no window, "hearing" no heating), only another form of a keyword.
    if (hits.length > 0 && isEnglishWord(word)) hits = hits.filter((id) => sameStem(word, lex.tokens[id]!));
    if (hits.length > 0) lex.fuzzy.add(word);
  }
  if (hits.length > 1) {
    const hidden = new Set(hits.flatMap((id) => lex.shadows.get(id) ?? []));
    hits = hits.filter((id) => !hidden.has(id));
  }
  if (lex.cache.size > 50_000) {
    lex.cache.clear();
    lex.fuzzy.clear();
  }
  lex.cache.set(word, hits);
  return hits;
}
