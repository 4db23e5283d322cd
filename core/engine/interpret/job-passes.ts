/**
 * Passes over the jobs read from a whole request, after every turn is read: jobs that are one job told twice
 * (chores in a handyman's hours, movers' hours beside a move, the old floor ripped out for the new), one thing per
 * thing or room counted, jobs whose task a word elsewhere settles (a fault fixed with a new one, an appliance that is
 * only dirty, a ceiling told by its size), and news that is no job (the move a cleaning is for).
 */
import { OWN_VERB } from './groups.js';
import { normalize } from './normalize.js';
import type { Job } from './index.js';
import type { Lexicon } from './lexicon.js';
import { findRooms, IN_ALL } from './rooms.js';

/** Every pass that runs once all turns are read, in order. */
export function refineJobs(lex: Lexicon, jobs: Job[]): void {
  choresInTheHours(jobs);
  hoursOfTheMove(jobs);
  ripOutForTheNew(jobs);
  oneForEach(jobs);
  onePerRoom(jobs);
  describedForItsCleaning(jobs);
  workOnThoseBefore(jobs);
  repairSaidToBeMore(jobs);
  troubleThenRequest(jobs);
  troubleThenNewOnes(jobs);
  tornUpAndRetiled(lex, jobs);
  floorSizedThenCovered(lex, jobs);
  sizedWhenNamedAgain(jobs);
  describedThenDoneToIt(jobs);
  oldOneTold(jobs);
  moreThenTotal(jobs);
  wholeFloorAfterTrouble(jobs);
  sameThingTold(jobs);
  damageThenWork(jobs);
  roofUnderSnow(jobs);
  materialSaidAfter(jobs);
  rainThenRoof(jobs);
  for (const job of jobs) {
    replacedForNew(lex, job);
    cleanedNotFixed(lex, job);
    ceilingBySize(lex, job);
    deckBySize(lex, job);
    tileFloorBySize(lex, job);
    replacedNotTraced(lex, job);
    acWished(lex, job);
    carriedInToo(lex, job);
    paintedNotMended(lex, job);
    hingesReplaced(lex, job);
    hauledAway(lex, job);
    roomsInside(lex, job);
  }
  toldThenSized(jobs);
  toldThenHauled(lex, jobs);
}

/**
 * One job told just before another folded into it: its words come first, and its figures stand in only when the job
 * has none of its own (a figure said twice is not two) and `borrow` allows it (a roof's snow depth sizes no shovelling).
 */
function foldBefore(jobs: Job[], into: Job, before: Job, borrow = true): void {
  const shift = before.text.length + 1;
  into.text = `${before.text}\n${into.text}`;
  into.own = into.own.length > 0 || !borrow ? into.own.map((q) => ({ ...q, pos: q.pos + shift })) : [...before.own];
  jobs.splice(jobs.indexOf(before), 1);
}

/** "contractor left junk in the yard, need 2 guys for 3 hrs to haul it off": the thing told and its sized job, one job. */
function toldThenSized(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const sized = jobs[i]!;
    if (told.turn !== sized.turn || told.task?.def.slug !== 'moving.junk.removal' || sized.task?.def.slug !== told.task.def.slug) continue;
    if (told.own.length > 0 || told.later.length > 0 || told.outside || sized.outside) continue;
    foldBefore(jobs, sized, told);
  }
}

/** "the old wood stove is sitting in the garage. Can somebody haul it off?": the thing told, then hauled away. */
function toldThenHauled(lex: Lexicon, jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const hauled = jobs[i]!;
    if (told.turn !== hauled.turn || told.outside || hauled.outside) continue;
    if (!/^moving\.junk\./.test(hauled.task?.def.slug ?? '') || hauled.own.length > 0 || !HAULED_AWAY.test(normalize(hauled.text)))
      continue;
    if (!/^(?:appliances|handyman|carpentry)\./.test(told.task?.def.slug ?? '') || told.later.length > 0) continue;
    if (told.own.some((q) => q.kind !== 'count')) continue;
    foldBefore(jobs, hauled, told);
    retask(lex, hauled, 'moving.junk.items');
  }
}

/**
 * "ceiling downstairs has water stains and cracks in a bunch of spots… need the drywall fixed, how much?": the trouble
 * told first, with no work asked, and then the work asked of its trade in the same message are one job.
 */
const FIX_IT =
  /\b(?:it|them|this|that|those|the [a-z]+|all that|all of it) (?:fixed|repaired|patched|redone|looked at|taken care of|arreglad[oa]s?|reparad[oa]s?)\b/;

function troubleThenRequest(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const asked = jobs[i]!;
    if (told.turn !== asked.turn || told.outside || asked.outside || !told.trade || told.trade !== asked.trade) continue;
    if (told.own.length > 0 || told.later.length > 0 || told.rooms.some((r) => r.stated)) continue;
    const request = normalize(asked.text);
    if (OWN_VERB.test(normalize(told.text)) || !FIX_IT.test(request) || request.split(' ').length > 10 || asked.own.length > 0) continue;
    // The thing told about names the task better than "the drywall fixed" does.
    if (told.task && (!asked.task || told.task.score > asked.task.score)) asked.task = told.task;
    asked.text = `${told.text}\n${asked.text}`;
    asked.rooms = [...told.rooms, ...asked.rooms];
    jobs.splice(i - 1, 1);
  }
}

/** Rain coming in: "water comes through the ceiling every time it rains", "cuando llueve entra agua". */
const RAIN_COMES_IN =
  /\b(?:water|agua|leak\w*|drip\w*|gotea\w*|gotera\w*|filtr\w*|se mete|entra)\b[^.]*\b(?:rain\w*|storm\w*|llueve|lluvia\w*|llover)\b|\b(?:rain\w*|llueve|lluvia\w*)\b[^.]*\b(?:water|agua|leak\w*|drip\w*|gotea\w*|gotera\w*|filtr\w*|se mete|entra)\b/;

/**
 * "water comes through the ceiling every time it rains… the flat roof needs to be redone": rain coming in through the
 * ceiling or the roof, told with no work asked of it, is why the roof is done, not a job of its own.
 */
