/**
 * Reads every quantity in a clause, with its kind and unit system. Patterns
 * run from most to least specific; each match is blanked so "200 sq ft" is
 * not read again as "200 ft". Input: normalized text with digits (numbers.ts).
 */
import { blank } from './blank.js';
import { matchesOf } from './scan.js';

/** A number not followed by more digits (the last number of a run). */
const NUMBER = /\d+(?:\.\d+)?(?![\d.]*\d)/g;

export type System = 'imperial' | 'metric';

const M_PER_FT = 0.3048;
/** A size in square metres or metres, whatever unit it was said in; null for a count or hours. */
function inMetres(q: Quantity, fallback: System): number | null {
  const imperial = (q.system ?? fallback) === 'imperial';
  if (q.kind === 'dims' || q.kind === 'area') {
    const area = q.kind === 'dims' ? q.value * (q.other ?? 0) : q.value;
    return imperial ? area * M_PER_FT * M_PER_FT : area;
  }
  if (q.kind === 'length') return imperial ? q.value * M_PER_FT : q.value;
  return null;
}

/** "5 x 4 metros, o sea like 16 by 13 feet", "6 metros, like 20 feet": the same size said again in the other system. */
export function restates(a: Quantity, b: Quantity, fallback: System): boolean {
  if ((a.system ?? fallback) === (b.system ?? fallback) || (a.kind === 'length') !== (b.kind === 'length') || b.pos - a.pos > 90)
    return false;
  const x = inMetres(a, fallback);
  const y = inMetres(b, fallback);
  return x !== null && y !== null && x > 0 && Math.abs(x - y) <= 0.12 * Math.max(x, y);
}
export type QuantityKind = 'area' | 'length' | 'dims' | 'hour' | 'day' | 'room' | 'count';

export interface Quantity {
  kind: QuantityKind;
  /** area: sq ft or sq m; length: ft or m; dims: first side; others: plain number. */
  value: number;
  /** dims only: second side. */
  other?: number;
  system: System | null;
  pos: number;
  /** dims only: where the match ends. */
  end?: number;
  /** length only: the customer said "linear" / "lineales" / "ml". */
  linear?: boolean;
  /** The text from the quantity before this one (or the start) up to this one: how the two are joined. */
  gap?: string;
  /** It replaced the figure before it ("wait, make it 5"). */
  corrected?: boolean;
  /** count only: a word follows the number ("3 nightstands"), so it counts things. */
  counts?: boolean;
  /** length, area or dims: "20 ft each side", "5 m cada uno", "5 x 8 each": the size of each of the things counted before. */
  each?: boolean;
  /** length with `each`: two sides were named before it ("front and back are each 60 ft"), so the size is of each of two. */
  pair?: boolean;
  /** count only: a place follows the number ("and 1 in the patio"), so it counts more of the things before. */
  placed?: boolean;
  /** count only: a place follows the number at once ("3 in the kitchen", "dos junto al escusado"), wherever it stands. */
  located?: boolean;
  /** count only: a part of a count said before ("6 fans, 2 of them in the bedrooms"). */
  part?: boolean;
  /** area only: the run of a length-and-height ("12 m de largo y 1,5 de alto"), for tasks measured by length. */
  run?: number;
  /** count only: drawer fronts listed after the doors of cabinets being painted ("18 doors and 6 drawers"): more of them. */
  added?: boolean;
  /** A bare figure that took the kind of the figure it corrects ("3 rooms… make it 4"). */
  bare?: boolean;
  /** length only: one more side or run joined to the length before ("12 m de un lado y 8 del otro"): they add up. */
  side?: boolean;
  /** area or dims: taken out of the size before ("40 x 25 but there's a 10 x 10 patio, so minus that"). */
  minus?: boolean;
  /** count only: it counts sides ("3 sides", "one side"), of a yard or a house, not the thing worked on. */
  sides?: boolean;
  /** area only: said in roofing squares ("22 squares"), so a bare figure correcting it is in squares too. */
  squares?: boolean;
}

const N = '(\\d+(?:\\.\\d+)?)';
const END = '(?![a-z0-9])';
const AREA_FT =
  "sq\\.?\\s*(?:ft|feet|foot|')\\.?|square\\s*(?:feet|foot|ft)|sqft|sqfeet|sqfts|sq\\.?ft|sqf|sft|sf|ft2|ft\\s*2|feet2|ft\\^2|pies?\\s*cuadrados?|pies2|p2";
const AREA_M =
  'sq\\.?\\s*m(?:eters?|etres?|ts?)?|square\\s*(?:met(?:er|re)s?|m)|m2|m\\s2|m\\^2|mts?2|mts?\\s2|mtrs?2|met(?:ro|er|re)s?2|met(?:ro|er|re)s?\\s*cuadrados?|mts?\\.?\\s*cuadrados?|met(?:er|re)s?\\s*squared|m\\s*cuadrados?';
const AREA_ACRE = 'acres?|acre|hectareas?|hectares?|ha';
const AREA_YD = 'sq\\.?\\s*(?:yd|yds|yards?)|square\\s*yards?|yd2|yardas?\\s*cuadradas?';
const LEN_FT = "linear\\s*(?:feet|foot|ft)|lin\\.?\\s*(?:ft|feet)|lf|ft|feet|foot|'|pies?\\s*lineales?|pies?";
const LEN_M =
  'met(?:ro|er|re)s?\\s*lineales?|metros?\\s*de\\s*largo|linear\\s*met(?:er|re)s?|ml|m\\.l\\.|mts?|m|met(?:er|re)s?|metros?|mtrs?|lm';
const LEN_YD = 'yards?|yds?|yardas?';
const LEN_IN = 'inches|inch|in\\.|pulgadas?|"';
const SIDE_UNIT = "(?:\\s*(?:'|ft|feet|foot|pies?|m|mts?|metros?|met(?:er|re)s?))?";

