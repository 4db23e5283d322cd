import { rewritePairs } from './pair-rewrites.js';
import { undictated } from './dictation.js';
import { splitOn } from './scan.js';

/**
 * Splits what a customer wrote into clauses, keeping the exact text between
 * them so clauses that turn out to be one job can be joined back unchanged.
 * Sentences split on . ! ? ; and new lines; inside a sentence, on commas and
 * on "and / also / plus / y / también / además" (and Quebec's "et" before a French article or work verb; not the "and" of "2 and a half", "dos y media"), and before list marks "1)" / "b)"
 * (not inside an open parenthesis: "(3 x 4)" is a size).
 */
/** `comma`: the piece came after a bare comma, so it is more likely a detail than a new job. */
export interface Piece {
  text: string;
  sentence: number;
  comma: boolean;
}

// " / " between list items ("LVP in kitchen 12x15 / swap 2 GFCIs / move-out clean") ends one item as a full stop does,
// and so do a dash after a word ("want: - 4 ceiling fans - swap the hallway lights (3) - mount 2 tvs"; not "3 - 4 hrs")
// and a bullet ("• replace 4 outlets • install 2 pot lights"), or a lettered item inline ("requests (a) painting… and (b) flooring").
const SENTENCE = /(?:[.!?;]+(?=\s|$)|\n+|(?<!\d)[.!?]+(?!\d)|\s\/\s|(?<=[a-z):])\s+-\s+|\s*[•·▪]\s*|\s\([a-e]\)\s|\s[ivx]{1,3}\)\s)/gi;
const CLAUSE =
  /((?<!\d)(?<!(?:^\s*|[.!?]\s*)(?:además|ademas|también|tambien|aparte|also|besides|por cierto|otra cosa)),|,(?!\d)(?<!(?:^\s*|[.!?]\s*)(?:además|ademas|también|tambien|aparte|also|besides|por cierto|otra cosa),)|(?<=\btanto\b.*)\s+como\s+|(?<!\b(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|il|el|del|al|meu|nostre))\s+(?:and also|and then|and|also|plus|then|as well as|pis aussi|pis|y también|y tambien|y además|y ademas|y luego|y|e|n|además|ademas|también|tambien|aparte|luego|&)\s+(?!(?:a\s+)?half\b|a\s+quarter\b|medi[ao]\b|un\s+cuarto\b|(?:su|sus|his|her|their|a|an|un|una)\s+(?:ayudantes?|chal[aá]n(?:es)?|helpers?|assistants?|apprentices?|pe[oó]n(?:es)?)\b)|\s+(?:et aussi|et)\s+(?=(?:aussi|le|la|les|un|une|des|du|mon|ma|mes|changer|remplacer|refaire|poser|installer|faire|peinturer|nettoyer|r[eé]parer|\d)\b)|\s*\+\s*|\s+(?:\d\)|[a-c]\))(?<!\([^()]*\))\s*)/gi;

/** "hang + tape drywall", "hung and taped": two steps of one job, kept in one clause. */
const ONE_WORK = /\b(hang|hung|hanging)\s*(?:\+|&|\band\b|\bn\b)\s*(tape[ds]?|taping)\b/gi;

const NUMBERED_LINE = /(^|\n)[ \t]*\d{1,2}[.)][ \t]+(?=[A-Za-z\u00c0-\u017f])/g;

/** "pressure wash the deck and replace a few rotten boards": the boards of the deck just named. */
const DECK_BOARDS = /(\bdecks?\b[^.!?\n]{0,80}?\brott(?:en|ed|ing)) boards\b/gi;

/** "patch and paint nail holes": the patch is the job, its paint the finish (not a second job, nor nails painted). */
const PATCHED_HOLES =
  /\b(patch(?:ed)?)\s*(?:\+|&|\band\b|\bn\b)\s*(?:re)?paint\s+(?:the\s+)?((?:nail|screw|anchor|small|little)\s+holes)\b/gi;

/** "un armario empotrado…, puertas correderas", "con puertas correderas": the wardrobe's doors are its fronts, not doors to hang. */
const WARDROBE_DOORS =
  /\b(armarios?|closets?|wardrobes?|roperos?)([^.!?]*?),?\s+((?:con |y )?(?:las |sus )?puertas? (?:correderas|corredizas|abatibles)|(?:with )?sliding doors)/gi;

