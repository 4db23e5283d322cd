/** The other jobs of a request: priced extras when task and amount are known, else unpriced items with the reason. */
import type { ExtraItem, UnpricedItem } from '../schemas/estimate.js';
import type { JobReading } from './price-job.js';
import type { Voice } from './steps/index.js';

const LEADING_JOINER =
  /^(?:[,;:.+&\s]|and also|and then|and|also|plus|then|y también|y tambien|y además|y ademas|y luego|y|además|ademas|también|tambien)+\s*/i;

/** The marker of a list line ("- ", "* ", "2) "). */
const LIST_MARKER = /^(?:[-*•·>]|\d{1,2}[.)-]|[a-e][.)])\s*/i;

function clip(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ').replace(LEADING_JOINER, '').replace(LIST_MARKER, '');
  return t.length > 200 ? `${t.slice(0, 197)}...` : t;
}

export function sideJobs(readings: JobReading[], voice: Voice): { extras: ExtraItem[]; unpriced: UnpricedItem[] } {
  const extras: ExtraItem[] = [];
  const unpriced: UnpricedItem[] = [];
  for (const { job, chosen, priced } of readings) {
    const text = clip(job.text);
    if (job.outside) {
      unpriced.push({ text, reason: voice.messages.unpriced('outside'), trade: null });
      continue;
    }
    if (!chosen) {
      unpriced.push({ text, reason: voice.messages.unpriced('task'), trade: job.trade });
      continue;
    }
    if (!priced) {
      unpriced.push({ text, reason: voice.messages.unpriced('quantity'), trade: chosen.def.trade });
      continue;
    }
    const { task, resolved } = priced;
    extras.push({
      slug: task.slug,
      text: voice.messages.extra(chosen.def, task.unit, resolved.quantity, voice.format),
      quantity: resolved.quantity,
      unit: task.unit,
      price: priced.priced.price,
    });
  }
  return { extras, unpriced };
}