function rainThenRoof(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const roof = jobs[i]!;
    if (told.turn !== roof.turn || told.outside || roof.outside || roof.trade !== 'roofing') continue;
    // "en temporal de lluvias se me llena de agua la azotea y gotea… Quiero impermeabilizar": the roof's own leak told,
    // then its work asked, is that work.
    if (told.trade !== 'drywall' && !(told.trade === 'roofing' && roof.task && roof.task.def.slug !== told.task?.def.slug)) continue;
    // "¿Cuántos metros tiene la azotea?" … "sesenta": the answer sized the roof, which is the work's.
    if (told.own.length > 0 || (told.later.length > 0 && (roof.own.length > 0 || roof.later.length > 0))) continue;
    const text = normalize(told.text);
    if (OWN_VERB.test(text) || !RAIN_COMES_IN.test(text)) continue;
    roof.later.push(...told.later);
    foldBefore(jobs, roof, told);
  }
}

/** What did the damage, told in the past: "the snowplow tore up the lawn", "the storm ruined", "el perro destrozó". */
const DAMAGE_DONE =
  /\b(?:tore|torn|ripped|destroyed|ruined|wrecked|trashed|chewed|smashed|knocked|flattened|dug|destrozo|destrozaron|arranco|arrancaron)\b/;

/**
 * "snowplow tore up the lawn along the driveway… want new sod laid, about 80 m²": the damage told, then the work asked
 * of its trade, is the work; what did the damage ("snowplow") names no job of its own.
 */
function damageThenWork(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const asked = jobs[i]!;
    if (told.turn !== asked.turn || told.outside || asked.outside || !asked.task || told.trade !== asked.task.def.trade) continue;
    if (told.own.length > 0 || told.later.length > 0 || told.rooms.some((r) => r.stated)) continue;
    const text = normalize(told.text);
    if (!DAMAGE_DONE.test(text) || OWN_VERB.test(text)) continue;
    foldBefore(jobs, asked, told);
  }
}

/**
 * "we got 3 feet in two days and the roof is groaning. Can you send somebody to shovel it off?": the roof told under the
 * snow, then the snow shoveled off it, is the snow's job; the snow's depth is no size of the work.
 */
const UNDER_SNOW =
  /^(?![\s\S]*\b(?:leak\w*|drip\w*|gotea\w*)\b)[\s\S]*\b(?:snow|groan\w*|sag\w*|creak\w*|loaded|load|feet|ft|inches|nieve)\b/;

function roofUnderSnow(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const asked = jobs[i]!;
    if (told.turn !== asked.turn || told.outside || asked.outside || asked.task?.def.slug !== 'landscaping.snow.removal') continue;
    const text = normalize(told.text);
    if (told.trade !== 'roofing' || told.later.length > 0 || OWN_VERB.test(text) || !UNDER_SNOW.test(text)) continue;
    foldBefore(jobs, asked, told, false);
  }
}

const FENCES = new Set(['fencing.wood.install', 'fencing.chain_link.install', 'fencing.vinyl.install']);

/**
 * "quant costa vallar dihuit metres…? tanca de malla normal de metro y medio d'alt": a fence sized, then its material
 * told with no work of its own, is one fence of that material.
 */
function materialSaidAfter(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const sized = jobs[i - 1]!;
    const told = jobs[i]!;
    if (sized.turn !== told.turn || sized.outside || told.outside || !sized.task || !told.task) continue;
    if (!FENCES.has(sized.task.def.slug) || !FENCES.has(told.task.def.slug)) continue;
    if (sized.own.length === 0 || told.own.length > 0 || told.later.length > 0 || OWN_VERB.test(normalize(told.text))) continue;
    sized.task = told.task;
    sized.text = `${sized.text}\n${told.text}`;
    jobs.splice(i, 1);
  }
}

/** "quiero cambiar todo el suelo", "want the whole floor redone": the whole surface, named by its general word. */
export const WHOLE_SURFACE =
  /\b(?:cambiar|cambien|rehacer|levantar|poner nuevo|replace|redo|retile|redone|replaced)\s+(?:todo el|toda la|the whole|the entire|all the)\s+(?:suelo|piso|floor|solado)\b/;

/**
 * "el suelo del baño tiene baldosas rotas y quiero cambiar todo el suelo": the trouble of a floor told, then the whole
 * floor asked for by its general word, is one job: that floor laid again, sized by what comes after.
 */
function wholeFloorAfterTrouble(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const asked = jobs[i]!;
    if (told.turn !== asked.turn || asked.task || !told.task || !SURFACES.has(told.task.def.trade)) continue;
    if (!SURFACES.has(asked.trade ?? '') || told.own.length > 0 || !WHOLE_SURFACE.test(normalize(asked.text))) continue;
    told.own = asked.own.map((q) => ({ ...q, pos: q.pos + told.text.length + 1 }));
    told.text = `${told.text} ${asked.text}`;
    told.later.push(...asked.later);
    jobs.splice(i, 1);
  }
}

/** "…, so 4 in total", "o sea 5 en total": the total of what was named, said after adding one more. */
const IN_TOTAL = new RegExp(String.raw`\b(\d+)\s+(?:rooms\s+)?(?:${IN_ALL}|en todo)\b`);

/**
 * "walls repainted in 3 bedrooms at our cottage, plus the bunkie bedroom, so 4 in total": one more room, then the
 * total, is the rooms of the job before, not a job of its own.
 */
function moreThenTotal(jobs: Job[]): void {
  // "repaint 2 bedrooms plus the bunkie, so 3 in total": the total said in the clause of the rooms.
  for (const job of jobs) if (job.task) totalRooms(job, job.text);
  for (let i = jobs.length - 1; i > 0; i--) {
    const before = jobs[i - 1]!;
    const more = jobs[i]!;
    if (more.turn !== before.turn || !before.task || (more.trade ?? more.task?.def.trade) !== before.task.def.trade) continue;
    if (more.later.length > 0 || !totalRooms(before, more.text)) continue;
    before.text = `${before.text}\n${more.text}`;
    jobs.splice(i, 1);
  }
}

/** The job's stated rooms become the total said in `text`, when it is more than the rooms counted; whether they did. */
function totalRooms(job: Job, text: string): boolean {
  const rooms = job.rooms.filter((r) => r.stated);
  const total = rooms.length > 0 ? Number(IN_TOTAL.exec(normalize(text))?.[1] ?? 0) : 0;
  if (total <= rooms.reduce((n, r) => n + r.count, 0) || total > 30) return false;
  job.rooms = [{ kind: 'room', count: total, pos: rooms[0]!.pos, stated: true, total: true }];
  return true;
}

/**
 * "the back door … is his personal scratching post. can someone replace the door? just a regular exterior door nothing
 * fancy": the same thing told about, asked for and described, with the work asked once, is one job.
 */
