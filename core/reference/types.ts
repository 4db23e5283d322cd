import type { Region, Task } from '../engine/types.js';

/** Read-only reference data (regions and tasks) the service prices against. */
export interface ReferenceData {
  regions(): Region[];
  region(code: string): Region | undefined;
  /** Tasks priced in a region, sorted by slug. */
  tasks(regionCode: string): Task[];
}
