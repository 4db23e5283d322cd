/** The built-in catalog: every task, region and trade word the engine ships with. */
import { REGIONS } from './regions.js';
import { EXTERIOR_TASKS } from './tasks/exterior.js';
import { EXTRA_TASKS } from './tasks/extra.js';
import { FINISH_TASKS } from './tasks/finishes.js';
import { GENERAL_TASKS } from './tasks/general.js';
import { SYSTEM_TASKS } from './tasks/systems.js';
import { TRADE_KEYWORDS } from './trade-keywords.js';
import type { Catalog } from './types.js';

export const defaultCatalog: Catalog = Object.freeze({
  tasks: Object.freeze([...FINISH_TASKS, ...SYSTEM_TASKS, ...EXTERIOR_TASKS, ...GENERAL_TASKS, ...EXTRA_TASKS]),
  regions: REGIONS,
  tradeKeywords: TRADE_KEYWORDS,
});

export type { Catalog, Dimension, RegionDef, TaskDef, Trade } from './types.js';
export { TRADES } from './types.js';