function sameThingTold(jobs: Job[]): void {
  const thing = (j: Job): string | null => (j.task ? j.task.def.slug.split('.').slice(0, 2).join('.') : null);
  for (let i = jobs.length - 1; i > 0; i--) {
    const a = jobs[i - 1]!;
    const b = jobs[i]!;
    if (a.turn !== b.turn || a.outside || b.outside || !thing(a) || thing(a) !== thing(b)) continue;
    const aAsks = OWN_VERB.test(normalize(a.text));
    const bAsks = OWN_VERB.test(normalize(b.text));
    // Exactly one of the two asks for work, and the other counts nothing of its own.
    if (aAsks === bAsks || (aAsks ? b : a).own.length > 0 || a.later.length > 0 || b.later.length > 0) continue;
    const asked = aAsks ? a : b;
    const told = aAsks ? b : a;
    if (told.task!.score > asked.task!.score) asked.task = told.task;
    asked.text = `${a.text}\n${b.text}`;
    if (!aAsks) asked.own = asked.own.map((q) => ({ ...q, pos: q.pos + a.text.length + 1 }));
    asked.rooms = [...a.rooms, ...b.rooms];
    jobs.splice(jobs.indexOf(told), 1);
  }
}

/** The one being replaced: "the old floor", "el piso viejo", "the existing one". */
const THE_OLD = /\b(?:old|existing|current|previous|viej[oa]s?|antigu[oa]s?|actual|actuales|anterior)\b/;

/**
 * "engineered hardwood for 20m2 living rm. old floor warped when the heat died": what is wrong with the old one, told
 * after the new one is asked for, is why, not a repair of its own.
 */
function oldOneTold(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const asked = jobs[i - 1]!;
    const told = jobs[i]!;
    if (told.turn !== asked.turn || told.outside || asked.outside || !asked.task || told.trade !== asked.task.def.trade) continue;
    if (!['install', 'replace'].includes(asked.task.def.action) || (told.task && told.task.def.action !== 'repair')) continue;
    const text = normalize(told.text);
    if (told.own.length > 0 || told.later.length > 0 || !THE_OLD.test(text) || OWN_VERB.test(text)) continue;
    asked.text = `${asked.text}\n${told.text}`;
    jobs.splice(i, 1);
  }
}

/**
 * "unas cuantas lamparitas de techo que ya no dan luz… quiero lámparas nuevas": lights told dead, then new ones asked
 * for in the same message, are one job, the new ones; nothing is left to trace.
 */
function troubleThenNewOnes(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const asked = jobs[i]!;
    if (told.turn !== asked.turn || told.task?.def.slug !== 'electrical.troubleshoot' || told.own.length > 0) continue;
    if (asked.task?.def.trade !== 'electrical' || asked.task.def.action !== 'install' || asked.own.length > 0) continue;
    foldBefore(jobs, asked, told);
  }
}

/** "…floor that's 6x8 with cracked tile everywhere. Want it torn up and retiled": a floor torn up to be tiled again. */
const RETILED = /\b(?:retile|retiled|re tile|re tiled|new tile|tile it|tiled again)\b/;
const TORN_UP = /\b(?:ripped|torn|tore|pulled|taken) (?:it |them )?(?:up|out)\b/;
const WISHED = /\b(?:want|wants|need|needs|like|also|quiero|queremos|necesito)\b/;

/** The floor torn up and retiled is a new tile floor; the removal said apart and the cracked tile told before are that job. */
function tornUpAndRetiled(lex: Lexicon, jobs: Job[]): void {
  for (let i = jobs.length - 1; i >= 0; i--) {
    const job = jobs[i]!;
    const slug = job.task?.def.slug;
    if ((slug !== 'flooring.removal' && slug !== 'tile.floor.install') || !RETILED.test(normalize(job.text))) continue;
    retask(lex, job, 'tile.floor.install');
    // "…, want it torn up | and retiled": the tearing up read as a job of its own, just before.
    const removal = jobs[i - 1];
    if (removal?.turn === job.turn && removal.task?.def.slug === 'flooring.removal') {
      foldBefore(jobs, job, removal);
      i--;
    }
    const told = jobs[i - 1];
    const toldText = told ? normalize(told.text) : '';
    if (told?.turn === job.turn && told.task?.def.slug === 'tile.repair' && (!WISHED.test(toldText) || TORN_UP.test(toldText))) {
      foldBefore(jobs, job, told);
      i--;
    }
  }
}

const OLD_TAKEN_UP =
  /\b(?:pull|pulled|rip|ripped|tear|tore|take|remove|removed|quitar|quiten|levantar|levanten|arrancar)\b(?:\s+[a-z]+){0,2}?\s+(?:the |el |la |los |las |our |my )?(?:old|viej[oa]s?)\b/;

/**
 * "floor is 2.5 m by 2 m. Need porcelain tile laid": a floor told by its size alone, then the covering asked for it in
 * the same message, is one job sized by the floor.
 */
function floorSizedThenCovered(lex: Lexicon, jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const asked = jobs[i]!;
    // "pull up the old lino in the kitchen (4m x 3m) and lay porcelain tile": the old floor taken up is its removal, and
    // the new floor shares its size.
    if (
      told.turn === asked.turn &&
      (asked.task?.def.trade === 'tile' || asked.task?.def.trade === 'flooring') &&
      /\.install$/.test(told.task?.def.slug ?? '') &&
      told.own.some((q) => q.kind === 'dims' || q.kind === 'area') &&
      (told.trade === 'flooring' || told.trade === 'tile') &&
      OLD_TAKEN_UP.test(normalize(told.text))
    ) {
      retask(lex, told, 'flooring.removal');
      if (asked.own.length === 0 && asked.later.length === 0) {
        asked.text = `${told.text}\n${asked.text}`;
        asked.own = told.own.filter((q) => q.kind === 'dims' || q.kind === 'area');
      }
      continue;
    }
    if (told.turn !== asked.turn || told.task || told.trade !== 'flooring' || told.outside || told.later.length > 0) continue;
    if (told.own.length === 0 || !told.own.every((q) => q.kind === 'dims' || q.kind === 'area')) continue;
    const def = asked.task?.def;
    if (def?.dimension !== 'area' || (def.trade !== 'tile' && def.trade !== 'flooring')) continue;
    if (asked.own.length > 0 || asked.later.length > 0) continue;
    foldBefore(jobs, asked, told);
  }
}

/** "el muro sería de 3 metros de largo por 2.40", "the wall is 12 ft": a thing named again by its article, and sized. */
const THE_THING_SIZED = /\b(?:el|la|los|las|the) ([a-z]{4,}) (?:seria|serian|sera|es|son|mide|miden|would be|will be|is|are|measures)\b/;