/** "la pared de la tarja y la estufa", "the wall behind the sink and stove": one wall named by two things, not two jobs. */
const WALL_OF_TWO =
  /\b(pared|muro|wall|backsplash)\s+((?:(?:installed|put in|put up|done|tiled|puesto|instalado)\s+)?(?:de|detras de|atras de|arriba de|de arriba de|encima de|entre|behind|between|above|over)\s+(?:la |el |the )?(?:tarja|estufa|fregadero|parrilla|encimera|sink|stove|range|cooktop|counters?|countertops?))\s+(?:y|and|&)\s+((?:la |el |the )?(?:tarja|estufa|fregadero|parrilla|encimera|sink|stove|range|cooktop|counters?|countertops?))\b/gi;

/** "alicatar el frente entre la encimera y los muebles altos": the wall between two things, one place (not two jobs). */
const BETWEEN_TWO = /\b(frente|pared|hueco|espacio)\s+(entre\s+(?:la\s+)?encimera)\s+y\s+((?:los\s+|las\s+)?(?:muebles|armarios))/gi;

const HOURS_AND_MINUTES = /\b(\d{1,2}) (horas?|hours?|hrs?) (?:y|and) (15|30|45) (?:minutos|minutes|mins?)\b/gi;
const CLEAN_IT_UP = /\bclean (?:it|that|everything|all of it|all that) up\b/gi;
const HOURS_OF_CLEANUP = /\b(hours? of) clean ?up\b/gi;

/** "framing and electrical are done": two earlier trades named as finished together, one clause (a status, not two jobs). */
const DONE_PAIR =
  /\b(framing|electrical|plumbing|insulation|wiring|rough[- ]?in|estructura|plomer[ií]a)\s+(?:and|&|\+|y)\s+((?:la |the )?(?:framing|electrical|plumbing|insulation|wiring|rough[- ]?in|estructura|plomer[ií]a|instalaci[oó]n el[eé]ctrica))\s+(?=(?:is|are|were|have been|all|ya|est[aá]n?)\b)/gi;

/** "the basement is all framed and insulated": two earlier stages said as done, one clause (a state, not a job). */
/** "the kitchen and washrooms were redone and cleaned by the contractor": two states of work done, one clause. */
const DONE_AND_DONE =
  /\b((?:were|was|have been|has been)\s+(?:redone|done|painted|cleaned|renovated|finished))\s+(?:and|&)\s+(?=(?:redone|done|painted|cleaned|finished)\s+by\b)/gi;
const DONE_STATES =
  /\b((?:is|are|already|been)\s+(?:all\s+|fully\s+|already\s+)?(?:framed|insulated|wired|drywalled))\s+(?:and|&|\+)\s+(?:framed|insulated|wired|drywalled)\b/gi;

/**
 * "water leaked from the upstairs bathroom and now theres a stain", "se filtró agua del baño de arriba y ahora…": water
 * that came through is the cause of the damage asked about, said before the pieces are cut at "and now".
 */
const LEAKED_BEFORE =
  /\b(?:(?:the )?water|it|something|(?:el )?agua|se) (?:leaked|dripped|came|poured|overflowed|seeped|filtr[oó]|sali[oó]|escurri[oó]|gote[oó])(?: (?:down|in|through))?(?: (?:el |de )?agua)?(?: (?:from|through|out of|under|del?|desde) (?:the |our |my |an? |la |el |mi )?(?:[a-zñáéíóú]+ ){0,2}[a-zñáéíóú]+)?(?=,? (?:and now|now|so now|y ahora|ahora)\b)/gi;

/**
 * "the upstairs toilet leaked and messed up the ceiling drywall", "el boiler se salió y me manchó el techo": the fixture
 * that leaked is the cause of the damage asked about, said before the pieces are cut at "and".
 */
const LEAK_DAMAGED =
  /\b(?:the |my |our |el |la |mi )?(?:upstairs |downstairs |old |de arriba )?(?:toilet|sink|tub|shower|dishwasher|washer|water heater|pipe|fridge|wc|inodoro|escusado|taza|tinaco|boiler|calentador|lavadora|lavavajillas|tuber[ií]a|tubo)s? (?:leaked|overflowed|flooded|burst|se sali[oó]|gote[oó]|se fug[oó]|se desbord[oó]|revent[oó])(?: and| which| that| y| que)? (?=(?:me |has |had |it )?(?:messed up|ruined|damaged|stained|soaked|wrecked|destroyed|arruin[oó]|manch[oó]|ech[oó] a perder|da[nñ][oó]|moj[oó]|pudri[oó]))/gi;

/** "… 12 m² de azulejo. Piso en Sant Boi.": a sentence that opens with Spain's flat and where it is names the home. */
const FLAT_OPENS = /(^|[.!?\n,]\s*)piso (?=en (?!el |la |los |las )[a-z])/gi;

