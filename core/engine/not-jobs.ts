/**
 * Things a customer names that are not jobs of their own: a move told as news, the paint a patch is made ready
 * for, the things movers carry in the hours bought, the handyman asked for to do the work named. Each rule
 * drops or folds a job the interpretation found; estimate.ts applies them before choosing the main job.
 */
import type { Job } from './interpret/index.js';
import { OWN_VERB } from './interpret/groups.js';
import { normalize } from './interpret/normalize.js';
import type { JobReading } from './price-job.js';

/** "need a handyman" … "paint the kitchen, 12x12": asking for a handyman names who does the job named, not another job. */
export function hiresForTheJob(home: Job[]): (job: Job) => boolean {
  const otherWork = home.some((j) => j.task && j.trade !== 'handyman');
  return (j) =>
    otherWork &&
    j.trade === 'handyman' &&
    (!j.task || j.task.def.slug === 'handyman.general') &&
    j.own.length === 0 &&
    j.later.length === 0;
}

/**
 * "2 movers for 3 hours to move a couch, a fridge and a dresser": the things listed are what the hours are for,
 * not a second job priced per item; "3 movers, we have a sectional and a washer and dryer": an appliance listed
 * beside a move, with no work of its own asked for, is one of the things moved.
 */
export function movedWithinTheHours(main: JobReading, other: JobReading): boolean {
  const def = main.chosen?.def;
  if (def?.trade !== 'moving') return false;
  if (def.dimension === 'hour' && other.chosen?.def.slug === 'moving.furniture') return true;
  return other.chosen?.def.trade === 'appliances' && loadOnly(other.job.text);
}
/** An appliance named with no work asked for it and no trouble told of it. */
function loadOnly(jobText: string): boolean {
  const text = normalize(jobText);
  return !OWN_VERB.test(text) && !APPLIANCE_TROUBLE.test(text);
}
/**
 * "ocupo mudar la fonda… son mesas, sillas, la estufa y el refri industrial": beside a move, an appliance with no work of
 * its own is part of the load, whichever job would otherwise be the main one.
 */
export function withoutTheCarried(readings: JobReading[]): JobReading[] {
  const move = readings.findIndex((r) => r.chosen?.def.trade === 'moving');
  if (move < 0) return readings;
  // Only after the move is named: "dryer vent is clogged, dryer takes forever" is no load.
  return readings.filter((r, i) => i < move || (r.chosen?.def.trade ?? r.job.trade) !== 'appliances' || !loadOnly(r.job.text));
}
const APPLIANCE_TROUBLE =
  /\b(?:broken|broke|not working|doesn t|doesnt|won t|wont|leak\w*|no funciona|no sirve|no enfria|no calienta|gotea)\b/;

/**
 * "taparlo y dejarlo listo pa pintar", "patch it so it's ready for paint", "patched and painted to match": the paint
 * is what comes after the patch or part of it, not a job of its own.
 */
const READY_TO_PAINT =
  /\b(?:listo|lista|listos|listas|preparad[oa]s?|ready)\s+(?:pa|para|to|for)\s+(?:pintar|paint\w*)\b|\b(?:paint\w*|pint\w*)\s+(?:to\s+match|para\s+que\s+(?:no\s+se\s+note|quede\s+igual|combine)|igual)\b/;

export function withoutThePurpose(jobs: Job[]): Job[] {
  if (!jobs.some((j) => j.trade && j.trade !== 'painting')) return jobs;
  return jobs.filter((j) => !(j.trade === 'painting' && READY_TO_PAINT.test(normalize(j.text))));
}

