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
 * An operator's own catalog and per-account rate tables, read from the files
 * the configuration names, at start: no rebuild needed.
 */
export function loadCatalogFiles(files: { catalogFile?: string; accountRatesFile?: string }): {
  catalog?: Catalog;
  accountRates?: Record<string, Record<string, number>>;
} {
  return {
    ...(files.catalogFile ? { catalog: parseCatalogFile(readJson(files.catalogFile, 'catalog file')) } : {}),
    ...(files.accountRatesFile ? { accountRates: parseAccountRatesFile(readJson(files.accountRatesFile, 'account rates file')) } : {}),
  };
}
