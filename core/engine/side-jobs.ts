/** The other jobs of a request: priced extras when task and amount are known, else unpriced items with the reason. */
import type { ExtraItem, UnpricedItem } from '../estimates/types.js';
import { toTask } from './catalog/project.js';
import type { RegionDef } from './catalog/types.js';
import { choose } from './choose.js';
import type { CompiledCatalog } from './compiled.js';
import { jobQuantity, type Job } from './interpret/index.js';
import { price } from './pricing.js';
import type { Voice } from './steps/index.js';

const LEADING_JOINER = /^(?:[,;:.\s]|and also|and then|and|also|plus|then|y también|y tambien|y además|y ademas|y luego|y|además|ademas|también|tambien)+\s*/i;

function clip(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ').replace(LEADING_JOINER, '');
  return t.length > 200 ? `${t.slice(0, 197)}...` : t;
}

export function sideJobs(cc: CompiledCatalog, jobs: Job[], region: RegionDef, voice: Voice, accountRates?: Record<string, number>): { extras: ExtraItem[]; unpriced: UnpricedItem[] } {
  const extras: ExtraItem[] = [];
  const unpriced: UnpricedItem[] = [];
  for (const job of jobs) {
    if (job.outside) { unpriced.push({ text: clip(job.text), reason: voice.messages.unpriced('outside') }); continue; }
    const chosen = choose(cc, job, region);
    if (!chosen) { unpriced.push({ text: clip(job.text), reason: voice.messages.unpriced('task') }); continue; }
    const q = jobQuantity(job, chosen.def, region, chosen.def.typical_crew, jobs);
    if (!q) { unpriced.push({ text: clip(job.text), reason: voice.messages.unpriced('quantity') }); continue; }
    const task = toTask(chosen.def, region);
    const p = price(task, q.quantity, chosen.def.typical_crew, region, accountRates);
    extras.push({ slug: task.slug, text: voice.messages.extra(chosen.def, task.unit, q.quantity, voice.format), price: p.price });
  }
  return { extras, unpriced };
}