/** Places a size may be of, not a thing of the job before. */
const PLACES = /^(?:jardin|patio|yard|backyard|garden|terreno|lote|parcela|casa|house|home|piso|depa|apartment|condo)$/;

/** "levanten un muro de tablaroca… para hacer dos cuartitos… el muro sería de 3 x 2.40": the size of the job before. */
function sizedWhenNamedAgain(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const sized = jobs[i]!;
    if (told.turn !== sized.turn || !told.task || told.outside || sized.outside || told.later.length > 0) continue;
    const measure = (q: Job['own'][number]): boolean => q.kind === 'area' || q.kind === 'dims' || q.kind === 'length';
    if (told.own.some(measure) || !sized.own.some(measure)) continue;
    const named = THE_THING_SIZED.exec(normalize(sized.text));
    // Only a thing named again with nothing asked before it: "y ponerle azulejo a la pared de la cocina son 12" is a job.
    if (!named || OWN_VERB.test(normalize(sized.text).slice(0, named.index))) continue;
    const thing = named[1];
    // A room named again ("el salón es de 4 x 5") sizes the room's job, which the answer reading already does.
    if (!thing || findRooms(thing).length > 0 || PLACES.test(thing) || !new RegExp(`\\b${thing}`).test(normalize(told.text))) continue;
    told.text = `${told.text}\n${sized.text}`;
    told.own = [...told.own.filter(measure), ...sized.own.filter(measure)];
    jobs.splice(i, 1);
  }
}

/** "…para limpiarlo todo", "to clean it up", "want it cleaned up": work asked of "it", with no thing of its own. */
/** "quiero ponerle azulejo nuevo", "ponerle piso laminado": the thing put on what was told, named by the request. */
const PUT_ON_IT = /\b[a-z]{3,}(?:ar|er|ir)(?:le|les)\b/;
// "el rufo tiene goteras, ocupo que lo impermeabilicen": the pronoun before the verb asked of the business, too.
const DONE_TO_IT =
  /\bque\s+(?:me\s+|nos\s+|se\s+)?(?:lo|la)\s+[a-z]{4,}(?:en|an)\b|\b[a-z]{4,}(?:ar|er|ir)(?:lo|la|los|las)\b|\b[a-z]{3,}(?:ar|er|ir)(?:le|les)\b|\b(?:clean|clear)\s+(?:it|them)\s+(?:all\s+)?(?:up|out)?\b|\b(?:it|them)\s+(?:all\s+)?(?:cleaned|cleared)\s+(?:up|out)\b/;

/**
 * "el patio y el huerto están llenos de hierbajos y ramas secas. Necesito a alguien 5 horas para limpiarlo todo": the
 * thing described, then work asked of "it" in the next sentence, is the described thing's job, sized by that sentence.
 */
function describedThenDoneToIt(jobs: Job[]): void {
  for (let i = jobs.length - 1; i > 0; i--) {
    const told = jobs[i - 1]!;
    const asked = jobs[i]!;
    // "yard is a jungle, want it cleaned up, figure 4 hrs": the thing told may name only its trade.
    // "el jardín está hecho una selva, quiero limpiarlo entero": the work asked may name only its trade too.
    if (told.turn !== asked.turn || told.outside || asked.outside || !(told.task || told.trade) || !(asked.task || asked.trade)) continue;
    const request = normalize(asked.text);
    // "la cocina tiene 9 metros cuadrados de piso y deseo colocarle loseta": the size told goes with what is put on it.
    const putOn = Boolean(asked.task) && PUT_ON_IT.test(request);
    if ((told.own.length > 0 && !putOn) || told.later.length > 0) continue;
    const sameTrade = (told.task?.def.trade ?? told.trade) === (asked.task?.def.trade ?? asked.trade);
    if (OWN_VERB.test(normalize(told.text)) || !DONE_TO_IT.test(request) || (!sameTrade && (asked.task?.score ?? 0) >= 300)) continue;
    // "la terraza tiene filtraciones y hay que impermeabilizarla, 40 m²": within one trade the work asked names the task.
    // "er suelo de la cocina…, q kiero ponerle azulejo nuevo": a thing told by its trade alone takes the task asked of it.
    if (sameTrade || (!told.task && asked.task) || putOn) {
      asked.text = `${told.text}\n${asked.text}`;
      asked.own = [...told.own, ...asked.own.map((q) => ({ ...q, pos: q.pos + told.text.length + 1 }))];
      jobs.splice(i - 1, 1);
      continue;
    }
    told.text = `${told.text}\n${asked.text}`;
    told.own = asked.own.map((q) => ({ ...q, pos: q.pos + told.text.length - asked.text.length }));
    jobs.splice(i, 1);
  }
}

/** Leaving a home, said as when or why ("Moving out of my apartment on the 31st", "nos mudamos el viernes"). */
const MOVING_OUT =
  /^\W*(?:(?:hi|hello|hey|allo|hola|buenas)\b\W*)?(?:(?:i m|im|i am|we re|were|we are|we will be|ill be|well be)\s+)?(?:moving out|(?:nos|me) (?:mudamos|mudo|cambiamos|cambio)|dejamos el (?:piso|depa|departamento))\b/;
const MOVE_HELP = /\b(?:movers?|truck|van|help|pack\w*|load\w*|carry|mudanceros?|camion|camioneta|furgoneta|cargar|flete)\b/;

/** "…y un contacto de 220 para cada uno", "and an outlet for each of them": one per thing counted just before. */
const FOR_EACH =
  /\b(?:para cada un[oa]|por cada un[oa]|pa cada un[oa]|for each(?: one| of them)?|one for each|uno para cada|una para cada)\b/;

function oneForEach(jobs: Job[]): void {
  jobs.forEach((job, i) => {
    const before = jobs[i - 1];
    if (!before || before.turn !== job.turn || job.outside || !job.task || job.task.def.dimension !== 'count') return;
    if (!FOR_EACH.test(normalize(job.text)) || job.own.some((q) => q.kind === 'count' && q.value > 1)) return;
    const counted = [...before.own, ...before.later].findLast((q) => q.kind === 'count' && q.value >= 2 && q.value <= 30);
    if (counted) job.later.push({ kind: 'count', value: counted.value, system: null, pos: 0, corrected: true });
  });
}

/** "2 dormitorios. Quiero un split en cada uno", "one in each of the bedrooms": one of the thing per room counted. */
const IN_EACH =
  /\b(?:(?:en|para|pa) cada (?:un[oa]|dormitorio|habitacion|recamara|cuarto|pieza)|in (?:each|every)(?: one| of them| room| bedroom)?|one in every|(?:uno|una) en cada)\b/;

