/**
 * Groups the clauses of one customer turn into jobs: a clause naming a new
 * task starts a job; clauses without a task (sizes, details, small talk)
 * belong to the job before them; a clause asking for something outside home
 * services ("and do my taxes") stands alone so it can be reported.
 */
import type { Trade } from '../catalog/types.js';
import { VERB_TOKENS } from '../catalog/tasks/define.js';
import { type Lexicon, wordTokens } from './lexicon.js';
import { PEOPLE } from './crew.js';
import { namesOnlyRooms } from './rooms.js';
import { isWorkWord, JOINED, jobWords, readWithJobBefore, refersToSameThing, worthReading, type JobWords } from './job-before.js';
import { matchClause, namedWorker, namesWork, type TaskHit } from './match.js';
import { catalanAnd, normalize } from './normalize.js';
import { prepareNumbers, type Lang } from './numbers.js';
import { saysAmountUnknown } from './resolve.js';
import { splitPieces } from './segments.js';
import { ASKS, FOREIGN_OBJECT, FOREIGN_OBJECT_EXCEPT, OUT_OF_SCOPE } from './vocabulary.js';
import { matchesOf } from './scan.js';

export interface Group {
  turn: number;
  task: TaskHit | null;
  trade: Trade | null;
  /** Original text of the clauses, for extras and unpriced items. */
  text: string;
  /** A non-home request on its own ("do my taxes"), not a detail of the job before it. */
  outside: boolean;
  /** Some clause holds a number. */
  sized: boolean;
  /** Sentence of the last clause added. */
  sentence: number;
  /** The job on the same thing whose size this one shares ("power wash the deck and then seal it, 300 sq ft"). */
  twin?: Group;
  /** Asked for on its own ("y revisar una fuga"), so kept even when only its trade is known. */
  asked?: boolean;
  /** The job's thing and verb, kept when the task came from the job before ("and stain it"). */
  words?: JobWords | null;
  /** A later detail settled the task ("…, just the walls"): the whole text's words do not take it back. */
  settled?: boolean;
}

function wordsOf(lex: Lexicon, group: Group, lang: Lang): JobWords | null {
  if (group.words === undefined) group.words = jobWords(lex, prepareNumbers(normalize(group.text), lang).text, group.task);
  return group.words;
}

/** A clause with its own verb asks for its own job ("and put down laminate"), not more of the last one. */
export const OWN_VERB =
  /\b(?:want|need|needs|looking to (?:get|have)|like to (?:get|have)|install|replace|replaced|replacing|put|fix|fixed|repair|repaired|new|paint|painted|repaint|repainted|refinish|refinished|restain|reseal|clean|cleaned|add|build|mount|mounted|hang|hung|remove|removed|swap|swapped|change|changed|changing|trim|trimmed|grind|ground|service|serviced|unclog|assemble|assembled|plant|stain|seal|tile|regrout|recaulk|caulk|patch|haul|move|moved|lay|laid|pressure|power|weatherstrip|look at|check|inspect|quiero|queremos|necesito|necesitamos|ocupo|instal\w*|cambi\w*|pon\w*|coloc\w*|arregl\w*|repar\w*|pint\w*|limpi\w*|quit\w*|colg\w*|mont\w*|arm\w*|pod\w*|destap\w*|desatasc\w*|revis\w*|mantenimiento|impermeabiliz\w*|sustitu\w*|reemplaz\w*|lav(?:ar|en|e|a|an|amos|ado|ada|ados|adas|ando|arlo|arla|arlos|arlas)|hidrolav\w*|cortar|corten|cortarlo|cortarla|cortarle|mover|subir|bajar|sacar|retir\w*|tapar|resan\w*|alicat\w*|conect\w*)\b/;
/** OWN_VERB for every match (a global copy made once). */
const OWN_VERBS = new RegExp(OWN_VERB.source, 'g');
/** "gutters cleaned and the lawn mowed": a thing followed by what is done to it asks for a job as much as a verb before it. */
const PARTICIPLE_END =
  /\b[a-z]+\s+[a-z]{2,}(?:ed|wn)(?:\s+(?:too|also|as well|please|pls|asap|out|up|down|off|again|professionally|properly))*\s*$/;
/** A Spanish clause that starts with an infinitive ("desbrozar la parcela", "plantar 6 rosales") says what is done. */
const INFINITIVE_START =
  /^[\s,]*(?:(?:y|e|tambien|ademas|aparte|luego|despues)\s+)*(?:hay que\s+|quiero\s+|necesito\s+|ocupo\s+)?([a-z]{3,}(?:ar|er|ir))(?:lo|la|los|las|le|les)?\b/;
/** Words ending like an infinitive that are things (some borrowed from English). */
const NOT_INFINITIVE =
  /^(?:boiler|cooler|router|freezer|heater|timer|poster|taller|lugar|hogar|alquiler|mujer|poder|super|collar|altar|azahar|ayer|aguamar|par)$/;

function startsWithVerb(norm: string, lang: Lang): boolean {
  const word = lang === 'es' ? INFINITIVE_START.exec(norm)?.[1] : undefined;
  return word !== undefined && !NOT_INFINITIVE.test(word);
}

const BARE_SECOND_VERB = /^\s*(?:and|y)\s+([a-z]+)(?:\s+(?:up|todo|everything|it all))?\s*(?:[,.;]|$)/;

/** "…pa desbrozar" then "y limpiar, …": both clauses are bare verbs, so the second has no thing of its own. */
function sharesObject(before: string, norm: string, lang: Lang): boolean {
  const second = BARE_SECOND_VERB.exec(norm)?.[1];
  if (!second) return false;
  const first = /([a-z]+)\W*$/.exec(normalize(before))?.[1];
  const isVerb = (w: string): boolean => OWN_VERB_WORD.test(w) || startsWithVerb(w, lang);
  return first !== undefined && isVerb(first) && isVerb(second);
}

/** "and then texture it", "then stained once it's up", "y luego barnizarla": a next step is work of its own. */
const THEN_STEP =
  /^\s*(?:,\s*)?(?:(?:and|y)\s+)?(?:then|afterwards|after that|luego|despues)\s+(?!(?:the|a|an|my|our|el|la|los|las|un|una|mi|mis)\b)[a-z]{4,}/;

const OWN_VERB_WORD = new RegExp(`^${OWN_VERB.source.replace(/\\b/g, '')}$`);

/** "and check the outlets", "y revisar una fuga": after the joining word, a verb of doing comes first (not "and the kitchen before we move in"). */
function verbFirst(norm: string, lang: Lang): boolean {
  const joined = JOINED.exec(norm);
  if (!joined) return false;
  const rest = norm
    .slice(joined[0].length)
    .replace(
      /^(?:\s*(?:also|then|too|please|pls|can you|could you|i need to|i need|need to|need|luego|tambien|tmb|tb|tbn|ademas|ya de paso|de paso|aparte|quiero|queremos|necesito|ocupo|hay que)\b)+/,
      '',
    );
  const first = /^\s*([a-z]+)/.exec(rest)?.[1] ?? '';
  return (OWN_VERB_WORD.test(first) && !WISH.test(first)) || startsWithVerb(rest, lang) || MORE_DOING.test(rest);
}

/** "+ take down one pine", "and rip out the old shelving": new work even when its trade is not known. */
const PHRASAL_WORK =
  /^\s*(?:,\s*)?(?:and|plus|\+|also|then)\s+(?:also\s+|then\s+)?(?:take|tear|rip|knock|cut|pull)\s+(?:down|out|off|away)\b/;

/** Other ways to start asking for work: "take down one pine", "rip out the old shelves", "y que me empaquen la cocina". */
const MORE_DOING =
  /^\s*(?:(?:take|tear|rip|knock|cut|pull)\s+(?:down|out|off|away|up)\b|(?:dig|pour|empac\w*|embal\w*|derrib\w*|tumb\w*|tir(?:ar|en))\b|que\s+(?:me|nos|le|les)\s+[a-z]+(?:en|an)\b)/;

/** A line of a list ("- wash the windows", "2) cambiar 3 apagadores", "• gutters"): an item of its own, not a description. */
const LIST_ITEM = /^\s*(?:[-*•·>]|\d{1,2}[.)-]|[a-e][.)])\s*\S/;

const ARTICLE_NOUN = /\b(?:the|a|an|my|our|your|their|this|that)\s+[a-z]+/g;
const ONE_MORE_AT =
  /^\s*(?:,\s*)?(?:and|plus|y|e)?\s*(?:then\s+|also\s+|luego\s+|tambien\s+)?(?:(?:one|1)\s+more|another(?:\s+(?:one|1))?|(?:uno|una|1)\s+mas|otr[oa](?:\s+mas)?)\s+(?:in|on|at|by|behind|under|over|near|next to|above|beside|en|junto a|detras de|debajo de|arriba de|encima de|al lado de|cerca de)\s+(?:the|my|our|el|la|los|las|mi|mis)\s+[a-z]+(?:\s+[a-z]+)?\s*$/;
const REPLACED_WITH =
  /\b(?:(?:it|them)\s+(?:replaced|redone|done|swapped|changed|rebuilt)\s+(?:with|in|to)|(?:replace|redo|swap|change|rebuild)\s+(?:it|them)\s+(?:with|in|to)|^\W*(?:y\s+)?(?:quiero|queremos|quisiera|quisieramos)\s+(?:cambiarl[oa]s?|sustituirl[oa]s?|hacerl[oa]s?)\s+(?:de|por|con)|(?:lo|la|los|las)\s+(?:queremos|quiero)\s+(?:cambiar|hacer)\s+(?:de|por|con))\b/;