/** "shutoff valves under the sinks and toilets", "…under all 3 bathroom sinks and the kitchen sink": the places of one job. */
const VALVE_PLACES =
  /\b((?:shut\s?-?off|angle stop|supply|stop)\s+(?:valves?|lines?)\b[^.!?]{0,40}?\b(?:under|behind|for|on)\s+[^.!?]{0,30}?\b(?:sinks?|toilets?|vanities|vanity))\s+(?:and|&|\+)\s+((?:the\s+)?(?:[a-z]+\s+)?(?:sinks?|toilets?|tubs?|vanity|vanities))\b/gi;

/** "la toma de agua y el desagüe (ya están)": the hookups of an appliance, one thing. */
const HOOKUPS = /\b(tomas?(?: de agua)?)\s+y\s+((?:el|la)\s+desag[uü]e)\b/gi;

/** "la limpieza y revisión de los splits", "clean and service the AC": upkeep of one unit, one job (the service). */
const UPKEEP_PAIR =
  /\b(?:(?:la|una)\s+)?(?:limpieza|limpiar|lavado|lavar|clean|cleaning)\s+(?:y|and|&)\s+((?:(?:la|una)\s+)?(?:revisi[oó]n|revisar|mantenimiento|servicio|checar|chequeo|service|servicing|check|tune[- ]?up|inspection)\s+(?:(?:de|a|of|on)\s+)?(?:(?:los|las|el|la|mis|mi|the|my|our)\s+)?(?:(?:\d+|dos|tres|cuatro|two|three|four)\s+)?(?:splits?|minisplits?|mini ?splits?|aires?|climas?|aire acondicionado|a\/?c|ac|air conditioners?|air conditioning|furnace|heat pump|calentador|boiler|caldera))\b/gi;

/**
 * "paint the master bedroom swap out two light fixtures", "pintar la recámara cambiar dos contactos": a list said
 * without "and" (voice-to-text, chat) still names one job per work verb. A verb right after a word that asks for it
 * ("need to paint", "quiero pintar") starts nothing.
 */
const RUN_ON_VERB =
  /(?<=\b[a-z\u00e1-\u00fa]{3,})(?<!\b(?:and|also|then|please|you|they|she|will|would|can|could|should|must|gotta|wanna|need|needs|want|wants|lets|them|just|not|dont|never|help|helps|get|guys|someone|somebody|anyone|might|okay|yall|hire|hiring|pay|let|how|when|who|where|what|able|going|gonna|try|trying|tryna|quiero|quieres|queremos|quiere|necesito|necesita|necesitamos|ocupo|ocupa|ocupamos|para|tengo|tiene|tenemos|puede|pueden|podrian|podria|podrias|quisiera|busco|buscamos|favor|sin|tambien|luego|despues|sabe|saben|hacer|mandar|vengan|venga|alguien|quien|como|cuanto|cuando|deben|debe|hay|van|vas|manda|mande|manden))\s+(?=(?:paint|swap(?: out)?|replace|fix|install|hang|mount|repair|assemble|pintar|cambiar|arreglar|instalar|colgar|reparar|resanar|montar)\s+(?:the|my|our|a|an|two|three|four|five|\d+|some|all|those|these|both|el|la|los|las|un|una|unos|unas|mi|mis|dos|tres|cuatro|cinco)\b)/gi;

const OVERFLOW_THEN_NEW =
  /overflow\w*(?=[^.!?]*\b(?:new (?:ones|gutters?)|replac\w*|put up|install\w*)\b)|(?<=\b(?:new (?:ones|gutters?)|replac\w*|put up|install\w*)\b[^.!?]*)overflow\w*/gi;
const NEW_THEN_WHY =
  /\b((?:whole|entire|complete|brand) new [a-z]+)\s+(?=(?:its|it s|it's|it|theyre|they're|they|cause|because|since)\b)/gi;
const APPLIANCE =
  '(?:lavavajillas|nevera|frigorifico|frigor\u00edfico|lavadora|secadora|microondas|refri|refrigerador|dishwasher|fridge|washer|dryer|microwave)';
/** "otros 2 para el lavavajillas y la nevera": what the outlets are for, named as two things, is one purpose. */
const FOR_TWO_APPLIANCES = new RegExp(
  `\\b(para|for)\\s+((?:el|la|the)\\s+)?(${APPLIANCE})\\s+(?:y|and|&)\\s+((?:el|la|the)\\s+)?(${APPLIANCE})\\b`,
  'gi',
);
const AFTER_THAT = /(^|[.!?\n]\s*|\b(?:and|y)\s+)(?:after(?:wards| that)?|then|y? ?despu[eé]s(?: de eso)?|luego)\s*,\s*/gi;

