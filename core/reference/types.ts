import type { Region, Task } from '../engine/types.js';

/** A task listed without a region: the catalog's own units (imperial), no rate, no currency. */
export type UnpricedTask = Omit<Task, 'region' | 'hourly_rate_cents' | 'currency'> & { region: null; hourly_rate_cents: null; currency: null };

/** Read-only reference data (regions and tasks) the service prices against. */
export interface ReferenceData {
  regions(): Region[];
  region(code: string): Region | undefined;
  /** Tasks priced in a region, sorted by slug. */
  tasks(regionCode: string): Task[];
  /** Every task without regional figures, sorted by slug (GET /tasks without `region`). */
  unpricedTasks(): UnpricedTask[];
}
