/**
 * Reads a conversation: only customer turns count. Each turn is grouped into
 * jobs; later turns add detail to earlier jobs (a size answering a question)
 * or bring new jobs. The first home job is the main one; the rest become
 * extras or unpriced items.
 */
import type { RegionDef, TaskDef, Trade } from '../catalog/types.js';
import { extractCrew, PEOPLE } from './crew.js';
import {
  ADDS_ROOMS,
  addsCountedRooms,
  measuredBy,
  moveCorrection,
  notPlaces,
  remeasured,
  roomsAfter,
  sizesEach,
  takesOneRoomOut,
} from './answers.js';
import { foreignObject, groupTurn, OWN_VERB, REASON_TAIL, WHERE_IT_IS_KEPT, wallsOnly, type Group } from './groups.js';
import { anotherOne, countAndMore, oneMoreAdded, SOME_THINGS } from './one-more.js';
import { isWorkWord, jobWords, type JobWords } from './job-before.js';
import { type Lexicon, wordTokens } from './lexicon.js';
import { forgetClauses, matchClause, namesWork, type TaskHit } from './match.js';
import { normalize, withoutNarrowedMeasures } from './normalize.js';
import { forgetNumbers, prepareNumbers, type Lang } from './numbers.js';
import { describedSpans, extractQuantities, type Quantity } from './quantities.js';
import {
  answersUnknown,
  moreRooms,
  openEnded,
  resolveQuantity,
  saysAmountUnknown,
  VAGUE_AMOUNT,
  vagueCount,
  vagueList,
  vagueSections,
  wholeHome,
  type Resolved,
} from './resolve.js';
import { dropMoveOutReason, refineJobs } from './job-passes.js';
import { classifyNoJob, type NoJob, neverMeant, refersBack } from './no-job.js';
import { findRooms, type RoomMention } from './rooms.js';
import { countItems, countsThings, oneHouseholdThing } from './items.js';
import { detectLanguage, OUT_OF_SCOPE } from './vocabulary.js';
import { matchesOf } from './scan.js';

export type { Lang } from './numbers.js';
export type { Basis, Resolved } from './resolve.js';

export interface Job {
  turn: number;
  task: TaskHit | null;
  trade: Trade | null;
  text: string;
  outside: boolean;
  /** A range was given; the upper bound is used. */
  ranged: boolean;
  own: Quantity[];
  anchors: number[];
  later: Quantity[];
  oneRoom: boolean;
  /** Rooms named as the job's extent ("4 bedrooms", "la sala"). */
  rooms: RoomMention[];
  /** The count of the task's things listed together ("2 tubs and the kitchen sink"), when two or more are. */
  items: number | null;
  /** An article or "one" names a single thing. */
  article: boolean;
  /** The customer asks for a handyman ("2 hours of a handyman for odd jobs"). */
  handyman: boolean;
  each: boolean;
  /** A later answer sized each of the things counted before ("son de 12 m2 cada una"). */
  laterEach?: boolean;
  /** Asked for with its own verb beside another job, so kept even when only its trade is known. */
  asked?: boolean;
  /** One of the job's words lies in a description of a thing ("una Samsung de dos puertas"). */
  described: boolean;
  /** The turn opens by naming one thing ("Una Samsung...", "just the one", "a 40 gallon"). */
  single: boolean;
  /** A later turn says the amount asked about is not known ("no sé los metros"): none is assumed (resolve.ts). */
  amountUnknown?: boolean;
  /** The job is on "the same room" as the job before ("y pintar el techo de la misma habitación"). */
  samePlace: boolean;
  /** A "los dos" / "las dos" after the things ("…, los dos de Ikea"): both things named, counted only when they are this job's. */
  both?: Quantity;
}

export interface Interpretation {
  lang: Lang;
  jobs: Job[];
  crew: number | null;
  /** What the message is when it names no job. */
  noJob: NoJob;
  /** Something in the request is outside home services. */
  outside: boolean;
  /** The request is about a vehicle, a device or a person and names no home place: any trade words in it are about that. */
  foreignOnly: boolean;
}

/** A request names a handful of jobs; more is pasted text, and each job costs time on the request path. */
/** Trades whose whole-home job is measured by the floor, never counted in bedrooms. */
const FLOORS = new Set(['flooring', 'tile']);
const MAX_JOBS = 12;

/** Words that put a request in a home, so a vehicle or device word beside them does not make it foreign. */
const HOME_PLACE =
  /\b(?:house|home|apartment|apt|condo|kitchen|bathroom|bedroom|living room|garage|yard|basement|attic|backyard|casa|cocina|bano|recamara|habitacion|dormitorio|departamento|depa|hogar|vivienda|salon|sala|patio|jardin|cochera|garaje)\b/;

/** A computer and what it shows: "my Windows computer … a blue screen", "a window pops up". */
const DEVICE =
  /\b(?:computers?|laptops?|pc|tablet|ipad|blue screen|pantalla azul|computadora|ordenador|portatil|pop-?ups?|pops up|popped up|popping up|software|virus|malware)\b/;

/** "I understand you do windows. My Windows computer…": beside a computer, the only windows are the computer's, wherever it is. */
function windowsOfADevice(all: string, jobs: Job[]): boolean {
  const home = jobs.filter((j) => !j.outside && j.trade);
  return DEVICE.test(all) && home.length > 0 && home.every((j) => j.trade === 'windows_doors');
}

const WORKERS = new RegExp(`\\b\\d+\\s+(?:${PEOPLE})\\b|\\b(?:dos|tres|cuatro|two|three|four)\\s+(?:${PEOPLE})\\b`, 'g');
/** Words that hire a handyman. */
const HANDYMAN =
  /\b(?:handyman|handymen|manitas|todero|chambitas|chambitero|odd jobs|general (?:handyman|repairs?|stuff|maintenance)|varias cosillas|cosas varias|trabajitos|homme a tout faire|hommes a tout faire|(?:varios|unos|algunos) pendientes|(?:varias|unas|algunas) (?:cositas|cosillas|chapuzas)|chapuzas|(?:a |my |una |mi )?(?:list|lista|listita)(?: of| de)? (?:little |small |odd |misc |random )?(?:things|jobs|fixes|stuff|tasks|repairs|cositas|cosillas|cosas|pendientes|arreglos|detalles|chambitas)|punch ?list|honey ?do(?: list)?|to ?do list|(?:operario|senor|persona|tecnico) de mantenimiento|(?:pequenas|pequenos) (?:tareas|trabajos|arreglos)|(?:small|little|minor) (?:tasks|jobs|things|repairs|fixes|works|stuff))\b/;

/** "ocupo ayuda pa subir unas cositas": things carried, not a list of odd jobs. */
const THINGS_CARRIED = /\b(?:subir|bajar|cargar|llevar|mover|acarrear|pasar) (?:varias|unas|algunas) (?:cositas|cosillas)\b/g;

function hiresHandyman(text: string): boolean {
  if (!HANDYMAN.test(text)) return false;
  return !text.includes('cosi') || HANDYMAN.test(text.replace(THINGS_CARRIED, ' '));
}

const ONE_ROOM =
  /\b(?:room|bedroom|kitchen|bathroom|living room|dining room|office|hallway|nursery|den|studio|basement|cuarto|recamara|habitacion|dormitorio|sala|salon|cocina|bano|comedor|oficina|pasillo|estudio|alcoba|estancia)\b/;

/** A later turn that opens with one thing: "Una Samsung de dos puertas", "just the one", "it's a 50 gallon". */
const SINGLE_START =
  /^\s*(?:(?:just|only|solo|nomas|it s|its|es)\s+)?(?:a|an|one|the one|1|un|una|uno)\s(?!(?:bunch|few|lot|lots|couple|number|handful|ton|tons|dozen|pair|par|monton|chingo|chorro|poco|pocos|buen)\b)|^\W*(?:es\s+|it s\s+|its\s+)?(?:de\s+)?\d+\s*(?:pulgadas|inch|in\b)/;

/** "and one big one", "y uno más grande": one more told apart by its size. */
const SIZED_ONE = /^[\s,]*(?:and|plus|also)?\s*(?:a|one)\s+(?:big|bigger|large|huge|small|smaller|tiny|little)\s+one\b/;

/** Vague amounts (round 5 policy): "a few", "some", "varios", "unos cuantos" give no count to add one to. */
const VAGUE_COUNT = new RegExp(`\\b(?:${VAGUE_AMOUNT})\\b`);
/** Things named in the plural after a vague word, with no number: how many is not known. */
const uncounted = (text: string): boolean => VAGUE_COUNT.test(text) || SOME_THINGS.test(text);

/** A clause that opens by pointing at another of the same thing: "and the one in the master bath", "y el de la cocina". */
const ONE_MORE_START =
  /^[\s,]*(?:and|plus|also|y|e|tambien)?\s*(?:the\s+(?:one|other\s+one|(?:upstairs|downstairs|basement|master|guest|kids|front|back|second|other|old|new)\s+one)|another\s+one|one\s+more|(?:a|one)\s+(?:big|bigger|large|huge|small|smaller|tiny|little)\s+one|el\s+otro|la\s+otra|(?:el|la)\s+del?)\b(?!\s+(?:of|de)\s+(?:them|ellos|ellas))/;

