/**
 * Answers from a structured reading of the request (task slug, quantity, unit,
 * crew, status) as a language model gives it. The figures come from the same
 * deterministic pricing and step lines as the default engine: a model only
 * reads the customer, it never sets a price.
 */
import type { Confidence, Question, Unit } from '../schemas/estimate.js';
import { FT_PER_M, SQ_FT_PER_SQ_M, toTask } from './catalog/project.js';
import type { RegionDef, TaskDef } from './catalog/types.js';
import type { CompiledCatalog } from './compiled.js';
import type { Lang } from './interpret/index.js';
import { emptyAnswer } from './empty-answer.js';
import { price } from './pricing.js';
import { describeQuestion, quantityQuestion, taskQuestion } from './questions.js';
import { pricedSteps, voiceFor } from './steps/index.js';
import type { EstimatorAnswer, EstimatorRequest } from './types.js';

export interface ModelReading {
  status: 'priced' | 'needs_detail' | 'unsupported' | 'unclear';
  task_slug: string | null;
  quantity: number | null;
  unit: Unit | null;
  crew_size: number | null;
  /** The customer's language. */
  language: Lang;
  confidence: Confidence;
}

const factors: Partial<Record<`${Unit}>${Unit}`, number>> = {
  'sq_m>sq_ft': SQ_FT_PER_SQ_M,
  'sq_ft>sq_m': 1 / SQ_FT_PER_SQ_M,
  'linear_m>linear_ft': FT_PER_M,
  'linear_ft>linear_m': 1 / FT_PER_M,
};

/** The quantity in the task's unit, or null when the units cannot be converted. */
export function convertQuantity(quantity: number, from: Unit | null, to: Unit): number | null {
  if (from === null || from === to) return quantity;
  const factor = factors[`${from}>${to}`];
  return factor === undefined ? null : Math.round(quantity * factor * 100) / 100;
}

const base = (region: RegionDef, status: EstimatorAnswer['status'], question: Question | null = null) =>
  emptyAnswer(region.locale, status, question);

export function answerFromReading(cc: CompiledCatalog, request: EstimatorRequest, reading: ModelReading): EstimatorAnswer {
  const region = cc.regions.get(request.region);
  if (!region) throw new Error(`unknown region ${request.region}`);
  const lang = reading.language;
  if (reading.status === 'unsupported' || reading.status === 'unclear') return base(region, reading.status);
  const def: TaskDef | undefined = reading.task_slug ? cc.tasks.get(reading.task_slug) : undefined;
  if (!def) {
    return base(
      region,
      'needs_detail',
      request.photos.length && !reading.task_slug ? describeQuestion(lang) : taskQuestion(null, cc.catalog.tasks, lang, region.locale),
    );
  }
  const task = toTask(def, region);
  const taskField = { slug: def.slug, trade: def.trade, action: def.action, unit: task.unit, exact_match: true };
  const quantity = reading.quantity !== null && reading.quantity > 0 ? convertQuantity(reading.quantity, reading.unit, task.unit) : null;
  if (quantity === null || reading.status === 'needs_detail') {
    return { ...base(region, 'needs_detail', quantityQuestion(def, task.unit, lang, region.locale)), task: taskField };
  }
  const crew =
    reading.crew_size !== null && Number.isInteger(reading.crew_size) && reading.crew_size > 0 ? reading.crew_size : def.typical_crew;
  // Hours of a by-the-hour task are hours on site: one labor hour per worker each (as the default engine reads them).
  const priced = def.by_the_hour ? { ...task, hours_per_unit: Math.round(task.hours_per_unit * crew * 100) / 100 } : task;
  const p = price(priced, quantity, crew, region, request.accountRates);
  const voice = voiceFor(region.locale, region.currency);
  const steps = pricedSteps(
    voice,
    { def, unit: task.unit, quantity, crew, setupHours: task.setup_hours, hoursPerUnit: priced.hours_per_unit },
    p,
    region,
  );
  return {
    ...base(region, 'priced'),
    locale_fallback: voice.fallback ? 'en' : null,
    task: taskField,
    scope: { quantity, crew_size: crew, confidence: reading.confidence },
    labor: p.labor,
    price: p.price,
    calendar: p.calendar,
    steps,
  };
}