const AREA = new RegExp(`${N}\\s*(?:(${AREA_FT})|(${AREA_M})|(${AREA_YD})|(${AREA_ACRE}))${END}`, 'g');
const DIMS = new RegExp(
  `${N}(${SIDE_UNIT})\\s*(?:x|by|por)\\s*${N}(${SIDE_UNIT})(?:\\s*(?:x|by|por)\\s*\\d+(?:\\.\\d+)?${SIDE_UNIT})?${END}`,
  'g',
);
const LENGTH = new RegExp(
  `${N}\\s*(?:(${LEN_FT})|(${LEN_M})|(${LEN_YD})|(${LEN_IN}))(?:\\s*(?:linear|lineales?|long|de\\s+largo|lin))?${END}`,
  'g',
);
const RUN_UNIT = '(?:\\s*(m|mts?|metros?|ft|feet|foot|pies))?';
const L_SHAPED = new RegExp(
  `${N}${RUN_UNIT}\\s+(?:por|de|on|along|en)\\s+(?:un|one|1)\\s+(?:lado|side|pared|wall)\\s*,?\\s*(?:y|and)\\s+${N}${RUN_UNIT}\\s+(?:por|de|on|along|en)\\s+(?:el|la|the)\\s+(?:otro|otra|other)${END}`,
  'g',
);
const MINUTES_OF_WORK = new RegExp(
  `${N}\\s*(?:minutes|mins|minutos)\\s+(?:of\\s+(?:work|labou?r|shovell?ing|cleaning)|de\\s+trabajo)${END}`,
  'g',
);
const HOURS = new RegExp(`${N}\\s*(?:hours?|hrs?|h|horas?|horitas?|hs)${END}`, 'g');
/** Days of work, not a deadline's ("14 days to cure", "60 days to put in a new one", "a 30 day notice"). */
const DAYS = new RegExp(
  `${N}\\s*(?:full\\s+)?(?:days?|dias?|jornadas?)(?!\\s+(?:to\\s+(?:cure|comply|correct|respond|reply|put in|get it|fix it)|deadline|notice|cure|window|para (?:cumplir|corregir|responder)|de plazo))${END}`,
  'g',
);
/** Counts of rooms: a room-priced job's amount, and for any other job a count of places, not of its items ("a water heater, 2 bathrooms"). */
const ROOMS = new RegExp(
  `${N}\\s*-?\\s*(?:(?:small|big|large|full|half|guest|spare|kids|upstairs|downstairs)\\s+)?(?:rooms?|bedrooms?|beds?(?!\\s+(?:frames?|from|de)\\b)|brs|br|bdrm|bdrms|bdr|bd|bathrooms|washrooms|restrooms|kitchens|cuartos?|recamaras?|habitaciones?|dormitorios?|ambientes?|alcobas?|banos|aseos|cocinas)${END}`,
  'g',
);
/** Numbers that count something other than the job (years, floors, money, times of day, "one very determined cat"). */
const NOT_JOB_AFTER = new RegExp(
  `^\\s*(?:-?\\s*)?(?:(?:small|little|quick|short|different|separate|other|pequen[oa]s|chiquit[oa]s|cortos)\\s+(?=(?:things|cosas|jobs|trabajos|tasks|tareas|questions|preguntas)\\b))?(?:(?:very\\s+|really\\s+|super\\s+)?(?:determined|naughty|bad|crazy|angry|big|old|young|new|sweet|wild|stray|hyper|curious|busy|tiny)\\s+(?=(?:dogs?|cats?|puppy|puppies|pups?|kittens?|kids?|toddlers?)\\b))?(?:(?:for|in|on|per|en|por|para|pa)\\s+(?:each|every|cada)|(?:days?|dias)\\s+(?:to\\s+(?:cure|comply|correct|respond|reply|put in|get it|fix it)|deadline|notice|cure|window|para (?:cumplir|corregir|responder)|de plazo)|(?:business|working|calendar|biz) days?|(?:of them )?(?:sent|says|said|told|texted|called|wrote|emailed|complained|mentioned|me mando|me dijo|me escribio)(?![a-z])|dias (?:habiles|laborables|naturales)|years?|yrs?|yo|year|story|stories|storey|floors?|flights?|pisos?|plantas?|niveles?|levels?|baths?|ba|am|pm|a\\.m|p\\.m|oclock|min|mins|minutes?|minutos?|weeks?|wks?|semanas?|months?|meses?|anos?|unit\\b|family(?:\\s+(?:house|home|building|dwelling|rental|property|unit))?(?=\\s*(?:[,.;!?]|$|in\\b|on\\b|at\\b|near\\b|before\\b|for\\b|that\\b|which\\b))|plex|summers?|winters?|springs|autumns?|falls|seasons?|veranos?|inviernos?|temporadas?|of us|of them here|de nosotros|%|percent|dollars?|bucks|pesos|euros|usd|mxn|eur|cad|k|gallons?|galones?|litros?|liters?|litres?|gal|amps?|amperes?|volts?|v|btu|btus|frig|frigs|frigorias?|tons?|toneladas?|lbs?|pounds?|kg|kilos?|quilos?|cm|centimetros?|centimeters?|centimetres?|mm|milimetros?|st|nd|rd|th|layers?|capas?|coats?|cars?|kids?|(?:little|small|young|teenage) (?:kids?|ones|children|boys|girls)|children|toddlers?|babies|chamacos|chiquillos|dogs?|cats?|labs|pups|puppies|pets|miles?|mi|millas?|km|kms|kilometers?|kilometres?|kilometros?|blocks?|cuadras?|perros?|perritos?|gatos?|mascotas|hijos|ninos|vecinos|vecinas|neighbou?rs|familias|families|tenants|inquilinos|residents|cm|mm|seer|w|watts?|inches|inch|pulgadas?|pulg\\.?|prongs?|puntas|patitas?|patas|hp|horsepower|psi|gpm|gauge|calibre|cu\\.?\\s*ft|cubic|pies\\s+cubicos|quarts?|qt|l|lts?|cc|kw|kva|kilowatts?|sones|mbh|cfm|things|cosas|jobs|trabajos|tasks|tareas|questions|preguntas|calls|meetings|reuniones|llamadas|videollamadas|emails|correos|mensajes|messages|texts|audios|in(?=\\s*[,;)]|\\s*$)|drawers?(?!\\s+(?:fronts?|faces?))|cajones|fg|frig|steps?|escalones|peldanos|circuits?|circuitos?|frigorias|kcal|degrees?|grados?|plazas|seats?|asientos|lines?|lineas?|burners?|quemadores|hornillas|fuegos|ciclos|cycles|speeds?|velocidades|year[- ]old|y\\/o|mos?|loads?|roommates?|roomies|(?:crios|crias|ninos|ninas|nenes|nenas|chavales|chamacos|peques|hijos|hijas|kids|children|grandkids|nietos|students?|tenants?|renters?|guests?(?! (?:room|rooms|bedroom|bedrooms|bath|baths|bathroom|bathrooms|suite|house|cottage))|estudiantes|inquilin[oa]s?|huespedes)(?![a-z])|(?:road|rd|street|avenue|ave|highway|hwy|sideroad|concession)(?![a-z])|housemates?|flatmates?|compis|companer[oa]s|out\\s+(?:here|there)|(?:outside|afuera)(?=\\s*(?:[,.;!?]|$|(?:today|right now|and|in|so|y|hoy)\\b))|de calor|flat(?!s)|amperios|a(?=\\s*[,.;)]|\\s*$)|in\\s+(?:single|double|doors?|wide|slab|prehung|tv|television|screen|pipe|line|monitor|wafers?|cans?|housings?|trims?|recessed|led|pot|downlights?|gutters?|k ?style|fans?)|in\\.)${END}`,
);
const NOT_JOB_BEFORE =
  /(?:[$€#]|(?:^|\s)-(?!\s)|\bminus|\bmenos|\bpast|\babove|\bbelow|\bat|\blevel|\blvl|\bnivel|\bsize|\btalla|\bclass|\bgen|\bversion|\ba las|\bby|\bbefore|\bafter|\bapt|\bunit|\bsuite|\bdepa|\bdepto|\bdpto|\bno\.|\bnumber|\bmodel|\bcalle|\bzip|\bnumero|\bcp|\bdia|\bday|\bsabado|\bdomingo|\blunes|\bmartes|\bmiercoles|\bjueves|\bviernes|\bsaturday|\bsunday|\bmonday|\btuesday|\bwednesday|\bthursday|\bfriday|\bantes del?|\b(?:antes|despues|hasta|desde|sobre|para) de las|\b(?:hasta|desde|sobre|para) las|\bpara el|\bon the|\bel|\bset to|\bset at|\bsomos|\bwe are|\b(?:elbow|fist|foot|knee|head|hand|shoulder) (?:thru|through|into)|\b(?:there is|there s|theres|there are|hay|tengo|i have|we have) (?:only|just|solo|nomas|nada mas)|\b(?:cm|mm|inch|inches|pulgadas)\s*(?:de (?:ancho|largo|alto)\s*)?(?:por|x|by)|\bfamily of|\bfamilia de|\bbylaws?|\bsection|\bclause|\barticle|\barticulo|\bart|\breglamento|\bentre (?:los|las|nosotros|nosotras)|\bsplit (?:between|among)|\bzone|\bzona|\bsector|\bcircuit|\bbreaker|\bim|\bi am|\bi m|\bshes|\bhes|\bshe is|\bhe is|\b(?:mom|mother|dad|father|grandma|grandpa|husband|wife)\s+is|\b(?:mom|mother|dad|father|grandma|grandpa|granny|husband|wife|madre|padre|mama|papa|abuela|abuelo|abuelita|abuelito|suegra|suegro)\s*,?)\s*$/;

/** Mains voltages, read as a count only when nothing electrical is beside them. */
const VOLTS = new Set([110, 115, 120, 127, 208, 220, 230, 240]);
const VOLT_PLACE =
  /\b(?:toma|tomas|contacto|enchufe|outlet|receptacle|plug|linea|line|corriente|voltaje|voltage|volt\w*|circuit\w*|breaker|dryer|secadora|charger|cargador|minisplit|ac|aire)\b/;
/** "the house is 84", "it's 80 inside", "la casa está a 30": an indoor temperature. */
const TEMPERATURE_BEFORE =
  /\b(?:house|home|inside|upstairs|downstairs|thermostat|temp|temperature|casa|adentro|termostato|temperatura)\s+(?:is|is at|says|reads|shows|stays|stays at|esta|esta a|esta en|marca|a)\s*(?:like|about|around|como|unos)?\s*$/;
/** "AC out!!! 112 outside", "hace 40 afuera": the weather, when nothing follows in the clause. */
const TEMPERATURE_AFTER =
  /^\s*(?:degrees?|grados|°)?\s*(?:outside|out there|outdoors|out|afuera|fuera|en la calle)\s*(?:[.,;!?]|$|today|hoy|and|y\b)/;
const ALONG_BEFORE = /\b(?:along|a lo largo de)\s+(?:the\s+)?$/;
const ALONG_PLACE = /^\s*(?:walls?|sides?|corners?|paredes?|lados?|muros?|esquinas?)\b/;
const WEATHER_NOW =
  /\b(?:its|it s|it is|hace|estamos a|ya)\s+(?:(?:already|still|like|almost|about|literally|prob|probably|casi|ya|todavia|aun|unos|como)\s+){0,2}$/;
const OUTSIDE_AFTER = /^\s*(?:degrees?|grados|°)?\s*(?:outside|out|afuera|fuera)\b/;
const HEAT_TODAY = /^\s*(?:degrees?|grados|°)?\s*(?:today|hoy|right now|rn|ahorita|this week|esta semana|tomorrow|manana)\b/;
/** "its supposed to be 20 tonight", "lows of 5 this week", "va a hacer 2 grados esta noche": a forecast. */
const FORECAST_BEFORE =
  /\b(?:supposed to (?:be|get|hit)|gonna (?:be|get|hit)|going to (?:be|get|hit)|(?:going|get|gets|getting|drop|drops|dropping|dip|dips) (?:down )?to|lows? of|highs? of|van a ser|va a hacer|va a estar a|va a bajar a|bajar a)\s*(?:like|about|around|maybe|como|unos)?\s*-?\s*$/;
const FORECAST_AFTER =
  /^\s*(?:degrees?|grados|°|below(?: zero)?|bajo cero|c|f)?\s*(?:tonight|today|tomorrow|this week|this weekend|overnight|esta noche|hoy|manana|este fin|outside|out|afuera|[.,;!?]|$)/;
const HEAT_TALK = /\b(?:ac|a c|air|cool\w*|cold|hot|heat|warm|calor|clima|aire|minisplit|enfria\w*|frio)\b/;
/** "mabe de 2 puertas", "una cancela de dos hojas", "a 2-door fridge": how the item is built, not how many. */
const BUILT_WITH_ITEM =
  '(?:refri\\w*|nevera|frigo\\w*|cancela|porton|reja|closet|armario|ropero|alacena|fridge|refrigerator|freezer|gate|wardrobe|closet)';
const BUILT_WITH_AFTER = new RegExp(`^\\s*-?\\s*(?:puertas|hojas|doors?)\\s*-?\\s*${BUILT_WITH_ITEM}\\b`);
const BUILT_WITH_BEFORE = new RegExp(`\\b${BUILT_WITH_ITEM}\\b[^.\\d]{0,30}\\b(?:de|es de|is a|with)\\s*$`);
const BUILT_WITH_PARTS = /^\s*-?\s*(?:puertas|hojas|doors?)\b/;
/** "… es mabe de 2 puertas.", "es de hierro, de dos hojas": said of the item at the end of a sentence. */
const BUILT_WITH_TAIL = /^\s*(?:puertas|hojas)\s*(?:[.,;!?]|$)/;
const BUILT_WITH_ANY = new RegExp(`\\b${BUILT_WITH_ITEM}\\b`);

/** "dividir un dormitorio en dos", "split the room into 2": the parts a room is divided into, not a count of the job. */
const DIVIDED_INTO = /\b(?:divid\w*|partir|part[ae]n|separar|split\w*|divide\w*|cut\w*)\b[^.\d]{0,40}\b(?:en|in|into)\s*$/;

/** A size taken out of the one before: "minus a 10 x 10 patio", "sin contar la cocina de 3x3", "... so minus that". */
const MINUS_BEFORE =
  /\b(?:minus|except|excluding|not counting|not including|subtract|take out|takeaway|menos|sin contar|quitando|descontando|restando|excepto|salvo)\b[^\d]{0,30}$/;
const MINUS_AFTER =
  /^[^\d]{0,40}\b(?:minus that|minus it|take that out|subtract that|not counting that|except that|que no cuenta|hay que restar|restale|quitale|sin contar eso|menos eso)\b/;

const STEPS_AFTER = /^\s*(?:[a-z]+\s+)?(?:steps?|escalones|peldanos|stairs)\b/;
/** "4 steps on the back porch replaced", "3 escalones cambiados". */
const STEPS_WORKED =
  /^\s*(?:[a-z]+\s+)?(?:steps?|escalones|peldanos)\b[^.\d]{0,40}\b(?:replaced|fixed|repaired|redone|rebuilt|cambiad[oa]s|reparad[oa]s|arreglad[oa]s)\b/;
const WORK_BEFORE =
  /\b(?:fix|repair|replace|redo|rebuild|refinish|reparar|arreglar|cambiar|sustituir|reponer|reparen|arreglen|cambien|fixed|repaired|replaced)\s+(?:(?:the|my|our|los|las|mis|unos|unas)\s+)?$/;

/** "18 doors and 6 drawers", "14 puertas y 4 cajones" for painting or refacing: the drawer fronts are counted with the doors. */
const DRAWERS_AFTER = /^\s*(?:drawers?|cajones|cajon)\b/;
const DOORS_THEN = /\b\d+(?:\.\d+)?\s*(?:cabinet\s+|cupboard\s+)?(?:doors?|puertas?)\s*(?:,|and|plus|\+|y|e|mas)\s*$/;
const FINISH_WORK =
  /\b(?:paint\w*|repaint\w*|refinish\w*|reface|refacing|stain\w*|lacquer\w*|pint\w*|lacar|lacad\w*|barniz\w*|repint\w*)\b/;

/** Words after a number that do not name what it counts. */
const FILLER_AFTER =
  /^[\d.]+\s*(?:actually|maybe|probably|prob|total|tops|max|more|then|too|also|please|pls|thanks|now|instead|really|realmente|mejor|nomas|nada mas|en total|mas|tambien|creo|i think|ish|or so|o asi|aprox\w*|approx\w*)\b/;

function sys(imperial: string | undefined): System {
  return imperial ? 'imperial' : 'metric';
}
function unitSystem(side: string): System | null {
  const s = side.trim();
  if (!s) return null;
  return /^(?:'|ft|feet|foot|pies?)$/.test(s) ? 'imperial' : 'metric';
}

const SIZE_WORD = '(?:wide|long|high|tall|deep|de\\s+ancho|de\\s+largo|de\\s+alto|de\\s+altura|de\\s+fondo|ancho|largo|alto|fondo)';
const WORDED_DIMS = new RegExp(
  `${N}(\\s*(?:'|ft\\.?|feet|foot|pies?|m|mts?|metros?|met(?:er|re)s?))?\\s*${SIZE_WORD}\\s*,?\\s*(?:x|by|por|y|and)?\\s*${N}\\s*(?:'|ft\\.?|feet|foot|pies?|m|mts?|metros?|met(?:er|re)s?)?\\s*${SIZE_WORD}${END}`,
  'g',
);
/** "1.2 m wide and 6 m long": a floor's two sides joined by "and"; a height ("25 m long and 2 m tall") is not a side. */
const FLAT_WORD = '(?:wide|long|deep|de\\s+ancho|de\\s+largo|de\\s+fondo|ancho|largo|fondo)';
const WORDED_SIDES = new RegExp(
  `${N}(\\s*(?:'|ft\\.?|feet|foot|pies?|m|mts?|metros?|met(?:er|re)s?))?\\s*${FLAT_WORD}\\s*(?:and|,)\\s*${N}\\s*(?:'|ft\\.?|feet|foot|pies?|m|mts?|metros?|met(?:er|re)s?)?\\s*${FLAT_WORD}${END}`,
  'g',
);
/**
 * "12 ft wide and 8 ft high", "4 m de ancho y 2,5 de alto", "9 metros de frente por 6 de alto": a width and a height
 * name a wall's face, so its area.
 */
const WIDE_HIGH = new RegExp(
  `${N}(\\s*(?:'|ft\\.?|feet|foot|pies?|m|mts?|metros?|met(?:er|re)s?))?\\s*(?:wide|across|de\\s+ancho|ancho|de\\s+frente|frente)\\s*,?\\s*(?:and|y|,|por|x|by)\\s*${N}\\s*(?:'|ft\\.?|feet|foot|pies?|m|mts?|metros?|met(?:er|re)s?)?\\s*(?:high|tall|de\\s+alto|de\\s+altura|alto)${END}`,
  'g',
);
/** A length, "and", then a height: a run (a hedge, a fence) as much as a wall's face. */
const RUN_AND_HEIGHT = /(?:long|largo)\b.*(?:high|tall|alto|altura)$/;
/** "a fence 6ft tall 50 ft long": the height first, then the run. */
const HEIGHT_AND_RUN = /(?:high|tall|alto|altura)\b.*(?:long|largo)$/;
/** Appliance brands: "una Samsung de dos puertas", "a 2 door LG" describe the appliance. */
const BRANDS =
  'samsung|lg|mabe|whirlpool|ge|frigidaire|bosch|balay|teka|siemens|beko|haier|hisense|kenmore|maytag|electrolux|daewoo|acros|aeg|zanussi|smeg|kitchenaid|fagor|indesit|midea|panasonic|sharp|hotpoint';
/**
 * "ceilings are 10 ft", "ceiling is 9'3\"", "techos de 2,70 m": the room's height. Not an amount, and not a description of
 * the item either (a plural thing beside it stays plural).
 */
const CEILING_HEIGHT = new RegExp(
  `\\b(?:ceilings?|techos?)\\s+(?:are|is|of|de|son|miden|mide)\\s+(?:about\\s+|like\\s+|unos\\s+)?(?:(?:[6-9]|1[0-9]|20)(?:\\.\\d+)?(?:'\\s*\\d{1,2}"?|\\s*(?:ft\\.?|feet|foot|'))|[2-4](?:[.,]\\d{1,2})?\\s*(?:m|mts?|metros?)(?!\\s*(?:cuadrados|2|²)))${END}`,
  'g',
);
/** Sizes and ratings of the item, never its amount: "a 6 ft ladder", "8 ft ceilings", "a 6' privacy fence", "a 65 tv". */
const ATTRIBUTE = new RegExp(
  [
    // "viene en como mil piezas", "comes in 200 pieces": the parts of the thing bought, not how many things.
    `\\b(?:viene|vienen|trae|traen|comes|come)\\s+(?:en|in)\\s+(?:(?:como|unas|unos|about|like|around)\\s+)?${N}\\s*(?:piezas|pieces|partes|parts)${END}`,
    // "porcelain 12x24", "3x6 subway", "36 in fiberglass": a tile's or a door's size.
    `\\b(?:porcelain|ceramic|porcelanato|subway|plank)\\s+(?:of\\s+|de\\s+)?${N}\\s*(?:x|by|por)\\s*${N}(?:\\s*(?:in|inch|inches|"|cm))?${END}`,
    `${N}\\s*(?:x|by|por)\\s*${N}\\s*(?:in|inch|inches|"|cm)?\\s+(?:porcelain|ceramic|plank|subway|porcelanato)${END}`,
    // "subway tile backsplash … White 3x6", "porcelanato gris 60x60": a colour before a size names the tile, not the wall.
    `\\b(?:white|black|gray|grey|beige|cream|ivory|blanco|blanca|blancos|blancas|negro|negra|gris|beis|crema|hueso)\\s+${N}\\s*(?:x|by|por)\\s*${N}(?:\\s*(?:in|inch|inches|"|cm))?${END}`,
    `${N}\\s*(?:in|inch|inches|")\\s+(?=(?:[a-z]+\\s+){0,2}(?:doors?|prehung|pre-hung|fiberglass|slab))`,
    // "prehung 36 in.", "the door is 32 inch": the door's width after it.
    `\\b(?:prehung|pre-hung|doors?|slab|puertas?)\\s+(?:(?:is|es|of|de)\\s+)?${N}\\s*(?:in|inch|inches|"|pulgadas?)(?![a-z])`,
    // Not a side of a size: "half a metre tall by 3.5 metres wide".
    `${N}\\s*-?\\s*(?:'|ft\\.?|feet|foot|pies?|m|mts?|metros?|met(?:er|re)s?)\\s*-?\\s*(?:tall|high|height|wide|width|deep|depth|ladders?|ceilings?|alto|alta|altura|de\\s+alto|de\\s+alta|de\\s+altura|ancho|de\\s+ancho|profund\\w*|escaleras?|techos?\\s+(?:altos?|de))${END}(?!\\s*(?:(?:by|x|por)\\s*)?\\d)`,
    `\\b(?:refri\\w*|refrigerador\\w*|nevera|frigorifico|armario|ropero|closet|mueble|alacena|horno|estufa|lavadora|sofa|sillon|${BRANDS})[\\s,.]+(?:[a-z]+[\\s,.]+){0,6}(?:de|con)\\s+${N}\\s+(?:puertas?|plazas|cajones|quemadores|hornillas)${END}`,
    // "un lavavajillas integrable de 60 cm", "(integrable, de 60)": a built-in appliance's width.
    `\\b(?:lavavajillas|lavaplatos|horno|placa|vitro\\w*|campana|frigorifico|nevera|refri\\w*|lavadora|secadora|dishwasher|oven|cooktop|range|hood)\\b[^.\\d]{0,30}?\\bde\\s+(?:45|50|55|60|70|75|76|80|90|120)(?:\\s*(?:cm|centimetros?))?${END}`,
    // "120 de ancho", "36 wide": a size of the item said without its unit.
    `${N}\\s*(?:cm|centimetros?)?\\s*(?:de\\s+ancho|de\\s+alto|de\\s+altura|de\\s+fondo|(?:wide|tall|high|deep)(?=\\s*(?:[,.;)]|$|and\\b|x\\b|by\\b)))${END}`,
    `${N}[\\s-]*doors?\\s+(?:fridge|refrigerator|wardrobe|armoire|cabinet|${BRANDS})${END}`,
    // "son altas, unos 8 metros", "it's tall, like 30 ft": how tall the thing is.
    `\\b(?:altas?|altos?|tall|high)\\s*,?\\s*(?:(?:unos|unas|de|like|about|around|maybe)\\s+)?${N}\\s*(?:m|mts?|metros?|ft|feet|foot|pies|')(?![a-z0-9])`,
    // "De altura 1,80 más o menos", "height is 6 ft": a height named first is not the run.
    `\\b(?:de altura|de alto|altura|height)\\s*(?:(?:de|es de|is|of|es|seria|would be)\\s+)?(?:(?:unos|unas|about|like|around|como)\\s+)?${N}\\s*(?:m|mts?|metros?|ft|feet|foot|pies|')?(?![\\d.]|\\s*(?:x|by|por|de largo|long|largo)\\b)`,
    // "El azulejo ya lo tengo, es de 30 x 60", "the tiles are 12x24": the tile's own size, not the wall's.
    `(?:\\b(?:azulejos?|losetas?|baldosas?|baldosines?|porcelanicos?|porcelanatos?|gres|ceramicas?)\\b[^.\\d]{0,30}?\\b(?:es|son)\\s+de|\\btiles?\\s+(?:is|are))\\s+(?:[1-9]\\d|1[0-2]\\d)\\s*(?:x|by|por)\\s*(?:[1-9]\\d|1[0-2]\\d)(?:\\s*(?:cm|centimetros?|in|inch|inches|"))?(?![\\d.]|\\s*(?:m|mts?|metros?|ft|feet|pies|')(?![a-z]))`,
    // "una mampara de ducha de 1,40": the screen's width.
    `\\bmamparas?\\b[a-z ]{0,20}\\bde\\s+${N}(?:\\s*(?:m|cm|metros?))?(?![a-z0-9])`,
    // "es de 2 aguas", "tejado a cuatro aguas": the roof's slopes, not an amount.
    `\\b(?:de|a)\\s+${N}\\s+aguas\\b`,
    // "one time, 3 bedrooms", "una vez", "2 times a month", "dos veces por semana": how often, not how much.
    // "blinking 3 times", "lo intenté 2 veces": how many times something happens is never an amount.
    `\\b1\\s*-?\\s*(?:time|vez)\\b|${N}\\s*(?:times|veces)\\b`,
    // "a Nest, replacing an old dial one": the one taken out, not one more.
    `\\b(?:replacing|to replace|swapping out|swap out|in place of|instead of|reemplazando|en lugar de|en vez de)\\s+(?:an?|the|my|our|el|la|un|una|mi)\\s+(?:[a-z]+\\s+){0,4}1(?![\\d.])`,
    // "its the wood one": which one, not how many.
    `\\b(?:its|it s|is|es)\\s+(?:the|that|el|la)\\s+(?:[a-z]+\\s+){1,2}1(?=[ \\t]*(?:[.,;!?)\\n]|$)|\\s+(?:i|we|you|it|they|please|thanks)\\b)`,
    // "some outlets, a couple are loose": the state of some of the ones named, not their number.
    `${N}\\s+(?:of them\\s+|de ellos\\s+|de ellas\\s+)?(?:are|r|were|estan|andan)\\s+(?:(?:a bit|kind of|medio|algo)\\s+)?(?:loose|broken|cracked|dead|burnt|burned|sparking|flojos|flojas|rotos|rotas|quemados|quemadas|sueltos|sueltas)\\b`,
    // "for our 2 dogs", "para mis 3 gatos": who the thing is for.
    `\\b(?:for|para)\\s+(?:(?:our|my|the|mis|nuestros|nuestras|los|las)\\s+)?${N}\\s+(?:dogs?|cats?|labs|pups|puppies|pets|perros?|perritos?|gatos?|mascotas|kids|children|ninos|hijos)${END}`,
    // "una Samsung de dos puertas", "un mueble de 3 cajones": one thing described by its parts.
    `\\b(?:un|una)\\s+[a-z]+\\s+(?:de|con)\\s+${N}\\s+(?:puertas|plazas|cajones|quemadores|hornillas)${END}`,
    `${N}\\s*(?:"|inch(?:es)?|in|pulgadas?)\\s*-?\\s*(?:tvs?|televisions?|televisores?|pantallas?|teles?|monitors?|screens?)${END}`,
    // "cuelguen la tv en la pared, es de 55", "mount my tv above the fireplace its a 65": the screen's size said later.
    `\\b(?:tv|tele|televisor|television|pantalla)\\b(?:\\s+[a-z]+){1,6}\\s*,?\\s+(?:es de|es una de|is a|its a|it s a|its|it s)\\s+(?:[2-9]\\d)(?:\\s*(?:"|in|inch(?:es)?|pulgadas?))?(?![\\d.]|\\s*(?:x|by|por|sq|m2|metros?|ft|feet|foot|hours?|hrs?|horas?)\\b)`,
  ].join('|'),
  'g',
);
const SCREEN = new RegExp(`${N}\\s*-?\\s*(?:tvs?|televisions?|televisores?|pantallas?|teles?|monitors?|screens?)${END}`, 'g');
const SCREEN_AFTER = new RegExp(
  `\\b(?:tvs?|teles?|televisor|televisions?|pantallas?|monitors?|screens?)\\s*,?\\s+(?:(?:de|of|is|es|is\\s+a|es\\s+de|size)\\s+)?${N}(?:\\s*(?:"|in|inch(?:es)?|pulgadas?|pulg|inch\\s+screen))?${END}`,
  'g',
);
/** Fence heights (3-8 ft, 1-2.5 m) written before the fence: "a 6 ft fence", "una valla de 2 m de alto". */
const FENCE_HEIGHT = new RegExp(
  `${N}\\s*-?\\s*(?:'|ft\\.?|feet|foot|pies?|m|metros?)\\s*-?\\s*(?:privacy\\s+|wood(?:en)?\\s+|cedar\\s+|vinyl\\s+|chain\\s*link\\s+)?(?:fences?|fencing)${END}`,
  'g',
);
const BOARD_CONTEXT = /\b(?:drywall|sheetrock|gypsum|wallboard|tablaroca|pladur|durock|yeso|tabla\s*yeso)\b/;
const SHEETS = new RegExp(`${N}\\s*(?:full\\s+)?(?:sheets?|boards?|hojas?|placas?|paneles|tableros?)${END}`, 'g');
/** Roofing squares: 100 sq ft each. */
const SQUARES = new RegExp(`${N}\\s*(?:roofing\\s+)?(?:squares?|sq|sqs)(?!\\s*(?:feet|foot|ft|met|m\\b|yards?|yd|inch))${END}`, 'g');
const INCHES_AT = /^[\d.]+\s*(?:inches|inch|in\b|pulgadas?|")/;
const SHARED_UNIT = /^[\d.]+\s*(?:,|y|and|e|or|o)\s+(?:(?:otra|otro|another|the other)\s+)?(?:(?:de|of)\s+)?$/;
/** Sides or runs of one fence, gutter or trim said one by one: "12 m de un lado y 8 del otro", "uno de 15 y otro de 10 metros". */
const JOINED_SIDE = /^[\d.]+[^\d]{0,40}\b(?:y|and|plus|e|mas)\b[^\d]{0,20}$/;
const OTHER_SIDE =
  /^[\d.]+\s*(?:(?:m|mts?|metros?|ft|feet|pies?)\s+)?(?:del\s+otro|de\s+otro|en\s+el\s+otro|por\s+el\s+otro|(?:on|along|for|down)\s+the\s+other|the\s+other\s+side)\b/;
/** "… and side is 60", "y el lateral 20": a side named right before a bare figure. */
const SIDE_BEFORE =
  /\b(?:sides?|lados?|laterale?s?|front|back|rear|fondo|frente)(?:\s+(?:one|run|line|is|are|es|son|de|mide|miden|measures|about|around|unos|como))*\s*$/;
/** "40 feet along the driveway and 25 by the porch": a bare figure placed along something, after a run, is another run. */
const PLACED_RUN =
  /^[\d.]+\s+(?:more\s+|mas\s+)?(?:along|by|around|near|next\s+to|beside|behind|across|in\s+front\s+of|on\s+the\s+(?:side|back|front)|a\s+lo\s+largo\s+de|junto\s+(?:a|al)|frente\s+a|alrededor\s+de|por\s+(?:el|la)\s+(?:lado|frente|fondo))\b/;
/** A figure that ends there ("60.", "60 and …"): no unit or thing of its own follows. */
const BARE_END = /^[\d.]+\s*(?:[.,;!?)]|$|(?:and|y|plus|so|total|more|mas|too|also|as well|tambien|igual)\b)/;
const SIDE_WORDS = /\b(?:otro|otra|other|another|lados?|sides?|tramos?|sections?|runs?|frente|fondo|back|front)\b/;
const BY_BRAND = new RegExp(
  `^[\\d.]+\\s+(?:${BRANDS}|daikin|mitsubishi|carrier|trane|lennox|mirage|york|rheem|goodman|fujitsu|gree|hitachi|toshiba|bosch|kohler|moen|delta|grohe|roca)\\b`,
);
const SCRATCHED =
  /\b(?:scratch|skip|forget|drop|cancel|leave out|forget about|olvida|olvidate de|olvide|quita|quitale|quitele|sin)\s+(?:(?:the|that|la|el|esa|ese|lo)\s+)?(?:(?:de|del)\s+)?$/;
/** "2 of them", "3 de ellas": some of the things counted before. */
// "3 minisplits, dos son de 1 tonelada y uno de 2": how some of them are, not more of them.
const PART =
  /^[\d.]+\s*(?:(?:of|de)\s+(?:them|those|these|which|ellos|ellas|esos|esas|estos|estas|los\s+cuales|las\s+cuales)|(?:son|es|are|is)\s+(?:de|of|a|an)\s)\b/;
/** "climbed 1 tonight", "the bathroom 1 wouldnt stop": one of the things counted, said with what it did. */
const ONE_TOLD =
  /\b(?:[a-z]+ed\s+1\s+(?:tonight|today|yesterday|last|already|earlier|ago|this|once)\b|the\s+[a-z]+\s+1\s+(?:wouldnt|wouldn t|won t|wont|didnt|didn t|doesnt|doesn t|is|was|keeps|kept|started|stopped)\b)/;
/** "1 is loose", "1 está suelto": a state of one of them, not one more. */
// "one sparked yesterday", "one even threw a spark": what one of them did, too.
const ONE_OF_THEM =
  /^1\s+(?:(?:even|also|just|actually|really|already|hasta|incluso|ya)\s+)?(?:is|was|has|esta|estaba|es|tiene|se|sparked|sparks|threw|throws|broke|fell|blew|caught|shocked|melted|burned|burnt|stopped|died|quit|smoked|buzzes|buzzed)\b/;
/** A run then the sections it is the size of: "8-foot sections", "8 ft panels", "tramos de 2 m" is said the other way. */
const SECTIONS_AFTER = /^[\d.]+\s*-?\s*(?:'|ft\.?|feet|foot|pies?)\s*-?\s*(?:long\s+|wide\s+)?(?:sections?|panels?)\b/;
/** A size then "each": "20 ft each side", "3 m cada tramo". */
const EACH_AFTER =
  /^[\d.]+\s*[a-z'"]*(?:\s+(?:sq|square|linear|cuadrados?|lineales?)\s*[a-z]*)?\s+(?:each|apiece|per\s+(?:side|wall|run)|cada\s+(?:uno|una|1|lado|tramo|pared|muro)|c\/u|c\/you)\b/;
/** "each 60 ft", "are each about 60 ft", "cada uno de 20 m": "each" said before the size. */
const EACH_BEFORE =
  /\b(?:each|cada\s+(?:uno|una|lado|tramo|bano|banos|recamara|habitacion|dormitorio|cuarto|sanitario|pared|muro))(?:\s+(?:is|are|one|side|run|measures?|mide|miden|tiene|es|de|about|around|roughly|approx|como|unos|unas))*\s*$/;
/** Two sides named together: the size said "each" is of both ("front and back", "both sides", "adelante y atrás"). */
const TWO_SIDES =
  /\b(?:front and back|back and front|front and rear|left and right|right and left|both sides|both ends|two sides|both runs|either side|ambos lados|los dos lados|las dos partes|ambas partes|adelante y atras|atras y adelante|delante y detras|detras y delante|frente y fondo|izquierd[oa] y derech[oa]|derech[oa] y izquierd[oa])\b/;
/** "and 1 in the patio", "y 2 arriba": more of the same things, somewhere else. */
const PLACED =
  /^[\d.]+\s+(?:more\s+|mas\s+)?(?:in|on|at|for|upstairs|downstairs|outside|inside|out\s+back|en|para|arriba|abajo|afuera|adentro)\b/;
/** A count at a place: "3 in the kitchen", "two by the toilet", "uno junto a la puerta", "2 al lado de la cama". */
const LOCATED =
  /^[\d.]+\s+(?:more\s+|mas\s+)?(?:in|on|at|by|near|beside|behind|under|over|next\s+to|upstairs|downstairs|outside|inside|out\s+back|en|junto\s+a|junto\s+al|al\s+lado\s+de|cerca\s+de|detras\s+de|debajo\s+de|encima\s+de|arriba|abajo|afuera|adentro)\b/;
const OFFERED_INSTEAD =
  /^[\d.]+\s*[a-z]+\W+(?:(?:but|pero|and|y)\s+)?(?:i(?: d)? say|i think|we say|my wife says|my husband says|yo digo|yo diria|digo)\s+(?:maybe\s+|like\s+|more like\s+|como\s+|unas?\s+)?$/;
/** Words that take back the number before them: "3 outlets, wait make it 5", "mejor que sean 2", "lo he medido ahora… y son 5 por 4". */
const CORRECTION =
  /(?:\b(?:call it|so call it|bueno,? son|mejor dicho|wait|actually|actual [a-z]+ is|sorry|i mean|i meant|make it|make that|scratch that|correction|no(?![ \t]+(?!(?:wait|espera|espere|esperen|perdon|sorry|mejor|make|son|es|its|it s|sean|que|mas|more|like|como|pues|bueno|i|actually)\b)[a-z])|nope|espere|esperen|rather|mejor|perdon|quise decir|digo|en realidad|corrijo|rectifico|mas bien|que sean|mejor que sean|oops|ups|more like|closer to|or rather|o sea|pon|ponle|pongamos|pongale|lets say|let s say|just say|lets do|let s do|go with|lets go with|let s go with|put down)\b)[^0-9]{0,24}$|\b(?:he|hemos|lo he|la he|los he|las he|lo hemos|ya lo he|acabo de|acabamos de) (?:medido|contado|vuelto a medir|vuelto a contar)\b[^0-9]{0,50}$|\b(?:measured|counted)(?: it| them)? (?:again|properly|now|myself)\b[^0-9]{0,40}$|\b(?:entonces|asi que)\s+(?:son|serian|seran|seria)\s*$/;
/** A softer take-back after a pause: "22 m²... bueno, 24 contando el pasillo", "about 200, well, 250 with the closet". */
const SOFT_CORRECTION =
  /^\s*(?:(?:m2|metros?(?: cuadrados)?|sq ?ft|square (?:feet|foot)|feet|ft)\s+(?:de|of)\s+[a-z]+\s*|(?:[a-z0-9\u00b2]+\s*){0,2}?)(?:\.\.+|[,;]|\s-)?\s*(?:bueno|well|ok|okay|hmm|mmm|eh|pues)\b[\s,.]*(?:(?:son|es|seran|serian|its|it s|is|like|unos|unas|como|more like|maybe|probably|about)\s+){0,2}$/;
/**
 * "150 ft, wait no, the neighbor is splitting the side so just 110", "16 squares. wait no thats the other house, this
 * one's 18": a take-back, a reason, then the new figure.
 */
const LATE_CORRECTION =
  /\b(?:wait(?:\s+no)?|no\s+wait|scratch that|actually\s+no|correction|mejor dicho|me equivoque|no\s+esper[ae]|esper[ae]\s+no|perdon\s+no|bueno,?\s+no|ah\s+no|well,?\s+no)\b[^0-9]{0,90}(?:\b(?:so|then|pues|entonces|asi que|son|es|its|it s|it is)\s+(?:(?:just|only|solo|nada mas|nomas|about|around|like|unos|unas|como|seria|serian|son)\s+)*|\b(?:so|then|pues|entonces|asi que)\s+(?:just|only|solo|nada mas|nomas)\s+(?:[a-z]+\s*){0,3}[,:-]?\s*(?:(?:about|around|like|unos|como)\s+)?|,?\s*(?:say|lets say|let s say|call it|make it|digamos|pongamos|ponle|pon)\s+|\b(?:this|the right|the real|the correct|our|my)\s+(?:one|house|place|roof|one here)\s*(?:s|is|s is|has)?\s+(?:(?:about|around|like|only|just)\s+)?)$/;
/** "…actually let's leave the bathroom one for next year. Four.": one of the things counted left out, then the count. */
const LEFT_OUT =
  /\b(?:(?:let s|lets|we ll|well|i ll)\s+(?:leave|skip|drop|forget)\b|(?:el|la|los|las)\s+[a-z]+\s+(?:lo|la|los|las)\s+(?:dejo|dejamos|quito|quitamos)\b|(?:mejor\s+)?(?:quita|quite|quitale|quitele|olvida|olvide|olvidate|olvidese)\s+(?:el|la|los|las)\s+(?:del?\s+)?[a-z]+)[^0-9]{3,90}$/;
/**
 * A later turn whose figure takes back the one given before ("Is there attic access?" … "yes. actually lets do 6",
 * "como unos ochenta, ah no espera mi esposo dice q son 95"): the figure is the customer's correction.
 */
const TURN_CORRECTION =
  /\b(?:actually|make it|make that|call it|(?:minus|less|sin|menos|quitando|without) (?:the |el |la )?[a-z]+[.,]\s+(?:so |then |call it |pues |entonces )?|scratch that|better|lets do|let s do|lets say|let s say|lets make it|let s make it|change (?:it|that) to|ah no|no espera|no espere|espera|espere|mejor|mejor que sean|que sean|en realidad|correction|pon|ponle|pongamos|pongale|sorry|oops|i mean|i meant|wait|perdon|perdona|me equivoque|me he equivocado|equivocado|equivocada|measured again|re-?measured|volvi a medir|medi (?:otra vez|de nuevo|bien)|(?:lo )?he medido (?:otra vez|de nuevo|bien)|(?:acabo|acaba|acabamos|acaban) de medir\w*|ya (?:lo )?(?:medi|midio|medimos|midieron)|just (?:measured|went out w(?:ith)? the tape))\b[^0-9]{0,40}$/;
/** "like 120 ft... actually my husband just measured, its 95", "6x8, oh wait i measured again its 6x9": a new measure takes back the old one. */
const MEASURED_AGAIN =
  /\b(?:actually|wait|oh wait|oops|sorry|ah no|no espera|no espere|perdon|perdona|en realidad|bueno|well|ok|okay)\b[^0-9]{0,60}\b(?:measured|chequ\w*|cheque|revis\w*|re-?measured|checked|counted|medi|midio|midieron|medimos|medir|medido|conte|conto|volvi a medir|lo medi|(?:went out|got out|go out|went|checked) (?:w|with) (?:the|a|my) (?:tape|measuring tape|tape measure)|con (?:el|la) (?:metro|cinta|flexometro))\b[^0-9]{0,30}$/;
/** "I measured 35 sq ft at first but redid it and it's 30", "al principio medí 20 pero son 22": the first figure, then the right one. */
const AT_FIRST =
  /\b(?:at first|initially|originally|first time|al principio|en un principio|la primera vez)\b[^0-9]{0,60}\b(?:but|pero|now|ahora)\b[^0-9]{0,50}$/;
/**
 * "al principio medí 80 pero con el plano son 95", "I was thinking 3 hours but let's book 4": the first figure said as
 * the first try, then "but" and the right one.
 */
function firstThenBut(input: string, prevPos: number, after: string): boolean {
  return (
    /\b(?:at first|initially|originally|al principio|en un principio|primero (?:pense|medi|crei|dije|calcule)|(?:i was |was |we were |were |estaba |estabamos )?(?:thinking|pensando|pensaba|figured))\b[^0-9]{0,30}$/.test(
      input.slice(Math.max(0, prevPos - 40), prevPos),
    ) && /\b(?:but|pero)\b[^0-9]{0,50}$/.test(after)
  );
}
const OTHER_OF_SAME =
  /^[\d.]+\s*(?:[a-z\u00b2]+\s*){1,2},?\s*(?:y|and|e)\s+(?:el\s+|la\s+|the\s+)?(?:otro|otra|other|another)(?:\s+one)?\s*(?:de|of|is|es|mide|mides|da|tiene|has)?\s*$/;
/** "8 not 6", "8, no 6", "ocho en vez de seis": the figure after is the one taken back. */
/** "tres (al principio pensé 4 pero…)", "5 (at first I said 6)": a figure named as the first guess, after the right one. */
const FIRST_GUESS =
  /\b(?:al principio|en un principio|at first|originally|initially)\s+(?:i\s+|we\s+)?(?:pense|pensaba|pensamos|crei|creia|dije|queria|thought|said|wanted|figured|was thinking|had)\s+(?:en\s+|que\s+(?:eran|serian|era|son)\s+)?$/;
/** "my husband says it was 22", "mi hija dice que mejor 6": someone else's figure, said after the first, replaces it. */
const SOMEONE_SAYS =
  /\b(?:says|said|thinks|reckons|insists|dice|dijo|cree)\s+(?:(?:mi|my|el|la|his|her|our|nuestro|nuestra)\s+[a-z]+\s+)?(?:(?:que|q|that)\s+)?(?:(?:it was|it s|its|it is|they re|theyre|son|eran|es|era|fue|more like|closer to|like|about|mejor|would be|seria|serian)\s+)?$/;
const NOT_THAT = /^[\d.]+\s*(?:[a-z'"²]+\s*){0,2}[,.]?\s*(?:not|instead of|rather than|en vez de|en lugar de|y no)\s*$/;

/** Where the text describes the item by its parts or size ("un Mabe de dos puertas", "a 6 ft ladder"): those nouns are not the things asked for. */
export function describedSpans(input: string): Array<readonly [number, number]> {
  return matchesOf(ATTRIBUTE, input).map((m) => [m.index, m.index + m[0].length] as const);
}

/** `context`: the whole conversation, for words that say what a bare unit is ("about 20 sheets" after "drywall"). */
export function extractQuantities(input: string, context = ''): Quantity[] {
  const found: Quantity[] = [];
  let text = input;
  // "11 ft wide x 8 ft high", "4 m de largo por 2.40 m de alto": a wall or surface, so its area.
  for (const m of [...matchesOf(WORDED_DIMS, input), ...matchesOf(WORDED_SIDES, input), ...matchesOf(WIDE_HIGH, input)]) {
    const unit = (m[2] ?? '').trim();
    // "12 metros de largo y metro y medio de alto": a run and its height; a length task reads the run.
    const run = RUN_AND_HEIGHT.test(m[0]) ? Number(m[1]) : HEIGHT_AND_RUN.test(m[0]) ? Number(m[3]) : undefined;
    found.push({
      kind: 'area',
      value: Number(m[1]) * Number(m[3]),
      system: unit === '' ? null : /^(?:'|ft|feet|foot|pies?)/.test(unit) ? 'imperial' : 'metric',
      pos: m.index,
      ...(run !== undefined ? { run } : {}),
    });
    text = blank(text, m.index, m.index + m[0].length);
  }
  for (const m of matchesOf(ATTRIBUTE, input)) text = blank(text, m.index, m.index + m[0].length);
  for (const m of matchesOf(CEILING_HEIGHT, input)) text = blank(text, m.index, m.index + m[0].length);
  // "a 65 tv": screen sizes start around 19 inches; "2 tvs" counts them.
  for (const m of matchesOf(SCREEN, text)) if (Number(m[1]) >= 19) text = blank(text, m.index, m.index + m[0].length);
  // "mi tv de 55", "the tv is 65": a screen size said after the screen.
  if (/tv|tele|pantalla|monitor|screen/.test(text))
    for (const m of matchesOf(SCREEN_AFTER, text))
      if (Number(m[1]) >= 19 && Number(m[1]) <= 100) text = blank(text, m.index, m.index + m[0].length);
  for (const m of matchesOf(FENCE_HEIGHT, text)) {
    const v = Number(m[1]);
    const metric = /\d\s*-?\s*(?:m|metros?)\b/.test(m[0]);
    if ((metric && v <= 2.5) || (!metric && v <= 8)) text = blank(text, m.index, m.index + m[0].length);
  }
  // "about 20 sheets" of drywall: a 4 x 8 ft sheet (32 sq ft), a 1.2 x 2.4 m placa (2.88 m²).
  if (BOARD_CONTEXT.test(input) || BOARD_CONTEXT.test(context)) {
    for (const m of matchesOf(SHEETS, text)) {
      const metric = /\b(?:hojas?|placas?|paneles|tableros?)\b/.test(m[0]);
      found.push({ kind: 'area', value: Number(m[1]) * (metric ? 2.88 : 32), system: metric ? 'metric' : 'imperial', pos: m.index });
      text = blank(text, m.index, m.index + m[0].length);
    }
  }
  // "22 squares" answering a question about the roof: the roof may be named only in an earlier turn.
  if (/roof|shingle|tejado|techo|teja/.test(input) || /roof|shingle|tejado|teja/.test(context)) {
    for (const m of matchesOf(SQUARES, text)) {
      found.push({ kind: 'area', value: Number(m[1]) * 100, system: 'imperial', pos: m.index, squares: true });
      text = blank(text, m.index, m.index + m[0].length);
    }
  }
  const take = (re: RegExp, read: (m: RegExpMatchArray) => Quantity | null): void => {
    for (const m of matchesOf(re, text)) {
      const q = read(m);
      if (q) found.push(q);
      text = blank(text, m.index!, m.index! + m[0].length);
    }
  };
  take(AREA, (m) => {
    const v = Number(m[1]);
    if (m[4]) return { kind: 'area', value: v * 9, system: 'imperial', pos: m.index! };
    // An acre is 43,560 sq ft; a hectare 10,000 m².
    if (m[5])
      return /^a/.test(m[5])
        ? { kind: 'area', value: v * 43_560, system: 'imperial', pos: m.index! }
        : { kind: 'area', value: v * 10_000, system: 'metric', pos: m.index! };
    return { kind: 'area', value: v, system: sys(m[2]), pos: m.index! };
  });
  take(DIMS, (m) => ({
    kind: 'dims',
    value: Number(m[1]),
    other: Number(m[3]),
    system: unitSystem(m[4] ?? '') ?? unitSystem(m[2] ?? ''),
    pos: m.index!,
    end: m.index! + m[0].length,
  }));
  // "en forma de L, 2,40 por un lado y 1,60 por el otro": the two runs of one L-shaped length, end to end.
  take(L_SHAPED, (m) => ({ kind: 'length', value: Number(m[1]) + Number(m[3]), system: unitSystem(m[2] ?? m[4] ?? ''), pos: m.index! }));
  take(LENGTH, (m) => {
    const v = Number(m[1]);
    if (m[4]) return { kind: 'length', value: v * 3, system: 'imperial', pos: m.index! };
    if (m[5]) return { kind: 'length', value: v / 12, system: 'imperial', pos: m.index! };
    return {
      kind: 'length',
      value: v,
      system: sys(m[2]),
      pos: m.index!,
      linear: /lin|ml|m\.l|lf|long|largo/.test(m[0].slice(m[1]!.length)),
    };
  });
  // "a las 9h", "at 9 hrs", "desde las 8h", "entre check-out (11h) y check-in (15h)": a time of day, not how long.
  take(HOURS, (m) =>
    /\b(?:a las|a la|desde las|hasta las|sobre las|at|@|from|until|til|by)\s*$/.test(text.slice(Math.max(0, m.index! - 12), m.index!)) ||
    (Number(m[1]) >= 8 && /\b(?:check ?-?(?:in|out)|checkin|checkout)\s*$/.test(text.slice(Math.max(0, m.index! - 12), m.index!)))
      ? null
      : { kind: 'hour', value: Number(m[1]), system: null, pos: m.index! },
  );
  // "I figure it's 90 minutes of work", "unos 45 minutos de trabajo": the time of the job, in hours.
  take(MINUTES_OF_WORK, (m) => ({ kind: 'hour', value: Math.round((Number(m[1]) / 60) * 100) / 100, system: null, pos: m.index! }));
  take(DAYS, (m) => ({ kind: 'day', value: Number(m[1]), system: null, pos: m.index! }));
  // "es un tres dormitorios normal": the home named by its bedrooms, no rooms to work on.
  take(ROOMS, (m) =>
    Number(m[1]) > 1 && /\bun\s+$/.test(text.slice(Math.max(0, m.index! - 4), m.index!))
      ? null
      : { kind: 'room', value: Number(m[1]), system: null, pos: m.index! },
  );
  for (const m of matchesOf(NUMBER, text)) {
    const start = m.index;
    const raw = m[0];
    const value = Number(raw);
    const after = text.slice(start + raw.length);
    const before = input.slice(Math.max(0, start - 16), start);
    // "reparar 3 escalones", "fix 2 steps": steps are the thing worked on, not a way up to it.
    const workedSteps =
      STEPS_AFTER.test(after) && (WORK_BEFORE.test(input.slice(Math.max(0, start - 24), start)) || STEPS_WORKED.test(after));
    const paintedDrawers =
      DRAWERS_AFTER.test(after) &&
      (DOORS_THEN.test(input.slice(Math.max(0, start - 40), start)) ||
        (/^\s*(?:,|and|plus|\+|y|e|mas)\s*$/.test(input.slice(0, start)) && /\b(?:doors?|puertas?)\b/.test(context))) &&
      (FINISH_WORK.test(input) || FINISH_WORK.test(context));
    if ((NOT_JOB_AFTER.test(after) && !workedSteps && !paintedDrawers) || NOT_JOB_BEFORE.test(before)) continue;
    // "Can you quote the first two?": which of the jobs, not a count of one.
    if (
      /\b(?:first|last|primeros|primeras|ultimos|ultimas)\s*$/.test(before) &&
      /^\s*(?:[.;!?]|$|(?:things|items|jobs|ones|cosas)\b)/.test(after)
    )
      continue;
    // "tengo hueco entre reservas del 10 al 14": the days of a date range.
    if (/\bdel\s*$/.test(before) && /^\s*al\s+\d/.test(after)) continue;
    if (/\bdel\s+\d+\s+al\s*$/.test(input.slice(Math.max(0, start - 14), start))) continue;
    // "I'd rather not wait on this one.": a pronoun for the job, no count of it.
    if (value === 1 && /\b(?:this|that)\s*$/.test(before) && /^\s*(?:[.;!?]|$)/.test(after)) continue;
    // "la toma de 220", "a 240 outlet": a voltage; "the house is 84": a temperature.
    if (
      VOLTS.has(value) &&
      !/^\s*[a-z]{3,}s\b/.test(after) &&
      VOLT_PLACE.test(input.slice(Math.max(0, start - 30), start + raw.length + 20))
    )
      continue;
    // "shelves along one wall", "a lo largo de una pared": the wall the work runs along, not a count of the things.
    if (value === 1 && ALONG_BEFORE.test(input.slice(Math.max(0, start - 20), start)) && ALONG_PLACE.test(after)) continue;
    if (value >= 40 && value <= 110 && TEMPERATURE_BEFORE.test(input.slice(Math.max(0, start - 24), start))) continue;
    if (value >= 30 && value <= 125 && TEMPERATURE_AFTER.test(after)) continue;
    // "it's already 104 out", "ya hace 40 afuera": the weather, even where the sentence's end was lost.
    if (value >= 30 && value <= 125 && WEATHER_NOW.test(input.slice(Math.max(0, start - 20), start)) && OUTSIDE_AFTER.test(after)) continue;
    if (value <= 125 && FORECAST_BEFORE.test(input.slice(Math.max(0, start - 30), start)) && FORECAST_AFTER.test(after)) continue;
    // "AC stopped blowing cold… 112 today", "hace 42 hoy": a heat figure said of the day, in a message about heat.
    if (value >= 95 && value <= 125 && HEAT_TODAY.test(after) && HEAT_TALK.test(input)) continue;
    if (
      value >= 38 &&
      value <= 50 &&
      HEAT_TODAY.test(after) &&
      HEAT_TALK.test(input) &&
      /\b(?:hace|estamos a|tenemos)\s*$/.test(input.slice(Math.max(0, start - 14), start))
    )
      continue;
    // "cada uno de 4 metros": "each one", not one more.
    if (value === 1 && /\bcada\s*$/.test(before)) continue;
    if (value <= 4 && DIVIDED_INTO.test(input.slice(Math.max(0, start - 60), start))) continue;
    if (
      value <= 4 &&
      (BUILT_WITH_AFTER.test(after) ||
        (BUILT_WITH_PARTS.test(after) && BUILT_WITH_BEFORE.test(input.slice(Math.max(0, start - 50), start))) ||
        (BUILT_WITH_TAIL.test(after) && /\bde\s*$/.test(before) && BUILT_WITH_ANY.test(input)))
    )
      continue;
    // Model names glued by a hyphen: "F-150", "R-22".
    if (/[a-z]-$/.test(before)) continue;
    // "2 de los fuegos", "2 of the burners": some parts of the item, not a count of items.
    const partOf = /^\s*(?:of\s+(?:the|its|my)|de\s+(?:los|las|sus))\s+(?=\S)/.exec(after);
    if (partOf && NOT_JOB_AFTER.test(after.slice(partOf[0].length - 1))) continue;
    // Ordinals and codes: "3a planta", "4o piso", "2nd", "b12".
    // "drywall patch x3", "tree removal (x2)": a times sign after the thing counts it.
    const times = /(?:[a-z]{2,}\s+|\(\s*)x\s*$/.test(before) && !/^\s*(?:x|by|por)\s*\d/.test(after);
    // "install 2 12000 btu minisplits", "two 50 gallon heaters": a count before the rating of each.
    const rated =
      /^\s+(?!0)\d+(?:\.\d+)?\s*k?\s*(?:btus?|gallons?|gal|galones|litros?|liters?|litres?|tons?|toneladas|inch|inches|in|"|pulgadas?|kg|kilos|amps?|hp|watts?|w)\b/.test(
        after,
      );
    if ((/^(?:[a-z]|\s*(?:[a-z]\d|\d))/.test(after) && !rated) || (/[a-z]$/.test(before) && !times)) continue;
    // Fractions ("1/2 in pipe") and years are never counts.
    if (raw.length >= 5 || value < 1 || (value >= 1900 && value <= 2100 && !raw.includes('.'))) continue;
    found.push({ kind: 'count', value, system: null, pos: start, ...(paintedDrawers ? { added: true } : {}) });
  }
  const out = dropRestated(
    input,
    applyCorrections(
      input,
      found.sort((a, b) => a.pos - b.pos),
    ),
  );
  out.forEach((q, i) => {
    q.gap = input.slice(i > 0 ? out[i - 1]!.pos : 0, q.pos);
    // "una de 30 y otra de 20 m2", "12 and 10 sq ft": the unit said last belongs to the bare number listed before it.
    const prev = out[i - 1];
    // "tres, de 52 pulgadas", "three, 52 inch": inches size the item, never the count before them.
    if (
      prev &&
      prev.kind === 'count' &&
      (q.kind === 'area' || q.kind === 'length') &&
      SHARED_UNIT.test(q.gap) &&
      !INCHES_AT.test(input.slice(q.pos, q.pos + 16))
    )
      Object.assign(prev, { kind: q.kind, system: q.system });
    // "12 metros de un lado y 8 del otro", "40 ft along the back and 25 on the other side": a bare figure for the other side is a length.
    if (
      prev &&
      prev.kind === 'length' &&
      q.kind === 'count' &&
      JOINED_SIDE.test(q.gap) &&
      (OTHER_SIDE.test(input.slice(q.pos)) ||
        (SIDE_BEFORE.test(q.gap) && BARE_END.test(input.slice(q.pos))) ||
        (q.value >= 3 && PLACED_RUN.test(input.slice(q.pos))))
    )
      Object.assign(q, { kind: 'length', system: prev.system });
    if (
      prev &&
      prev.kind === 'length' &&
      q.kind === 'length' &&
      JOINED_SIDE.test(q.gap) &&
      SIDE_WORDS.test(`${q.gap} ${input.slice(q.pos, q.pos + 30)}`)
    )
      q.side = true;
    // "2 actually", "6 maybe", "3 total" do not name a thing counted.
    if (q.kind === 'count')
      q.counts = /^[\d.]+\s*(?:[a-z]+\s+)?[a-z]{3,}/.test(input.slice(q.pos)) && !FILLER_AFTER.test(input.slice(q.pos));
    // "3 sides", "down one side": sides of a yard or a house, counted.
    if (q.kind === 'count' && /^[\d.]+\s*(?:[a-z]+\s+)?(?:sides?|lados?)\b/.test(input.slice(q.pos))) q.sides = true;
    // "3 splits … un Daikin y 2 Mitsubishi": the things counted before, told by brand.
    if (q.kind === 'count' && i > 0 && (PART.test(input.slice(q.pos)) || BY_BRAND.test(input.slice(q.pos)))) q.part = true;
    // "3 escalones que crujen y 1 está suelto", "4 windows, 1 is cracked": one of the things counted before.
    const prevQ = out[i - 1];
    if (q.kind === 'count' && q.value === 1 && prevQ?.kind === 'count' && prevQ.value > 1 && ONE_OF_THEM.test(input.slice(q.pos)))
      q.part = true;
    // "anchor 3 dressers… my toddler climbed one tonight", "the bathroom one wouldnt stop leaking": one of them, told about.
    if (
      q.kind === 'count' &&
      q.value === 1 &&
      prevQ?.kind === 'count' &&
      prevQ.value > 1 &&
      ONE_TOLD.test(q.gap.slice(-40) + input.slice(q.pos, q.pos + 30))
    )
      q.part = true;
    // "a grab bar by the toilet and 1 in the shower": the first figure may be the one more, after a thing named without one.
    if (q.kind === 'count' && (i > 0 || /\b(?:and|plus|y|e)\s+$/.test(q.gap)) && PLACED.test(input.slice(q.pos))) q.placed = true;
    if (q.kind === 'count' && LOCATED.test(input.slice(q.pos))) q.located = true;
    if ((q.kind === 'length' || q.kind === 'area') && (EACH_AFTER.test(input.slice(q.pos)) || EACH_BEFORE.test(q.gap))) q.each = true;
    // "two 8-foot sections", "3 eight foot panels": the run of each section counted ("… so 24 ft" gives the total itself).
    if (q.kind === 'length' && SECTIONS_AFTER.test(input.slice(q.pos)) && !out.slice(i + 1).some((o) => o.kind === 'length')) q.each = true;
    // "the house is a ranch, front and back are each 60 ft": the two sides named before the size.
    if (q.kind === 'length' && q.each && TWO_SIDES.test(input.slice(Math.max(0, q.pos - 60), q.pos))) q.pair = true;
    // "3 walls 5ft x 8ft each": the size of each of the things counted before.
    if (q.kind === 'dims' && /^\s*(?:each|apiece|cada\s+(?:uno|una|1)|c\/u)\b/.test(input.slice(q.end ?? q.pos))) q.each = true;
    if (i > 0 && (q.kind === 'dims' || q.kind === 'area') && (out[i - 1]!.kind === 'dims' || out[i - 1]!.kind === 'area')) {
      const next = out[i + 1]?.pos ?? input.length;
      const tail = input.slice(q.end ?? q.pos, Math.min(next, (q.end ?? q.pos) + 60));
      if (MINUS_BEFORE.test(q.gap.replace(/^[\d.]+/, '')) || MINUS_AFTER.test(tail)) q.minus = true;
    }
  });
  return out;
}

const surface = (q: Quantity): number | null =>
  q.kind === 'area' ? q.value : q.kind === 'dims' && q.other !== undefined ? q.value * q.other : null;
/** Words that add a second surface rather than restate the first: "10 m² and 4 x 2.5", "y otra de 4 x 2.5". */
const ADDS_SURFACE = /\b(?:and|plus|another|other|second|also|y|mas|otra|otro|segund[oa]|tambien)\b|\+/;
const sameSides = (a: Quantity, b: Quantity): boolean =>
  (a.value === b.value && a.other === b.other) || (a.value === b.other && a.other === b.value);

/** "unos 10 m², son 4 de largo por 2,5 de alto", "12x10, so 120 sq ft": the same surface said twice counts once. */
function dropRestated(input: string, found: Quantity[]): Quantity[] {
  const worked = workedSum(found);
  return found.filter((q, i) => {
    if (worked.has(i)) return false;
    const prev = found[i - 1];
    const a = surface(q);
    const b = prev ? surface(prev) : null;
    if (a === null || b === null || Math.abs(a - b) > 0.05 * b) return true;
    // "one is 12x12 the other 10x14": two pairs of sides are two rooms, however close their areas.
    if (q.kind === 'dims' && prev!.kind === 'dims' && !sameSides(q, prev!)) return true;
    const between = input.slice(prev!.end ?? prev!.pos, q.pos).replace(/^[\d.]+\s*[^\s,;]*/, '');
    return between.length > 30 || ADDS_SURFACE.test(between);
  });
}

/**
 * "10 x 11 and 12 x 12. That's 110 plus 144, 254 square feet": the customer's sum of the sizes just given, and the
 * figures of that sum, restate the sizes. Returns the indexes to drop.
 */
function workedSum(found: Quantity[]): Set<number> {
  const drop = new Set<number>();
  found.forEach((q, i) => {
    const total = surface(q);
    if (q.kind !== 'area' || total === null) return;
    const sizes = found.slice(0, i).filter((o) => o.kind === 'dims');
    const sum = sizes.reduce((t, o) => t + (surface(o) ?? 0), 0);
    if (sizes.length < 2 || Math.abs(sum - total) > 0.02 * total) return;
    const last = found.indexOf(sizes.at(-1)!);
    drop.add(i);
    for (let k = last + 1; k < i; k++) if (sizes.some((o) => surface(o) === found[k]!.value)) drop.add(k);
  });
  return drop;
}

const ONE_MORE_AFTER = /^\s*(?:[a-z]+\s+)?mas\s+(?:la|el)\s+(?:de|del)\b/;
const ADD_ANOTHER = /\b(?:add|plus|add on|sumale|agregale|agrega|suma)\s+(?:another|an extra|other|otros|otras)\s*$/;

/** The customer measured again or was corrected: "he vuelto a medir", "mi marido lo midió", "me equivoqué", "re-measured". */
export const MEASURED_AGAIN_WORDS =
  'medido|medi|medimos|medir|medirlo|midio|midieron|vuelto a medir|corregido|corrigio|me corrige|measured|re-?measured|mismeasured|me equivoque|me he equivocado|equivocad[oa]';
const REMEASURED = new RegExp(`\\b(?:${MEASURED_AGAIN_WORDS}|perdona|perdon|sorry|actually|en realidad)\\b[^0-9]*$`);

/** The words before a count that point back at the ones already counted: "los 3", "all 4", "the two of them". */
const SAME_ONES =
  /(?<!\b(?:and|y|plus|mas|e)\s+)\b(?:los|las|all|all the|the|just the|only the|solo las|solo los|nomas las|nomas los|todos los|todas las|todos|todas|both|ambos|ambas)\s*$/;

/** A number after "wait, make it" replaces the one before it, keeping that one's kind and unit when it has none. */
function applyCorrections(input: string, found: Quantity[]): Quantity[] {
  const out: Quantity[] = [];
  // Figures taken back ("35 no 40"): named again after an article ("los 40 eran con la cocina"), they are the old figure.
  const takenBack = new Set<number>();
  for (let q of found) {
    const prev = out[out.length - 1];
    if (takenBack.has(q.value) && /\b(?:los|las|el|la|the|those|that|esos|esas|ese|esa)\s*$/.test(input.slice(0, q.pos))) continue;
    // "scratch the 12x12 one, just the 10x11", "olvida la de 3x4": a size named to be dropped is no amount.
    if ((q.kind === 'dims' || q.kind === 'area') && SCRATCHED.test(input.slice(Math.max(0, q.pos - 25), q.pos))) continue;
    // "uno de 12 metros y otro de 10", "one is 12 ft and the other 10": the second takes the first's unit.
    if (
      prev &&
      q.kind === 'count' &&
      (prev.kind === 'length' || prev.kind === 'area') &&
      OTHER_OF_SAME.test(input.slice(Math.max(0, prev.pos), q.pos))
    )
      q = { ...q, kind: prev.kind, system: prev.system };
    // "my son-in-law says 3 hours, I say maybe 4 to be safe": a bare figure offered in place of a measured one is of its kind.
    if (
      prev &&
      q.kind === 'count' &&
      (prev.kind === 'hour' || prev.kind === 'length' || prev.kind === 'area') &&
      OFFERED_INSTEAD.test(input.slice(Math.max(0, prev.pos), q.pos))
    )
      q = { ...q, kind: prev.kind, system: prev.system };
    if (
      !prev &&
      (TURN_CORRECTION.test(input.slice(Math.max(0, q.pos - 60), q.pos)) ||
        LATE_CORRECTION.test(input.slice(Math.max(0, q.pos - 140), q.pos)))
    ) {
      out.push({ ...q, corrected: true });
      continue;
    }
    // "5 más la de la cocina": one more of the same, named by where it is.
    if (q.kind === 'count' && ONE_MORE_AFTER.test(input.slice(q.pos).replace(/^[\d.]+/, ''))) q = { ...q, value: q.value + 1 };
    const between = prev ? input.slice(Math.max(0, prev.pos), q.pos) : '';
    // "a hundred and twenty... wait I forgot the garage, add another 40": more of the same measure, added to it.
    if (prev && (q.kind === prev.kind || (q.kind === 'count' && prev.kind !== 'count')) && ADD_ANOTHER.test(between)) {
      out[out.length - 1] = { ...prev, value: prev.value + q.value, corrected: true };
      continue;
    }
    // "6 contactos flojos y uno hasta echa chispa", "4 outlets and one of them sparks", "4 contactos, uno que sea con
    // usb": one of the ones counted.
    if (
      prev &&
      q.kind === 'count' &&
      q.value === 1 &&
      prev.value > 1 &&
      /(?:\b(?:y|and|e|of them|of those|de ellos|de ellas)|,)\s*$/.test(between) &&
      /^1\s+(?:(?:is|s|esta|will be|is going to be|va a ser|sera)\s+(?:going to be\s+)?(?:purple|pink|blue|green|red|yellow|white|black|gray|grey|an accent|morad[oa]|rosa|azul|verde|roj[oa]|amarill[oa]|blanc[oa]|negr[oa]|gris)|(?:is|s|esta)\s+(?:behind|in|on|by|near|next to|under|above|over|detras|junto|al lado|debajo|arriba)\b|(?:came|arrived|showed up|llego|vino)\s+(?:broken|damaged|cracked|roto|rota|rajad[oa]|danad[oa])|que sea|que tenga|con usb|with (?:a |the )?usb|should be|needs? to be|has to be|is leaning|leans|esta inclinad[oa]|hasta|incluso|even|de (?:ellos|ellas|esos|esas)|of (?:them|those|these)|ya|baila|bailan|se mueve|se sale|sparks|echa chispas?|suelto|suelta|flojo|floja|roto|rota|quemado|quemada|cracked|broken|loose|wobbles|wobbly|doesnt work|wont work|buzzes|zumba|(?:is|esta|isnt) (?:loose|broken|cracked|dead|flojo|floja|roto|rota|quemado|quemada|suelto|suelta)|no (?:funciona|sirve|prende|jala))\b/.test(
        input.slice(q.pos),
      )
    )
      continue;
    // "two holes, the doorknob went thru one and the hockey stick did the other": the two told one by one.
    if (
      prev?.kind === 'count' &&
      prev.value === 2 &&
      q.kind === 'count' &&
      q.value === 1 &&
      /^1\b[^.]{0,60}\b(?:the other|el otro|la otra)\b/.test(input.slice(q.pos)) &&
      !/\b(?:actually|just|only|wait|sorry|make it|scratch|no|solo|nomas|mejor|perdon)\b/.test(between)
    )
      continue;
    // "my husband says it was 22. yeah 22", "son 5... sí, 5": the figure said again to confirm it.
    if (
      prev &&
      q.kind === 'count' &&
      (q.value === prev.value || (prev.squares && q.value * 100 === prev.value)) &&
      /^[\d.]+\s*[.,!]*\s*(?:(?:yeah|yes|yep|yup|si|ok|okay|right|correct|exacto|eso|asi es)[\s,.!]*)+$/.test(between)
    )
      continue;
    // "3 minisplits, los 3 son de 1.5 toneladas", "4 doors, all 4 are hollow core": the same count named again.
    if (
      prev &&
      (q.kind === 'count' || q.kind === 'room') &&
      prev.kind === q.kind &&
      q.value === prev.value &&
      q.value > 1 &&
      SAME_ONES.test(between)
    )
      continue;
    // "5 x 4 metros, o sea like 16 by 13 feet": the size said again in the other system takes nothing back.
    if (prev?.system && q.system && restates(prev, q, prev.system)) {
      out.push(q);
      continue;
    }
    // "sorry its 8 not 6": keep the first, mark it as the customer's correction.
    // A size's second side is not a figure of its own: "twelve by twelve not ten" reads from the size's end.
    const sinceFigure = prev?.kind === 'dims' && prev.end !== undefined ? `0${input.slice(prev.end, q.pos)}` : between;
    // "una de 3x4 y otra de 3x3, o sea 12 más 9": the customer working out a size given before is no new figure.
    if (prev?.kind === 'dims' && (q.kind === 'count' || q.kind === 'area') && out.some((o) => o.kind === 'dims' && surface(o) === q.value))
      continue;
    if (prev && FIRST_GUESS.test(sinceFigure)) {
      takenBack.add(q.value);
      continue;
    }
    if (prev && NOT_THAT.test(sinceFigure) && (q.kind === prev.kind || q.kind === 'count')) {
      prev.corrected = true;
      takenBack.add(q.value);
      continue;
    }
    const after = between.replace(/^[\d.]+/, '');
    // "2 actually, one in the office too": the word confirms the figure before it, it does not take it back.
    // "son 7, no 5 como le dije": the figure after "no" is the one said before.
    if (
      prev &&
      /^[\d.]+\s*(?:[a-z'"\u00b2][a-z0-9'"\u00b2]*\s*){0,2}[,.]?\s*no\s*$/.test(sinceFigure) &&
      (/^[\d.]+\s*(?:[a-z]+\s+)?(?:como|like|as|que|lo que)\b/.test(input.slice(q.pos)) ||
        // "dice que son 110 m², no 90.": a measure with its unit, then a bare figure it replaces.
        (prev.system !== null &&
          q.kind === 'count' &&
          /^[\d.]+\s*(?:[.,;!)]|$)/.test(input.slice(q.pos)) &&
          !/\b(?:wait|actually|sorry|oops|espera|espere|perdon|perdona|bueno)\b/.test(sinceFigure)) ||
        // "perdona, lo he medido bien y son 14 metros, no 12": the new measure, then the old one it replaces.
        REMEASURED.test(input.slice(Math.max(0, prev.pos - 60), prev.pos)))
    ) {
      prev.corrected = true;
      takenBack.add(q.value);
      continue;
    }
    const confirms =
      /^ *(?:actually|really|en realidad|realmente)\b(?![\s,]*(?:wait|no|make|scratch|call|its|it s|more|mejor|son|es|seran|serian)\b)/.test(
        after,
      );
    // "10 m² de pared. Con 2 operarios lo hacéis en un día, ¿no? Pues 2": a bare figure said well after a measure
    // and far from it answers something else (the crew), it does not correct the measure.
    const elsewhere =
      prev !== undefined &&
      q.kind === 'count' &&
      (prev.kind === 'area' || prev.kind === 'length' || prev.kind === 'dims') &&
      between.length > 40 &&
      q.value <= 30 &&
      // "16 squares… this one's 18": squares are said as squares.
      (q.value * 3 < (prev.squares ? prev.value / 100 : prev.value) || q.value > prev.value * 3);
    if (
      prev &&
      !confirms &&
      !elsewhere &&
      (CORRECTION.test(after) ||
        SOFT_CORRECTION.test(after) ||
        LATE_CORRECTION.test(after) ||
        // "…actually let's leave the bathroom one for next year, it's holding up. Four.": a figure said on its own
        // after a take-back that named another figure.
        (LEFT_OUT.test(input.slice(Math.max(0, q.pos - 140), q.pos).replace(/\d/g, 'n')) &&
          /^[\d.]+\s*(?:[.!]|$)/.test(input.slice(q.pos))) ||
        MEASURED_AGAIN.test(after) ||
        AT_FIRST.test(after) ||
        (SOMEONE_SAYS.test(after) && !/^[\d.]+\s+(?:of|de)\b/.test(input.slice(q.pos))) ||
        firstThenBut(input, prev.pos, after))
    ) {
      // "120 ft along the back and 1 side. wait no … just the back, 65 ft": a new length takes back the length, not the count of sides.
      const sameKind = q.kind !== 'count' && prev.kind === 'count' ? out.findLast((o) => o.kind === q.kind) : undefined;
      if (sameKind) {
        out.splice(out.indexOf(sameKind), 1);
        out.push({ ...q, corrected: true });
        continue;
      }
      out.pop();
      // "22 squares, wait no 24": the bare figure is in the squares it corrects.
      const inSquares = prev.squares && q.kind === 'count' ? { value: q.value * 100, squares: true } : {};
      out.push(
        q.kind === 'count' && prev.kind !== 'count' && prev.kind !== 'dims'
          ? { ...q, kind: prev.kind, system: prev.system, corrected: true, bare: true, ...inSquares }
          : { ...q, corrected: true },
      );
      continue;
    }
    out.push(q);
  }
  return out;
}