function onePerRoom(jobs: Job[]): void {
  for (const job of jobs) {
    if (job.outside || job.task?.def.dimension !== 'count' || !IN_EACH.test(normalize(job.text))) continue;
    if ([...job.own, ...job.later].some((q) => q.kind === 'count' && q.value > 1)) continue;
    const rooms = [...job.own, ...job.later].findLast((q) => q.kind === 'room' && q.value >= 2 && q.value <= 12);
    if (rooms) job.later.push({ kind: 'count', value: rooms.value, system: null, pos: 0, corrected: true });
  }
}

/** Things a cleaning is asked for and that another trade lays or fixes. */
const CLEANED_THING = /\b(carpet|rug|window|floor|grout|tile|upholstery|moqueta|alfombra|ventana|cristal|suelo|piso)(?:s|es)?\b/g;

/**
 * "We have wall-to-wall carpet throughout … it is in dire need of a steam cleaning", "the carpets are a disgrace … I
 * should like the carpets steam cleaned": the thing described with no work asked of it is the thing the cleaning is for.
 */
function describedForItsCleaning(jobs: Job[]): void {
  const cleanings = jobs.filter((j) => j.trade === 'cleaning' && !j.outside);
  if (cleanings.length === 0) return;
  const cleaned = new Set(cleanings.flatMap((j) => [...normalize(j.text).matchAll(CLEANED_THING)].map((m) => m[1])));
  for (const job of [...jobs]) {
    if (job.trade === 'cleaning' || job.outside || job.own.length > 0 || job.later.length > 0) continue;
    const text = normalize(job.text);
    if (OWN_VERB.test(text)) continue;
    if ([...text.matchAll(CLEANED_THING)].some((m) => cleaned.has(m[1]))) jobs.splice(jobs.indexOf(job), 1);
  }
}

/** The job is booked by the hour ("3 guys for 5 hrs", "pon 2 horas"). */
const bookedByTheHour = (j: Job): boolean => [...j.own, ...j.later].some((q) => q.kind === 'hour');

/**
 * "cositas del depa: colgar unos cuadros, un cortinero, apretar bisagras y cambiar el foco… unas dos horas y media":
 * hours said for a list of small handyman chores book the handyman for the list; the chores are not priced apart.
 */

function choresInTheHours(jobs: Job[]): void {
  // "un manitas para varias cosillas: colgar 4 cuadros… y montar una estantería" … "pon 2 horas": a handyman asked for by
  // name and booked by the hour does the small carpentry listed with him too.
  const named = jobs.find((j) => !j.outside && j.handyman && bookedByTheHour(j));
  if (named)
    // "how many hours' worth, or can you list them?" … "say three hours. tighten cabinet doors, swap a couple bulbs":
    // the chores listed in a later answer are his too, a few of each.
    for (const j of [...jobs])
      if (
        j !== named &&
        j.turn >= named.turn &&
        jobs.indexOf(j) > jobs.indexOf(named) &&
        !j.outside &&
        (j.trade === 'handyman' || j.trade === 'carpentry' || (j.turn > named.turn && j.trade === 'windows_doors')) &&
        j.task?.def.dimension === 'count' &&
        (j.turn > named.turn ? j.own.every((q) => q.kind === 'count' && q.value <= 3) : j.own.length === 0) &&
        j.later.length === 0
      ) {
        named.text += ` ${j.text}`;
        jobs.splice(jobs.indexOf(j), 1);
      }
  const chores = jobs.filter((j) => !j.outside && j.trade === 'handyman');
  const booked = chores.filter(bookedByTheHour);
  if (booked.length !== 1 || chores.length < 2 || jobs.some((j) => !j.outside && j.trade && j.trade !== 'handyman')) return;
  const hired = booked[0]!;
  for (const j of chores)
    if (j !== hired && j.turn === hired.turn && j.own.length === 0 && j.later.length === 0) {
      hired.text += ` ${j.text}`;
      jobs.splice(jobs.indexOf(j), 1);
    }
}

/** "get the tile ripped out n laminate put down", "quitar la moqueta y poner tarima": taking out the old floor is part of laying the new. */
const RIP_OUT =
  /\b(?:rip|ripped|ripping|tear|torn|tore|tearing|pull|pulled|pulling|take|taken|taking)\s+(?:(?:out|up)\b|(?:the|my|our|old)\s+)|\b(?:removed?|removing|demo|demolish\w*|quitar|quiten|quite|retirar|retiren|levantar|levanten|arrancar|arranquen|sacar|saquen)\b/;
const SURFACES: ReadonlySet<string> = new Set(['flooring', 'tile']);
function ripOutForTheNew(jobs: Job[]): void {
  for (let i = 0; i + 1 < jobs.length; i++) {
    const old = jobs[i]!;
    const next = jobs[i + 1]!;
    // "the old carpet torn out and laminate put in 2 rooms" … "12x12 and 10x11": the rooms answered are the new floor's too.
    if (
      old.turn === next.turn &&
      old.task?.def.action === 'remove' &&
      next.task?.def.action === 'install' &&
      SURFACES.has(old.task.def.trade) &&
      SURFACES.has(next.task.def.trade) &&
      old.later.length > 0 &&
      next.later.length === 0
    )
      next.later.push(...old.later);
    if (
      old.turn === next.turn &&
      !old.outside &&
      !next.outside &&
      old.own.length === 0 &&
      // "carpet ripped out and vinyl plank put in 2 bedrooms" … "10x11 and 10x12": the answer sizes the new floor.
      (old.later.length === 0 || next.later.length === 0) &&
      SURFACES.has(old.task?.def.trade ?? '') &&
      SURFACES.has(next.task?.def.trade ?? '') &&
      old.task!.def.slug !== next.task!.def.slug &&
      // A removal the catalog prices on its own ("the carpet removed and laminate installed") stays a job.
      old.task!.def.action !== 'remove' &&
      next.task!.def.action === 'install' &&
      RIP_OUT.test(normalize(old.text))
    ) {
      next.text = `${old.text} ${next.text}`;
      next.own = next.own.map((q) => ({ ...q, pos: q.pos + old.text.length + 1 }));
      next.later.push(...old.later);
      jobs.splice(i, 1);
      i--;
    }
  }
}

/**
 * "Mudanza de un piso de 2 habitaciones. Busco 3 operarios con camión, calculo unas cinco horas", "mudanza de un depa de
 * 2 recámaras" … "3 chalanes y unas 4 horas": movers booked by the hour beside the move are the move's crew and hours.
 */
