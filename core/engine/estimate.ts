/**
 * Turns a request into an answer, synchronously: interpret the customer's
 * turns, choose the status, price the main job and any extras, explain the
 * figures. Status rules:
 * - priced: a task and its amount are known;
 * - needs_detail: something needed is missing (amount, which job, or only photos);
 * - unsupported: a real request, but not a home service;
 * - unclear: nothing usable.
 */
import type { Confidence, EstimateTask, Unit } from '../schemas/estimate.js';
import { ProblemError } from '../errors/problem.js';
import { toTask } from './catalog/project.js';
import type { RegionDef, TaskDef } from './catalog/types.js';
import { emptyAnswer } from './empty-answer.js';
import { price } from './pricing.js';
import type { CompiledCatalog } from './compiled.js';
import { sizedDefault } from './choose.js';
import { customerTurns } from './interpret/echo.js';
import { OWN_VERB } from './interpret/groups.js';
import { interpret, type Job, type Lang } from './interpret/index.js';
import { answersUnknown, laterAmountUnknown } from './interpret/resolve.js';
import { normalize } from './interpret/normalize.js';
import { readJob, type JobReading } from './price-job.js';
import { describeQuestion, quantityQuestion, taskQuestion } from './questions.js';
import { sideJobs } from './side-jobs.js';
import { pricedSteps, voiceFor } from './steps/index.js';
import type { EstimatorAnswer, EstimatorRequest } from './types.js';

function taskOf(def: TaskDef, unit: Unit, exact: boolean): EstimateTask {
  return { slug: def.slug, trade: def.trade, action: def.action, unit, exact_match: exact };
}

/**
 * A modest amount of a task: a small room's floor, a short run, two items, its usual hours. `whole`: the extent of a
 * whole home or floor of it ("the windows across the house", "el piso de toda la casa"): a house's floor, a long
 * run, eight items.
 */
function nominalCost(def: TaskDef, region: RegionDef, whole = false): number {
  const metric = region.unit_system === 'metric';
  const quantity =
    def.dimension === 'area'
      ? (metric ? 9 : 100) * (whole ? 8 : 1)
      : def.dimension === 'length'
        ? (metric ? 12 : 40) * (whole ? 3 : 1)
        : def.dimension === 'hour'
          ? (def.default_hours ?? 2)
          : def.dimension === 'count' && !def.single
            ? whole
              ? 8
              : 2
            : 1;
  const task = toTask(def, region);
  return price(task, quantity, def.typical_crew, region).rawCostCents;
}

const YARD = /\b(?:yard|yards|backyard|lawn|jardin|patio|terreno|parcela)\b/;
const BEDS = /\b(?:beds?|flower ?beds?|jardineras?|arriates?|macetas?)\b/;
const YARD_WORK = new Set(['landscaping.mulch', 'landscaping.sod.install', 'landscaping.mowing']);
/** The extent of a whole home or a floor of it, said of a job with no size: it is the big job, whatever else is priced. */
const WHOLE_EXTENT =
  /\b(?:whole|entire|all (?:the|of the|my|our)|throughout|across the|through the|every room|all over|toda la|todo el|todas las|todos los|en toda|en todo|planta alta|planta baja|upstairs|downstairs|(?:first|second|main|ground|top) floor)\b/;

