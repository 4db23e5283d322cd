/**
 * One job priced: its catalog task projected into the answer's units, its
 * amount, and the money. The projection follows how the amount was read:
 * per room from typical room sizes, by a room's floor area for wall tasks,
 * in metres for a Canadian who wrote metres, and, for by-the-hour tasks,
 * on-site hours with as many labor hours per hour as there are workers.
 */
import { toTask } from './catalog/project.js';
import type { RegionDef, TaskDef } from './catalog/types.js';
import type { CompiledCatalog } from './compiled.js';
import { choose, type Chosen } from './choose.js';
import { jobQuantity, type Job, type Resolved } from './interpret/index.js';
import { price, type Priced } from './pricing.js';
import type { Task } from './types.js';

export interface PricedJob {
  job: Job;
  chosen: Chosen;
  task: Task;
  resolved: Resolved;
  crew: number;
  priced: Priced;
}

export interface JobReading {
  job: Job;
  chosen: Chosen | null;
  /** Present when the amount is known. */
  priced: PricedJob | null;
}

export function projectTask(def: TaskDef, region: RegionDef, resolved: Resolved, crew: number): Task {
  const task = toTask(def, resolved.system === region.unit_system ? region : { ...region, unit_system: resolved.system });
  if (resolved.basis?.kind === 'rooms') return { ...task, unit: 'room', hours_per_unit: resolved.basis.hoursPerRoom };
  if (resolved.basis?.kind === 'walls') return { ...task, hours_per_unit: resolved.basis.hoursPerUnit };
  if (def.by_the_hour) return { ...task, hours_per_unit: Math.round(task.hours_per_unit * crew * 100) / 100 };
  return task;
}

export function readJob(
  cc: CompiledCatalog,
  job: Job,
  region: RegionDef,
  crewAsked: number | null,
  siblings: Job[],
  accountRates?: Record<string, number>,
): JobReading {
  const chosen = choose(cc, job, region, crewAsked !== null);
  if (!chosen) return { job, chosen: null, priced: null };
  const crew = crewAsked ?? chosen.def.typical_crew;
  const resolved = jobQuantity(job, chosen.def, region, crew, siblings);
  if (!resolved) return { job, chosen, priced: null };
  const task = projectTask(chosen.def, region, resolved, crew);
  return { job, chosen, priced: { job, chosen, task, resolved, crew, priced: price(task, resolved.quantity, crew, region, accountRates) } };
}