/** "need them swapped", "cambiarlos": the things named before, not others ("the other one", "otro"). */
const REFERS_BACK =
  /^(?!.*\b(?:other|another|otr[oa]s?)\b).*\b(?:them|it|they|those|both|los|las|cambiarlos|cambiarlas|cambiarlo|cambiarla|sustituirlos|sustituirlas)\b/;
/** Two tasks of one thing: "plumbing.toilet.repair" and "plumbing.toilet.replace". */
const sameThing = (a: string, b: string): boolean => a.slice(0, a.lastIndexOf('.')) === b.slice(0, b.lastIndexOf('.'));
const ONE_AT_PLACE =
  /^\s*(?:,\s*)?(?:and|plus|y|e)\s+(?:uno|una|1|one)\s+(?:en|in|on|at|by|near|beside|behind|above|next to|upstairs|downstairs|arriba|abajo|junto a|al lado de|cerca de)\s/;
/** "a regular clean", "limpieza general": the kind of clean named as a thing, not the verb. */
const KIND_OF_CLEAN = /\b(?:regular|deep|standard|basic|general|light|quick|normal|routine)\s+clean(?:ing)?\b/g;
/** "white subway tile", "porcelain tile": after a colour or a material, a word that can be a verb is the thing. */
const DESCRIBED_NOUN =
  /\b(?:(?:white|black|grey|gray|beige|blue|green|subway|porcelain|ceramic|marble|glass|stone|mosaic|travertine|slate|hexagon|hex)\s+)+[a-z]+/g;

/** Words that take back what was just said, at the end of one clause or the start of the next. */
const TAKE_BACK_END =
  /(?:\bno,?\s*(?:perdon|sorry|wait|espera)|\bperdon,?\s*no|\bmejor dicho|\bquise decir|\bscratch that|\bi mean|\bsorry,? i meant?)[\s.,]*$/;
const TAKE_BACK_START =
  /^[\s,.]*(?:no,?\s*(?:perdon|sorry|wait)|mejor dicho|quise decir|i mean|i meant|scratch that|sorry,? i meant?|actually,? no)\b/;
/** "no espera, mejor cuenta 14 q tb quiero lo de encima de la bañera": a clause that opens by correcting a figure. */
const CORRECTS_FIGURE =
  /^[\s,.]*(?:(?:no|ah no|ay no|oh|bueno|hmm)[\s,.]+)?(?:espera|espere|wait|perdon|perdona|sorry|mejor|make it|make that|actually|en realidad)\b[^0-9]{0,25}\d/;
/** "son 9 metros no perdon 7", "like 40 ft, wait make it 45": a figure said, then taken back for another. */
const FIGURE_TAKEN_BACK =
  /^[\s,.]*(?:(?:son|es|its|it s|like|unos|unas|como|about|maybe)\s+)?\d+(?:\.\d+)?\s*[a-z]*[\s,.]+(?:no\s+)?(?:perdon|perdona|wait|sorry|espera|espere|mejor|make it|actually)\b[^0-9]{0,25}\d/;
/** "…14 q tb quiero la parte de encima de la bañera": the reason after a corrected figure, left out of the answer. */
const REASON_AFTER_FIGURE = /(\d(?:\s*[a-z\u00b2]{1,6})?)\s+(?:q|que|porque|xq|pq|because|cause|since|cuz)\b[\s\S]*$/i;
/** "la que tengo", "el que hay", "the one I have", "the old one": the thing there now, said of the job just asked. */
const THE_ONE_THERE =
  /^[\s,]*(?:(?:la|el|las|los) que (?:tengo|tenemos|hay|tiene)|the (?:one|ones) (?:i|we) (?:have|got|ve got)|the (?:old|current|existing) (?:one|ones))\b/;
/** A clause that only says what the thing is like: "it's a standard 36 inch door", "just a regular exterior door". */
const DESCRIBED =
  /^\s*(?:(?:it s|its|it is|they re|theyre|they are|es|son)\s+(?:(?:a|an|un|una|de|the|el|la)\s+)?(?:(?:standard|regular|normal|typical|basic|simple|estandar|comun)\s+)?\d|(?:just\s+|only\s+|solo\s+)?(?:a|an|un|una)\s+(?:regular|standard|normal|basic|simple|plain|estandar|comun|sencill[oa])\b)/;
/** Verbs of wanting, which do not say what work is done. */
const WISH = /^(?:want|need|needs|new|quiero|queremos|necesito|necesitamos|ocupo)$/;
/** ", quiero impermeabilizar", ", I want it waterproofed": after a comma, what the customer wants done opens a job of its own. */
const WISH_OPEN =
  /^\s*(?:,\s*)?(?:y\s+|and\s+|so\s+|asi que\s+|por eso\s+)?(?:i\s+|we\s+)?(?:want|wanna|need|quiero|queremos|necesito|necesitamos|ocupo|ocupamos)\s/;
/** A clause that is just another thing: "and the sink", "y el lavabo del baño", ", a new vanity". */
// "and the faucet", "and some shelving in the den", "and there's a piano too", "y unas repisas" (not "unas 2 horas"):
// a thing listed after the job.
const LISTED_THING =
  /^\s*(?:,\s*)?(?:(?:and|y|plus)\s+|\+\s*)?(?:also\s+|tambien\s+|ademas\s+)?(?:there\s+s\s+|there\s+is\s+|there\s+are\s+|theres\s+|hay\s+|tambien\s+hay\s+)?(?:the|a|an|my|our|some|el|la|los|las|un|una|mi|mis|(?:unos|unas|algunos|algunas)(?=\s+(?![\d]|(?:horas?|dias?|semanas?|meses|minutos|metros|pies|cuantos|cuantas|pocos|pocas)\b)))\s/;
/** "y suelo 4 m2", "and floor 60 sq ft": a bare thing with its own measure, listed after the job. */
const MEASURED_THING =
  /^\s*(?:,\s*)?(?:and|y|plus)\s+[a-z]{3,}\s+(?:de\s+|of\s+)?\d+(?:\.\d+)?\s*(?:m2|m|metros?|sq|square|ft|feet|pies)\b/;
const OTHER_TRADE_JOIN = /^\s*(?:,\s*)?(?:and|y|e|plus|\+)\s+(?:(?:le|les|me|nos)\s+(?:pongan|ponen|pones|pone|ponga)\s+)?[a-z]/;
/** "…laminado en la recámara, y tmb zoclo alrededor": "also" adds another trade's job even under the same verb. */
const ALSO_JOIN = /^\s*(?:,\s*)?(?:and|y|e|plus)\s+(?:also|tambien|tmb|tb|tbn|ademas)\b/;
/** A clause that gives a size: "y son 48 metros lineales", "and it's about 20 ft". */
const SIZE_OF_BEFORE =
  /^\s*(?:y|and)\s+(?:son|es|serian|seran|salen|sale|mide|miden|it s|its|that s|thats|it is|they re|theyre)\s+(?:unos\s+|unas\s+|about\s+|around\s+|like\s+|approx\s+|como\s+)?\d/;
const CREW_HOURS = new RegExp(
  String.raw`^\s*(?:,\s*)?(?:(?:y|and|con|with)\s+)?\d+\s+(?:${PEOPLE})\s+(?:(?:x|por|for|durante|unas|about|like|como)\s+)?\d+(?:\.\d+)?\s*(?:horas?|hrs?|hours?|h)\s*$`,
);
/** A sentence that only says how long: "2.5 hours should do it", "unas 4 horas y listo". */
const HOURS_ONLY =
  /^\s*(?:(?:about|around|maybe|probably|like|unas|como|calculo|i think|i d say|id say)\s+)*\d+(?:\.\d+)?\s*(?:horas?|hrs?|hours?|h)\b(?:\s+(?:should|will|would|oughta|is|are|tops|max|maybe|is enough|ought to)\b[a-z ]{0,25})?\s*$/;
/** A clause that only asks for so many workers: "que vengan 2 carpinteros", "send 2 carpenters please". */
const CREW_ASKED =
  /^\s*(?:(?:que|q)\s+(?:vengan|venga|manden|mandeis)|send|bring|with|con|mandad|manden|mandame|mandeme|ideally|prefer|preferably|a ser posible|si (?:puede|pueden|podeis) (?:ser|venir))?\s*\d+\s+[a-z]+\s*(?:(?:a ser posible|si (?:puede|es) posible|please|pls|if possible|mejor|would be great|ideally)\s*)*$/;
/** An object pronoun: "staining it", "paint them", "pintarlo", "barnizarla". */
const PRONOUN_OBJECT = /\b(?:it|them)\b|\b[a-z]+(?:ar|er|ir)(?:lo|la|los|las)\b/;
/** "y necesito que me lo instaléis", "and put it in": a verb on a thing named before, by a pronoun. */
const POINTS_BACK = new RegExp(`${PRONOUN_OBJECT.source}|\\b(?:me|nos|se|te|os)\\s+(?:lo|la|los|las)\\s+[a-z]{4,}`);
/** A sentence that starts by pointing back ("It spins", "They're old", "Es de gas") is about the job before. */
const PRONOUN_START =
  /^\s*(?:it|its|it s|itll|they|theyre|they re|this|that|these|those|he|she|es|esta|estan|son|lo|la|los|las|le|tiene|tienen|ya)\b/;