/** "We're moving out", "nos mudamos": the customer's move told as news, with no mover, truck or loading asked for. */
const MOVE_AS_NEWS = new RegExp(
  [
    // moving now or soon: "we're moving", "nos vamos a mudar", "nos cambiamos de casa"
    String.raw`\b(?:we re|we are|were|i m|im|i am|we ll be|we will be|getting ready to be)\s+(?:moving|relocating)\b`,
    // "me and my 3 roommates are moving out of our place", "the tenants are moving out"
    String.raw`\b(?:are|is)\s+(?:moving|relocating)\s+(?:out|in|into|away|to)\b`,
    // "I am selling my house in Oakville and moving to a condo"
    String.raw`\b(?:selling|sold|sell)\b[^.]{0,60}\b(?:and|then)\s+(?:(?:are|am|we re|were|i m)\s+)?(?:moving|relocating)\s+(?:to|into|out)\b`,
    // "moving into a new condo next wk", "just moved into a townhouse": the news said without a subject.
    String.raw`^\s*(?:(?:hi|hey|hello|so|ok)\s+)?(?:just\s+|recently\s+)?(?:moving|moved)\s+(?:into|in\s+to|to|out\s+of)\s+(?:a|an|my|our|the)\b`,
    String.raw`\b(?:nos|me)\s+(?:vamos\s+a\s+|voy\s+a\s+)?(?:mudamos|mudo|mudar|cambiamos|cambio)\b`,
    // a move already made: "we just moved in", "recently moved", "acabamos de mudarnos", "me acabo de cambiar"
    String.raw`\b(?:just|recently|finally|we|i|we ve|i ve|have|has)\s+(?:just\s+)?moved\s+(?:in|into|here|to|from|out)\b`,
    String.raw`\b(?:acabamos|acabo)\s+de\s+(?:mudarnos|mudarme|cambiarnos|cambiarme)\b|\brecien\s+(?:mudad|nos\s+mudamos|nos\s+cambiamos)`,
  ].join('|'),
);
const HIRES_FOR_MOVE =
  /\b(?:for|pa|para)\s+(?:the|la|el)\s+(?:move|moving|mudanza|cambio)\b|\b(?:movers?|mudanceros?|mozos|cargadores|muchachos|chavos|chalanes|hombres|guys|men|helpers)\b/;
const MOVER_WORDS =
  /\b(?:(?:need|want|book|quote)\s+(?:for\s+)?(?:the|a)\s+move|movers?|truck|van|load\w*|unload\w*|haul\w*|carry|pack\w*|furniture|mudanceros?|camion|camioneta|cargar|flete|muebles|lleven|llevar|cosas)\b/;

/**
 * "We're moving out of our condo, need a move-out clean", "nos cambiamos de casa y ocupo que me limpien el depa",
 * "we just moved in and need the bedrooms painted": the move is news that explains the job, not a second job.
 */
export function withoutTheMoveBehind(jobs: Job[], turns: readonly string[] = []): Job[] {
  if (!jobs.some((j) => j.trade && j.trade !== 'moving')) return jobs;
  // "we're moving out" … "both lol. 2 guys for 3 hrs for the move": a later turn that hires for the move makes it a job.
  const hired = turns.slice(1).some((t) => HIRES_FOR_MOVE.test(normalize(t)));
  const news = (j: Job): boolean => {
    if (j.trade !== 'moving') return false;
    const text = normalize(j.text);
    // "Moving out on the 30th. Need 3 guys for 5 hrs": hours booked make the move a job.
    const booked = [...j.own, ...j.later].some((q) => q.kind === 'hour' || q.kind === 'day');
    return MOVE_AS_NEWS.test(text) && !MOVER_WORDS.test(text) && !booked && !(hired && j.later.length > 0);
  };
  return jobs.some(news) ? jobs.filter((j) => !news(j)) : jobs;
}

/** "Mudanza el sábado 12, necesito 2 mozos unas 4 horas": the move named bare is the one the hands are hired for. */
const PLAIN_MOVE = new Set(['moving.local', 'moving.labor']);
export function withoutTheBareMove(jobs: Job[]): Job[] {
  const hours = (j: Job): boolean => [...j.own, ...j.later].some((q) => q.kind === 'hour' || q.kind === 'day');
  const hired = jobs.find((j) => j.trade === 'moving' && hours(j));
  if (!hired) return jobs;
  return jobs.filter(
    (j) =>
      j === hired ||
      j.trade !== 'moving' ||
      j.turn !== hired.turn ||
      j.own.length > 0 ||
      j.later.length > 0 ||
      j.rooms.length > 0 ||
      (j.task !== null && !PLAIN_MOVE.has(j.task.def.slug)),
  );
}

