/**
 * Turns written numbers into digits so one set of patterns reads every
 * quantity: "three" / "tres" → 3, "a dozen" → 12, "media docena" → 6,
 * "1,200" → 1200, "2,5" → 2.5. Ranges ("8-10", "8 to 10", "entre 8 y 10")
 * become their middle, and the scope confidence drops to medium.
 */
export type Lang = 'en' | 'es';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  cero: 0,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiun: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
  // Common misspellings.
  sinco: 5,
  dies: 10,
  beinte: 20,
  trenta: 30,
  sincuenta: 50,
};
const MULTIPLIERS: Record<string, number> = { hundred: 100, thousand: 1000, mil: 1000 };
/** Words that are numbers in one language and ordinary words in the other. */
const ONLY: Record<string, Lang> = { once: 'es', ten: 'en', dies: 'es' };

const WORD = [...Object.keys(UNITS), ...Object.keys(MULTIPLIERS)].sort((a, b) => b.length - a.length).join('|');
const RUN = new RegExp(`\\b(?:${WORD})(?:(?:\\s+|-)(?:(?:and|y)\\s+)?(?:${WORD}))*\\b`, 'g');

const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // "cuarentaicinco", "treintaydos": tens and units written as one word, as said.
  [
    /\b(treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)[iy](uno|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b/g,
    '$1 y $2',
  ],
  [/\b(?:half\s+(?:a\s+)?dozen|media\s+docena)\b/g, '6'],
  // "a hundred and a hundred twenty": the article is the one of "one hundred".
  [/\ba\s+(hundred|thousand)\b/g, 'one $1'],
  // "veintitantos metros": twenty-odd.
  [/\bveinti(?:tantos|tantas|pico)\b/g, '20'],
  [/\b(\d+)\s+(?:dozen|docenas?)\b/g, '__DOZEN$1__'],
  [/\b(?:(?:a|one)\s+dozen|(?:una\s+)?docena|dozen)\b/g, '12'],
  [/\b(?:a\s+couple(?:\s+of)?|couple\s+of|un\s+par\s+de|un\s+par|a\s+pair\s+of)\b/g, '2 '],
  // "both bathrooms" counts two; "can you do both" counts jobs, not items.
  [/\b(?:both|ambos|ambas|los\s+dos|las\s+dos)\b(?=\s+(?:[a-z]+\s+)?(?!things\b|jobs\b|cosas\b|trabajos\b)[a-z]+s\b)/g, '2'],
  // "both of my bedrooms", "all 3 of the bathrooms": the rooms themselves, counted.
  [/\bboth\s+of\s+(?:my|the|our|your)\s+(?=(?:[a-z]+\s+)?(?!things\b|jobs\b)[a-z]+s\b)/g, '2 '],
  // "both of them", "both need fixing", "ambos gotean": two of the thing asked about ("the washer and dryer both broke"
  // names two different things, one of each).
  [
    /(?<!\b(?:and|&)\s+(?:the\s+|my\s+)?[a-z]+\s+)\bboth(?=\s+(?:of\s+(?:them|those|these|em)|need|needs|leak|leaks|drip|drips|dont|don t|wont|won t|stopped|broke|quit)\b)/g,
    '2',
  ],
  // "I would like both replaced", "want both redone": two of the things named before, to be worked on.
  [
    /\b(?<=(?:like|want)\s+)both(?=\s+(?:of\s+them\s+)?(?:replaced|redone|fixed|repaired|removed|installed|painted|cleaned|swapped|changed|done)\b)/g,
    '2',
  ],
  [/\b(?:ambos|ambas)(?=\s+(?:necesitan|estan|tienen|gotean|fallan|son|se|hay|van|deben|de\s+(?:ellos|ellas)))/g, '2'],
  [/\b(?:half\s+an?\s+hour|media\s+hora)\b/g, '0.5 hours'],
  // Parts of an acre: "a quarter acre", "half an acre", "3/4 of an acre", "media hectárea".
  [/\b(?:a\s+)?quarter(?:\s+of)?(?:\s+an?)?(?:\s+|-)acre\b/g, '0.25 acre'],
  [/\b(?:a\s+)?half(?:\s+of)?(?:\s+an?)?(?:\s+|-)acre\b/g, '0.5 acre'],
  [/\b(?:an?\s+)?third\s+of\s+an?\s+acre\b/g, '0.33 acre'],
  [/\bmedia\s+hectarea\b/g, '0.5 hectarea'],
  [/\b(\d+)\s*\/\s*(\d+)\s+(?:of\s+)?(?:an?\s+)?acre\b/g, '$1/$2 acre'],
  [/\b(?:an?|one|una)\s+hour\s+and\s+a\s+half\b/g, '1.5 hours'],
  [/\b(?:una\s+)?hora\s+y\s+media\b/g, '1.5 horas'],
  // "metro y medio cuadrado", "a foot and a half": one and a half of a unit said without the one.
  [/\b(?:un\s+)?metro\s+y\s+medio\s+cuadrados?\b/g, '1.5 m2'],
  [/\b(?:un\s+)?metro\s+y\s+medio\b/g, '1.5 metros'],
  [/\b(?:a|one)\s+foot\s+and\s+a\s+half\b/g, '1.5 feet'],
  // "half a metre high", "medio metro de alto": half of a unit.
  [/\bhalf\s+(?:a|one)\s+(met(?:er|re)s?|foot|ft|yard)\b/g, '0.5 $1'],
  [/\bmedio\s+(metro)\b(?!\s+cuadrado)/g, '0.5 $1'],
  // "un piso de un dormitorio", "depa de una recámara": the size of the home, one room.
  [
    /\b(piso|departamento|depa|casa|apartamento|apto|vivienda|mudanza|estudio)\s+de\s+(?:un|una|1)\s+(dormitorio|recamara|habitacion|cuarto|alcoba|ambiente)\b/g,
    '$1 de 1 $2',
  ],
  // "un metro por 1.5", "a foot by 3 feet": one of a unit as a side.
  [/\b(?:un|one|a)\s+(metros?|m|pies?|foot|feet|ft)\s+(por|x|by)\b/g, '1 $1 $2'],
  [/\b(\d+)\s+and\s+a\s+half\b/g, '$1.5'],
  [/\b(\d+)\s+y\s+medi[oa]\b/g, '$1.5'],
  // "a few, mostly small, one might be bigger", "uno es más grande": one of them compared, not a count.
  [
    /\b(?:one|uno|una)\s+(?:might|may|could|is|s|es|esta|puede|podria)\s+(?:be\s+|ser\s+)?(?:a\s+bit\s+|un\s+poco\s+)?(?:bigger|larger|smaller|worse|mas\s+grande|mas\s+chic[oa]|peor)\b/g,
    'it is bigger',
  ],
  // "del piso de Russafa a uno en Paterna", "to one in Queens": the home moved to, not a count.
  [/\b(a|to)\s+(?:uno|una|one)\s+(?=(?:en|in|nuevo|nueva|new|mas|bigger|smaller|cerca|near)\b)/g, '$1 otro '],
  // "it was like one forty total", "two fifty square feet": hundreds said the short way, before a unit or a total.
  [
    /\b(one|two|three)[\s-](twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b(?=(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?\s+(?:ft|feet|foot|total|linear|lf|sq|square|sqft|yards?|all|roughly|approx|approximately|or so|give or take|maybe|i think|goes)\b)/g,
    '$1 hundred $2',
  ],
  [/\b(?:an|one)\s+hour\b/g, '1 hour'],
  [/\buna\s+hora\b/g, '1 hora'],
  [/\b(?:half\s+(?:a\s+)?day|medio\s+dia)\b/g, '4 hours'],
  // "for a full day" is a duration; "it drips all day" is not.
  [
    /\b(?:(?:for|about|around)\s+(?:a\s+)?(?:full|whole|entire)\s+day|a\s+full\s+day|(?:por|durante)\s+(?:un\s+)?dia\s+completo|un\s+dia\s+completo|(?:por|durante)\s+todo\s+el\s+dia|(?:for|about)\s+all\s+day)\b/g,
    '8 hours',
  ],
];

/** Words at least one of PHRASES needs; most requests have none, so the list is skipped. */
const PHRASE_WORDS =
  /dozen|a hundred|a thousand|docena|veinti|\b(?:one|two|three)[\s-](?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b|couple|par|pair|both|ambo|ambas|dos|half|medi|hour|hora|day|dia|few|poc|acre|hectar|\b(?:a|to) (?:uno|una|one) |\b(?:one|uno|una)\s+(?:might|may|could|is|s|es|esta|puede|podria)\b|\b(?:un|una|one|a)\s+(?:metros?|m|pies?|foot|feet|ft|dormitorio|recamara|habitacion|cuarto|alcoba|ambiente)\b/;

function parseRun(run: string, lang: Lang): string {
  const words = run.split(/[\s-]+/).filter((w) => w !== 'and' && w !== 'y');
  if (words.some((w) => ONLY[w] !== undefined && ONLY[w] !== lang)) return run;
  let total = 0;
  let current = 0;
  let lastWasUnit = false;
  const out: number[] = [];
  for (const word of words) {
    const mult = MULTIPLIERS[word];
    if (mult !== undefined) {
      if (mult === 1000) {
        total += (current || 1) * 1000;
        current = 0;
      } else if (current >= 100) {
        // "between one hundred and one hundred twenty": a second hundred starts a second number.
        out.push(total + current - (current % 100));
        total = 0;
        current = (current % 100 || 1) * mult;
      } else {
        current = (current || 1) * mult;
      }
      lastWasUnit = false;
      continue;
    }
    const value = UNITS[word] ?? 0;
    // "two three" is two numbers, "twenty five" is one.
    const place = value < 10 ? 10 : value < 100 ? 100 : 1000;
    if (lastWasUnit && current % place !== 0) {
      out.push(total + current);
      total = 0;
      current = 0;
    }
    current += value;
    lastWasUnit = true;
  }
  out.push(total + current);
  // "between eight and ten" keeps its "and" so the range is still read.
  return out.join(/\s(?:and|y)\s/.test(run) ? (lang === 'es' ? ' y ' : ' and ') : ' ');
}

export interface PreparedNumbers {
  text: string;
  ranged: boolean;
}

/**
 * One reading's prepared texts: grouping and resolving prepare the same clause several times (a pure
 * function of text and language). Cleared at the start of every reading (`forgetNumbers`), bounded
 * for callers outside one. Callers treat the answer as read-only.
 */
const prepared = new Map<string, PreparedNumbers>();

export function forgetNumbers(): void {
  prepared.clear();
}

export function prepareNumbers(input: string, lang: Lang): PreparedNumbers {
  const key = lang + input;
  let out = prepared.get(key);
  if (out === undefined) {
    out = prepareFresh(input, lang);
    if (prepared.size >= 512) prepared.clear();
    prepared.set(key, out);
  }
  return out;
}

function prepareFresh(input: string, lang: Lang): PreparedNumbers {
  let text = input;
  // "con ascensor los dos. Mejor…", "el mantenimiento a los dos, son minisplit": a pronoun for two things named counts
  // nothing.
  if (/\b(?:los|las) dos\b/.test(text))
    text = text.replace(
      /\b(los|las) dos(?=\s*(?:[.,;!?]|$)|\s+(?:son|estan|tienen|porque|pq|xq|mejor|pero|ok|vale|bueno|ah|oye|y|por favor|porfa|porfavor|pofavo|pofavor|gracias|tambien|igual|juntos|[a-z]{3,}(?:ados|idos|adas|idas))\b)/g,
      'ellos',
    );
  if (PHRASE_WORDS.test(text)) for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  // "about sesenta, 60 square metres": a figure said in words and then in digits is said once.
  if (/[a-z] ?, ?\d/.test(text))
    text = text.replace(/\b([a-z]+(?: y [a-z]+)?) ?, ?(\d+)(?= [a-z])/g, (all, words: string, digits: string) =>
      parseRun(words, lang) === digits ? digits : all,
    );
  text = text.replace(RUN, (run) => parseRun(run, lang));
  // "a six-foot slider": a number said in words and joined to its unit, as "6-foot" is read.
  if (/\d-[a-z]/.test(text)) text = text.replace(/\b(\d+)-(?=[a-z])/g, '$1 ');
  // "ten feet out from the house and twelve feet across": the two sides of a deck or a patio, said apart.
  if (/ (?:out|deep|across|wide) /.test(` ${text} `))
    text = text.replace(
      /\b(\d+(?:\.\d+)?)\s*(feet|foot|ft|metres?|meters?|metros?|m)\s+(?:out|deep|wide|long|across)(?:\s+from\s+the\s+(?:house|wall|back door))?\s*(?:,|and|by|x|y|por)\s*(\d+(?:\.\d+)?)\s*(?:feet|foot|ft|metres?|meters?|metros?|m)\s+(?:out|deep|wide|long|across)\b/g,
      '$1 x $3 $2',
    );
  // "12 feet long and 18 inches high": a backsplash's height in inches beside its run in feet is read in feet.
  if (/inch|"/.test(text))
    text = text.replace(
      /\b(\d+(?:\.\d+)?\s*(?:feet|foot|ft)\s+(?:long|wide|across)\s*(?:,|and|by|x)\s*)(\d+(?:\.\d+)?)\s*(?:inches|inch|in|")(?=\s*(?:high|tall|wide|deep)\b)/g,
      (_all, head: string, inches: string) => `${head}${Math.round((Number(inches) / 12) * 100) / 100} feet`,
    );
  // "a 55 and a 65 inch", "una de 50 y otra de 65 pulgadas": two sizes, the unit said once after the last.
  if (/inch|pulgada|"/.test(text))
    text = text.replace(
      /\b(\d{2,3})(\s+(?:and|or|y|o|&)\s+(?:a |an |one |un |una |otra de |another )?)(\d{2,3})\s*(inch(?:es)?|in\b|pulgadas|pulg|")/g,
      '$1 $4$2$3 $4',
    );
  // "tres coma cinco", "three point five", "doce punto cinco": a decimal said in words.
  if (/ (?:coma|point|punto) \d/.test(text)) text = text.replace(/\b(\d+) (?:coma|point|punto) (\d{1,2})\b/g, '$1.$2');
  // "4 metros por 3 metros 50 cm": metres and centimetres of one side are one figure.
  if ((text.includes('cm') || text.includes('centim')) && /\d\s*(?:cm|centimetros)\b/.test(text))
    text = text.replace(
      /\b(\d+)\s*(metros?|mts?|m)\s+(?:y\s+|con\s+)?(\d{1,2})\s*(?:cm|centimetros)\b/g,
      (_m, m: string, u: string, cm: string) => `${Number(m) + Number(cm) / 100} ${u}`,
    );
  // "embaldosar suelo baños: 2 x 6 m2": so many of a size.
  if (/\d\s*(?:x|por)\s*\d/.test(text))
    text = text.replace(
      /\b([2-9])\s*(?:x|por)\s*(\d+(?:\.\d+)?)\s*(m2|m\u00b2|sq ?ft|metros cuadrados|square (?:feet|foot))/g,
      '$1 de $2 $3',
    );
  // "un minisplit de 18 mil", "12 thousand btu": digits and a word for thousands are one number.
  if (/\d 1000\b/.test(text)) text = text.replace(/\b(\d{1,3}(?:\.\d+)?) 1000\b/g, (_m, n: string) => String(Math.round(Number(n) * 1000)));
  // Halves said after the number was written in words ("two and a half hours", "dos horas y media").
  if (/half|medi/.test(text)) {
    text = text
      .replace(/\b(\d+)\s+and\s+a\s+half\b/g, (_m, n: string) => String(Number(n) + 0.5))
      .replace(/\b(\d+)\s+y\s+medi[oa]\b/g, (_m, n: string) => String(Number(n) + 0.5))
      .replace(
        /\b(\d+)\s+(hours?|hrs?|horas?|metros?(?:\s+cuadrados)?|m|feet|foot|ft|pies)\s+(?:and\s+a\s+half|y\s+medi[oa])(\s+cuadrados)?\b/g,
        (_m, n: string, u: string, sq: string | undefined) => `${Number(n) + 0.5} ${u}${sq ?? ''}`,
      );
  }
  // "y otra en la ducha", "and another in the shower": one more of the thing, somewhere else.
  if (/(?:una|uno|otra|otro|another) (?:en|in|on|at|para|for|arriba|abajo|upstairs|downstairs) /.test(text))
    text = text.replace(
      /\b(y|e|and|plus)\s+(?:una|uno|otra|otro|another)(?=\s+(?:en|in|on|at|para|for|arriba|abajo|upstairs|downstairs)\s)/g,
      '$1 1',
    );
  // "cuatro metros por tres con veinticinco": the second side's centimetres said after "con".
  if (/ con /.test(text))
    text = text.replace(
      /\b(por|x)\s+(\d)\s+con\s+(\d{2})\b(?!\s*(?:cm|centimetros?|horas?|por ciento|%|piezas|unidades|pesos|euros)\b)/g,
      (_m, by: string, n: string, cm: string) => `${by} ${Number(n) + Number(cm) / 100}`,
    );
  // Metres and their centimetres said apart: "3 metros y 20", "1 metro con 80", "un metro ochenta", "tres metros veinte"
  // are 3.2, 1.8, 1.8, 3.2 m.
  if (/metro/.test(text))
    text = text.replace(
      /\b(\d+|un)\s+(metros?)\s+(?:(?:y|con)\s+)?([1-9][05])\b(?!\s*(?:metros?|m|mts|cm|centimetros?|m2|horas?|por ciento|%|piezas|unidades|pesos|euros|dolares|mil|[a-z]+s)\b)/g,
      (_m, n: string, u: string, cm: string) => `${(n === 'un' ? 1 : Number(n)) + Number(cm) / 100} ${u}`,
    );
  // A side said the short way beside "por": "cuatro por tres cincuenta", "dos setenta de alto por cuatro" are 3.5 and 2.7.
  if (lang === 'es' && /\b\d [1-9][05]\b/.test(text) && /\b(?:por|x)\b/.test(text))
    text = text
      .replace(
        /\b((?:por|x)\s+)([1-9]) ([1-9][05])\b(?!\s*(?:metros?|m|mts|cm|centimetros?|m2|horas?|por ciento|%|piezas|unidades|pesos|euros|mil|[a-z]+s)\b)/g,
        (_m, by: string, n: string, cm: string) => `${by}${Number(n) + Number(cm) / 100}`,
      )
      .replace(
        /\b([1-9]) ([1-9][05])(?=\s*(?:metros?\s+|m\s+)?(?:de (?:largo|ancho|alto|fondo)\s+)?(?:por|x)\s+\d)/g,
        (_m, n: string, cm: string) => `${Number(n) + Number(cm) / 100}`,
      );
  // "2.4 metros de largo por 60 de fondo": a depth with no unit beside a length in metres is centimetres, and a depth
  // (a countertop's, a shelf's) is no side of an area.
  if (/ de (?:fondo|profundidad)/.test(text))
    text = text.replace(
      /\b(\d+(?:\.\d+)?\s*(?:m|mts?|metros?)\s+de\s+largo)\s+(?:x|por)\s+([2-9]\d|1[01]\d)(\s+de\s+(?:fondo|profundidad))\b/g,
      '$1, $2 cm$3',
    );
  // A side in centimetres beside one in metres ("1 metro por 80 cm") is read in metres: "1 metro por 0.8 m".
  if (/cm|centimetro/.test(text)) {
    const m = (cm: string): string => `${Math.round(Number(cm)) / 100} m`;
    text = text
      .replace(
        /\b(\d+(?:\.\d+)?\s*(?:m|mts?|metros?)\s*(?:de (?:largo|ancho|alto|long|wide)\s*|long\s*|wide\s*)?(?:x|por|by)\s*)(\d+)\s*(?:cm|centimetros?)\b/g,
        (_all, head: string, cm: string) => `${head}${m(cm)}`,
      )
      .replace(
        /\b(\d+)\s*(?:cm|centimetros?)(\s*(?:x|por|by)\s*\d+(?:\.\d+)?\s*(?:m|mts?|metros?)\b)/g,
        (_all, cm: string, tail: string) => `${m(cm)}${tail}`,
      )
      // "un cuarto de 450 x 300 cm": both sides of a room in centimetres. Sides under 1.5 m stay as said (a tile's
      // "60 x 60 cm", a shower tray's "120 x 80").
      .replace(/\b(\d{3,4})\s*(?:cm|centimetros?)?\s*(?:x|por|by)\s*(\d{3,4})\s*(?:cm|centimetros?)\b/g, (all, a: string, b: string) =>
        Number(a) >= 150 && Number(b) >= 150 ? `${m(a)} x ${m(b)}` : all,
      );
  }
  // Hours and minutes ("2h30", "1 hr 45 min", "2:30 horas") become decimal hours: 2.5 hours.
  if (/\dh|\d\s*(?:h|hrs?|hours?|horas?)\s*(?:and\s+|y\s+|,\s*)?\d|\d:\d/.test(text)) {
    const hours = (h: string, m: string): string => `${Math.round((Number(h) + Number(m) / 60) * 100) / 100} hours`;
    text = text
      .replace(/\b(\d+)\s*h(\d{2})\b(?:\s*(?:min|mins|m)\b)?/g, (_m, h: string, m: string) => hours(h, m))
      .replace(
        /\b(\d+)\s*(?:h|hrs?|hours?|horas?)\s*(?:and\s+|y\s+|,\s*)?(\d{1,2})\s*(?:min|mins|minutes?|minutos?)\b/g,
        (_m, h: string, m: string) => hours(h, m),
      )
      .replace(/\b(\d+):([0-5]\d)\s*(?:h|hrs?|hours?|horas?)\b/g, (_m, h: string, m: string) => hours(h, m));
  }
  // Feet and inches ("9'3\"", "9 ft 3 in") become decimal feet: 9.25'.
  if (/['"]|ft|feet|foot|pies/.test(text)) {
    text = text.replace(
      /\b(\d+)\s*(?:'|ft\.?|feet|foot|pies?)\s*(?:and\s+)?(\d{1,2}(?:\.\d+)?)\s*(?:"|''|in\b\.?|inch(?:es)?\b|pulgadas?\b)/g,
      (_m, f: string, i: string) => `${Math.round((Number(f) + Number(i) / 12) * 1000) / 1000}'`,
    );
    // The inch mark is often left off: "14'6 x 12", "12'3", "14 ft 6 by 12" (inches under 12).
    text = text.replace(
      /\b(\d+)(?:'\s?|\s*(?:ft\.?|feet|foot)\s*)(\d{1,2}(?:\.\d+)?)(?=\s*(?:x|by|por)\s*\d)|\b(\d+)'(\d{1,2}(?:\.\d+)?)(?![\d'"]|\s*(?:x|by|por|[a-z]))/g,
      (m, f1: string | undefined, i1: string | undefined, f2: string | undefined, i2: string | undefined) => {
        const [f, i] = f1 !== undefined ? [f1, i1!] : [f2!, i2!];
        return Number(i) < 12 ? `${Math.round((Number(f) + Number(i) / 12) * 1000) / 1000}'` : m;
      },
    );
  }
  // "a 1 story 3/2 in Naples", "4/2.5 house": a home's bedrooms and baths, not a count of the job's things ("before
  // listing 3/1", "closing 5/3" are dates).
  text = text.replace(
    /(?<!\b(?:listing|list|listed|closing|close|closes|by|before|on|until|till|due|deadline|thru|through|after|del|el|hasta)\s)\b([1-6])\s*\/\s*([1-4](?:\.5)?)(?:\s*\/\s*[1-3])?(?=\s*(?:$|[,.;)]|\s(?:in|home|house|condo|townhouse|townhome|apartment|apt|with|on|near|ranch|split)\b))/g,
    (m, a: string, b: string) => (Number(a) >= Number(b) ? `${a} bed ${b} bath` : m),
  );
  // Mixed numbers: "2 1/2 hours", "2-1/2 hrs" are two and a half.
  text = text.replace(/\b(\d{1,3})(?:\s+|\s*-\s*)([1-7])\s*\/\s*([2348])\b/g, (m, w: string, a: string, b: string) =>
    Number(a) < Number(b) ? String(Number(w) + Math.round((Number(a) / Number(b)) * 1000) / 1000) : m,
  );
  // Simple fractions: "3/4 in pipe" is 0.75 inch, never the count 3 or 4.
  text = text.replace(/\b(\d{1,2})\s*\/\s*(\d{1,2})\b/g, (m, a: string, b: string) =>
    Number(b) > 0 && Number(a) < Number(b) ? String(Math.round((Number(a) / Number(b)) * 1000) / 1000) : m,
  );
  // "200ish", "12x15ish", "20-ish": a rough figure is still the figure.
  if (/ish\b/.test(text)) text = text.replace(/(\d)\s*-?\s*ish\b/g, '$1');
  // "20 y pico", "30 y tantos", "20-something", "40-odd": a rough figure, read as the figure said.
  if (/pico|tantos|something|odd/.test(text))
    text = text.replace(/(\d)(?:\s+y\s+(?:pico|tantos|tantas)|\s*-?\s*(?:something|odd))\b/g, '$1');
  // "10k sq ft".
  text = text.replace(/\b(\d+(?:\.\d+)?)k\b/g, (_m, n: string) => String(Number(n) * 1000));
  text = text.replace(/__DOZEN(\d+)__/g, (_m, n: string) => String(Number(n) * 12));
  text = text.replace(/\b(\d+)\s+(?:dozen|docenas?)\b/g, (_m, n: string) => String(Number(n) * 12));
  // Thousands separators, then decimal commas ("2,5 m" in Spanish-speaking countries).
  text = text.replace(/\b(\d{1,3})(?:,(\d{3}))+(?![\d,])/g, (m) => m.replace(/,/g, ''));
  if (lang === 'es') text = text.replace(/\b\d{1,3}(?:\.\d{3})+(?![\d.])/g, (m) => m.replace(/\./g, ''));
  // "5 x 5,5, perdón": a comma after the decimal ends the figure; "3,5,7" is a list.
  text = text.replace(/(?<![\d.,])(\d+),(\d{1,2})(?!\d|,\d)/g, '$1.$2');
  let ranged = false;
  // A range is priced at its middle ("8 to 10 outlets" → 9), as the understanding policy asks; a step line says so.
  const upper = (_m: string, a: string, b: string): string => {
    const lo = Number(a);
    const hi = Number(b);
    if (!(hi > lo)) return _m;
    ranged = true;
    return String((lo + hi) / 2);
  };
  text = text.replace(/\b(?:between|entre)\s+(\d+(?:\.\d+)?)\s+(?:and|y|a)\s+(\d+(?:\.\d+)?)/g, upper);
  // "3 hours maybe 4", "2 horas o igual 3": a hedge on hours said after the unit is a range of hours.
  text = text.replace(
    /\b(\d+(?:\.\d+)?)\s+(hours?|hrs?|horas?|days?|dias?)\s*,?\s*(?:or\s+)?(?:maybe|possibly|perhaps|prob|probably|o\s+(?:tal\s+vez|quizas?|igual)|tal\s+vez|quizas?|a\s+lo\s+mejor)\s+(\d+(?:\.\d+)?)\b(?!\s*(?:x|by|por)\b)/g,
    (m, a: string, unit: string, b: string) => `${upper(m, a, b)}${Number(b) > Number(a) ? ` ${unit}` : ''}`,
  );
  // "3 maybe 4", "6, possibly 8", "5 o tal vez 6": a hedge between two figures is a range too.
  text = text.replace(
    /\b(\d+(?:\.\d+)?)\s*,?\s*(?:or\s+)?(?:maybe|possibly|perhaps|prob|probably|o\s+(?:tal\s+vez|quizas?|igual)|tal\s+vez|quizas?|a\s+lo\s+mejor)\s+(\d+(?:\.\d+)?)(?![\d.]*\s*(?:x|by|por)\s*\d)/g,
    upper,
  );
  text = text.replace(/\b(\d+(?:\.\d+)?)\s*(?:-|~|to|or|a|o|or\s+so\s+to)\s*(\d+(?:\.\d+)?)(?![\d.]*\s*(?:x|by|por)\s*\d)/g, upper);
  // "2 bedroom ceiling fans", "3 bathroom vanities": so many of the things, one to a room (not a home's size).
  if (/\d (?:bedroom|bathroom|bath|bdrm|br|recamara|dormitorio|habitacion|bano)s? [a-z]/.test(text))
    text = text.replace(ROOM_THINGS, (_m, n: string, room: string, thing: string) => `${n} ${thing} in the ${room}s`);
  // "smoke detectors in 4 units, 2 per unit", "2 por departamento en 3 departamentos": so many in each of so many places.
  if (/\b(?:per|each|por|cada)\b/.test(text))
    text = text
      .replace(
        PER_PLACE,
        (_m, n: string, places: string, between: string, k: string) => `${places}${between}o sea ${Number(n) * Number(k)}`,
      )
      // "uno por piso, la casa tiene 3 pisos", "one per floor, 3 floors": the same, each first.
      .replace(
        PER_PLACE_FIRST,
        (_m, k: string, place: string, between: string, n: string) => `per ${place}${between}o sea ${Number(n) * Number(k)}`,
      );
  return { text, ranged };
}

const ROOM_THINGS =
  /\b(\d{1,2}) (bedroom|bathroom|bath|bdrm|br|recamara|dormitorio|habitacion|bano) (?!(?:apt|apartment|house|home|condo|unit|suite|flat|townhouse|townhome|place|bungalow|rental|basement|depa|departamento|casa|piso|vivienda|apartamento|duplex|triplex|move|moving|mudanza)\b)((?:[a-z]+ )?(?:fans|lights|fixtures|vanities|faucets|sinks|toilets|outlets|doors|windows|blinds|closets|mirrors|ventiladores|lamparas|lavabos|puertas|ventanas|persianas|espejos))\b/g;

const PLACES =
  'units|apartments|apts|suites|condos|floors|houses|homes|bathrooms|bedrooms|departamentos|deptos|depas|pisos|viviendas|casas|locales|banos|dormitorios|recamaras|habitaciones';
const PLACE =
  'unit|apartment|apt|suite|condo|floor|house|home|bathroom|bedroom|departamento|depto|depa|piso|vivienda|casa|local|bano|dormitorio|recamara|habitacion';
const PER_PLACE_FIRST = new RegExp(
  `\\b(\\d{1,2})\\s+(?:per|in each|por|en cada)\\s+(${PLACE})\\b([^.\\d]{0,40}?)\\b(\\d{1,2})\\s+(?:${PLACES})\\b`,
  'g',
);
const PER_PLACE = new RegExp(
  `\\b(\\d{1,2})\\s+(${PLACES})\\b([^.]{0,60}?)\\b(\\d{1,2})\\s+(?:per|each|in each|a|por|cada|en cada)\\s+(?:${PLACE})\\b`,
  'g',
);