export function estimateSync(cc: CompiledCatalog, request: EstimatorRequest): EstimatorAnswer {
  const region = cc.regions.get(request.region);
  if (!region) throw new ProblemError('validation_failed', `Unknown region '${request.region}'. Use a code from GET /v1/regions.`);
  const answer = emptyAnswer(region.locale);
  const regionLang: Lang = region.locale.startsWith('es') ? 'es' : 'en';
  const turns = customerTurns(request.messages);
  if (turns.length === 0) {
    if (request.photos.length > 0) return { ...answer, status: 'needs_detail', question: describeQuestion(regionLang) };
    return answer;
  }

  const interp = interpret(cc.lexicon, turns, regionLang);
  // "How many square feet?" … "not sure yet, I'll know next week": the job asked about has no amount to assume.
  const asked = interp.jobs.find((j) => !j.outside && (j.task || j.trade));
  if (asked && asked.turn === 0 && laterAmountUnknown(request.messages)) {
    asked.amountUnknown = true;
    // "not sure yet, framing isn't done": the answer's words of the same trade still talk about the job asked about.
    for (const j of [...interp.jobs])
      if (j.turn > 0 && j.trade === asked.trade && answersUnknown(j.text)) interp.jobs.splice(interp.jobs.indexOf(j), 1);
  }
  // "Can you repaint the scratch on my car's door?": the trade words are about a vehicle, a device or a person, not a home.
  if (interp.foreignOnly) return { ...answer, status: 'unsupported' };
  const home = interp.jobs.filter((j) => !j.outside);
  const candidates = home.filter((j) => j.task || j.trade);
  if (candidates.length === 0) {
    if (interp.outside) return { ...answer, status: 'unsupported' };
    // "How much to fix this?" with a photo: the photo holds the job, so ask for it in words.
    if (request.photos.length > 0) return { ...answer, status: 'needs_detail', question: describeQuestion(interp.lang) };
    if (interp.noJob === 'ask_task')
      return { ...answer, status: 'needs_detail', question: taskQuestion(null, cc.catalog.tasks, interp.lang, region.locale) };
    return interp.noJob === 'unsupported' ? { ...answer, status: 'unsupported' } : answer;
  }

  const voice = voiceFor(region.locale, region.currency);
  // Jobs that only named a trade already covered by a real job add nothing.
  const covered = new Set(home.filter((j) => j.task).map((j) => j.trade));
  // "need a handyman" … "paint the kitchen, 12x12": asking for a handyman names who does the job named, not another job.
  const otherWork = home.some((j) => j.task && j.trade !== 'handyman');
  const hiresForTheJob = (j: (typeof interp.jobs)[number]): boolean =>
    otherWork &&
    j.trade === 'handyman' &&
    (!j.task || j.task.def.slug === 'handyman.general') &&
    j.own.length === 0 &&
    j.later.length === 0;
  const named = interp.jobs.filter((j) => !hiresForTheJob(j) && (j.outside || j.task || j.asked || (j.trade && !covered.has(j.trade))));
  const all = named.some((j) => !j.outside) ? named : [candidates[0]!, ...named];
  // A job found only by guessing a typo ("widow" → window) is dropped when the message names a job outright.
  const plain = all.some((j) => j.task && !j.task.fuzzy) ? all.filter((j) => !j.task?.fuzzy) : all;
  const jobs = withoutThePurpose(withoutTheMoveBehind(plain));
  const readings = jobs.filter((j) => !j.outside).map((j) => readJob(cc, j, region, null, interp.jobs, request.accountRates));
  // The main job is the largest priced one; without a priced job, the first one with a task, else the first named.
  const pricedOnes = readings.filter((r) => r.priced);
  // Two small jobs both raised to the job minimum cost the same: the one with more work is the main one, and at
  // equal work the one listed first in the catalog, so the order the customer named them in does not matter.
  const order = (r: JobReading): number => cc.catalog.tasks.indexOf(r.chosen!.def);
  const larger = (r: JobReading, best: JobReading): boolean => {
    const [a, b] = [r.priced!.priced, best.priced!.priced];
    if (a.costCents !== b.costCents) return a.costCents > b.costCents;
    return a.rawCostCents !== b.rawCostCents ? a.rawCostCents > b.rawCostCents : order(r) < order(best);
  };
  const largestPriced = pricedOnes.length > 0 ? pricedOnes.reduce((best, r) => (larger(r, best) ? r : best)) : null;
  // "Paint the whole house exterior and the front door": a job whose size is missing is still the main one when even a
  // modest size of it costs more than the largest priced job; then the answer asks for its size.
  // Only the first job asked for, new work measured by size (area or run), and not beside a size of the same measure.
  const first = readings[0];
  const big =
    largestPriced?.priced &&
    first &&
    first !== largestPriced &&
    first.chosen &&
    !first.priced &&
    !first.job.task?.fuzzy &&
    (first.chosen.def.dimension === 'area' || first.chosen.def.dimension === 'length') &&
    OWN_VERB.test(normalize(first.job.text)) &&
    first.chosen.def.action !== 'repair' &&
    !(largestPriced.job.turn === first.job.turn && largestPriced.chosen!.def.dimension === first.chosen.def.dimension);
  // "replace the windows across the house and put in a new back door": an unsized job over the whole home is the main one.
  // "new floors for the whole first floor and paint the kitchen": a job named only by its trade is sized as that trade's usual job.
  const defOf = (r: JobReading): TaskDef | undefined => r.chosen?.def ?? sizedDefault(cc, r.job.trade);
  const whole = largestPriced?.priced
    ? readings.find((r) => {
        const def = defOf(r);
        if (!def || r === largestPriced || r.priced || r.job.task?.fuzzy || r.job.outside) return false;
        if (def.action === 'repair' || def.dimension === 'hour' || (def.dimension === 'count' && def.single)) return false;
        const text = normalize(r.job.text);
        // A trade named with no work asked of it ("es de dos pisos") describes the home.
        if (!r.chosen && !OWN_VERB.test(text)) return false;
        // A roof to coat or re-cover is the whole roof; "gravel for the front yard": a yard is the extent of yard work.
        const overWholeHome =
          WHOLE_EXTENT.test(text) ||
          (def.trade === 'roofing' && def.dimension === 'area') ||
          (YARD_WORK.has(def.slug) && YARD.test(text) && !BEDS.test(text));
        return overWholeHome && nominalCost(def, region, true) > largestPriced.priced!.priced.costCents;
      })
    : undefined;
  const biggerUnsized = big && nominalCost(first.chosen!.def, region) > largestPriced.priced!.priced.costCents ? first : whole;
  const mainReading = biggerUnsized ?? largestPriced ?? readings.find((r) => r.chosen) ?? readings.find((r) => r.job.task) ?? readings[0]!;
  const main = mainReading.job;
  const { extras, unpriced } = sideJobs(
    jobs
      .filter((j) => j !== main)
      .map((j) => readings.find((r) => r.job === j) ?? { job: j, chosen: null, priced: null })
      .filter((r) => !movedWithinTheHours(mainReading, r)),
    voice,
  );

  const chosen = mainReading.chosen;
  if (!chosen) {
    return {
      ...answer,
      status: 'needs_detail',
      extras,
      unpriced,
      question: taskQuestion(main.trade, cc.catalog.tasks, interp.lang, region.locale),
    };
  }
  const def = chosen.def;
  // The crew the customer asked for belongs to the main job.
  const reading = interp.crew !== null ? readJob(cc, main, region, interp.crew, interp.jobs, request.accountRates) : mainReading;
  const job = reading.priced;
  if (!job) {
    const task = toTask(def, region);
    return {
      ...answer,
      status: 'needs_detail',
      task: taskOf(def, task.unit, chosen.exact),
      extras,
      unpriced,
      question: quantityQuestion(def, task.unit, interp.lang, region.locale),
    };
  }

  const { resolved, task, crew, priced: p } = job;
  const confidence: Confidence =
    resolved.assumed === 'hours' ? 'low' : !chosen.exact || resolved.assumed !== null || main.ranged ? 'medium' : 'high';
  const steps = pricedSteps(
    voice,
    {
      def,
      unit: task.unit,
      quantity: resolved.quantity,
      crew,
      setupHours: task.setup_hours,
      hoursPerUnit: task.hours_per_unit,
      basis: resolved.basis,
      system: resolved.system,
      ranged: main.ranged,
    },
    p,
    region,
  );
  return {
    ...answer,
    status: 'priced',
    locale_fallback: voice.fallback ? 'en' : null,
    task: taskOf(def, task.unit, chosen.exact),
    scope: { quantity: resolved.quantity, crew_size: crew, confidence },
    labor: p.labor,
    price: p.price,
    calendar: p.calendar,
    steps,
    extras,
    unpriced,
  };
}

