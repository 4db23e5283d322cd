/**
 * Which catalog task a job stands for. A job that names a task is that task;
 * one that only names a trade gets the trade's hourly task when hours are
 * given, a default job for trades where the trade is the job (handyman,
 * moving, cleaning), or the trade's usual sized job when a size is given.
 */
import type { RegionDef, TaskDef, Trade } from './catalog/types.js';
import type { CompiledCatalog } from './compiled.js';
import { jobQuantity, type Job } from './interpret/index.js';
import { namedWorker } from './interpret/match.js';
import { WHOLE_SURFACE } from './interpret/job-passes.js';
import { normalize } from './interpret/normalize.js';

/** Trades whose bare mention already names a job worth pricing or sizing. */
const TRADE_DEFAULT: Partial<Record<Trade, string>> = {
  // "azulejo pal baño, ¿cuánto?", "ocupo azulejero": laying tile, its size asked for.
  tile: 'tile.floor.install',
  handyman: 'handyman.general',
  moving: 'moving.local',
  cleaning: 'cleaning.house.standard',
};

/** Trades whose bare mention plus a size ("pintar 35 m²") is most likely this job. */
const SIZED_DEFAULT: Partial<Record<Trade, string>> = {
  painting: 'painting.interior.room',
  drywall: 'drywall.install',
  flooring: 'flooring.laminate.install',
  tile: 'tile.floor.install',
  roofing: 'roofing.shingles.replace',
  fencing: 'fencing.wood.install',
  landscaping: 'landscaping.mowing',
  electrical: 'electrical.wiring.run',
  carpentry: 'carpentry.baseboard.install',
};

/** Tasks and the task that prices the same work by size, when the customer gives a size. */
const SIZED_TWIN: Record<string, string> = {
  'landscaping.cleanup': 'landscaping.weeding',
  'cleaning.hourly': 'cleaning.house.standard',
  'flooring.repair': 'flooring.repair.area',
  // "400 sqft drywall, hang tape mud": a stated area is new drywall, not a patch.
  'drywall.patch': 'drywall.install',
  // "replace 60 ft of fence, the posts are rotten": a run to redo is new fence, not a repair.
  'fencing.repair': 'fencing.wood.install',
  // "hail damage … adjuster said 28 squares": the size of a whole roof is a roof to redo (see WHOLE_ROOF).
  'roofing.repair': 'roofing.shingles.replace',
  // "¿recogéis muebles viejos?" … "un sofá de 3 plazas, solo eso": counted things to haul are hauled per thing.
  'moving.junk.removal': 'moving.junk.items',
};

/**
 * A roof area from which a "repair" is the whole roof: 5 squares (500 sq ft) or 50 m². Smaller areas stay a repair,
 * and so does a leak, whatever size the roof is ("goteras en el tejado … unos 90 m2" is a leak to find).
 */
const WHOLE_ROOF = { imperial: 500, metric: 50 } as const;
const LEAK = /\b(?:leak\w*|drip\w*|gotera\w*|filtra\w*|filtracion\w*|gotea\w*)\b/;

/** "3 movers for about 5 hours to load a truck, 2 bedroom condo": hours to load or unload are bought by the hour, whatever the home's size. */
/** "limpieza semanal, 4 horas los martes", "every other week for 3 hours": a regular cleaning is booked by the hour. */
const RECURRING =
  /\b(?:semanal|quincenal|mensual|semanalmente|weekly|biweekly|bi-weekly|fortnightly|monthly|every (?:other )?(?:week|tuesday|monday|wednesday|thursday|friday|saturday)|cada (?:semana|quince dias|15 dias|mes)|(?:por|a la|cada) semana|a week|per week|los (?:lunes|martes|miercoles|jueves|viernes|sabados))\b/;
const LOADING = /\b(?:load|loading|unload|unloading|cargar|descargar|carga|descarga|cargarlo|descargarlo)\b/;
/**
 * "3 guys for 4 hrs to move a sectional and a bed", "2 movers for 4 hours, 1 bedroom apartment": hands hired for so
 * many hours are bought by the hour, whatever they carry and whatever the home's size.
 */
const HANDS =
  /\b(?:guys|men|movers|helpers|hands|people|workers|laborers|labourers|chalanes|ayudantes|cargadores|mozos|macheteros|personas|operarios|chicos|muchachos|trabajadores|peones)\b/;

