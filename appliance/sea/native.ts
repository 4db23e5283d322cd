import { constants, tmpdir } from 'node:os';
import { mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRawAsset } from 'node:sea';

/** The asset name the build script stores better-sqlite3's addon under. */
export const sqliteAsset = 'better_sqlite3.node';
/** The asset name of the memory helper (appliance/sea/memory.c, appliance/sea/memory.ts). */
export const memoryAsset = 'memory.node';
/** The asset name of a new database's file with the current schema (adapters/sqlite/database.ts `newDatabaseImage`). */
export const newDatabaseAsset = 'new-database.sqlite';

/**
 * Loads an addon carried inside the executable. dlopen needs a file, so it is
 * written to a fresh private (0700) directory and removed as soon as it is
 * mapped: nothing is left behind and no other user can swap it.
 */
export function loadEmbeddedAddon(asset: string): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'estimate-appliance-'));
  try {
    const file = join(dir, asset);
    // getRawAsset hands out the executable's own bytes without a copy; writing them does not modify them.
    writeFileSync(file, new Uint8Array(getRawAsset(asset) as ArrayBuffer), { mode: 0o700 });
    const addon = { exports: {} as unknown };
    try {
      process.dlopen(addon, file, constants.dlopen.RTLD_NOW);
    } catch (error) {
      // The usual cause is a temp directory mounted noexec.
      throw new Error(
        `cannot load the embedded addon ${asset} from ${dir} (${(error as Error).message.split('\n')[0]}); set TMPDIR to a directory that allows executables`,
      );
    }
    // The checkpoint worker loads the same addon by this path (already mapped, so the removed file is not read again).
    (addon.exports as Record<symbol, unknown>)[Symbol.for('estimate-appliance.sqlite-addon-path')] = file;
    return addon.exports;
  } finally {
    // The one file, then the directory: rmSync's recursive walk cost ~2 ms more on every start.
    rmSync(join(dir, asset), { force: true });
    rmdirSync(dir);
  }
}

/** better-sqlite3's addon, from inside the executable. */
export function loadEmbeddedSqlite(): unknown {
  return loadEmbeddedAddon(sqliteAsset);
}

/** A new database's file, as the build made it: written, not built, when `serve` starts on a new database. */
export function embeddedNewDatabase(): Uint8Array {
  return new Uint8Array(getRawAsset(newDatabaseAsset) as ArrayBuffer);
}
