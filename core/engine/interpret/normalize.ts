/**
 * One canonical form for matching: lower case, no accents (so "recámara"
 * and "recamara" are one word), a few spellings joined, other symbols dropped.
 */
import { undictated } from './dictation.js';
import { applySynonyms } from './synonyms.js';
import { matchesOf } from './scan.js';

/** Rare spellings, only tried when the text has one of their characters or words (the request path is hot). */
const RARE = /[\u2018\u2019\u02bc\u00b4`\u201c\u201d\u2033\u2013\u2014&/×*]|t\.|mini|haul|built|yard|yd/;
const RARE_REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2018\u2019\u02bc\u00b4`]/g, "'"],
  [/[\u201c\u201d\u2033]/g, '"'],
  [/[\u2013\u2014]/g, '-'],
  [/\bt\.\s?v\.?(?=\s|$)/g, 'tv'],
  [/\ba\s?\/\s?c\b/g, 'ac'],
  [/\bmini[\s-]split/g, 'minisplit'],
  // "a U-Haul", but not "can u haul away the old couch" (chat "u" for "you").
  [/(?<!\b(?:can|could|will|would|pls|plz|please|to|and|if|would)\s)\bu[\s-]haul/g, 'uhaul'],
  // "built-in shelves", "built ins", but not "built in 1925" nor "a fence built in the backyard".
  [/\bbuilt[\s-]ins\b/g, 'builtins'],
  [/\bbuilt-in(?!\s+(?:\d|the\s+\d))/g, 'builtin'],
  [
    /\bbuilt\s+in(?=\s+(?:shel\w*|book\w*|cabinet\w*|cupboard\w*|bench\w*|desk\w*|closet\w*|wardrobe\w*|entertainment|microwave\w*|oven\w*|dishwasher\w*|units?|storage|seat\w*|nook\w*|drawers?)\b)/g,
    'builtin',
  ],
  [/\bw\//g, 'with '],
  [/\bc\/u\b/g, 'cada uno'],
  [/&/g, ' and '],
  // "50 square yards" is a size, not a yard to landscape.
  [/(\d)\s*(?:sq\.?|square)\s*(?:yards?|yds?)\b/g, '$1 sq yd'],
  [/(\d)\s*(?:yards?)\b/g, '$1 yd'],
  [/(\d)\s*(?:×|\*)\s*(?=\d)/g, '$1 x '],
];
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  // "house built in '82", "roof from '09", "since '95": a year said short, never an amount.
  [
    /\b(built|made|installed|put in|redone|done|bought|since|from|circa|around|back in|in)\s+(?:in\s+)?['\u2019](\d{2})\b(?!\s*(?:x|by|ft|feet|foot|in|inch|inches|['"\u2019\u201d]))/g,
    '$1 a year',
  ],
  // Access to the home is no job and its codes no amounts: "lockbox on the gas meter, code 4471", "gate code #0417",
  // "lockbox 0909 front door", "código del portal 1234".
  [
    /\b(?:lock ?-?box(?:es)?|key ?-?box|key ?safe|keypad|caja de (?:llaves|seguridad)|cajetin)\b(?:([^.\d\n]{0,30}?)#?\s*\d{3,6}\b(?![.,]\d|\s*(?:x|by|sq|ft|feet|m\b|metros|hours?|hrs?|horas?)))?/g,
    'access$1 ',
  ],
  // "lockbox 5521 on the front door", "lockbox on the hose bib": where the lockbox hangs is no door to fix.
  [
    /\baccess(?:\s+code)?\s+(?:is\s+|sits\s+|hangs\s+)?(?:(?:on|at|by|near|beside|next to|off)\s+)?(?:the\s+|my\s+|our\s+)?(?:front|back|side|rear|garage|gas|water|electric|main|patio)?\s*(?:door|gate|meter|hose bib|spigot|railing|fence|porch|knob|handle)s?\b/g,
    'access',
  ],
  [
    /\b(?:(?:gate|door|entry|access|alarm|garage|building|buzzer|front door|key|lock|portal|puerta|alarma|porton|acceso|entrada)\s+)?(?:code|codigo|clave|combo|combination|pin)\b(?:\s+(?:is|es|:|del portal|de la puerta|de acceso))?\s*#?\s*\d{3,6}\b(?![.,]\d)/g,
    'access ',
  ],
  // "2210 travis #5", "1620 W Division #3": a street number before a unit, and "#5" itself, name a place.
  [/\b\d{2,5}\s+(?:[nsew]\s+)?(?=[a-z]+\s*#\s*\d)/g, ' '],
  [/#\s*\d{1,4}[a-z]?\b(?!\s*(?:x|by)\b)/g, ' '],
  // "fence down at 1220 palmetto after the storm": three or more digits after "at", before a word that is no unit.
  [
    /\bat \d{3,5}(?! (?:sq|square|sqft|linear|feet|foot|ft|inch|inches|hours?|hrs|dollars|bucks|pesos|euros|degrees|watts?|btu|gallons?|pounds?|lbs|miles|meters?|metres?|metros?|am|pm|rpm|psi|cfm)\b) (?:[nsew] )?[a-z]{3,}\b/g,
    'at someplace',
  ],
  // "245 E 11th", "2020 N 7th St": a street number before a numbered street.
  [/\b\d{1,5}\s+(?:[nsew]|north|south|east|west)\.?\s+\d{1,3}(?:st|nd|rd|th)\b/g, 'someplace'],
  // "C/ Colón, 18", "calle Mayor 5, 3º B", "Avda. del Puerto nº 120": a Spanish street number.
  [
    /\b(c\/|calle|avda\.?|avenida|av\.|plaza|pza\.?|paseo|carrer|cami|camino|ronda|travesia|finca de)\s+((?:de |del |la |el |dels |de la )?[a-z]+(?:\s+[a-z]+){0,2}),?\s*(?:n[o\u00ba\u00b0]?\.?\s*)?\d{1,4}\b(?!\s*(?:x|por|m\b|m2|metros|mts|horas?|hrs?|h\b|dias?|personas|operarios|chicos|cuartos|habitaciones|dormitorios))/g,
    'someplace',
  ],
  // "2º sin ascensor", "un 4ºB": a flat's floor, an ordinal, never an amount.
  // (NFKD has made "º" an "o" and "ª" an "a" by now.)
  [/\b\d{1,2}(?:o|a)(?:[a-h]\b|(?=\s+(?:sin|con|piso|planta|izq\w*|dcha|derech\w*|puerta|[a-h])\b))/g, ' someplace '],
  // Contact details and addresses are never amounts: phone numbers ("718-555-0199", "55 4123 8890"), street numbers.
  [/(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\b\d{2,4}[\s.-])\d{3,4}[\s.-]\d{4}\b/g, ' '],
  [/\b\d{9,}\b/g, ' '],
  // "ceiling fans (qty 4, 52")": the quantity written as a field.
  [/\b([a-z]{4,}s)\s*\(?\s*(?:qty|quantity|cant|cantidad)\.?:?\s*(\d{1,3})\b/g, ' $2 $1 '],
  // "Pintar recamaras (2)", "outlets (3)": how many of the things just named, in brackets.
  [/\b([a-z]{4,}s)\s*\(\s*(\d{1,2})\s*\)/g, ' $2 $1 '],
  // A brand and its model number in brackets ("(Fleck 5600)", "(Rheem 40)") names the unit, never counts it.
  [/\(\s*([a-z][a-z-]*)\s+(\d{2,})\s*\)/g, ' $1 model $2 '],
  [
    /\b\d{1,5}(?!\s+(?:sq|square|linear|lin|ft|feet|foot|m|mts?|meters?|metres?|metros?|yards?|yd|inch|inches|in|hrs?|hours?|horas?|mins?|minutes?|days?|guys|men|movers|people|workers)\b)(?=\s+(?:(?!(?:the|with|and|of|for|a|an|to|in|on|at|my|our|that|this)\b)[a-z]+\s+){1,3}(?:ave|avenue|st|street|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cres|crescent|terrace)\b)/g,
    ' ',
  ],
  // Visiting hours ("access Tuesday between 9 and 12", "el lunes de 9 a 2") are times, not a range of anything.
  [
    /\b((?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?|today|tomorrow|weekdays?|weekends?|mornings?|afternoons?|evenings?|access|available|availability|anytime|lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|hoy|manana|mananas|tardes?|horario|abro|abrimos|abre|abren|open|opens)\b([^.\d]{0,16}?)(?:between|from|entre|de)\s+(?:las\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|h)?\s*(?:and|to|-|y|a)\s*(?:las\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|h|hrs)?(?![\d.]|\s*(?:hours?|horas?))/g,
    '$1$2 ',
  ],
  // "Estoy en la portería de 8 a 14h", "I'm home from 9 to 5": when the customer is there, not a range of anything.
  [
    /\b(estoy|estamos|estare|estaremos|i m|im|i'm|i am|we re|we're|we are|i ll be|ill be|i'll be)\b([^.\d]{0,30}?)(?:de|from|between|entre)\s+(?:las\s+)?\d{1,2}(?::\d\d)?\s*(?:h|am|pm)?\s*(?:a|to|-|y|and|till|until|hasta)\s*(?:las\s+)?\d{1,2}(?::\d\d)?\s*(?:h|hrs|am|pm)?(?=[\s.,;!?]|$)(?!\s*(?:hours?|horas?|hrs|days?|dias?|ft|feet|m\b|metros?|sq|square|rooms?|cuartos?))/g,
    '$1$2 ',
  ],
  // A distance ("going 5 miles", "a 20 km") describes a move, it counts nothing.
  [/\b\d+(?:\.\d+)?\s*(?:miles?|mi|kms?|kilometers?|kilometres?|kilometros?|blocks?(?! heaters?)|cuadras?)\b/g, 'a distance'],
  // Voltages ("toma de 220", "a 240v line") rate the supply, they count nothing.
  [
    /\b(?:110|115|120|127|208|220|230|240)\s*(?:v|volts?|voltios)\b|\b(toma|contacto|linea|enchufe|outlet|line|circuit|plug|receptacle)\s+(?:de\s+)?(?:110|120|220|240)\b(?!\s*(?:ft|feet|foot|'|m\b|mts?\b|metros?|linear|lf\b|yards?|yd))/g,
    '$1 high voltage',
  ],
  // How often ("cada quince días", "every 2 weeks", "dos veces al mes") is a schedule, not days of work.
  [
    /\b(?:(?:cada|every)\s+(?:[a-z0-9]+\s+)?|(?:[a-z0-9]+\s+)(?:veces|vez|times)\s+(?:a|al|per|por|each|cada)\s+(?:la\s+|el\s+)?)(?:days?|dias?|weeks?|semanas?|months?|mes|meses|years?|anos?)\b/g,
    ' recurring ',
  ],
  // A storey of a building is not a floor to lay ("on the 5th floor", "main floor bathroom", "segundo piso").
  [/\b(\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|top|ground|upper|lower|main)\s+floor\b/g, '$1 level'],
  [/\b(primer|segundo|tercer|cuarto|quinto|\d+(?:o|er|do|ro|to))\s+piso\b/g, '$1 planta'],
  // Numbers that name rather than count: "zone 3", "unit 4", "apt 12", "lote 5", "#2".
  [
    /\b(zone|zona|unit|apt|suite|lot|lote|building|edificio|torre|tower|line|linea|route)\s*#?\s*\d+[a-z]?\b(?!\s*(?:ft|feet|foot|'|m\b|mts?\b|metros?|linear|lf\b|yards?|yd|sq|square|x\b|by\b))/g,
    '$1',
  ],
  // List markers ("1) ...  2) ...") number the jobs, they do not count anything; "(3 x 4)" closes a size.
  [/(^|[\s:;,.])(?:\d{1,2}|[a-c])\)(?<!\([^()]*\))\s*/g, '$1 '],
  // "mide 3'5 x 4 metros": in a size given in metres, an apostrophe between digits is a decimal mark, not feet.
  [/\b(\d)'(\d{1,2})(?=\s*(?:x|por|by)\s*\d+(?:[.,']\d+)?\s*(?:m|mts?|metros?|meters?|metres?)\b)/g, '$1.$2'],
  [/(?<=\b(?:x|por|by)\s*)(\d)'(\d{1,2})(?=\s*(?:m|mts?|metros?|meters?|metres?)\b)/g, '$1.$2'],
  // "los dormitorios de mi piso (son tres)": a count in brackets closes its clause like a comma.
  [/\(\s*((?:son|are|there are|hay|x)\s+[a-z0-9]+)\s*\)/g, ', $1,'],
  // "the freezer's OK", "the tub's fine", "water heater's toast": a contraction of "is" before a state, not a plural.
  [
    /([a-z])'s\s+(?=(?:ok|okay|fine|good|working|alright|still|not|broken|dead|out|leaking|cold|warm|toast|shot|busted|done|gone|finished|kaput|acting|making|been|getting|clogged|stuck|cracked|running)\b)/g,
    '$1 is ',
  ],
  // "swap 4 old fixtures → new ones": an arrow to the new thing is a replacement, not a route.
  [/\s*(?:->|→|=>)\s*(?=(?:new|nuev[oa]s?|the new|led|leds)\b)/g, ' with '],
  // "beltline -> cranston", "casa vieja → depa nuevo": an arrow between two places is a move's route.
  [/([a-z0-9])\s*(?:->|→|=>)\s*(?=[a-z])/g, '$1 moving to '],
  // "my bike's fuel tank", "the car's bumper": whose part it is, not a plural.
  [/\b(bike|car|truck|boat|motorcycle|motorbike|scooter|jeep|suv|rv)'s\b/g, '$1'],
  // French elisions ("l'entrée", "d'installer", "j'ai") split into two words; English contractions are joined below.
  [/\b(l|d|j|qu|c|n|s|m|t)'(?=[a-z])/g, '$1 '],
  [/([a-z])'([a-z])/g, '$1$2'],
  // Andalusian speech written as said: "do' mozo' pa la mudansa", "4 enchufe' nuevo'": the dropped s is written back.
  [/\b([a-z]*[aeiou])'(?=\s|$|[,.!?;])/g, '$1s'],
  // "the kids' bedrooms", "the Joneses' fence": a plural possessive, not a mark of feet.
  [/([a-z]s)'(?=\s+[a-z])/g, '$1'],
  // "the apartment has 3 rooms: 2 bedrooms and living room", "4 estancias (3 dormitorios y el salón)", "three rooms
  // repainted: the sitting room, the dining room and…": a total of rooms, then what it is made of; the parts are not more rooms.
  [
    /\b(\d+|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (rooms|habitaciones|cuartos|estancias|piezas|ambientes|espacios)((?:\s+(?:re)?(?:painted|cleaned|done|pintad[oa]s|limpiad[oa]s))?(?:\s+(?:del?|of the|in the|en el|en la)\s+[a-z]+)?)\s*(?::|\(|\s-|—|,?\s+(?:which are|that is|i\.e\.|o sea|que son|es decir))\s*[^.()\n;]*\)?/g,
    '$1 $2$3',
  ],
  // "fianza de 1200€", "€80 la hora": euros are money, never an amount of work.
  [/€\s*(\d+(?:[.,]\d+)*)/g, '$1 euros'],
  [/(\d)\s*€/g, '$1 euros'],
  [/[^a-z0-9\s.,'"\-x$%#/²+]/g, ' '],
  // "a 30-square-foot backsplash", "75-inch": a number joined to its unit by a hyphen.
  [/(\d)-(?=[a-z])/g, '$1 '],
  [/\b(square|sq|linear|cubic)-(?=foot|feet|ft|met)/g, '$1 '],
  // "3x ikea dressers": times written after the number.
  [/\b(\d+)x\s+(?=[a-z])/g, '$1 '],
  // "paint the home office": a room of the house, not the house outside.
  [/\bhome (offices?)\b/g, '$1'],
  // "bedrooms x3", "bdrms x 2": rooms counted after their name.
  [
    /\b(bedrooms?|bathrooms?|rooms?|bdrms?|bedrms?|baths?|recamaras?|habitaciones|cuartos|dormitorios)\s*x\s*(\d{1,2})\b(?!\s*(?:x|por)\b|\s*by\s*\d+(?!st|nd|rd|th))/g,
    '$2 $1',
  ],
  // "drywall patch x3", "tree removal x3 backyard", "x3, no scratch that, x5": times written before the number,
  // after a word or a comma (not "4x6").
  [/([a-z],?) x(\d{1,3})\b(?!\s*(?:x|by|por)\b)/g, '$1 $2'],
  [/\s+/g, ' '],
];

/** A temperature read off a thermostat ("set to 72 and the house is 84", "marca 30 grados") is not an amount. */
const TEMPERATURE_CONTEXT =
  /\b(?:thermostat|termostato|ac|air|heat|heating|furnace|cold|hot|warm|temp|temperature|degrees|grados|clima|minisplit|calor|caloron|frio|calefaccion)\b/;
const TEMPERATURE =
  /\b(set (?:to|at)|reads?|reading|showing|house is|inside is|it is|its|upstairs is|temp(?:erature)? is|thermostat at|esta a|marca|estamos a|hace|calor(?:on|cito)? de|heat of)\s+\d{2,3}(?:\s*(?:degrees|deg|grados|f|c)\b)?(?!\s*(?:x|by|por|sq|square|ft|feet|foot|m2|m|metros|mts|pies|sqft|linear|hours?|hrs?|horas?)\b)/g;

/** "2h30", "1h 45min": hours and minutes written together are one amount of hours. */
const HOURS_MINUTES = /\b(\d{1,2})\s?h\s?(15|30|45)(?:\s?(?:m|min|mins|minutes|minutos))?\b/g;
/** "mi tv de 55", "tele de 65": a screen's size without its unit is inches, not a count of screens. */
const SCREEN_SIZE =
  /\b(tvs?|teles?|televisor(?:es)?|television|pantallas?)\s+de\s+(\d{2,3})\b(?!\s*(?:(?:pulgadas|pulg|pulgs|in|inch|inches|cm|kg|kilos|metros|m|mts|x|por)\b|"))/g;

function screenInches(match: string, screen: string, size: string): string {
  const inches = Number(size);
  return inches >= 19 && inches <= 100 ? `${screen} de ${size} pulgadas` : match;
}

/** "Quiero tapizar… no perdón, quiero alfombrar": a take-back followed by a new request. */
const TAKE_BACK =
  /\b(?:no,?\s*perdon|perdon,?\s*no|no,?\s*mejor dicho|mejor dicho|quise decir|scratch that|sorry,?\s*i meant?|no wait|no,\s*wait)\b[\s,.]*(?=(?:quiero|queremos|necesito|necesitamos|ocupo|i want|we want|i need|we need|need|want|i d like)\b)/g;

/** Drops what a take-back takes back: the sentence up to it (an ellipsis "..." does not end the sentence). Linear in the text. */
function dropTakenBack(text: string): string {
  let out = '';
  let from = 0;
  for (const m of matchesOf(TAKE_BACK, text)) {
    let start = m.index;
    while (start > from) {
      const c = text[start - 1]!;
      if (c === '\n' || c === '!' || c === '?') break;
      if (c === '.' && text[start - 2] !== '.' && text[start] !== '.') break;
      start--;
    }
    out += `${text.slice(from, start)} `;
    from = m.index + m[0].length;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * "living room is 15x18, hall maybe 30 sq ft. wait no just the living room", "la pared mide 2,5 x 2 metros y el piso
 * como 3 m2... bueno no, nada más la pared": a take-back down to one named part drops the measures of the other parts.
 */
/** A take-back down to one part: "wait no just the", "bueno no, nada más la", "actually no, just the" (rooms.ts too). */
export const NARROWING_TAKE_BACK = String.raw`\b(?:wait|no wait|wait no|actually|bueno no|ah no|ay no|no espera|espera no|mejor|scratch that|nah|perdon|sorry)(?:[\s,.]+no)?[\s,.]*(?:(?:let s|lets) )?(?:just|only|solo|nada mas|nomas|solamente)\s+(?:(?:stick with|go with|do|keep)\s+)?(?:(?:the|el|la|los|las|my|mi|mis)\s+)?`;
const NARROWED = new RegExp(`${NARROWING_TAKE_BACK}([a-z]{3,})`);
/** "…the den, its 12x15": a clause that only gives a size is about the thing named in the clause before it. */
const BARE_SIZE =
  /^\s*(?:(?:its|it s|it is|which is|that s|thats|is|about|around|like|maybe|approx\w*|measures?|mide|son|es|de|unos|unas|como)\s+)*[\d.,]+\s*(?:(?:x|by|por)\s*[\d.,]+\s*)?(?:[a-z\u00b2]{1,6}\s*){0,2}$/;
const CLAUSE_BREAK = /(,(?!\d)|;|\.(?!\d)|\s(?:and|y|plus)\s)/;
const TAKE_BACK_WORD = /\b(?:wait|actually|bueno|ah no|ay no|espera|nah|scratch|mejor|perdon|sorry)\b/i;
const NARROWING_WORD = /\b(?:just|only|solo|solamente|nomas|nom[a\u00e1]s|nada m[a\u00e1]s)\b/i;

/** Lower case without accents, one character for one, so a position in it is a position in the raw text. */
function folded(raw: string): string {
  let out = '';
  for (const c of raw) out += c.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().slice(0, 1) || ' ';
  return out;
}

/** A customer's turn with the measures of the parts a take-back leaves out blanked; the raw text otherwise. */
export function withoutNarrowedMeasures(raw: string): string {
  if (!/\d/.test(raw) || !TAKE_BACK_WORD.test(raw) || !NARROWING_WORD.test(raw)) return raw;
  const text = folded(raw);
  const m = NARROWED.exec(text);
  if (!m || text.length !== raw.length) return raw;
  const from = Math.max(0, m.index - 160);
  const clauses = text.slice(from, m.index).split(CLAUSE_BREAK);
  const naming = new RegExp(`\\b${m[1]}\\b`);
  // Whether each clause is about the thing kept: it names it, or only gives a size after a clause that names it.
  let about = false;
  const named = clauses.map((c, i) => {
    if (i % 2 === 1) return false;
    if (!BARE_SIZE.test(c)) about = naming.test(c);
    return about;
  });
  const measured = (c: string): boolean => /\d/.test(c);
  const sized = clauses.map((c, i) => i % 2 === 0 && measured(c));
  if (!sized.some((x, i) => x && named[i]) || !sized.some((x, i) => x && !named[i])) return raw;
  let out = raw.slice(0, from);
  let at = from;
  clauses.forEach((c, i) => {
    out += sized[i] && !named[i] ? ' '.repeat(c.length) : raw.slice(at, at + c.length);
    at += c.length;
  });
  return out + raw.slice(at);
}

/**
 * A message in Catalan (its words of work are in catalan-words.ts): "i" is "and", "3,5 de llarg per 2,4" is "por",
 * "d'alt" is "de alto". Only where the message has words no Spanish or English message has.
 */
const CATALAN =
  /\b(?:necessito|necessite|necessitem|vull|voldria|voldriem|volem|tambe|despres|amb|penjar|canviar|netejar|muntar|aixeta|endolls?|perque|meva|meu|xe|bon dia|bona tarda|bona vesprada|gracies|si us plau)\b/;
const CATALAN_AND = / i (?=[a-z])/g;
const CATALAN_AND_RAW = / i (?=\p{L})/gu;

/** A Catalan message's "i" is "y", so its jobs are split where a Spanish message's are. */
export function catalanAnd(raw: string): string {
  if (!raw.includes(' i ')) return raw;
  const plain = raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return CATALAN.test(plain) ? raw.replace(CATALAN_AND_RAW, ' y ') : raw;
}
const CATALAN_BY = / per (?=\d)/g;
/** Articles: "l'aixeta", "els vidres", "totes les finestres". */
const CATALAN_ARTICLE = /(?<= )(l|els|les|totes|tots) (?=[a-z])/g;
const CATALAN_ARTICLES: Record<string, string> = { l: 'el ', els: 'los ', les: 'las ', totes: 'todas ', tots: 'todos ' };
/** "d'alt", "d'alçada" (high), "d'ample", "d'amplada" (wide). */
const CATALAN_SIZE = / d (alt|alcada|ample|amplada)\b/g;

const COUNTED_PLUS = /\b(\d+\s+[a-z]+)\s+plus\s+(?=\d)/g;

/** The same clause is normalized several times per request (grouping, matching, quantities): remember recent ones. */
const recent = new Map<string, string>();

/**
 * Andalusian speech written as said drops an infinitive's r and keeps its accent: "cambiá toa la ventana", "bajá lo
 * mueble", "ponè solería", "alicatá la paré". The r is written back (the accent tells it from "cambia", "baja").
 * Spain's "parqué" is the floor, which the accent tells from "parque", a park.
 */
const SAID_AR =
  /\b(cambi|baj|sub|arregl|alicat|pint|limpi|quit|mont|colg|instal|repar|carg|llev|tir|sac|port|mud|lav|barr|tap|cort|pod|sell|impermeabiliz|pul|lij|barniz|acuchill|pas|ech|mir|arm|desmont|vaci)á(?=[\s,.!?;]|$)/g;
const SAID_ER = /\b(pon|hac|mov|barr|recog|met|romp|cog|tra)[éè](?=[\s,.!?;]|$)/g;
function writtenAsSaid(lower: string): string {
  if (!/[áéè](?:[\s,.!?;]|$)/.test(lower)) return lower;
  return lower
    .replace(SAID_AR, '$1ar')
    .replace(SAID_ER, '$1er')
    .replace(/\bparé(?= de)/g, 'pared')
    .replace(/\bparqué(?![a-z])/g, 'parquet');
}

export function normalize(text: string): string {
  const cached = recent.get(text);
  if (cached !== undefined) return cached;
  const out = normalizeOnce(text);
  if (recent.size >= 2_000) recent.clear();
  recent.set(text, out);
  return out;
}

/** "a park model in a 55+ park", "a 55 and over community": an age limit, not an amount. */
const AGE_LIMIT =
  /\b[4-6]\d\s*(?:\+|and over|and older|plus)\s*(?=(?:park|parks|community|communities|complex|condo|condos|building|resort|mobile|neighborhood|village|retirement|adult|senior)\b)/g;
/** "sustituir enchufes x5 (uno quemado)", "toilets x 2": things counted after their name, as on a list. */
const LISTED_COUNT =
  /(?<!(?:\d|\b(?:a|one|two|three|four|five|six|un|una|uno|dos|tres|cuatro|cinco|seis))\s*(?:[a-z]+\s+)?)\b(?!(?:dos|tres|seis|trece|catorce|quince|horas|hours|hrs|mins|minutes|minutos|veces|times|dias|days|cobrais|cobras|pides|pedis|charges|costs)\b)([a-z]{3,}s),? ?x ?(\d{1,2})\b(?!\s*(?:x|by|por)\b|\s*[\d.]|\s*(?:cm|mm|m|mts?|metros?|m2|ml|sq|pies|in|inch|ft|feet|h|hrs?|hours?|horas?|days?|dias?)\b)/g;

/** A capitalized name of one to three words in brackets: "(Juniper Ridge)", "(Del Valle)". */
const BRACKETED_PLACE = /\((?:[A-Z][a-z\u00e0-\u00fc]+)(?:\s+(?:[A-Z][a-z\u00e0-\u00fc]+|de|del|la|el)){0,3}\)/gu;

/** A move's route: "Moving from Bushwick to Ridgewood", "mudanza de Sevilla a Málaga". */
const MOVE_HINT = /mov|mudanz|mudar|mudo|reloc|flete|acarreo/i;
/** A capitalized name after "from"/"to" is a place; read as words it can name a job ("Ridgewood" ~ ridge, "Bushwick" ~ bush). */
const ROUTE_PLACE =
  /\b(from|to|into|desde|hasta|de|a)\s+(?:[A-Z][\p{Ll}]+)(?:\s+[A-Z][\p{Ll}]+)*|(?<=[:,]\s*|\b(?:move|moving|mudanza)\s+)()(?:[A-Z][\p{Ll}]+)(?:\s+[A-Z][\p{Ll}]+)*(?=\s*(?:to|->|→|hasta)\s)/gu;

/** "Four hours, three men. Mill Woods to Sherwood Park": hands booked by the hour from one named place to another move. */
const HANDS_FOR_HOURS =
  /\b(?:men|guys|movers|helpers|people|hands)\b[\s\S]*\b(?:hours?|hrs?)\b|\b(?:hours?|hrs?)\b[\s\S]*\b(?:men|guys|movers|helpers|people|hands)\b/i;
const HANDS_ROUTE = /\b[A-Z][\p{Ll}]+(?:\s+[A-Z][\p{Ll}]+)*\s+(?:to|->|→)\s+[A-Z][\p{Ll}]+(?:\s+[A-Z][\p{Ll}]+)*/u;

/**
 * "…theyre blocking the sign. Oak Lawn", "…before we open. Fort Collins": a place signed off at the end of a message,
 * two to four capitalized words after a stop, never a job ("Oak" is no tree to trim). A run that opens with a work
 * word or names a fixture ("Kitchen Faucet") is kept.
 */
const SIGNED_PLACE =
  /([.,;!?\n]\s*|\s-\s*)(?!(?:Replace|Fix|Paint|Install|Clean|Need|Hang|Mount|Repair|New|Pintar|Cambiar|Arreglar|Instalar|Limpiar|Kitchen|Bathroom|Bedroom|Living|Front|Back|Master|Guest)\b)([A-Z][a-z\u00e0-\u00fc]+(?:\s+(?:[A-Z][a-z\u00e0-\u00fc]+|de|del|la|el)){1,3})\s*[.!]?\s*$/u;

/**
 * A letter's frame: "Dear Sir or Madam," at the top, "Yours truly, / Gwendolyn Harris" or "Sent from my iPad" at the
 * foot. They carry no job, and the names in them can read as words of one ("Baker", "Carpenter", "Widow").
 */
const LETTER_CUE = /dear|concern|regards|sincerely|yours|thank|cheers|wishes|respectfully|cordial|saludo|atentamente|sent from/i;
// "Dear sir kindly replace my door": with no comma after the greeting, only the usual words of whom it greets go.
const SALUTATION =
  /^\s*(?:dear\s+[^,:\n]{1,40}(?=[,:.!\n])|dear\s+(?:sir(?:\s+or\s+madam)?|madam|sirs|team|friends?|all|neighbou?rs?)\b|to whom it may concern|estimad[oa]s?\s+[^,:\n]{1,30})[,:.!]?\s*/i;
const SENT_FROM = /\s*\bsent from my [a-z]+(?:\s+[a-z0-9]+)?\s*/gi;
/** Either case for a phrase's first letter: a sign-off opens its line, the names after it stay capitalized. */
const capitalOrNot = (phrases: string): string =>
  phrases.replace(/(^|\|)([a-z])/g, (_, bar: string, c: string) => `${bar}[${c}${c.toUpperCase()}]`);
const CLOSING = capitalOrNot(
  '(?:kind|kindest|warm|warmest|best|many|with my best|with best|with kind|with warm|with many|with) (?:regards|wishes|thanks)|regards|thanks|thank you|thanking you|sincerely|yours truly|yours sincerely|yours faithfully|respectfully|cordially|cheers|god bless|un saludo|saludos|atentamente|cordialmente|gracias de antemano',
);
const SIGN_OFF = new RegExp(
  `(^|[\\n.!?,]\\s*)(?:${CLOSING})(?: kindly| in advance| very much| for your (?:time|help|attention|consideration)| cordiales| cordial| yours)?[,.!]?(?:\\s*(?:\\p{Lu}[\\p{L}.'-]*|\\([\\p{L}.]+\\)|from|and|de|del|la|el|y|van|von|&|,|-))*[\\s.!]*$`,
  'u',
);

function unframed(raw: string): string {
  return raw.replace(SENT_FROM, ' ').replace(SALUTATION, '').replace(SIGN_OFF, '$1');
}

/**
 * "2 sliding doors at 901 Fremont", "one in 6C at 2901 Sunset": a number after "at" before a capitalized name is a
 * street number. Read before lower-casing; "at 4 PM" is a time and stays.
 */
/** "1220 Palmetto: storm knocked down…", "4100 Tennyson duplex turnover": a message that opens on a street number. */
const OPENS_ON_ADDRESS =
  /^(\s*)\d{2,5}\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:\s*[:,\-#]|\s+(?:duplex|triplex|fourplex|unit|apt|house|building|turnover)\b))/u;
const AT_ADDRESS = /\b(at|@)\s+\d{1,5}(?:-\d{1,4})?\s+(?=(?:[NSEW]\.?\s+)?\p{Lu}\p{Ll})(?!(?:AM|PM|Am|Pm)\b)/gu;

const TIME_OF_DAY =
  /\b(a|de|desde|hasta|sobre|para|entre) las \d{1,2}(?:[:.h]\d\d)?(?: ?(?:h|hrs|am|pm))?\b(?! ?(?:horas|hrs|metros|m2|m\u00b2|[a-z]+s\b))/g;

/** "72 ave Surrey", "on 5th avenue": a numbered street. */
const NUMBERED_STREET = /\b\d{1,3}(?:st|nd|rd|th)?\s+(?:ave|avenue|street)\b/g;
/** "sorry I'm on 290 right now": the highway the customer drives on. */
const ON_THE_ROAD =
  /\b(i m|im|i'm|i\u2019m|i am|we re|were|we're|we\u2019re|we are|currently|stuck) (?:on|driving on|stuck on|in traffic on) (?:the )?(?:i-?|hwy |highway |route |rte |interstate )?\d{1,3}\b(?!\s*(?:ft|feet|foot|sq|square|hours?|hrs|inch|inches|gallons?|%|x\b|by\b))/g;
/** "29 june", "June 29th", "the 15th of May": a date. */
const DATE =
  /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|january|feb|february|march|april|may|june|july|aug|august|sept|september|oct|october|nov|november|dec|december)\b|\b(?:jan|january|feb|february|march|april|june|july|aug|august|sept|september|oct|october|nov|november|dec|december)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:ft|feet|foot|'|m\b|sq|square|x\b|by\b|hours?|hrs|inch|inches|movers|guys|men|people))/g;
const MONTH = /\b(?:jan|feb|march|april|may|june|july|aug|sept|oct|nov|dec)/;

/** Numbers that name a street, a highway or a day, never an amount; each pattern runs only when its words are there. */
function placesAndDates(text: string): string {
  let out = text;
  if (/\b(?:ave|avenue|street)\b/.test(out)) out = out.replace(NUMBERED_STREET, 'someplace');
  if (out.includes(' on ')) out = out.replace(ON_THE_ROAD, '$1 on the road');
  if (MONTH.test(out)) out = out.replace(DATE, 'a date');
  if (out.includes('/')) out = out.replace(SLASH_DATE, '$1a date');
  if (/(?:cuarto|room|depa|apt|unit|suite|habitacion|local|interior)\s+(?:numero |num |no |#)?\d/.test(out))
    out = out.replace(NUMBERED_ROOM, '$1 numbered');
  if (TREE_STREET.test(out)) out = out.replace(TREE_STREET, 'someplace');
  if (/\bitems?\b/.test(out)) out = out.replace(REPORT_ITEM, 'a report line');
  return out;
}
/**
 * "closing 6/2", "delivery 6/3", "list by 3/1", "closing 5/30": a month and a day, said where a date goes or with a day
 * past 12 (a home's beds and baths, "3/2", are never both ≤ 12 after such a word).
 */
const SLASH_DATE =
  /\b((?:closing|close|closes|closed|listing|list|listed|lists|by|before|on|until|till|due|deadline|thru|through|after|delivery|delivered|deliver|move in|move out|movein|moveout|starting|start|starts|from|coe|escrow|inspection|el|del|hasta el|para el|antes del)\s+)?\b(?:1[0-2]|0?[1-9])\/(?:(?:1[3-9]|2\d|3[01])\b|(?:0?[1-9]|1[0-2])\b(?<=(?:closing|close|closes|closed|listing|list|listed|lists|by|before|on|until|till|due|deadline|thru|through|after|delivery|delivered|deliver|move in|move out|movein|moveout|starting|start|starts|from|coe|escrow|inspection|el|del|hasta el|para el|antes del)\s+\d{1,2}\/\d{1,2}))(?:\/\d{2,4})?(?!\s*(?:x|by|por)\b)/g;
/** "un apagador pegado en el cuarto 4", "the tenant in unit 3B": which room or unit, by its number, not a count. */
const NUMBERED_ROOM =
  /\b((?:el|del|al|the|in|en el|la|de la|en la) (?:cuarto|room|depa|departamento|apt|apartamento|unit|suite|habitacion|local|interior))\s+(?:numero |num |no |#)?\d{1,4}[a-z]?\b(?!\s*(?:x|por|by|m\b|metros|mts|ft|feet|pies|m2|en total|total|y|and|,))/g;
const GLUED_FIGURE = /\b(\d+)([a-z]{4,})\b/g;
/** "Item 4.2 of the inspection report", "inspection items 12.1 and 12.4", "report pg 9 item 4": where in a report, no count. */
const REPORT_ITEM =
  /\b(?:(?:pg|page|p)\.?\s*\d{1,3},?\s+)?items?\s+#?\d{1,3}(?:\.\d{1,2})?(?:\s*(?:,|and|&|y)\s*\d{1,3}\.\d{1,2})*(?!\s*(?:x|by|ft|feet|sq|m\b|hours?|hrs?))/g;
/** "the 22 Elm apts", "at 14 Maple Ave": a street named for a tree, not a tree to cut. */
const TREE_STREET =
  /\b\d+\s+(?:elm|oak|maple|pine|cedar|birch|willow|spruce|walnut|cherry|palm|poplar|ash|chestnut|magnolia|hickory|sycamore|laurel)\b(?=\s+(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|ct|court|blvd|way|pl|place|apts?|apartments|condos?|building|terrace|circle|cir|pkwy)\b)/g;

/** "Concierge needs the names 24 hrs ahead": notice given, not hours of work. */
const NOTICE_HOURS = /\b\d{1,3} ?(?:hrs?|hours?|horas?) (?:ahead|in advance|notice|beforehand|de anticipacion|de antelacion)\b/g;
/** "en L: 2,10 + 1,10 metros lineales": a sum written out, with the unit said once after it. */
// "20 + 15 ft", "20 ft + 15 ft", "3.2 m run + 1.1 m return": runs added up are one figure.
const SUM_WITH_UNIT =
  /\b(\d+(?:[.,]\d{1,2})?)(?:\s*(?:m|mts|metros|ml|ft|feet|pies)\b(?:\s+[a-z]+){0,2}?)?\s*\+\s*(\d+(?:[.,]\d{1,2})?)(?=\s*(?:m|mts|metros|ml|ft|feet|pies|sq ft|m2)\b)/g;

function summed(_: string, a: string, b: string): string {
  const total = Number(a.replace(',', '.')) + Number(b.replace(',', '.'));
  return String(Math.round(total * 100) / 100);
}

const BARE_SIDE_AFTER = /\b(\d+(?:[.,]\d+)?)\s+de (largo|ancho)\b/g;
const BARE_SIDE_BEFORE =
  /(?<!\b(?:m|mts?|metros?|cm)\s)\bde (largo|ancho),? (\d+(?:[.,]\d+)?(?: y medio)?)(?!\s*(?:m|mts?|metros?|cm|x|por|pies|ft|de)\b|[.,]\d)/g;
/** "18 metros por el frente y otros 18 por atrás", "40 ft in front and another 40 in the back": the unit said once. */
const UNIT_CARRIED =
  /(\b\d+(?:[.,]\d+)?\s*(metros? lineales|metros|mts|ml|ft|feet|foot|pies)\b[^.;!?\n]{0,40}?\b(?:y|and|plus|mas)\s+(?:(?:otros?|otras?|another|other)\s*(?=\d)|(?=\d{2})))(\d+(?:[.,]\d+)?)(?=\s+(?:por|en|in|on|along|at|around|across|del?|de la|out)\b)/g;
/** "un camión de 20 m3", "a 15 yd3 dumpster": a volume names the truck or bin, no size of the work. */
const CUBIC = /(\d+(?:[.,]\d+)?) ?(?:m|mts|yd|ft)3(?![a-z0-9])/g;
const FRACTIONS: Record<string, string> = { '½': '.5', '¼': '.25', '¾': '.75' };

function normalizeOnce(input: string): string {
  const framed = LETTER_CUE.test(input) ? unframed(input) : input;
  const placed = framed.includes('at ') || framed.includes('@') ? framed.replace(AT_ADDRESS, '$1 ') : framed;
  const opened = /^\s*\d/.test(placed) ? placed.replace(OPENS_ON_ADDRESS, '$1') : placed;
  // "Kamloops (Juniper Ridge)", "en la Del Valle (Narvarte)": a neighbourhood in brackets names a place, never a job.
  const raw = /\([A-Z]/.test(opened) ? opened.replace(BRACKETED_PLACE, '(someplace)') : opened;
  const routed = MOVE_HINT.test(raw)
    ? raw.replace(ROUTE_PLACE, '$1 someplace')
    : HANDS_FOR_HOURS.test(raw)
      ? raw.replace(HANDS_ROUTE, 'moving from someplace to someplace')
      : raw;
  const text = /[A-Z][a-z\u00e0-\u00fc]+\s+[A-Z][a-z\u00e0-\u00fc]+\s*[.!]?\s*$/u.test(routed)
    ? routed.replace(SIGNED_PLACE, '$1someplace')
    : routed;
  // Most requests are plain ASCII: skip Unicode decomposition for them.
  // "3½ hours": a vulgar fraction is its decimal (NFKD would split it into "1⁄2").
  const halves = /[½¼¾]/.test(text)
    ? text.replace(/(\d)?\s?([½¼¾])/g, (_m, d: string | undefined, f: string) => `${d ?? '0'}${FRACTIONS[f]}`)
    : text;
  let out = /[^\x00-\x7f]/.test(halves)
    ? writtenAsSaid(halves.toLowerCase()).normalize('NFKD').replace(/\p{M}/gu, '')
    : halves.toLowerCase();
  if (RARE.test(out)) for (const [pattern, replacement] of RARE_REWRITES) out = out.replace(pattern, replacement);
  if (/\d/.test(out)) out = placesAndDates(out);
  // "una barda de 2 mts de alta y 18 de largo", "mide 4 de ancho y de largo 4 y medio": a side's metres left unsaid.
  if (/ de (?:largo|ancho)\b/.test(out) && /\d/.test(out))
    out = out.replace(BARE_SIDE_AFTER, '$1 metros de $2').replace(BARE_SIDE_BEFORE, '$2 metros de $1');
  if (/ (?:y|and|plus|mas) /.test(out) && /\d/.test(out)) out = out.replace(UNIT_CARRIED, '$1$3 $2');
  if (/\d ?(?:m|mts|yd|ft)3/.test(out)) out = out.replace(CUBIC, '$1 metros cubicos');
  // Gated: each runs only where its sign is present, since most messages have neither.
  if (/s,? ?x ?\d/.test(out)) out = out.replace(LISTED_COUNT, '$2 $1');
  if (/\d[^+\n]{0,20}\+\s*\d/.test(out)) out = out.replace(SUM_WITH_UNIT, summed);
  if (/ahead|advance|notice|antelacion|anticipacion/.test(out)) out = out.replace(NOTICE_HOURS, 'a day ahead');
  if (/\d\s*(?:\+|and o|plus)/.test(out)) out = out.replace(AGE_LIMIT, 'retirement ');
  // "ocupo 3cargadores por 5horas": a figure glued to the word it counts.
  if (/\d[a-z]{4}/.test(out)) out = out.replace(GLUED_FIGURE, '$1 $2');
  for (const [pattern, replacement] of REWRITES) out = out.replace(pattern, replacement);
  // "set to a setting"; "con el calor de 40" keeps no figure at all ("de a setting" would read as one more).
  if (TEMPERATURE_CONTEXT.test(out))
    out = out.replace(TEMPERATURE, (_m, lead: string) =>
      /^(?:calor|heat)/.test(lead) ? lead.replace(/ de$| of$/, '') : `${lead} a setting`,
    );
  if (/\dh\s?[134]/.test(out)) out = out.replace(HOURS_MINUTES, (_, h: string, m: string) => `${Number(h) + Number(m) / 60}h`);
  if (/ de \d\d/.test(out)) out = out.replace(SCREEN_SIZE, screenInches);
  if (/perdon|mejor dicho|quise decir|scratch that|i meant|no wait|no, wait/.test(out)) out = dropTakenBack(out);
  if (CATALAN.test(out))
    out = out
      .replace(CATALAN_AND, ' y ')
      .replace(CATALAN_BY, ' por ')
      .replace(CATALAN_SIZE, (_, side: string) => (side === 'alt' || side === 'alcada' ? ' de alto' : ' de ancho'))
      .replace(CATALAN_ARTICLE, (_, article: string) => CATALAN_ARTICLES[article] ?? `${article} `);
  out = undictated(out);
  // "entre el check-out de las 11 y la entrada a las 16": times of day, no amounts ("de las 3 recámaras" stays).
  if (/\blas \d/.test(out)) out = out.replace(TIME_OF_DAY, '$1 esa hora');
  // "16 doors plus 5 drawers": "plus" between two counted things lists them as "and" does.
  if (out.includes(' plus ')) out = out.replace(COUNTED_PLUS, '$1 and ');
  return applySynonyms(out.trim());
}
