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
import type { TaskDef } from './catalog/types.js';
import { emptyAnswer } from './empty-answer.js';
import type { CompiledCatalog } from './compiled.js';
import { customerTurns } from './interpret/echo.js';
import { matchClause } from './interpret/match.js';
import { normalize } from './interpret/normalize.js';
import { ANOTHER_JOB, interpret, type Job, type Lang } from './interpret/index.js';
import { answersUnknown, laterAmountUnknown, saysAmountUnknown } from './interpret/resolve.js';
import { readJob } from './price-job.js';
import { describeQuestion, quantityQuestion, taskQuestion } from './questions.js';
import { mainJob } from './main-job.js';
import {
  hiresForTheJob,
  movedWithinTheHours,
  withoutTheBareMove,
  withoutTheCarried,
  withoutTheLightSeen,
  withoutTheMoveBehind,
  withoutTheOldFloor,
  withoutTheSupplied,
  withoutThePurpose,
} from './not-jobs.js';
import { sideJobs } from './side-jobs.js';
import { pricedSteps, voiceFor } from './steps/index.js';
import type { EstimatorAnswer, EstimatorRequest } from './types.js';

/** The business asks whether the work is at a home: "Is this at your home?", "¿Es en su casa?". */
const ASKED_WHERE =
  /\b(?:at (?:your|a) (?:home|house|place|property|residence)|(?:your|a) (?:home|house) or|residential|en (?:su|tu) (?:casa|hogar|domicilio|vivienda)|es (?:para|en) (?:una |su |tu )?(?:casa|vivienda)|de (?:su|tu) casa|where is (?:it|this|the))\b/;

function taskOf(def: TaskDef, unit: Unit, exact: boolean): EstimateTask {
  return { slug: def.slug, trade: def.trade, action: def.action, unit, exact_match: exact };
}

export function estimateSync(cc: CompiledCatalog, request: EstimatorRequest): EstimatorAnswer {
  const region = cc.regions.get(request.region);
  if (!region) throw new ProblemError('validation_failed', `Unknown region '${request.region}'. Use a code from GET /v1/regions.`);
  const answer = emptyAnswer(region.locale);
  const regionLang: Lang = region.locale.startsWith('es') ? 'es' : 'en';
  const questions: string[] = [];
  const turns = customerTurns(request.messages, questions);
  if (turns.length === 0) {
    if (request.photos.length > 0) return { ...answer, status: 'needs_detail', question: describeQuestion(regionLang) };
    return answer;
  }

  const interp = interpret(cc.lexicon, turns, regionLang, questions);
  // "How many square feet?" … "not sure yet, I'll know next week": the job asked about has no amount to assume.
  const named = interp.jobs.filter((j) => !j.outside && (j.task || j.trade));
  const asked = named[0];
  // "built in shelves along one wall, havent measured yet": one job, said in one message to be unmeasured.
  if (asked && named.length === 1 && turns.length === 1 && saysAmountUnknown(turns[0]!)) asked.amountUnknown = true;
  if (asked && asked.turn === 0 && laterAmountUnknown(request.messages)) {
    asked.amountUnknown = true;
    // "not sure yet, framing isn't done": the answer's words of the same trade still talk about the job asked about.
    // "no lo sé, pero es pequeña. Y también quiero alicatar la pared": a job added after it stays.
    for (const j of [...interp.jobs])
      if (j.turn > 0 && j.trade === asked.trade && answersUnknown(j.text) && !ANOTHER_JOB.test(normalize(j.text)))
        interp.jobs.splice(interp.jobs.indexOf(j), 1);
  }
  // "Can you repaint the scratch on my car's door?": the trade words are about a vehicle, a device or a person, not a home.
  if (interp.foreignOnly) return { ...answer, status: 'unsupported' };
  const home = interp.jobs.filter((j) => !j.outside);
  // "Need help moving" … "From where?" … "moving my website to wordpress": a later turn that makes a vague request
  // about something foreign, with nothing sized before it, was never a home job.
  // "valla alrededor de la piscina" … "la piscina es normal, mediana": a thing named again is where the work is.
  const saidBefore = (j: Job): boolean => {
    const before = turns.slice(0, j.turn).join('\n').toLowerCase();
    // A trade's own word ("moving") said again names no place.
    return (j.text.toLowerCase().match(/[a-z]{4,}/g) ?? []).some(
      (w) => new RegExp(`\\b${w}\\b`).test(before) && matchClause(cc.lexicon, w).trade === null,
    );
  };
  if (
    interp.jobs.some((j) => j.outside && j.turn > 0 && !saidBefore(j)) &&
    home.length > 0 &&
    home.every((j) => j.turn === 0 && j.own.length === 0 && j.later.length === 0 && j.rooms.length === 0)
  )
    return { ...answer, status: 'unsupported' };
  // "Is this at your home?" … "its on my boat lol": asked where the work is, the answer puts it outside a home.
  if (interp.jobs.some((j) => j.outside && j.turn > 0 && ASKED_WHERE.test(normalize(questions[j.turn] ?? ''))))
    return { ...answer, status: 'unsupported' };
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
  const hires = hiresForTheJob(home);
  // A trade given hours of its own ("2 guys to help move" … "4 hours") is a job even beside another of its trade.
  const hoursOwn = (j: Job): boolean => [...j.own, ...j.later].some((q) => q.kind === 'hour');
  const kept = interp.jobs.filter(
    (j) => !hires(j) && (j.outside || j.task || j.asked || (j.trade && (!covered.has(j.trade) || hoursOwn(j)))),
  );
  const all = kept.some((j) => !j.outside) ? kept : [candidates[0]!, ...kept];
  // A job found only by guessing a typo ("widow" → window) is dropped when the message names a job outright.
  const plain = all.some((j) => j.task && !j.task.fuzzy) ? all.filter((j) => !j.task?.fuzzy) : all;
  const jobs = withoutTheOldFloor(
    withoutTheSupplied(withoutTheLightSeen(withoutThePurpose(withoutTheBareMove(withoutTheMoveBehind(plain, turns))))),
  );
  const readings = withoutTheCarried(
    jobs.filter((j) => !j.outside).map((j) => readJob(cc, j, region, null, interp.jobs, request.accountRates)),
  );
  const mainReading = mainJob(cc, readings, region);
  const main = mainReading.job;
  const { extras, unpriced } = sideJobs(
    jobs
      .filter((j) => j !== main && (j.outside || readings.some((r) => r.job === j)))
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
  // The crew the customer asked for belongs to the main job, and may choose its task ("3 cargadores" … "4 horas": by the hour).
  const reading = interp.crew !== null ? readJob(cc, main, region, interp.crew, interp.jobs, request.accountRates) : mainReading;
  const picked = reading.chosen ?? chosen;
  const def = picked.def;
  const job = reading.priced;
  if (!job) {
    const task = toTask(def, region);
    return {
      ...answer,
      status: 'needs_detail',
      task: taskOf(def, task.unit, picked.exact),
      extras,
      unpriced,
      question: quantityQuestion(def, task.unit, interp.lang, region.locale),
    };
  }

  const { resolved, task, crew, priced: p } = job;
  const confidence: Confidence =
    resolved.assumed === 'hours' ? 'low' : !picked.exact || resolved.assumed !== null || main.ranged ? 'medium' : 'high';
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
    task: taskOf(def, task.unit, picked.exact),
    scope: { quantity: resolved.quantity, crew_size: crew, confidence },
    labor: p.labor,
    price: p.price,
    calendar: p.calendar,
    steps,
    extras,
    unpriced,
  };
}
