/**
 * Turns a request into an answer, synchronously: interpret the customer's
 * turns, choose the status, price the main job and any extras, explain the
 * figures. Status rules:
 * - priced: a task and its amount are known;
 * - needs_detail: something needed is missing (amount, which job, or only photos);
 * - unsupported: a real request, but not a home service;
 * - unclear: nothing usable.
 */
import type { Confidence, EstimateTask } from '../estimates/types.js';
import { ProblemError } from '../errors/problem.js';
import { toTask } from './catalog/project.js';
import type { RegionDef, TaskDef } from './catalog/types.js';
import type { CompiledCatalog } from './compiled.js';
import { choose } from './choose.js';
import { interpret, jobQuantity, type Lang } from './interpret/index.js';
import { price } from './pricing.js';
import { describeQuestion, quantityQuestion, taskQuestion } from './questions.js';
import { sideJobs } from './side-jobs.js';
import { voiceFor } from './steps/index.js';
import type { EstimatorAnswer, EstimatorRequest } from './types.js';

function blank(locale: string): EstimatorAnswer {
  return {
    status: 'unclear', locale, locale_fallback: null, task: null, scope: null, labor: null, price: null,
    calendar: null, steps: [], extras: [], unpriced: [], question: null, model_calls: 0,
  };
}

function taskOf(def: TaskDef, region: RegionDef, exact: boolean): EstimateTask {
  return { slug: def.slug, trade: def.trade, action: def.action, unit: toTask(def, region).unit, exact_match: exact };
}

export function estimateSync(cc: CompiledCatalog, request: EstimatorRequest): EstimatorAnswer {
  const region = cc.regions.get(request.region);
  if (!region) throw new ProblemError('validation_failed', `Unknown region '${request.region}'. Use a code from GET /v1/regions.`);
  const answer = blank(region.locale);
  const regionLang: Lang = region.locale.startsWith('es') ? 'es' : 'en';
  const turns = request.messages.filter((m) => m.role === 'customer').map((m) => m.content).filter((t) => t.trim() !== '');
  if (turns.length === 0) {
    if (request.photos.length > 0) return { ...answer, status: 'needs_detail', question: describeQuestion(regionLang) };
    return answer;
  }

  const interp = interpret(cc.lexicon, turns, regionLang);
  const home = interp.jobs.filter((j) => !j.outside);
  const main = home.find((j) => j.task) ?? home.find((j) => choose(cc, j, region)) ?? home.find((j) => j.trade);
  if (!main) {
    if (interp.outside) return { ...answer, status: 'unsupported' };
    // "How much to fix this?" with a photo: the photo holds the job, so ask for it in words.
    if (request.photos.length > 0) return { ...answer, status: 'needs_detail', question: describeQuestion(interp.lang) };
    if (interp.noJob === 'ask_task') return { ...answer, status: 'needs_detail', question: taskQuestion(null, cc.catalog.tasks, interp.lang) };
    return interp.noJob === 'unsupported' ? { ...answer, status: 'unsupported' } : answer;
  }

  const voice = voiceFor(region.locale, region.currency);
  // Jobs that only named a trade already covered by a real job add nothing.
  const covered = new Set(home.filter((j) => j.task).map((j) => j.trade));
  const others = interp.jobs.filter((j) => j !== main && (j.outside || j.task || (j.trade && !covered.has(j.trade))));
  const { extras, unpriced } = sideJobs(cc, others, region, voice, request.accountRates);

  const chosen = choose(cc, main, region);
  if (!chosen) {
    return { ...answer, status: 'needs_detail', extras, unpriced, question: taskQuestion(main.trade, cc.catalog.tasks, interp.lang) };
  }
  const def = chosen.def;
  const task = toTask(def, region);
  const crew = interp.crew ?? def.typical_crew;
  const resolved = jobQuantity(main, def, region, crew, interp.jobs);
  if (!resolved) {
    return {
      ...answer, status: 'needs_detail', task: taskOf(def, region, chosen.exact), extras, unpriced,
      question: quantityQuestion(def, task.unit, interp.lang),
    };
  }

  const p = price(task, resolved.quantity, crew, region, request.accountRates);
  const confidence: Confidence = resolved.assumed === 'hours' ? 'low'
    : !chosen.exact || resolved.assumed !== null || main.ranged ? 'medium' : 'high';
  const steps = voice.messages.steps({
    def, unit: task.unit, quantity: resolved.quantity, crew, setupHours: task.setup_hours, hoursPerUnit: task.hours_per_unit,
    hours: p.labor.hours, elapsedHours: p.labor.elapsed_hours, rateCents: p.labor.hourly_rate_cents, rateOrigin: p.rateOrigin,
    rawCostCents: p.rawCostCents, minimumApplied: p.labor.rate_source === 'minimum', minimumCents: region.job_minimum_cents,
    regionName: region.name,
  }, voice.format).map((text) => ({ text }));
  return {
    ...answer,
    status: 'priced',
    locale_fallback: voice.fallback ? 'en' : null,
    task: taskOf(def, region, chosen.exact),
    scope: { quantity: resolved.quantity, crew_size: crew, confidence },
    labor: p.labor,
    price: p.price,
    calendar: p.calendar,
    steps,
    extras,
    unpriced,
  };
}