/** Trouble said in everyday words: "the toilet runs all night", "no deja de tirar agua", "won't drain". */
const TROUBLE =
  /\b(?:runs|keeps running|running all|won t|wont|doesn t work|doesnt work|not working|stopped working|broke|broken|drips|leaks|flickers|no funciona|no sirve|no deja de|se sale|tira agua|gotea|esta roto|esta rota)\b/;

/** What a fence is made of. */
const FENCE_MATERIAL =
  /\b(?:barbed|barb|barbwire|chain ?link|cyclone|wire|vinyl|wood|wooden|cedar|metal|iron|aluminum|malla|madera|alambre|herreria|vinil|pvc|ciclonica)\b/;

/** A hole or a crack told: the damage a repair mends. */
const HOLE_TOLD = /\b(?:holes?|agujeros?|hoyos?|boquetes?|cracks?|grietas?)\b/;

/** A measure with its unit: "6 m2", "120 sq ft", "15 metros". */
const MEASURED = /\d\s*(?:m2|m\u00b2|metros?|mts?|m|sq|square|ft|feet|foot|pies|lf|linear)\b/;

/** A joined clause that opens on a thing: "and then the guest bath toilet…", "y aparte el escusado…" (not "and runs but…"). */
const NAMES_THING =
  /^\s*(?:,\s*)?(?:and|y|e|plus|also|tambien|ademas|aparte)?\s*(?:then\s+|luego\s+|also\s+|aparte\s+)?(?:the|my|our|a|an|el|la|los|las|mi|mis|un|una)\s/;

/**
 * A vehicle things are carried to or from ("one flight down to the truck", "subirlo a la camioneta") is part of a move;
 * "el clima al carro" is the car's own part.
 */
const CARRIED =
  /(?<!\b(?:clima|aire|motor|bateria|radio|frenos|llantas|capo|cofre|faros|ac|heater|engine|battery|brakes|tires)\s)\b(?:to|into|onto|from|out of|up to|down to|al|a la|hasta la|hasta el|desde la|desde el|(?:cargar|meter|subir)(?:l[oa]s?)?\s+en|(?:baj|sac|descarg)[a-z]*\s+(?:[a-z]+\s+){0,6}?(?:de|del|desde))\s+(?:(?:the|my|a|our|your|his|her|mi|su|tu|la|el|una|un)\s+)?(?:truck|trucks|pickup|van|trailer|camion|camioneta|troca|carro|coche|furgo|furgoneta|furgon)\b/g;

/** A clause that opens with how many of a thing ("4 pot lights", "some outlets"), not with a size or hours. */
const COUNTED_THING = new RegExp(
  String.raw`^[\s,]*(?:and\s+|y\s+|plus\s+)?(?:\d+|a few|few|some|several|unos|unas|varios|varias|algunos|algunas)\s+(?!(?:sq|square|ft|feet|foot|m2|m|mts?|metros?|linear|lineales|lf|yards?|yd|hours?|hrs?|horas?|x|by|por|in|inches|pulgadas|${PEOPLE})\b)[a-z]{3,}`,
);

/** "subir las cajas de la papelería a una camioneta": carried up to a vehicle, said with "a una". */
const CARRIED_TO_A =
  /\b(?:sub|carg|llev|met|baj)[a-z]*\s+(?:[a-z]+\s+){0,6}?a\s+(?:una|un|su|mi|tu)\s+(?:camioneta|camion|troca|furgoneta|furgo|furgon|van|trailer|pickup)\b/g;
/** The vehicle that comes with a move: "3 movers and a truck", "con un operario y una furgoneta basta", "2 guys with a van". */
const MOVE_VEHICLE =
  /(?:\b(?:and|with|plus|y|con)|\+)\s+(?:(?:a|an|one|the|their|your|my|our|un|una|1|su|tu|la|el|mi|nuestra)\s+)?(?:truck|van|pickup|trailer|camion|camioneta|troca|furgoneta|furgon|furgo)\b(?!\s*(?:s|ac|a c|air|engine|motor|tires?|brakes?|llantas?|frenos?|clima|aire)\b)/g;
/** "send a truck and 2 guys", "una camioneta y dos chalanes": the vehicle and the hands of a move, vehicle first. */
const VEHICLE_THEN_CREW = String.raw`\b(?:truck|van|pickup|trailer|camion|camioneta|troca|furgoneta|furgo|furgon) (?:and|with|plus|y|con) (?:\d+|a couple|two|three|some|dos|tres|unos|un par de) ?(?:of )?(?:guys|men|helpers|workers|movers|hombres|muchachos|chavos|chalanes|personas|operarios|mozos|ayudantes)\b`;
const VEHICLE_AND_CREW = new RegExp(VEHICLE_THEN_CREW, 'g');
/** Words of a move or a haul, anywhere in the turn or the job talked about; "2 guys and a truck" is a move too. */
const MOVE_WORDS =
  /\b(?:(?:guys|men|helpers|workers|people|hombres|muchachos|chavos|chalanes|personas|operarios|mozos) (?:and|with|plus|y|con|\+) (?:a |an |one |un |una )?(?:truck|van|camion|camioneta|troca|furgoneta|furgo)|move|moving|movers?|mozos|cargar\w*|descargar\w*|bajar muebles|subir muebles|relocat\w*|mudanza|mudanzas|mudar\w*|mudanceros?|flete|fletes|acarreo|trasteo|porte|portes|vaciar|vaciado|punto limpio|haul\w*|junk|tiliches?|escombros?)\b/;

/** "send a truck and 2 guys", "ayuda pa subir unas cositas": a move told without its words, tried only when MOVE_WORDS fails. */
const MOVE_TOLD = new RegExp(
  `${VEHICLE_THEN_CREW}|\\b(?:subir|bajar|llevar|cargar|mover|pasar)(?:le|les)? (?:unas |las |los |mis |unos )?(?:cositas|cosas|cajas|tiliches|triques|chivas)\\b`,
);
const movesTold = (text: string): boolean => MOVE_WORDS.test(text) || MOVE_TOLD.test(text);
/**
 * A truck sized for the load ("26 ft truck if u have one", "un camión de 3 toneladas", "truck is 26 ft if that
 * matters"): in a move, the move's truck.
 */
const SIZED_TRUCK =
  /\b(?:\d+(?:\.\d+)?\s*(?:ft|foot|feet|pies|m|metros|tons?|toneladas)?\s*(?:box\s+)?(?:truck|van|camion|camioneta)|(?:truck|van|camion|camioneta) (?:de|is|es|s) (?:about |like |around |como |unos |de )?\d+(?:\.\d+)?\s*(?:ft|foot|feet|pies|m|metros|tons?|toneladas))\b/g;

/** Where a vehicle or boat is kept ("sitting on the trailer in my driveway", "estacionada en la cochera"): not the work's place. */
const PARKED_AT =
  /\b(?:sitting|sits|parked|stored|kept|stays|estacionad[oa]|guardad[oa])\b[^.,;]{0,30}\b(?:in|on|at|en) (?:my|the|our|mi|la|el) (?:driveway|garage|carport|yard|backyard|cochera|garaje|entrada|patio)\b/g;

/** "my toddler drove a toy truck thru the drywall", "un carrito de juguete": a toy is no vehicle. */
const TOY_VEHICLE =
  /\b(?:toy|toys|rc|remote control|power wheels) (?:truck|trucks|car|cars|tractor|jeep)\b|\b(?:carrito|cochecito|camioncito|troquita)s?\b/g;
/** "me han rayado el coche en el garaje de la comunidad": the garage where the vehicle was, not home work. */
export const WHERE_IT_IS_KEPT =
  /\b(?:coche|carro|car|truck|camioneta|moto|auto)\b[^.]{0,40}\b(?:en|in)\s+(?:el|la|the|my|mi|our|nuestro)\s+(?:garaje|garage|cochera|parking|estacionamiento)(?:\s+(?:de la comunidad|del edificio|comunitario|del condominio))?\b/g;
/** "snowed in, cant get the truck out to feed": the customer's vehicle snowed in is no job. */
const VEHICLE_STUCK = /\b(?:get|getting|drive|driving|back|pull)\s+(?:the|my|our)\s+(?:truck|car|van|suv|pickup)\s+(?:out|in)\b/g;
/** "los setos … rodean toda la piscina", "the fence around the pool": the pool is where, not what is worked on. */
const BY_THE_POOL =
  /\b(?:rodean|rodea|alrededor de|junto a|al lado de|cerca de|around|next to|beside|by|near|surrounds?|surrounding)\s+(?:toda\s+|all\s+)?(?:la|the|our|el|nuestra|mi|my)\s+(?:piscina|alberca|pool)\b/g;
/** "puppy teeth": a pet's teeth did the damage ("my dog's teeth" to clean stay foreign). */
const PET_TEETH = /\b(?:puppy|pup|dog|cat|kitten)\s+(?:teeth|tooth)\b/g;
/**
 * A vehicle that is neither the job nor carries it: how the customer travels ("the dog is coming in the car with me",
 * "voy en el coche"), what must keep off the yard ("no trucks on the lawn pls") or a measure ("ahi caben como 3 carros",
 * "fits two cars").
 */
