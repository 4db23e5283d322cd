/**
 * Which catalog task a job stands for. A job that names a task is that task;
 * one that only names a trade gets the trade's hourly task when hours are
 * given, a default job for trades where the trade is the job (handyman,
 * moving, cleaning), or the trade's usual sized job when a size is given.
 */
import type { RegionDef, TaskDef, Trade } from './catalog/types.js';
import type { CompiledCatalog } from './compiled.js';
import { jobQuantity, type Job } from './interpret/index.js';

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

export interface Chosen { def: TaskDef; exact: boolean }

export function choose(cc: CompiledCatalog, job: Job, region: RegionDef): Chosen | null {
  if (job.task) return { def: job.task.def, exact: true };
  if (!job.trade) return null;
  // "An electrician for two hours": the trade's by-the-hour task.
  const hourly = cc.hourly.get(job.trade);
  if (hourly && job.own.some((q) => q.kind === 'hour' || q.kind === 'day')) return { def: hourly, exact: false };
  const slug = TRADE_DEFAULT[job.trade];
  const def = slug ? cc.tasks.get(slug) : undefined;
  if (def) return { def, exact: false };
  const sizedSlug = SIZED_DEFAULT[job.trade];
  const sized = sizedSlug ? cc.tasks.get(sizedSlug) : undefined;
  if (sized && jobQuantity(job, sized, region, 1)?.assumed === null) return { def: sized, exact: false };
  return null;
}