/**
 * "2 movers for 3 hours to move a couch, a fridge and a dresser": the things listed are what the hours are for,
 * not a second job priced per item; "3 movers, we have a sectional and a washer and dryer": an appliance listed
 * beside a move, with no work of its own asked for, is one of the things moved.
 */
function movedWithinTheHours(main: JobReading, other: JobReading): boolean {
  const def = main.chosen?.def;
  if (def?.trade !== 'moving') return false;
  if (def.dimension === 'hour' && other.chosen?.def.slug === 'moving.furniture') return true;
  const text = normalize(other.job.text);
  return other.chosen?.def.trade === 'appliances' && !OWN_VERB.test(text) && !APPLIANCE_TROUBLE.test(text);
}
const APPLIANCE_TROUBLE =
  /\b(?:broken|broke|not working|doesn t|doesnt|won t|wont|leak\w*|no funciona|no sirve|no enfria|no calienta|gotea)\b/;

/** "taparlo y dejarlo listo pa pintar", "patch it so it's ready for paint": the paint is what comes after, not this job. */
const READY_TO_PAINT = /\b(?:listo|lista|listos|listas|preparad[oa]s?|ready)\s+(?:pa|para|to|for)\s+(?:pintar|paint\w*)\b/;

function withoutThePurpose(jobs: Job[]): Job[] {
  if (!jobs.some((j) => j.trade && j.trade !== 'painting')) return jobs;
  return jobs.filter((j) => !(j.trade === 'painting' && READY_TO_PAINT.test(normalize(j.text))));
}