const VEHICLE_ASIDE =
  /\b(?:(?:coming|come|comes|ride|riding|rides|going|goes|travel\w*|drive|driving|drives|head\w*|voy|vamos|va|vienen|viene|vengo|venimos|llego|llegamos|ir)\s+(?:up\s+|down\s+|over\s+)?(?:in|en|by)\s+(?:(?:the|my|our|el|mi|nuestro|su)\s+)?(?:car|truck|van|suv|coche|carro|troca|camioneta|auto)|by car|(?:no|keep(?: the)?|sin)\s+(?:trucks|cars|vehicles|heavy equipment|camiones|carros|coches)\s+(?:off|on|in|en|sobre|por)\s+(?:the|my|el|la|mi)\s+(?:lawn|grass|yard|cesped|pasto|jardin|patio)|(?:caben|cabe|entran|fits?|fit|room for|space for|espacio para|lugar para)\s+(?:como\s+|unos?\s+|about\s+|like\s+)?(?:\d+|two|three|four|dos|tres|cuatro)\s+(?:cars|carros|coches|autos|trucks))\b/g;
/**
 * A vehicle that did the damage ("le ha dado con el manillar de la bici a la pared", "backed the car into the garage
 * door") or carries the customer's own things ("la mayoría ya lo llevamos nosotros en el coche"): the wall and the move
 * are the job, not the vehicle.
 */
const VEHICLE_DID_OR_CARRIES =
  /\b(?:(?:dado|dio|dan|golpe\w*|choc\w*|hit|hitting|crashed|smashed|bumped)\s+(?:[a-z]+\s+){0,4}?(?:con|with)\s+(?:[a-z]+\s+){0,4}?|(?:llev\w*|traslad\w*|take|taking|took|bring|bringing|carry\w*|haul\w*)\s+(?:[a-z]+\s+){0,5}?(?:en|in)\s+(?:el|la|mi|nuestro|our|my|the|su)\s+)(?:bici|bicicleta|bike|bicycle|moto|scooter|patinete|car|coche|carro|auto|suv)\b|\b(?:backed|ran|drove|crashed|rammed)\s+(?:the|my|his|her|our)\s+(?:bike|car|truck|van|suv)\s+(?:into|through|thru)\b/g;
/** "¿Tenéis furgo?", "do you guys have a truck?", "tengo la furgoneta de la empresa", "send a truck": whose vehicle, in a move. */
const VEHICLE_ASKED =
  /\b(?:teneis|tienen|tenes|tiene|traeis|traen|trae|ponen|poneis|pones|pone|have|has|bring|send|got|manden|mande|mandes|tengo|tenemos|traigo|llevo|llevamos|pongo|ponemos|rento|rentamos|alquilo)\s+(?:(?:una?|su|vuestra|your|a|the|own|la|el|mi|my|our|nuestra)\s+)*(?:furgo|furgon|furgoneta|camion|camioneta|troca|truck|van)\b/g;

/** `moving`: a move is talked about, so a truck or a van that comes with it carries it. */
export function foreignObject(norm: string, moving?: boolean): boolean {
  // The rewrites below only take words out, so a text with no foreign word never gains one.
  if (!FOREIGN_OBJECT.test(norm)) return false;
  moving ??= movesTold(norm);
  let kept = norm
    .replace(PARKED_AT, ' ')
    .replace(CARRIED, ' ')
    .replace(VEHICLE_STUCK, ' ')
    .replace(VEHICLE_ASIDE, ' ')
    .replace(VEHICLE_DID_OR_CARRIES, ' ');
  if (kept.includes('teeth')) kept = kept.replace(PET_TEETH, ' ');
  if (kept.includes('piscina') || kept.includes('pool') || kept.includes('alberca')) kept = kept.replace(BY_THE_POOL, ' ');
  if (/toy|rc |remote|wheels|carrit|cochecit|camioncit|troquit/.test(kept)) kept = kept.replace(TOY_VEHICLE, ' ');
  // The garage the car was scratched in is where, not garage work that mentions a car.
  if (kept.includes(' en el ') || kept.includes(' in the ')) kept = kept.replace(WHERE_IT_IS_KEPT, ' vehicle ');
  if (/ a (?:una?|su|mi|tu) /.test(kept)) kept = kept.replace(CARRIED_TO_A, ' ');
  const text = moving
    ? kept.replace(MOVE_VEHICLE, ' ').replace(SIZED_TRUCK, ' ').replace(VEHICLE_ASKED, ' ').replace(VEHICLE_AND_CREW, ' ')
    : kept;
  return FOREIGN_OBJECT.test(text) && !FOREIGN_OBJECT_EXCEPT.test(text);
}

/** "Paint my car" (a trade word on a non-home object), "clean my pool", "and do my taxes". */
function outsideRequest(norm: string, hasTask: boolean, hasTrade: boolean, moving: () => boolean): boolean {
  if (FOREIGN_OBJECT.test(norm) && foreignObject(norm, moving())) return true;
  return !hasTask && OUT_OF_SCOPE.test(norm) && (hasTrade || ASKS.test(norm));
}

/** A reason given after the job ("since the old ones…", "porque las viejas…"). */
export const REASON_TAIL = /\s+(?:since|because|cause|cuz|porque|ya que|its for|it s for|this is for)\b.*$/;
/** "que me pongan canalones en el techo cada que llueve se escurre…": when the trouble shows, after the work asked for. */
const WHEN_TAIL = /\s+(?:cada que|cada vez que|whenever|every time)\b.*$/;
/**
 * "que me pongan azulejo en la pared porque se mancha todo de grasa": the job asked for before a reason is the
 * clause's job when it names one; the reason's words ("se mancha", a stain) do not outweigh it.
 */
function askedBeforeReason(lex: Lexicon, norm: string): ReturnType<typeof matchClause> {
  const whole = matchClause(lex, norm);
  const tail = REASON_TAIL.test(norm) ? REASON_TAIL : WHEN_TAIL.test(norm) && OWN_VERB.test(norm.replace(WHEN_TAIL, '')) ? WHEN_TAIL : null;
  if (!tail) return whole;
  const asked = matchClause(lex, norm.replace(tail, ''));
  return asked.task && !asked.task.fuzzy && asked.task.score >= 200 ? asked : whole;
}
/** The rewrites of "just the walls", "no ceilings", "sin techos" (trade-words.ts). */
const WALLS_ONLY =
  /\b(?:walls? only|walls paredes|(?:just|only) (?:the )?walls|solo (?:las )?paredes|nada mas (?:las )?paredes|(?:las )?paredes nada mas|(?:las )?paredes solamente)\b/;
/** A surface of a room: which one a detail names can change the task of its trade (tile on the wall, not the floor). */
const SURFACE = /\b(?:wall|walls|floor|floors|ceiling|ceilings|pared|paredes|muro|muros|piso|pisos|suelo|suelos|techo|techos|plafon)\b/;

/**
 * "azulejo en la cocina, en la pared de la estufa": a detail after a comma that names the surface says which task of
 * the trade. Only tile has a task per surface (floor, wall, shower); other trades are not matched again, which costs.
 */
function refineBySurface(lex: Lexicon, current: Group, comma: boolean, norm: string, lang: Lang): void {
  if (!comma || current.outside) return;
  // "needs fencing put around it, barbed wire": the fence's material, said after it, names which fence.
  const surface = current.task?.def.trade === 'tile' ? SURFACE : current.task?.def.trade === 'fencing' ? FENCE_MATERIAL : null;
  if (!current.task || !surface?.test(norm)) return;
  const merged = matchClause(lex, prepareNumbers(normalize(current.text), lang).text).task;
  if (
    merged &&
    !merged.fuzzy &&
    merged.def.trade === current.task.def.trade &&
    Math.floor(merged.score / 100) >= Math.floor(current.task.score / 100)
  )
    current.task = merged;
}

/**
 * "paint our two bedrooms? … paint is here, just the walls", "Paint 2 bedrooms and hang 4 curtain rods. Walls only":
 * a later detail that leaves the ceilings out makes the rooms painted before their walls.
 */
export function wallsOnly<T extends { task: TaskHit | null; trade?: Trade | null }>(lex: Lexicon, jobs: T[], norm: string): T | undefined {
  if (!WALLS_ONLY.test(norm)) return undefined;
  // "some painting done at the cottage" … "walls only, the bedrooms": painting named without its task is rooms painted too.
  const rooms = jobs.findLast((g) => g.task?.def.slug === 'painting.interior.room' || (!g.task && g.trade === 'painting'));
  const def = lex.tasks.find((m) => m.def.slug === 'painting.interior.walls')?.def;
  if (!rooms || !def) return undefined;
  rooms.task = rooms.task ? { ...rooms.task, def } : { def, score: 200, plural: false, positions: [], fuzzy: false, counted: false };
  return rooms;
}

/** The earlier job of this turn, not the one just before, whose text names a thing of the clause ("la moqueta"). */
const WORDS_OF_4 = /[a-z]{4,}/g;
const WORDS_OF_5 = /[a-z]{5,}/g;

function earlierJobOfThing(
  lex: Lexicon,
  groups: Group[],
  current: Group | undefined,
  norm: string,
  turn: number,
  lang: Lang,
  shortest = 5,
): Group | undefined {
  if (!current?.task || groups.length < 2) return undefined;
  const things = (norm.match(shortest === 4 ? WORDS_OF_4 : WORDS_OF_5) ?? []).filter(
    (w) => wordTokens(lex, w).length > 0 && !isWorkWord(lex, w),
  );
  if (things.length === 0) return undefined;
  const inText = (g: Group): string => prepareNumbers(normalize(g.text), lang).text;
  if (things.some((w) => new RegExp(`\\b${w}\\b`).test(inText(current)))) return undefined;
  return groups.findLast(
    (g) => g.turn === turn && g !== current && g.task && !g.outside && things.some((w) => new RegExp(`\\b${w}\\b`).test(inText(g))),
  );
}

