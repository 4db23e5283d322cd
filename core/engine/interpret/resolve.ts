/**
 * Picks the job's amount in the task's unit from the quantities read in its
 * clauses, converting feet and metres when the customer used the other
 * system (a Canadian customer's metres stay metric). Dimensions ("12x14")
 * give an area, or a perimeter for trim-like tasks; wall tasks keep the
 * room's floor area as the amount and price its walls. A number alone counts
 * items; after a question, a number alone in a later turn is the amount
 * asked for. Rooms without a size ("repaint 4 bedrooms") are priced per room
 * from the typical size of each room kind (catalog/rooms.ts).
 */
import { FT_PER_M, SQ_FT_PER_SQ_M, hoursPerUnit } from '../catalog/project.js';
import { ROOM_SIZES, WALL_HEIGHT_FT, WALL_HEIGHT_M, type RoomKind } from '../catalog/rooms.js';
import type { RegionDef, TaskDef } from '../catalog/types.js';
import { restates, type Quantity, type System } from './quantities.js';
import type { RoomMention } from './rooms.js';

/** How the amount was turned into hours when it is not the task's own unit. */
export type Basis =
  | { kind: 'rooms'; hoursPerRoom: number; rooms: Array<{ kind: RoomKind; count: number; side: readonly [number, number] }> }
  | { kind: 'walls'; hoursPerUnit: number; wallArea: number };

export interface Resolved {
  quantity: number;
  /** Assumed rather than stated: one item, default hours, the size given for a sibling job, or typical room sizes. */
  assumed: 'one' | 'hours' | 'shared' | 'rooms' | null;
  /** The unit system of the amount: the region's, or metric for a Canadian who wrote metres. */
  system: System;
  basis?: Basis;
}

/** "6 by 8" … "oh wait i measured again its 6 by 9": sizes said before a corrected one are taken back, not added. */
function fromCorrection(sizes: Quantity[]): Quantity[] {
  const at = sizes.findLastIndex((q) => q.corrected);
  return at > 0 ? sizes.slice(at) : sizes;
}

export interface QuantitySource {
  /** Quantities from the job's own clauses, in order. */
  own: Quantity[];
  /** Positions of the job's keyword words, to find the number that counts them. */
  anchors: number[];
  /** Quantities from later turns that answer a question, latest last. */
  later: Quantity[];
  /** The later answer sized each of the rooms counted before ("120 sq ft each"). */
  laterEach?: boolean;
  plural: boolean;
  /** A single room is named ("my bedroom", "recámara"). */
  oneRoom: boolean;
  /** Rooms named as the job's extent. */
  rooms: RoomMention[];
  crew: number;
  /** "each" / "cada una": a size applies to every room named. */
  each: boolean;
  /** The task's things listed together and counted (interpret/items.ts). */
  items?: number | null;
  /** An article names one thing ("a fan", "un aire"). */
  article?: boolean;
  /** The customer says the time is unknown or the service runs all season: hours cannot be assumed. */
  openEnded?: boolean;
  /** The customer says the amount is not known yet: nothing is assumed. */
  unknown?: boolean;
  /** Rooms beyond the named ones that the customer did not count ("and probably some more rooms"). */
  moreRooms?: boolean;
  /** "a few holes … and one big one": some of the things are counted only vaguely. */
  vagueCount?: boolean;
  /** "unos cuantos cuadros y un par de espejos": things counted beside some counted only vaguely, so no total. */
  vagueList?: boolean;
  /** A vague number of sections or spots ("varias partes caídas", "cracks in a bunch of spots"): not one. */
  sections?: boolean;
  /** "window washing, whole house inside and out": the things across a whole home, not counted. */
  wholeHome?: boolean;
  /** The job names one household thing in the singular ("subir un refri al camión"): a short visit can be assumed. */
  oneThing?: boolean;
}

/** "not sure how long it'll take", "no sé cuántas horas", "snow clearing this winter", "a bunch of odd jobs": no hours to assume. */
const OPEN_ENDED =
  /\b(?:(?:not sure|unsure|no idea|no clue|(?:dont|do not|don t) know)\s+(?:on|about|of|for|re)?\s*(?:the\s+)?(?:hours|hrs|time it takes|timing)|(?:not sure|unsure) how long|no idea how long|(?:dont|do not|don t) know how long|unsure how long|(?:not sure|unsure) how many hours|no se cuant[oa]s? (?:horas|tiempo)|no se cuanto (?:tiempo|tardar\w*|dur\w*)|ni idea de cuant[oa]s? (?:horas|tiempo)|(?:tiempo|horas),? ni idea|ni idea del tiempo|(?:this|the|for the|all|whole) (?:winter|season|summer|fall|spring)|(?:esta|toda la) temporada|(?:este|todo el) (?:invierno|verano|otono)|odd jobs|(?:bunch|list|lot|lots|number|variety) of (?:small |little |different )?(?:jobs|things|tasks|repairs|projects|fixes)|honey ?do list|(?:varias|unas|algunas|muchas|unas cuantas|varios|unos|algunos|muchos|unos cuantos) (?:chapuz\w*|chapuc\w*|cosill\w*|cosit\w*|arreglill\w*|arreglit\w*)|(?:a few|several|some|a bunch of|many|a number of) (?:small |little |odd |different )?(?:jobs|things|tasks|repairs|fixes|projects)|arreglos varios|varios arreglos|trabajos varios|varios trabajos|varios pendientes|un monton de (?:cosas|arreglos|pendientes)|(?<!\b(?:every|each|hace|cada) )(?:a few|few|some|several|many|a bunch of|a number of|unas|unas cuantas|unas pocas|algunas|varias|muchas) (?:more )?(?:hours|hrs|horas)(?! (?:ago|later|before|after|earlier|antes|despues|atras))|un rato|un ratito|(?:bunch|lot|lots|list) of (?:small |little |different )?stuff|(?:little|small) (?:stuff|things|fixes|jobs)|how much (?:do you (?:guys )?charge )?(?:per|an|a|by the) hour|hourly rate|(?:cuanto|precio|que cobran|cobran) (?:por|la|x) hora)\b/;

export function openEnded(text: string): boolean {
  return OPEN_ENDED.test(plain(text));
}

/** The same job text is read many times per request (choosing the task, pricing, siblings): remember the last few. */
const plainCache = new Map<string, string>();