function hoursOfTheMove(jobs: Job[]): void {
  const move = jobs.find((j) => !j.outside && j.task?.def.slug === 'moving.local' && !bookedByTheHour(j));
  if (!move) return;
  const booked = jobs.filter(
    (j) => j !== move && !j.outside && j.task?.def.trade === 'moving' && j.task.def.dimension === 'hour' && bookedByTheHour(j),
  );
  if (booked.length !== 1) return;
  const labor = booked[0]!;
  const at = move.text.length + 1;
  move.own.push(...[...labor.own, ...labor.later].filter((q) => q.kind === 'hour').map((q) => ({ ...q, pos: at + q.pos })));
  move.text += ` ${labor.text}`;
  jobs.splice(jobs.indexOf(labor), 1);
}

/**
 * "Moving out on the 31st. Need 2 cleaners for the move out clean", "I'm moving out end of june and need a ménage": the
 * move is why the cleaning is wanted, not a job.
 */
export function dropMoveOutReason(jobs: Job[]): void {
  if (!jobs.some((j) => j.trade === 'cleaning')) return;
  for (let i = jobs.length - 1; i >= 0; i--) {
    const j = jobs[i]!;
    const text = normalize(j.text);
    const bare = j.own.length === 0 && j.later.length === 0 && j.rooms.every((r) => r.count === 0 || r.kind === 'home');
    if (j.trade === 'moving' && bare && MOVING_OUT.test(text) && !MOVE_HELP.test(text)) jobs.splice(i, 1);
  }
}
/**
 * "el grifo gotea, ¿podéis cambiarlo?", "it drips, need it replaced", "cambiar el grifo que no para de gotear": a fault
 * to be solved with a new one.
 */
const FOR_A_NEW_ONE =
  /\b(?:alicatar(?:la|lo|las|los)? (?:de nuevo|otra vez)|(?:want|wants|need|needs) (?:it|them|the (?:floor|tile|tiles)) (?:redone|re done|retiled|re tiled)|cambiarlo|cambiarla|cambiarlos|cambiarlas|cambialo|cambiala|cambienlo|sustituirlo|sustituirla|reemplazarlo|reemplazarla|uno nuevo|una nueva|unos nuevos|replace it|replace them|a new one|swap it out|swap it|(?:need|needs|want|wants) (?:it|them) replaced|needs? replacing|needs? to be replaced|(?:cambiar|cambien|cambieis|replace|swap out) (?:el|la|the|my|our|mi) (?:kitchen |bathroom |bath )?(?:grifo|faucet|tap)\b|(?:cambiar|cambien|cambieis|replace|redo|rehacer) (?:el|the) (?:suelo|floor|flooring|floors) (?:de|of|in) (?:todo el|toda la|the whole|the entire|all the)\b)/;

/** The job becomes the catalog task `slug` (kept as found, with its score), of that task's trade. */
function retask(lex: Lexicon, job: Job, slug: string): void {
  const def = lex.tasks.find((m) => m.def.slug === slug)?.def;
  if (!def || !job.task) return;
  job.task = { ...job.task, def };
  job.trade = def.trade;
}

/** Gutters that overflow read as clogged; rusted through or asked to be replaced, they are new gutters. */
const GUTTERS_WORN = /\b(?:replace|replaced|replacing|rusted|rusty|rusting|rotted|rotten|new ones?|cambiar\w*|oxidad[oa]s?)\b/;
const GUTTERS_CLEANED = /\b(?:clean|cleaned|cleaning|clear|cleared|unclog\w*|leaves|debris|limpi\w*|hojas|destap\w*)\b/;

function replacedForNew(lex: Lexicon, job: Job): void {
  const slug = job.task?.def.slug;
  const text = normalize(job.text);
  if (slug === 'cleaning.gutters' && GUTTERS_WORN.test(text) && !GUTTERS_CLEANED.test(text)) {
    retask(lex, job, 'roofing.gutters.install');
    return;
  }
  // "replace the kitchen faucet … and also fix the one in the bathroom": a repair asked for too stays one.
  if (!slug?.endsWith('.repair') || !FOR_A_NEW_ONE.test(text) || /\b(?:fix|repair|arregl\w*|repar\w*)\b/.test(text)) return;
  const other = NEW_FOR_REPAIR[slug];
  const target = other ? other(text) : `${slug.slice(0, -'.repair'.length)}.replace`;
  if (target) retask(lex, job, target);
}

/**
 * Repairs whose "new one" is another task's install: tile "cracked all over … want it redone" is the floor (or the
 * wall) laid again; a few cracked tiles replaced stay a repair of those tiles.
 */
const NEW_FOR_REPAIR: Readonly<Record<string, (text: string) => string | null>> = {
  // "cambiar el suelo de todo el piso (el parquet está hinchado)": the whole floor laid again, of wood when it was wood.
  'flooring.repair': (text) =>
    !/\b(?:todo el|toda la|the whole|the entire|all the)\b/.test(text)
      ? null
      : /\b(?:parquet|madera|hardwood|wood)\b/.test(text)
        ? 'flooring.hardwood.install'
        : 'flooring.laminate.install',
  'tile.repair': (text) =>
    !/\b(?:redone|re done|retiled|re tiled|de nuevo|otra vez)\b/.test(text)
      ? null
      : /\b(?:walls?|backsplash|paredes?|muros?|alicatad\w*)\b/.test(text)
        ? 'tile.wall.install'
        : 'tile.floor.install',
};

/** "el horno, que está asqueroso", "the fridge too, honestly it's gross": an appliance named as dirty, not broken, is cleaned. */
const DIRTY = /\b(?:asqueros[oa]s?|cochin[oa]s?|suci[oa]s?|mugros[oa]s?|puerc[oa]s?|de grasa|gross|dirty|filthy|greasy|nasty|disgusting)\b/;
const BROKEN =
  /\b(?:no (?:calienta|enfria|prende|enciende|funciona|sirve|jala|va)|doesn t|doesnt|won t|wont|not (?:working|heating|cooling)|broken|broke|stopped|quit|died|leak\w*|gotea\w*)\b/;

function cleanedNotFixed(lex: Lexicon, job: Job): void {
  if (job.task?.def.trade !== 'appliances' || job.task.def.action !== 'repair') return;
  const text = normalize(job.text);
  if (!DIRTY.test(text) || BROKEN.test(text)) return;
  retask(lex, job, 'cleaning.appliance');
}