/** "We're moving out", "nos mudamos": the customer's move told as news, with no mover, truck or loading asked for. */
const MOVE_AS_NEWS = new RegExp(
  [
    // moving now or soon: "we're moving", "nos vamos a mudar", "nos cambiamos de casa"
    String.raw`\b(?:we re|we are|were|i m|im|i am|we ll be|we will be|getting ready to be)\s+(?:moving|relocating)\b`,
    String.raw`\b(?:nos|me)\s+(?:vamos\s+a\s+|voy\s+a\s+)?(?:mudamos|mudo|mudar|cambiamos|cambio)\b`,
    // a move already made: "we just moved in", "recently moved", "acabamos de mudarnos", "me acabo de cambiar"
    String.raw`\b(?:just|recently|finally|we|i|we ve|i ve|have|has)\s+(?:just\s+)?moved\s+(?:in|into|here|to|from|out)\b`,
    String.raw`\b(?:acabamos|acabo)\s+de\s+(?:mudarnos|mudarme|cambiarnos|cambiarme)\b|\brecien\s+(?:mudad|nos\s+mudamos|nos\s+cambiamos)`,
  ].join('|'),
);
const MOVER_WORDS =
  /\b(?:movers?|truck|van|load\w*|unload\w*|haul\w*|carry|pack\w*|furniture|mudanceros?|camion|camioneta|cargar|flete|muebles|lleven|llevar|cosas)\b/;

/**
 * "We're moving out of our condo, need a move-out clean", "nos cambiamos de casa y ocupo que me limpien el depa",
 * "we just moved in and need the bedrooms painted": the move is news that explains the job, not a second job.
 */
function withoutTheMoveBehind(jobs: Job[]): Job[] {
  if (!jobs.some((j) => j.trade && j.trade !== 'moving')) return jobs;
  const news = (j: Job): boolean => {
    if (j.trade !== 'moving') return false;
    const text = normalize(j.text);
    return MOVE_AS_NEWS.test(text) && !MOVER_WORDS.test(text);
  };
  return jobs.some(news) ? jobs.filter((j) => !news(j)) : jobs;
}