const CEILING = /\b(?:ceilings?|techos?|plafon(?:es)?|cielo ?rasos?)\b/;
const GUTTER = /\b(?:gutters?|eavestroughs?|canalon(?:es)?|canaletas?)\b/;
const GUTTERS_REPLACED =
  /\b(?:gutters?|eavestroughs?) (?:replaced|redone)\b|\b(?:replace|new|redo) (?:the |my |our |all the )?(?:gutters?|eavestroughs?)\b|\b(?:cambiar|poner|instalar) (?:los |las |unos |unas )?(?:canalon(?:es)?|canaletas?)\b/;

/** The task a bare mention of the trade with a size would be ("new floors for the whole first floor"). */
export function sizedDefault(cc: CompiledCatalog, trade: Trade | null): TaskDef | undefined {
  const slug = trade ? SIZED_DEFAULT[trade] : undefined;
  return slug ? cc.tasks.get(slug) : undefined;
}

export interface Chosen {
  def: TaskDef;
  exact: boolean;
}

/**
 * "el patio está lleno de hierba y cascajo", "the back lot is overgrown with weeds", "branches all over the cottage
 * lot": a yard to clear of what grows or falls in it.
 */
const YARD_OVERGROWN =
  /\b(?:patio|patios|jardin|terreno|huerto|yard|backyard|lot|parcela|solar|lote)\b[^.\n]{0,50}\b(?:lleno|llenos|llena|llenas|full|overgrown|cubierto|cubierta|covered)\s+(?:de|of|with)\s+(?:[a-z]+\s+){0,2}?(?:hierba|hierbas|hierbajos|maleza|monte|yerba|zacate|weeds|brush|ramas|branches)\b|\b(?:yard|backyard|lot|patio|jardin|terreno)\b(?:\s+(?:de|of)\s+(?:la|el|the|my|our|mi)\s+[a-z]+)?\s+(?:is|s|es|esta)\s+(?:hecho\s+|hecha\s+)?(?:a\s+|una\s+|un\s+|all\s+)?(?:jungle|selva|overgrown|monte)\b|\b(?:branches|limbs|ramas)\b[^.\n]{0,30}\b(?:all over|over|across|everywhere in|por todo|en todo|sobre)\s+(?:(?:the|my|our|el|la|mi)\s+)?(?:[a-z]+\s+)?(?:yard|backyard|lot|lawn|property|patio|jardin|terreno|parcela|solar|lote)\b/;
const ALL_REDONE =
  /\b(?:(?:it|them) all|the whole (?:floor|thing)|everything|todo|toda|entero|entera) (?:redone|replaced|retiled|nuevo|nueva|de nuevo)\b|\b(?:want|need|quiero|hay que) (?:it |them )?all (?:redone|replaced|retiled)\b/;
const YARD_CLEARED = new Set(['cleaning.hourly', 'moving.junk.removal']);

/** Things hung or fitted on a wall, counted by the piece. */
const HUNG = new Set(['handyman.hanging', 'carpentry.shelves.install']);