function oneMore(before: Job, job: Job): boolean {
  const def = before.task?.def;
  if (def?.dimension !== 'count' || def.single || before.outside) return false;
  // A count said for the thing already settles how many; "the upstairs one" in the answer is one of them, not the total.
  // "2 small holes from nails and one big one" still adds one: its size sets it apart from those counted.
  const counted = before.own.filter((q) => q.kind === 'count');
  if (
    (counted.length > 0 && !(counted.length === 1 && SIZED_ONE.test(normalize(job.text)))) ||
    before.later.some((q) => q.kind === 'count' && (q.value !== 1 || q.corrected))
  )
    return false;
  // "the one" is 1; "both need fixing" after it restates the total.
  if (job.own.some((q) => q.kind !== 'count' || q.value > (before.items ?? 1) + 1)) return false;
  if (!/\b(?:one|another|otr[oa]|el|la)\b/i.test(job.text)) return false;
  const text = normalize(job.text);
  // In an answer, "la de entrada" picks one of the options asked about; only "and the one…" adds one.
  return ONE_MORE_START.test(text) && (job.turn === before.turn || /^[\s,]*(?:and|plus|also|y|e|tambien)\b/.test(text));
}

/** A clause that lists one more household thing ("y un frigorífico…") after a move or an assembly: the new total. */
function moreThings(lex: Lexicon, before: Job, job: Job, lang: Lang): number | null {
  const def = before.task?.def;
  // A thing with its own job ("y un piano de pared" → moving a piano) stays its own job.
  if (!def || !countsThings(def) || job.task?.def.slug === def.slug) return null;
  // "and a washer installed" asks for its own job; "and a washer to my new place" is more to move.
  const opening = (normalize(job.text).match(/[a-z0-9]+/g) ?? []).slice(0, 4).join(' ');
  if (job.task?.def.dimension === 'count' && (job.task.def.trade === def.trade || OWN_VERB.test(opening))) return null;
  if (!/^[\s,]*(?:and|plus|y|e|\+)?\s*(?:a|an|the|my|one|un|una|el|la|mi|\d+)\s/.test(normalize(job.text))) return null;
  const total = listedIn(lex, def, `${before.text} ${job.text}`, lang);
  const alone = before.items ?? (before.own.some((q) => q.kind === 'count') ? null : 1);
  return total !== null && alone !== null && total > alone ? total : null;
}

/** An answer clause that adds a job: "also the bathroom mirror", "y otra cosa", "the sink too". */
const ADDS_JOB = /\b(?:also|too|as well|plus|another|other|tambien|ademas|otro|otra|aparte|igual)\b|^[\s,]*(?:and|y|e)\b/;
const ARTICLE_NOUN = /\b(?:the|a|an|my|our|your|this|that)\s+[a-z]+/g;

/**
 * "Can u clean windows?" … "both sides, 18 windows, 2 story house"; "¿Cuántos cortineros?" … "son 5 ventanas, uno en cada una";
 * "¿Hay toma de agua?" … "Sí, hay grifo": a clause of an answer that only names a thing, with no work and no trouble of
 * its own and nothing added, details the job asked about.
 */
function answersAbout(lex: Lexicon, asked: Job, job: Job, lang: Lang): boolean {
  // More of the same trade ("pladur, 1 metro por 80 cm") is read as its own job of that trade, sized on its own.
  if (job.task!.def.trade === asked.task!.def.trade) return false;
  const norm = prepareNumbers(normalize(job.text), lang).text;
  const verbs = lang === 'en' ? norm.replace(ARTICLE_NOUN, ' ') : norm;
  if (OWN_VERB.test(verbs) || namesWork(verbs) || ADDS_JOB.test(norm) || TAKES_BACK.test(norm)) return false;
  return !(norm.match(/[a-z]+/g) ?? []).some((w) => isWorkWord(lex, w));
}

/** The business asks for more work: "Anything else?", "¿Algo más?". */
const ANYTHING_ELSE =
  /\b(?:anything else|something else|any other|anything more|algo mas|alguna otra|otra cosa|algo adicional|algo aparte)\b/;

/** Words that add one more job beside the one talked about. */
export const ANOTHER_JOB = /\b(?:also|too|as well|another|tambien|ademas|otro|otra|aparte)\b/;

/** "¿Instaláis electrodomésticos?", "do you install appliances?": a kind of thing, which the answer names. */
const KIND_OF_THING = /\b(?:appliances|electrodomesticos|aparatos|linea blanca)\b/;

/**
 * "I need some drywall work" … "a piece of the kitchen ceiling came down, about 4 ft by 6 ft"; "I need help with my doors" …
 * "two bedroom doors rub on the frame": the first turn named the trade's work in one word, the answer says what it is.
 */
function refines(asked: Job, job: Job): boolean {
  return (
    job.turn > 0 &&
    asked.turn < job.turn &&
    (asked.task!.score < 200 || KIND_OF_THING.test(normalize(asked.text))) &&
    asked.own.length === 0 &&
    asked.later.length === 0 &&
    job.task!.def.trade === asked.task!.def.trade &&
    !ANOTHER_JOB.test(normalize(job.text))
  );
}