/** "needs cleaning", "could use a cleaning", "le hace falta una limpieza": a thing said to need work. */
const NEEDS_WORK = /\b(?:needs?|could use|could do with|necesita|le hace falta|hace falta)\b/;

function append(group: Group, text: string, norm: string, sentence: number): void {
  // Sentences lose their full stop when split: keep them apart so "65 m²." and "Un saludo" do not run together.
  group.text += sentence !== group.sentence ? `\n${text}` : text;
  group.sentence = sentence;
  if (/\d/.test(norm)) {
    group.sized = true;
    // "power wash the deck and then seal it, about 300 sq ft": a size given after both jobs on one thing sizes both.
    if (group.twin && !group.twin.sized) append(group.twin, text, norm, sentence);
  }
}

/**
 * `topic`: in a later turn, the job talked about so far; a clause of this turn that
 * names only what is done ("replace the rotten boards") is about it.
 */
export function groupTurn(lex: Lexicon, turnText: string, turn: number, lang: Lang, topic: JobWords | null = null): Group[] {
  const groups: Group[] = [];
  let lastNorm = '';
  let lastComma = false;
  // A truck or a van beside a move carries it; it is not a vehicle to work on.
  let movingTurn: boolean | undefined;
  const moving = (): boolean => (movingTurn ??= topic?.task.def.trade === 'moving' || movesTold(normalize(turnText)));
  for (const said of splitPieces(lang === 'es' ? catalanAnd(turnText) : turnText)) {
    // Digits first, so number words are never taken for keywords ("cuatro" is not a typo of "cuarto").
    let norm = prepareNumbers(normalize(said.text), lang).text;
    // "son 9 metros no perdon 7 porque la puerta ya esta": an answer's figure taken back, then why; the why is no job.
    const piece =
      turn > 0 && FIGURE_TAKEN_BACK.test(norm) && REASON_AFTER_FIGURE.test(said.text)
        ? { ...said, text: said.text.replace(REASON_AFTER_FIGURE, '$1') }
        : said;
    if (piece !== said) norm = prepareNumbers(normalize(piece.text), lang).text;
    const { lastNorm: previous, lastComma: previousComma } = { lastNorm, lastComma };
    lastNorm = norm;
    lastComma = piece.comma;
    const match = askedBeforeReason(lex, norm);
    const walls = wallsOnly(lex, groups, norm);
    if (walls) walls.settled = true;
    const current = groups.at(-1);
    // An answer's figure corrected, with the reason after it: the reason's words name no new job.
    if (turn > 0 && current && !current.task && current.sized && !current.outside && CORRECTS_FIGURE.test(norm)) {
      const figure = piece.text.replace(REASON_AFTER_FIGURE, '$1');
      append(current, figure, prepareNumbers(normalize(figure), lang).text, piece.sentence);
      continue;
    }
    // "cambiar la encimera de la cocina, la que tengo está hinchada por el agua del lavavajillas": the one there now,
    // and what happened to it, is the job asked just before.
    if (current?.task && !current.outside && THE_ONE_THERE.test(norm) && !OWN_VERB.test(norm.replace(THE_ONE_THERE, ' '))) {
      append(current, piece.text, norm, piece.sentence);
      continue;
    }
    // "…put in a new one from their approved list. It's a standard 36 inch door": the thing of the job before, described.
    if (
      current?.task &&
      !current.outside &&
      match.task?.def.trade === current.task.def.trade &&
      // Only the thing's noun matched: "its a 4 ft wide wood gate on a 6 ft fence" names a job of its own.
      match.task.score < 200 &&
      DESCRIBED.test(norm) &&
      !OWN_VERB.test(norm)
    ) {
      append(current, piece.text, norm, piece.sentence);
      continue;
    }
    // "2 hombres pa desbrozar y limpiar, calculo unas 6 horas", "rake and clean up": a second verb with no object of its
    // own works on the first verb's thing; it is the same job.
    if (current?.task && !current.outside && piece.sentence === current.sentence && sharesObject(current.text, norm, lang)) {
      append(current, piece.text, norm, piece.sentence);
      continue;
    }
    const task = match.task;
    // "how far is the panel from where you park?" … "like 10 ft from the car": the car an EV charger is for is no job.
    const forTheCar = topic?.task.def.slug === 'electrical.ev_charger.install';
    if (!forTheCar && outsideRequest(norm, task !== null && !task.fuzzy, match.trade !== null && !task?.fuzzy, moving)) {
      if (current?.outside) append(current, piece.text, norm, piece.sentence);
      else
        groups.push({ turn, task: null, trade: null, text: piece.text.trimStart(), outside: true, sized: false, sentence: piece.sentence });
      continue;
    }
    // "tarima en la terraza. Que vengan 2 carpinteros": workers of the job's trade sent for it, not a job of their own.
    // "limpieza fin de obra, 2 limpiadoras 4 horas": the crew and hours of the job just named.
    if (
      current?.task &&
      !current.outside &&
      ((CREW_ASKED.test(norm) && namedWorker(norm) === current.task.def.trade) ||
        (piece.sentence === current.sentence && CREW_HOURS.test(norm)) ||
        // "…leaves and branches everywhere. 2.5 hours should do it": how long the job just named takes.
        (current.task.def.dimension === 'hour' && !current.sized && HOURS_ONLY.test(norm)))
    ) {
      append(current, piece.text, norm, piece.sentence);
      continue;
    }
    // "quitar la moqueta de 2 habitaciones y poner suelo vinílico, la moqueta da un asco": after a comma, the thing of an
    // earlier job named again, with no work asked of it, is said about that job.
    // "…a metal roof on the cabin. Also the front door. Not sure how big the roof is": an earlier job's size not known.
    const saysNothingAsked =
      current?.task &&
      !OWN_VERB.test(norm) &&
      !namesWork(norm) &&
      !startsWithVerb(norm, lang) &&
      !/\d/.test(norm) &&
      !/^\W*(?:just|only|solo|nomas|nada mas)\b/.test(norm);
    const afterComma = piece.comma && piece.sentence === current?.sentence;
    // The long unknown-amount scan runs last, only for a clause that asks for nothing and follows no comma.
    const sizeUnknown = Boolean(saysNothingAsked) && !afterComma && saysAmountUnknown(norm);
    const about =
      saysNothingAsked && (afterComma || sizeUnknown)
        ? earlierJobOfThing(lex, groups, current, norm, turn, lang, sizeUnknown ? 4 : 5)
        : undefined;
    if (about) {
      append(about, piece.text, norm, piece.sentence);
      continue;
    }
    // "two holes in the wall and then one more behind the door": one more of the same thing, at a place.
    // "tres enchufes nuevos en el salón y uno en la cocina": after things counted, one at another place is one more.
    const oneMoreAt =
      ONE_MORE_AT.test(norm) || (current?.sized === true && current.task?.def.dimension === 'count' && ONE_AT_PLACE.test(norm));
    if (current?.task && !current.outside && piece.sentence === current.sentence && oneMoreAt) {
      append(current, piece.text, norm, piece.sentence);
      continue;
    }
    // "poner rodapié … he medido y son 48 metros lineales quitando el viejo": the size of the job before, not a new job.
    if (current?.task && !current.outside && piece.sentence === current.sentence && SIZE_OF_BEFORE.test(norm)) {
      append(current, piece.text, norm, piece.sentence);
      continue;
    }
    // "limpieza profunda de 3 recámaras y la sala": one more room of a job priced by room, not a job of its own.
    if (current?.task?.def.by_room && !current.outside && piece.sentence === current.sentence && namesOnlyRooms(norm)) {
      append(current, piece.text, norm, piece.sentence);
      continue;
    }
    // A job of this turn that a clause may go on about.
    const open = current?.task && !current.outside && current.turn === turn ? { group: current, task: current.task } : null;
    // "both toilets cracked @ base… New toilets on site, need them swapped": the trouble told, then the work asked for
    // the same things, is one job, the work asked for.
    if (
      open &&
      task &&
      !task.fuzzy &&
      task.def.slug !== open.task.def.slug &&
      sameThing(task.def.slug, open.task.def.slug) &&
      open.task.def.slug.endsWith('.repair') &&
      /\.(?:replace|install)$/.test(task.def.slug) &&
      (REFERS_BACK.test(norm) || (/\b(?:new|nuev[oa]s?)\b/.test(norm) && !/\d/.test(norm)))
    ) {
      open.group.task = task;
      append(open.group, piece.text, norm, piece.sentence);
      continue;
    }
    // "Our old cedar fence is falling apart and we want it replaced with 6 ft white vinyl": the new material of the same
    // thing, not a job of the trade the material also names (vinyl floor).
    if (open && task && task.def.trade !== open.task.def.trade && REPLACED_WITH.test(norm)) {
      const same = matchClause(lex, prepareNumbers(normalize(`${open.group.text} ${piece.text}`), lang).text).task;
      if (same && same.def.trade === open.task.def.trade) {
        open.group.task = same;
        append(open.group, piece.text, norm, piece.sentence);
        continue;
      }
    }
    // "cambiar el inodoro y el lavabo": the verb said once serves the next thing listed, which is its own job.
    if (
      current?.task &&
      !current.outside &&
      piece.sentence === current.sentence &&
      (!task || task.score < 200) &&
      // "and the trim in the hallway": a word after an article is a thing, even one that can be a verb, when it names no job alone.
      !OWN_VERB.test(lang === 'en' && !task ? norm.replace(ARTICLE_NOUN, ' ') : norm) &&
      (LISTED_THING.test(norm) || MEASURED_THING.test(norm))
    ) {
      const verbs = matchesOf(OWN_VERBS, prepareNumbers(normalize(current.text), lang).text).map((m) => m[0]);
      const verb = verbs.filter((v) => !WISH.test(v)).at(-1);
      const other = verb ? matchClause(lex, `${verb} ${norm}`).task : null;
      // "paint the bedroom walls and the ceiling", "pintar la habitación, las paredes y el techo": together they name one
      // job that holds both (the room), so the second thing is a detail of it.
      if (
        verb &&
        other &&
        other.def.slug !== current.task.def.slug &&
        holdsBoth(lex, current, other, `${verb} ${norm}`, verb.length + 1, lang)
      ) {
        current.task = matchClause(lex, prepareNumbers(normalize(`${current.text} ${piece.text}`), lang).text).task;
        append(current, piece.text, norm, piece.sentence);
        continue;
      }
      // With the verb it is more of the same job ("move a sofa, a fridge and a washer"): one job, its things add up.
      if (
        other &&
        !other.fuzzy &&
        other.score >= 200 &&
        other.def.slug === current.task.def.slug &&
        task &&
        task.def.trade !== current.task.def.trade
      ) {
        append(current, piece.text, norm, piece.sentence);
        continue;
      }
      // A thing that alone names a job of another trade ("and some shelving in the den") is that job even when its task has no verb words.
      const otherTrade = other !== null && task !== null && task.def.slug === other.def.slug && other.def.trade !== current.task.def.trade;
      if (other && !other.fuzzy && (other.score >= 200 || otherTrade) && other.def.slug !== current.task.def.slug) {
        groups.push({
          turn,
          task: other,
          trade: other.def.trade,
          text: piece.text.trimStart(),
          outside: false,
          sized: /\d/.test(norm),
          sentence: piece.sentence,
        });
        continue;
      }
    }
    // "the tile floor", "a paint job": in English a word after an article is a thing, even one that can be a verb.
    const verbs = lang === 'en' ? norm.replace(ARTICLE_NOUN, ' ').replace(DESCRIBED_NOUN, ' ') : norm;
    const hasVerb = OWN_VERB.test(verbs) || PARTICIPLE_END.test(norm) || namesWork(verbs) || startsWithVerb(norm, lang);
    // "the baseboards and door trim painted": a thing listed before the verb said once is part of the same job.
    if (
      task &&
      hasVerb &&
      current?.task &&
      !current.outside &&
      current.task.score < 200 &&
      current.sentence === piece.sentence &&
      JOINED.test(norm)
    ) {
      const verb = jobWords(lex, norm, task)?.verb;
      const before = prepareNumbers(normalize(current.text), lang).text;
      const bareThing = !OWN_VERB.test(lang === 'en' ? before.replace(ARTICLE_NOUN, ' ') : before) && !namesWork(before);
      if (
        verb &&
        bareThing &&
        current.task.def.slug !== task.def.slug &&
        matchClause(lex, `${verb} ${before}`).task?.def.slug === task.def.slug
      ) {
        current.task = task;
        current.trade = task.def.trade;
        append(current, piece.text, norm, piece.sentence);
        continue;
      }
    }
    // "can u clean windows" … "both sides, 18 windows": a later answer naming only the thing is the job asked about.
    if (!current?.task && turn > 0 && topic && task && !hasVerb && !troubled(lex, norm) && thingOfJob(lex, topic, norm, task)) {
      groups.push({
        turn,
        task: topic.task,
        trade: topic.task.def.trade,
        text: piece.text.trimStart(),
        outside: false,
        sized: /\d/.test(norm),
        sentence: piece.sentence,
      });
      continue;
    }
    // "¿Cuál necesita instalar?" … "un lavavajillas integrable de 60 cm": the thing named, with the verb asked about, is
    // the job (a bare thing alone may read as its repair).
    if (
      groups.length === 0 &&
      turn > 0 &&
      topic?.verb &&
      task &&
      task.score < 200 &&
      !hasVerb &&
      task.def.trade === topic.task.def.trade &&
      task.def.action !== topic.task.def.action
    ) {
      const retold = matchClause(lex, `${topic.verb} ${norm}`).task;
      if (retold && !retold.fuzzy && retold.score >= 200 && retold.def.trade === topic.task.def.trade) {
        groups.push({
          turn,
          task: retold,
          trade: retold.def.trade,
          text: piece.text.trimStart(),
          outside: false,
          sized: /\d/.test(norm),
          sentence: piece.sentence,
        });
        continue;
      }
    }
    // "+ horno", "and stain the old one", "and clean the vent too": half a job, completed by the job before.
    // "and new baseboards too since the old ones wont survive getting pulled up": why the clause's job is wanted
    // names no other job, so it is not read with the job before.
    const asked = norm.replace(REASON_TAIL, '');
    const worth = (laterTurn: boolean, trade: Trade): boolean => worthReading(lex, asked, task, hasVerb, laterTurn, trade);
    const before =
      current?.task && !current.outside
        ? worth(false, current.task.def.trade)
          ? wordsOf(lex, current, lang)
          : null
        : !current?.task && turn > 0 && topic && worth(true, topic.task.def.trade)
          ? topic
          : null;
    // "front, and side doors": after a bare word or two, "and" joins two words of one thing, not two jobs.
    const pairsWords = !piece.comma && previousComma && !/\d/.test(previous) && (previous.match(/[a-z]+/g) ?? []).length <= 2;
    // "and stain it": another trade's work on the same thing is read below, sized like that thing.
    const staysOnThing = !task && PRONOUN_OBJECT.test(norm) && namesWork(norm);
    if (before && !(pairsWords && !hasVerb) && !staysOnThing) {
      const laterTurn = before === topic;
      const hit = readWithJobBefore(lex, before, asked, task, hasVerb, laterTurn);
      if (hit) {
        const words = jobWords(lex, hasVerb ? `${norm} ${before.thing}` : `${before.verb ?? ''} ${norm} ${before.thing}`, hit);
        // "and then seal it": another trade's work on the same thing is sized like that thing.
        const onSameThing = current?.task && !laterTurn && hasVerb && refersToSameThing(norm) && hit.def.trade !== before.task.def.trade;
        const text = piece.text.trimStart();
        groups.push({
          turn,
          task: hit,
          trade: hit.def.trade,
          text: onSameThing && current.sized ? `${text} (${current.text.trim()})` : text,
          outside: false,
          sized: /\d/.test(norm) || Boolean(onSameThing && current.sized),
          sentence: piece.sentence,
          words,
          ...(onSameThing && !current.sized ? { twin: current } : {}),
        });
        continue;
      }
    }
    // "¿Cuánto por limpiar los cristales? Son 12 ventanas", "…cabinets painted and the faucet replaced. Haven't counted
    // the cabinet doors yet": a later sentence naming only a thing, read with the verb of a job asked for, is that job.
    const owner =
      task && !hasVerb && current && groups.some((g) => g.task && g.task.def.trade !== task.def.trade) && !troubled(lex, norm)
        ? groups.findLast((g) => g.task && !g.outside && thingOfJob(lex, wordsOf(lex, g, lang), norm, task))
        : undefined;
    if (owner) {
      append(owner, piece.text, norm, piece.sentence);
      continue;
    }
    // "entryway floor: 6 m2, wanting ceramic tile laid": a size told first, then the work it is for, after a comma.
    if (
      task &&
      !task.fuzzy &&
      current &&
      !current.task &&
      current.sized &&
      !current.outside &&
      turn === 0 &&
      !OWN_VERB.test(normalize(current.text)) &&
      piece.comma &&
      piece.sentence === current.sentence &&
      !/\d/.test(norm) &&
      !ALSO_JOIN.test(norm) &&
      (current.trade === null || (current.trade === 'flooring' && task.def.trade === 'tile'))
    ) {
      current.task = task;
      current.trade = task.def.trade;
      append(current, piece.text, norm, piece.sentence);
      continue;
    }
    if (task) {
      // Another job of the same trade ("install a dishwasher and an over the range microwave") stands
      // alone unless together the clauses name one job better ("paint the walls and the ceiling").
      const sameTradeOther = current?.task && task.def.trade === current.task.def.trade && task.def.slug !== current.task.def.slug;
      const merges = (): boolean => {
        if (!current?.task) return false;
        const merged = matchClause(lex, prepareNumbers(normalize(current!.text + piece.text), lang).text).task;
        return (
          merged !== null && Math.floor(merged.score / 100) > Math.max(Math.floor(current!.task!.score / 100), Math.floor(task.score / 100))
        );
      };
      const ownVerb =
        OWN_VERB.test(lang === 'en' ? norm.replace(DESCRIBED_NOUN, ' ') : norm) ||
        PARTICIPLE_END.test(norm) ||
        startsWithVerb(norm, lang) ||
        THEN_STEP.test(norm);
      // "... and a tv", "y un espejo": an article starts another item.
      // "…, 4 pot lights in the hallway", "…, a few pot lights": so many of another thing start another item too.
      const item = /^\s*(?:and\s+|y\s+|plus\s+|\+\s*)?(?:a|an|one|another|un|una|otro|otra)\s/.test(norm) || COUNTED_THING.test(norm);
      // A one-word match ("clean the grout and tile", "..., 20 doors total"), or after a bare comma a
      // match of the same trade ("water stain on the ceiling, 120 sq ft of drywall"), details the job before.
      // "…we want it OFF, and then the guest bath toilet runs all night": another trade's thing with its own trouble, joined on, is a job.
      const troubledOther =
        current?.task &&
        task.def.trade !== current.task.def.trade &&
        JOINED.test(norm) &&
        NAMES_THING.test(norm) &&
        (TROUBLE.test(norm) || (norm.match(/[a-z]+/g) ?? []).some((w) => isWorkWord(lex, w)));
      // "tarima en el salón 25 m2 y rodapié a juego": another trade's thing joined on after a sized job is its own
      // job, with or without an article.
      // Not when the verb said once works on it too ("paint the trim and baseboards", "pressure wash the driveway and pool deck").
      const otherTradeJoined =
        current?.task &&
        current.sized &&
        // "…, front and side doors": after a word or two, "and" joins words of one thing.
        ((previous.match(/[a-z]+/g) ?? []).length > 2 || /\d/.test(previous)) &&
        !task.fuzzy &&
        task.def.trade !== current.task.def.trade &&
        OTHER_TRADE_JOIN.test(norm) &&
        !servedByVerbBefore(lex, current.text, current.task.def.trade, norm, lang);
      // "Quiero piso laminado en la sala y el zoclo que combine": wanted with no verb of doing, another trade's thing listed
      // after "and the" is a job of its own, not a word about the first.
      const wished =
        current?.task && task.def.trade !== current.task.def.trade && /^\s*(?:,\s*)?(?:and|y|plus|\+)\s+(?:the|el|la|los|las)\s/.test(norm)
          ? matchesOf(OWN_VERBS, prepareNumbers(normalize(current.text), lang).text).map((m) => m[0])
          : [];
      const otherThingListed = wished.some((v) => WISH.test(v)) && wished.every((v) => WISH.test(v));
      // The next item of a list after a counted or measured job: another trade's thing, named (not "it runs…").
      const otherTradeItem =
        current?.task && current.sized && task.def.trade !== current.task.def.trade && !PRONOUN_START.test(norm.replace(/^[\s,]+/, ''));
      // "3 ceiling lights not working, toilet runs all night": with its own trouble, listed after a comma.
      const troubledItem = otherTradeItem && TROUBLE.test(norm) && !ownVerb;
      const bare =
        !(troubledItem && piece.comma) &&
        task.score < 200 &&
        current?.sentence === piece.sentence &&
        !ownVerb &&
        !otherTradeJoined &&
        !otherThingListed &&
        !/\d/.test(norm) &&
        ((!sameTradeOther && !item) || merges());
      // "LVP throughout, baseboards 120 lf": after a sized job, another trade's thing with its own measure is its own job.
      const measuredOther = otherTradeItem && MEASURED.test(norm) && !task.fuzzy;
      const commaDetail =
        piece.comma &&
        !troubledItem &&
        !measuredOther &&
        (task.score < 200 || task.def.trade === current?.task?.def.trade) &&
        (!sameTradeOther || (!ownVerb && (!item || merges()))) &&
        // "cambiar el plato de ducha, alicatar los 6 m2 de alrededor": another trade's work with its own verb and size is a job.
        !(
          ownVerb &&
          (MEASURED.test(norm) || WISH_OPEN.test(norm)) &&
          current?.task !== undefined &&
          current.task !== null &&
          task.def.trade !== current.task.def.trade
        );
      // A later sentence about the same thing ("It spins but doesn't heat.", "Electric, Samsung.") describes it.
      const describes =
        current?.task &&
        piece.sentence !== current.sentence &&
        !ownVerb &&
        !LIST_ITEM.test(piece.text) &&
        !/\d/.test(norm) &&
        (PRONOUN_START.test(norm) || (norm.match(/[a-z]+/g) ?? []).length <= 3);
      // "clean the grout and tile": a clause without its own verb that makes the job before more specific.
      // Not a whole job of another trade joined on ("…limpieza de salida y aparte que se lleven unos muebles viejos").
      const continues =
        current?.task &&
        current.sentence === piece.sentence &&
        !ownVerb &&
        !sameTradeOther &&
        !/\d/.test(norm) &&
        (piece.comma || task.score < 200 || task.def.trade === current.task.def.trade) &&
        merges();
      // "install our new washer and dryer": the thing listed with the verb said once is more of the same job.
      const moreOfSame =
        current?.task &&
        !hasVerb &&
        task.score < 200 &&
        current.sentence === piece.sentence &&
        JOINED.test(norm) &&
        !/\bque\s+(?:me|nos|le|les|se)\s+[a-z]+/.test(norm) &&
        sameTaskWithVerb(lex, wordsOf(lex, current, lang), norm, task);
      // "2 cleaners for 3 hours, regular clean, 3 bed townhouse": after hours booked, the same trade's work said after a
      // comma is what the hours are for.
      const inTheHours =
        piece.comma &&
        current?.task?.def.dimension === 'hour' &&
        current.sized &&
        current.sentence === piece.sentence &&
        task.def.trade === current.task.def.trade &&
        !OWN_VERB.test(norm.replace(KIND_OF_CLEAN, ' ')) &&
        !startsWithVerb(norm, lang) &&
        !/\b(?:hours?|hrs?|horas?)\b/.test(norm);
      const alsoOther = ALSO_JOIN.test(norm) && task.def.trade !== current?.task?.def.trade;
      // "the toilet runs all night, the bathroom sink drips": two things of one trade, each with its own trouble.
      const troubledSame = sameTradeOther && NAMES_THING.test(norm) && TROUBLE.test(norm) && TROUBLE.test(normalize(current!.text));
      const detail =
        !troubledOther &&
        !troubledSame &&
        !alsoOther &&
        current?.task &&
        (bare || commaDetail || describes || continues || moreOfSame || inTheHours);
      // In a later turn, a leading size answers the earlier question; it is not this new job's size.
      const answersEarlier = turn > 0 && !current?.task && current?.sized;
      const sameJob =
        current &&
        !current.outside &&
        !answersEarlier &&
        (detail ||
          (current.task
            ? current.task.def.slug === task.def.slug && !secondVerbJob(current, piece.sentence, norm, lang)
            : current.trade === null || current.trade === task.def.trade));
      if (current && sameJob) {
        // "seal our concrete patio? No wait, its the wood deck I meant": after a take-back the work stays, the thing changes.
        const takenBack = !current.task && !hasVerb && (TAKE_BACK_END.test(normalize(current.text)) || TAKE_BACK_START.test(norm));
        const verb = takenBack ? lastVerb(current.text, lang) : undefined;
        const retold = verb ? matchClause(lex, `${verb} ${norm}`).task : null;
        append(current, piece.text, norm, piece.sentence);
        if (!current.task) {
          current.task = retold && !retold.fuzzy && retold.positions.some((p) => p > verb!.length) ? retold : task;
          current.trade = task.def.trade;
        } else if (task.def.trade === current.task.def.trade) refineBySurface(lex, current, piece.comma, norm, lang);
        continue;
      }
      // "Quiero tapizar… no perdón, quiero alfombrar": the customer takes the first job back and names another.
      let retold: TaskHit | null = null;
      if (
        (current?.task || current?.trade) &&
        !current.outside &&
        (TAKE_BACK_END.test(normalize(current.text)) || TAKE_BACK_START.test(norm))
      ) {
        groups.pop();
        // "can you paint the shed? sorry i mean the fence": the work stays, only the thing changes.
        const verb = hasVerb ? null : current.task ? wordsOf(lex, current, lang)?.verb : lastVerb(current.text, lang);
        const hit = verb ? matchClause(lex, `${verb} ${norm}`).task : null;
        if (hit && !hit.fuzzy && hit.def.slug !== task.def.slug && hit.positions.some((p) => p > verb!.length)) retold = hit;
      }
      // "…laminado, y tmb zoclo. El laminado lo compro yo": the same job named again after another one, with no size.
      const named = retold ? undefined : groups.findLast((g) => g.turn === turn && g !== current && g.task?.def.slug === task.def.slug);
      if (named && current?.task && current.task.def.trade !== task.def.trade && !hasVerb && !/\d/.test(norm) && !ALSO_JOIN.test(norm)) {
        append(named, piece.text, norm, piece.sentence);
        continue;
      }
      groups.push({
        turn,
        task: retold ?? task,
        trade: (retold ?? task).def.trade,
        text: piece.text.trimStart(),
        outside: false,
        sized: /\d/.test(norm),
        sentence: piece.sentence,
      });
      continue;
    }
    // "...a new deck plus staining it": a trade's verb on the thing before is its own job, sized like that thing.
    // "hang the basement, 900 sq ft, and then texture it": a next step on that thing is its own job even in the same trade.
    const nextStep = THEN_STEP.test(norm);
    // "Tengo un colchón viejo, un sillón y un refri que ya no sirve, ¿me los pueden sacar y llevar?": things told about
    // with no work asked for, then carried off by a pronoun: the hauling is the job.
    if (current?.task && !current.outside && !task && POINTS_BACK.test(norm) && current.sentence === piece.sentence) {
      const before = prepareNumbers(normalize(current.text), lang).text;
      const other = before && !OWN_VERB.test(before) && !namesWork(before) ? matchClause(lex, `${norm} ${before}`).task : null;
      if (other && !other.fuzzy && other.score >= 200 && other.def.trade === 'moving' && other.def.slug !== current.task.def.slug) {
        current.task = other;
        current.trade = other.def.trade;
        append(current, piece.text, norm, piece.sentence);
        continue;
      }
    }
    if (current?.task && !current.outside && (POINTS_BACK.test(norm) || nextStep) && namesWork(norm)) {
      const before = prepareNumbers(normalize(current.text), lang).text;
      const other = matchClause(lex, `${norm} ${before}`).task;

      if (other && (other.def.trade !== current.task.def.trade || (nextStep && other.def.slug !== current.task.def.slug))) {
        groups.push({
          turn,
          task: other,
          trade: other.def.trade,
          text: `${piece.text.trimStart()} (${current.text.trim()})`,
          outside: false,
          sized: /\d/.test(before),
          sentence: piece.sentence,
        });
        continue;
      }
    }
    // "instalar un boiler y revisar una fuga en el baño": asked for with its own verb, a job whose task is not known
    // is still its own job, reported as unpriced, not a detail of the job before. Only with a trade: a clause that
    // names no trade at all ("y alisar", "and trim kit") is far more often a detail than a job.
    if (
      current?.task &&
      !current.outside &&
      (match.trade || PHRASAL_WORK.test(norm)) &&
      // "…paneles LED y, aprovechando el cierre, pintar el local": another trade's verb opening a clause after a comma.
      ((!piece.comma && verbFirst(norm, lang)) ||
        (piece.comma &&
          match.trade !== null &&
          match.trade !== current.task.def.trade &&
          startsWithVerb(norm.replace(/^[\s,]+/, ''), lang))) &&
      !PRONOUN_OBJECT.test(norm)
    ) {
      groups.push(askedJob(turn, match.trade, piece, norm));
      continue;
    }
    // "- abrillantar el suelo, 30 m2": a line of a list is an item of its own even when its job is not known.
    // "- living/dining combined, 4.2 m x 5.5 m", "- condo at Bathurst & Front": a line with no trade and no work of its
    // own tells more of the job before.
    if (
      current?.task &&
      !current.outside &&
      LIST_ITEM.test(piece.text) &&
      piece.sentence !== current.sentence &&
      !(match.trade === null && !OWN_VERB.test(norm))
    ) {
      groups.push(askedJob(turn, match.trade, piece, norm));
      continue;
    }
    // "4 guys, 5 hours should do it. then her studio needs a good clean after", "…y ya que quede vacío que me lo limpien":
    // work of another trade asked next is a job of its own, even when its task is not known. So is a new sentence where
    // a thing needs it ("paint 2 bedrooms. the basement could use a cleaning"), not more of the job before.
    if (
      current?.task &&
      !current.outside &&
      match.trade &&
      match.trade !== current.task.def.trade &&
      ((/^\W*(?:(?:and|y)\s+)?(?:then|also|after that|luego|despues|ademas|tambien|ya que)\b/.test(norm) &&
        // "…y luego una limpieza después de la pintura": the work next, named by its noun.
        (OWN_VERB.test(norm) || /^\W*(?:(?:and|y)\s+)?(?:then|after that|luego|despues)\s+(?:una?|a|an)\s+[a-z]/.test(norm))) ||
        (piece.sentence !== current.sentence && NEEDS_WORK.test(norm)))
    ) {
      groups.push(askedJob(turn, match.trade, piece, norm));
      continue;
    }
    if (current && !(current.trade && match.trade && match.trade !== current.trade && !current.task)) {
      append(current, piece.text, norm, piece.sentence);
      refineBySurface(lex, current, piece.comma, norm, lang);
      if (!current.trade) current.trade = match.trade;
      // "me he comprado un split para el dormitorio y necesito que me lo instaléis": the thing, then the verb for it, name
      // the job together.
      if (!current.task && !current.outside && current.sentence === piece.sentence && POINTS_BACK.test(norm)) {
        const whole = matchClause(lex, prepareNumbers(normalize(current.text), lang).text).task;
        if (whole && !whole.fuzzy && whole.score >= 200) {
          current.task = whole;
          current.trade = whole.def.trade;
        }
      }
      // "le pegó a la pared de tablaroca y le hizo un hoyo": the wall named, then the hole in it, is the hole's repair.
      if (current.task?.def.slug.endsWith('.install') && current.sentence === piece.sentence && HOLE_TOLD.test(norm)) {
        const whole = matchClause(lex, prepareNumbers(normalize(current.text), lang).text).task;
        if (whole && whole.def.trade === current.task.def.trade) current.task = whole;
      }
      continue;
    }
    groups.push({
      turn,
      task: null,
      trade: match.trade,
      text: piece.text.trimStart(),
      outside: false,
      sized: /\d/.test(norm),
      sentence: piece.sentence,
    });
  }
  return groups;
}

