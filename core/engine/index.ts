/**
 * The deterministic estimate engine: a catalog of tasks and regions, an
 * English/Spanish interpreter, pricing and localized step lines. No model
 * calls, no I/O; the answer is computed synchronously.
 */
import { defaultCatalog } from './catalog/index.js';
import { toRegion, toTask } from './catalog/project.js';
import type { Catalog } from './catalog/types.js';
import { compile } from './compiled.js';
import { estimateSync } from './estimate.js';
import type { Estimator, EstimatorAnswer, EstimatorRequest, Region, Task } from './types.js';

export { defaultCatalog };
export type { Catalog, RegionDef, TaskDef, Trade, Dimension } from './catalog/types.js';
export { TRADES } from './catalog/types.js';
export type { Estimator, EstimatorAnswer, EstimatorRequest, Region, Task } from './types.js';
export { MINUTES_PER_DAY } from './pricing.js';

export interface DefaultEstimator extends Estimator {
  /** The same answer, without the promise (for scripts and benchmarks). */
  estimateSync(request: EstimatorRequest): EstimatorAnswer;
}

export function createDefaultEstimator(options: { catalog?: Catalog } = {}): DefaultEstimator {
  // Compiled on first use: start-up (and `--help`) does not pay for it.
  let compiled: ReturnType<typeof compile> | undefined;
  const cc = () => (compiled ??= compile(options.catalog ?? defaultCatalog));
  return {
    estimateSync: (request) => estimateSync(cc(), request),
    estimate(request) {
      try {
        return Promise.resolve(estimateSync(cc(), request));
      } catch (error) {
        return Promise.reject(error);
      }
    },
  };
}

export function listRegions(catalog: Catalog = defaultCatalog): Region[] {
  return catalog.regions.map(toRegion).sort((a, b) => a.code.localeCompare(b.code));
}

export function findRegion(catalog: Catalog, code: string): Region | undefined {
  const def = compile(catalog).regions.get(code);
  return def ? toRegion(def) : undefined;
}

/** Tasks priced in a region, sorted by slug; empty when the region is unknown. */
export function listTasks(catalog: Catalog, regionCode: string): Task[] {
  const region = compile(catalog).regions.get(regionCode);
  if (!region) return [];
  return catalog.tasks.map((t) => toTask(t, region)).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
