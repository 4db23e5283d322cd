import { readFileSync } from 'node:fs';
import type { Catalog } from '../../core/engine/catalog/types.js';
import { parseAccountRatesFile, parseCatalogFile } from '../../core/schemas/catalog.js';

const readJson = (path: string, what: string): unknown => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the ${what} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/**
 * An operator's own catalog (`ESTIMATE_CATALOG_FILE`) and per-account rate
 * tables (`ESTIMATE_ACCOUNT_RATES_FILE`), read at start: no rebuild needed.
 */
export function catalogFilesFromEnv(env: NodeJS.ProcessEnv): { catalog?: Catalog; accountRates?: Record<string, Record<string, number>> } {
  return {
    ...(env.ESTIMATE_CATALOG_FILE ? { catalog: parseCatalogFile(readJson(env.ESTIMATE_CATALOG_FILE, 'catalog file')) } : {}),
    ...(env.ESTIMATE_ACCOUNT_RATES_FILE ? { accountRates: parseAccountRatesFile(readJson(env.ESTIMATE_ACCOUNT_RATES_FILE, 'account rates file')) } : {}),
  };
}
