/**
 * Turns a request into an answer, synchronously: interpret the customer's
 * turns, choose the status, price the main job and any extras, explain the
 * figures. Status rules:
 * - priced: a task and its amount are known;
 * - needs_detail: something needed is missing (amount, which job, or only photos);
 * - unsupported: a real request, but not a home service;
 * - unclear: nothing usable.
 */
import type { Confidence, EstimateTask, ExtraItem, UnpricedItem } from '../estimates/types.js';
import { ProblemError } from '../errors/problem.js';
import { toTask } from './catalog/project.js';
import type { RegionDef, TaskDef, Trade } from './catalog/types.js';
import type { CompiledCatalog } from './compiled.js';
import { interpret, jobQuantity, type Job, type Lang } from './interpret/index.js';
import { price } from './pricing.js';
import { describeQuestion, quantityQuestion, taskQuestion } from './questions.js';
import { voiceFor, type Voice } from './steps/index.js';
import type { EstimatorAnswer, EstimatorRequest } from './types.js';

/** Trades whose bare mention already names a job worth pricing or sizing. */
const TRADE_DEFAULT: Partial<Record<Trade, string>> = {
  handyman: 'handyman.general', moving: 'moving.local', cleaning: 'cleaning.house.standard',
};

/** Trades whose bare mention plus a size ("pintar 35 m²") is most likely this job. */
const SIZED_DEFAULT: Partial<Record<Trade, string>> = {
  painting: 'painting.interior.room', drywall: 'drywall.install', flooring: 'flooring.laminate.install',
  tile: 'tile.floor.install', roofing: 'roofing.shingles.replace', fencing: 'fencing.wood.install',
  landscaping: 'landscaping.mowing', electrical: 'electrical.wiring.run', carpentry: 'carpentry.baseboard.install',
};

interface Chosen { def: TaskDef; exact: boolean }

function choose(cc: CompiledCatalog, job: Job, region: RegionDef): Chosen | null {
  if (job.task) return { def: job.task.def, exact: true };
  if (!job.trade) return null;
  const slug = TRADE_DEFAULT[job.trade];
  const def = slug ? cc.tasks.get(slug) : undefined;
  if (def) return { def, exact: false };
  const sizedSlug = SIZED_DEFAULT[job.trade];
  const sized = sizedSlug ? cc.tasks.get(sizedSlug) : undefined;
  if (sized && jobQuantity(job, sized, region, 1)?.assumed === null) return { def: sized, exact: false };
  return null;
}

function blank(locale: string): EstimatorAnswer {
  return {
    status: 'unclear', locale, locale_fallback: null, task: null, scope: null, labor: null, price: null,
    calendar: null, steps: [], extras: [], unpriced: [], question: null, model_calls: 0,
  };
}

function taskOf(def: TaskDef, region: RegionDef, exact: boolean): EstimateTask {
  return { slug: def.slug, trade: def.trade, action: def.action, unit: toTask(def, region).unit, exact_match: exact };
}

const LEADING_JOINER = /^(?:[,;:.\s]|and also|and then|and|also|plus|then|y también|y tambien|y además|y ademas|y luego|y|además|ademas|también|tambien)+\s*/i;

function clip(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ').replace(LEADING_JOINER, '');
  return t.length > 200 ? `${t.slice(0, 197)}...` : t;
}

function sideJobs(cc: CompiledCatalog, jobs: Job[], region: RegionDef, voice: Voice, accountRates?: Record<string, number>): { extras: ExtraItem[]; unpriced: UnpricedItem[] } {
  const extras: ExtraItem[] = [];
  const unpriced: UnpricedItem[] = [];
  for (const job of jobs) {
    if (job.outside) { unpriced.push({ text: clip(job.text), reason: voice.messages.unpriced('outside') }); continue; }
    const chosen = choose(cc, job, region);
    if (!chosen) { unpriced.push({ text: clip(job.text), reason: voice.messages.unpriced('task') }); continue; }
    const q = jobQuantity(job, chosen.def, region, chosen.def.typical_crew);
    if (!q) { unpriced.push({ text: clip(job.text), reason: voice.messages.unpriced('quantity') }); continue; }
    const task = toTask(chosen.def, region);
    const p = price(task, q.quantity, chosen.def.typical_crew, region, accountRates);
    extras.push({ slug: task.slug, text: voice.messages.extra(chosen.def, task.unit, q.quantity, voice.format), price: p.price });
  }
  return { extras, unpriced };
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
    if (interp.wantsWork) return { ...answer, status: 'needs_detail', question: taskQuestion(null, cc.catalog.tasks, interp.lang) };
    return answer;
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
  const resolved = jobQuantity(main, def, region, crew);
  if (!resolved) {
    return {
      ...answer, status: 'needs_detail', task: taskOf(def, region, chosen.exact), extras, unpriced,
      question: quantityQuestion(def, task.unit, interp.lang),
    };
  }

  const p = price(task, resolved.quantity, crew, region, request.accountRates);
  const confidence: Confidence = resolved.assumed === 'hours' ? 'low'
    : !chosen.exact || resolved.assumed === 'one' || main.ranged ? 'medium' : 'high';
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