/** An air conditioner wished for: "we want AC in the bedrooms", "queremos aire acondicionado en las habitaciones". */
const AC_WISHED =
  /\b(?<!\b(?:wont|won t|not|never|cant|can t|dont|don t|wouldnt|wouldn t) )(?:want|wanna|need|get|would like|quiero|queremos|queria|queriamos|necesito|necesitamos|ocupo|ocupamos|quisiera|quisieramos)\s+(?:(?:a|an|some|new|central|el|la|un|una|unos|nuevo|nuevos)\s+)*(?:ac|a c|air conditioning|central air|aire acondicionado|minisplits?|splits?|climas?|heat pump)\b/;
/** What an air conditioner that exists does wrong, or is done to it. */
const AC_SERVICED =
  /\b(?:(?:not|isn t|isnt|doesn t|doesnt|won t|wont) (?:cooling|working|blowing|turning|running|cold)|no (?:enfria|funciona|sirve|prende|jala|enciende|va|tira)|repair\w*|fix\w*|service\w*|tune\w*|clean\w*|limpi\w*|mantenimiento|servicio|repar\w*|arregl\w*|broken|broke|leak\w*|gotea\w*|ruido\w*|noise|noisy|warm|caliente|enfria\w*|cool\w*|blow\w*|recarga\w*|recharge|freon|gas|revis\w*|check\w*|falla\w*|hiela|congela|frozen|freezing|drip\w*|smell\w*|huele|filter\w*|filtro\w*|tira|old|viejo|existing|current|actual)\b/;

/** "queremos aire acondicionado en las habitaciones": an air conditioner wished for, with nothing wrong told, is put in. */
function acWished(lex: Lexicon, job: Job): void {
  if (job.task?.def.slug !== 'hvac.ac.service') return;
  const text = normalize(job.text);
  if (!AC_WISHED.test(text) || AC_SERVICED.test(text)) return;
  retask(lex, job, 'hvac.ac.install');
}

/** Painting asked for ("quiero que la pinten", "just paint over it"), and the words that would mend the board first. */
const PAINT_ASKED = /\b(?:pint(?:en|e|ar|arla|arlo|arlas|arlos|ais|eis)|(?:re)?paint(?:ed)? (?:it|over it|over|them))\b/;
/** Mending already done: "the leak is fixed", "ya está arreglado". */
const MENDED_BEFORE =
  /\b(?:is|was|been|got|are|were|esta|ya esta|ya fue) (?:already |ya )?(?:fixed|repaired|patched|arreglad[oa]|reparad[oa])\b/g;
const BOARD_MENDED =
  /\b(?:repair\w*|fix\w*|patch\w*|replace\w*|cut out|sagging|hole|holes|crack\w*|repar\w*|arregl\w*|tapar|resan\w*|cambiar|agujero\w*|grieta\w*|se cae|cayendo|hundid\w*|boquete)\b/;

/**
 * "mancha de humedad en el techo, quiero que la pinten, unos 3 m2": a stain painted over, with nothing to mend, is the
 * painting of that surface.
 */
function paintedNotMended(lex: Lexicon, job: Job): void {
  if (job.task?.def.trade !== 'drywall') return;
  const text = normalize(job.text);
  if (!PAINT_ASKED.test(text) || BOARD_MENDED.test(text.replace(MENDED_BEFORE, ' '))) return;
  const slug = CEILING.test(text) ? 'painting.interior.ceiling' : 'painting.interior.walls';
  retask(lex, job, slug);
}

/** "cambiar las bisagras de la puerta que ya rechina": hinges replaced are a door's repair, not a squeak oiled. */
const HINGES_REPLACED = /\b(?:cambi\w*|replac\w*|new|nuev[oa]s|sustitu\w*)\b[^.]{0,20}\b(?:bisagras?|hinges?)\b/;

function hingesReplaced(lex: Lexicon, job: Job): void {
  if (job.task?.def.slug !== 'handyman.door.squeak' || !HINGES_REPLACED.test(normalize(job.text))) return;
  retask(lex, job, 'windows_doors.door.repair');
}

/** The new things carried in too: "sacar los muebles viejos y subir los nuevos", "haul the old ones out, bring the new in". */
const NEW_CARRIED_IN =
  /\b(?:subir|suban|meter|metan|entrar|colocar|bring|carry|move)\b[^.]{0,20}\b(?:los nuevos|las nuevas|el nuevo|la nueva|the new(?: ones)?)\b/;

/** Old furniture taken out and the new carried in is a move's labour, not junk hauled away. */
function carriedInToo(lex: Lexicon, job: Job): void {
  if (job.task?.def.slug !== 'moving.junk.removal' || !NEW_CARRIED_IN.test(normalize(job.text))) return;
  retask(lex, job, 'moving.labor');
}

/** Asked to be swapped for new ones: "can you replace them?", "need them swapped", "cambiarlos". */
const SWAPPED = /\b(?:replace|replaced|replacing|swap|swapped|swapping|new ones|cambiar\w*|cambien|sustitu\w*|reemplaz\w*)\b/;

/**
 * "some of the outlets are loose and sparking… can you replace them?": outlets or switches with trouble, asked to be
 * replaced and given no hours, are replaced, not traced.
 */
function replacedNotTraced(lex: Lexicon, job: Job): void {
  if (job.task?.def.slug !== 'electrical.troubleshoot' || [...job.own, ...job.later].some((q) => q.kind === 'hour')) return;
  const text = normalize(job.text);
  if (!SWAPPED.test(text)) return;
  const slug = /\b(?:outlets|receptacles|plugs|contactos|enchufes)\b/.test(text)
    ? 'electrical.outlet.install'
    : /\b(?:switches|apagadores|interruptores)\b/.test(text)
      ? 'electrical.switch.replace'
      : null;
  if (slug) retask(lex, job, slug);
}

/** "se cayó un pedazo del plafón, como de 1 m x 1,5 m", "hole in the ceiling … 4 ft by 3 ft": a ceiling's damage by its size. */
const CEILING = /\b(?:ceilings?|plafon|plafones|techo|techos|cielo raso|escayola)\b/;

function ceilingBySize(lex: Lexicon, job: Job): void {
  if (job.task?.def.slug !== 'drywall.patch' || !CEILING.test(normalize(job.text))) return;
  if (![...job.own, ...job.later].some((q) => q.kind === 'dims' || q.kind === 'area')) return;
  retask(lex, job, 'drywall.ceiling.repair');
}

