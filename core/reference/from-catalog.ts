import { defaultCatalog, findRegion, listRegions, listTasks } from '../engine/index.js';
import type { ReferenceData } from './types.js';

type Catalog = typeof defaultCatalog;

/** Reference data served from an engine catalog; lists are computed once, on first use (not at start-up). */
export function referenceFromCatalog(catalog: Catalog = defaultCatalog): ReferenceData {
  let regions: ReturnType<typeof listRegions> | undefined;
  let byCode: Map<string, ReturnType<typeof listRegions>[number]> | undefined;
  const tasks = new Map<string, ReturnType<typeof listTasks>>();
  const all = () => (regions ??= listRegions(catalog));
  return {
    regions: all,
    region: (code) => (byCode ??= new Map(all().map((r) => [r.code, r]))).get(code),
    tasks(code) {
      let list = tasks.get(code);
      if (!list) tasks.set(code, (list = listTasks(catalog, code)));
      return list;
    },
  };
}