/** `crewStated`: the customer said how many workers ("3 cargadores"), in any turn. */
export function choose(cc: CompiledCatalog, job: Job, region: RegionDef, crewStated = false): Chosen | null {
  const trade = job.task?.def.trade ?? job.trade;
  if (!trade) return null;
  // "the floor tiles are cracked and i want it all redone": the whole floor tiled again, not a cracked tile replaced.
  if (job.task?.def.slug === 'tile.repair' && (ALL_REDONE.test(normalize(job.text)) || WHOLE_SURFACE.test(normalize(job.text)))) {
    const floor = cc.tasks.get('tile.floor.install');
    if (floor) return { def: floor, exact: true };
  }
  // Hours to clean a yard full of weeds and branches are a yard cleanup's, not a house cleaner's or a junk hauler's.
  const yard =
    (YARD_CLEARED.has(job.task?.def.slug ?? '') || (!job.task && trade === 'landscaping')) && YARD_OVERGROWN.test(normalize(job.text))
      ? cc.tasks.get('landscaping.cleanup')
      : undefined;
  if (yard) return { def: yard, exact: false };
  // "An electrician for two hours", "2 loaders for 2 hours to carry furniture": hours and no
  // amount of the named job's own unit mean the trade's by-the-hour task.
  const hourly = cc.hourly.get(trade);
  // Hours said in a later turn ("How long?" … "3 movers, 4 hours") count the same.
  const hoursGiven = [...job.own, ...job.later].some((q) => q.kind === 'hour' || q.kind === 'day');
  // Hours of a handyman for a list of odd jobs are handyman hours, whatever the jobs' own trades.
  const worker = hoursGiven ? namedWorker(normalize(job.text)) : null;
  // "an electrician for 3 hours for some odd jobs": the hours are that worker's.
  const workerHours = worker && (!job.task || job.task.def.trade === 'handyman') ? cc.hourly.get(worker) : undefined;
  if (workerHours) return { def: workerHours, exact: false };
  // "2 guys for 3 hours to haul away a couch and some boxes": things hauled for so many hours are junk removal by the hour.
  if (hoursGiven && job.task?.def.slug === 'moving.junk.items') {
    const junk = cc.tasks.get('moving.junk.removal');
    if (junk) return { def: junk, exact: true };
  }
  // "dos operarios unas dos horas y media para colgar estanterías y un par de cortinas": workers booked for hours to hang
  // or fit small things are a handyman's hours, whatever is counted among the things.
  const bookedForSmallThings = crewStated && HUNG.has(job.task?.def.slug ?? '');
  if (hoursGiven && (job.handyman || bookedForSmallThings) && !worker) {
    const general = cc.tasks.get('handyman.general');
    if (general) return { def: general, exact: job.task?.def.trade === 'handyman' };
  }
  if (
    hourly &&
    hoursGiven &&
    (!job.task ||
      (job.task.def.dimension !== 'hour' && jobQuantity(job, job.task.def, region, 1)?.assumed !== null) ||
      // "2 cleaners for 5 hours, it's a 5½", "3 limpiadoras 5 horas, piso de 110 m2": a cleaning crew booked for so many hours.
      (trade === 'cleaning' && (crewStated || RECURRING.test(normalize(job.text))) && job.task?.def.dimension !== 'hour') ||
      (trade === 'moving' &&
        job.task?.def.slug !== 'moving.piano' &&
        (LOADING.test(normalize(job.text)) || (job.task?.def.dimension !== 'hour' && (crewStated || HANDS.test(normalize(job.text)))))))
  ) {
    return { def: hourly, exact: false };
  }
  // "How many movers and hours?" … "no idea, never done this, it's a 3 bedroom house": a move whose hours the customer
  // cannot say is bought by the hour, so the hours are asked rather than priced from the home's size.
  if (hourly && !hoursGiven && trade === 'moving' && job.amountUnknown && (!job.task || job.task.def.slug === 'moving.local'))
    return { def: hourly, exact: false };
  // "the eavestrough is sagging and leaking, want it all replaced, 30 feet", "one section of gutter pulled off" …
  // "20 ft on the back": a length of gutter to replace or put back up is priced by the foot.
  // "need gutters replaced, the monsoon ripped half of them off": gutters to replace are new gutters, sized by the foot.
  if (job.task?.def.slug === 'roofing.repair' && GUTTER.test(normalize(job.text))) {
    const gutters = cc.tasks.get('roofing.gutters.install');
    if (gutters && (jobQuantity(job, gutters, region, 1)?.assumed === null || GUTTERS_REPLACED.test(normalize(job.text))))
      return { def: gutters, exact: true };
  }
  // A job given a size its own unit cannot take ("desbrozar una parcela de 30 m2"): its sized twin.
  const twinOf = job.task && !hoursGiven ? SIZED_TWIN[job.task.def.slug] : undefined;
  // "patch the ceiling, about 20 sq ft": an area of ceiling to mend is a ceiling repair, not new board.
  const twin = twinOf === 'drywall.install' && CEILING.test(normalize(job.text)) ? 'drywall.ceiling.repair' : twinOf;
  const twinDef = twin && (twinOf !== 'drywall.install' || job.own.some((q) => q.kind === 'area')) ? cc.tasks.get(twin) : undefined;
  const twinSize = twinDef ? jobQuantity(job, twinDef, region, 1) : null;
  if (
    twinSize?.assumed === null &&
    (twin !== 'roofing.shingles.replace' || (twinSize.quantity >= WHOLE_ROOF[twinSize.system] && !LEAK.test(normalize(job.text))))
  )
    return { def: twinDef!, exact: true };
  if (job.task) return { def: job.task.def, exact: true };
  const slug = TRADE_DEFAULT[trade];
  const def = slug ? cc.tasks.get(slug) : undefined;
  if (def) return { def, exact: false };
  const sizedSlug = SIZED_DEFAULT[trade];
  const sized = sizedSlug ? cc.tasks.get(sizedSlug) : undefined;
  const sizedBy = sized ? jobQuantity(job, sized, region, 1)?.assumed : undefined;
  // "quote for painting" … "the kids' bedrooms": rooms named without their count are still the trade's room job.
  if (sized && (sizedBy === null || sizedBy === 'rooms' || (sized.by_room && job.rooms.length > 0))) return { def: sized, exact: false };
  return null;
}
