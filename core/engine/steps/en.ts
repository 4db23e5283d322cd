/** English step lines: plural units, "labor hours", as spec part 2 rule 2 asks. */
import type { Unit } from '../../estimates/types.js';
import type { Trade } from '../catalog/types.js';
import type { Messages } from './messages.js';

const UNITS: Record<Unit, [string, string]> = {
  sq_ft: ['square foot', 'square feet'], sq_m: ['square meter', 'square meters'],
  linear_ft: ['linear foot', 'linear feet'], linear_m: ['linear meter', 'linear meters'],
  each: ['unit', 'units'], room: ['room', 'rooms'], hour: ['hour', 'hours'],
};

const TRADES: Record<Trade, string> = {
  painting: 'painting', plumbing: 'plumbing', electrical: 'electrical', carpentry: 'carpentry', drywall: 'drywall',
  flooring: 'flooring', tile: 'tile', roofing: 'roofing', hvac: 'heating and cooling', landscaping: 'landscaping',
  cleaning: 'cleaning', appliances: 'appliance repair', fencing: 'fencing', windows_doors: 'windows and doors',
  handyman: 'handyman', moving: 'moving',
};

const unit = (u: Unit, n: number): string => UNITS[u][n === 1 ? 0 : 1];

export const en: Messages = {
  unit,
  trade: (t) => TRADES[t],
  steps(f, fmt) {
    const qty = `${fmt.num(f.quantity)} ${unit(f.unit, f.quantity)}`;
    const lines = [
      `Scope: ${f.def.name.en}, ${qty}, crew of ${f.crew}.`,
      f.setupHours > 0
        ? `Hours: ${fmt.num(f.setupHours)} setup + ${fmt.num(f.hoursPerUnit, 4)} per ${UNITS[f.unit][0]} × ${qty} = ${fmt.num(f.hours)} labor hours.`
        : `Hours: ${fmt.num(f.hoursPerUnit, 4)} per ${UNITS[f.unit][0]} × ${qty} = ${fmt.num(f.hours)} labor hours.`,
      f.rateOrigin === 'account'
        ? `Rate: ${fmt.money(f.rateCents)} per hour, from your account's rate table for ${TRADES[f.def.trade]}.`
        : `Rate: ${fmt.money(f.rateCents)} per hour, the typical ${TRADES[f.def.trade]} rate in ${f.regionName}.`,
      `Labor cost: ${fmt.num(f.hours)} labor hours × ${fmt.money(f.rateCents)} = ${fmt.money(f.rawCostCents)}.` +
        (f.minimumApplied ? ` That is below the job minimum of ${fmt.money(f.minimumCents)} in ${f.regionName}, so the minimum applies: ${fmt.money(f.minimumCents)}.` : ''),
    ];
    if (f.crew > 1) {
      lines.push(`Crew of ${f.crew}: labor hours and cost stay the same; elapsed time on site is shorter, about ${fmt.num(f.elapsedHours)} hours.`);
    }
    return lines;
  },
  extra: (def, u, quantity, fmt) => `${def.name.en}: ${fmt.num(quantity)} ${unit(u, quantity)}`,
  unpriced: (reason) => ({
    quantity: 'The size or number was not given, so this job could not be priced.',
    task: 'The job was not described clearly enough to price.',
    outside: 'Not a home service this estimate covers.',
  })[reason],
};
