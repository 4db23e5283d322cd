/**
 * Chooses the language of the step lines from the region's locale. Locales
 * without a translation get English, formatted as English of that country,
 * and the answer reports `locale_fallback: 'en'`.
 */
import { en } from './en.js';
import { spanish } from './es.js';
import { formatFor, type Format } from './format.js';
import type { RegionDef } from '../catalog/types.js';
import type { Priced } from '../pricing.js';
import type { Messages, StepFacts } from './messages.js';

export interface Voice {
  messages: Messages;
  format: Format;
  fallback: boolean;
}

const ES_ES = spanish(true);
const ES_LATAM = spanish(false);

export function voiceFor(locale: string, currency: string): Voice {
  const [language, country] = locale.split('-');
  if (language === 'en') return { messages: en, format: formatFor(locale, currency), fallback: false };
  if (language === 'es') return { messages: country === 'ES' ? ES_ES : ES_LATAM, format: formatFor(locale, currency), fallback: false };
  return { messages: en, format: formatFor(country ? `en-${country}` : 'en', currency), fallback: true };
}

export type { Messages, StepFacts, UnpricedReason } from './messages.js';

/** What the job itself contributes to its step lines; pricing and the region give the rest. */
export type JobFacts = Pick<
  StepFacts,
  'def' | 'unit' | 'quantity' | 'crew' | 'setupHours' | 'hoursPerUnit' | 'basis' | 'system' | 'ranged'
>;

/** The step lines of a priced job, for both the text reader and the structured (model) path. */
export function pricedSteps(voice: Voice, job: JobFacts, p: Priced, region: RegionDef): Array<{ text: string }> {
  const facts: StepFacts = {
    def: job.def,
    unit: job.unit,
    quantity: job.quantity,
    crew: job.crew,
    setupHours: job.setupHours,
    hoursPerUnit: job.hoursPerUnit,
    basis: job.basis,
    system: job.system,
    ranged: job.ranged,
    onSiteHours: job.def.by_the_hour,
    hours: p.labor.hours,
    elapsedHours: p.labor.elapsed_hours,
    rateCents: p.labor.hourly_rate_cents,
    rateOrigin: p.rateOrigin,
    rawCostCents: p.rawCostCents,
    minimumApplied: p.labor.rate_source === 'minimum',
    minimumCents: region.job_minimum_cents,
    regionName: region.name,
  };
  return voice.messages.steps(facts, voice.format).map((text) => ({ text }));
}
