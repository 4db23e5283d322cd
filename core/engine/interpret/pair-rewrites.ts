/**
 * Whole-message rewrites for pairs that the cut at "and", "y" and commas would tear apart: two things that are one job,
 * or a cause told before the job asked about. Each runs only when its cheap sign is in the text.
 */

/** "the bathroom floor and shower walls regrouted": the verb said once after both places belongs to both. */
const SHARED_FINISH =
  /\b(floors?|walls?|tub|shower|backsplash|counters?)\s+(?:and|&|\+)\s+((?:the\s+)?(?:(?:shower|tub|bath|bathtub|kitchen)\s+)?(?:walls?|floors?|surround|backsplash))\s+(re-?grouted|grouted|re-?caulked|caulked|re-?sealed|sealed)\b/gi;

/** "a new washer and dryer, need them installed", "washer + dryer hookup": two machines put in, one job of two. */
const LAUNDRY_PAIR =
  /\b(?:(?:a|the|our|my|new|brand new)\s+)*washer\s*(?:and|&|\+|n)\s*(?:(?:a|the|new|brand new)\s+)*dryer(?:\s+(?:hook ?-?ups?|set ?ups?))?\b/gi;

/** "need a plumber … the plumber fixed the pipe already": the burst that caused the damage is told, not asked. */
const FIXED_BY_TRADE =
  /\b(?:plumber|electrician|roofer|landlord|super|contractor)s?\s+(?:already\s+)?(?:fixed|repaired|replaced|patched|capped|took care of)\b/i;
const BURST_TOLD =
  /\b(?:a |the |our |my )?(?:water )?(?:pipe|line|supply line)s? (?:froze and )?(?:burst|broke|split)(?= in | over | above | under |,| when)/gi;

/** "repaint the garage door and the front door": two doors painted. */
const TWO_DOORS_PAINTED =
  /\b(re-?paint|paint|stain|refinish)\s+(?:the\s+|my\s+|our\s+)?(?:[a-z]+\s+)?door\s+(?:and|&)\s+(?:the\s+|my\s+|our\s+)?(?:[a-z]+\s+)?door\b/gi;

/** "take apart the old hot tub and haul it away": the hauling is the job; taking it apart is part of it. */
const TAKE_APART_HAUL =
  /\b(?:take apart|dismantle|tear down|tear apart|break down|break up|cut up|desarmar|desmontar)\s+(?:the |an? |our |my |el |la |mi )?(?:old |viej[oa] )?(?:hot tub|spa|jacuzzi)\s+(?:and|y)\s+(?:haul|take|cart|drag|llevarse|tirar)\w*(?:\s+(?:it|them|lo|la))?(?:\s+(?:away|off|out))?/gi;

/** "atrás de la estufa y el fregadero", "behind the stove and sink": one wall named by two things, no sink job. */
const BEHIND_TWO =
  /\b(atras|atr\u00e1s|detras|detr\u00e1s|encima|arriba|alrededor|behind|above|around|between)\s+(de\s+la|del|de\s+el|the)\s+(estufa|cocina|stove|range|fregadero|tarja|sink)\s+(?:y|and|&)\s+(?:(?:el|la|the|del)\s+)?(fregadero|tarja|lavabo|estufa|sink|stove|range)\b/gi;

/** "Son 5 cosas: dos colchones, el sofá, la mesa y un armario": the total said before the list is the count. */
const COUNTED_LIST =
  /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (cosas|items|things|piezas|pieces|bultos|articulos|art\u00edculos)\s*:\s*([^.!?\n]+)/gi;
const COUNTED_AS: Record<string, string> = { cosas: 'piezas', things: 'items' };
/** The list must name furniture or junk, never a job ("dos cosas: el excusado tiene una fuga y…"). */
const JUNK_NOUN =
  /\b(?:colchon\w*|mattress\w*|sofa\w*|couch\w*|mesa\w*|tables?|armario\w*|dresser\w*|chairs?|sillas?|sillon\w*|beds?|camas?|desks?|escritorio\w*|boxes|cajas?|recliner\w*|loveseat\w*|futon\w*)\b/i;
const WORK_IN_LIST =
  /\b(?:paint|fix|install|hang|mount|repair|replace|clean|patch|trim|grind|pintar|arreglar|instalar|colgar|reparar|cambiar|limpiar|poner|podar|fuga|leak)\w*/i;

/** "asphalt shingles, roofer before said 12 squares. want it redone": the roof, redone whole. */
const ROOF_REDONE = /\b(want|need|get|have)\s+it\s+(?:all\s+)?(?:redone|re-?done)\b/gi;