function plain(text: string): string {
  let out = plainCache.get(text);
  if (out === undefined) {
    out = (/[^\x00-\x7f]/.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text).toLowerCase().replace(/['’]/g, ' ');
    if (plainCache.size >= 256) plainCache.clear();
    plainCache.set(text, out);
  }
  return out;
}

/**
 * The customer says the size or count is not known yet ("I don't know the measurements", "haven't counted the
 * doors", "no sé los metros", "los metros los tiene el presidente"), or answers the business's question about it
 * with "not sure" / "ni idea": nothing may be assumed for it (one item, typical rooms, usual hours).
 */
const UNKNOWN_AMOUNT =
  /\b(?:(?:could not|couldn t|couldnt|cannot|can t|cant) (?:really )?(?:tell (?:you|u)|say|guess|count)\s+(?:how many|how much|how big|how large|the size)|(?:don t|dont|do not|didn t|didnt|(?:not sure|unsure) (?:of |about |on )?|unsure (?:of |about )?|no idea (?:of |about |on |what |how )?|not certain (?:of |about )?|haven t|havent|have not|never)\s*(?:know |knew |got |get |have |measure |measured |count |counted |check |checked |sure )?(?:the |its |it s |our |my |of the )?(?:exact |actual |total )?(?:measurements?|measures?|dimensions?|sizes?|square footage|footage|sq ?ft|square feet|area|how big|how many|how much (?:area|space|of it)|how large|how long it is|count|number)|(?:haven t|havent|have not|didn t|didnt|did not|not)\s+(?:yet\s+)?(?:measured|counted)|no (?:s[e]|se) (?:bien |exactamente |muy bien )?(?:los metros|los m2|los m|las medidas|la medida|el tamano|cuanto mide|cuant[oa]s (?:metros|son|hay|tengo|serian)|de medidas|el area|la superficie)|ni idea de (?:los metros|las medidas|cuant[oa]s|cuanto mide|la medida)|(?:todavia |aun )?no (?:se|sabemos|sabria) (?:todavia |aun )?cuant[oa]s (?:[a-z]+ )?(?:hacen falta|necesito|necesitamos|van|harian falta|voy|vamos|quiero|queremos|ocupo|pondre|pondremos|poner)|no (?:lo |la |los |las )?(?:he|hemos) (?:medido|contado)|no tengo (?:las |la )?(?:medidas?|metros)|sin medir|(?:los metros|las medidas|la medida) (?:los|las|la) tiene|(?:i d|i would|i ll|i will|will|still need to|need to|have to|gotta|tendria que|tengo que|hay que|habria que|tendre que|tendriamos que)\s+(?:have to\s+)?(?:go\s+(?:and\s+)?)?(?:measure|medir\w*|count (?:them|how many)|count(?=\s*(?:$|[,.!?]|honestly|first|again|and|but|lol))|contarl[oa]s|contar cuant\w*)|(?:luego|despues|mas tarde|ahorita|al rato|ya)\s+(?:le |te |les |os )?(?:paso|mando|envio|digo|doy)\s+(?:las |la )?(?:medidas?|metros)|(?:i ll|i will|will)\s+(?:send|get|give)\s+(?:you\s+)?(?:the\s+)?(?:measurements?|dimensions?|sizes?)\s+later|(?:hard|difficult|tough|impossible) to (?:say|tell|know|guess)(?: how (?:much|many|big|long))?|(?:dificil|imposible) (?:de )?(?:decir|saber|calcular)(?: cuant[oa]s?)?|no (?:sabria|sabriamos|podria) (?:decir\w*|calcular\w*)(?: cuant[oa]s?)?)\b/;

/** "varias partes caídas", "several sections down", "a good stretch of fence": a vague number of the sections a one-job task is counted in. */
const VAGUE_SECTIONS =
  /\b(?:(?:several|some|a few|multiple|many|various|a bunch of|varias|varios|algunas|algunos|unas|unos|muchas|muchos|unas cuantas|unos cuantos)\s+(?:(?:of the|de las|de los|[a-z]+)\s+)?(?:sections|panels|parts|stretches|spots|areas|places|posts|boards|pickets|partes|tramos|secciones|paneles|zonas|trozos|pedazos|sitios|lugares|puntos|lados|postes|tablas|tablones)|a (?:good|long|big|fair|decent|large) (?:stretch|chunk|run|length|section) of|un buen (?:tramo|trozo|pedazo) de)\b/;

/**
 * Words for an amount not counted ("a few", "some", "unos cuantos", "bastantes"): the one list every vague-amount
 * rule builds on (`VAGUE_PLURAL`, `VAGUE_LIST` here, the vague count in index.ts).
 */
export const VAGUE_AMOUNT =
  'a few|some|several|various|a bunch of|a bunch|bunch of|a number of|multiple|a lot of|a lot|lots of|many|unos cuantos|unas cuantas|varios|varias|algunos|algunas|bastantes|muchos|muchas';

/** A vague word right before a plural noun: "a few holes", "some outlets", "unos cuantos focos". */
const VAGUE_PLURAL = new RegExp(
  `\\b(?:${VAGUE_AMOUNT}|unos|unas)\\s+(?:[a-z]+\\s+)?[a-z]{3,}s\\b|` +
    String.raw`\b(?:a few|some|several|a couple|most|half)\s+of\s+(?:them|those|these)\b|\b(?:algunos|algunas|varios|varias|unos|unas)\s+de\s+(?:ellos|ellas|esos|esas)\b`,
);

/** "the kitchen and probably some more rooms", "la sala y otros cuartos": rooms beyond the named ones, not counted. */
const MORE_ROOMS =
  /\b(?:some|a few|a couple|several|other|maybe|probably|prob) (?:more |other |extra )?(?:rooms|bedrooms)\b|\b(?:otr[oa]s|algun[oa]s|unos|unas|vari[oa]s) (?:cuartos|habitaciones|recamaras|dormitorios|piezas)(?: mas)?\b/;

export function moreRooms(text: string): boolean {
  return MORE_ROOMS.test(plain(text));
}

export function vagueCount(text: string): boolean {
  return VAGUE_PLURAL.test(plain(text));
}

const VAGUE_WORDS = `(?:${VAGUE_AMOUNT})`;
const FEW_COUNTED = '(?:(?:a|un)\\s+)?(?:par|couple|pair|\\d+|two|three|four|five|dos|tres|cuatro|cinco)';
const VAGUE_LIST = new RegExp(
  `\\b${VAGUE_WORDS}\\s+(?:[a-z]+\\s+)?[a-z]{3,}s\\s*(?:,|and|y|e|plus)\\s+${FEW_COUNTED}\\b|` +
    // "unos cuantos árboles en la parcela, algunos altos, pinos y un par de algarrobos": a few of them among the lot.
    `\\b${VAGUE_WORDS}\\s+(?:[a-z]+\\s+)?(?!(?:things|cosas|jobs|trabajos)\\b)[a-z]{3,}s\\b[^\\d]{0,80}?(?:,|\\b(?:and|y|e|plus)\\b)\\s+${FEW_COUNTED}\\s+(?:(?:de|of)\\s+)?(?:[a-z]+\\s+)?[a-z]{3,}s\\b|` +
    `\\b${FEW_COUNTED}\\s+(?:(?:de|of)\\s+)?(?:[a-z]+\\s+)?[a-z]{3,}s\\s*(?:,|and|y|e|plus)\\s+(?:also\\s+)?${VAGUE_WORDS}\\s+(?:[a-z]+\\s+)?[a-z]{3,}s\\b`,
);

const WHOLE_HOME =
  /\b(?:(?:whole|entire|all the|every room in the)\s+(?:house|home|place|apartment|condo)|(?:throughout|all over|across) the (?:house|home)|(?:toda|en toda) la casa|la casa entera|todo el (?:piso|depa|departamento)|el (?:piso|depa) entero)\b/;

/** "window washing, whole house inside and out", "limpiar los cristales de toda la casa": a whole home of the things. */
export function wholeHome(text: string): boolean {
  return WHOLE_HOME.test(plain(text));
}

export function vagueList(text: string): boolean {
  return VAGUE_LIST.test(plain(text));
}

export function vagueSections(text: string): boolean {
  return VAGUE_SECTIONS.test(plain(text));
}

/** The customer says in so many words that the size or count is not known yet. */
export function saysAmountUnknown(text: string): boolean {
  const said = plain(text);
  return UNKNOWN_AMOUNT.test(said) || NEVER_COUNTED.test(said);
}
/**
 * "cuántas no sé, nunca las he contado", "no las he contado", "never counted them", "I'd have to get the tape out",
 * "I cannot say with certainty", "the tenants would know": kept apart, so the long list above stays fast to scan. */
const NEVER_COUNTED =
  /\b(?:(?:nunca|no|aun no|todavia no) (?:lo |la |los |las )?(?:he|hemos) (?:medido|contado)|cuant[oa]s (?:son |hay )?no (?:se|sabria|sabemos|lo se)|never (?:counted|measured)|ain t (?:never )?counted|aint counted|(?:los )?metros no (?:los |lo )?(?:se|sabemos|tengo)|(?:i d|id|i would|i ll|ill|i will|we d|we ll|well|we would|would|will) (?:have|need|got) to (?:get the tape out|go measure|measure|count|check)|(?:cannot|can t|cant|could not|couldn t|couldnt) say (?:with certainty|for sure|for certain|exactly)|(?:the )?(?:tenants?|renters|landlord|super|caretaker|property manager) (?:would|will|might|should) know)\b/;

/** A later answer that only says it does not know ("not sure yet…", "ni idea", "i dunno"). */
const UNKNOWN_ANSWER =
  /^\W*(?:(?:pues|pos|well|um|uh|honestly|la verdad|la neta|so|mmm|hmm|eh|no|nope|nah)\W+)?(?:i\s+)?(?:really\s+|honestly\s+|truly\s+|realmente\s+|de verdad\s+)?(?:(?:es|son|it s|its|it is)\s+(?:de\s+)?(?:mediana|mediano|medianos|medianas|normalita|normalito|normal|regular|average|standard|medium)(?:\s+(?:size|sized|tamano))?\b(?!\s*[,:]?\s*\d)|(?:not sure|unsure)|(?:haven t|havent|have not|never|didn t|didnt) (?:counted|measured)|not (?:really|rly|exactly)(?![a-z ]{0,12}\d)|(?:do not|don t|dont) know|no idea|no clue|not a clue|not really sure|idk|i dunno|dunno|i don t know|i dont know|no se|ni idea|no tengo ni idea|no tengo idea|quien sabe|depends|(?:todavia|aun) no (?:lo |la )?(?:se|sabemos)|no lo (?:se|sabemos)(?: todavia| aun)?|still (?:not sure|unsure)|(?:not sure|unsure) yet|haven t decided|havent decided|no (?:lo )?(?:he|hemos) decidido)\b/;
/** "How many windows?" … "its a 2 story house, a lot lol": too many to have counted is not a count. */
const MANY_ANSWER =
  /(?<!\b(?:sold|gave away|tossed|threw out|donated|got rid of|vendimos|regalamos|tiramos)\s)\b(?:a lot|lots|a ton|tons|a bunch|too many|so many|(?<=^\W*)many(?=\W|$)|(?:pues |uy |uy pues )?tod[oa]s (?:los|las) de (?:la|mi) casa|nunca (?:los|las) he contado|never counted (?:them|it)|as many as (?:needed|it takes|you think)|(?:los|las) que (?:ocupe|ocupen|hagan falta|haga falta|se necesiten|necesite|esten (?:quemad[oa]s|mal[oa]s|rot[oa]s))|tu dime cuant[oa]s|you tell me how many|whatever (?:is|s) needed|(?:the )?(?:electrician|plumber|you|pro) (?:decide|decides|can decide|tell me)|(?<=^\W*)(?:pues |pos |bueno |uy )?(?:varias|varios|algunas|algunos|unas cuantas|unos cuantos|several|a few)(?=\W+(?:no se|ni idea|not sure|idk|no lo se|quien sabe)\b|\W*$)|un monton|un chingo|un chorro|un buen|muchisim[oa]s|un mogollon|un porron|(?:son|hay|tengo|tenemos|serian|seran) (?:muchos|muchas|bastantes|varios|varias|unos cuantos|unas cuantas)(?!\s+[a-z]{3,})|(?:quite a few|several|a few|many) of them)\b(?!\s+(?:of\s+)?\d)/;
/** The text opens by saying it does not know. */
export function answersUnknown(text: string): boolean {
  return UNKNOWN_ANSWER.test(plain(text));
}

/** The business asked how much: a size, a count, hours. */
const ASKS_AMOUNT =
  /\b(?:how (?:many|much|big|large|long)|square (?:feet|footage|meters|metres)|sq ?ft|size|dimensions|measurements|cuant[oa]s|cuanto (?:mide|miden|tiempo)|que (?:tamano|medidas)|metros|medidas|tamano|horas)\b/;

/** "Which appliances?" … "all of them lol": every one of an uncounted lot is not a count. */
const ASKS_WHICH = /\b(?:which|what|cuales|cual|que)\b/;
const ALL_ANSWER =
  /^\W*(?:(?:oh|u+h+|u+m+|h+m+|well|pues|bueno|honestly|la verdad)\W+)?(?:all of them|all of em|all of it|every one|everything|todos|todas|todo)\b/;

const HOW_LONG_UNKNOWN =
  /\b(?:(?:not sure|unsure|no idea|no clue|(?:dont|do not|don t) know)\s+(?:on|about|of|for|re)?\s*(?:the\s+)?(?:hours|hrs|timing)|(?:not sure|unsure) how long|no idea how long|(?:dont|do not|don t) know how long|unsure how long|(?:not sure|unsure) how many hours|no se cuant[oa]s? (?:horas|tiempo)|no se cuanto (?:tiempo|tardar\w*|dur\w*)|ni idea de cuant[oa]s? (?:horas|tiempo)|(?:tiempo|horas),? ni idea|ni idea del tiempo|no idea (?:on|about|for) the rest|no clue (?:on|about|for) (?:the rest|the hours|how long)|no clue how long|how long i (?:couldnt|could not|can t|cant|cannot) (?:tell|say)|(?:couldnt|could not|can t|cant|cannot) (?:tell you|say) how long|(?:lo de )?las horas no (?:se|lo se|sabria)|no (?:se|sabria) (?:lo de )?las horas)\b/;
/** A later customer turn says the amount is not known, in words or as the answer to the business's question about it. */
const OPENS_ON_FIGURE =
  /^\W*(?:one|two|three|four|five|six|seven|eight|nine|ten|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b/;

export function laterAmountUnknown(messages: ReadonlyArray<{ role: string; content: string }>): boolean {
  return messages.some((m, i) => {
    if (m.role !== 'customer' || i === 0) return false;
    const prev = messages[i - 1]!;
    return (
      saysAmountUnknown(m.content) ||
      // "cosas pequeñas de casa, colgar cosas… no sé cuánto tiempo": the hours of the job asked about are not known.
      HOW_LONG_UNKNOWN.test(plain(m.content)) ||
      (prev.role !== 'customer' &&
        (((UNKNOWN_ANSWER.test(plain(m.content)) || MANY_ANSWER.test(plain(m.content))) && ASKS_AMOUNT.test(plain(prev.content))) ||
          (ALL_ANSWER.test(plain(m.content)) && ASKS_WHICH.test(plain(prev.content))) ||
          // "how many rooms?" … "mini splits probably, a few rooms": a vague number, no figure.
          // "dos. y en una hay unos hoyitos": the answer opens with its figure; the vague plural is another thing.
          (VAGUE_PLURAL.test(plain(m.content)) &&
            !/\d/.test(m.content) &&
            !OPENS_ON_FIGURE.test(plain(m.content)) &&
            ASKS_AMOUNT.test(plain(prev.content)))))
    );
  });
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

export { WALL_HEIGHT_FT, WALL_HEIGHT_M };

function convert(value: number, from: System | null, to: System, power: 1 | 2): number {
  if (!from || from === to) return value;
  const factor = power === 2 ? SQ_FT_PER_SQ_M : FT_PER_M;
  return from === 'metric' ? value * factor : value / factor;
}

/**
 * "5 x 4 metros, o sea like 16 by 13 feet", "6 metros, like 20 feet", "30 feet by 10… en metros como 9 x 3": one size
 * said again in the other system is one size; the one in the region's system is kept (in Canada, the first said).
 */
function withoutRestatements(qs: Quantity[], region: RegionDef): Quantity[] {
  const out: Quantity[] = [];
  for (const q of qs) {
    const prev = out.at(-1);
    // "fa 10 per 6, o siga uns 60 metres": the area said again in plain "metres", as said aloud.
    if (prev?.kind === 'dims' && q.kind === 'length' && !q.linear && q.pos - prev.pos < 60 && nearly(prev.value * prev.other!, q.value)) {
      out[out.length - 1] = { ...prev, system: prev.system ?? q.system };
      continue;
    }
    if (prev && restates(prev, q, region.unit_system)) {
      const keepNew = region.country !== 'CA' && (q.system ?? region.unit_system) === region.unit_system;
      if (keepNew) out[out.length - 1] = { ...q, corrected: prev.corrected || q.corrected };
      continue;
    }
    out.push(q);
  }
  return out;
}

function nearly(a: number, b: number): boolean {
  return a > 0 && Math.abs(a - b) <= 0.05 * a;
}

function last<T>(list: T[]): T | undefined {
  return list[list.length - 1];
}

/** "put me down for 2", "make it 3", "ponme 4": the figure booked. */
const BOOKED_FOR =
  /\b(?:put (?:me|us) down for|book (?:me |us )?(?:for )?|make it|let s say|lets say|go with|ponme|ponnos|ponle|apuntame|apuntanos)\s*$/;

/** "…y son dos", "…and there are 3": how many there are, said after the size of each. */
const THERE_ARE_GAP = /\b(?:y son|son|and there are|there are|there s|theres|and we have)\s*$/;

/** The words before a total: "so 24 metres", "o sea 30 en total". */
const TOTAL_GAP =
  /\b(?:so|that s|thats|that makes|total|in total|altogether|o sea|osea|asi que|en total|entonces|serian|seran)\s*(?:like|about|around|unos|unas|como)?\s*$/;

/** A part of a run named just before its bare figure: "back line is 60", "one side 45", "el fondo mide 12". */
const RUN_PART =
  /\b(?:line|side|back|front|run|section|stretch|lado|fondo|frente|tramo|linea|parte)\b(?:\s+(?:is|es|of|de|mide|runs?|would be|seria))?\s*$/;
/** Two amounts joined as a list ("una de 40 y otra de 25", "12 m² and 10 m²"), not a correction or a new topic. */
const JOINED = /(?:,|\band\b|\bplus\b|\+|\by\b|\be\b|\botra\b|\banother\b|\bmore\b|\bmas\b)/;
/** A place named after the things: "under 3 sinks", "in all 4 rooms", "en 2 baños"; "de los 3 lavabos" only with its article. */
const PLACE_BEFORE =
  /\b(?:under|beneath|below|behind|in|inside|at|on|for|throughout|across|bajo|debajo\s+de|en|para)\s+(?:(?:the|my|our|his|her|their|all|all\s+the|each\s+of\s+the|los|las|mis|todos\s+los|todas\s+las)\s+)?$|\bde\s+(?:los|las|mis|sus|nuestr[oa]s|todos\s+los|todas\s+las)\s+$/;
/** After the thing's words; "shutoff valves under his 3 sinks … need them replaced": or after the thing, under a place. */
function placeAfterThing(q: Quantity, anchors: number[]): boolean {
  return q.pos > Math.max(...anchors) || (q.pos > Math.min(...anchors) && UNDER_PLACE.test(q.gap ?? ''));
}
const UNDER_PLACE = /\b(?:under|beneath|below|behind|bajo|debajo\s+de)\s+(?:[a-z]+\s+)?$/;
/** "and" joins more of the things; a bare comma more often breaks a count down. */
const ADDED = /(?:\band\b|\bplus\b|\+|\by\b|\be\b|\bmas\b)/;
/** "2 de 10 m²", "2 rooms of 12 m²", "2 runs of 24 feet": a count right before an amount multiplies it. */
const TIMES =
  /^[\d.]+\s*(?:[a-z]+\s*){0,2}(?:(?:de|of|at|a|con)\s+|,?\s*(?:each|cada\s+(?:una?|1))\s+)(?:about\s+|around\s+|unos?\s+|como\s+|de\s+)?$/;
/** "three of them are roughly 12x12", "2 son de 3x4": a count that the size after it describes. */
const DESCRIBED =
  /^[\d.]+\s*(?:of\s+(?:them|those)\s+|de\s+(?:ellas|ellos)\s+)?(?:are|is|son|miden|measure)\s+(?:(?:about|around|roughly|approx|approximately|maybe|like|unos?|como|de|mas\s+o\s+menos)\s+)*$/;

/** A thing named with its place, then "and": "grab bar next to the toilet and ", "un enchufe en la cocina y ". */
const ONE_MORE_GAP = /[a-z]{3,}[^\d]*\s(?:and|plus|y|e|also|tambien)\s+$/;
/** Words that take back the rooms said before, however far the new figure comes after them. */
const ROOMS_TAKEN_BACK =
  /\b(?:pero|but|bueno|well)\s+(?:mejor|actually|only|solo|nomas|nada mas|just|really)\b|\b(?:mejor dicho|actually|en realidad|make it|make that|i mean|quise decir)\b/;

function timesBefore(qs: Quantity[], q: Quantity): number {
  const i = qs.indexOf(q);
  const prev = i > 0 ? qs[i - 1] : undefined;
  return prev &&
    (prev.kind === 'count' || prev.kind === 'room') &&
    (TIMES.test(q.gap ?? '') || DESCRIBED.test(q.gap ?? '')) &&
    prev.value <= 20
    ? prev.value
    : 1;
}

/** Areas listed together add up, each times its count; one area "each" for several rooms is multiplied. */
function listed(qs: Quantity[], areas: Quantity[], each: boolean, value: (q: Quantity) => number): number {
  let total = 0;
  areas.forEach((a, i) => {
    const v = value(a) * timesBefore(qs, a) * (a.minus ? -1 : 1);
    total = i > 0 && (a.minus || (JOINED.test(a.gap ?? '') && (a.gap ?? '').length < 40)) ? total + v : v;
  });
  const rooms = qs.filter((q) => q.kind === 'room');
  if (
    areas.length === 1 &&
    timesBefore(qs, areas[0]!) === 1 &&
    rooms.length === 1 &&
    (each || /\beach\b|\bcada\b/.test(areas[0]!.gap ?? ''))
  )
    total *= rooms[0]!.value;
  // "just the two long walls, each is 48 ft long and 10 ft tall": the size of each of the things counted before it.
  else if (areas.length === 1 && rooms.length === 0 && timesBefore(qs, areas[0]!) === 1 && areas[0]!.each) {
    const counted = last(qs.filter((q) => q.kind === 'count' && q.counts && q.pos < areas[0]!.pos && q.value >= 2 && q.value <= 20));
    if (counted) total *= counted.value;
  }
  return total;
}

interface Amount {
  value: number;
  wallArea?: number;
}

/** A side without a unit in a metric region that only makes sense in feet ("12x14" for a bedroom is not 168 m²). */
function sideSystem(d: Quantity, system: System, def: TaskDef): System {
  if (d.system) return d.system;
  if (system === 'metric' && def.by_room && d.value * (d.other ?? 0) > 80 && Math.min(d.value, d.other ?? 0) >= 7) return 'imperial';
  return system;
}

const BREAKDOWN_OPENED =
  /\b(?:una|uno|one|1)\s+(?:(?:va|iria|goes|would go|will go)\s+)?(?:en|in|on|at|del|de la|de los|para|for|upstairs|downstairs|arriba|abajo)\b/;

function fromList(
  def: TaskDef,
  qs: Quantity[],
  system: System,
  bareIsAmount: boolean,
  anchors: number[],
  each = false,
  items: number | null = null,
  vague = false,
): Amount | null {
  const of = (kind: Quantity['kind']): Quantity[] => qs.filter((q) => q.kind === kind);
  const counts = of('count');
  // "18 doors and 6 drawers" of cabinets to paint: the doors and the drawer fronts add up.
  const drawers = counts.findIndex((q) => q.added);
  if (def.dimension === 'count' && drawers > 0)
    return { value: counts.slice(drawers - 1).reduce((sum, q) => sum + (q === counts[drawers - 1] || q.added ? q.value : 0), 0) };
  if (!bareIsAmount && items !== null && items > 0) return { value: items };
  // A part of a count said before ("6 fans, 2 of them upstairs") is not more of them.
  const kept = bareIsAmount || counts.every((q) => q.part) ? counts : counts.filter((q) => !q.part);
  // "how long is the fence?" … "3 sides, the neighbour already has one on the 4th": sides counted are not the run or
  // the area, nor is a lone "one" that counts something the run ("just that one spot" is a damaged area, though).
  const bySize = def.dimension === 'length' || def.dimension === 'area';
  const bare = bySize ? kept.filter((q) => !q.sides && !(def.dimension === 'length' && q.value === 1 && q.counts && !q.corrected)) : kept;
  switch (def.dimension) {
    case 'area': {
      const areas = fromCorrection(of('area'));
      if (areas.length) {
        const value = listed(qs, areas, each, (a) => convert(a.value, a.system, system, 2));
        // "salon is 4,2 x 5 m and the corridor is like 6 m2": a room given by its sides and another by its area.
        const sides = of('dims').filter(
          (d) => !d.corrected && areas.every((a) => !a.corrected && a.pos > d.pos && JOINED.test(a.gap ?? '')),
        );
        const more = sides.reduce((sum, d) => sum + convert(d.value * (d.other ?? 0), d.system ?? system, system, 2), 0);
        return { value: value + more };
      }
      const dims = fromCorrection(of('dims'));
      if (dims.length) {
        // "2 recámaras de 4x3", "two 12x12 bedrooms": a count right before a size multiplies it,
        // unless a list of sizes follows ("2 rooms, 10x12 and 12x14").
        const times = (d: Quantity): number => {
          if (dims.some((o) => o.pos > d.pos && o.pos - (d.end ?? d.pos) <= 8)) return 1;
          // "3 muros de 1.20 x 2.10", "2 bedrooms of 10x12".
          const counted = timesBefore(qs, d);
          if (counted > 1) return counted;
          // "3 walls 5ft x 8ft each": the count said before the size.
          const eachOf = d.each
            ? last(qs.filter((q) => (q.kind === 'count' || q.kind === 'room') && q.pos < d.pos && q.value <= 20))
            : undefined;
          if (eachOf) return eachOf.value;
          const before = qs.filter((q) => (q.kind === 'room' || q.kind === 'count') && q.pos < d.pos && d.pos - q.pos <= 24);
          const near = last(before);
          if (!near || dims.some((o) => o.pos > near.pos && o.pos < d.pos)) return 1;
          // "2 rooms, first room is 3.5 x 4 and second room 3 x 3": one size for each of the rooms counted.
          if (dims.length === near.value && dims.every((o) => o.pos > near.pos)) return 1;
          // "2 habitaciones, una de 3x4 y la otra de…": the size of one of them.
          if (/\b(?:una|uno|one|1)\s+(?:de|is|es|mide|of|that s|thats)?\s*$/.test(d.gap ?? '')) return 1;
          return near.kind === 'room' || d.pos - near.pos <= 4 ? near.value : 1;
        };
        // "un plato de ducha de 120x80": unit-less sides of 40 to 400 in a metric region are centimetres.
        const cm = (d: Quantity): number =>
          system === 'metric' && !d.system && Math.min(d.value, d.other ?? 0) >= 40 && Math.max(d.value, d.other ?? 0) <= 400 ? 0.0001 : 1;
        const floor = (d: Quantity): number => convert(d.value * (d.other ?? 0) * cm(d), sideSystem(d, system, def), system, 2);
        // Wall tasks read a room's floor size as its walls: perimeter × a standard wall height.
        const walls = (d: Quantity): number =>
          convert(2 * (d.value + (d.other ?? 0)), sideSystem(d, system, def), system, 1) *
          (system === 'metric' ? WALL_HEIGHT_M : WALL_HEIGHT_FT);
        // "2 bedrooms 10x12 each": one size for several rooms.
        const rooms = of('room');
        // "cada recámara mide 4 por 3 metros y son dos": the size of each, then how many there are.
        const thenCounted =
          dims.length === 1 && /\b(?:cada|each)\b/.test(dims[0]!.gap ?? '')
            ? qs.find((q) => q.kind === 'count' && q.pos > dims[0]!.pos && q.value >= 2 && q.value <= 10 && THERE_ARE_GAP.test(q.gap ?? ''))
            : undefined;
        const many = thenCounted
          ? thenCounted.value
          : dims.length === 1 && each && rooms.length === 1 && times(dims[0]!) === 1
            ? rooms[0]!.value
            : 1;
        const sign = (d: Quantity): number => (d.minus ? -1 : 1);
        const value = dims.reduce((sum, d) => sum + sign(d) * times(d) * floor(d), 0) * many;
        if (!def.walls) return { value };
        return { value, wallArea: dims.reduce((sum, d) => sum + sign(d) * times(d) * walls(d), 0) * many };
      }
      // "How many bedrooms?" … "sorry, it is 3 bedroom… 1 bathroom only": rooms answered count the rooms, not a bare one.
      const fixedRooms = last(of('room').filter((r) => r.corrected));
      if (
        bareIsAmount &&
        def.by_room &&
        fixedRooms &&
        of('length').length === 0 &&
        !counts.some((q) => q.value > 30 || (q.corrected && q.pos > fixedRooms.pos))
      )
        return null;
      // "100 metros" of lawn: people often drop "cuadrados"; a length not marked linear is read as an area.
      const loose = last(of('length').filter((q) => !q.linear));
      if (loose) return { value: convert(loose.value, loose.system, system, 2) };
      break;
    }
    case 'length': {
      // "250 linear ft of 6' fence": the length marked linear, else the longest one given.
      // A fence "6 ft" is its height, not its run.
      // "4 inch MDF baseboard": a run under a foot and a half is the width of the thing, not how much of it.
      // "two 8-foot sections", "2 panels, each is 8 ft": the run of each section, not the fence's height.
      const lengths = of('length').filter(
        (q) => convert(q.value, q.system, 'imperial', 1) >= (def.trade === 'fencing' && !q.each ? 10 : 1.5),
      );
      // "like 120 ft … wait no, just the back, 65 ft": a corrected length is the one meant, however long the first.
      const length =
        last(lengths.filter((q) => q.corrected)) ??
        last(lengths.filter((q, i) => i > 0 && TOTAL_GAP.test(q.gap ?? ''))) ??
        last(lengths.filter((q) => q.linear)) ??
        [...lengths].sort((a, b) => convert(b.value, b.system, system, 1) - convert(a.value, a.system, system, 1))[0];
      // "2 runs, one 8 ft and one 5'6\"": runs told one by one after their count add up.
      const eachOne = lengths.filter((q) => /^1\s+$/.test(q.gap ?? ''));
      if (eachOne.length >= 2 && qs.some((q) => q.kind === 'count' && q.value === eachOne.length && q.pos < eachOne[0]!.pos - 2))
        return { value: eachOne.reduce((sum, q) => sum + convert(q.value, q.system, system, 1), 0) };
      // "back line is 60 and one side 45": bare runs told by their part add up.
      if (lengths.length === 0) {
        const runs = kept.filter((q) => q.value >= 3 && RUN_PART.test(q.gap ?? ''));
        if (runs.length >= 2) return { value: runs.reduce((sum, q) => sum + q.value, 0) };
      }
      // "12 m de un lado y 8 del otro": the sides of one run add up.
      // "12 metres long, front side and back side so 24 metres": a figure after "so" is their total, no side.
      const sides = lengths.filter((q) => q.side && !TOTAL_GAP.test(q.gap ?? ''));
      if (sides.length > 0) {
        const first = lengths[lengths.indexOf(sides[0]!) - 1];
        if (first) return { value: [first, ...sides].reduce((sum, q) => sum + convert(q.value, q.system, system, 1), 0) };
      }
      if (length) {
        // "3 sides, 20 ft each side": the size of each of the things counted just before.
        const counted = length.each ? last(qs.filter((q) => q.kind === 'count' && q.pos < length.pos && q.value <= 20)) : undefined;
        const times = counted ? counted.value : length.pair ? 2 : timesBefore(qs, length);
        return { value: convert(length.value, length.system, system, 1) * times };
      }
      // "12 metros de largo y metro y medio de alto": the run of a length and a height.
      const run = of('area').find((q) => q.run !== undefined);
      if (run) return { value: convert(run.run!, run.system, system, 1) };
      const dims = of('dims');
      if (dims.length && def.perimeter)
        return { value: dims.reduce((sum, d) => sum + convert(2 * (d.value + (d.other ?? 0)), d.system ?? system, system, 1), 0) };
      break;
    }
    case 'hour': {
      const hours = of('hour');
      // "an hour or two? put me down for 2": the bare figure booked after the hours is the hours.
      const booked = hours.length ? last(of('count').filter((q) => q.pos > last(hours)!.pos && BOOKED_FOR.test(q.gap ?? ''))) : undefined;
      if (booked && booked.value <= 12) return { value: booked.value };
      if (hours.length) return { value: last(hours)!.value };
      const days = last(of('day'));
      if (days) return { value: days.value * 8 };
      break;
    }
    case 'room': {
      const rooms = of('room');
      // "3 recámaras, pero mejor nomás muevan lo de 2": the rooms said after a take-back are the rooms.
      const fixed = last(rooms.filter((r, i) => r.corrected || (i > 0 && ROOMS_TAKEN_BACK.test((r.gap ?? '').replace(/^[\d.]+/, '')))));
      if (fixed) return { value: fixed.value };
      if (rooms.length) return { value: rooms.reduce((sum, r) => sum + r.value, 0) };
      break;
    }
    case 'count':
      break;
  }
  if (def.dimension === 'count' || def.dimension === 'room' || bareIsAmount) {
    if (bare.length === 0) return null;
    // An answer to "how many?" leads with the total ("6, 2 in the kitchen and 4 in the bedrooms"), unless it
    // first counts the things and then sizes each ("son 2 azoteas, una de 40 y otra de 25").
    // "a grab bar next to the toilet and one in the shower", "y otra en la ducha": the thing named, then one more somewhere else.
    const lone = bare.length === 1 ? bare[0]! : undefined;
    if (
      lone?.placed &&
      lone.value === 1 &&
      !vague &&
      ONE_MORE_GAP.test(lone.gap ?? '') &&
      (bareIsAmount || anchors.some((a) => a < lone.pos))
    )
      return { value: 2 };
    if (bareIsAmount) {
      const fixed = last(bare.filter((q) => q.corrected));
      if (fixed) return { value: fixed.value };
      // "he contado 8... mi novio dice que hay 2 más, pues 10": the figures, then their total.
      const total = bare.at(-1)!.value;
      if (bare.length >= 3 && bare.slice(0, -1).reduce((sum, q) => sum + q.value, 0) === total) return { value: total };
      const rest = bare.slice(1);
      if (bare[0]!.counts && rest.length > 1 && rest.slice(1).every((q) => JOINED.test(q.gap ?? '')))
        return { value: rest.reduce((sum, q) => sum + q.value, 0) };
      // "5 y otro en la cochera", "4 and 1 more in the garage": the count and one more somewhere else.
      if (rest.length === 1 && rest[0]!.placed && rest[0]!.value === 1 && /^[\d.]+\s*,?\s*(?:and|y|e|plus)\s+$/.test(rest[0]!.gap ?? ''))
        return { value: bare[0]!.value + 1 };
      // "3 encima de la encimera y otros 2", "3 over the counter and another 2": more of them, after a count at a place.
      if (rest.length === 1 && bare[0]!.located && /\b(?:otros|otras|another|other)\s*$/.test(rest[0]!.gap ?? ''))
        return { value: bare[0]!.value + rest[0]!.value };
      // "3 in the kitchen and 2 in the garage", "dos junto al escusado y uno en la regadera": counts at places add up.
      if (rest.length > 0 && bare.every((q) => q.located) && rest.every((q) => ADDED.test(q.gap ?? '')))
        return { value: bare.reduce((sum, q) => sum + q.value, 0) };
      // "2 splits, uno en el salón y otro en el dormitorio": where the first of them goes, not a size of each.
      const breakdown = rest.length === 1 && rest[0]!.placed && rest[0]!.value < bare[0]!.value;
      return { value: bare[0]!.counts && rest.length === 1 && !breakdown ? rest[0]!.value : bare[0]!.value };
    }
    // "shutoff valves under 3 sinks", "outlets in 4 rooms": a count of places, after the things, does not count them.
    const places =
      def.several_per_place && anchors.length > 0
        ? bare.filter((q) => q.counts && placeAfterThing(q, anchors) && PLACE_BEFORE.test(q.gap ?? ''))
        : [];
    if (places.length > 0) {
      const rest = bare.filter((q) => !places.includes(q));
      if (rest.length === 0) return null;
      return fromList(
        def,
        qs.filter((q) => !places.includes(q)),
        system,
        bareIsAmount,
        anchors,
        each,
        items,
        vague,
      );
    }
    // "tres enchufes en el salón y uno en la cocina, o sea cuatro en total": the total said as a correction is the count,
    // and "the four across the front and the one upstairs … let's leave that one. Four." takes back the list's sum.
    const total = last(bare.filter((q) => q.corrected));
    if (total && bare.every((q) => q.pos <= total.pos)) return { value: total.value };
    // "3 in the kitchen 1 in the den… oh and 1 in the garage so 5 total": the counts at places, then their sum.
    const sum = bare.at(-1)!;
    if (bare.length >= 3 && !sum.counts && bare.slice(0, -1).reduce((n, q) => n + q.value, 0) === sum.value) return { value: sum.value };
    // A list of counted things ("2 PAX wardrobes, 1 MALM dresser, 3 nightstands", "2 outlets ... and 1 more") adds up.
    // "3 outlets in the office and 1 on the patio": a number with a place, joined by "and", counts more of them.
    // "2 llaves de paso, una en la cocina y otra en el baño": after "one in the kitchen", "the other" is the second of the
    // two, not one more.
    const list = bare.filter(
      (q, i) =>
        q.counts ||
        /\bmore\b|\bmas\b/.test(q.gap ?? '') ||
        (i > 0 && q.placed && ADDED.test(q.gap ?? '') && !BREAKDOWN_OPENED.test(q.gap ?? '')),
    );
    if (list.length >= 2 && list.slice(1).every((q) => JOINED.test(q.gap ?? ''))) {
      const [head, ...tail] = list;
      const tailSum = tail.reduce((sum, q) => sum + q.value, 0);
      // "6 fans: 2 in the kitchen and 4 upstairs" breaks the first count down.
      return { value: tail.length >= 2 && head!.value === tailSum ? head!.value : head!.value + tailSum };
    }
    if (total) return { value: total.value };
    // "a few holes from anchors and one big one": one counted beside a vague number is no total.
    if (vague && bare.every((q) => q.value <= 1)) return null;
    if (anchors.length === 0) return { value: last(bare)!.value };
    // The number nearest before a keyword word counts it ("3 outlets"), else the nearest after.
    const distance = (q: Quantity): number => Math.min(...anchors.map((a) => (a >= q.pos ? a - q.pos : (q.pos - a) * 3)));
    return { value: [...bare].sort((a, b) => distance(a) - distance(b))[0]!.value };
  }
  return null;
}

/** Hours one room of a kind takes for the task, in the region's units. */
function roomHours(def: TaskDef, kind: RoomKind, system: System): { hours: number; side: readonly [number, number] } {
  const size = ROOM_SIZES[kind];
  const side = system === 'metric' ? size.m : size.ft;
  if (def.by_room === 'clean') {
    // Deep and move-out cleaning take longer than a standard visit by the same ratio as their area rates.
    return { hours: size.cleanHours * (def.hours_per_unit / STANDARD_CLEAN_PER_SQ_FT), side };
  }
  const area =
    def.by_room === 'walls' ? 2 * (side[0] + side[1]) * (system === 'metric' ? WALL_HEIGHT_M : WALL_HEIGHT_FT) : side[0] * side[1];
  return { hours: area * hoursPerUnit(def, system), side };
}

/** cleaning.house.standard's hours per sq ft: the scale of the per-room cleaning times. */
const STANDARD_CLEAN_PER_SQ_FT = 0.0017;

function byRooms(def: TaskDef, rooms: RoomMention[], system: System): Resolved | null {
  if (!def.by_room || rooms.length === 0 || rooms.some((r) => r.count === 0)) return null;
  // Painting and cleaning are priced for a room named without a size; floors, tile and drywall vary too
  // much from one room to another, so they need a count of rooms ("laminate in 2 bedrooms") or a size.
  if (def.trade !== 'painting' && def.trade !== 'cleaning' && rooms.some((r) => !r.stated)) return null;
  let count = 0;
  let hours = 0;
  const list: Array<{ kind: RoomKind; count: number; side: readonly [number, number] }> = [];
  for (const r of rooms) {
    const h = roomHours(def, r.kind, system);
    count += r.count;
    hours += h.hours * r.count;
    const same = list.find((x) => x.kind === r.kind);
    if (same) same.count += r.count;
    else list.push({ kind: r.kind, count: r.count, side: h.side });
  }
  if (count === 0 || count > 30) return null;
  return {
    quantity: round2(count),
    assumed: 'rooms',
    system,
    basis: { kind: 'rooms', hoursPerRoom: Math.round((hours / count) * 100) / 100, rooms: list },
  };
}

/** A Canadian who writes metres is answered in metres; everyone else in the region's system. */
function answerSystem(region: RegionDef, qs: Quantity[], dimension?: TaskDef['dimension']): System {
  if (region.country !== 'CA') return region.unit_system;
  // "38 m, 5 inch aluminum": a size under a foot describes the thing (a gutter's width), it does not set the unit.
  const sized = qs.filter(
    (q) => (q.kind === 'area' || q.kind === 'length' || q.kind === 'dims') && q.system && !(q.kind === 'length' && q.value < 1),
  );
  // "new sod, about 80 m² (the strip is maybe 100 ft long)": the job's own kind of size sets the unit, not an aside.
  const ofJob = sized.filter((q) => (dimension === 'area' ? q.kind === 'area' || q.kind === 'dims' : q.kind === dimension));
  if (ofJob.length > 0 && ofJob.length < sized.length) return last(ofJob)?.system === 'metric' ? 'metric' : region.unit_system;
  // "around 30 metres. 4 feet of high is enough": the run, the longer length, sets the unit, not a height said after it.
  const lengths = sized.filter((q) => q.kind === 'length');
  if (lengths.length === sized.length && lengths.length > 1) {
    const metres = (q: Quantity): number => (q.system === 'metric' ? q.value : q.value * 0.3048);
    const longest = lengths.reduce((a, b) => (metres(b) > metres(a) ? b : a));
    return longest.system === 'metric' ? 'metric' : region.unit_system;
  }
  return last(sized)?.system === 'metric' ? 'metric' : region.unit_system;
}

/** "the small one", "la otra", "one": which of the rooms counted a size is said of. */
const ONE_OF_THEM_BEFORE = /(?:^|[,.]|\b(?:the|la|el)\s+[a-z]+)\s*$/;

/**
 * "the bathroom…, the kitchen…, and the dining room too. What would three rooms cost?": a count of rooms said last, equal
 * to the rooms named one by one before it, is their total.
 */
function countedAfter(rooms: RoomMention[]): RoomMention[] {
  const total = rooms.at(-1);
  if (total?.kind !== 'room' || !total.stated || rooms.length < 3 || rooms.length - 1 !== total.count) return rooms;
  return rooms.slice(0, -1).every((r) => !r.stated && r.count === 1 && r.kind !== 'home') ? [total] : rooms;
}

/** The count of rooms when a single size is said of one of them, else null. */
function oneRoomSized(def: TaskDef, qs: readonly Quantity[]): number | null {
  if (!def.by_room || def.dimension !== 'area') return null;
  const sizes = qs.filter((q) => q.kind === 'dims' || q.kind === 'area');
  if (sizes.length !== 1 || sizes[0]!.each) return null;
  const size = sizes[0]!;
  const count = qs.find((q) => (q.kind === 'room' || q.kind === 'count') && q.value >= 2 && q.value <= 10 && q.pos < size.pos);
  const one = qs.find(
    (q) => q.kind === 'count' && q.value === 1 && count && q.pos > count.pos && q.pos < size.pos && size.pos - q.pos <= 20,
  );
  return count && one && ONE_OF_THEM_BEFORE.test(one.gap ?? '') ? count.value : null;
}

export function resolveQuantity(def: TaskDef, given: QuantitySource, region: RegionDef): Resolved | null {
  const src = { ...given, own: withoutRestatements(given.own, region), later: withoutRestatements(given.later, region) };
  // "tarima flotante en todo el piso" … "es un piso normal de 2 dormitorios": a whole home's floor is measured, not
  // counted in its bedrooms.
  if (src.wholeHome && def.dimension === 'area' && ![...src.own, ...src.later].some((q) => q.kind === 'area' || q.kind === 'dims'))
    return null;
  // A later answer overrides what the first message said; a bare "one" in it ("replacing, the old one blew down") does
  // not override a run or an area measured before.
  const bySize = def.dimension === 'length' || def.dimension === 'area';
  const measured = bySize && src.own.some((q) => q.kind === def.dimension || q.kind === 'dims');
  // "How big is the damaged area?" … "not sure, a couple of stained spots, I'll measure later": spots counted are no
  // area when the customer says the size is not known.
  const countsOnly = src.later.every((q) => q.kind === 'count' && !q.corrected);
  // "havent counted, its the whole back porch wraps around two sides": sides said beside "not counted" count no things.
  const sidesOnly = src.unknown && countsOnly && src.later.every((q) => q.sides);
  const laterQs =
    (measured && countsOnly && src.later.every((q) => q.value === 1)) || (src.unknown && countsOnly && bySize) || sidesOnly
      ? []
      : src.later;
  // "How many bedrooms?" … "2. the small one is like 10x11": one room's size beside their count leaves the others
  // unsized, so the rooms are counted.
  const oneSized = oneRoomSized(def, laterQs.length > 0 ? laterQs : src.own);
  if (oneSized !== null) {
    const counted = src.rooms.filter((r) => r.stated).reduce((sum, r) => sum + r.count, 0) === oneSized;
    const rooms = byRooms(def, counted ? src.rooms : [{ kind: 'room', count: oneSized, pos: 0, stated: true }], region.unit_system);
    if (rooms) return rooms;
  }
  const laterSystem = answerSystem(region, laterQs, def.dimension);
  let later = fromList(def, laterQs, laterSystem, true, []);
  // "Can you paint my 3 bedrooms?" … "all about 12x12": one size answered for rooms counted before is each room's.
  // "2 recámaras" … "son de 12 m2 cada una": an area said of each of them, too.
  const laterDims = laterQs.filter((q) => q.kind === 'dims' || (src.laterEach === true && q.kind === 'area'));
  const counted = src.own.filter((q) => q.kind === 'room');
  if (
    later &&
    def.dimension === 'area' &&
    laterDims.length === 1 &&
    laterQs.every((q) => q === laterDims[0] || (q.kind === 'count' && q.value === counted[0]?.value)) &&
    counted.length === 1 &&
    counted[0]!.value > 1 &&
    counted[0]!.value <= 10 &&
    // "las dos iguales, 3x4 cada una": the answer's own count has multiplied it already.
    later.value <= (fromList(def, laterDims, laterSystem, true, [])?.value ?? 0)
  ) {
    const n = counted[0]!.value;
    later = { value: later.value * n, ...(later.wallArea !== undefined ? { wallArea: later.wallArea * n } : {}) };
  }
  // "3 recámaras y la sala, las recámaras son como de 3 x 3,5": one size for rooms of several kinds leaves a room
  // unsized, so the rooms are counted.
  if (later === null && def.by_room && def.dimension === 'area') {
    const sizes = src.own.filter((q) => q.kind === 'dims' || q.kind === 'area');
    const kinds = new Set(src.rooms.filter((r) => r.kind !== 'room').map((r) => r.kind));
    if (
      sizes.length === 1 &&
      sizes[0]!.kind === 'dims' &&
      !sizes[0]!.each &&
      kinds.size >= 2 &&
      !kinds.has('home') &&
      src.rooms.every((r) => r.count > 0)
    ) {
      const rooms = byRooms(def, src.rooms, region.unit_system);
      if (rooms) return rooms;
    }
  }
  const ownSystem = answerSystem(region, src.own, def.dimension);
  const own =
    later === null && !src.vagueList
      ? fromList(def, src.own, ownSystem, false, src.anchors, src.each, src.items ?? null, src.vagueCount === true && src.plural)
      : null;
  const system = later !== null ? laterSystem : ownSystem;
  let amount = later ?? own;
  // "the kitchen and 2 bedrooms", "la sala y las dos recámaras": a per-room job counts every room listed.
  if (
    def.dimension === 'room' &&
    later === null &&
    src.rooms.length > 1 &&
    src.rooms.every((r, i) => r.count > 0 && r.kind !== 'home' && (i === 0 || r.joined))
  ) {
    const listedRooms = src.rooms.reduce((sum, r) => sum + r.count, 0);
    if (listedRooms > (amount?.value ?? 0) && listedRooms <= 30) amount = { value: listedRooms };
  } else if (
    def.dimension === 'room' &&
    later === null &&
    src.rooms.some((r) => r.stated) &&
    src.rooms.every((r) => r.count > 0 && r.kind !== 'home') &&
    !src.own.some((q) => q.kind === 'room' && q.corrected)
  ) {
    // "need 3 rooms painted… living rm + 2 guest bedrms": the rooms meant, after counts spelled out, totals and rooms
    // taken out, are the amount, not every count of rooms said.
    const meant = src.rooms.reduce((sum, r) => sum + r.count, 0);
    if (meant <= 30) amount = { value: meant };
  }
  let value = amount?.value ?? null;
  let assumed: Resolved['assumed'] = null;
  if (value === null) {
    // "3 recámaras, no, mejor 4": a corrected count of rooms replaces the one room count named.
    const fixed = last([...src.own, ...src.later].filter((q) => q.kind === 'room' && q.corrected));
    const named = src.rooms.filter((r) => r.stated);
    // "3 recámaras, perdón, 4 recámaras": the corrected figure stands for every room count said before it.
    // "two bedrooms and the office. oh actually make it 4, add the guest room": a bare figure is the new total of the rooms listed.
    const others = src.rooms.filter((r) => !r.stated);
    const count = fixed?.bare && fixed.value > others.length ? fixed.value - others.length : fixed?.value;
    const roomList = countedAfter(fixed && named.length >= 1 ? [...others, { ...named[named.length - 1]!, count: count! }] : src.rooms);
    if (src.moreRooms) return null;
    const rooms = def.dimension === 'area' ? byRooms(def, roomList, region.unit_system) : null;
    if (rooms) return rooms;
    // Typical room sizes stand in for sizes the customer does not know; one item or usual hours do not.
    if (src.unknown) return null;
    const every = src.rooms.filter((r) => r.every && r.stated);
    // "ceiling fans in all 3 bedrooms": one in each room.
    // "poner aire acondicionado en los dormitorios", "a ceiling fan in the bedrooms": rooms in the plural, not counted,
    // leave how many things unknown.
    if (
      def.dimension === 'count' &&
      !def.single &&
      def.action === 'install' &&
      every.length === 0 &&
      src.later.length === 0 &&
      src.rooms.length > 0 &&
      src.rooms.every((r) => r.count === 0 && !r.stated && r.kind !== 'home')
    )
      return null;
    if (def.dimension === 'count' && (src.plural || !src.article || every.some((r) => r.each)) && !def.single && every.length > 0) {
      value = every.reduce((sum, r) => sum + r.count, 0);
      assumed = 'rooms';
    } else if (
      def.dimension === 'count' &&
      !def.single &&
      src.later.length === 0 &&
      // "unos cuantos árboles … y un par de algarrobos": no total to count.
      (src.vagueList || (src.wholeHome && !src.article && def.action !== 'service'))
    ) {
      return null;
    } else if (def.dimension === 'count' && !src.sections && (!src.plural || def.single)) {
      value = 1;
      assumed = 'one';
    } else if (def.dimension === 'room' && src.oneRoom && !src.plural) {
      value = 1;
      assumed = 'one';
    } else if (def.dimension === 'hour' && !src.openEnded && (!def.ask_hours || src.oneThing)) {
      // A yard, a snowfall or a truckload is the size of the work: its hours are asked, not assumed.
      value = def.default_hours ?? 2;
      assumed = 'hours';
    }
  }
  if (value === null || !(value > 0) || value > 1_000_000) return null;
  const quantity = round2(value);
  if (amount?.wallArea !== undefined && quantity > 0) {
    const perUnit = Math.round(((amount.wallArea * hoursPerUnit(def, system)) / quantity) * 10_000) / 10_000;
    return { quantity, assumed, system, basis: { kind: 'walls', hoursPerUnit: perUnit, wallArea: round2(amount.wallArea) } };
  }
  return { quantity, assumed, system };
}
