import { defaultCatalog, findRegion, listRegions, listTasks } from '../engine/index.js';
import type { ReferenceData } from './types.js';

type Catalog = typeof defaultCatalog;

/** Reference data served from an engine catalog; region and task lists are computed once. */
export function referenceFromCatalog(catalog: Catalog = defaultCatalog): ReferenceData {
  const regions = listRegions(catalog);
  const tasks = new Map(regions.map((r) => [r.code, listTasks(catalog, r.code)]));
  return {
    regions: () => regions,
    region: (code) => findRegion(catalog, code),
    tasks: (code) => tasks.get(code) ?? [],
  };
}