/** "my son is moving into our basement, can you move his hydro account": who will live there, no move to price. */
const FAMILY_MOVING_IN =
  /\b(son|daughter|mom|mother|dad|father|parents|in-?laws|in laws|kids?|brother|sister|grandma|grandpa|nephew|niece|tenant|roommate) (?:is|are|s) moving (?:in|into|downstairs|upstairs|down|up|back)\b/gi;
const BOOKING_A_MOVE = /\bmovers?\b|\bmen\b|\bguys\b|\bhours?\b|\bhrs\b|truck|u-?haul|boxes|furniture|help (?:them|him|her) move|\bbook\b/i;

/** "tengo un árbol… cuyas raíces rompen el piso y lo quiero quitar": the tree named before, taken down. */
const TREE_TAKEN_DOWN = /\b(?:lo quiero (?:quitar|tumbar|cortar)|quiero (?:quitarlo|tumbarlo|cortarlo))\b/gi;

/** "dos estancias de mi piso, concretamente el salón y la cocina": the count, then the rooms it counts, named. */
const COUNT_THEN_NAMED =
  /\b((?:\d|two|three|four|dos|tres|cuatro) (?:estancias|habitaciones|piezas|cuartos|rooms|areas)\b[^.!?]{0,60}?),?\s*\b(?:concretamente|en concreto|que son|namely|which are|specifically)\b[^.!?]*/gi;

/** "laminate in the 12 by 14 bedroom and paint that room too": a second job on the room just sized, a job of its own. */
const SAME_ROOM_TOO =
  /,?\s+(?:and|&|\+)\s+(?:then\s+)?((?:re)?paint|stain)\s+(?:that|the same|this)\s+(?:same\s+)?(room|bedroom|bathroom|washroom|kitchen)\b/gi;

/** "3 azulejos, al lado de la ducha": a count opening the answer, then where those are; the place is no second thing. */
const COUNT_THEN_WHERE =
  /^(\s*\d+\s+[a-z\u00e0-\u00fc]+)\s*,\s*(?:al lado|junto|cerca|encima|debajo|detr\u00e1s|detras|delante|next to|by|near|behind|above|under|around)\s+(?:de\s+|a\s+|to\s+)?(?:la\s+|el\s+|del\s+|al\s+|the\s+)?[a-z\u00e0-\u00fc]+/i;

/** "suite is drafty, want all the windows re-caulked": the draft is why; the caulking is the job. */
const DRAFTY_WHY =
  /\b(suite|house|home|basement|place|room|apartment|condo|it)\s+(?:is|s|feels)\s+(?:so\s+|really\s+|pretty\s+|very\s+)?drafty\b/gi;

type Replacer = string | ((whole: string, ...groups: string[]) => string);

/** "roof leaked into 3 of the bedrooms during the storm… need the carpet cleaned": the leak is the cause told. */
const ROOF_LEAKED_INTO = /\b(?:the\s+)?roof\s+(?:leaked|was leaking|had leaked)\s+(?:into|onto)\s+/gi;
const ROOF_ASKED =
  /\b(?:re-?roof\w*|shingles?|squares|roofer|roof\s+(?:replaced|repaired|fixed|redone|patched)|(?:fix|repair|patch|replace)\w*\s+(?:the\s+)?roof)\b/i;

/** "trips whenever the dock lights and the boat lift are on at the same time": when it happens, not two jobs. */
const BOTH_ON_WHEN =
  /\b(whenever|when|every time|anytime)\s+(?:the |my |our )?[a-z]+(?: [a-z]+)?\s+and\s+(?:the |my |our )?[a-z]+(?: [a-z]+)?\s+(?:are|is|run|come)\s+(?:on|running|plugged in)(?: at the same time| together)?/gi;