const WORK_VERB =
  /\b(?:paint|swap|replace|fix|install|hang|mount|repair|assemble|pintar|cambiar|arreglar|instalar|colgar|reparar|resanar|montar)\b/gi;

/** "los grifos del lavabo y del bidé", "el del lavabo y el del bidé": taps named by where they are, not a toilet. */
const BIDET_TAP = /(?:,\s*)?\b(?:(?:el|los)\s+)?(?:del?\s+)?(?:lavabo|fregadero)\s+y\s+(?:el\s+)?(?:del?\s+)?bid[eé]t?(?![a-z])/gi;

/** "both of the hose bibs (front of the house and the one by the garage)": where the two are, in brackets, no third. */
const PLACES_OF_BOTH =
  /(\b(?:both|two|2|pair of|los dos|las dos|ambos|ambas)\b[^()]{0,60}?)\([^()]*\b(?:and|y)\s+(?:the|el|la)\s+(?:one|other|otr[oa])\b[^()]*\)/gi;

/**
 * "pintar el salón y la cocina, ah no, la cocina no que la hicimos, solo el salón", "the den and the kitchen, oh wait,
 * not the kitchen, just the den": a thing named, taken back, and what stays said again is the one thing.
 */
const TAKEN_BACK_PAIR =
  /\b((?:el|la|los|las|the) [a-z\u00e0-\u00fc]+) (?:y|and) ((?:el|la|los|las|the) [a-z\u00e0-\u00fc]+),?\s*(?:(?:ah|uy|oh|bueno|pues|wait|no|nope|espera)[\s,]+)+(?:(?:not|no) )?\2 ?(?:no|tampoco)?\b[^.]{0,60}?,\s*(?:solo|nomas|nada mas|just|only)\s+\1\b/gi;

/** "the last owner's junk, old tires, a dead freezer, paint cans… haul it": a dead appliance in a haul is junk, no repair. */
const DEAD_THING_HAULED = /\b(?:a |an |the )?(?:dead|broken|busted) (?:freezer|fridge|washer|dryer|stove|microwave|dishwasher)\b/gi;

/** "got it on the ceiling, the carpet, the dog": the mess told, as one piece, no carpet or ceiling job. */
const GOT_IT_ON =
  /\bgot (?:it|paint) (?:all )?(?:on|over) (?:the|my|our) (?:ceiling|carpet|floor|trim|rug)(?:,? (?:and )?(?:the|my|our) (?:ceiling|carpet|floor|trim|rug|dog|cat|couch))*/gi;

/**
 * "el portón de la cochera se atora… en el riel", "…se arrastra", "…corredizo de herrería": Mexico's driveway gate, told
 * by a gate's own words anywhere after it (an electric one that will not open may be a garage door).
 */
const DRIVEWAY_GATE =
  /\bport[oó]n(es)? de (?:la )?cochera(?=[^.?!]{0,90}(?:corredizo|herrer[ií]a|riel|arrastra|suelden|soldar|cayendo|se cae|no cierra|ruedas?))/gi;

