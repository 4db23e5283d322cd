/** English step lines: plural units, "labor hours", as spec part 2 rule 2 asks. */
import type { Unit } from '../../schemas/estimate.js';
import type { RoomKind } from '../catalog/rooms.js';
import type { Trade } from '../catalog/types.js';
import type { Format } from './format.js';
import type { Messages, StepFacts } from './messages.js';

const UNITS: Record<Unit, [string, string]> = {
  sq_ft: ['square foot', 'square feet'],
  sq_m: ['square meter', 'square meters'],
  linear_ft: ['linear foot', 'linear feet'],
  linear_m: ['linear meter', 'linear meters'],
  each: ['unit', 'units'],
  room: ['room', 'rooms'],
  hour: ['hour', 'hours'],
};

const TRADES: Record<Trade, string> = {
  painting: 'painting',
  plumbing: 'plumbing',
  electrical: 'electrical',
  carpentry: 'carpentry',
  drywall: 'drywall',
  flooring: 'flooring',
  tile: 'tile',
  roofing: 'roofing',
  hvac: 'heating and cooling',
  landscaping: 'landscaping',
  cleaning: 'cleaning',
  appliances: 'appliance repair',
  fencing: 'fencing',
  windows_doors: 'windows and doors',
  handyman: 'handyman',
  moving: 'moving',
};

const ROOMS: Record<RoomKind, string> = {
  bedroom: 'bedroom',
  bathroom: 'bathroom',
  kitchen: 'kitchen',
  living: 'living room',
  dining: 'dining room',
  office: 'office',
  hallway: 'hallway',
  closet: 'closet',
  laundry: 'laundry room',
  garage: 'garage',
  basement: 'basement',
  room: 'room',
  home: 'bedroom of the home',
};

const unit = (u: Unit, n: number): string => UNITS[u][n === 1 ? 0 : 1];

/** The line that says how rooms, walls or a range became the amount. */
function basisLine(f: StepFacts, fmt: Format): string | null {
  const b = f.basis;
  const metric = f.system === 'metric';
  const len = metric ? 'm' : 'ft';
  const sq = metric ? 'm²' : 'sq ft';
  if (b?.kind === 'rooms') {
    const parts = b.rooms.map((r) =>
      f.def.by_room === 'clean'
        ? `a ${ROOMS[r.kind]} about ${fmt.num(r.side[0])} × ${fmt.num(r.side[1])} ${len}`
        : `a ${ROOMS[r.kind]} about ${fmt.num(r.side[0])} × ${fmt.num(r.side[1])} ${len} (${fmt.num(r.side[0] * r.side[1])} ${sq} of floor)`,
    );
    const how =
      f.def.by_room === 'clean'
        ? 'with the typical cleaning time for each room'
        : f.def.by_room === 'walls'
          ? `from its walls, perimeter × ${metric ? '2.4 m' : '8 ft'} high`
          : 'from its floor area';
    return `Room size: no size was given, so each room is priced as a typical one in ${f.regionName}: ${parts.join('; ')}, ${how}.`;
  }
  if (b?.kind === 'walls') {
    return `Walls: ${fmt.num(f.quantity)} ${sq} of floor means about ${fmt.approx(b.wallArea)} ${sq} of wall (perimeter × ${metric ? '2.4 m' : '8 ft'} high); the hours per ${metric ? 'square meter' : 'square foot'} of floor include them.`;
  }
  return null;
}

export const en: Messages = {
  unit,
  trade: (t) => TRADES[t],
  name: (def) => def.name.en,
  steps(f, fmt) {
    const qty = `${fmt.num(f.quantity)} ${unit(f.unit, f.quantity)}`;
    const per =
      f.onSiteHours && f.crew > 1
        ? `${fmt.num(f.hoursPerUnit, 4)} labor hours per hour on site (crew of ${f.crew})`
        : `${fmt.num(f.hoursPerUnit, 4)} per ${UNITS[f.unit][0]}`;
    const lines = [
      `Scope: ${f.def.name.en}, ${qty}, crew of ${f.crew}.`,
      f.setupHours > 0
        ? `Hours: ${fmt.num(f.setupHours)} setup + ${per} × ${qty} = ${fmt.num(f.hours)} labor hours.`
        : `Hours: ${per} × ${qty} = ${fmt.num(f.hours)} labor hours.`,
      f.rateOrigin === 'account'
        ? `Rate: ${fmt.money(f.rateCents)} per hour, from your account's rate table for ${TRADES[f.def.trade]}.`
        : `Rate: ${fmt.money(f.rateCents)} per hour, the typical ${TRADES[f.def.trade]} rate in ${f.regionName}.`,
      `Labor cost: ${fmt.num(f.hours)} labor hours × ${fmt.money(f.rateCents)} = ${fmt.money(f.rawCostCents)}.` +
        (f.minimumApplied
          ? ` That is below the job minimum of ${fmt.money(f.minimumCents)} in ${f.regionName}, so the minimum applies: ${fmt.money(f.minimumCents)}.`
          : ''),
    ];
    if (f.crew > 1) {
      lines.push(
        `Crew of ${f.crew}: labor hours and cost stay the same; elapsed time on site is shorter, about ${fmt.approx(f.elapsedHours)} hours.`,
      );
    }
    const basis = basisLine(f, fmt);
    if (basis) lines.push(basis);
    if (f.ranged) lines.push('A range was given: the estimate uses its middle.');
    return lines;
  },
  extra: (def, u, quantity, fmt) => `${def.name.en}: ${fmt.num(quantity)} ${unit(u, quantity)}`,
  unpriced: (reason) =>
    ({
      quantity: 'The size or number was not given, so this job could not be priced.',
      task: 'The job was not described clearly enough to price.',
      outside: 'Not a home service this estimate covers.',
    })[reason],
};
