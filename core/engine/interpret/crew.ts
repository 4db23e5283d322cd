/**
 * Crew size the customer asks for: "two guys", "a crew of 3", "2 painters",
 * "dos trabajadores", "un equipo de 4". Runs after numbers became digits.
 */
import { blank } from './blank.js';
import { matchesOf } from './scan.js';

/** Words for the workers a customer asks for, as one regex alternation. */
export const PEOPLE = [
  'guys',
  'men',
  'people',
  'persons',
  'workers',
  'painters',
  'movers',
  'helpers',
  'handymen',
  'handyman',
  'maestro',
  'plumbers',
  'electricians',
  'cleaners',
  'techs',
  'technicians',
  'laborers',
  'labourers',
  'installers',
  'roofers',
  'hands',
  'pros',
  'landscapers',
  'carpenters',
  'gardeners',
  'maids',
  'crew members',
  'folks',
  'fellows',
  'fellas',
  'lads',
  'blokes',
  'strong backs',
  'dudes',
  'tilers',
  'setters',
  'tile setters',
  'framers',
  'drywallers',
  'tapers',
  'finishers',
  'workmen',
  'ladies',
  'mechanics',
  'techs',
  'trabajadores',
  'personas',
  'hombres',
  'chavos',
  'ayudantes',
  'pintores',
  'plomeros',
  'fontaneros',
  'albaniles',
  'electricistas',
  'mudanceros',
  'cargadores',
  'operarios',
  'limpiadoras',
  'empleados',
  'tecnicos',
  'maestros',
  'peones',
  'jardineros',
  'carpinteros',
  'instaladores',
  'chicos',
  'muchachos',
  'senoras',
  // "one guy", "1 persona": a crew of one.
  'guy',
  'man',
  'person',
  'worker',
  'painter',
  'mover',
  'helper',
  'cleaner',
  'tech',
  'technician',
  'persona',
  'trabajador',
  'pintor',
  'ayudante',
  'hombre',
  'chavo',
  'operario',
  'tecnico',
  'mozo',
  'mozos',
  'peon',
  'cargador',
  // Chat shorthand and regional words: "2 ppl", "3 chalanes" (MX), "dos peones", "2 oficiales" (ES), "two women".
  'ppl',
  'peeps',
  // "dos manitas para dos horas" (ES), "manden 3 gentes" (MX chat).
  'manitas',
  'gentes',
  'chalanes',
  // "ocupo 3 cuates" (MX): friends, hands for the job.
  'cuates',
  'chalan',
  'oficiales',
  'currantes',
  // Spain's "3 chavales pa una mudanza", "dos tíos fuertes".
  'chavales',
  'chaval',
  // Andalusian speech drops the plural s: "2 chavale", "manda 2 muchacha", "3 hombre".
  'chavale',
  'muchacha',
  'hombre',
  'persona',
  'tios',
  'women',
  'girls',
  'mujeres',
  'chicas',
  'muchachas',
  'trabajadoras',
  'operarias',
  'limpiadores',
  'plumber',
  'electrician',
  'carpenter',
  'gardener',
  'roofer',
  'installer',
  'laborer',
  'labourer',
  'jardinero',
  'fontanero',
  'plomero',
  'electricista',
  'albanil',
  'carpintero',
  'instalador',
  'limpiadora',
  'muchacho',
  'chico',
  // Trade workers by name: "dos soladores", "2 alicatadores", "3 masons".
  'soladores',
  'solador',
  'alicatadores',
  'alicatador',
  'azulejeros',
  'yeseros',
  'escayolistas',
  'pladuristas',
  'tablaroqueros',
  'techadores',
  'tejadores',
  'herreros',
  'cristaleros',
  'vidrieros',
  'masons',
  'bricklayers',
  'glaziers',
  'welders',
  'arborists',
  'pavers',
].join('|');

const PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b(\\d{1,2})\\s+(?:of\\s+(?:your|ur|the|you|tus|sus|los|las)\\s+|de\\s+(?:tus|sus|los|las|vuestros)\\s+)?(?:[a-z]+\\s+)?(?:${PEOPLE})\\b`,
    'g',
  ),
  /\b(?:crew|team|equipo|cuadrilla|grupo)\s+(?:of|de)\s+(\d{1,2})\b/g,
  // "q vengan 2 porfa", "que manden 3", "send 2 please": how many to send, said as a bare number.
  /\b(?:que|q|k)\s+(?:vengan|vayan|manden|envien|vengais|mandeis)\s+(\d{1,2})\b(?!\s*(?:[.,]\d|horas?|hrs?|h\b|dias?|veces|semanas?|m\b|m2|metros?|mts?|pm|am|de\b|del\b|o\b))/g,
  // "venid dos que hay prisa", "mandadme 3 porfa": how many to send, said to the business.
  /\b(?:venid|vengan|mandad|mandadme|mandame|mandenme|enviad|enviadme)\s+(\d{1,2})(?=\s*(?:$|[.,;!?]|que\b|q\b|porfa|por favor|pues\b|y\b|asi\b|para\b|pa\b))/g,
  // "si podéis venir dos y acabar en una mañana", "si pueden mandar 3": how many may come, asked of the business.
  /\b(?:podeis|pueden|puedes|podrian|podriais|pudieran|pudierais)\s+(?:venir|mandar|enviar)\s+(\d{1,2})(?=\s*(?:$|[.,;!?]|y\b|e\b|que\b|porfa|por favor))/g,
  // "crew: 3", "team size 2".
  /\b(?:crew|team|cuadrilla)(?:\s+size)?\s*[:=]?\s*(\d{1,2})(?![\d.]|\s*[a-z])/g,
  // "con un solo mozo", "a single guy", "only one mover": a crew of one said without a digit.
  new RegExp(`\\b(?:un|una|a|1)\\s+(?:solo|sola|single|lone)\\s+(?:${PEOPLE})\\b`, 'g'),
  // "con un operario basta", "just a guy with a van is fine": one worker asked for with "with / just".
  new RegExp(`\\b(?:con|with|just|only|solo|nomas)\\s+(?:un|una|a|one)\\s+(?:${PEOPLE})\\b`, 'g'),
  /\b(\d{1,2})[\s-]?(?:man|men|person|people|persona|personas)\s+(?:crew|team|job|equipo|cuadrilla)\b/g,
  // "3 of you would be great", "send 2 of your crew", "con 2 de ustedes basta": the business's own people.
  /\b(\d{1,2})\s+(?:of\s+(?:you(?:\s+guys)?|ya|y\s*all|your\s+(?:crew|team|people|staff))|de\s+(?:ustedes|vosotros|vosotras|tu\s+equipo|su\s+equipo|vuestro\s+equipo))\b/g,
];

const HELPERS = 'helpers?|apprentices?|assistants?|ayudantes?|aprendiz|aprendices|peon|peones|chalan|chalanes|oficial|second guy|segundo';

/** "un maestro y su ayudante", "un paleta y un ayudante", "a plumber and his helper", "2 guys plus a helper": workers and helpers. */
const WITH_HELPER = new RegExp(
  `\\b(\\d{1,2}|a|an|one|un|una)\\s+(?:[a-z]+\\s+)?(?:${PEOPLE}|handyman|maestro|maestros|oficial|albanil|paleta|fontanero|pintor|electricista|carpintero|solador|alicatador|plumber|painter|electrician|carpenter|tiler|roofer)\\s+(?:and|y|plus|with|con|\\+|&)\\s+(?:(his|her|their|su|sus|a|an|one|un|una|1|\\d)\\s+)?(?:${HELPERS})\\b`,
  'g',
);

const HELPER_WORD = new RegExp(`\\b(?:${HELPERS})\\b`);
const WITH_HELPER_TOO: readonly RegExp[] = [...PATTERNS, WITH_HELPER];

/** Workers plus helpers: "1 maestro y 2 ayudantes" is 3, "a guy and his helper" is 2. */
function withHelpers(m: RegExpMatchArray): number {
  const base = /^\d+$/.test(m[1]!) ? Number(m[1]) : 1;
  const helpers = m[2] !== undefined && /^\d+$/.test(m[2]) ? Number(m[2]) : 1;
  return base + helpers;
}

/** "we are 4 people", "una familia de 5 personas": who lives there, not who works. */
const HOUSEHOLD =
  /\b(?:somos|we are|were|there are|family of|familia de|vivimos|living|live|habitantes|para)\s*(?:(?:como|about|around|unos?|unas)\s+)?$/;

/** "can one of you …": one worker asked to do something, after a modal. */
const ASKS_ONE = /\b(?:can|could|would|will|should|may|maybe)\s+$/;

export interface CrewResult {
  crew: number | null;
  text: string;
}

/** The last crew size mentioned wins; spans are blanked so they are not read as quantities. */
export function extractCrew(input: string): CrewResult {
  let text = input;
  let crew: number | null = null;
  let lastPos = -1;
  let lastEnd = -1;
  // The helper pattern is long; it runs only when a helper word is there at all.
  const patterns = HELPER_WORD.test(input) ? WITH_HELPER_TOO : PATTERNS;
  for (const pattern of patterns) {
    for (const m of matchesOf(pattern, input)) {
      const n = pattern === WITH_HELPER ? withHelpers(m) : m[1] === undefined ? 1 : Number(m[1]);
      if (HOUSEHOLD.test(input.slice(Math.max(0, m.index - 24), m.index))) continue;
      // "before you leave can one of you put together the crib": one of the crew asked to do a thing, not the crew.
      if (n === 1 && ASKS_ONE.test(input.slice(Math.max(0, m.index - 12), m.index))) continue;
      if (n >= 1 && n <= 10 && m.index >= lastPos) {
        crew = n;
        lastPos = m.index;
        lastEnd = m.index + m[0].length;
      } else if (pattern === WITH_HELPER && n <= 10 && lastPos < m.index + m[0].length) {
        // "1 maestro y 2 ayudantes": the pair outranks the "2 ayudantes" inside it.
        crew = n;
        lastPos = m.index + m[0].length;
      }
      if (n >= 1 && n <= 10) text = blank(text, m.index, m.index + m[0].length);
    }
  }
  // "3 movers, no wait make it 2", "tres cargadores... no espere, que sean dos": the crew taken back for another.
  const fix = crew !== null ? CREW_FIX.exec(input.slice(lastEnd)) : null;
  const figure = fix?.[1];
  if (fix && figure && Number(figure) >= 1 && Number(figure) <= 10) {
    crew = Number(figure);
    const at = lastEnd + fix.index + fix[0].lastIndexOf(figure);
    text = blank(text, at, at + figure.length);
  }
  return { crew, text };
}

const CREW_FIX =
  /^(?:\W*(?!(?:no|wait|espera|espere|mejor)\b)[a-z]+){0,2}\W*(?:no[\s,]+)?(?:wait|no wait|espera|espere|no espera|no espere|mejor|make it|make that|actually|perdon|sorry|rather|scratch that)\b[^0-9]{0,24}?\b(\d{1,2})\b(?!\s*(?:hours?|hrs?|h|horas?|hr|ft|feet|foot|sq|m2|m|metros|mts|pies|x|by|por|am|pm|rooms?|bedrooms?|beds?|baths?|bathrooms?|recamaras?|cuartos?|dormitorios?|habitaciones|banos?|floors?|flights?|stories|storeys|pisos?|plantas?|years?|anos|days?|dias|weeks?|semanas?|items?|pieces?|things|cosas|muebles|boxes|cajas)\b)/;