/** "smoke from the BC fires is rolling in again and we cant open a window": why AC is wanted, no window to fix. */
const CANT_OPEN_WINDOW = /\b(?:we |i )?(?:can t|can't|cant|cannot|can not) (?:even )?open (?:a|the|any) windows?\b/gi;

/** "a deep clean of 4 rooms, kitchen den and 2 bedrooms": the rooms counted, then named; the count is the total. */
const ROOM_NAME =
  '(?:the |la |el |los |las )?(?:kitchen|den|living room|living|family room|dining room|dining|bathroom|bath|office|basement|laundry|hallway|hall|master|(?:\\d|one|two|three) bedrooms?|bedroom|cocina|sala|comedor|bano|estudio|(?:\\d|dos|tres) recamaras|recamara|(?:\\d|dos|tres) habitaciones|habitacion|dormitorio|(?:\\d|dos|tres) dormitorios)';
const COUNT_THEN_LISTED = new RegExp(
  `\\b((?:\\d|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:rooms|habitaciones|cuartos|estancias|areas)),?\\s+${ROOM_NAME}(?:,?\\s+(?:and\\s+|y\\s+)?${ROOM_NAME})+(?=\\s*[.!?]|\\s*$)`,
  'gi',
);

/** "fence is after blowin down… need a new one put up": the one put up new is the fence itself, replaced by its length. */
const NEW_ONE_PUT_UP = /\b(?:need|needs|want|wants|like)\s+(?:a\s+)?new\s+one\s+(?:put up|put in|built|installed|up)\b/gi;

/** Each rewrite with its cheap gate, in the order they run (a later one may read an earlier one's words). */
const PAIR_REWRITES: ReadonlyArray<readonly [gate: (text: string) => boolean, pattern: RegExp, to: Replacer]> = [
  [(t) => /grout|caulk|seal/i.test(t), SHARED_FINISH, '$1 $3 and $2 $3'],
  [
    (t) => /washer/i.test(t) && /dryer/i.test(t) && /install|hook|set ?up|connect|put in/i.test(t),
    LAUNDRY_PAIR,
    '2 new laundry appliances to install',
  ],
  [(t) => /burst|broke|split/i.test(t) && FIXED_BY_TRADE.test(t), BURST_TOLD, 'there was water damage'],
  [(t) => /door/i.test(t) && /paint|stain|refinish/i.test(t), TWO_DOORS_PAINTED, '$1 2 doors'],
  [(t) => /apart|dismantle|tear|break|cut up|desarm|desmont/i.test(t), TAKE_APART_HAUL, 'haul away the old hot tub'],
  [
    (t) => /estufa|stove|range|fregadero|tarja|sink/i.test(t),
    BEHIND_TWO,
    (_, where, of) => (/^the$/i.test(of) ? `${where} the cooking area` : `${where} de la zona de cocina`),
  ],
  [
    (t) => t.includes(':'),
    COUNTED_LIST,
    (whole, n, things, list) =>
      WORK_IN_LIST.test(list) || !JUNK_NOUN.test(list) ? whole : `${n} ${COUNTED_AS[things.toLowerCase()] ?? things}`,
  ],
  [(t) => /redone|re-done/i.test(t) && /\b(?:shingles?|squares|roofer)\b/i.test(t), ROOF_REDONE, '$1 the roof replaced'],
  [(t) => /moving/i.test(t) && !BOOKING_A_MOVE.test(t), FAMILY_MOVING_IN, '$1 will live'],
  [(t) => /arbol|\u00e1rbol/i.test(t), TREE_TAKEN_DOWN, 'quiero tumbar el arbol'],
  [(t) => /concret|que son|namely|which are|specifically/i.test(t), COUNT_THEN_NAMED, '$1'],
  // "quiero vallar la parcela, malla de simple torsión": the fence's material, said after a comma.
  [(t) => /\bvallar\b/i.test(t) && /\bmalla\b|torsi/i.test(t), /\bvallar\b/gi, 'poner valla de malla en'],
  [(t) => /\b(?:that|same|this) (?:same )?(?:room|bedroom|bathroom|washroom|kitchen)\b/i.test(t), SAME_ROOM_TOO, '. $1 that one $2'],
  [(t) => /^\s*\d/.test(t), COUNT_THEN_WHERE, '$1'],
  [(t) => /drafty/i.test(t) && /caulk/i.test(t), DRAFTY_WHY, '$1 is cold'],
  [(t) => /\bfence\b/i.test(t) && /new one/i.test(t), NEW_ONE_PUT_UP, 'need a new fence put up'],
  [(t) => /\b(?:rooms|habitaciones|cuartos|estancias|areas),/i.test(t), COUNT_THEN_LISTED, '$1'],
  [(t) => /\b(?:smoke|smoky|fires?|heat wave|too hot|humid)\b/i.test(t) && /\bopen\b/i.test(t), CANT_OPEN_WINDOW, 'we keep it shut'],
  [(t) => /\b(?:when|whenever|every time|anytime)\b/i.test(t) && /\band\b/i.test(t), BOTH_ON_WHEN, '$1 too much is on'],
  [(t) => /roof/i.test(t) && /clean|carpet|drywall|paint/i.test(t) && !ROOF_ASKED.test(t), ROOF_LEAKED_INTO, 'rain got into '],
];

export function rewritePairs(text: string): string {
  let out = text;
  for (const [gate, pattern, to] of PAIR_REWRITES)
    if (gate(out)) out = typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to);
  return out;
}
