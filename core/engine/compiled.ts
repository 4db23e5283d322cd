/** A catalog prepared for estimating: lookups by code and slug, and the compiled keyword lexicon. Built once per catalog. */
import type { Catalog, RegionDef, TaskDef } from './catalog/types.js';
import { compileLexicon, type Lexicon } from './interpret/lexicon.js';

export interface CompiledCatalog {
  catalog: Catalog;
  lexicon: Lexicon;
  regions: ReadonlyMap<string, RegionDef>;
  tasks: ReadonlyMap<string, TaskDef>;
  /** The first by-the-hour task of each trade that has one. */
  hourly: ReadonlyMap<string, TaskDef>;
}

const compiled = new WeakMap<Catalog, CompiledCatalog>();

export function compile(catalog: Catalog): CompiledCatalog {
  let cc = compiled.get(catalog);
  if (!cc) {
    cc = {
      catalog,
      lexicon: compileLexicon(catalog),
      regions: new Map(catalog.regions.map((r) => [r.code, r])),
      tasks: new Map(catalog.tasks.map((t) => [t.slug, t])),
      hourly: new Map(
        [...catalog.tasks]
          .reverse()
          .filter((t) => t.by_the_hour)
          .map((t) => [t.trade, t]),
      ),
    };
    compiled.set(catalog, cc);
  }
  return cc;
}