/**
 * "se ha roto la cinta de la persiana, no entra luz", "el horno enciende la luz pero no calienta": light named as
 * what the customer sees (the blind shut, the oven's lamp) beside another trade's job is a symptom, not an
 * electrical job. Only the catch-all troubleshooting reading is dropped; a named fixture or outlet stays.
 */
const LIGHT_AS_SYMPTOM =
  /\b(?:(?:no\s+)?(?:entra|pasa)\s+(?:la\s+|nada\s+de\s+|ninguna\s+|mucha\s+|poca\s+)?luz|(?:enciende|prende|se\s+enciende|se\s+prende|tiene)\s+(?:la\s+)?luz|la\s+luz\s+(?:si\s+|interior\s+)?(?:enciende|prende|funciona|se\s+enciende|se\s+prende)|(?:the\s+)?light\s+(?:still\s+)?(?:comes\s+on|turns\s+on|works|is\s+on)|no\s+(?:natural\s+)?light\s+(?:comes|gets)\s+in)\b/;

export function withoutTheLightSeen(jobs: Job[]): Job[] {
  if (!jobs.some((j) => j.trade && j.trade !== 'electrical')) return jobs;
  return jobs.filter(
    (j) =>
      !(j.trade === 'electrical' && (!j.task || j.task.def.slug === 'electrical.troubleshoot') && LIGHT_AS_SYMPTOM.test(normalize(j.text))),
  );
}

/**
 * "I have the tile already", "we bought the faucet", "tile is already bought", "ya tengo el azulejo": the customer supplies the thing for the
 * job beside it; the clause names no work of its own.
 */
const SUPPLIED =
  /^\W*(?:(?:and|also|but|y|pero)\s+)?(?:(?:i|we)\s+(?:ve\s+|have\s+)?(?:already\s+)?(?:have|got|bought|purchased|picked up|ordered)|(?:ya\s+)?(?:tengo|tenemos|compre|compramos|traigo|traemos)|(?:el|la|los|las)\s+[a-z]+\s+(?:ya\s+)?(?:lo|la|los|las)\s+(?:tengo|tenemos|compre|compramos|pongo|ponemos)|(?:(?:the|my|our)\s+)?[a-z]+\s+(?:is|are)\s+already\s+(?:bought|purchased|here|ordered))\b(?:\s+(?:the|a|an|one|it|them|all the|my|our|el|la|los|las|un|una|mis|mi)\b)?(?:\s+[a-z]+){0,3}?(?:\s+(?:already|ya|ready|in the garage|en casa))?\W*$/;

export function withoutTheSupplied(jobs: Job[]): Job[] {
  const supplied = (j: Job): boolean => j.own.length === 0 && j.later.length === 0 && SUPPLIED.test(normalize(j.text));
  if (!jobs.some((j) => !supplied(j) && (j.task || j.trade))) return jobs;
  return jobs.filter((j) => !supplied(j));
}

/**
 * "the old carpet ripped out and porcelain tile put in its place": the old floor taken up is part of laying the tile;
 * a size said with the removal is the tile's.
 */
const OLD_FLOOR_OUT =
  /\b(?:(?:old\s+)?(?:carpet|carpeting|linoleum|lino|vinyl|laminate)\s+(?:ripped|torn|pulled|taken)\s+(?:out|up)|(?:rip|tear|pull)\s+(?:out|up)\s+(?:the\s+)?(?:old\s+)?(?:carpet|carpeting|linoleum|lino)|(?:quitar|quiten|retirar|levantar)\s+(?:la|el)\s+(?:alfombra|moqueta|linoleo)(?:\s+vieja)?)\b/;

export function withoutTheOldFloor(jobs: Job[]): Job[] {
  // New tile after the old carpet: "quitar la moqueta y poner tarima" stays two floor jobs, as labelled sets have it.
  const laid = (j: Job): boolean => j.task?.def.trade === 'tile' && j.task.def.action === 'install';
  if (!jobs.some(laid)) return jobs;
  const removal = jobs.find((j, i) => jobs.slice(i + 1).some(laid) && OLD_FLOOR_OUT.test(normalize(j.text)));
  if (!removal) return jobs;
  const next = jobs.slice(jobs.indexOf(removal) + 1).find(laid)!;
  if (next.own.length === 0 && next.later.length === 0) next.own = removal.own;
  return jobs.filter((j) => j !== removal);
}