/**
 * "instalar la campana y conectar una lavadora nueva": the same kind of work asked for again with its own verb, on
 * another thing, is a job of its own (the labels count one job per thing asked for with a verb).
 */
function secondVerbJob(current: Group, sentence: number, norm: string, lang: Lang): boolean {
  return (
    current.sentence === sentence &&
    !current.sized &&
    !/\d/.test(norm) &&
    verbFirst(norm, lang) &&
    !PRONOUN_OBJECT.test(norm) &&
    // "…la cerradura y ponerle un cerrojo extra": one more of the same thing.
    !/\b(?:extra|otro|otra|another|one more|mas|too|also one)\b/.test(norm)
  );
}

/** A word of trouble or work in the clause ("dripping", "broken", "replace"): a thing with its own job. */
function troubled(lex: Lexicon, norm: string): boolean {
  return (norm.match(/[a-z]+/g) ?? []).some((w) => wordTokens(lex, w).some((id) => VERB_TOKENS.has(lex.tokens[id]!)));
}

/**
 * Whether a clause that names only a thing, which alone reads as another trade's task, is the job's own thing: read
 * with the job's verb it is the same task and keeps a word of that thing ("Son 12 ventanas" after "limpiar los
 * cristales"). A thing with its own trouble ("the faucet has been dripping") is a job of its own.
 */
