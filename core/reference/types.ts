import type { Region, Task, UnpricedTask } from '../schemas/reference.js';

export type { UnpricedTask } from '../schemas/reference.js';

/** Read-only reference data (regions and tasks) the service prices against. */
export interface ReferenceData {
  regions(): Region[];
  region(code: string): Region | undefined;
  /** Tasks priced in a region, sorted by slug. */
  tasks(regionCode: string): Task[];
  /** Every task without regional figures, sorted by slug (GET /tasks without `region`). */
  unpricedTasks(): UnpricedTask[];
}
