import { hoursPerUnit, unitFor } from '../engine/catalog/project.js';
import { defaultCatalog, listRegions, listTasks } from '../engine/index.js';
import type { ReferenceData, UnpricedTask } from './types.js';

type Catalog = typeof defaultCatalog;

/** Reference data served from an engine catalog; lists are computed once, on first use (not at start-up). */
export function referenceFromCatalog(catalog: Catalog = defaultCatalog): ReferenceData {
  let regions: ReturnType<typeof listRegions> | undefined;
  let byCode: Map<string, ReturnType<typeof listRegions>[number]> | undefined;
  let unpriced: UnpricedTask[] | undefined;
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
    unpricedTasks() {
      // The catalog stores hours per imperial unit, so its own figures are the imperial ones.
      unpriced ??= catalog.tasks
        .map(
          (def): UnpricedTask => ({
            object: 'task',
            slug: def.slug,
            trade: def.trade,
            action: def.action,
            unit: unitFor(def.dimension, 'imperial'),
            setup_hours: def.setup_hours,
            hours_per_unit: hoursPerUnit(def, 'imperial'),
            typical_crew: def.typical_crew,
            by_the_hour: def.by_the_hour,
            region: null,
            hourly_rate_cents: null,
            currency: null,
          }),
        )
        .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
      return unpriced;
    },
  };
}