function thingOfJob(lex: Lexicon, job: JobWords | null, norm: string, own: TaskHit): boolean {
  if (!job || own.def.trade === job.task.def.trade) return false;
  // The job's verb, or its whole text when no verb of doing was found ("shampoo carpets").
  const lead = job.verb ?? job.text;
  const hit = matchClause(lex, `${lead} ${norm}`).task;
  const offset = lead.length + 1;
  return hit?.def.slug === job.task.def.slug && own.positions.some((p) => hit.positions.includes(p + offset));
}

/**
 * Whether the job before and a listed thing read together name one job of the same trade, with more groups than either
 * and using the listed thing itself ("a bedroom painted, walls and the ceiling" is the room; "la valla y las 4
 * contraventanas" stays two jobs).
 */
function holdsBoth(lex: Lexicon, current: Group, other: TaskHit, read: string, from: number, lang: Lang): boolean {
  const before = prepareNumbers(normalize(current.text), lang).text;
  const text = `${before} ${read.slice(from)}`;
  const together = matchClause(lex, text).task;
  if (!together || together.fuzzy || together.def.trade !== current.task!.def.trade) return false;
  const groups = (hit: TaskHit): number => Math.floor(hit.score / 100);
  if (groups(together) <= Math.max(groups(current.task!), groups(other))) return false;
  const wordAt = (t: string, p: number): string => /^[a-z0-9]+/.exec(t.slice(p))?.[0] ?? '';
  const things = new Set(other.positions.filter((p) => p >= from).map((p) => wordAt(read, p)));
  return together.positions.some((p) => p > before.length && things.has(wordAt(text, p)));
}