/** The tiles laid again: "can you redo it?", "new white porcelain", "poner piso de cerámica". */
const TILE_LAID_AGAIN =
  /\b(?:redo|redone|retile|retiled|re tile|re tiled|new|install|put down|pulled up|ripped up|torn up|tear up|tore up|rip up|replace(?:d)? (?:it|the floor|the whole|all)|rehacer|nuev[oa]s?|poner|colocar|levantar|cambiar (?:todo|el piso|el suelo))\b/;

/**
 * "tile floor is cracked and loose in a couple spots… floor is about 5 by 8, can you redo it?": cracked tiles with the
 * floor's size and the floor laid again are a new tile floor, priced by its area.
 */
function tileFloorBySize(lex: Lexicon, job: Job): void {
  if (job.task?.def.slug !== 'tile.repair') return;
  if (![...job.own, ...job.later].some((q) => q.kind === 'dims' || q.kind === 'area')) return;
  const text = normalize(job.text);
  if (!TILE_LAID_AGAIN.test(text) || /\b(?:walls?|backsplash|shower|pared|paredes|salpicadero|ducha|regadera)\b/.test(text)) return;
  retask(lex, job, 'tile.floor.install');
}

/** "an old fridge on the back patio they left, can y'all haul that off too": the thing told, then hauled away. */
const HAULED_AWAY =
  /\b(?:haul|hauled|take|cart|drag)\s+(?:it|that|them|those|this)\s+(?:off|away)\b|\b(?:haul|cart)\s+(?:off|away)\s+(?:the|a|that|this|all the)\s+(?:[a-z]+\s+)?(?:debris|pile|junk|trash|brush|stuff)\b|\bget rid of (?:it|that|them)\b|\b(?:se lo|se la|se los|se las|me lo|me la)\s+(?:lleven|llevan|llevas|llevais|llevéis)\b/;

/** An appliance or a piece of furniture told about and then hauled away is junk removal, not a repair. */
function hauledAway(lex: Lexicon, job: Job): void {
  const slug = job.task?.def.slug ?? '';
  if (!HAULED_AWAY.test(normalize(job.text))) return;
  // "…left junk in the yard, need 2 guys for 3 hrs to haul it off": hours of hauling, not of yard work.
  if (slug === 'landscaping.cleanup') retask(lex, job, 'moving.junk.removal');
  // "an old couch they left on the porch, can you haul that off": the couch goes, it is not cleaned.
  else if (/^(?:appliances|handyman|carpentry)\./.test(slug) || slug === 'cleaning.carpet') retask(lex, job, 'moving.junk.items');
}

const INSIDE = new Set(['kitchen', 'dining', 'living', 'bedroom', 'bathroom', 'hallway', 'office', 'laundry', 'closet']);

/** "send 2 painters to Mrs. Novak's house" … "her kitchen and dining room": the rooms named are painted inside. */
function roomsInside(lex: Lexicon, job: Job): void {
  if (job.task?.def.slug !== 'painting.exterior.house' || job.rooms.length === 0) return;
  if (/\b(?:outside|exterior|fachada|stucco|siding|brick)\b/.test(normalize(job.text))) return;
  if (job.rooms.every((r) => INSIDE.has(r.kind) && !r.describesHome)) retask(lex, job, 'painting.interior.room');
}

/** Words of a deck's repair: what is wrong with it, or fixing it. */
const DECK_TROUBLE =
  /\b(?:fix\w*|repair\w*|rotten|rot|rotting|rotted|loose|broken|cracked|wobbly|soft|sagging|replace (?:some|a few|the|\d+) boards?|boards?|railings?|stairs|steps|arregl\w*|repar\w*|podrid\w*|suelt\w*|rot[oa]s?|tablas?|barandal\w*|barandilla\w*)\b/;

/** "want a wood deck in the backyard, 10 by 14 feet": a deck given by its size, with nothing wrong said of it, is built. */
function deckBySize(lex: Lexicon, job: Job): void {
  if (job.task?.def.slug !== 'carpentry.deck.repair') return;
  // Sized in the same words: a later answer's size may be of the part to repair ("the rotted boards, about 30 sq ft").
  if (!job.own.some((q) => q.kind === 'dims' || q.kind === 'area')) return;
  if (DECK_TROUBLE.test(normalize(job.text))) return;
  retask(lex, job, 'carpentry.deck.build');
}

/**
 * "goteras en el tejado" … "¿Qué superficie?" … "unos 60 m², y hay que retejar entero": the answer sizes the repair asked
 * about, then says the work is more than a repair; the size is the new task's.
 */
function repairSaidToBeMore(jobs: Job[]): void {
  for (const later of [...jobs]) {
    const def = later.task?.def;
    if (!def || later.turn === 0 || later.outside || later.own.length > 0 || later.later.length > 0 || def.action === 'repair') continue;
    // Measured work only (a roof, a floor, a run): a count answered is of the things asked about.
    if (def.dimension !== 'area' && def.dimension !== 'length') continue;
    const asked = jobs.find(
      (j) =>
        j.turn < later.turn &&
        !j.outside &&
        j.task?.def.trade === def.trade &&
        j.task.def.action === 'repair' &&
        j.own.length === 0 &&
        j.later.some((q) => q.kind === def.dimension),
    );
    if (!asked) continue;
    asked.task = { ...asked.task!, def };
    jobs.splice(jobs.indexOf(later), 1);
  }
}

/** "…on all of them", "a todos": the work is done to the things counted just before. */
const ON_THOSE =
  /\b(?:(?:on|to|for|in)\s+(?:all|each|every one|both)(?:\s+of)?\s+(?:them|em|those|these)|(?:en|a|para)\s+(?:todos|todas|cada uno|cada una|los dos|las dos)(?:\s+(?:ellos|ellas))?)\b/;

/**
 * "inspector flagged five outlets, needs gfci on all of em": the task said for "all of them" is the task of the
 * things counted before it, of the same trade; it is not another job.
 */
function workOnThoseBefore(jobs: Job[]): void {
  for (let i = 1; i < jobs.length; i++) {
    const [before, job] = [jobs[i - 1]!, jobs[i]!];
    if (!job.task || !before.task || job.outside || before.outside || job.turn !== before.turn) continue;
    if (job.task.def.trade !== before.task.def.trade || job.task.def.dimension !== 'count' || before.task.def.dimension !== 'count')
      continue;
    if (job.own.length > 0 || job.later.length > 0 || !before.own.some((q) => q.kind === 'count')) continue;
    if (!ON_THOSE.test(normalize(job.text))) continue;
    before.task = job.task;
    jobs.splice(i, 1);
    i--;
  }
}