export function splitPieces(dictated: string): Piece[] {
  const pieces: Piece[] = [];
  // "2 horas y 30 minutos", "2 hours and 30 minutes": one figure of time, not two amounts joined by "and".
  let text = undictated(dictated).replace(
    HOURS_AND_MINUTES,
    (_, h: string, unit: string, m: string) => `${Number(h) + Number(m) / 60} ${unit}`,
  );
  // A list needs two work verbs: most messages have fewer, so the long pattern is skipped for them.
  if ((text.match(WORK_VERB) ?? []).length >= 2) text = text.replace(RUN_ON_VERB, ' and ');
  // "gutters keep overflowing and pulling away, we want new ones installed": the overflow is why; the new gutters are
  // the job (before the pieces are cut at the comma).
  if (/leak|overflow|flood|burst|sali|gote|fug|desbord|revent/i.test(text)) text = text.replace(LEAK_DAMAGED, 'a leak ');
  if (/overflow/i.test(text) && /gutter|eaves/i.test(text)) text = text.replace(OVERFLOW_THEN_NEW, 'spilling');
  text = rewritePairs(text);
  // "we need a whole new roof its leaking in the garage": the new thing asked for, then why; the why is no job of its own.
  if (/ new /i.test(text)) text = text.replace(NEW_THEN_WHY, '$1. ');
  if (/ para | for /i.test(text)) text = text.replace(FOR_TWO_APPLIANCES, '$1 $2$3 con $4$5');
  // "3 movers for 5 hours. And after, cleaning of the old apartment": what comes next opens a job, not a detail.
  if (/after|then|despu|luego/i.test(text)) text = text.replace(AFTER_THAT, '$1 ');
  if (/\bta(?:pe|ping)/i.test(text)) text = text.replace(ONE_WORK, '$1 $2');
  // "1. touch up paint kitchen\n2. swap 4 switches": a numbered line is a bullet, its number no count.
  // An answer "7. oh and a light" opens with its figure: only two numbered lines or more make a list.
  if (/\d[.)][ \t]/.test(text) && (text.match(NUMBERED_LINE) ?? []).length >= 2) text = text.replace(NUMBERED_LINE, '$1- ');
  if (/\bpatch/i.test(text)) text = text.replace(PATCHED_HOLES, '$1 $2');
  if (/\brott/i.test(text)) text = text.replace(DECK_BOARDS, '$1 deck boards');
  if (/puertas? corr|sliding doors/i.test(text)) text = text.replace(WARDROBE_DOORS, '$1$2, frentes correderos');
  if (/framing|electrical|plumbing|insulation|wiring|rough|estructura|plomer/i.test(text)) text = text.replace(DONE_PAIR, '$1 with $2 ');
  if (/framed|insulated|wired/i.test(text)) text = text.replace(DONE_STATES, '$1');
  if (/ (?:were|was|been) /i.test(text)) text = text.replace(DONE_AND_DONE, '$1 ');
  if (/piso en/i.test(text)) text = text.replace(FLAT_OPENS, '$1vivienda ');
  if (/now|ahora/i.test(text)) text = text.replace(LEAKED_BEFORE, 'there was water damage');
  if (/valve|line/i.test(text)) text = text.replace(VALVE_PLACES, '$1 with $2');
  if (/limpi|lava|clean/i.test(text)) text = text.replace(UPKEEP_PAIR, '$1');
  if (/\(/.test(text)) text = text.replace(PLACES_OF_BOTH, '$1');
  // "3 hours with a truck and blade": a plow truck, one thing (before "and" cuts it), no moving truck.
  if (/blade|plow|plough/i.test(text)) text = text.replace(/\btruck (?:and|with) (?:a )?(?:blade|plow|plough)\b/gi, 'snow plow');
  if (/cochera/i.test(text)) text = text.replace(DRIVEWAY_GATE, 'portón$1 de herrería');
  if (/got (?:it|paint)/i.test(text)) text = text.replace(GOT_IT_ON, 'made a mess');
  if (/\bjunk\b|\bhaul/i.test(text)) text = text.replace(DEAD_THING_HAULED, ' old junk');
  if (/solo|nomas|nada mas|just|only/i.test(text)) text = text.replace(TAKEN_BACK_PAIR, '$1');
  // "knob and tube outlets": old wiring's one name, not a door knob and a tube.
  if (/knob/i.test(text)) text = text.replace(/\bknob\s*(?:and|n|&)\s*tube\b/gi, 'knobtube');
  if (/grifo/i.test(text) && /bid[eé]/i.test(text)) text = text.replace(BIDET_TAP, ' ');
  if (/toma/i.test(text)) text = text.replace(HOOKUPS, '$1 con $2');
  if (/pared|muro|wall|backsplash/i.test(text))
    text = text.replace(
      WALL_OF_TWO,
      (_, wall: string, one: string, two: string) =>
        `${wall} ${one} ${/[a-z]/i.test(wall) && /wall|backsplash/i.test(wall) ? 'with' : 'con'} ${two}`,
    );
  if (/encimera/i.test(text)) text = text.replace(BETWEEN_TWO, '$1 $2 con $3');
  // "palm fronds + branches everywhere… 2 guys to clean it up and haul the green waste": the yard is what is cleaned up.
  if (/yard|branch|frond|leaves|limbs|brush|green waste/i.test(text))
    text = text.replace(CLEAN_IT_UP, 'clean up the yard').replace(HOURS_OF_CLEANUP, '$1 yard clean up');
  splitOn(text, SENTENCE).forEach((sentence, s) => {
    const parts = splitOn(sentence, CLAUSE);
    // split() with a capture group alternates text and separator; glue separators to the next piece.
    let pending = '';
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? '';
      if (i % 2 === 1) {
        pending = part;
        continue;
      }
      if (part.trim() === '') {
        pending += part;
        continue;
      }
      pieces.push({ text: pending + part, sentence: s, comma: pending.trim() === ',' });
      pending = '';
    }
  });
  return pieces;
}