/**
 * Whether the clause, read with the verb of the job before, is that job's own task and keeps the clause's thing
 * ("install a washer and dryer"; not "pintar 2 recámaras y piso vinílico", where "piso" only names a room).
 */
function sameTaskWithVerb(lex: Lexicon, job: JobWords | null, norm: string, own: TaskHit): boolean {
  if (!job?.verb) return false;
  const hit = matchClause(lex, `${job.verb} ${norm}`).task;
  const offset = job.verb.length + 1;
  return hit?.def.slug === job.task.def.slug && own.positions.every((p) => hit.positions.includes(p + offset));
}

/** The last verb of doing in a text ("seal" in "need somebody to seal our patio"), not a verb of wanting. */
/** One of the job before's verbs, said with this clause, names a job of that job's trade. */
function servedByVerbBefore(lex: Lexicon, before: string, trade: string, norm: string, lang: Lang): boolean {
  const thing = norm.replace(OTHER_TRADE_JOIN_WORDS, '');
  const text = prepareNumbers(normalize(before), lang).text;
  // The verb alone and with the word after it ("pressure wash", "power wash").
  return matchesOf(OWN_VERBS, text)
    .filter((m) => !WISH.test(m[0]))
    .flatMap((m) => [m[0], `${m[0]}${/^\s+[a-z]+/.exec(text.slice(m.index + m[0].length))?.[0] ?? ''}`])
    .some((verb) => matchClause(lex, `${verb} ${thing}`).task?.def.trade === trade);
}
const OTHER_TRADE_JOIN_WORDS = /^\s*(?:,\s*)?(?:and|y|e|plus|\+)\s+/;

function lastVerb(text: string, lang: Lang): string | undefined {
  const norm = prepareNumbers(normalize(text), lang).text;
  return matchesOf(OWN_VERBS, norm)
    .map((m) => m[0])
    .filter((v) => !WISH.test(v))
    .at(-1);
}

/** A clause asked for as a job of its own whose task is not known yet (only, perhaps, its trade). */
function askedJob(turn: number, trade: Trade | null, piece: { text: string; sentence: number }, norm: string): Group {
  return {
    turn,
    task: null,
    trade,
    text: piece.text.trimStart(),
    outside: false,
    sized: /\d/.test(norm),
    sentence: piece.sentence,
    asked: true,
  };
}