/** The business asks how tall or high a thing is, and for no other measure. */
const HOW_MANY_ASKED = /\b(?:how many|cuant[oa]s|que cantidad)\b/;
const ASKS_HEIGHT = /\b(?:how (?:tall|high)|height|que tan alt[oa]|que altura|cuanto mide de alto|de alto)\b/;
const ASKS_OTHER_MEASURE = /\b(?:long|length|wide|width|how (?:big|many|much)|size|largo|ancho|cuant[oa]s|metros lineales|linear)\b/;
/** A bare measure opening the answer: "8 ft or so", "unos 2 metros". */
const LEADING_MEASURE =
  /^(\W*(?:about|around|maybe|roughly|like|approx\w*|prob(?:ably)?|unos|unas|como|mas o menos|casi)?\s*\d+(?:[.,]\d+)?\s*(?:ft|feet|foot|'|m|mts?|metros?|meters?|metres?|pies)(?![a-z]))(?!\s*(?:tall|high|de alto|de altura|long|largo|x|by|por)\b)/;

/** The business asks a size that describes the thing: "¿de cuántas pulgadas?", "how many gallons?", "what BTU?". */
const ASKS_RATING =
  /\b(?:cuantas pulgadas|how many inches|what size (?:tv|screen)|que tamano de (?:pantalla|tele|tv)|how many gallons|cuantos galones|cuantos litros|how many (?:litres|liters)|how many tons|cuantas toneladas|what btu|cuantos btu|how many btu|cuantos kilos|de cuantos kilos|how many kg)\b/;
const RATING_UNIT: ReadonlyArray<readonly [RegExp, string]> = [
  [/pulgadas/, 'pulgadas'],
  [/inches|size (?:tv|screen)/, 'inch'],
  [/tamano de/, 'pulgadas'],
  [/gallons|galones/, 'gallons'],
  [/litros|litres|liters/, 'litros'],
  [/tons|toneladas/, 'tons'],
  [/btu/, 'btu'],
  [/kilos|kg/, 'kg'],
];
/** A bare number opening the answer: "de 65 y sí ya tengo el soporte", "50, gas". */
const ASKS_HOURS = /\b(?:how many hours|cuantas horas|cuantas horitas)\b/;
const ASKS_SIZE_TOO = /\b(?:metros|m2|square|sq|feet|ft|pies|long|largo|ancho|wide|people|personas|guys|movers|ayudantes|operarios)\b/;
const ASKS_SQUARES = /\b(?:how many (?:roofing )?squares|squares did|in squares)\b/;
/** A roof's figure said first, under a hundred, with no unit: "twenty-two per his report", "about 18". */
const LEADING_SQUARES =
  /^(\W*(?:about|around|its|it s|maybe|like|roughly|approx\w*)?\s*)(\d{1,2}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b(?![.,]?\d|\s*(?:squares?|sq|sqs|ft|feet|foot|x\b|by\b|%))/i;
/** A figure with no unit after it: "unas 4...", "ponga 5 q hay mucha zarza". */
const BARE_FIGURE = /\b(\d{1,2}(?:[.,]5)?)(?=\s*(?:$|\.\.|[.,;!?]|\b(?:q|que|maybe|tops|max|mas o menos|more or less)\b))/g;
const LEADING_NUMBER =
  /^(\W*(?:de|about|around|its|it s|es|son|maybe|like|unos|unas|como|approx\w*)?\s*\d+(?:[.,]\d+)?)(?![.,]?\d|\s*(?:"|'|in\b|inch|inches|pulgadas?|pulg|gal\b|gallons?|galones|litros?|l\b|btu|tons?|toneladas|kg|kilos|ft|feet|m\b|metros?|cm|x\b|por\b|by\b))/;

/**
 * "Roughly how tall is it?" … "8 ft or so": the measure answers the height asked about; it is no length of the job.
 * "¿De cuántas pulgadas es?" … "de 65": the number answers the size asked about, in its unit; it counts nothing.
 */
function attributeAnswered(answer: string, question: string): string {
  const q = normalize(question);
  const rating = ASKS_RATING.exec(q);
  if (rating) {
    const unit = RATING_UNIT.find(([pattern]) => pattern.test(rating[0]))?.[1];
    return unit ? answer.replace(LEADING_NUMBER, `$1 ${unit}`) : answer;
  }
  // "¿Cuántas horas calcula que harían falta?" … "pues unas 4... no, ponga 5": bare figures answer in hours.
  if (ASKS_HOURS.test(q) && !ASKS_SIZE_TOO.test(q)) return answer.replace(BARE_FIGURE, '$1 horas');
  // "How many squares did the adjuster write up?" … "twenty-two per his report": a roof's figure answers in squares.
  if (ASKS_SQUARES.test(q)) return answer.replace(LEADING_SQUARES, '$1$2 squares');
  if (!ASKS_HEIGHT.test(q) || ASKS_OTHER_MEASURE.test(q.replace(ASKS_HEIGHT, ' '))) return answer;
  return answer.replace(LEADING_MEASURE, (m) => `${m} ${/\b(?:m|mts?|metros?|pies|unos|unas|como)\b/.test(m) ? 'de alto' : 'tall'}`);
}

/** The business offers kinds to pick from: "Wood or chain link?", "¿Eléctrico o de gas?". */
const OFFERS_KINDS = /\b(?:or|o|u)\b/;

/**
 * "a new fence, 12 metres" … "Wood or chain link?" … "chain link, 4 ft high. actually make it 15": the answer picks the
 * kind of the job asked about, named among the question's options; it is that job, not a second one of its trade.
 */
function picksKind(asked: Job, job: Job, question: string): boolean {
  if (!job.task || job.outside || asked.turn >= job.turn || job.task.def.trade !== asked.task!.def.trade) return false;
  if (job.task.def.slug === asked.task!.def.slug || job.task.def.dimension !== asked.task!.def.dimension) return false;
  const q = normalize(question);
  const answer = normalize(job.text);
  if (!OFFERS_KINDS.test(q) || OWN_VERB.test(answer) || ADDS_JOB.test(answer) || /\b(?:and|y|both|ambos|ambas)\b/.test(answer))
    return false;
  // The answer opens with one of the offered words.
  const first = /^[\s,.!]*(?:(?:oh|ah|um|yes|yeah|no|nope|si|pues|bueno|it s|its|es|son)[\s,.!]+)*([a-z]{3,})/.exec(answer)?.[1];
  return first !== undefined && new RegExp(`\\b${first}\\b`).test(q);
}

/**
 * "dryer not heating" … "Gas or electric?" … "electric. yes repair pls": an option of the question picked in the answer
 * says what kind the thing asked about is; it is no job of the trade its word names.
 */
function picksOption(lex: Lexicon, asked: Job, job: Job, question: string): boolean {
  if (!job.trade || job.outside || asked.turn >= job.turn || job.trade === asked.task!.def.trade) return false;
  // The question as written: normalizing drops words ("electric dryer" reads as "dryer").
  const q = question.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (!OFFERS_KINDS.test(q)) return false;
  const answer = normalize(job.text);
  const first = /^[\s,.!]*(?:(?:oh|ah|um|yes|yeah|no|nope|si|pues|bueno|it s|its|es|son|de)[\s,.!]+)*([a-z]{3,})\b/.exec(answer);
  if (!first || !new RegExp(`\\b${first[1]}\\s+(?:or|o|u)\\b|\\b(?:or|o|u)\\s+(?:de\\s+)?${first[1]}\\b`).test(q)) return false;
  return matchClause(lex, prepareNumbers(answer.slice(first[0].length), 'en').text).task?.def.trade !== job.trade;
}

/** "la otra la pinto yo", "I'll do the hallway myself": work the customer keeps is no verb asking for a job. */
const DONE_BY_CUSTOMER =
  /\b(?:(?:la|lo|las|los)\s+(?:otra|otro|otras|otros|demas)\s+)?(?:la|lo|las|los)\s+[a-z]+\s+(?:yo|nosotros)\b|\b(?:i ll|we ll|i will|we will) do (?:that|it|the [a-z]+|the other(?: one)?) (?:myself|ourselves)\b/g;

/** Words that change a figure said before. */
const FAUCET_CHANGED =
  /\b(?:cambiar|cambiarlas|cambiarlos|cambiarla|cambiarlo|cambien|cambio de|sustituir\w*|reemplaz\w*|replace|replaced|replacing|swap|swapped)\b/;
const FAUCET_PART =
  /\b(?:cartuchos?|cartridges?|empaques?|empaquetaduras?|zapatillas?|gomas?|washers?|o rings?|aireador|aerators?|mangueras?|hoses?|manerales?|handles?)\b/;
const REPLACING =
  /\b(?:replace|replacing|replaced|replacement|cambiar|cambiarlos|cambiarlas|reemplazar|sustituir|(?:whole|entire|complete|brand) new|new (?:roof|one|ones)|(?:techo|tejado) nuevo|(?:uno|una) nuev[oa])\b/;
/** "mejor que sean 5 para que quede bien limpio": what the work is for, not a job named. */
const PURPOSE = /\b(?:para que (?:quede|queden|este|esten)|so (?:it|they) (?:looks?|is|are|stays?|gets?))\b.*$/;
const TAKES_BACK =
  /\b(?:make it|make that|actually|instead|i meant|sorry|correction|mejor|que sean|en realidad|quise decir|perdon|corrijo)\b/;
/** "no sé cuánto tiempo se lleve", "tiempo ni idea", "not sure how long": the hours cannot be said. */
const TIME_UNKNOWN =
  /\b(?:no se cuant[oa]s? (?:horas|tiempo)|no se cuanto (?:tiempo|tardar\w*|dur\w*|se lleve)|(?:tiempo|horas),? ni idea|ni idea (?:de|del) (?:cuant[oa]s? )?(?:horas|tiempo)|not sure how long|no idea how long|(?:dont|don t|do not) know how long|not sure (?:about|on) (?:the )?(?:hours|time))\b/;
/** "mejor poned 4", "ponle 5": the verb that gives the new figure, no job asked for. */
const SAY_INSTEAD = /\b(?:pon|poned|ponle|ponlo|pongale|pongamos|ponganle|pongan|ponga)\b(?=\s+(?:\d|unos?\b|unas\b|como\b))/;

/** Words in a later turn that drop the job asked about for another: "forget the faucet… mount our tv instead", "mejor solo…, lo de pintar lo hago yo". */
const SWITCHES =
  /\b(?:instead|forget (?:about )?(?:the|that|it|my)|never ?mind|scratch that|not the [a-z]+|rather than|olvid[a-z]*|en vez de|en lugar de|mejor solo|ya no (?:quiero|necesito|ocupo|hace falta)|lo hago yo|lo hacemos nosotros|lo haremos nosotros|(?:i ll|we ll|i will|we will) do (?:that|it|the [a-z]+) (?:myself|ourselves))\b/;

/** The handyman asked for, booked by the hour for a list of chores, whatever the first chore's task. */
function bookByTheHour(lex: Lexicon, hired: Job): void {
  const general = lex.tasks.find((m) => m.def.slug === 'handyman.general')?.def;
  if (!general || !hired.task) return;
  hired.task = { ...hired.task, def: general };
  hired.trade = general.trade;
}

/**
 * "need a handyman for some odd jobs at my rental. curtain rods, recaulk tub, some hooks, whatever else the tenant
 * finds": chores listed for the handyman asked for, with no hours anywhere, are one handyman booking whose hours are
 * asked, not a priced chore and a list of others.
 */
function oddJobsByTheHour(lex: Lexicon, jobs: Job[], all: string): void {
  // "bunch of small jobs, hang some pictures… not sure how long": small jobs listed are a handyman's, named or not.
  const hired = jobs.find(
    (j) => (j.handyman || j.trade === null || j.task?.def.trade === 'handyman') && !j.outside && ODD_JOBS.test(normalize(j.text)),
  );
  // Only an open list ("whatever else the tenant finds", "however long it takes"); a closed punch list is its jobs.
  if (!hired || !OPEN_LIST.test(all)) return;
  if (jobs.some((j) => [...j.own, ...j.later].some((q) => q.kind === 'hour' || q.kind === 'day'))) return;
  const chores = jobs.filter((j) => j !== hired && !j.outside && j.turn === hired.turn && j.task && CHORE_TRADES.has(j.task.def.trade));
  // "un manitas para unas cositas: colgar un espejo, montar una estantería y otras cosas": the list may be the hired job's own.
  const ownList = (normalize(hired.text).match(/,| y | and /g) ?? []).length >= 2;
  if (chores.length + (hired.task ? 1 : 0) < 2 && !ownList) return;
  for (const j of chores) {
    hired.text += ` ${j.text}`;
    jobs.splice(jobs.indexOf(j), 1);
  }
  hired.own = hired.own.filter((q) => q.kind !== 'count');
  hired.items = null;
  if (!hired.task) hired.task = chores[0]!.task;
  bookByTheHour(lex, hired);
}
/**
 * "curtain rods, cabinet door hanging loose, tub needs caulked. just want somebody for 3 hrs to do whatever they can",
 * "…send someone for 3 hours n see how far they get":
 * handyman hours booked for an open list take in the chores listed with them.
 */
function choresInTheHoursBooked(lex: Lexicon, jobs: Job[], all: string): void {
  if (!/whatever|lo que|as much|how far|hasta donde/.test(all) || !OPEN_TIME.test(all)) return;
  // "send someone for 2 hrs and see how far they get": the hours may name no trade at all.
  const booked = jobs.find(
    (j) => (j.task ? CHORE_TRADES.has(j.task.def.trade) : j.trade === null) && !j.outside && j.own.some((q) => q.kind === 'hour'),
  );
  if (!booked) return;
  const chores = jobs.filter(
    (j) =>
      j !== booked &&
      !j.outside &&
      j.turn === booked.turn &&
      j.task &&
      CHORE_TRADES.has(j.task.def.trade) &&
      j.own.every((q) => q.kind === 'count' && q.value <= 4),
  );
  if (!booked.task && chores.length > 0) booked.task = chores[0]!.task;
  for (const j of chores) {
    booked.text = `${j.text} ${booked.text}`;
    jobs.splice(jobs.indexOf(j), 1);
  }
  if (chores.length > 0) bookByTheHour(lex, booked);
}
const OPEN_TIME =
  /\b(?:whatever (?:they|you|he|she|u) can|whatever gets done|(?:see |and see )?how far (?:they|you|he|she|u) get|hasta donde (?:lleguen|llegue|alcance)|whatever you get to|as much as (?:they|you|u) can|lo que (?:de|da) tiempo|lo que se pueda|lo que (?:alcance|alcancen|alcances))\b/;
const ODD_JOBS =
  /\b(?:odd jobs|small stuff|little stuff|bunch of (?:small |little )?(?:stuff|things|jobs)|(?:small|little|minor) (?:tasks|jobs|things|repairs|fixes|works)|punch ?list|chapuzas|cosillas|cositas|pendientes|arreglos)\b/;
const OPEN_LIST =
  /\b(?:whatever else|and whatever|lo que (?:de|da) tiempo|lo que se pueda|etc|and so on|and more|and other stuff|y lo que (?:salga|haga falta|encuentre)|y mas cosas|otras cosas que (?:van saliendo|vayan saliendo|salgan|surjan)|y otras cosas|and other things|and other small things|entre otras|however long|as long as it takes|no idea how long|not sure how long|unsure (?:of )?how long|lo que (?:se )?tarde)\b/;
const CHORE_TRADES = new Set(['handyman', 'carpentry', 'windows_doors', 'plumbing', 'electrical', 'drywall']);

/** The business's question names the things of exactly one of the jobs so far ("¿Cuántos cuadros serían?"). */
function asksAboutOne(lex: Lexicon, question: string, earlier: Job[]): boolean {
  const asked = normalize(question);
  // "¿Cuántos m² de césped y cuántos árboles?": two things asked about, one for each job.
  if (asked === '' || earlier.length < 2 || /\b(?:y|and|,)\s+(?:cuant|que|how|what|de que)/.test(asked)) return false;
  // A room names where, not which job ("¿Qué medidas tiene la cocina?").
  const things = (asked.match(/[a-z]{5,}/g) ?? []).filter((w) => wordTokens(lex, w).length > 0 && findRooms(w).length === 0);
  const named = earlier.filter((j) => things.some((w) => new RegExp(`\\b${w}\\b`).test(normalize(j.text))));
  return named.length === 1;
}

/** True when this job of a later turn takes the place of every job asked about so far. */
function replacesEarlier(job: Job, earlier: Job[], switches: boolean): boolean {
  if (!switches || !job.task || job.outside || earlier.length === 0) return false;
  return !earlier.some((j) => j.task?.def.slug === job.task!.def.slug);
}

/** "Do you fix fridges?" … "A Samsung, two doors": an answer that opens with one thing is about one of them. */
function singular(main: Job, answer: Job): void {
  if (answer.single && main.task?.plural && !main.own.some((q) => q.kind === 'count') && !answer.own.some((q) => q.kind === 'count')) {
    main.task = { ...main.task, plural: false };
    main.article = true;
  }
}

/** The main job's things listed in a later answer, when two or more are. */
function listedIn(lex: Lexicon, def: TaskDef, text: string, lang: Lang): number | null {
  const prepared = extractCrew(prepareNumbers(normalize(text), lang).text).text;
  return countItems(lex, def, prepared, extractQuantities(prepared));
}

/**
 * "¿Cuántas son?" … "la del baño y la de la recámara", "the one in the kitchen and the one in the den": things of the
 * job asked about named one by one by where they are, with no number said.
 */
const ONE_OF_PLACE = /\b(?:el|la|the one|the 1)\s+(?:del?|de la|in the|on the|by the|for the|upstairs|downstairs)\b/g;
function namedOneByOne(def: TaskDef, job: Job): number | null {
  if (def.dimension !== 'count' || def.single || job.own.some((q) => q.kind === 'count')) return null;
  const text = normalize(job.text);
  const ones = matchesOf(ONE_OF_PLACE, text).length;
  return ones >= 2 && /\b(?:y|e|and)\s+(?:el|la|the one|the 1)\b/.test(text) ? ones : null;
}

/**
 * "me pintan la cocina y le ponen azulejo" … "¿Cuántos m² de azulejo?" … "es la pared de la estufa, 3 m2": of several
 * jobs of different trades, the one the business's question names is the one the answer sizes.
 */
function askedAbout(lex: Lexicon, earlier: Job[], question: string, lang: Lang): Job | undefined {
  if (!question || new Set(earlier.map((j) => j.trade)).size < 2) return undefined;
  const norm = prepareNumbers(normalize(question), lang).text;
  // The thing the question names, as the customer named it ("How many feet of gutter?" … "the gutters cleaned").
  const words = (norm.match(/[a-z]{4,}/g) ?? []).filter((w) => !QUESTION_WORDS.has(w)).map((w) => w.replace(/(?:es|s)$/, ''));
  const byWord = earlier.filter((j) => words.some((w) => new RegExp(`\\b${w}`).test(normalize(j.text))));
  if (byWord.length === 1) return byWord[0];
  const trade = matchClause(lex, norm).trade;
  const byTrade = trade ? earlier.filter((j) => j.trade === trade) : [];
  return byTrade.length === 1 ? byTrade[0] : undefined;
}
/** The business offers a handyman's hours for what was listed. */
const HANDYMAN_ASKED = /\b(?:handyman|handy man|manitas|maestro de mantenimiento|the whole list|toda la lista)\b/;
/** The business asks how big the place is or which rooms. */
const ASKS_ROOMS =
  /\b(?:how big|how large|how many (?:rooms|bedrooms)|rooms?|bedrooms?|recamaras?|habitaciones|dormitorios|cuartos|piezas|de que tamano|que tan grande|(?:el|la) (?:casa|depa|piso|apartment|house|place))\b/;
/** The business asks what is being moved: big furniture, appliances, heavy items. */
const ASKS_THINGS =
  /\b(?:muebles|furniture|heavy items|large items|big items|appliances|electrodomesticos|cosas grandes|cosas pesadas|piano|items)\b/;
/** "porque hay un refri", "because there's a piano": a thing there is, told as why. */
const THERE_IS_ONE =
  /\b(?:porque|pq|xq|ya que|because|since|cause|cuz)\s+(?:hay|tengo|tenemos|there s|there is|theres|we have|we ve got)\s+(?:un|una|a|an)\b/;
const QUESTION_WORDS = new Set(
  'many much about roughly feet foot square meters metres linear size long wide high tall does have there what which many cuantos cuantas cuanto metros mide miden tiene tienen medida medidas aproximadamente mas menos cuadrados lineales tamano buenas buenos tardes dias noches hola hello thanks gracias perfecto claro great sure okay nosotros ustedes usted'.split(
    ' ',
  ),
);

/**
 * Words that close a reckoning in an answer: "so 2", "así que serían dos", "en total 5", "let me count... it's 6",
 * "ok i went and looked its definitely 4". The figure after them is the customer's final word on the count.
 */
const CONCLUDES =
  /\b(?:so|so that s|so thats|that s|thats|that makes|which makes|in total|total|all together|altogether|definitely|for sure|let me count|asi que|entonces|o sea|en total|total son|al final|seguro|en definitiva|con eso)\b(?:\s*(?:\.\.+|,|:))?\s*(?:(?:it s|its|it is|are|is|there are|we have|serian|seran|son|es|serian unos|would be|will be|be|make it|just|only|solo|unos|unas|like)\s+){0,2}$/;

/** In an answer, a count after a closing word is the final count: earlier figures of the turn were thinking aloud. */
function markConclusion(text: string, own: Quantity[]): void {
  for (const q of own) {
    if (q.kind !== 'count' && q.kind !== 'room') continue;
    const before = text.slice(Math.max(0, q.pos - 40), q.pos);
    // "I think it's 7 but let me count... it's 6": the closing words may stand a few words before the figure.
    if (CONCLUDES.test(before) || /\blet me (?:count|check|see)\b[^0-9]{0,24}$/.test(before)) q.corrected = true;
  }
}

/** "los dos de Ikea", "las 2 ya las tengo compradas": both things named before, with what is said of them. */
const BOTH_LISTED =
  /(?:\b(?:los|las)\s+|,\s*)2\s+(?:de\s+(?:ikea|leroy|home depot|la misma|el mismo|marca)|ya\b|son\b|estan\b|vienen\b|nuev[oa]s\b|compre\b|tengo\b|los tengo\b|las tengo\b)/;

/** A sentence break after a figure, unless the next sentence takes the figure back ("3. ah non, 4", "18 m2... bueno, 20"). */
const NEW_SENTENCE_AFTER_FIGURE =
  /(\d)\n+(?!\s*(?:ah|oh|no|non|nope|bueno|pues|wait|actually|sorry|perdon|perdona|mejor|or|o|well|ok|okay|make|scratch|hmm|mmm|eh|um|uh|en realidad)\b)/gi;

const REPAIR_ASKED = /\b(?:repair|fix|patch|reparar|repara|reparen|arreglar|arregla|arreglen|resanar|tapar)\b/;

function askedBeforeTheReason(lex: Lexicon, text: string, task: TaskHit): boolean {
  return REASON_TAIL.test(text) && matchClause(lex, text.replace(REASON_TAIL, '')).task?.def.slug === task.def.slug;
}

function toJob(lex: Lexicon, group: Group, lang: Lang, context = ''): { job: Job; crew: number | null } {
  // Sentences of one job keep a stop after a figure, so "like 1400." and "2 bed 2 bath" do not read as one figure,
  // and "it's 14 x 22." does not run into "porcelain 24x24".
  const prepared = prepareNumbers(normalize(group.text.replace(NEW_SENTENCE_AFTER_FIGURE, '$1 . ')), lang);
  const crew = extractCrew(prepared.text);
  const own = extractQuantities(crew.text, context);
  // "un lavavajillas y un microondas, los dos de Ikea": "los dos" may point back at the things listed.
  const both = own.find(
    (q) => q.kind === 'count' && q.value === 2 && BOTH_LISTED.test(crew.text.slice(Math.max(0, q.pos - 5), q.pos + 24)),
  );
  if (group.turn > 0) markConclusion(crew.text, own);
  // Re-match the whole job text: anchors become positions in it, and a job spread over
  // clauses ("6 stair treads replaced, they are squeaky") is found even if no clause names it.
  const hit = group.outside ? null : matchClause(lex, prepared.text).task;
  // A detail clause may complete the job's own words, not turn it into another trade's job ("6 focos empotrados... es de pladur").
  // Every description carries a figure ("de dos puertas" is "de 2 puertas" by now).
  const spans = (hit || group.task) && /\d/.test(prepared.text) ? describedSpans(prepared.text) : [];
  const inDescription = (p: number): boolean => spans.some(([a, b]) => p >= a && p < b);
  // "Un Balay de dos puertas, el congelador no enfría": a job read only from a description of the thing gives way to the whole text's job.
  const describedGroup = group.task !== null && spans.length > 0 && group.task.positions.every(inDescription);
  let task =
    hit &&
    (!group.task ||
      // "un agujero como un puño, en la pared de pladur… Reparar": the whole job's words ask for a repair of what the
      // clause named as new work.
      (!group.settled &&
        hit.def.trade === group.task.def.trade &&
        hit.def.action === 'repair' &&
        group.task.def.action === 'install' &&
        hit.score > group.task.score &&
        REPAIR_ASKED.test(prepared.text) &&
        !REPLACING.test(prepared.text)) ||
      (describedGroup && hit.def.slug !== group.task.def.slug && !hit.positions.every(inDescription)) ||
      (!group.settled &&
        Math.floor(hit.score / 100) > Math.floor(group.task.score / 100) &&
        // "vinyl plank in a 12 by 14 bedroom its for my mother her walker wont roll on the carpet": the reason's trouble
        // does not turn the job asked for before it into a repair.
        !askedBeforeTheReason(lex, prepared.text, group.task) &&
        hit.def.trade === group.task.def.trade &&
        // "Gutters need replacing, they pulled off the fascia in the storm": the damage told after does not make a
        // replacement asked for into a repair.
        !(hit.def.action === 'repair' && group.task.def.action !== 'repair' && REPLACING.test(prepared.text))))
      ? hit
      : group.task;
  // "se me gotean las llaves de los 2 lavabos y las quiero cambiar": a leaking faucet changed is a new faucet, unless a
  // part of it is what is changed (a cartridge, a washer).
  const newFaucet =
    task?.def.slug === 'plumbing.faucet.repair' && FAUCET_CHANGED.test(prepared.text) && !FAUCET_PART.test(prepared.text)
      ? lex.tasks.find((m) => m.def.slug === 'plumbing.faucet.replace')?.def
      : undefined;
  if (task && newFaucet) task = { ...task, def: newFaucet };
  const anchors = hit && hit.def.slug === task?.def.slug ? hit.positions : [];
  const described = (anchors.length > 0 ? anchors : (task?.positions ?? [])).some(inDescription);
  // "un Mabe de dos puertas": a plural noun that only describes the thing does not make the job plural.
  const describedOnly =
    task?.plural && spans.length > 0 && anchors.filter((p) => /^[a-z]+s\b/.test(prepared.text.slice(p))).every(inDescription);
  return {
    job: {
      turn: group.turn,
      task: describedOnly && task ? { ...task, plural: false } : task,
      trade: task?.def.trade ?? group.trade,
      text: group.text.trim(),
      outside: group.outside,
      ranged: prepared.ranged,
      own,
      anchors,
      later: [],
      oneRoom: ONE_ROOM.test(prepared.text),
      rooms: findRooms(crew.text),
      // "que se lleven un sillón, un colchón y unas cositas": things hauled away are no list of odd jobs.
      handyman: hiresHandyman(prepared.text) && !task?.def.slug.startsWith('moving.junk'),
      article: /\b(?:a|an|one|un|una|1)\s/.test(crew.text),
      items:
        task && !group.outside
          ? (countItems(lex, task.def, crew.text, own) ?? anotherOne(task.def, crew.text, own) ?? oneMoreAdded(task.def, crew.text, own))
          : null,
      each: /\b(?:each|apiece|both|cada un[oa]|cada 1|c\/u|c\/you|ambos|ambas)\b/.test(prepared.text),
      ...(group.asked ? { asked: true } : {}),
      described,
      single: SINGLE_START.test(prepared.text),
      samePlace: SAME_PLACE.test(prepared.text),
      ...(both ? { both } : {}),
    },
    crew: crew.crew,
  };
}

/** The job talked about so far (the first home job with a task), for clauses of a later turn that only say what is done. */
function topicOf(lex: Lexicon, jobs: Job[], lang: Lang): JobWords | null {
  const topic = jobs.find((j) => !j.outside && j.task);
  return topic ? jobWords(lex, prepareNumbers(normalize(topic.text), lang).text, topic.task) : null;
}

/**
 * "do u do gutters?" … "New gutters or cleaning?" … "new ones, the whole house": the first message names only a thing,
 * the answer only the work; read together they are one request. Returns the turns (and questions) to read.
 */
function thingThenWork(lex: Lexicon, turns: string[], questions: string[], lang: Lang): [string[], string[]] {
  if (turns.length < 2) return [turns, questions];
  const read = (text: string) => matchClause(lex, prepareNumbers(normalize(text), lang).text);
  const first = read(turns[0]!);
  if (first.task || first.trade) return [turns, questions];
  const answer = read(turns[1]!);
  if (answer.task && answer.task.score >= 200) return [turns, questions];
  const together = read(`${turns[1]} ${turns[0]}`).task;
  if (!together || together.fuzzy || together.score < 200) return [turns, questions];
  return [
    [`${turns[0]}\n${turns[1]}`, ...turns.slice(2)],
    ['', ...questions.slice(2)],
  ];
}

/** `questions`: the business's message before each turn, to tell which of several jobs an answer sizes. */
export function interpret(lex: Lexicon, said: string[], regionLang: Lang, asked: string[] = []): Interpretation {
  forgetClauses();
  forgetNumbers();
  const all = normalize(said.join('\n'));
  const lang = detectLanguage(all, regionLang);
  const [turns, questions] = thingThenWork(lex, said, asked, lang);
  const jobs: Job[] = [];
  let crew: number | null = null;
  let lastJob: Job | null = null;
  // Most conversations never switch jobs: one test on the whole text spares normalizing each turn.
  const anySwitch = turns.length > 1 && SWITCHES.test(all);
  turns.forEach((text, turn) => {
    const turnText = withoutNarrowedMeasures(turn > 0 ? attributeAnswered(text, questions[turn] ?? '') : text);
    const switches = turn > 0 && anySwitch && SWITCHES.test(normalize(turnText));
    // Trades dropped by a switch in this turn: "lo de pintar lo hago yo" after it names the dropped job, not a new one.
    const dropped = new Set<string>();
    // "Two and a half hours of handyman stuff: tighten hinges, fix a drawer, swap outlet covers": the list is the handyman's.
    let handymanHours: Job | null = null;
    // "how much to paint 3 bedrooms" … "plus the living room. walls only": the rooms asked about, walls alone.
    if (turn > 0) wallsOnly(lex, jobs, normalize(turnText));
    for (const group of groupTurn(lex, turnText, turn, lang, topicOf(lex, jobs, lang))) {
      const { job, crew: c } = toJob(lex, group, lang, all);
      if (c !== null) crew = c;
      if (switches && job.task && !job.outside && dropped.has(job.task.def.trade)) continue;
      const previous = turn > 0 ? jobs.filter((j) => !j.outside && (j.task || j.trade)) : [];
      if (replacesEarlier(job, previous, switches)) {
        // "sink drains slow and the dryer squeaks" … "its the washer squeaking not the dryer": the switch takes back the
        // job of its own trade; the other jobs named stay.
        const sameTrade = previous.filter((j) => j.trade === job.task!.def.trade);
        const keepsOthers = sameTrade.length > 0 && sameTrade.length < previous.length;
        for (const j of keepsOthers ? previous.filter((o) => sameTrade.includes(o) || (o.turn === job.turn && !o.task)) : previous) {
          if (j.trade && j.trade !== job.task!.def.trade) dropped.add(j.trade);
          jobs.splice(jobs.indexOf(j), 1);
        }
        lastJob = null;
      }
      // "un lavavajillas y un microondas, los dos de Ikea": the two are the two jobs, not two microwaves.
      if (job.both && lastJob && lastJob.turn === job.turn && lastJob.task && job.task && lastJob.task.def.slug !== job.task.def.slug)
        job.own = job.own.filter((q) => q !== job.both);
      // "the kitchen faucet drips and the one in the master bath leaks at the handle": one more of the thing before,
      // whatever else the clause's words match.
      const before = lastJob;
      // "18 doors and 6 drawers": the drawer fronts of the cabinets asked about, whatever "drawers" alone would match.
      const cabinets = jobs.find((j) => !j.outside && j.task?.def.dimension === 'count');
      if (cabinets && job.own.length > 0 && job.own.every((q) => q.added)) {
        // Said in the same turn, they join the doors counted there; in an answer, the doors answered before them.
        if (cabinets.turn === job.turn) cabinets.own.push(...job.own.map((q) => ({ ...q, pos: cabinets.text.length + q.pos })));
        else cabinets.later.push(...job.own);
        lastJob = cabinets;
        continue;
      }
      if (before && !job.outside && oneMore(before, job)) {
        // "a few holes from anchors and one big one": one more of a vague number is still a vague number.
        // "unos cuadritos… y el de la Virgencita": so is one more of some things named with no number.
        if (uncounted(normalize(before.text))) continue;
        before.items = (before.items ?? before.own.find((q) => q.kind === 'count')?.value ?? 1) + 1;
        // "the upstairs one runs and the downstairs one rocks": an answer's "one" is replaced by the two named.
        if (before.later.some((q) => q.kind === 'count'))
          before.later.push({ kind: 'count', value: before.items, system: null, pos: 0, corrected: true });
        continue;
      }
      // "Porte de un sofá de 3 plazas y un frigorífico al trastero": another thing for the same move, not another job.
      const more = before && !job.outside && job.turn === before.turn ? moreThings(lex, before, job, lang) : null;
      if (before && more !== null) {
        before.items = uncounted(normalize(before.text)) ? null : more;
        before.text += ` ${job.text}`;
        continue;
      }
      lastJob = job;
      // "¿Reparáis neveras?" … "Una Samsung de dos puertas, no enfría": the doors describe the fridge, they are not a job.
      // Not a job asked for with its own verb: "and mount the tv in the bedroom, its a 55 inch" is a job.
      if (
        turn > 0 &&
        job.described &&
        !OWN_VERB.test(normalize(job.text)) &&
        jobs.some((j) => j.task && !j.outside && j.trade !== job.trade)
      ) {
        job.task = null;
        job.trade = null;
      }
      if (handymanHours && !job.outside) {
        handymanHours.text += ` ${job.text}`;
        continue;
      }
      // "Busco manitas por horas, tengo una lista: una puerta que roza, un estor... unas 4 horas": hours said after the
      // chores size the handyman asked for, and the chores listed since are that handyman's list.
      // "need a handyman" … "What do you need done?" … "hang a shelf, fix a cabinet door etc. 3 hours": the same, across turns.
      // "varias cositas: colgar dos cortineros, … calculo unas tres horas": a chore's small count does not size the list.
      const hired = jobs.find(
        (j) =>
          j.turn <= turn &&
          j.handyman &&
          !j.outside &&
          // "curtain rods in 2 rooms": the rooms of a chore do not size the list either.
          j.own.every((q) => (q.kind === 'count' || q.kind === 'room') && q.value <= 4) &&
          j.later.length === 0,
      );
      // "running list: towel bar, closet door, cabinet hinge…" … "book a handyman by the hour for the whole list?" … "yes,
      // just book 2 hrs": the hours booked in the answer take in the chores listed before.
      if (
        turn > 0 &&
        (!job.task || job.task.def.slug === 'handyman.general') &&
        !job.outside &&
        job.own.some((q) => q.kind === 'hour') &&
        job.own.every((q) => q.kind === 'hour') &&
        HANDYMAN_ASKED.test(normalize(questions[turn] ?? ''))
      ) {
        const chores = jobs.filter((o) => o !== job && !o.outside && o.turn < turn && o.task && CHORE_TRADES.has(o.task.def.trade));
        if (chores.length > 0) {
          for (const o of chores) {
            job.text = `${o.text} ${job.text}`;
            jobs.splice(jobs.indexOf(o), 1);
          }
          job.task ??= chores[0]!.task;
          bookByTheHour(lex, job);
          if (jobs.length < MAX_JOBS) jobs.push(job);
          handymanHours = job;
          lastJob = job;
          continue;
        }
      }
      // "punch list: caulk tub, swap bulbs… figure 3 hrs of handyman time": the hours of handyman time are the list's too.
      const handymanTime = job.task?.def.slug === 'handyman.general' && job.own.every((q) => q.kind === 'hour' || q.kind === 'day');
      if (
        hired &&
        job !== hired &&
        !job.outside &&
        (!job.handyman || handymanTime) &&
        job.own.some((q) => q.kind === 'hour' || q.kind === 'day')
      ) {
        // "un manitas para varias cosillas: colgar 4 cuadros…" … "¿Cuánto tiempo?" … "pon 2 horas": a bare answer of hours
        // books the chores listed with the handyman in the earlier turn too.
        const listedWith = (o: Job): boolean => o.turn === turn || (!job.task && o.turn === hired.turn);
        for (const j of jobs.filter((o) => listedWith(o) && o !== hired && !o.outside && jobs.indexOf(o) > jobs.indexOf(hired))) {
          hired.text += ` ${j.text}`;
          jobs.splice(jobs.indexOf(j), 1);
        }
        hired.own = hired.own.filter((q) => q.kind !== 'count');
        hired.items = null;
        hired.own.push(
          ...job.own.filter((q) => q.kind === 'hour' || q.kind === 'day').map((q) => ({ ...q, pos: hired.text.length + q.pos })),
        );
        // "I have a punch list: closet door off its track, … about 3 hours": the hours book a handyman, whatever the
        // first chore's task.
        if (hired.task && hired.task.def.dimension !== 'hour') bookByTheHour(lex, hired);
        hired.text += ` ${job.text}`;
        handymanHours = hired;
        lastJob = hired;
        continue;
      }
      // "ocupo un señor de mantenimiento para varias cositas" … "colgar unos cuadros, sellar la tina… no sé cuánto tiempo":
      // chores listed for the handyman asked for, in an answer that cannot say the hours, are that handyman's list.
      if (
        hired &&
        job !== hired &&
        !job.outside &&
        job.turn > hired.turn &&
        job.trade === 'handyman' &&
        TIME_UNKNOWN.test(normalize(turnText))
      ) {
        hired.text += ` ${job.text}`;
        hired.own = hired.own.filter((q) => q.kind !== 'count');
        hired.items = null;
        bookByTheHour(lex, hired);
        lastJob = hired;
        continue;
      }
      if (job.handyman && job.own.some((q) => q.kind === 'hour' || q.kind === 'day')) handymanHours = job;
      const earlier = turn > 0 ? jobs.filter((j) => !j.outside && (j.task || j.trade)) : [];
      // "¿Qué muebles son?" … "Una cómoda, un escritorio y 3 estanterías": things of the job asked about, not a new job.
      const asked = earlier[0];
      // "la sala, el comedor y 3 recámaras" … "mejor quítele una recámara": one fewer of the rooms counted before.
      if (asked?.task?.def.by_room && takesOneRoomOut(asked, job.text)) continue;
      const answerList =
        asked?.task && job.task && !job.outside && job.task.def.slug !== asked.task.def.slug && !OWN_VERB.test(normalize(job.text))
          ? listedIn(lex, asked.task.def, job.text, lang)
          : null;
      // "Standard 6 ft?" … "actually make it 2 doors": a correction that repeats the thing is a new count of the same job.
      // "paredes y techos. y al final que sean 3 dormitorios": a new count of the rooms, whatever else the answer names.
      const recounted =
        asked?.task?.def.by_room !== undefined && asked.own.some((q) => q.kind === 'room') && job.own.some((q) => q.kind === 'room');
      const corrected =
        asked?.task &&
        job.task &&
        (job.task.def.trade === asked.task.def.trade || recounted || SAY_INSTEAD.test(normalize(job.text))) &&
        !OWN_VERB.test(normalize(job.text).replace(DONE_BY_CUSTOMER, ' ').replace(PURPOSE, ' ').replace(SAY_INSTEAD, ' ')) &&
        TAKES_BACK.test(normalize(job.text))
          ? job.own.filter((q) => q.kind === 'count' || (recounted && q.kind === 'room'))
          : [];
      if (asked && corrected.length > 0) {
        // "4 recámaras" … "mejor que sean 3": a new count of the rooms a per-room job was counted in.
        const rooms = asked.task!.def.by_room && asked.own.some((q) => q.kind === 'room');
        // "unas 4 o 5 horas" … "mejor que sean 5": a new figure of the hours said before.
        const hours = [...asked.own, ...asked.later].some((q) => q.kind === 'hour');
        const kind = rooms ? { kind: 'room' as const } : hours ? { kind: 'hour' as const } : {};
        asked.later.push({ ...corrected[corrected.length - 1]!, ...kind, corrected: true });
        continue;
      }
      if (asked && answerList !== null) {
        asked.later.push({ kind: 'count', value: answerList, system: null, pos: 0, corrected: true });
        continue;
      }
      // "Roof size and how much gutter?" … "roof is 28 squares, eavestrough ~160 ft": one answer that sizes each job asked
      // about, each figure by its own measure.
      // "¿Cuántos cuadros serían?" … "cuatro, … y dos láminas": an answer to a question about one job's things sizes that job only.
      const askedOne = asksAboutOne(lex, questions[turn] ?? '', earlier);
      const sized =
        job.own.length >= 2 && !askedOne && !OWN_VERB.test(normalize(job.text)) && !answersUnknown(job.text)
          ? sizesEach(earlier, job.own, job)
          : null;
      if (sized && sized.length > 0) {
        for (const [j, q] of sized) {
          if (q.kind === 'room' && j.task?.def.by_room) j.rooms = roomsAfter(j.rooms, job);
          else j.later.push(q);
        }
        lastJob = sized[sized.length - 1]![0];
        // "new roof + eavestroughs" … "roof is 28 squares, eavestrough ~160 ft": what no job asked about stays this answer's own.
        job.own = job.own.filter((q) => !sized.some(([, s]) => s === q));
        if (job.own.length === 0) continue;
      }
      // A later turn naming the job ("we'd want 3 movers") completes the earlier one, also when that one only named the trade.
      // "How many movers and for how long?" … "2 movers for 3 hours": a crew or hours answer sizes the job asked about.
      const sizesAsked =
        job.task &&
        (c !== null || job.own.some((q) => q.kind === 'hour')) &&
        // "dos limpiadoras cuatro horas": the workers' word is no verb of a new job.
        (!OWN_VERB.test(normalize(job.text)) || !OWN_VERB.test(normalize(job.text).replace(WORKERS, ' ')))
          ? earlier.find(
              (j) =>
                j.trade === job.task!.def.trade &&
                // "the hedge trimmed, 60 ft" … "also a yard clean-up, 3 hours": hours of another task sized by the hour
                // are that task's, not the measured job's.
                !(
                  j.task &&
                  j.task.def.dimension !== 'hour' &&
                  job.task!.def.dimension === 'hour' &&
                  j.task.def.slug !== job.task!.def.slug &&
                  ADDS_JOB.test(normalize(job.text))
                ) &&
                // "anything else?" … "the oven cleaning also please… send 2 persons": another job, with the crew said.
                !(j.task && j.task.def.slug !== job.task!.def.slug && ANYTHING_ELSE.test(normalize(questions[turn] ?? ''))),
            )
          : undefined;
      const same = job.task
        ? (earlier.find((j) => j.task?.def.slug === job.task!.def.slug) ??
          // "need 2 guys to help move" … "4 hours, and yes pack up the kitchen": hands already given hours are a job;
          // the other work asked for beside them is another.
          earlier.find(
            (j) =>
              !j.task && j.trade === job.task!.def.trade && !(j.later.some((q) => q.kind === 'hour') && job.task!.def.dimension !== 'hour'),
          ) ??
          sizesAsked)
        : undefined;
      if (same) {
        lastJob = same;
        if (!same.task) same.task = job.task;
        singular(same, job);
        // "Un armario PAX, una cómoda Hemnes y 2 mesitas": the things listed in the answer are the count.
        if (job.items !== null && job.task?.def.slug === same.task?.def.slug)
          same.later.push({ kind: 'count', value: job.items, system: null, pos: 0, corrected: true });
        else if (!addsCountedRooms(same, job)) same.later.push(...job.own);
        same.ranged ||= job.ranged;
        if (job.rooms.length > 0) same.rooms = roomsAfter(same.rooms, job);
        continue;
      }
      // "How many fans?" … "2 in the bedrooms and 2 on the back porch, so 4": counts at places answer how many; a
      // place's word alone ("porch") names no job.
      if (
        asked?.task &&
        asked.turn < turn &&
        asked.task.def.dimension === 'count' &&
        job.task &&
        job.task.def.slug !== asked.task.def.slug &&
        job.task.score < 200 &&
        job.own.length > 0 &&
        job.own.every((q) => q.kind === 'count') &&
        job.own.some((q) => q.located) &&
        HOW_MANY_ASKED.test(normalize(questions[turn] ?? '')) &&
        !OWN_VERB.test(normalize(job.text.split('\n')[0]!))
      ) {
        asked.later.push(...job.own);
        lastJob = asked;
        continue;
      }
      if (asked?.task && picksOption(lex, asked, job, questions[turn] ?? '')) {
        asked.later.push(...job.own);
        lastJob = asked;
        continue;
      }
      if (asked?.task && picksKind(asked, job, questions[turn] ?? '')) {
        asked.task = job.task;
        asked.later.push(...job.own);
        lastJob = asked;
        continue;
      }
      if (
        asked?.task &&
        // "what's the job?" … "haul junk out of the garage, then blow out the sprinklers": a job named in this same
        // answer is not what the earlier question asked about.
        asked.turn < turn &&
        job.task &&
        job.task.def.slug !== asked.task.def.slug &&
        (answersAbout(lex, asked, job, lang) || refines(asked, job)) &&
        // "¿Algo más?" … "un contacto q echa chispitas": asked for more, the answer names another job.
        !ANYTHING_ELSE.test(normalize(questions[turn] ?? ''))
      ) {
        // "Need movers" … "just loading a 26 foot uhaul, 4 guys for 3 hours": the answer's job, named in full, is the job.
        // A size given for a job counted by the piece ("the damaged area is about 4 ft by 6 ft" read as a patch) keeps the job measured.
        const sized = job.own.some((q) => q.kind === 'area' || q.kind === 'dims' || q.kind === 'length');
        // "help with my doors" … "two bedroom doors rub … need them adjusted": a repair guessed stays a repair.
        const repairKept = asked.task.def.slug.endsWith('.repair') && !job.task.def.slug.endsWith('.repair');
        if (
          refines(asked, job) &&
          job.task.score >= 200 &&
          !job.task.fuzzy &&
          !(sized && job.task.def.dimension === 'count') &&
          !repairKept
        )
          asked.task = job.task;
        // "two bedroom doors … need them adjusted": in an answer about doors, the rooms name which doors.
        const counted =
          asked.task.def.dimension === 'count' ? job.own.map((q) => (q.kind === 'room' ? { ...q, kind: 'count' as const } : q)) : job.own;
        asked.later.push(...counted);
        lastJob = asked;
        continue;
      }
      // "hang wallpaper?" … "one accent wall, 12 ft wide and 8 ft high": an answer that names where the work goes, with
      // the size asked for, sizes the job asked about; its words alone ("accent wall") do not make a new job of that trade.
      if (
        asked?.task &&
        job.task &&
        job.task.def.trade === asked.task.def.trade &&
        job.task.def.slug !== asked.task.def.slug &&
        job.task.def.dimension === asked.task.def.dimension &&
        (asked.task.def.dimension === 'area' || asked.task.def.dimension === 'length') &&
        asked.own.length === 0 &&
        asked.later.length === 0 &&
        job.own.some((q) => q.kind === asked.task!.def.dimension || (q.kind === 'dims' && asked.task!.def.dimension === 'area')) &&
        !OWN_VERB.test(normalize(job.text))
      ) {
        asked.later.push(...job.own);
        lastJob = asked;
        continue;
      }
      // "¿Tiene muebles grandes, como refrigerador o ropero?" … "un refri y una cama king nomás": the things of the move
      // asked about, no work on them; a later figure ("mejor que sean 4 horas") is the move's.
      const move = earlier.find((j) => j.task?.def.trade === 'moving' && !j.outside);
      if (
        move &&
        job.task &&
        job.task.def.trade !== 'moving' &&
        // "2 personas 4 horas… mejor 3 porque hay un refri de 2 puertas": a big thing said as why, too.
        (ASKS_THINGS.test(normalize(questions[turn] ?? '')) || THERE_IS_ONE.test(normalize(job.text))) &&
        !OWN_VERB.test(normalize(job.text).replace(/\b(?:lo demas|the rest)\b.*?(?=[.,]|$)/, ' '))
      ) {
        move.text += `\n${job.text}`;
        move.later.push(...job.own);
        lastJob = move;
        continue;
      }
      // "¿Incluimos techos?" … "sin techos, mejor nomás la sala y el comedor": an answer naming the same trade's rooms
      // ("sin techos" reads as walls) narrows the rooms of the job asked about; it is not a second job.
      const narrows =
        job.task !== null &&
        job.rooms.length > 0 &&
        earlier.length > 0 &&
        earlier[0]!.rooms.length > 0 &&
        earlier[0]!.task?.def.trade === job.task.def.trade &&
        !job.own.some((q) => q.kind === 'area' || q.kind === 'dims') &&
        !ADDS_ROOMS.test(normalize(job.text));
      if (
        turn > 0 &&
        (!job.task || narrows) &&
        !job.outside &&
        !job.asked &&
        earlier.length > 0 &&
        (job.own.length > 0 || job.rooms.length > 0 || !job.trade)
      ) {
        // A later detail ("about 200 sq ft") answers the question asked about the main job.
        const first = askedAbout(lex, earlier, questions[turn] ?? '', lang) ?? measuredBy(earlier, job.own) ?? earlier[0]!;
        // "2 bedrooms painted and laminate put down in both" … "both 10x11": the rooms are counted for the painting, so
        // the size measures the floor still unmeasured.
        const roomsCounted =
          first.task?.def.by_room !== undefined &&
          first.own.some((q) => q.kind === 'room') &&
          job.own.some((q) => q.kind === 'dims' || q.kind === 'area');
        const unmeasured = (j: Job) =>
          j !== first &&
          j.task?.def.dimension === 'area' &&
          j.task.def.trade !== first.task?.def.trade &&
          ![...j.own, ...j.later].some((q) => q.kind === 'dims' || q.kind === 'area' || q.kind === 'room');
        const floor = roomsCounted ? earlier.find(unmeasured) : undefined;
        // "… and laminate put down in both" … "both 10x11": the size of each of the rooms counted.
        if (floor && /\b(?:both|each|all of them|ambas|ambos|cada una?)\b/i.test(`${floor.text} ${job.text}`))
          floor.own.push(...first.own.filter((q) => q.kind === 'room'));
        const main = floor ?? first;
        // "the upstairs one runs and the downstairs one rocks": what follows may name one more of the main job's thing.
        lastJob = main;
        // "¿Cuántas?" … "son 6 y la del baño": the count and one more.
        const plus = main.task ? countAndMore(main.task.def, prepareNumbers(normalize(job.text), lang).text, job.own) : null;
        // "How many rooms need packing?" … "3 bedrooms plus the kitchen": every room listed counts.
        const listedRooms =
          main.task?.def.dimension === 'room' &&
          job.rooms.length > 1 &&
          job.rooms.every((r, i) => r.count > 0 && r.kind !== 'home' && (i === 0 || r.joined))
            ? job.rooms.reduce((sum, r) => sum + r.count, 0)
            : null;
        // "varias, no las he contado, unas en los baños y otra en la cocina": some and one more, with no figure, count nothing.
        const vagueAnswer = !/\d/.test(job.text) && SOME_THINGS.test(normalize(job.text));
        if (vagueAnswer) {
          main.later.push(...job.own.filter((q) => q.kind !== 'count'));
        } else if (plus !== null) {
          main.later.push(plus);
        } else if (listedRooms !== null && listedRooms <= 30) {
          main.later.push(...job.own.filter((q) => q.kind !== 'room' && q.kind !== 'count'), {
            kind: 'room',
            value: listedRooms,
            system: null,
            pos: 0,
            corrected: true,
          });
        } else if (job.own.length > 0) {
          main.later.push(...remeasured(main, notPlaces(main, job, lang), prepareNumbers(normalize(job.text), lang).text));
          main.ranged ||= job.ranged;
          // "2 recámaras" … "son de 12 m2 cada una": a size said of each room counted before.
          if (job.each) main.laterEach = true;
        }
        // "Any other items?" … "just the chesterfield and a treadmill": the things listed are the count.
        const listed = main.task ? (listedIn(lex, main.task.def, job.text, lang) ?? namedOneByOne(main.task.def, job)) : null;
        if (listed !== null) main.later.push({ kind: 'count', value: listed, system: null, pos: 0, corrected: true });
        singular(main, job);
        // "¿El boiler nuevo ya lo tiene?" … "está aquí en la cochera": rooms in an answer about another job are where
        // its things are, not rooms of the first job.
        const roomsOf = main.task?.def.by_room !== undefined ? main : earlier[0]!;
        if (job.rooms.length > 0 && (roomsOf === main || ASKS_ROOMS.test(normalize(questions[turn] ?? '')))) {
          // "3 recámaras y la sala", "just the washroom and the bedroom": the rooms answer how big.
          roomsOf.rooms = roomsAfter(roomsOf.rooms, job);
          // "¿De cuántos dormitorios?" … "Es un piso de un dormitorio": one room named in the answer is the one room.
          roomsOf.oneRoom ||= job.oneRoom && job.rooms.some((r) => r.stated);
        }
        continue;
      }
      // "…quitar la moqueta vieja. Perdona, me he equivocado, son 28 m2": a measure taken back in a later turn is the
      // earlier job's new measure, whatever else the turn names.
      if (turn > 0) moveCorrection(job, earlier);
      if (jobs.length < MAX_JOBS) jobs.push(job);
    }
    // Before a later answer is read: the move said as the reason for a cleaning is no job to size.
    dropMoveOutReason(jobs);
  });
  refineJobs(lex, jobs);
  oddJobsByTheHour(lex, jobs, all);
  choresInTheHoursBooked(lex, jobs, all);
  // "le hablaba para lo de lo que le dije al señor de la camioneta": a call back about an earlier talk names no job; the
  // truck it mentions is who, not what.
  const callBack = refersBack(all) && !jobs.some((j) => j.task || j.trade);
  const foreign = foreignObject(all) && !callBack;
  const outside = callBack && neverMeant(all) ? false : (!callBack && jobs.some((j) => j.outside)) || OUT_OF_SCOPE.test(all) || foreign;
  return {
    lang,
    jobs,
    crew,
    noJob: callBack ? 'unclear' : classifyNoJob(all, turns.join('\n')),
    outside,
    foreignOnly: foreign && (!HOME_PLACE.test(all.replace(WHERE_IT_IS_KEPT, ' ')) || windowsOfADevice(all, jobs)),
  };
}

/** "y pintar el techo de la misma habitación", "and paint the ceiling in that same room": the room sized for the job before. */
const SAME_PLACE =
  /\b(?:(?:the|that|this) same (?:room|space|area|bedroom|bathroom|kitchen)|same room|(?:la|esa) misma (?:habitacion|recamara|sala|pieza|zona|area|cocina|estancia)|(?:el|del|ese) mismo (?:cuarto|dormitorio|salon|bano|espacio|comedor))\b/;

/**
 * The job's amount; when it has none, a size given for a sibling job of the
 * same trade and measure in the same message ("rip out the carpet and put
 * down laminate, 750 sq ft") applies to it too.
 */
export function jobQuantity(job: Job, def: TaskDef, region: RegionDef, crew: number, siblings: Job[] = []): Resolved | null {
  const own = quantityOf(job, job.own, def, region, crew);
  if (!own && job.samePlace) {
    const sized = siblings.find(
      (s) => s !== job && s.turn === job.turn && !s.outside && s.own.some((q) => q.kind === 'dims' || q.kind === 'area'),
    );
    const borrowed = sized ? quantityOf(job, sized.own, def, region, crew) : null;
    if (borrowed && borrowed.assumed === null) return { ...borrowed, assumed: 'shared' };
  }
  // Only sizes are shared ("rip out the carpet and put down laminate, 750 sq ft"); a count belongs to its own item.
  // "new sod, not sure on the size. Also about 3 yards of mulch": a job said to be unmeasured borrows no size.
  if ((own && own.assumed === null) || (def.dimension !== 'area' && def.dimension !== 'length')) return own;
  if (job.amountUnknown || saysAmountUnknown(job.text)) return own;
  for (const s of siblings) {
    // A size beside a job of the same trade that has no use for it ("the grout redone, about 60 sq ft of tile, cracking") is this job's.
    const sizeless = s.task?.def.dimension === 'count' || s.task?.def.dimension === 'hour';
    // "alicatar la pared… y cambiar el fregadero. Mi primo midió la pared y son 14 m²": a size said of this job's surface,
    // beside a job of another trade that has no use for it.
    const mySurface = sizeless && s.task?.def.trade !== def.trade && sameSurface(job.text, s.text);
    if (
      s === job ||
      s.turn !== job.turn ||
      s.outside ||
      (s.task?.def.trade !== def.trade && !mySurface) ||
      (s.task!.def.dimension !== def.dimension && !sizeless)
    )
      continue;
    const borrowed = quantityOf(job, s.own, def, region, crew);
    if (borrowed && borrowed.assumed === null) return { ...borrowed, assumed: 'shared' };
  }
  return own;
}

const SURFACE_WORD = /\b(?:pared|paredes|muro|muros|wall|walls|suelo|floor|floors|techo|ceiling|fachada)\b/g;
/** Both texts name the same surface ("la pared"), the later one as what it measures. */
function sameSurface(mine: string, theirs: string): boolean {
  const named = new Set(normalize(mine).match(SURFACE_WORD) ?? []);
  return (normalize(theirs).match(SURFACE_WORD) ?? []).some((w) => named.has(w));
}

function quantityOf(job: Job, own: Quantity[], def: TaskDef, region: RegionDef, crew: number): Resolved | null {
  return resolveQuantity(
    def,
    {
      own,
      anchors: job.anchors,
      later: job.later,
      plural: job.task?.plural ?? false,
      oneRoom: job.oneRoom,
      rooms: job.rooms,
      crew,
      each: job.each,
      laterEach: job.laterEach === true,
      openEnded: openEnded(job.text),
      unknown: job.amountUnknown === true || saysAmountUnknown(job.text),
      // An answer in a later turn counts them.
      moreRooms: def.by_room !== undefined && job.later.length === 0 && moreRooms(job.text),
      sections: def.dimension === 'count' && vagueSections(job.text),
      vagueCount: def.dimension === 'count' && vagueCount(job.text),
      vagueList: def.dimension === 'count' && vagueList(job.text),
      wholeHome: (def.dimension === 'count' || (def.dimension === 'area' && FLOORS.has(def.trade))) && wholeHome(job.text),
      oneThing: def.ask_hours === true && oneHouseholdThing(job.text),
      items: job.task?.def.slug === def.slug ? job.items : null,
      article: job.article,
    },
    region,
  );
}
